/**
 * Remote parameter options and resource locator list search: GET
 * /rest/node-parameter-options and GET /rest/nodes-list-search call a node type's
 * `methods.loadOptions` / `methods.listSearch` method with a `NodeMethodContext` for the
 * signed-in user, and answer what it returns. Without a `methodName`, parameter options come from
 * the declarative `typeOptions.loadOptions` of the parameter at `path` (see
 * `services/node-methods/declarative-options.ts`). A failing method or request answers 500 with
 * its message, which the editor shows under the parameter or in the list's error slot.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  toWeftTypeName,
  workflowPermissions,
  type NodeCredentialRef,
  type NodeListSearchResult,
  type NodeParameters,
  type NodePropertyOption,
  type NodeType,
} from '@weft/workflow';
import { ok, permissionUser, requireUser } from '../../auth/guards.js';
import type { ServerContext } from '../../context.js';
import { ApiError, badRequest, notFound } from '../../http/errors.js';
import type { UserRecord } from '../../repositories/users.js';
import { WorkflowRepository } from '../../repositories/workflows.js';
import { createNodeMethodContext, type NodeMethodRequest } from '../../services/node-methods/context.js';
import { loadDeclarativeOptions } from '../../services/node-methods/declarative-options.js';

type Query = Record<string, string | undefined>;

function parseJson(value: string | undefined, name: string): unknown {
  if (value === undefined || value === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badRequest(`The query parameter "${name}" is not valid JSON`);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function nodeTypeOf(ctx: ServerContext, q: Query): { type: NodeType; version: number } {
  const info = parseJson(q.nodeTypeAndVersion, 'nodeTypeAndVersion');
  if (info === undefined) throw badRequest('The query parameter "nodeTypeAndVersion" is missing');
  if (!isPlainObject(info) || typeof info.name !== 'string' || !info.name)
    throw badRequest('"nodeTypeAndVersion" needs a name, e.g. {"name":"n8n-nodes-base.executeWorkflow","version":1.2}');
  if (info.version !== undefined && typeof info.version !== 'number')
    throw badRequest('"nodeTypeAndVersion.version" must be a number');
  const type = ctx.nodeTypes.get(toWeftTypeName(info.name), info.version);
  if (!type) throw notFound(`Unknown node type "${info.name}"`);
  const versions = [type.description.version].flat();
  return { type, version: typeof info.version === 'number' ? info.version : Math.max(...versions) };
}

function credentialsOf(q: Query): Record<string, NodeCredentialRef> {
  const value = parseJson(q.credentials, 'credentials') ?? {};
  if (!isPlainObject(value)) throw badRequest('"credentials" must be an object: credential type → {id, name}');
  const out: Record<string, NodeCredentialRef> = {};
  for (const [type, ref] of Object.entries(value)) {
    if (typeof ref === 'string' && ref) out[type] = ref;
    else if (
      isPlainObject(ref) &&
      typeof ref.name === 'string' &&
      (ref.id === null || ref.id === undefined || typeof ref.id === 'string')
    ) {
      out[type] = { id: ref.id ?? null, name: ref.name };
    } else throw badRequest(`"credentials.${type}" must be {id, name}`);
  }
  return out;
}

async function workflowOf(
  ctx: ServerContext,
  user: UserRecord,
  id: string | undefined,
): Promise<NodeMethodRequest['workflow']> {
  if (!id) return undefined;
  const workflow = await new WorkflowRepository(ctx.db).get(id);
  const readable =
    workflow &&
    workflowPermissions(
      permissionUser(user),
      { id: workflow.id, ownedBy: workflow.ownedBy, sharedWith: workflow.sharedWith },
      { sharingEnabled: ctx.config.sharingEnabled },
    ).read;
  if (!workflow || !readable) throw notFound(`Could not find a workflow with ID "${id}" that you can access`);
  return { id: workflow.id, name: workflow.name, active: workflow.active };
}

/** Everything both routes read from the query, checked. */
async function parseRequest(
  ctx: ServerContext,
  req: FastifyRequest,
): Promise<{ request: NodeMethodRequest; methodName: string | undefined; q: Query }> {
  const user = requireUser(req);
  const q = req.query as Query;
  const { type, version } = nodeTypeOf(ctx, q);
  const parameters = parseJson(q.currentNodeParameters, 'currentNodeParameters') ?? {};
  if (!isPlainObject(parameters)) throw badRequest('"currentNodeParameters" must be an object of parameter values');
  const methodName = q.methodName || undefined;
  const request: NodeMethodRequest = {
    type,
    version,
    parameters: parameters as NodeParameters,
    credentials: credentialsOf(q),
    workflow: await workflowOf(ctx, user, q.workflowId),
    user,
  };
  return { request, methodName, q };
}

/** A method's own failure as an API error: 500 with its message (an upstream 401 must not look like ours). */
function methodFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const e = error as { message?: unknown; description?: unknown };
  const message = typeof e?.message === 'string' && e.message ? e.message : String(error);
  return new ApiError(500, message, typeof e?.description === 'string' && e.description ? { hint: e.description } : {});
}

function isOption(value: unknown): value is NodePropertyOption {
  return (
    isPlainObject(value) &&
    typeof value.name === 'string' &&
    ['string', 'number', 'boolean'].includes(typeof value.value)
  );
}

function isListResult(value: unknown): value is NodeListSearchResult {
  return (
    isPlainObject(value) &&
    Array.isArray(value.results) &&
    value.results.every(
      (r) => isPlainObject(r) && typeof r.name === 'string' && ['string', 'number'].includes(typeof r.value),
    )
  );
}

/** Registers the two remote-method routes. */
export async function registerRemoteMethods(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/node-parameter-options', async (req) => {
    const { request, methodName, q } = await parseRequest(ctx, req);
    if (!methodName) {
      if (!q.path)
        throw badRequest(
          'Remote options need "methodName", or the "path" of a parameter with declarative typeOptions.loadOptions',
        );
      let declared: unknown[];
      try {
        declared = await loadDeclarativeOptions(ctx, request, q.path);
      } catch (e) {
        throw methodFailure(e);
      }
      if (!declared.every(isOption)) {
        throw new ApiError(
          500,
          `The declarative loadOptions of parameter "${q.path}" of node type "${request.type.description.name}" did not answer a list of {name, value} options (use a setKeyValue postReceive action)`,
        );
      }
      return ok(declared);
    }
    const method = request.type.methods?.loadOptions?.[methodName];
    if (!method)
      throw badRequest(`Node type "${request.type.description.name}" has no loadOptions method "${methodName}"`);
    const context = createNodeMethodContext(ctx, request);
    let options: unknown;
    try {
      options = await method.call(context, context);
    } catch (e) {
      throw methodFailure(e);
    }
    if (!Array.isArray(options) || !options.every(isOption)) {
      throw new ApiError(
        500,
        `The loadOptions method "${methodName}" of node type "${request.type.description.name}" did not answer a list of {name, value} options`,
      );
    }
    return ok(options);
  });

  app.get('/nodes-list-search', async (req) => {
    const { request, methodName, q } = await parseRequest(ctx, req);
    if (!methodName) throw badRequest('The list search needs "methodName" (declarative searchList is not supported)');
    const method = request.type.methods?.listSearch?.[methodName];
    if (!method)
      throw badRequest(`Node type "${request.type.description.name}" has no listSearch method "${methodName}"`);
    const context = createNodeMethodContext(ctx, request);
    let page: unknown;
    try {
      page = await method.call(context, context, q.filter || undefined, q.paginationToken || undefined);
    } catch (e) {
      throw methodFailure(e);
    }
    if (!isListResult(page)) {
      throw new ApiError(
        500,
        `The listSearch method "${methodName}" of node type "${request.type.description.name}" did not answer {results: [{name, value, url?}], paginationToken?}`,
      );
    }
    return ok({
      results: page.results,
      ...(page.paginationToken !== undefined && page.paginationToken !== null
        ? { paginationToken: page.paginationToken }
        : {}),
    });
  });
}

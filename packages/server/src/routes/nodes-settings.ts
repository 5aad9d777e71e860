import type { FastifyInstance } from 'fastify';
import { builtinNodeTypes } from '@weft/nodes';
import { toWeftTypeName, type NodeType, type NodeTypeDescription } from '@weft/workflow';
import { ok, requireUser } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import { communityNodeTypes } from '../community-nodes/index.js';
import { curlToHttpNodeParameters } from './nodes/curl.js';
import { instanceSettings } from './nodes/settings.js';

function parseQueryJson<T>(value: unknown, name: string, fallback?: T): T {
  if (value === undefined || value === '') {
    if (fallback !== undefined) return fallback;
    throw badRequest(`The query parameter "${name}" is missing`);
  }
  if (typeof value !== 'string') return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    throw badRequest(`The query parameter "${name}" is not valid JSON`);
  }
}

/** Every registered description, one per version implementation: built-in ones, then those of installed community packages. */
export function allNodeDescriptions(ctx?: ServerContext): NodeTypeDescription[] {
  const community = ctx ? communityNodeTypes(ctx) : [];
  return [...builtinNodeTypes, ...community].map((t) => t.description);
}

function nodeTypeFor(ctx: ServerContext, info: { name?: string; version?: number } | undefined): NodeType {
  if (!info?.name) throw badRequest('nodeTypeAndVersion needs a name');
  const type = ctx.nodeTypes.get(toWeftTypeName(info.name), info.version);
  if (!type) throw notFound(`Unknown node type "${info.name}"`);
  return type;
}

/** Settings, node types, remote parameter options and cURL import. */
export async function register(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  // Public: the sign-in page needs it before anyone is signed in.
  app.get('/settings', async () => ok(await instanceSettings(ctx)));

  app.get('/types/nodes.json', async (req) => {
    requireUser(req);
    return allNodeDescriptions(ctx);
  });
  app.get('/types/credentials.json', async (req) => {
    requireUser(req);
    return ctx.credentialTypes.map(({ authenticate: _a, ...rest }) => rest);
  });

  app.post('/node-types', async (req) => {
    requireUser(req);
    const body = (req.body ?? {}) as { nodeInfos?: Array<{ name: string; version?: number }> };
    if (!Array.isArray(body.nodeInfos)) throw badRequest('The body needs "nodeInfos": a list of {name, version}');
    const out: NodeTypeDescription[] = [];
    for (const info of body.nodeInfos) {
      const type = ctx.nodeTypes.get(toWeftTypeName(String(info?.name ?? '')), info?.version);
      if (type) out.push(type.description);
    }
    return ok(out);
  });

  app.get('/node-parameter-options', async (req) => {
    requireUser(req);
    const q = req.query as Record<string, string | undefined>;
    const type = nodeTypeFor(ctx, parseQueryJson(q.nodeTypeAndVersion, 'nodeTypeAndVersion'));
    const current = parseQueryJson<Record<string, unknown>>(q.currentNodeParameters, 'currentNodeParameters', {});
    const methodName = q.methodName;
    if (!methodName) throw badRequest('Remote options need "methodName" (declarative loadOptions are not supported yet)');
    const method = type.methods?.loadOptions?.[methodName];
    if (!method) throw badRequest(`Node type "${type.description.name}" has no loadOptions method "${methodName}"`);
    return ok(await method({ getCurrentNodeParameter: (name: string) => current[name] }));
  });

  app.get('/nodes-list-search', async (req) => {
    requireUser(req);
    const q = req.query as Record<string, string | undefined>;
    const type = nodeTypeFor(ctx, parseQueryJson(q.nodeTypeAndVersion, 'nodeTypeAndVersion'));
    const current = parseQueryJson<Record<string, unknown>>(q.currentNodeParameters, 'currentNodeParameters', {});
    const methods = (type.methods as { listSearch?: Record<string, (c: unknown, filter?: string, token?: string) => Promise<unknown>> } | undefined)?.listSearch;
    const method = q.methodName ? methods?.[q.methodName] : undefined;
    if (!method) throw badRequest(`Node type "${type.description.name}" has no listSearch method "${q.methodName ?? ''}"`);
    return ok(await method({ getCurrentNodeParameter: (name: string) => current[name] }, q.filter, q.paginationToken));
  });

  app.post('/curl-to-json', async (req) => {
    requireUser(req);
    const body = (req.body ?? {}) as { curlCommand?: unknown };
    if (typeof body.curlCommand !== 'string' || !body.curlCommand.trim()) throw badRequest('The body needs "curlCommand": the cURL command as a string');
    return ok(curlToHttpNodeParameters(body.curlCommand));
  });

  app.get('/node-translation-headers', async (req) => {
    requireUser(req);
    return ok({});
  });
}

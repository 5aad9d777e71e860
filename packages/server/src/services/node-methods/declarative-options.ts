/**
 * Declarative remote options (`typeOptions.loadOptions: {routing}`), for GET
 * /rest/node-parameter-options: the routing is taken from the node type's own description at the
 * request's `path` (never from what the editor sent, so no request can point the server and a
 * credential at another URL), then run with `@weft/engine`'s routing module: the description's
 * `requestDefaults`, the node's credential (only one the user may use, checked as for remote
 * methods), expressions over the editor's current parameters (`$parameter`, `$credentials`,
 * `$value`, `$response`, `$responseItem`, for one empty item).
 */
import { defaultHttpRequest, loadRoutingOptions, type RoutingEnvironment } from '@weft/engine';
import {
  ExpressionDataContext,
  extractLocatorId,
  getPath,
  isDisplayed,
  isResourceLocatorParameter,
  locatorExtractValue,
  withDefaults,
  type DeclarativeLoadOptions,
  type NodeParameters,
  type NodeProperty,
  type NodePropertyCollection,
  type WorkflowNode,
} from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import { resolveCredentialType } from '../credentials/types.js';
import type { HttpSender, NodeMethodRequest } from './context.js';
import { credentialForMethod } from './credentials.js';

/** The names along a parameter path, without list indexes: `rules.values[0].field` → `['rules', 'values', 'field']`. */
function pathNames(path: string): string[] {
  return path
    .replace(/^parameters\./, '')
    .replace(/\[\d+\]/g, '')
    .split('.')
    .filter(Boolean);
}

function children(property: NodeProperty, next: string | undefined): NodeProperty[] {
  const out: NodeProperty[] = [];
  for (const option of property.options ?? []) {
    const group = option as NodePropertyCollection;
    if (Array.isArray(group.values)) {
      // A fixed collection's path names the group, then the value inside it.
      if (group.name === next)
        out.push({
          displayName: group.displayName,
          name: group.name,
          type: 'collection',
          default: {},
          options: group.values,
        });
    } else if ('type' in option && 'displayName' in option) out.push(option);
  }
  return out;
}

function declarative(property: NodeProperty): DeclarativeLoadOptions | undefined {
  const loadOptions = property.typeOptions?.loadOptions as DeclarativeLoadOptions | undefined;
  return loadOptions &&
    typeof loadOptions === 'object' &&
    loadOptions.routing &&
    typeof loadOptions.routing === 'object'
    ? loadOptions
    : undefined;
}

/**
 * The declarative `loadOptions` of the parameter at `path` (searched through collections and
 * fixed collections); when several parameters share the name, a top-level one that is shown for
 * `parameters` is preferred. Undefined when there is none. Pure.
 */
export function declarativeLoadOptionsAt(
  properties: readonly NodeProperty[],
  path: string,
  parameters: NodeParameters,
  version: number,
): DeclarativeLoadOptions | undefined {
  const names = pathNames(path);
  let level: NodeProperty[] = [...properties];
  let found: NodeProperty[] = [];
  names.forEach((name, i) => {
    const matching = level.filter((p) => p.name === name);
    if (i === names.length - 1) found = matching;
    else level = matching.flatMap((p) => children(p, names[i + 1]));
  });
  const candidates = found.filter((p) => declarative(p));
  const shown =
    names.length === 1 ? candidates.find((p) => isDisplayed(p.displayOptions, parameters, version)) : undefined;
  const chosen = shown ?? candidates[0];
  return chosen && declarative(chosen);
}

function resolver(data: ExpressionDataContext): (value: unknown, keys: Record<string, unknown>) => unknown {
  const resolve = (value: unknown, keys: Record<string, unknown>): unknown => {
    if (typeof value === 'string') return value.startsWith('=') ? data.evaluate(value, 0, keys) : value;
    if (Array.isArray(value)) return value.map((v) => resolve(v, keys));
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, keys)]));
    }
    return value;
  };
  return resolve;
}

/**
 * The options of the parameter at `path`, from its declarative `loadOptions` (400 when it has
 * none). Whatever the request or its post-receive actions throw is the caller's to answer.
 */
export async function loadDeclarativeOptions(
  ctx: ServerContext,
  request: NodeMethodRequest,
  path: string,
  send: HttpSender = defaultHttpRequest(),
): Promise<unknown[]> {
  const { type, version, credentials, user } = request;
  const description = type.description;
  const parameters = withDefaults(description.properties, request.parameters, version);
  const loadOptions = declarativeLoadOptionsAt(description.properties, path, parameters, version);
  if (!loadOptions)
    throw badRequest(
      `The parameter "${path}" of node type "${description.name}" has no typeOptions.loadOptionsMethod or declarative typeOptions.loadOptions`,
    );
  const node: WorkflowNode = {
    id: '',
    name: description.defaults.name,
    type: description.name,
    typeVersion: version,
    position: [0, 0],
    parameters,
    ...(Object.keys(credentials).length ? { credentials } : {}),
  };
  const data = new ExpressionDataContext({
    workflow: { name: request.workflow?.name ?? '', nodes: [node], connections: {} },
    runData: {},
    nodeName: node.name,
    inputItems: [{ json: {} }],
    runIndex: 0,
    mode: 'internal',
    timezone: ctx.config.timezone,
    env: 'blocked',
    parameters,
  });
  const resolve = resolver(data);
  const env: RoutingEnvironment = {
    node,
    description,
    parameters,
    version,
    items: [{ json: {} }],
    resolve: (value, _itemIndex, keys) => resolve(value, keys),
    parameter(parameterPath, _itemIndex, extractValue) {
      const value = resolve(getPath(parameters, parameterPath), {});
      if (!extractValue || !isResourceLocatorParameter(value)) return value;
      return extractLocatorId(
        value,
        locatorExtractValue(description.properties, parameterPath, value.mode),
        `parameter "${parameterPath}"`,
      );
    },
    hasCredential: (credentialType) => !!credentials[credentialType],
    getCredentials: (credentialType) => credentialForMethod(ctx, user, credentials, credentialType),
    async authenticate(credentialType, data, httpRequest) {
      const resolved = resolveCredentialType(ctx.credentialTypes, credentialType);
      if (!resolved) throw badRequest(`Unknown credential type "${credentialType}"`);
      return resolved.authenticate ? resolved.authenticate(data, httpRequest) : httpRequest;
    },
    send,
    storeBinary: async (bytes, fileName, mimeType) => ({
      data: Buffer.from(bytes).toString('base64'),
      mimeType: mimeType ?? 'application/octet-stream',
      ...(fileName ? { fileName } : {}),
    }),
    continueOnFail: () => false,
  };
  return loadRoutingOptions(env, loadOptions.routing);
}

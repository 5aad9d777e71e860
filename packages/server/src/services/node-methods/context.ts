import { defaultHttpRequest, guardedFetch } from '@weft/engine';
import {
  extractLocatorId,
  getPath,
  isResourceLocatorParameter,
  locatorExtractValue,
  LocatorValueError,
  withDefaults,
  type HttpRequestOptions,
  type HttpResponse,
  type NodeCredentialRef,
  type NodeMethodContext,
  type NodeMethodParameterOptions,
  type NodeParameters,
  type NodeType,
  type WorkflowNode,
} from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import type { UserRecord } from '../../repositories/users.js';
import { resolveCredentialType } from '../credentials/types.js';
import { credentialForMethod } from './credentials.js';
import { instanceLookupsFor } from './instance-lookups.js';

/** What a remote-method request says about the node being edited. */
export interface NodeMethodRequest {
  type: NodeType;
  version: number;
  /** The editor's current parameter values (defaults are filled in here too). */
  parameters: NodeParameters;
  /** The node's credentials by type, as the editor sent them. */
  credentials: Record<string, NodeCredentialRef>;
  /** The workflow being edited, when known and readable by the user. */
  workflow?: { id: string; name: string; active: boolean };
  /** The signed-in user the method runs for. */
  user: UserRecord;
}

/** Test hook: where HTTP helpers send requests (the engine's HTTP client by default). */
export type HttpSender = (options: HttpRequestOptions) => Promise<HttpResponse>;

/**
 * A parameter value as a remote method asks for it: raw (expressions are not evaluated), or for
 * `extractValue` a resource locator's id (a URL mode's id found with the mode's regex; a value
 * that is an expression is answered as written).
 */
export function methodParameter(
  type: NodeType,
  parameters: NodeParameters,
  path: string,
  options?: NodeMethodParameterOptions,
): unknown {
  const value = getPath(parameters, path);
  if (!options?.extractValue || !isResourceLocatorParameter(value)) return value;
  if (typeof value.value === 'string' && value.value.startsWith('=')) return value.value;
  try {
    return extractLocatorId(
      value,
      locatorExtractValue(type.description.properties, path, value.mode),
      `parameter "${path}"`,
    );
  } catch (e) {
    if (e instanceof LocatorValueError) throw badRequest(e.message);
    throw e;
  }
}

/**
 * The context a node type's `loadOptions` and `listSearch` methods run with on the server (see
 * `NodeMethodContext` in `@weft/workflow`): the editor's parameters, the node, credentials the
 * user may use, HTTP through the engine's client (signed by a credential type's `authenticate`),
 * and read-only instance look-ups on behalf of the user.
 */
export function createNodeMethodContext(
  ctx: ServerContext,
  request: NodeMethodRequest,
  send: HttpSender = defaultHttpRequest(),
): NodeMethodContext {
  const { type, version, credentials, user } = request;
  const parameters = withDefaults(type.description.properties, request.parameters, version);
  const node: WorkflowNode = {
    id: '',
    name: type.description.defaults.name,
    type: type.description.name,
    typeVersion: version,
    position: [0, 0],
    parameters,
    ...(Object.keys(credentials).length ? { credentials } : {}),
  };
  const getCredentials = (credentialType: string) => credentialForMethod(ctx, user, credentials, credentialType);
  return {
    getCurrentNodeParameter: (path, options) => methodParameter(type, parameters, path, options),
    getCurrentNodeParameters: () => parameters,
    getNodeParameter(path, fallback, options) {
      const value = methodParameter(type, parameters, path, options);
      return value === undefined ? fallback : value;
    },
    getNode: () => node,
    getWorkflow: () => (request.workflow ? { ...request.workflow } : {}),
    getTimezone: () => ctx.config.timezone,
    getCredentials,
    helpers: {
      httpRequest: (options) => send(options),
      async httpRequestWithAuthentication(credentialType, options) {
        const resolved = resolveCredentialType(ctx.credentialTypes, credentialType);
        if (!resolved) throw badRequest(`Unknown credential type "${credentialType}"`);
        if (!resolved.authenticate)
          throw badRequest(
            `The credential type "${credentialType}" does not say how to sign requests (it has no authenticate)`,
          );
        const data = await getCredentials(credentialType);
        return send(resolved.authenticate(data, options));
      },
      fetch: (input, init) =>
        guardedFetch(typeof input === 'string' ? input : 'href' in input ? input.href : input.url, init),
    },
    instance: instanceLookupsFor(ctx, user),
  };
}

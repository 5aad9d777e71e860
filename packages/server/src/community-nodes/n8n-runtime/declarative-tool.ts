/**
 * The `execute` a declarative (routing-only) community node gets for its tool variant: n8n offers
 * `<name>Tool` for every node marked `usableAsTool`, declarative ones included, and runs the
 * routing description for each call of the model. Weft's engine runs a declarative node in a
 * workflow itself; a tool call goes through `execute`, so this builds the same routing run over
 * the tool's execute context.
 */
import { runDeclarativeNode, type RoutingEnvironment } from '@weft/engine';
import {
  NodeOperationError,
  type CredentialType,
  type ExecuteContext,
  type HttpRequestOptions,
  type HttpResponse,
  type NodeParameters,
  type NodeType,
  type NodeTypeDescription,
} from '@weft/workflow';

/** What the engine's execute context has beyond the public interface, which a routing run needs. */
interface RoutingHost extends ExecuteContext {
  getParametersWithDefaults(): NodeParameters;
  resolveDescriptionValue(value: unknown, itemIndex: number, keys: Record<string, unknown>): unknown;
  httpRequest?(options: HttpRequestOptions): Promise<HttpResponse>;
}

function isRoutingHost(ctx: ExecuteContext): ctx is RoutingHost {
  const c = ctx as Partial<RoutingHost>;
  return typeof c.getParametersWithDefaults === 'function' && typeof c.resolveDescriptionValue === 'function';
}

/**
 * An `execute` that runs `description`'s routing for the context's items, signing with the
 * package's own credential types (`credentialType`).
 */
export function declarativeExecute(
  description: NodeTypeDescription,
  credentialType: (name: string) => CredentialType | undefined,
): NonNullable<NodeType['execute']> {
  return async (ctx) => {
    const node = ctx.getNode();
    if (!isRoutingHost(ctx))
      throw new NodeOperationError(
        node,
        'This declarative node cannot run here: its context cannot resolve routing descriptions',
      );
    const env: RoutingEnvironment = {
      node,
      description,
      parameters: ctx.getParametersWithDefaults(),
      version: node.typeVersion,
      items: ctx.getInputData(0),
      resolve: (value, itemIndex, keys) => ctx.resolveDescriptionValue(value, itemIndex, keys),
      parameter: (path, itemIndex, extractValue) =>
        ctx.getNodeParameter(path, itemIndex, undefined, extractValue ? { extractValue: true } : undefined) as unknown,
      hasCredential: (type) => !!node.credentials?.[type],
      getCredentials: (type) => ctx.getCredentials(type),
      async authenticate(type, credentials, request) {
        const signer = credentialType(type);
        return signer?.authenticate ? signer.authenticate(credentials, request) : request;
      },
      send: (request) => (ctx.httpRequest ? ctx.httpRequest(request) : ctx.helpers.httpRequest(request)),
      storeBinary: (bytes, fileName, mimeType) => ctx.helpers.prepareBinaryData(bytes, fileName, mimeType),
      continueOnFail: () => ctx.continueOnFail(),
      signal: ctx.signal,
    };
    return runDeclarativeNode(env);
  };
}

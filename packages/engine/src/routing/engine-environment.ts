/**
 * The {@link RoutingEnvironment} of a declarative node running in a workflow: its input items and
 * parameters from the node's context, expressions through the shared evaluator, credentials from
 * the host (`EngineServices.getCredentials`) signed by their type's `authenticate`
 * (`EngineServices.getCredentialType`), HTTP through the run's client.
 */
import { NodeOperationError, type NodeType } from '@weft/workflow';
import type { NodeExecuteContext } from '../execute/node-context.js';
import type { EngineServices } from '../execute/types.js';
import type { RoutingEnvironment } from './environment.js';

/** The routing environment of `ctx`, a running node of declarative type `type`. */
export function engineRoutingEnvironment(
  ctx: NodeExecuteContext,
  type: NodeType,
  services: EngineServices,
): RoutingEnvironment {
  const node = ctx.getNode();
  return {
    node,
    description: type.description,
    parameters: ctx.getParametersWithDefaults(),
    version: node.typeVersion,
    items: ctx.getInputData(),
    resolve: (value, itemIndex, keys) => ctx.resolveDescriptionValue(value, itemIndex, keys),
    parameter: (path, itemIndex, extractValue) =>
      ctx.getNodeParameter(path, itemIndex, undefined, extractValue ? { extractValue: true } : undefined) as unknown,
    hasCredential: (credentialType) => !!node.credentials?.[credentialType],
    getCredentials: (credentialType) => ctx.getCredentials(credentialType),
    async authenticate(credentialType, credentials, request) {
      if (!services.getCredentialType) {
        throw new NodeOperationError(node, `Credential type "${credentialType}" is not available in this run`, {
          description: 'This run has no credential types to sign requests with.',
        });
      }
      const credential = services.getCredentialType(credentialType);
      if (!credential) throw new NodeOperationError(node, `Unknown credential type "${credentialType}"`);
      return credential.authenticate ? credential.authenticate(credentials, request) : request;
    },
    send: (request) => ctx.httpRequest(request),
    storeBinary: (bytes, fileName, mimeType) => ctx.helpers.prepareBinaryData(bytes, fileName, mimeType),
    continueOnFail: () => ctx.continueOnFail(),
    signal: ctx.signal,
  };
}

import {
  CORE_NODE_TYPES,
  NodeOperationError,
  toWeftTypeName,
  type ExecuteContext,
  type Item,
  type NodeType,
} from '@weft/workflow';
import { respondToWebhookDescription } from './description.js';
import { formatPemKey, signJwt } from './jwt.js';

type WebhookResponse = Parameters<NonNullable<ExecuteContext['sendResponse']>>[0];

/** Nodes that answer an HTTP call a Respond to Webhook node can reply to (Weft's names; n8n's map onto them). */
const WEBHOOK_TYPES = new Set<string>([
  CORE_NODE_TYPES.webhook,
  CORE_NODE_TYPES.wait,
  CORE_NODE_TYPES.formTrigger,
  CORE_NODE_TYPES.chatTrigger,
  '@n8n/n8n-nodes-langchain.chatTrigger',
]);

/** Whether a webhook-like node leads to `nodeName` (typeVersion 1.1 requires one). */
function hasWebhookParent(ctx: ExecuteContext, nodeName: string): boolean {
  const workflow = ctx.getWorkflow();
  const seen = new Set<string>([nodeName]);
  const queue = [nodeName];
  while (queue.length) {
    const target = queue.shift()!;
    for (const [source, byType] of Object.entries(workflow.connections)) {
      const leads = Object.values(byType ?? {}).some((outputs) =>
        (outputs ?? []).some((list) => (list ?? []).some((c) => c.node === target)),
      );
      if (!leads || seen.has(source)) continue;
      seen.add(source);
      const node = workflow.nodes.find((n) => n.name === source);
      if (node && WEBHOOK_TYPES.has(toWeftTypeName(node.type))) return true;
      queue.push(source);
    }
  }
  return false;
}

/** Sets `value` at a dotted `path` of a new object (Put Response in Field). */
function atPath(path: string, value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let cursor = out;
  const parts = path.split('.');
  parts.forEach((part, i) => {
    if (i === parts.length - 1) cursor[part] = value;
    else cursor = cursor[part] = {};
  });
  return out;
}

/** What goes over the wire: a text answer without a content type is sent as HTML (as Express does). */
function withTransportDefaults(ctx: ExecuteContext, response: WebhookResponse): WebhookResponse {
  if (ctx.getNodeParameter('respondWith', 0) !== 'text' || response.headers['content-type']) return response;
  return { ...response, headers: { ...response.headers, 'content-type': 'text/html; charset=utf-8' } };
}

/** Signs the "Payload" with the node's JWT Auth credential. */
async function jwtToken(ctx: ExecuteContext): Promise<string> {
  try {
    const { keyType, secret, algorithm, privateKey } = (await ctx.getCredentials('jwtAuth')) as Record<
      string,
      string | undefined
    >;
    const key = keyType === 'passphrase' ? String(secret ?? '') : formatPemKey(String(privateKey ?? ''));
    let payload: unknown = ctx.getNodeParameter('payload', 0, {});
    if (typeof payload === 'string') payload = payload.trim() ? JSON.parse(payload) : {};
    if (!payload || typeof payload !== 'object' || Array.isArray(payload))
      throw new Error("The 'Payload' must be a JSON object");
    return signJwt(payload as Record<string, unknown>, key, String(algorithm ?? 'HS256'));
  } catch (error) {
    throw new NodeOperationError(ctx.getNode(), 'Error signing JWT token', { description: (error as Error).message });
  }
}

/** Builds the answer the node gives, from its parameters and input. */
async function buildResponse(ctx: ExecuteContext): Promise<WebhookResponse> {
  const items = ctx.getInputData();
  const respondWith = ctx.getNodeParameter('respondWith', 0) as string;
  const options = ctx.getNodeParameter('options', 0, {}) as {
    responseCode?: number;
    responseKey?: string;
    responseHeaders?: { entries?: Array<{ name: string; value: string }> };
  };
  const headers: Record<string, string> = {};
  for (const entry of options.responseHeaders?.entries ?? [])
    headers[String(entry.name).toLowerCase()] = String(entry.value);
  let statusCode = options.responseCode ?? 200;
  let body: unknown;
  if (respondWith === 'json') {
    const raw = ctx.getNodeParameter('responseBody', 0, '') as unknown;
    if (raw && typeof raw === 'object') body = raw;
    else if (raw) {
      try {
        body = JSON.parse(String(raw));
      } catch (error) {
        throw new NodeOperationError(ctx.getNode(), "Invalid JSON in 'Response Body' field", {
          description: `Check that the syntax of the JSON in the 'Response Body' parameter is valid (${(error as Error).message})`,
        });
      }
    }
  } else if (respondWith === 'jwt') {
    body = { token: await jwtToken(ctx) };
  } else if (respondWith === 'allIncomingItems') {
    const all = items.map((item) => item.json);
    body = options.responseKey ? atPath(options.responseKey, all) : all;
  } else if (respondWith === 'firstIncomingItem') {
    const first = items[0]?.json ?? {};
    body = options.responseKey ? atPath(options.responseKey, first) : first;
  } else if (respondWith === 'text') {
    body = String(ctx.getNodeParameter('responseBody', 0, '') ?? '');
  } else if (respondWith === 'binary') {
    const item = items[0];
    if (!item?.binary) throw new NodeOperationError(ctx.getNode(), 'No binary data exists on the first item!');
    const source = ctx.getNodeParameter('responseDataSource', 0, 'automatically') as string;
    const property =
      source === 'set' ? (ctx.getNodeParameter('inputFieldName', 0, 'data') as string) : Object.keys(item.binary)[0];
    const binary = property === undefined ? undefined : item.binary[property];
    if (!binary) {
      throw new NodeOperationError(
        ctx.getNode(),
        property === undefined
          ? 'No binary data exists on the first item!'
          : `The item has no binary field '${property}'`,
      );
    }
    // Inline or in the binary data folder: the engine reads it either way.
    const bytes = Buffer.from(await ctx.helpers.getBinaryDataBuffer(0, property!));
    body = bytes;
    headers['content-length'] = String(bytes.length);
    headers['content-type'] ??= binary.mimeType;
  } else if (respondWith === 'redirect') {
    headers.location = ctx.getNodeParameter('redirectURL', 0) as string;
    statusCode = options.responseCode ?? 307;
  } else if (respondWith !== 'noData') {
    throw new NodeOperationError(ctx.getNode(), `The Response Data option "${respondWith}" is not supported!`);
  }
  return { statusCode, headers, body };
}

/**
 * Respond to Webhook: answers the request that started a workflow whose Webhook node responds
 * "Using 'Respond to Webhook' Node", then passes its input items on.
 */
export const respondToWebhookNode: NodeType[] = [
  {
    description: respondToWebhookDescription,
    async execute(ctx) {
      const items = ctx.getInputData();
      const node = ctx.getNode();
      let response: WebhookResponse;
      try {
        if (node.typeVersion >= 1.1 && !hasWebhookParent(ctx, node.name)) {
          throw new NodeOperationError(node, 'No Webhook node found in the workflow', {
            description:
              'Insert a Webhook node to your workflow and set the “Respond” parameter to “Using Respond to Webhook Node” ',
          });
        }
        response = await buildResponse(ctx);
        ctx.sendResponse?.(withTransportDefaults(ctx, response));
      } catch (error) {
        if (ctx.continueOnFail())
          return [[{ json: { error: (error as Error).message }, pairedItem: items.map((_, i) => ({ item: i })) }]];
        throw error;
      }
      // Streaming webhooks (1.5's "Enable Streaming") do not exist in Weft: every version answers at once.
      const responseOutput =
        node.typeVersion === 1.3 ||
        (node.typeVersion >= 1.4 && ctx.getNodeParameter('enableResponseOutput', 0, false) === true);
      if (!responseOutput) return [items];
      const sent: Item = { json: { response: response } };
      return [items, [sent]];
    },
  },
];

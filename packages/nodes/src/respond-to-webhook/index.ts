import { NodeOperationError, type ExecuteContext, type NodeType, type NodeTypeDescription } from '@weft/workflow';
import { responseHeadersProperty } from '../shared/response-headers.js';

type WebhookResponse = Parameters<NonNullable<ExecuteContext['sendResponse']>>[0];

const description: NodeTypeDescription = {
  name: 'weft.respondToWebhook',
  displayName: 'Respond to Webhook',
  description: 'Returns data for Webhook',
  group: ['transform'],
  version: [1, 1.1],
  defaultVersion: 1.1,
  icon: 'file:webhook.svg',
  defaults: { name: 'Respond to Webhook', color: '#885577' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    {
      displayName: 'Verify that the "Webhook" node\'s "Respond" parameter is set to "Using Respond to Webhook Node".',
      name: 'generalNotice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Respond With',
      name: 'respondWith',
      type: 'options',
      options: [
        { name: 'All Incoming Items', value: 'allIncomingItems', description: 'Respond with all input JSON items' },
        { name: 'Binary File', value: 'binary', description: 'Respond with incoming file binary data' },
        { name: 'First Incoming Item', value: 'firstIncomingItem', description: 'Respond with the first input JSON item' },
        { name: 'JSON', value: 'json', description: 'Respond with a custom JSON body' },
        { name: 'No Data', value: 'noData', description: 'Respond with an empty body' },
        { name: 'Redirect', value: 'redirect', description: 'Respond with a redirect to a given URL' },
        { name: 'Text', value: 'text', description: 'Respond with a simple text message body' },
      ],
      default: 'firstIncomingItem',
      description: 'The data that should be returned',
    },
    {
      displayName: 'When using expressions, note that this node will only run for the first item in the input data',
      name: 'webhookNotice',
      type: 'notice',
      default: '',
      displayOptions: { show: { respondWith: ['json', 'text'] } },
    },
    {
      displayName: 'Redirect URL',
      name: 'redirectURL',
      type: 'string',
      required: true,
      default: '',
      placeholder: 'e.g. http://www.example.com',
      description: 'The URL to redirect to',
      displayOptions: { show: { respondWith: ['redirect'] } },
    },
    {
      displayName: 'Response Body',
      name: 'responseBody',
      type: 'json',
      default: '{\n  "myField": "value"\n}',
      typeOptions: { rows: 4 },
      description: 'The HTTP response JSON data',
      displayOptions: { show: { respondWith: ['json'] } },
    },
    {
      displayName: 'Response Body',
      name: 'responseBody',
      type: 'string',
      default: '',
      typeOptions: { rows: 2 },
      placeholder: 'e.g. Workflow completed',
      description: 'The HTTP response text data',
      displayOptions: { show: { respondWith: ['text'] } },
    },
    {
      displayName: 'Response Data Source',
      name: 'responseDataSource',
      type: 'options',
      options: [
        { name: 'Choose Automatically From Input', value: 'automatically', description: 'Use if input data will contain a single piece of binary data' },
        { name: 'Specify Myself', value: 'set', description: 'Enter the name of the input field the binary data will be in' },
      ],
      default: 'automatically',
      displayOptions: { show: { respondWith: ['binary'] } },
    },
    {
      displayName: 'Input Field Name',
      name: 'inputFieldName',
      type: 'string',
      required: true,
      default: 'data',
      description: 'The name of the node input field with the binary data',
      displayOptions: { show: { respondWith: ['binary'], responseDataSource: ['set'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'Response Code',
          name: 'responseCode',
          type: 'number',
          typeOptions: { minValue: 100, maxValue: 599 },
          default: 200,
          description: 'The HTTP response code to return. Defaults to 200.',
        },
        responseHeadersProperty,
        {
          displayName: 'Put Response in Field',
          name: 'responseKey',
          type: 'string',
          default: '',
          placeholder: 'e.g. data',
          description: 'The name of the response field to put all items in',
          displayOptions: { show: { '/respondWith': ['allIncomingItems', 'firstIncomingItem'] } },
        },
      ],
    },
  ],
  codex: { categories: ['Core Nodes', 'Utility'], subcategories: { 'Core Nodes': ['Helpers'] }, alias: ['Webhook', 'HTTP', 'API', 'Build', 'WH'] },
};

const WEBHOOK_TYPES = new Set(['weft.webhook', 'n8n-nodes-base.webhook', 'weft.wait', 'n8n-nodes-base.wait', 'weft.formTrigger', 'n8n-nodes-base.formTrigger']);

/** Whether a webhook-like node leads to `nodeName` (typeVersion 1.1 requires one). */
function hasWebhookParent(ctx: ExecuteContext, nodeName: string): boolean {
  const workflow = ctx.getWorkflow();
  const seen = new Set<string>([nodeName]);
  const queue = [nodeName];
  while (queue.length) {
    const target = queue.shift()!;
    for (const [source, byType] of Object.entries(workflow.connections)) {
      const leads = Object.values(byType ?? {}).some((outputs) => (outputs ?? []).some((list) => (list ?? []).some((c) => c.node === target)));
      if (!leads || seen.has(source)) continue;
      seen.add(source);
      const node = workflow.nodes.find((n) => n.name === source);
      if (node && WEBHOOK_TYPES.has(node.type)) return true;
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
    else cursor = (cursor[part] = {}) as Record<string, unknown>;
  });
  return out;
}

/** Builds the answer the node gives, from its parameters and input. */
async function buildResponse(ctx: ExecuteContext): Promise<WebhookResponse> {
  const items = ctx.getInputData();
  const respondWith = ctx.getNodeParameter('respondWith', 0) as string;
  const options = ctx.getNodeParameter('options', 0, {}) as { responseCode?: number; responseKey?: string; responseHeaders?: { entries?: Array<{ name: string; value: string }> } };
  const headers: Record<string, string> = {};
  for (const entry of options.responseHeaders?.entries ?? []) headers[String(entry.name).toLowerCase()] = String(entry.value);
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
  } else if (respondWith === 'allIncomingItems') {
    const all = items.map((item) => item.json);
    body = options.responseKey ? atPath(options.responseKey, all) : all;
  } else if (respondWith === 'firstIncomingItem') {
    const first = items[0]?.json ?? {};
    body = options.responseKey ? atPath(options.responseKey, first) : first;
  } else if (respondWith === 'text') {
    body = String(ctx.getNodeParameter('responseBody', 0, '') ?? '');
    headers['content-type'] ??= 'text/html; charset=utf-8';
  } else if (respondWith === 'binary') {
    const item = items[0];
    if (!item?.binary) throw new NodeOperationError(ctx.getNode(), 'No binary data exists on the first item!');
    const source = ctx.getNodeParameter('responseDataSource', 0, 'automatically') as string;
    const property = source === 'set' ? (ctx.getNodeParameter('inputFieldName', 0, 'data') as string) : Object.keys(item.binary)[0];
    const binary = property === undefined ? undefined : item.binary[property];
    if (!binary) {
      throw new NodeOperationError(ctx.getNode(), property === undefined ? 'No binary data exists on the first item!' : `The item has no binary field '${property}'`);
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
    description,
    async execute(ctx) {
      const items = ctx.getInputData();
      try {
        const node = ctx.getNode();
        if (node.typeVersion >= 1.1 && !hasWebhookParent(ctx, node.name)) {
          throw new NodeOperationError(node, 'No Webhook node found in the workflow', {
            description: 'Insert a Webhook node to your workflow and set the “Respond” parameter to “Using Respond to Webhook Node” ',
          });
        }
        ctx.sendResponse?.(await buildResponse(ctx));
      } catch (error) {
        if (ctx.continueOnFail()) return [[{ json: { error: (error as Error).message }, pairedItem: items.map((_, i) => ({ item: i })) }]];
        throw error;
      }
      return [items];
    },
  },
];

import { NodeApiError, NodeOperationError, WeftError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject, NodeOutput, NodeType, NodeTypeDescription } from '@weft/workflow';
import { generators, seededRandom } from './random-data.js';

export { generators, seededRandom } from './random-data.js';

const RANDOM_TYPES = [
  'address',
  'latLong',
  'creditCard',
  'email',
  'ipv4',
  'ipv6',
  'macAddress',
  'nanoid',
  'url',
  'user',
  'uuid',
  'semver',
];
const LABELS: Record<string, string> = {
  address: 'Address',
  latLong: 'Coordinates',
  creditCard: 'Credit Card',
  email: 'Email',
  ipv4: 'IPv4',
  ipv6: 'IPv6',
  macAddress: 'MAC',
  nanoid: 'NanoIds',
  url: 'URL',
  user: 'User Data',
  uuid: 'UUID',
  semver: 'Version',
};
const random = { show: { category: ['randomData'] } };

/** The Debug Helper node (n8n's `n8n-nodes-base.debugHelper` 1). */
export const debugHelperDescription: NodeTypeDescription = {
  name: 'weft.debugHelper',
  displayName: 'DebugHelper',
  description: 'Causes problems on purpose and generates sample data, for debugging',
  group: ['output'],
  version: 1,
  icon: 'fa:bug',
  subtitle: '={{$parameter["category"]}}',
  defaults: { name: 'DebugHelper' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    {
      displayName: 'Category',
      name: 'category',
      type: 'options',
      options: [
        { name: 'Do Nothing', value: 'doNothing', description: 'Does nothing' },
        { name: 'Throw Error', value: 'throwError', description: 'Throws an error with the message you give' },
        { name: 'Out Of Memory', value: 'oom', description: 'Generates a large amount of memory (Weft refuses this)' },
        { name: 'Generate Random Data', value: 'randomData', description: 'Generates random sample data' },
      ],
      default: 'throwError',
    },
    {
      displayName: 'Error Type',
      name: 'throwErrorType',
      type: 'options',
      options: [
        { name: 'NodeApiError', value: 'NodeApiError' },
        { name: 'NodeOperationError', value: 'NodeOperationError' },
        { name: 'Error', value: 'Error' },
      ],
      default: 'NodeApiError',
      displayOptions: { show: { category: ['throwError'] } },
    },
    {
      displayName: 'Error Message',
      name: 'throwErrorMessage',
      type: 'string',
      default: 'Node has thrown an error',
      displayOptions: { show: { category: ['throwError'] } },
    },
    {
      displayName: 'Memory Size to Generate',
      name: 'memorySizeValue',
      type: 'number',
      default: 10,
      description: 'Approximate amount of memory to generate (MB)',
      displayOptions: { show: { category: ['oom'] } },
    },
    {
      displayName: 'Data Type',
      name: 'randomDataType',
      type: 'options',
      options: RANDOM_TYPES.map((value) => ({ name: LABELS[value]!, value })),
      default: 'user',
      displayOptions: random,
    },
    {
      displayName: 'NanoId Alphabet',
      name: 'nanoidAlphabet',
      type: 'string',
      default: '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
      displayOptions: { show: { category: ['randomData'], randomDataType: ['nanoid'] } },
    },
    {
      displayName: 'NanoId Length',
      name: 'nanoidLength',
      type: 'string',
      default: '16',
      displayOptions: { show: { category: ['randomData'], randomDataType: ['nanoid'] } },
    },
    {
      displayName: 'Seed',
      name: 'randomDataSeed',
      type: 'string',
      default: '',
      placeholder: 'Leave empty for random seed',
      description: "The same seed gives the same data (Weft's own generator, not n8n's values)",
      displayOptions: random,
    },
    {
      displayName: 'Number of Items to Generate',
      name: 'randomDataCount',
      type: 'number',
      default: 10,
      displayOptions: random,
    },
    {
      displayName: 'Output as Single Array',
      name: 'randomDataSingleArray',
      type: 'boolean',
      default: false,
      description: 'Whether to output one item holding all the data',
      displayOptions: random,
    },
  ],
  codex: {
    categories: ['Development'],
    alias: ['Mock', 'Sample', 'Demo', 'Test', 'Throw error', 'OOM', 'Out of Memory', 'placeholder'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.debughelper/',
};

function randomItems(ctx: ExecuteContext, i: number): Item[] {
  const type = String(ctx.getNodeParameter('randomDataType', 0, 'user'));
  const count = Number(ctx.getNodeParameter('randomDataCount', 0, 10));
  const seed = String(ctx.getNodeParameter('randomDataSeed', 0, '') ?? '');
  const single = ctx.getNodeParameter('randomDataSingleArray', 0, false) === true;
  const gen = generators(seededRandom(seed));
  let make: () => Record<string, unknown>;
  if (type === 'nanoid') {
    const alphabet = String(ctx.getNodeParameter('nanoidAlphabet', 0, ''));
    const length = parseInt(String(ctx.getNodeParameter('nanoidLength', 0, '16')), 10);
    if (!alphabet || !Number.isFinite(length) || length < 1)
      throw new NodeOperationError(
        ctx.getNode(),
        'The NanoId alphabet must not be empty and its length must be a positive number',
      );
    make = () => gen.nanoid(alphabet, length);
  } else {
    const fn = (gen as unknown as Record<string, (() => Record<string, unknown>) | undefined>)[type];
    make = fn ?? gen.user;
  }
  const data = Array.from({ length: Math.max(0, Math.floor(count) || 0) }, make) as JsonObject[];
  if (single) return [{ json: { generatedItems: data }, pairedItem: { item: i } }];
  return data.map((json) => ({ json, pairedItem: { item: i } }));
}

/**
 * Debug Helper: "Do Nothing" outputs nothing (as n8n's does), "Throw Error" fails with the chosen
 * error type and message, "Random Data" generates records per input item. "Out Of Memory" is
 * refused: filling the memory of a shared server on purpose would harm every other run.
 */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const items = ctx.getInputData();
  const category = String(ctx.getNodeParameter('category', 0, 'throwError'));
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      if (category === 'throwError') {
        const type = String(ctx.getNodeParameter('throwErrorType', 0, 'NodeApiError'));
        const message = String(ctx.getNodeParameter('throwErrorMessage', 0, 'Node has thrown an error'));
        if (type === 'NodeApiError') throw new NodeApiError(node, { message });
        if (type === 'NodeOperationError') throw new NodeOperationError(node, message);
        if (type === 'Error') throw new WeftError(message);
        throw new NodeOperationError(node, `Unknown error type '${type}'`);
      }
      if (category === 'oom') {
        throw new NodeOperationError(node, 'Weft does not fill memory on purpose', {
          description:
            '"Out Of Memory" would slow down or crash every workflow of this server. Test memory limits with a separate instance.',
        });
      }
      if (category === 'randomData') out.push(...randomItems(ctx, i));
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
        continue;
      }
      throw error;
    }
  }
  return [out];
}

/** The Debug Helper node (`weft.debugHelper`, n8n's `n8n-nodes-base.debugHelper`), version 1. */
export const debugHelperNode: NodeType[] = [{ description: debugHelperDescription, execute }];

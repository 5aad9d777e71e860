import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, type Item, type NodeType, type Workflow, type WorkflowNode } from '@weft/workflow';

/** Counts how often each test node ran, by node name. */
export const calls = new Map<string, number>();

const count = (name: string) => calls.set(name, (calls.get(name) ?? 0) + 1);

/** Small node types for engine tests: real implementations, shaped to make behaviour visible. */
const testTypes: NodeType[] = [
  {
    description: {
      name: 'test.emit',
      displayName: 'Emit',
      group: ['transform'],
      version: 1,
      defaults: { name: 'Emit' },
      inputs: ['main'],
      outputs: ['main'],
      properties: [{ displayName: 'Items', name: 'items', type: 'json', default: '[]' }],
    },
    async execute(ctx) {
      count(ctx.getNode().name);
      const raw = ctx.getNodeParameter('items', 0) as string | unknown[];
      const list = typeof raw === 'string' ? (JSON.parse(raw) as unknown[]) : raw;
      return [list.map((json) => ({ json: json as Item['json'] }))];
    },
  },
  {
    description: {
      name: 'test.tag',
      displayName: 'Tag',
      group: ['transform'],
      version: 1,
      defaults: { name: 'Tag' },
      inputs: ['main'],
      outputs: ['main'],
      properties: [{ displayName: 'Value', name: 'value', type: 'string', default: '' }],
    },
    async execute(ctx) {
      count(ctx.getNode().name);
      return [
        ctx.getInputData().map((item, i) => ({
          json: { ...item.json, [ctx.getNode().name]: ctx.getNodeParameter('value', i) },
          pairedItem: { item: i },
        })),
      ];
    },
  },
  {
    description: {
      name: 'test.flaky',
      displayName: 'Flaky',
      group: ['transform'],
      version: 1,
      defaults: { name: 'Flaky' },
      inputs: ['main'],
      outputs: ['main'],
      properties: [{ displayName: 'Fail times', name: 'failTimes', type: 'number', default: 1 }],
    },
    async execute(ctx) {
      const name = ctx.getNode().name;
      count(name);
      if ((calls.get(name) ?? 0) <= (ctx.getNodeParameter('failTimes', 0) as number))
        throw new Error(`flaky failure ${calls.get(name)}`);
      return [ctx.getInputData()];
    },
  },
  {
    // Continues on failure the way many n8n nodes do: an odd item comes back carrying `error`.
    description: {
      name: 'test.errorItems',
      displayName: 'Error items',
      group: ['transform'],
      version: 1,
      defaults: { name: 'Error items' },
      inputs: ['main'],
      outputs: ['main'],
      properties: [],
    },
    async execute(ctx) {
      count(ctx.getNode().name);
      return [
        ctx.getInputData().map((item, i) =>
          i % 2
            ? {
                json: { ...item.json, partial: true },
                error: new Error(`item ${i} refused`),
                pairedItem: { item: i },
              }
            : { json: item.json, pairedItem: { item: i } },
        ),
      ];
    },
  },
  {
    description: {
      name: 'test.split',
      displayName: 'Split',
      group: ['transform'],
      version: 1,
      defaults: { name: 'Split' },
      inputs: ['main'],
      outputs: ['main', 'main'],
      properties: [],
    },
    async execute(ctx) {
      count(ctx.getNode().name);
      const items = ctx.getInputData();
      return [items.filter((i) => i.json.even), items.filter((i) => !i.json.even)];
    },
  },
  {
    description: {
      name: 'test.join',
      displayName: 'Join',
      group: ['transform'],
      version: 1,
      defaults: { name: 'Join' },
      inputs: ['main', 'main'],
      outputs: ['main'],
      properties: [],
    },
    async execute(ctx) {
      count(ctx.getNode().name);
      return [[...ctx.getInputData(0), ...ctx.getInputData(1)]];
    },
  },
];

/** A registry of the built-in nodes plus the test nodes. */
export const registry = createNodeTypeRegistry([...builtinNodeTypes, ...testTypes]);

/** Builds a workflow from nodes `[name, type, params?, extra?]` and edges `'A>B'`, `'A:1>B'`, `'A>B:1'`. */
export function workflow(
  nodes: Array<[string, string, Record<string, unknown>?, Partial<WorkflowNode>?]>,
  edges: string[],
  extra: Partial<Workflow> = {},
): Workflow {
  const connections: Workflow['connections'] = {};
  for (const e of edges) {
    const [from, to] = e.split('>') as [string, string];
    const [src, out = '0'] = from.split(':');
    const [dst, input = '0'] = to.split(':');
    const outputs = ((connections[src!] ??= { main: [] }).main ??= []);
    while (outputs.length <= Number(out)) outputs.push([]);
    outputs[Number(out)]!.push({ node: dst!, type: 'main', index: Number(input) });
  }
  return {
    name: 'test',
    nodes: nodes.map(([name, type, parameters = {}, more = {}], i) => ({
      id: name,
      name,
      type,
      typeVersion: 1,
      position: [i * 200, 0] as [number, number],
      parameters: parameters as WorkflowNode['parameters'],
      ...more,
    })),
    connections,
    settings: { executionOrder: 'v1' },
    ...extra,
  };
}

/** Items' json of a node's run output. */
export function outputJson(
  result: { data: { resultData: { runData: Record<string, Array<{ data?: { main?: Array<Item[] | null> } }>> } } },
  node: string,
  output = 0,
  run = -1,
) {
  const runs = result.data.resultData.runData[node];
  const r = run < 0 ? runs?.at(run) : runs?.[run];
  return (r?.data?.main?.[output] ?? []).map((i) => i.json);
}

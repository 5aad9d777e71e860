import {
  NodeOperationError,
  importN8nWorkflow,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type NodeType,
  type Workflow,
} from '@weft/workflow';
import { executeWorkflowDescription } from './description.js';
import { searchWorkflows } from './search-workflows.js';
import { itemsWithWorkflowInputs } from './workflow-inputs.js';

async function loadSource(ctx: ExecuteContext, itemIndex: number): Promise<{ workflow: Workflow } | { id: string }> {
  const source = ctx.getNodeParameter('source', itemIndex) as string;
  const node = ctx.getNode();
  const parse = (text: unknown, where: string) => {
    try {
      return { workflow: importN8nWorkflow(typeof text === 'string' ? JSON.parse(text) : text) };
    } catch (e) {
      throw new NodeOperationError(node, `The workflow in ${where} is not a valid workflow: ${(e as Error).message}`, {
        itemIndex,
      });
    }
  };
  switch (source) {
    case 'parameter':
      return parse(ctx.getNodeParameter('workflowJson', itemIndex), 'the JSON parameter');
    case 'localFile': {
      const path = ctx.getNodeParameter('workflowPath', itemIndex) as string;
      let text: string;
      try {
        text = new TextDecoder().decode(await ctx.helpers.readFile(path));
      } catch (e) {
        throw new NodeOperationError(node, `Cannot read the workflow file "${path}"`, {
          itemIndex,
          description: (e as Error).message,
        });
      }
      return parse(text, `the file "${path}"`);
    }
    case 'url': {
      const url = ctx.getNodeParameter('workflowUrl', itemIndex) as string;
      const res = await ctx.helpers.httpRequest({ url, method: 'GET', responseType: 'json' });
      return parse(res.body, url);
    }
    default: {
      // 1.2 stores a resource locator ({__rl, value, mode}); 1 and 1.1 a plain id. Both answer the id here.
      const id = ctx.getNodeParameter('workflowId', itemIndex, undefined, { extractValue: true }) as unknown;
      if (id === undefined || id === null || id === '')
        throw new NodeOperationError(node, 'No workflow ID is set', {
          itemIndex,
          description: 'Choose the workflow to call.',
        });
      return { id: String(id) };
    }
  }
}

/**
 * Mode "each": one sub-workflow run per item, its outputs gathered per output index. A failing
 * item, when the node continues on fail, becomes an `{ error }` item on output 0 from 1.3 on; before
 * 1.3, on the output whose index is the item's (as n8n did); else the node fails naming the item.
 */
async function runForEach(ctx: ExecuteContext, items: Item[], version: number): Promise<NodeOutput> {
  const out: Item[][] = [];
  const push = (index: number, item: Item) => {
    while (out.length <= index) out.push([]);
    out[index]!.push(item);
  };
  for (let i = 0; i < items.length; i++) {
    try {
      const wait = ctx.getNodeParameter('options.waitForSubWorkflow', i, true) as boolean;
      const source = await loadSource(ctx, i);
      const run = ctx.executeWorkflow(source, [items[i]!]);
      if (!wait) {
        run.catch(() => undefined);
        push(0, { ...items[i]!, pairedItem: { item: i } });
        continue;
      }
      const result = await run;
      result.forEach((output, index) => {
        while (out.length <= index) out.push([]);
        for (const item of output ?? []) push(index, { ...item, pairedItem: { item: i } });
      });
    } catch (error) {
      if (ctx.continueOnFail()) {
        push(version >= 1.3 ? 0 : i, { json: { error: (error as Error).message }, pairedItem: { item: i } });
        continue;
      }
      throw new NodeOperationError(ctx.getNode(), `Error executing workflow with item at index ${i}`, {
        description: (error as Error).message,
        itemIndex: i,
      });
    }
  }
  return out.length ? out : [[]];
}

/** Mode "once": one sub-workflow run with every item; its result is the node's output. */
async function runOnce(ctx: ExecuteContext, items: Item[]): Promise<NodeOutput> {
  try {
    const wait = ctx.getNodeParameter('options.waitForSubWorkflow', 0, true) as boolean;
    const source = await loadSource(ctx, 0);
    const run = ctx.executeWorkflow(source, items);
    if (!wait) {
      run.catch(() => undefined);
      return [items];
    }
    const result = await run;
    return result.length ? result : [[]];
  } catch (error) {
    if (ctx.continueOnFail())
      return [[{ json: { error: (error as Error).message }, pairedItem: items.map((_, item) => ({ item })) }]];
    throw error;
  }
}

/** Execute Workflow: runs another workflow with this node's items and outputs its result. */
export const executeWorkflowNode: NodeType[] = [
  {
    description: executeWorkflowDescription,
    methods: { listSearch: { searchWorkflows } },
    async execute(ctx) {
      const version = ctx.getNode().typeVersion;
      const items = version >= 1.2 ? itemsWithWorkflowInputs(ctx, ctx.getInputData()) : ctx.getInputData();
      const mode = ctx.getNodeParameter('mode', 0, 'once') as string;
      return mode === 'each' ? runForEach(ctx, items, version) : runOnce(ctx, items);
    },
  },
];

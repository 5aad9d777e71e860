import { NodeOperationError, importN8nWorkflow, type ExecuteContext, type Item, type NodeType, type Workflow } from '@weft/workflow';
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
      throw new NodeOperationError(node, `The workflow in ${where} is not a valid workflow: ${(e as Error).message}`, { itemIndex });
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
        throw new NodeOperationError(node, `Cannot read the workflow file "${path}"`, { itemIndex, description: (e as Error).message });
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
      if (id === undefined || id === null || id === '') throw new NodeOperationError(node, 'No workflow ID is set', { itemIndex, description: 'Choose the workflow to call.' });
      return { id: String(id) };
    }
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
      const wait = ctx.getNodeParameter('options.waitForSubWorkflow', 0, true) as boolean;
      if (mode === 'each') {
        const out: Item[] = [];
        for (let i = 0; i < items.length; i++) {
          const source = await loadSource(ctx, i);
          const run = ctx.executeWorkflow(source, [items[i]!]);
          if (!wait) {
            run.catch(() => undefined);
            out.push({ ...items[i]!, pairedItem: { item: i } });
            continue;
          }
          const result = await run;
          for (const item of result[0] ?? []) out.push({ ...item, pairedItem: { item: i } });
        }
        return [out];
      }
      const source = await loadSource(ctx, 0);
      const run = ctx.executeWorkflow(source, items);
      if (!wait) {
        run.catch(() => undefined);
        return [items];
      }
      const result = await run;
      return result.length ? result : [[]];
    },
  },
];

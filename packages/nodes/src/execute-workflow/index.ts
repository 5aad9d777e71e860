import { readFile } from 'node:fs/promises';
import { NodeOperationError, importN8nWorkflow, type Item, type NodeType, type Workflow } from '@weft/workflow';

async function loadSource(ctx: Parameters<NonNullable<NodeType['execute']>>[0], itemIndex: number): Promise<{ workflow: Workflow } | { id: string }> {
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
        text = await readFile(path, 'utf8');
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
      const id = ctx.getNodeParameter('workflowId', itemIndex, undefined, { extractValue: true }) as string;
      if (!id) throw new NodeOperationError(node, 'No workflow ID is set', { itemIndex, description: 'Choose the workflow to call.' });
      return { id: String(id) };
    }
  }
}

/** Execute Workflow: runs another workflow with this node's items and outputs its result. */
export const executeWorkflowNode: NodeType[] = [
  {
    description: {
      name: 'weft.executeWorkflow',
      displayName: 'Execute Workflow',
      description: 'Execute another workflow',
      group: ['transform'],
      version: [1, 1.1, 1.2],
      icon: 'fa:sign-in-alt',
      subtitle: '={{"Workflow: " + $parameter["workflowId"]}}',
      defaults: { name: 'Execute Workflow', color: '#ff6d5a' },
      inputs: ['main'],
      outputs: ['main'],
      properties: [
        {
          displayName: 'Source',
          name: 'source',
          type: 'options',
          options: [
            { name: 'Database', value: 'database', description: 'Load the workflow from the database by ID' },
            { name: 'Local File', value: 'localFile', description: 'Load the workflow from a locally saved file' },
            { name: 'Parameter', value: 'parameter', description: 'Load the workflow from a parameter' },
            { name: 'URL', value: 'url', description: 'Load the workflow from an URL' },
          ],
          default: 'database',
          description: 'Where to get the workflow to execute from',
        },
        { displayName: 'Workflow ID', name: 'workflowId', type: 'string', default: '', required: true, displayOptions: { show: { source: ['database'] } } },
        { displayName: 'Workflow Path', name: 'workflowPath', type: 'string', default: '', required: true, placeholder: '/data/workflow.json', displayOptions: { show: { source: ['localFile'] } } },
        { displayName: 'Workflow JSON', name: 'workflowJson', type: 'json', typeOptions: { rows: 10 }, default: '\n\n\n', required: true, displayOptions: { show: { source: ['parameter'] } } },
        { displayName: 'Workflow URL', name: 'workflowUrl', type: 'string', default: '', required: true, placeholder: 'https://example.com/workflow.json', displayOptions: { show: { source: ['url'] } } },
        {
          displayName: 'Mode',
          name: 'mode',
          type: 'options',
          noDataExpression: true,
          options: [
            { name: 'Run once with all items', value: 'once', description: 'Pass all items into a single execution of the sub-workflow' },
            { name: 'Run once for each item', value: 'each', description: 'Call the sub-workflow individually for each item' },
          ],
          default: 'once',
          displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
        },
        {
          displayName: 'Options',
          name: 'options',
          type: 'collection',
          default: {},
          placeholder: 'Add option',
          options: [
            { displayName: 'Wait For Sub-Workflow Completion', name: 'waitForSubWorkflow', type: 'boolean', default: true, description: 'Whether the main workflow should wait for the sub-workflow to complete its execution before proceeding' },
          ],
        },
      ],
      codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Helpers', 'Flow'] }, alias: ['sub-workflow', 'call workflow', 'subworkflow'] },
    },
    async execute(ctx) {
      const items = ctx.getInputData();
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

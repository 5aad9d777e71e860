import type { NodeType } from '@weft/workflow';

/**
 * Error Trigger: starts an error workflow. When a workflow that names this one as its error
 * workflow fails, the server runs this node with
 * `{execution: {id, url, error, lastNodeExecuted, mode}, workflow: {id, name}}` as its input,
 * which it passes on. Run by hand it outputs an example of that data.
 */
export const errorTriggerNode: NodeType[] = [
  {
    description: {
      name: 'weft.errorTrigger',
      displayName: 'Error Trigger',
      description: 'Triggers the workflow when another workflow has an error',
      group: ['trigger'],
      version: 1,
      icon: 'fa:bug',
      defaults: { name: 'Error Trigger', color: '#0000FF' },
      inputs: [],
      outputs: ['main'],
      maxNodes: 1,
      properties: [
        {
          displayName:
            'This node will trigger when there is an error in another workflow, as long as that workflow is set up to do so. <a href="https://docs.n8n.io/integrations/core-nodes/n8n-nodes-base.errortrigger" target="_blank">More info<a>',
          name: 'notice',
          type: 'notice',
          default: '',
        },
      ],
      codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Helpers'] } },
    },
    async execute(ctx) {
      const items = ctx.getInputData();
      const real = items.filter((item) => item.json.execution !== undefined || item.json.workflow !== undefined);
      if (real.length || ctx.getMode() !== 'manual') return [items];
      const workflow = ctx.getWorkflow();
      return [
        [
          {
            json: {
              execution: {
                id: 231,
                url: `/workflow/${workflow.id ?? '1'}/executions/231`,
                retryOf: '34',
                error: { message: 'Example Error Message', stack: 'Stacktrace' },
                lastNodeExecuted: 'Node With Error',
                mode: 'manual',
              },
              workflow: { id: workflow.id ?? '1', name: workflow.name },
            },
          },
        ],
      ];
    },
  },
];

import type { NodeType } from '@weft/workflow';

/** Manual Trigger: starts a workflow when the user clicks "Execute workflow". */
export const manualTriggerNode: NodeType[] = [
  {
    description: {
      name: 'weft.manualTrigger',
      displayName: 'Manual Trigger',
      description: 'Runs the flow on clicking a button in Weft',
      group: ['trigger'],
      version: 1,
      icon: 'fa:mouse-pointer',
      defaults: { name: "When clicking 'Execute workflow'", color: '#909298' },
      inputs: [],
      outputs: ['main'],
      maxNodes: 1,
      properties: [
        {
          displayName: 'This node is where the workflow starts when you click the "Execute workflow" button.',
          name: 'notice',
          type: 'notice',
          default: '',
        },
      ],
      codex: {
        categories: ['Core Nodes'],
        subcategories: { 'Core Nodes': ['Helpers'] },
        alias: ['start', 'click', 'button'],
      },
    },
    async execute(ctx) {
      return [ctx.getInputData()];
    },
  },
];

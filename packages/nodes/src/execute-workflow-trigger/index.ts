import type { NodeType } from '@weft/workflow';

/** Execute Workflow Trigger: where a sub-workflow starts; outputs the items it was called with. */
export const executeWorkflowTriggerNode: NodeType[] = [
  {
    description: {
      name: 'weft.executeWorkflowTrigger',
      displayName: 'Execute Workflow Trigger',
      description: 'Helpers for calling other Weft workflows. Used for designing modular, microservice-like workflows.',
      group: ['trigger'],
      version: [1, 1.1],
      icon: 'fa:sign-out-alt',
      defaults: { name: 'When Executed by Another Workflow', color: '#ff6d5a' },
      inputs: [],
      outputs: ['main'],
      maxNodes: 1,
      properties: [
        {
          displayName: 'This node is where a sub-workflow starts: it outputs the items the calling workflow sent.',
          name: 'notice',
          type: 'notice',
          default: '',
        },
        {
          displayName: 'Input data mode',
          name: 'inputSource',
          type: 'options',
          options: [
            { name: 'Accept all data', value: 'passthrough' },
            { name: 'Define using JSON example', value: 'jsonExample' },
            { name: 'Define using fields below', value: 'workflowInputs' },
          ],
          default: 'passthrough',
          displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
        },
      ],
      codex: {
        categories: ['Core Nodes'],
        subcategories: { 'Core Nodes': ['Helpers', 'Flow'] },
        alias: ['sub-workflow', 'called by', 'subworkflow'],
      },
    },
    async execute(ctx) {
      return [ctx.getInputData()];
    },
  },
];

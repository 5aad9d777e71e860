import type { NodeType } from '@weft/workflow';

/**
 * Start: the start node of manual runs in old n8n workflows (n8n's `n8n-nodes-base.start` 1).
 * It outputs its input: one empty item when a manual run starts from it.
 */
export const startNode: NodeType[] = [
  {
    description: {
      name: 'weft.start',
      displayName: 'Start',
      description: 'Where a manual run of an old workflow starts',
      group: ['input'],
      version: 1,
      hidden: true,
      icon: 'fa:play',
      defaults: { name: 'Start', color: '#00e000' },
      inputs: [],
      outputs: ['main'],
      maxNodes: 1,
      properties: [
        {
          displayName:
            'A manual run of this workflow starts here. To make one, go back to the canvas and click ‘execute workflow’',
          name: 'notice',
          type: 'notice',
          default: '',
        },
      ],
      codex: { categories: ['Core Nodes'] },
      documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.start/',
    },
    async execute(ctx) {
      return [ctx.getInputData()];
    },
  },
];

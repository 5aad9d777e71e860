import type { NodeType } from '@weft/workflow';

/** No Operation: passes its input through unchanged. */
export const noOpNode: NodeType[] = [
  {
    description: {
      name: 'weft.noOp',
      displayName: 'No Operation, do nothing',
      description: 'Passes items through unchanged',
      group: ['organization'],
      version: 1,
      icon: 'fa:arrow-right',
      defaults: { name: 'No Operation, do nothing', color: '#b0b0b0' },
      inputs: ['main'],
      outputs: ['main'],
      properties: [],
      codex: {
        categories: ['Core Nodes'],
        subcategories: { 'Core Nodes': ['Helpers', 'Flow'] },
        alias: ['nothing', 'noop', 'pass'],
      },
    },
    async execute(ctx) {
      return [ctx.getInputData()];
    },
    itemwise: { perItemParameters: [] },
  },
];

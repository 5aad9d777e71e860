import type { NodeType } from '@weft/workflow';

/** Sticky Note: a markdown note on the canvas. It never runs. */
export const stickyNoteNode: NodeType[] = [
  {
    description: {
      name: 'weft.stickyNote',
      displayName: 'Sticky Note',
      description: 'Make your workflow easier to understand',
      group: ['input'],
      version: 1,
      icon: 'fa:sticky-note',
      defaults: { name: 'Sticky Note', color: '#FFD233' },
      inputs: [],
      outputs: [],
      properties: [
        {
          displayName: 'Content',
          name: 'content',
          type: 'string',
          default: "## I'm a note \n**Double click** to edit me.",
        },
        { displayName: 'Height', name: 'height', type: 'number', required: true, default: 160 },
        { displayName: 'Width', name: 'width', type: 'number', required: true, default: 240 },
        { displayName: 'Color', name: 'color', type: 'number', required: true, default: 1 },
      ],
      codex: {
        categories: ['Core Nodes'],
        subcategories: { 'Core Nodes': ['Helpers'] },
        alias: ['comment', 'note', 'sticky'],
      },
    },
  },
];

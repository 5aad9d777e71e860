import type { NodeTypeDescription } from '@weft/workflow';

/** n8n's default code of a new Function Item node (a parameter default, so part of the interface). */
export const FUNCTION_ITEM_DEFAULT_CODE = `// Code here will run once per input item.
// More info and help: https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.functionitem/
// Tip: You can use luxon for dates and $jmespath for querying JSON structures

// Add a new field called 'myNewField' to the JSON of the item
item.myNewField = 1;

// You can write logs to the browser console
console.log('Done!');

return item;`;

/** The legacy Function Item node (n8n's `n8n-nodes-base.functionItem` 1), kept for old workflows. */
export const functionItemDescription: NodeTypeDescription = {
  name: 'weft.functionItem',
  displayName: 'Function Item',
  description: 'Runs JavaScript once per item and outputs what it returns (legacy, use Code)',
  group: ['transform'],
  version: 1,
  hidden: true,
  icon: 'fa:code',
  defaults: { name: 'Function Item', color: '#ddbb33' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    {
      displayName: 'A newer version of this node type is available, called the ‘Code’ node',
      name: 'notice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'JavaScript Code',
      name: 'functionCode',
      type: 'string',
      typeOptions: { alwaysOpenEditWindow: true, codeAutocomplete: 'functionItem', editor: 'jsEditor', rows: 10 },
      default: FUNCTION_ITEM_DEFAULT_CODE,
      description: 'JavaScript run for each item: it gets the JSON as `item` and returns the new JSON',
      noDataExpression: true,
    },
  ],
  codex: {
    categories: ['Development', 'Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['Javascript', 'Code', 'Custom Code', 'JS'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.code/',
};

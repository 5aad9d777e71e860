import type { NodeTypeDescription } from '@weft/workflow';

/** n8n's default code of a new Function node (a parameter default, so part of the interface). */
export const FUNCTION_DEFAULT_CODE = `// Code here will run only once, no matter how many input items there are.
// More info and help:https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.function/
// Tip: You can use luxon for dates and $jmespath for querying JSON structures

// Loop over inputs and add a new field called 'myNewField' to the JSON of each one
for (item of items) {
  item.json.myNewField = 1;
}

// You can write logs to the browser console
console.log('Done!');

return items;`;

/** The legacy Function node (n8n's `n8n-nodes-base.function` 1), kept for old workflows. */
export const functionDescription: NodeTypeDescription = {
  name: 'weft.function',
  displayName: 'Function',
  description: 'Runs JavaScript once for all items: add, remove, change or replace them (legacy, use Code)',
  group: ['transform'],
  version: 1,
  hidden: true,
  icon: 'fa:code',
  defaults: { name: 'Function', color: '#FF9922' },
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
      typeOptions: { alwaysOpenEditWindow: true, codeAutocomplete: 'function', editor: 'jsEditor', rows: 10 },
      default: FUNCTION_DEFAULT_CODE,
      description: 'JavaScript that gets `items` and returns the items to output',
      noDataExpression: true,
    },
  ],
  codex: {
    categories: ['Development', 'Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['Code', 'Javascript', 'Custom Code', 'Script', 'cpde'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.code/',
};

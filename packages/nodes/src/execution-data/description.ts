import type { NodeTypeDescription } from '@weft/workflow';

/** The Execution Data node (n8n's `n8n-nodes-base.executionData` 1 and 1.1). */
export const executionDataDescription: NodeTypeDescription = {
  name: 'weft.executionData',
  displayName: 'Execution Data',
  description: 'Saves key/value data on the execution, to find and review it later',
  group: ['input'],
  version: [1, 1.1],
  defaultVersion: 1.1,
  icon: 'fa:tasks',
  iconColor: 'light-green',
  defaults: { name: 'Execution Data', color: '#29A568' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    {
      displayName:
        'Save important data with this node. It is shown with each execution, to find and review executions by it.',
      name: 'notice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      default: 'save',
      noDataExpression: true,
      options: [
        {
          name: 'Save Highlight Data (for Search/review)',
          value: 'save',
          action: 'Save Highlight Data (for search/review)',
        },
      ],
    },
    {
      displayName: 'Data to Save',
      name: 'dataToSave',
      placeholder: 'Add Saved Field',
      type: 'fixedCollection',
      typeOptions: { multipleValueButtonText: 'Add Saved Field', multipleValues: true },
      displayOptions: { show: { operation: ['save'] } },
      default: {},
      options: [
        {
          displayName: 'Values',
          name: 'values',
          values: [
            { displayName: 'Key', name: 'key', type: 'string', default: '', placeholder: 'e.g. myKey' },
            { displayName: 'Value', name: 'value', type: 'string', default: '', placeholder: 'e.g. myValue' },
          ],
        },
      ],
    },
  ],
  codex: {
    categories: ['Development', 'Core Nodes'],
    subcategories: { 'Core Nodes': ['Helpers'] },
    alias: ['Filter', '_Set', 'Data'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.executiondata/',
};

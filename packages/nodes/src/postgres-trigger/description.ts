import type { NodeTypeDescription } from '@weft/workflow';

const locator = (name: string, displayName: string, value: string, method: string, placeholder: string, example: string) => ({
  displayName, name, type: 'resourceLocator' as const, default: { mode: 'list', value }, required: true,
  displayOptions: { show: { triggerMode: ['createTrigger'] } },
  modes: [
    { displayName: 'From List', name: 'list', type: 'list' as const, placeholder, typeOptions: { searchListMethod: method, searchFilterRequired: false } },
    { displayName: 'Name', name: 'name', type: 'string' as const, placeholder: example },
  ],
});

/** Description of Postgres Trigger 1 (n8n's `n8n-nodes-base.postgresTrigger`). */
export const postgresTriggerDescription: NodeTypeDescription = {
  name: 'weft.postgresTrigger',
  displayName: 'Postgres Trigger',
  description: 'Listens to Postgres messages',
  icon: 'file:postgres.svg',
  group: ['trigger'],
  version: 1,
  defaults: { name: 'Postgres Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'postgres', required: true }],
  codex: { categories: ['Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.postgrestrigger/',
  properties: [
    {
      displayName: 'Listen For', name: 'triggerMode', type: 'options', default: 'createTrigger',
      options: [
        { name: 'Table Row Change Events', value: 'createTrigger', description: 'Insert, update or delete' },
        { name: 'Advanced', value: 'listenTrigger', description: 'Listen to existing Postgres channel' },
      ],
    },
    locator('schema', 'Schema Name', 'public', 'searchSchemas', 'Select a schema', 'e.g. public'),
    locator('tableName', 'Table Name', '', 'searchTables', 'Select a table', 'e.g. table_name'),
    {
      displayName: 'Channel Name', name: 'channelName', type: 'string', default: '', required: true, placeholder: 'e.g. n8n_channel',
      description: 'Name of the channel to listen to', displayOptions: { show: { triggerMode: ['listenTrigger'] } },
    },
    {
      displayName: 'Event to listen for', name: 'firesOn', type: 'options', default: 'INSERT', displayOptions: { show: { triggerMode: ['createTrigger'] } },
      options: [{ name: 'Insert', value: 'INSERT' }, { name: 'Update', value: 'UPDATE' }, { name: 'Delete', value: 'DELETE' }],
    },
    {
      displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {},
      displayOptions: { show: { triggerMode: ['createTrigger'] } },
      options: [
        { displayName: 'Channel Name', name: 'channelName', type: 'string', placeholder: 'e.g. n8n_channel', description: 'Name of the channel to listen to', default: '' },
        { displayName: 'Function Name', name: 'functionName', type: 'string', description: 'Name of the function to create', placeholder: 'e.g. n8n_trigger_function()', default: '' },
        { displayName: 'Replace if Exists', name: 'replaceIfExists', type: 'boolean', description: 'Whether to replace an existing function and trigger with the same name', default: false },
        { displayName: 'Trigger Name', name: 'triggerName', type: 'string', description: 'Name of the trigger to create', placeholder: 'e.g. n8n_trigger', default: '' },
      ],
    },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
      options: [
        { displayName: 'Connection Timeout', name: 'connectionTimeout', type: 'number', default: 30, description: 'Number of seconds reserved for connecting to the database' },
        {
          displayName: 'Delay Closing Idle Connection', name: 'delayClosingIdleConnection', type: 'number', default: 0, typeOptions: { minValue: 0 },
          description: 'Number of seconds to wait before idle connection would be eligible for closing',
        },
      ],
    },
  ],
};

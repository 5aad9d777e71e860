import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const on = (resource: string, operation?: string[]) => ({ show: { resource: [resource], ...(operation ? { operation } : {}) } });

/** The workflow picker of the workflow operations: from a list, by URL or by id. */
const workflowLocator = (operations: string[]): NodeProperty => ({
  displayName: 'Workflow',
  name: 'workflowId',
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  required: true,
  displayOptions: on('workflow', operations),
  modes: [
    { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'searchWorkflows', searchable: true } },
    { displayName: 'By URL', name: 'url', type: 'string', placeholder: 'https://myinstance.example.com/workflow/1234', extractValue: { type: 'regex', regex: '.*/workflow/([0-9a-zA-Z]{1,})' } },
    { displayName: 'ID', name: 'id', type: 'string', placeholder: '1234' },
  ],
});

const operation = (resource: string, fallback: string, options: Array<[string, string, string]>): NodeProperty => ({
  displayName: 'Operation',
  name: 'operation',
  type: 'options',
  noDataExpression: true,
  default: fallback,
  displayOptions: on(resource),
  options: options.map(([name, value, action]) => ({ name, value, action })),
});

/** Description of the n8n node 1: the instance's public API (workflows, executions, credentials, audit). */
export const n8nApiNodeDescription: NodeTypeDescription = {
  name: 'weft.n8n',
  displayName: 'n8n',
  description: 'Manage workflows, executions and credentials of this or another instance through its API',
  icon: 'fa:cogs',
  group: ['transform'],
  version: 1,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'n8n' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'n8nApi', required: true }],
  properties: [
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      default: 'workflow',
      options: [
        { name: 'Audit', value: 'audit' },
        { name: 'Credential', value: 'credential' },
        { name: 'Execution', value: 'execution' },
        { name: 'Workflow', value: 'workflow' },
      ],
    },
    operation('audit', 'get', [['Generate', 'generate', 'Generate a security audit']]),
    {
      displayName: 'Additional Options',
      name: 'additionalOptions',
      type: 'collection',
      placeholder: 'Add Filter',
      default: {},
      displayOptions: on('audit'),
      options: [
        {
          displayName: 'Categories',
          name: 'categories',
          type: 'multiOptions',
          default: [],
          description: 'Risk categories to report on',
          options: ['credentials', 'database', 'filesystem', 'instance', 'nodes'].map((v) => ({ name: v[0]!.toUpperCase() + v.slice(1), value: v })),
        },
        { displayName: 'Days Abandoned Workflow', name: 'daysAbandonedWorkflow', type: 'number', default: 90, description: 'Days without a run after which a workflow counts as abandoned' },
      ],
    },
    operation('credential', 'create', [
      ['Create', 'create', 'Create a credential'],
      ['Delete', 'delete', 'Delete a credential'],
      ['Get Schema', 'getSchema', 'Get credential data schema for type'],
    ]),
    { displayName: 'Name', name: 'name', type: 'string', default: '', required: true, displayOptions: on('credential', ['create']), description: 'Name of the new credential' },
    { displayName: 'Credential Type', name: 'credentialTypeName', type: 'string', default: '', required: true, displayOptions: on('credential', ['create', 'getSchema']), description: 'The type name, e.g. httpHeaderAuth' },
    { displayName: 'Data', name: 'data', type: 'json', default: '', required: true, typeOptions: { alwaysOpenEditWindow: true }, displayOptions: on('credential', ['create']), description: "The credential's data as JSON; Get Schema shows its fields" },
    { displayName: 'Credential ID', name: 'credentialId', type: 'string', default: '', required: true, displayOptions: on('credential', ['delete']) },
    operation('execution', 'getAll', [
      ['Get', 'get', 'Get an execution'],
      ['Get Many', 'getAll', 'Get many executions'],
      ['Delete', 'delete', 'Delete an execution'],
    ]),
    { displayName: 'Execution ID', name: 'executionId', type: 'string', default: '', required: true, displayOptions: on('execution', ['get', 'delete']) },
    { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: on('execution', ['getAll']), description: 'Whether to return all results or only up to a given limit' },
    { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1, maxValue: 250 }, displayOptions: { show: { resource: ['execution'], operation: ['getAll'], returnAll: [false] } }, description: 'Max number of results to return' },
    {
      displayName: 'Filters',
      name: 'filters',
      type: 'collection',
      placeholder: 'Add Filter',
      default: {},
      displayOptions: on('execution', ['getAll']),
      options: [
        { ...workflowLocator([]), required: false, displayOptions: undefined, description: 'Only executions of this workflow' },
        { displayName: 'Status', name: 'status', type: 'options', default: 'success', options: [{ name: 'Error', value: 'error' }, { name: 'Success', value: 'success' }, { name: 'Waiting', value: 'waiting' }] },
      ],
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: on('execution', ['get', 'getAll']),
      options: [{ displayName: 'Include Execution Details', name: 'activeWorkflows', type: 'boolean', default: false, description: "Whether to include the execution's detailed data" }],
    },
    operation('workflow', 'getAll', [
      ['Activate', 'activate', 'Activate a workflow'],
      ['Create', 'create', 'Create a workflow'],
      ['Deactivate', 'deactivate', 'Deactivate a workflow'],
      ['Delete', 'delete', 'Delete a workflow'],
      ['Get', 'get', 'Get a workflow'],
      ['Get Many', 'getAll', 'Get many workflows'],
      ['Update', 'update', 'Update a workflow'],
    ]),
    workflowLocator(['activate', 'deactivate', 'delete', 'get', 'update']),
    { displayName: 'Workflow Object', name: 'workflowObject', type: 'json', default: '{ "name": "My workflow", "nodes": [], "connections": {}, "settings": {} }', required: true, typeOptions: { alwaysOpenEditWindow: true }, displayOptions: on('workflow', ['create']), description: 'The workflow as JSON, as exported' },
    { displayName: 'Workflow Object', name: 'workflowObject', type: 'json', default: '', required: true, typeOptions: { alwaysOpenEditWindow: true }, displayOptions: on('workflow', ['update']), description: 'The whole workflow as JSON: it replaces the stored one' },
    { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: true, displayOptions: on('workflow', ['getAll']), description: 'Whether to return all results or only up to a given limit' },
    { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1, maxValue: 250 }, displayOptions: { show: { resource: ['workflow'], operation: ['getAll'], returnAll: [false] } }, description: 'Max number of results to return' },
    {
      displayName: 'Filters',
      name: 'filters',
      type: 'collection',
      placeholder: 'Add Filter',
      default: {},
      displayOptions: on('workflow', ['getAll']),
      options: [
        { displayName: 'Return Only Active Workflows', name: 'activeWorkflows', type: 'boolean', default: true },
        { displayName: 'Tags', name: 'tags', type: 'string', default: '', description: 'Comma-separated tag names: only workflows with all of them' },
        { displayName: 'Name', name: 'name', type: 'string', default: '' },
        { displayName: 'Project ID', name: 'projectId', type: 'string', default: '' },
        { displayName: 'Exclude Pinned Data', name: 'excludePinnedData', type: 'boolean', default: false },
      ],
    },
  ],
};

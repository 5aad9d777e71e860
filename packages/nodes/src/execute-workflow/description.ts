import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

/**
 * The id in a Weft editor URL (`https://host/workflow/{id}`, also with `/executions/…` or a
 * query after it): the Execute Workflow node's "By URL" mode extracts the workflow id with it.
 */
export const EDITOR_URL_REGEX = 'https?://[^\\s/]+(?:/[^\\s?#]*)?/workflow/([0-9a-zA-Z_-]+)';

const upTo11 = { '@version': [{ _cnd: { lte: 1.1 } }] };
const from12 = { '@version': [{ _cnd: { gte: 1.2 } }] };
/** n8n picks the workflow from a list from typeVersion 1.1 on; 1 has a plain id field. */
const v1Only = { '@version': [1] };
const from11 = { '@version': [{ _cnd: { gte: 1.1 } }] };

/** The "Workflow" resource locator of typeVersion 1.1 and later (n8n stores `{__rl, value, mode, cachedResultName, cachedResultUrl}`; older 1.1 exports a plain id, which runs as it is). */
export const workflowLocator: NodeProperty = {
  displayName: 'Workflow',
  name: 'workflowId',
  type: 'resourceLocator',
  default: { __rl: true, value: '', mode: 'list' },
  required: true,
  displayOptions: { show: { source: ['database'], ...from11 } },
  hint: 'Run once with all items and an expression here: every item goes to the workflow the expression names for the first item.',
  modes: [
    {
      displayName: 'From list',
      name: 'list',
      type: 'list',
      placeholder: 'Select a workflow…',
      typeOptions: { searchListMethod: 'searchWorkflows', searchable: true },
    },
    {
      displayName: 'By ID',
      name: 'id',
      type: 'string',
      placeholder: 'e.g. Ab12Cd34Ef56Gh78',
      url: '/workflow/{{$value}}',
    },
    {
      displayName: 'By URL',
      name: 'url',
      type: 'string',
      placeholder: 'e.g. https://weft.example.com/workflow/Ab12Cd34Ef56Gh78',
      extractValue: { type: 'regex', regex: EDITOR_URL_REGEX },
    },
  ],
};

const properties: NodeProperty[] = [
  {
    displayName: 'Source',
    name: 'source',
    type: 'options',
    options: [
      { name: 'Database', value: 'database', description: 'Load the workflow from the database by ID' },
      { name: 'Local File', value: 'localFile', description: 'Load the workflow from a locally saved file' },
      { name: 'Parameter', value: 'parameter', description: 'Load the workflow from a parameter' },
      { name: 'URL', value: 'url', description: 'Load the workflow from an URL' },
    ],
    default: 'database',
    description: 'Where to get the workflow to execute from',
    displayOptions: { show: upTo11 },
  },
  {
    displayName: 'Source',
    name: 'source',
    type: 'options',
    options: [
      { name: 'Database', value: 'database', description: 'Load the workflow from the database' },
      { name: 'Define Below', value: 'parameter', description: 'Give the JSON of a workflow' },
    ],
    default: 'database',
    description: 'Where to get the workflow to execute from',
    displayOptions: { show: from12 },
  },
  {
    displayName: 'Workflow ID',
    name: 'workflowId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: { show: { source: ['database'], ...v1Only } },
  },
  workflowLocator,
  {
    displayName: 'Workflow Path',
    name: 'workflowPath',
    type: 'string',
    default: '',
    required: true,
    placeholder: '/data/workflow.json',
    displayOptions: { show: { source: ['localFile'] } },
  },
  {
    displayName: 'Workflow JSON',
    name: 'workflowJson',
    type: 'json',
    typeOptions: { rows: 10 },
    default: '\n\n\n',
    required: true,
    displayOptions: { show: { source: ['parameter'] } },
  },
  {
    displayName: 'Workflow URL',
    name: 'workflowUrl',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'https://example.com/workflow.json',
    displayOptions: { show: { source: ['url'] } },
  },
  {
    displayName: 'Mode',
    name: 'mode',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Run once with all items',
        value: 'once',
        description: 'Pass all items into a single execution of the sub-workflow',
      },
      {
        name: 'Run once for each item',
        value: 'each',
        description: 'Call the sub-workflow individually for each item',
      },
    ],
    default: 'once',
    displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Wait For Sub-Workflow Completion',
        name: 'waitForSubWorkflow',
        type: 'boolean',
        default: true,
        description:
          'Whether the main workflow should wait for the sub-workflow to complete its execution before proceeding',
      },
    ],
  },
];

/** Execute Workflow, typeVersions 1, 1.1 and 1.2 (n8n's `executeWorkflow`). */
export const executeWorkflowDescription: NodeTypeDescription = {
  name: 'weft.executeWorkflow',
  displayName: 'Execute Workflow',
  description: 'Execute another workflow',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3],
  icon: 'fa:sign-in-alt',
  // 1.2 stores a resource locator: show the chosen workflow's name (or id) rather than the object.
  subtitle:
    '={{"Workflow: " + ($parameter["workflowId"]?.cachedResultName || $parameter["workflowId"]?.value || $parameter["workflowId"])}}',
  defaults: { name: 'Execute Workflow', color: '#ff6d5a' },
  inputs: ['main'],
  outputs: ['main'],
  properties,
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Helpers', 'Flow'] },
    alias: ['sub-workflow', 'call workflow', 'subworkflow'],
  },
};

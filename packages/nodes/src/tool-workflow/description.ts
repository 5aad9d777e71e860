import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { inputSchemaProperties } from '../tool-code/description.js';

const BLANK_WORKFLOW_JSON = '\n\n\n\n\n\n\n\n\n';

const common = {
  name: '@n8n/n8n-nodes-langchain.toolWorkflow',
  displayName: 'Call n8n Workflow Tool',
  description: 'Uses another n8n workflow as a tool. Allows packaging any n8n node(s) as a tool.',
  group: ['transform'],
  icon: 'fa:network-wired',
  iconColor: 'black',
  defaults: { name: 'Call n8n Workflow Tool' },
  inputs: [],
  outputs: ['ai_tool'],
  outputNames: ['Tool'],
  codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Recommended Tools'] } },
} satisfies Partial<NodeTypeDescription>;

const sourceProperty: NodeProperty = {
  displayName: 'Source',
  name: 'source',
  type: 'options',
  default: 'database',
  description: 'Where to get the workflow to execute from',
  options: [
    { name: 'Database', value: 'database', description: 'Load the workflow from the database by ID' },
    { name: 'Define Below', value: 'parameter', description: 'Pass the JSON code of a workflow' },
  ],
};

const workflowJsonProperty: NodeProperty = {
  displayName: 'Workflow JSON',
  name: 'workflowJson',
  type: 'json',
  default: BLANK_WORKFLOW_JSON,
  required: true,
  noDataExpression: true,
  description: 'The workflow JSON code to execute',
  typeOptions: { rows: 10 },
  displayOptions: { show: { source: ['parameter'] } },
};

const workflowLocator = (show: Record<string, unknown[]>): NodeProperty => ({
  displayName: 'Workflow',
  name: 'workflowId',
  type: 'resourceLocator',
  default: '',
  required: true,
  modes: [
    {
      displayName: 'From list',
      name: 'list',
      type: 'list',
      typeOptions: { searchListMethod: 'searchWorkflows', searchable: true },
    },
    { displayName: 'ID', name: 'id', type: 'string', placeholder: '10' },
  ],
  displayOptions: { show: show as never },
});

/** Call n8n Workflow Tool 2–2.2: the workflow's inputs mapped with `$fromAI`. */
export const toolWorkflowV2Description: NodeTypeDescription = {
  ...common,
  version: [2, 2.1, 2.2],
  properties: [
    {
      displayName: 'Name',
      name: 'name',
      type: 'string',
      default: '',
      placeholder: 'e.g. My_Color_Tool',
      description: 'The name the model calls the tool by: letters, digits and underscores only',
      displayOptions: { show: { '@version': [{ _cnd: { lte: 2.1 } }] } },
    },
    {
      displayName: 'Description',
      name: 'description',
      type: 'string',
      default: '',
      typeOptions: { rows: 3 },
      placeholder:
        'Call this tool to get a random color. The input should be a string with comma separated names of colors to exclude.',
    },
    sourceProperty,
    workflowLocator({ source: ['database'] }),
    {
      displayName: 'Workflow Inputs',
      name: 'workflowInputs',
      type: 'resourceMapper',
      noDataExpression: true,
      default: { mappingMode: 'defineBelow', value: null },
      required: true,
      typeOptions: {
        resourceMapper: {
          localResourceMapperMethod: 'loadSubWorkflowInputs',
          valuesLabel: 'Workflow Inputs',
          mode: 'map',
          fieldWords: { singular: 'input', plural: 'inputs' },
          addAllFields: true,
          multiKeyMatch: false,
          supportAutoMap: false,
        },
      },
      displayOptions: { show: { source: ['database'] }, hide: { workflowId: [''] } },
    },
    workflowJsonProperty,
  ],
};

/** Call n8n Workflow Tool 1–1.3: the query and extra fields as the sub-workflow's item. */
export const toolWorkflowV1Description: NodeTypeDescription = {
  ...common,
  version: [1, 1.1, 1.2, 1.3],
  properties: [
    {
      displayName: 'Name',
      name: 'name',
      type: 'string',
      default: '',
      placeholder: 'My_Color_Tool',
      displayOptions: { show: { '@version': [1] } },
    },
    {
      displayName: 'Name',
      name: 'name',
      type: 'string',
      default: '',
      placeholder: 'e.g. My_Color_Tool',
      description: 'The name the model calls the tool by: letters, digits and underscores only',
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
    },
    {
      displayName: 'Description',
      name: 'description',
      type: 'string',
      default: '',
      typeOptions: { rows: 3 },
      placeholder:
        'Call this tool to get a random color. The input should be a string with comma separated names of colors to exclude.',
    },
    sourceProperty,
    {
      displayName: 'Workflow ID',
      name: 'workflowId',
      type: 'string',
      default: '',
      required: true,
      description: 'The workflow to execute',
      displayOptions: { show: { source: ['database'], '@version': [{ _cnd: { lte: 1.1 } }] } },
    },
    workflowLocator({ source: ['database'], '@version': [{ _cnd: { gte: 1.2 } }] }),
    workflowJsonProperty,
    {
      displayName: 'Field to Return',
      name: 'responsePropertyName',
      type: 'string',
      default: 'response',
      required: true,
      description: 'The field of the last-executed node of the workflow that holds the response',
      displayOptions: { show: { '@version': [{ _cnd: { lt: 1.3 } }] } },
    },
    {
      displayName: 'Extra Workflow Inputs',
      name: 'fields',
      type: 'fixedCollection',
      default: {},
      placeholder: 'Add Value',
      description: 'Fields added to the item the workflow receives',
      typeOptions: { multipleValues: true, sortable: true },
      options: [
        {
          displayName: 'Values',
          name: 'values',
          values: [
            {
              displayName: 'Name',
              name: 'name',
              type: 'string',
              default: '',
              placeholder: 'e.g. fieldName',
              requiresDataPath: 'single',
            } as NodeProperty,
            {
              displayName: 'Type',
              name: 'type',
              type: 'options',
              default: 'stringValue',
              options: [
                { name: 'Object', value: 'objectValue' },
                { name: 'String', value: 'stringValue' },
                { name: 'Number', value: 'numberValue' },
                { name: 'Boolean', value: 'booleanValue' },
                { name: 'Array', value: 'arrayValue' },
              ],
            },
            {
              displayName: 'Value',
              name: 'stringValue',
              type: 'string',
              default: '',
              displayOptions: { show: { type: ['stringValue'] } },
            },
            {
              displayName: 'Value',
              name: 'numberValue',
              type: 'string',
              default: '',
              displayOptions: { show: { type: ['numberValue'] } },
            },
            {
              displayName: 'Value',
              name: 'booleanValue',
              type: 'options',
              default: 'true',
              options: [
                { name: 'True', value: 'true' },
                { name: 'False', value: 'false' },
              ],
              displayOptions: { show: { type: ['booleanValue'] } },
            },
            {
              displayName: 'Value',
              name: 'arrayValue',
              type: 'string',
              default: '',
              placeholder: 'e.g. [ arrayItem1, arrayItem2, arrayItem3 ]',
              displayOptions: { show: { type: ['arrayValue'] } },
            },
            {
              displayName: 'Value',
              name: 'objectValue',
              type: 'json',
              default: '={}',
              typeOptions: { rows: 2 },
              displayOptions: { show: { type: ['objectValue'] } },
            },
          ],
        },
      ],
    },
    {
      displayName: 'Specify Input Schema',
      name: 'specifyInputSchema',
      type: 'boolean',
      noDataExpression: true,
      default: false,
      description: 'Whether the model must give the input in a given form, checked against a schema',
    },
    ...inputSchemaProperties({ specifyInputSchema: [true] }),
  ],
};

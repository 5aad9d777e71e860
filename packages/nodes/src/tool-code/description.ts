import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const SCHEMA_EXAMPLE = '{\n\t"some_input": "some_value"\n}';
const SCHEMA_MANUAL =
  '{\n"type": "object",\n"properties": {\n\t"some_input": {\n\t\t"type": "string",\n\t\t"description": "Some input to the function"\n\t\t}\n\t}\n}';

/** The input-schema parameters shared by the Code and Workflow tools (shown when `show` holds). */
export function inputSchemaProperties(show: Record<string, unknown[]>): NodeProperty[] {
  return [
    {
      displayName: 'Schema Type',
      name: 'schemaType',
      type: 'options',
      noDataExpression: true,
      default: 'fromJson',
      description: 'How to specify the schema for the function',
      options: [
        {
          name: 'Generate From JSON Example',
          value: 'fromJson',
          description: 'Generate a schema from an example JSON object',
        },
        { name: 'Define using JSON Schema', value: 'manual', description: 'Define the JSON schema manually' },
      ],
      displayOptions: { show: show as never },
    },
    {
      displayName: 'JSON Example',
      name: 'jsonSchemaExample',
      type: 'json',
      default: SCHEMA_EXAMPLE,
      noDataExpression: true,
      description: 'Example JSON object to use to generate the schema',
      typeOptions: { rows: 10 },
      displayOptions: { show: { ...show, schemaType: ['fromJson'] } },
    },
    {
      displayName: 'Input Schema',
      name: 'inputSchema',
      type: 'json',
      default: SCHEMA_MANUAL,
      noDataExpression: false,
      description: 'Schema to use for the function',
      typeOptions: { rows: 10 },
      displayOptions: { show: { ...show, schemaType: ['manual'] } },
    },
  ];
}

/** n8n's Code Tool (`toolCode` 1–1.3). */
export const toolCodeDescription: NodeTypeDescription = {
  name: '@n8n/n8n-nodes-langchain.toolCode',
  displayName: 'Code Tool',
  description: 'Write a tool in JS or Python',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3],
  icon: 'fa:code',
  iconColor: 'black',
  defaults: { name: 'Code Tool' },
  inputs: [],
  outputs: ['ai_tool'],
  outputNames: ['Tool'],
  codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Recommended Tools'] } },
  properties: [
    {
      displayName: 'Name',
      name: 'name',
      type: 'string',
      default: '',
      placeholder: 'My_Tool',
      displayOptions: { show: { '@version': [1] } },
    },
    {
      displayName: 'Name',
      name: 'name',
      type: 'string',
      default: '',
      placeholder: 'e.g. My_Tool',
      description: 'The name the model calls the tool by: letters, digits and underscores only',
      displayOptions: { show: { '@version': [1.1] } },
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
    {
      displayName: 'Language',
      name: 'language',
      type: 'options',
      noDataExpression: true,
      default: 'javaScript',
      options: [
        { name: 'JavaScript', value: 'javaScript' },
        { name: 'Python (Beta)', value: 'python' },
      ],
    },
    {
      displayName: 'JavaScript',
      name: 'jsCode',
      type: 'string',
      noDataExpression: true,
      default: '// Example: convert the incoming query to uppercase and return it\nreturn query.toUpperCase()',
      hint: 'The tool\'s input is in "query"; return one string.',
      typeOptions: { editor: 'jsEditor' },
      displayOptions: { show: { language: ['javaScript'] } },
    },
    {
      displayName: 'Python',
      name: 'pythonCode',
      type: 'string',
      noDataExpression: true,
      default: '# Example: convert the incoming query to uppercase and return it\nreturn _query.upper()',
      hint: 'The tool\'s input is in "_query"; return one string.',
      typeOptions: { editor: 'codeNodeEditor', editorLanguage: 'python' },
      displayOptions: { show: { language: ['python'] } },
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

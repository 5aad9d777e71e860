/**
 * The description of the Information Extractor (n8n's
 * `@n8n/n8n-nodes-langchain.informationExtractor`, 1–1.2): the text, and the shape of what is
 * extracted (attributes, a JSON example — every property required from 1.2 — or a JSON Schema).
 */
import type { NodeTypeDescription } from '@weft/workflow';
import { batchingProperty } from '../chain-llm/description.js';

/** n8n's default system prompt of the extractor. */
export const EXTRACTOR_SYSTEM_PROMPT = `You are an expert extraction algorithm.
Only extract relevant information from the text.
If you do not know the value of an attribute asked to extract, you may omit the attribute's value.`;

const EXAMPLE_DEFAULT = '{\n\t"state": "California",\n\t"cities": ["Los Angeles", "San Francisco", "San Diego"]\n}';
const INPUT_SCHEMA_DEFAULT =
  '{\n\t"type": "object",\n\t"properties": {\n\t\t"state": {\n\t\t\t"type": "string"\n\t\t},\n\t\t"cities": {\n\t\t\t"type": "array",\n\t\t\t"items": {\n\t\t\t\t"type": "string"\n\t\t\t}\n\t\t}\n\t}\n}';

/** Information Extractor, versions 1–1.2. */
export const informationExtractorDescription: NodeTypeDescription = {
  name: '@n8n/n8n-nodes-langchain.informationExtractor',
  displayName: 'Information Extractor',
  description: 'Extract information from text in a structured format',
  icon: 'fa:project-diagram',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1, 1.2],
  defaultVersion: 1.2,
  defaults: { name: 'Information Extractor' },
  codex: {
    alias: ['NER', 'parse', 'parsing', 'JSON', 'data extraction', 'structured'],
    categories: ['AI'],
    subcategories: { AI: ['Chains', 'Root Nodes'] },
  },
  inputs: [
    { displayName: '', type: 'main' },
    { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true },
  ],
  outputs: ['main'],
  properties: [
    {
      displayName: 'Text',
      name: 'text',
      type: 'string',
      default: '',
      description: 'The text to extract from',
      typeOptions: { rows: 2 },
    },
    {
      displayName: 'Schema Type',
      name: 'schemaType',
      type: 'options',
      noDataExpression: true,
      options: [
        {
          name: 'From Attribute Descriptions',
          value: 'fromAttributes',
          description: 'Name, type and describe each attribute to extract',
        },
        {
          name: 'Generate From JSON Example',
          value: 'fromJson',
          description: 'Infer the schema from an example object',
        },
        { name: 'Define using JSON Schema', value: 'manual', description: 'Write the JSON Schema yourself' },
      ],
      default: 'fromAttributes',
      description: 'How the shape of the output is given',
    },
    {
      displayName: 'JSON Example',
      name: 'jsonSchemaExample',
      type: 'json',
      default: EXAMPLE_DEFAULT,
      noDataExpression: true,
      typeOptions: { rows: 10 },
      displayOptions: { show: { schemaType: ['fromJson'] } },
    },
    {
      displayName: "Every property is required. For optional properties, choose 'Define using JSON Schema'",
      name: 'notice',
      type: 'notice',
      default: '',
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }], schemaType: ['fromJson'] } },
    },
    {
      displayName: 'Input Schema',
      name: 'inputSchema',
      type: 'json',
      default: INPUT_SCHEMA_DEFAULT,
      typeOptions: { rows: 10 },
      displayOptions: { show: { schemaType: ['manual'] } },
      hint: 'JSON Schema ($refs are not supported)',
    },
    {
      displayName: 'Attributes',
      name: 'attributes',
      placeholder: 'Add Attribute',
      type: 'fixedCollection',
      default: {},
      displayOptions: { show: { schemaType: ['fromAttributes'] } },
      typeOptions: { multipleValues: true },
      options: [
        {
          name: 'attributes',
          displayName: 'Attribute List',
          values: [
            {
              displayName: 'Name',
              name: 'name',
              type: 'string',
              default: '',
              description: 'The attribute to extract',
              placeholder: 'e.g. company_name',
              required: true,
            },
            {
              displayName: 'Type',
              name: 'type',
              type: 'options',
              description: 'The type of its value',
              required: true,
              options: [
                { name: 'Boolean', value: 'boolean' },
                { name: 'Date', value: 'date' },
                { name: 'Number', value: 'number' },
                { name: 'String', value: 'string' },
              ],
              default: 'string',
            },
            {
              displayName: 'Description',
              name: 'description',
              type: 'string',
              default: '',
              description: 'What the attribute is',
              placeholder: 'Add description for the attribute',
              required: true,
            },
            {
              displayName: 'Required',
              name: 'required',
              type: 'boolean',
              default: false,
              description: 'Whether the attribute must be found',
              required: true,
            },
          ],
        },
      ],
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      default: {},
      placeholder: 'Add Option',
      options: [
        {
          displayName: 'System Prompt Template',
          name: 'systemPromptTemplate',
          type: 'string',
          default: EXTRACTOR_SYSTEM_PROMPT,
          description: 'The system prompt',
          typeOptions: { rows: 6 },
        },
        { ...batchingProperty({ '@version': [{ _cnd: { gte: 1.1 } }] }) },
      ],
    },
  ],
};

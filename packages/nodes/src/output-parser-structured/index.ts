/**
 * Structured Output Parser (n8n's `@n8n/n8n-nodes-langchain.outputParserStructured`, 1–1.3): the
 * model's answer must be JSON of a schema, given as a JSON Schema (1–1.1 `jsonSchema`, from 1.2
 * `inputSchema` with `schemaType` manual) or generated from an example (from 1.2; from 1.3 every
 * property required). With `autoFix` a model (its own input) is asked to repair answers that fail.
 */
import { NodeOperationError, type NodeProperty, type NodeType, type SupplyDataContext } from '@weft/workflow';
import { lcPrompts } from '../shared/ai/langchain-untyped.js';
import {
  createOutputFixingParser,
  createStructuredOutputParser,
  NAIVE_FIX_PROMPT,
} from '../shared/ai/output-parsers.js';
import { jsonSchemaToZod, schemaFromExample } from './json-schema.js';

export { jsonSchemaToZod, schemaFromExample, type JsonSchema } from './json-schema.js';

/** The editor's hint on a sub-node that has to be connected to a chain or an agent. */
export const chainHintNotice: NodeProperty = {
  displayName: 'Connect this node to an AI chain or agent to use it',
  name: 'notice',
  type: 'notice',
  default: '',
  typeOptions: { containerClass: 'ndv-connection-hint-notice' },
};

const EXAMPLE_DEFAULT = '{\n\t"state": "California",\n\t"cities": ["Los Angeles", "San Francisco", "San Diego"]\n}';
const INPUT_SCHEMA_DEFAULT =
  '{\n\t"type": "object",\n\t"properties": {\n\t\t"state": {\n\t\t\t"type": "string"\n\t\t},\n\t\t"cities": {\n\t\t\t"type": "array",\n\t\t\t"items": {\n\t\t\t\t"type": "string"\n\t\t\t}\n\t\t}\n\t}\n}';
const JSON_SCHEMA_DEFAULT =
  '{\n  "type": "object",\n  "properties": {\n    "state": {\n      "type": "string"\n    },\n    "cities": {\n      "type": "array",\n      "items": {\n        "type": "string"\n      }\n    }\n  }\n}';

const properties: NodeProperty[] = [
  chainHintNotice,
  {
    displayName: 'Schema Type',
    name: 'schemaType',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Generate From JSON Example', value: 'fromJson', description: 'Infer the schema from an example object' },
      { name: 'Define using JSON Schema', value: 'manual', description: 'Write the JSON Schema yourself' },
    ],
    default: 'fromJson',
    displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } },
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
    displayOptions: { show: { '@version': [{ _cnd: { gte: 1.3 } }], schemaType: ['fromJson'] } },
  },
  {
    displayName: 'Input Schema',
    name: 'inputSchema',
    type: 'json',
    default: INPUT_SCHEMA_DEFAULT,
    typeOptions: { rows: 10 },
    displayOptions: { show: { schemaType: ['manual'] } },
  },
  {
    displayName: 'JSON Schema',
    name: 'jsonSchema',
    type: 'json',
    description: 'The JSON Schema the answer is checked against',
    default: JSON_SCHEMA_DEFAULT,
    typeOptions: { rows: 10 },
    required: true,
    displayOptions: { show: { '@version': [{ _cnd: { lte: 1.1 } }] } },
  },
  {
    displayName: 'Auto-Fix Format',
    name: 'autoFix',
    type: 'boolean',
    default: false,
    description: 'Whether to ask the model again to repair an answer in the wrong format (one more model call)',
  },
  {
    displayName: 'Customize Retry Prompt',
    name: 'customizeRetryPrompt',
    type: 'boolean',
    default: false,
    displayOptions: { show: { autoFix: [true] } },
  },
  {
    displayName: 'Custom Prompt',
    name: 'prompt',
    type: 'string',
    default: NAIVE_FIX_PROMPT,
    typeOptions: { rows: 10 },
    hint: 'Use the placeholders {error}, {instructions} and {completion}',
    displayOptions: { show: { autoFix: [true], customizeRetryPrompt: [true] } },
  },
];

/** The parser a Structured Output Parser node supplies (wrapped in the auto-fixing parser with `autoFix`). */
async function supplyData(ctx: SupplyDataContext, itemIndex: number) {
  const node = ctx.getNode();
  const version = node.typeVersion;
  const schemaType = ctx.getNodeParameter('schemaType', itemIndex, '') as string;
  let jsonSchema: unknown;
  try {
    if (schemaType === 'fromJson') {
      jsonSchema = await schemaFromExample(
        String(ctx.getNodeParameter('jsonSchemaExample', itemIndex, '')),
        version >= 1.3,
      );
    } else {
      const raw = ctx.getNodeParameter(version <= 1.1 ? 'jsonSchema' : 'inputSchema', itemIndex, '') as unknown;
      jsonSchema = typeof raw === 'string' ? JSON.parse(raw) : raw;
    }
  } catch (error) {
    throw new NodeOperationError(
      node,
      `The ${schemaType === 'fromJson' ? 'JSON example' : 'JSON Schema'} is not valid JSON: ${(error as Error).message}`,
    );
  }
  let parser;
  try {
    parser = await createStructuredOutputParser(ctx, await jsonSchemaToZod(jsonSchema), version);
  } catch {
    throw new NodeOperationError(node, 'Error during parsing of JSON Schema. Please check the schema and try again.');
  }
  if (!ctx.getNodeParameter('autoFix', itemIndex, false)) return { response: parser };
  const model = await ctx.getInputConnectionData!('ai_languageModel', itemIndex);
  const prompt = String(ctx.getNodeParameter('prompt', itemIndex, NAIVE_FIX_PROMPT));
  if (prompt.length === 0 || !prompt.includes('{error}')) {
    throw new NodeOperationError(node, 'Auto-fixing parser prompt has to contain {error} placeholder');
  }
  const { PromptTemplate } = await lcPrompts();
  return { response: await createOutputFixingParser(ctx, model, parser, PromptTemplate.fromTemplate(prompt)) };
}

/** Structured Output Parser, versions 1–1.3. */
export const outputParserStructuredNode: NodeType[] = [
  {
    description: {
      name: '@n8n/n8n-nodes-langchain.outputParserStructured',
      displayName: 'Structured Output Parser',
      description: 'Return data in a defined JSON format',
      icon: 'fa:code',
      iconColor: 'black',
      group: ['transform'],
      version: [1, 1.1, 1.2, 1.3],
      defaultVersion: 1.3,
      defaults: { name: 'Structured Output Parser' },
      codex: { alias: ['json', 'zod'], categories: ['AI'], subcategories: { AI: ['Output Parsers'] } },
      inputs:
        "={{ $parameter.autoFix ? [{ displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true }] : [] }}",
      outputs: ['ai_outputParser'],
      outputNames: ['Output Parser'],
      properties,
    },
    supplyData,
  },
];

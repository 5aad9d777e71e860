import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

/** The connection types a LangChain Code node can declare, with the label each has on the canvas. */
export const CONNECTION_LABELS: Readonly<Record<string, string>> = {
  ai_chain: 'Chain',
  ai_document: 'Document',
  ai_embedding: 'Embedding',
  ai_languageModel: 'Language Model',
  ai_memory: 'Memory',
  ai_outputParser: 'Output Parser',
  ai_textSplitter: 'Text Splitter',
  ai_tool: 'Tool',
  ai_vectorStore: 'Vector Store',
  main: 'Main',
};

const labels = JSON.stringify(CONNECTION_LABELS);

/**
 * The ports are what the user declared under Inputs and Outputs (n8n evaluates the same
 * expression shape, so a saved workflow's connections stay valid): sub-node inputs carry their
 * label, `required` and `maxConnections` (-1: any number).
 */
const INPUTS = `={{ ((list) => { const labels = ${labels}; return (list ?? []).map((port) => ({ type: port.type, required: port.required, maxConnections: port.maxConnections === -1 ? undefined : port.maxConnections, displayName: labels[port.type] !== 'Main' ? labels[port.type] : undefined })) })($parameter.inputs.input) }}`;
const OUTPUTS = `={{ ((list) => { const labels = ${labels}; return (list ?? []).map((port) => ({ type: port.type, displayName: labels[port.type] !== 'Main' ? labels[port.type] : undefined })) })($parameter.outputs.output) }}`;

/** Code offered when "Execute" is added: a prompt piped into the connected model. */
const EXECUTE_EXAMPLE = `const { PromptTemplate } = require('@langchain/core/prompts');

// The connected model (an input "Language Model" with at most one connection).
// With more than one connection allowed, this answers a list: use model[0].
const model = await this.getInputConnectionData('ai_languageModel', 0);

const prompt = PromptTemplate.fromTemplate('Write one sentence about {topic}');
const answer = await prompt.pipe(model).invoke({ topic: $input.first().json.topic ?? 'weaving' });
return [{ json: { output: answer.content } }];

// Imports of the older 'langchain/…' modules are read as '@langchain/classic/…'.`;

/** Code offered when "Supply Data" is added: a tool the connected agent can call. */
const SUPPLY_EXAMPLE = `const { DynamicTool } = require('@langchain/core/tools');

return new DynamicTool({
  name: 'reverse_text',
  description: 'Reverses the text it is given',
  func: async (text) => text.split('').reverse().join(''),
});`;

const connectionTypeOptions = Object.entries(CONNECTION_LABELS).map(([value, name]) => ({ name, value }));

/** The connection type of a declared input or output. */
function portType(kind: 'input' | 'output'): NodeProperty {
  return {
    displayName: 'Type',
    name: 'type',
    type: 'options',
    options: connectionTypeOptions,
    noDataExpression: true,
    default: '',
    required: true,
    description: `The type of the ${kind}`,
  };
}

const properties: NodeProperty[] = [
  {
    displayName: 'Code',
    name: 'code',
    placeholder: 'Add Code',
    type: 'fixedCollection',
    noDataExpression: true,
    default: {},
    options: [
      {
        name: 'execute',
        displayName: 'Execute',
        values: [
          {
            displayName: 'JavaScript - Execute',
            name: 'code',
            type: 'string',
            typeOptions: { editor: 'jsEditor' },
            default: EXECUTE_EXAMPLE,
            hint: 'Runs when the node has a "Main" input and output: it answers items.',
            noDataExpression: true,
          },
        ],
      },
      {
        name: 'supplyData',
        displayName: 'Supply Data',
        values: [
          {
            displayName: 'JavaScript - Supply Data',
            name: 'code',
            type: 'string',
            typeOptions: { editor: 'jsEditor' },
            default: SUPPLY_EXAMPLE,
            hint: 'Runs when the node has an output other than "Main": it answers the object that output supplies.',
            noDataExpression: true,
          },
        ],
      },
    ],
  },
  {
    displayName:
      "The code can require LangChain's modules (<code>@langchain/…</code>) and uses <code>this.getInputConnectionData(type, 0)</code> for what is connected. <code>console.log()</code> output shows in the browser console on manual runs.",
    name: 'notice',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'Inputs',
    name: 'inputs',
    placeholder: 'Add Input',
    type: 'fixedCollection',
    noDataExpression: true,
    typeOptions: { multipleValues: true, sortable: true },
    description: 'The input to add',
    default: {},
    options: [
      {
        name: 'input',
        displayName: 'Input',
        values: [
          portType('input'),
          {
            displayName: 'Max Connections',
            name: 'maxConnections',
            type: 'number',
            noDataExpression: true,
            default: -1,
            required: true,
            description: 'How many nodes may be connected to this input (-1: any number)',
          },
          {
            displayName: 'Required',
            name: 'required',
            type: 'boolean',
            noDataExpression: true,
            default: false,
            required: true,
            description: 'Whether the input needs a connection',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Outputs',
    name: 'outputs',
    placeholder: 'Add Output',
    type: 'fixedCollection',
    noDataExpression: true,
    typeOptions: { multipleValues: true, sortable: true },
    description: 'The output to add',
    default: {},
    options: [
      {
        name: 'output',
        displayName: 'Output',
        values: [portType('output')],
      },
    ],
  },
];

/** n8n's LangChain Code node (`@n8n/n8n-nodes-langchain.code`, version 1). */
export const langchainCodeDescription: NodeTypeDescription = {
  name: '@n8n/n8n-nodes-langchain.code',
  displayName: 'LangChain Code',
  description: 'Runs JavaScript that uses LangChain directly, as a root node or as a sub-node',
  icon: 'fa:code',
  iconColor: 'black',
  group: ['transform'],
  version: 1,
  defaults: { name: 'LangChain Code' },
  codex: { categories: ['AI'], subcategories: { AI: ['Miscellaneous'] } },
  inputs: INPUTS,
  outputs: OUTPUTS,
  properties,
};

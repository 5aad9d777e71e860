/**
 * The description of the Basic LLM Chain (n8n's `@n8n/n8n-nodes-langchain.chainLlm`, 1–1.7):
 * the prompt (1–1.3 `prompt`, from 1.4 `promptType` and `text`), the output parser and fallback
 * model switches (from 1.2), chat messages, and batching (from 1.7).
 */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

/** The chain's inputs for its parameters: main, the model, a fallback model, an output parser. */
export const chainLlmInputs =
  "={{ [{ displayName: '', type: 'main' }, { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true }]" +
  ".concat($parameter.needsFallback === true ? [{ displayName: 'Fallback Model', maxConnections: 1, type: 'ai_languageModel', required: true }] : [])" +
  ".concat($parameter.hasOutputParser === undefined || $parameter.hasOutputParser === true ? [{ displayName: 'Output Parser', type: 'ai_outputParser', maxConnections: 1, required: false }] : []) }}";

/** `promptType`: where the prompt comes from (shown from 1.4; the chat trigger's `chatInput` by default). */
export const promptTypeProperty: NodeProperty = {
  displayName: 'Source for Prompt (User Message)',
  name: 'promptType',
  type: 'options',
  options: [
    {
      name: 'Connected Chat Trigger Node',
      value: 'auto',
      description: "The input field 'chatInput', which a Chat Trigger connected before this node outputs",
    },
    {
      name: 'Connected Guardrails Node',
      value: 'guardrails',
      description: "The input field 'guardrailsInput', which a Guardrails node connected before this node outputs",
    },
    { name: 'Define below', value: 'define', description: 'An expression over earlier nodes, or fixed text' },
  ],
  default: 'auto',
};

/** The disabled `text` shown with `promptType` auto or guardrails (the field it reads). */
export function fixedTextProperty(
  promptType: 'auto' | 'guardrails',
  show: Record<string, unknown[]> = {},
): NodeProperty {
  return {
    displayName: 'Prompt (User Message)',
    name: 'text',
    type: 'string',
    default: promptType === 'auto' ? '={{ $json.chatInput }}' : '={{ $json.guardrailsInput }}',
    typeOptions: { rows: 2, disabled: true },
    displayOptions: { show: { promptType: [promptType], ...show } },
  };
}

/** The `text` prompt typed in (or an expression), shown with `promptType` define. */
export const definedTextProperty: NodeProperty = {
  displayName: 'Prompt (User Message)',
  name: 'text',
  type: 'string',
  required: true,
  default: '',
  placeholder: 'e.g. Hello, how can you help me?',
  typeOptions: { rows: 2 },
  displayOptions: { show: { promptType: ['define'] } },
};

/** `batching`: items processed in parallel and the pause between batches (chains from 1.7). */
export function batchingProperty(show: Record<string, unknown[]>): NodeProperty {
  return {
    displayName: 'Batch Processing',
    name: 'batching',
    type: 'collection',
    placeholder: 'Add Batch Processing Option',
    default: {},
    description: 'Batch processing options for rate limiting',
    options: [
      {
        displayName: 'Batch Size',
        name: 'batchSize',
        type: 'number',
        default: 5,
        description: 'How many items are processed in parallel',
      },
      {
        displayName: 'Delay Between Batches',
        name: 'delayBetweenBatches',
        type: 'number',
        default: 0,
        description: 'Milliseconds to wait between batches',
      },
    ],
    displayOptions: { show: show as never },
  };
}

const messageProperty: NodeProperty = {
  displayName: 'Chat Messages (if Using a Chat Model)',
  name: 'messages',
  type: 'fixedCollection',
  typeOptions: { multipleValues: true },
  default: {},
  placeholder: 'Add prompt',
  options: [
    {
      name: 'messageValues',
      displayName: 'Prompt',
      values: [
        {
          displayName: 'Type Name or ID',
          name: 'type',
          type: 'options',
          options: [
            { name: 'AI', value: 'AIMessagePromptTemplate' },
            { name: 'System', value: 'SystemMessagePromptTemplate' },
            { name: 'User', value: 'HumanMessagePromptTemplate' },
          ],
          default: 'SystemMessagePromptTemplate',
        },
        {
          displayName: 'Message Type',
          name: 'messageType',
          type: 'options',
          displayOptions: { show: { type: ['HumanMessagePromptTemplate'] } },
          options: [
            { name: 'Text', value: 'text', description: 'A text message' },
            { name: 'Image (Binary)', value: 'imageBinary', description: "An image in the chain's input item" },
            { name: 'Image (URL)', value: 'imageUrl', description: 'An image at a URL' },
          ],
          default: 'text',
        },
        {
          displayName: 'Image Data Field Name',
          name: 'binaryImageDataKey',
          type: 'string',
          default: 'data',
          required: true,
          description: "The binary field of the chain's input item that holds the image",
          displayOptions: { show: { messageType: ['imageBinary'] } },
        },
        {
          displayName: 'Image URL',
          name: 'imageUrl',
          type: 'string',
          default: '',
          required: true,
          description: 'Where the image is',
          displayOptions: { show: { messageType: ['imageUrl'] } },
        },
        {
          displayName: 'Image Details',
          name: 'imageDetail',
          type: 'options',
          description: 'How closely the model looks at the image',
          displayOptions: { show: { type: ['HumanMessagePromptTemplate'], messageType: ['imageBinary', 'imageUrl'] } },
          options: [
            { name: 'Auto', value: 'auto', description: 'The model picks low or high from the image size' },
            { name: 'Low', value: 'low', description: 'A 512 × 512 version of the image (fewer tokens)' },
            { name: 'High', value: 'high', description: 'The low version and detailed 512 px crops (more tokens)' },
          ],
          default: 'auto',
        },
        {
          displayName: 'Message',
          name: 'message',
          type: 'string',
          required: true,
          displayOptions: { hide: { messageType: ['imageBinary', 'imageUrl'] } },
          default: '',
        },
      ],
    },
  ],
};

const properties: NodeProperty[] = [
  { displayName: 'Start from a template of this chain', name: 'notice', type: 'notice', default: '' },
  {
    displayName: 'Prompt',
    name: 'prompt',
    type: 'string',
    required: true,
    default: '={{ $json.input }}',
    displayOptions: { show: { '@version': [1] } },
  },
  {
    displayName: 'Prompt',
    name: 'prompt',
    type: 'string',
    required: true,
    default: '={{ $json.chat_input }}',
    displayOptions: { show: { '@version': [1.1, 1.2] } },
  },
  {
    displayName: 'Prompt',
    name: 'prompt',
    type: 'string',
    required: true,
    default: '={{ $json.chatInput }}',
    displayOptions: { show: { '@version': [1.3] } },
  },
  { ...promptTypeProperty, displayOptions: { hide: { '@version': [1, 1.1, 1.2, 1.3] } } },
  fixedTextProperty('guardrails', { '@version': [{ _cnd: { gte: 1.5 } }] }),
  fixedTextProperty('auto', { '@version': [{ _cnd: { gte: 1.5 } }] }),
  definedTextProperty,
  {
    displayName: 'Require Specific Output Format',
    name: 'hasOutputParser',
    type: 'boolean',
    default: false,
    noDataExpression: true,
    displayOptions: { hide: { '@version': [1, 1.1, 1.3] } },
  },
  {
    displayName: 'Enable Fallback Model',
    name: 'needsFallback',
    type: 'boolean',
    default: false,
    noDataExpression: true,
    displayOptions: { hide: { '@version': [1, 1.1, 1.3] } },
  },
  messageProperty,
  batchingProperty({ '@version': [{ _cnd: { gte: 1.7 } }] }),
  {
    displayName: 'Connect an output parser on the canvas to set the output format',
    name: 'notice',
    type: 'notice',
    default: '',
    displayOptions: { show: { hasOutputParser: [true] } },
  },
  {
    displayName: 'Connect a second model on the canvas: it answers when the first one fails',
    name: 'fallbackNotice',
    type: 'notice',
    default: '',
    displayOptions: { show: { needsFallback: [true] } },
  },
];

/** Basic LLM Chain, versions 1–1.7. */
export const chainLlmDescription: NodeTypeDescription = {
  name: '@n8n/n8n-nodes-langchain.chainLlm',
  displayName: 'Basic LLM Chain',
  description: 'A simple chain to prompt a large language model',
  icon: 'fa:link',
  iconColor: 'black',
  group: ['transform'],
  version: [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7],
  defaults: { name: 'Basic LLM Chain', color: '#909298' },
  codex: { alias: ['LangChain'], categories: ['AI'], subcategories: { AI: ['Chains', 'Root Nodes'] } },
  inputs: chainLlmInputs,
  outputs: ['main'],
  credentials: [],
  properties,
};

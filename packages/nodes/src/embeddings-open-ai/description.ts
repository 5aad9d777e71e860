import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

/** The editor's hint that an embeddings node belongs under a vector store. */
export const vectorStoreHint: NodeProperty = {
  displayName:
    "This node must be connected to a vector store. <a data-action='openSelectiveNodeCreator' data-action-parameter-connectiontype='ai_vectorStore'>Insert one</a>",
  name: 'notice',
  type: 'notice',
  default: '',
  typeOptions: { containerClass: 'ndv-connection-hint-notice' },
};

/** The model list (from the provider's `/models`), as n8n loads it. */
const modelLoadOptions = {
  loadOptions: {
    routing: {
      request: {
        method: 'GET',
        url: '={{ $parameter.options?.baseURL?.split("/").slice(-1).pop() || $credentials?.url?.split("/").slice(-1).pop() || "v1" }}/models',
      },
      output: {
        postReceive: [
          { type: 'rootProperty', properties: { property: 'data' } },
          {
            type: 'filter',
            properties: {
              pass: "={{ ($parameter.options?.baseURL && !$parameter.options?.baseURL?.startsWith('https://api.openai.com/')) || ($credentials?.url && !$credentials.url.startsWith('https://api.openai.com/')) || $responseItem.id.includes('embed') }}",
            },
          },
          { type: 'setKeyValue', properties: { name: '={{$responseItem.id}}', value: '={{$responseItem.id}}' } },
          { type: 'sort', properties: { key: 'name' } },
        ],
      },
    },
  },
};

const modelDescription =
  'The model which will generate the embeddings. <a href="https://platform.openai.com/docs/models/overview">Learn more</a>.';

/** Description of Embeddings OpenAI 1, 1.1 and 1.2 (n8n's `embeddingsOpenAi`). */
export const embeddingsOpenAiDescription: NodeTypeDescription = {
  name: '@n8n/n8n-nodes-langchain.embeddingsOpenAi',
  displayName: 'Embeddings OpenAI',
  icon: 'file:openAiLight.svg',
  group: ['transform'],
  version: [1, 1.1, 1.2],
  description: 'Use Embeddings OpenAI',
  defaults: { name: 'Embeddings OpenAI' },
  credentials: [{ name: 'openAiApi', required: true }],
  codex: { categories: ['AI'], subcategories: { AI: ['Embeddings'] } },
  requestDefaults: {
    ignoreHttpStatusErrors: true,
    baseURL:
      '={{ $parameter.options?.baseURL?.split("/").slice(0,-1).join("/") || $credentials.url?.split("/").slice(0,-1).join("/") || "https://api.openai.com" }}',
  },
  inputs: [],
  outputs: ['ai_embedding'],
  outputNames: ['Embeddings'],
  properties: [
    vectorStoreHint,
    {
      displayName: 'Model',
      name: 'model',
      type: 'options',
      description: modelDescription,
      typeOptions: modelLoadOptions,
      routing: { send: { type: 'body', property: 'model' } },
      default: 'text-embedding-ada-002',
      displayOptions: { show: { '@version': [1] } },
    },
    {
      displayName: 'Model',
      name: 'model',
      type: 'options',
      description: modelDescription,
      typeOptions: modelLoadOptions,
      routing: { send: { type: 'body', property: 'model' } },
      default: 'text-embedding-3-small',
      displayOptions: { hide: { '@version': [1] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      placeholder: 'Add Option',
      description: 'Additional options to add',
      type: 'collection',
      default: {},
      options: [
        {
          displayName: 'Dimensions',
          name: 'dimensions',
          type: 'options',
          default: undefined,
          description:
            'The number of dimensions the resulting output embeddings should have. Only supported in text-embedding-3 and later models.',
          options: [256, 512, 1024, 1536, 3072].map((v) => ({ name: String(v), value: v })),
        },
        {
          displayName: 'Base URL',
          name: 'baseURL',
          default: 'https://api.openai.com/v1',
          description: 'Override the default base URL for the API',
          type: 'string',
          displayOptions: { hide: { '@version': [{ _cnd: { gte: 1.2 } }] } },
        },
        {
          displayName: 'Batch Size',
          name: 'batchSize',
          default: 512,
          typeOptions: { maxValue: 2048 },
          description: 'Maximum number of documents to send in each request',
          type: 'number',
        },
        {
          displayName: 'Strip New Lines',
          name: 'stripNewLines',
          default: true,
          description: 'Whether to strip new lines from the input text',
          type: 'boolean',
        },
        {
          displayName: 'Timeout',
          name: 'timeout',
          default: -1,
          description: 'Maximum amount of time a request is allowed to take in seconds. Set to -1 for no timeout.',
          type: 'number',
        },
        {
          displayName: 'Encoding Format',
          name: 'encodingFormat',
          type: 'options',
          default: undefined,
          description: 'The format to return the embeddings in',
          options: [
            { name: 'Float', value: 'float' },
            { name: 'Base64', value: 'base64' },
          ],
        },
      ],
    },
  ],
};

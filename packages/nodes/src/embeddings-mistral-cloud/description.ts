import type { NodeTypeDescription } from '@weft/workflow';
import { vectorStoreHint } from '../embeddings-open-ai/index.js';

/** Embeddings Mistral Cloud 1 (n8n's `embeddingsMistralCloud`). */
export const embeddingsMistralCloudDescription: NodeTypeDescription = {
  displayName: 'Embeddings Mistral Cloud',
  name: '@n8n/n8n-nodes-langchain.embeddingsMistralCloud',
  icon: 'file:mistral.svg',
  credentials: [{ name: 'mistralCloudApi', required: true }],
  group: ['transform'],
  version: 1,
  description: 'Use Embeddings Mistral Cloud',
  defaults: { name: 'Embeddings Mistral Cloud' },
  codex: { categories: ['AI'], subcategories: { AI: ['Embeddings'] } },
  inputs: [],
  outputs: ['ai_embedding'],
  outputNames: ['Embeddings'],
  requestDefaults: { ignoreHttpStatusErrors: true, baseURL: 'https://api.mistral.ai/v1' },
  properties: [
    vectorStoreHint,
    {
      displayName: 'Model',
      name: 'model',
      type: 'options',
      description:
        'The model which will compute the embeddings. <a href="https://docs.mistral.ai/platform/endpoints/">Learn more</a>.',
      typeOptions: {
        loadOptions: {
          routing: {
            request: { method: 'GET', url: '/models' },
            output: {
              postReceive: [
                { type: 'rootProperty', properties: { property: 'data' } },
                { type: 'filter', properties: { pass: "={{ $responseItem.id.includes('embed') }}" } },
                {
                  type: 'setKeyValue',
                  properties: { name: '={{ $responseItem.id }}', value: '={{ $responseItem.id }}' },
                },
                { type: 'sort', properties: { key: 'name' } },
              ],
            },
          },
        },
      },
      routing: { send: { type: 'body', property: 'model' } },
      default: 'mistral-embed',
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
      ],
    },
  ],
};

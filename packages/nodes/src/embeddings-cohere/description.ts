import type { NodeTypeDescription } from '@weft/workflow';
import { vectorStoreHint } from '../embeddings-open-ai/index.js';

/** Embeddings Cohere 1 (n8n's `embeddingsCohere`). */
export const embeddingsCohereDescription: NodeTypeDescription = {
  displayName: 'Embeddings Cohere',
  name: '@n8n/n8n-nodes-langchain.embeddingsCohere',
  icon: 'file:cohere.svg',
  group: ['transform'],
  version: 1,
  description: 'Use Cohere Embeddings',
  defaults: { name: 'Embeddings Cohere' },
  requestDefaults: { ignoreHttpStatusErrors: true, baseURL: '={{ $credentials.host }}' },
  credentials: [{ name: 'cohereApi', required: true }],
  codex: { categories: ['AI'], subcategories: { AI: ['Embeddings'] } },
  inputs: [],
  outputs: ['ai_embedding'],
  outputNames: ['Embeddings'],
  properties: [
    vectorStoreHint,
    {
      displayName:
        'Each model is using different dimensional density for embeddings. Please make sure to use the same dimensionality for your vector store. The default model is using 768-dimensional embeddings.',
      name: 'notice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Model',
      name: 'modelName',
      type: 'options',
      description:
        'The model which will generate the embeddings. <a href="https://docs.cohere.com/docs/models">Learn more</a>.',
      default: 'embed-english-v2.0',
      options: [
        { name: 'Embed-English-Light-v2.0 (1024 Dimensions)', value: 'embed-english-light-v2.0' },
        { name: 'Embed-English-Light-v3.0 (384 Dimensions)', value: 'embed-english-light-v3.0' },
        { name: 'Embed-English-v2.0 (4096 Dimensions)', value: 'embed-english-v2.0' },
        { name: 'Embed-English-v3.0 (1024 Dimensions)', value: 'embed-english-v3.0' },
        { name: 'Embed-Multilingual-Light-v3.0 (384 Dimensions)', value: 'embed-multilingual-light-v3.0' },
        { name: 'Embed-Multilingual-v2.0 (768 Dimensions)', value: 'embed-multilingual-v2.0' },
        { name: 'Embed-Multilingual-v3.0 (1024 Dimensions)', value: 'embed-multilingual-v3.0' },
      ],
    },
  ],
};

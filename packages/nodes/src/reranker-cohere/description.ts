import type { NodeTypeDescription } from '@weft/workflow';

/** Reranker Cohere 1 (n8n's `rerankerCohere`). */
export const rerankerCohereDescription: NodeTypeDescription = {
  displayName: 'Reranker Cohere',
  name: '@n8n/n8n-nodes-langchain.rerankerCohere',
  icon: 'file:cohere.svg',
  group: ['transform'],
  version: 1,
  description:
    'Use Cohere Reranker to reorder documents after retrieval from a vector store by relevance to the given query.',
  defaults: { name: 'Reranker Cohere' },
  requestDefaults: { ignoreHttpStatusErrors: true, baseURL: '={{ $credentials.host }}' },
  credentials: [{ name: 'cohereApi', required: true }],
  codex: {
    categories: ['AI'],
    subcategories: { AI: ['Rerankers'] },
  },
  inputs: [],
  outputs: ['ai_reranker'],
  outputNames: ['Reranker'],
  properties: [
    {
      displayName: 'Model',
      name: 'modelName',
      type: 'options',
      description:
        'The model that should be used to rerank the documents. <a href="https://docs.cohere.com/docs/models">Learn more</a>.',
      default: 'rerank-v3.5',
      options: [
        { name: 'rerank-v3.5', value: 'rerank-v3.5' },
        { name: 'rerank-english-v3.0', value: 'rerank-english-v3.0' },
        { name: 'rerank-multilingual-v3.0', value: 'rerank-multilingual-v3.0' },
      ],
    },
    {
      displayName: 'Top N',
      name: 'topN',
      type: 'number',
      description: 'The maximum number of documents to return after reranking',
      default: 3,
    },
  ],
};

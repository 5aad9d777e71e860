/**
 * Embeddings Ollama (n8n's `embeddingsOllama` 1): LangChain's Ollama embeddings (`/api/embed`) on
 * the `ollamaApi` credential's base URL, its API key as a bearer token when set. As in n8n 1.123,
 * whose call recording does not recognise these embeddings, the calls are not runs of the node.
 */
import { NodeOperationError, type NodeType, type NodeTypeDescription, type SupplyDataContext } from '@weft/workflow';
import { vectorStoreHint } from '../embeddings-open-ai/index.js';

const description: NodeTypeDescription = {
  name: '@n8n/n8n-nodes-langchain.embeddingsOllama',
  displayName: 'Embeddings Ollama',
  icon: 'file:ollama.svg',
  group: ['transform'],
  version: 1,
  description: 'Use Ollama Embeddings',
  defaults: { name: 'Embeddings Ollama' },
  credentials: [{ name: 'ollamaApi', required: true }],
  requestDefaults: {
    ignoreHttpStatusErrors: true,
    baseURL: '={{ $credentials.baseUrl.replace(new RegExp("/$"), "") }}',
  },
  codex: { categories: ['AI'], subcategories: { AI: ['Embeddings'] } },
  inputs: [],
  outputs: ['ai_embedding'],
  outputNames: ['Embeddings'],
  properties: [
    vectorStoreHint,
    {
      displayName: 'Model',
      name: 'model',
      type: 'options',
      default: 'llama3.2',
      required: true,
      description:
        'The model which will generate the completion. To download models, visit <a href="https://ollama.ai/library">Ollama Models Library</a>.',
      typeOptions: {
        loadOptions: {
          routing: {
            request: { method: 'GET', url: '/api/tags' },
            output: {
              postReceive: [
                { type: 'rootProperty', properties: { property: 'models' } },
                {
                  type: 'setKeyValue',
                  properties: { name: '={{$responseItem.name}}', value: '={{$responseItem.name}}' },
                },
                { type: 'sort', properties: { key: 'name' } },
              ],
            },
          },
        },
      },
      routing: { send: { type: 'body', property: 'model' } },
    },
  ],
};

async function supplyData(ctx: SupplyDataContext, itemIndex: number) {
  const model = ctx.getNodeParameter('model', itemIndex) as string;
  const credentials = await ctx.getCredentials('ollamaApi');
  const baseUrl = String(credentials.baseUrl ?? 'http://127.0.0.1:11434');
  try {
    await ctx.helpers.assertHostAllowed(new URL(baseUrl).hostname);
  } catch (e) {
    throw new NodeOperationError(ctx.getNode(), e as Error);
  }
  const headers = credentials.apiKey ? { Authorization: `Bearer ${String(credentials.apiKey)}` } : undefined;
  const { OllamaEmbeddings } = await import('@langchain/ollama');
  const embeddings = new OllamaEmbeddings({ baseUrl, model, headers });
  return { response: embeddings };
}

/** Embeddings Ollama, version 1. */
export const embeddingsOllamaNode: NodeType[] = [{ description, supplyData }];

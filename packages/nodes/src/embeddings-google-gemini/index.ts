/**
 * Embeddings Google Gemini (n8n's `embeddingsGoogleGemini` 1): LangChain's Google Generative AI
 * embeddings (`batchEmbedContents`) with the `googlePalmApi` credential's key and host; each
 * embedding call is a run of the node.
 */
import { NodeOperationError, type NodeType, type NodeTypeDescription, type SupplyDataContext } from '@weft/workflow';
import { vectorStoreHint } from '../embeddings-open-ai/index.js';
import { logEmbeddings } from '../shared/ai/retrieval-logging.js';

const description: NodeTypeDescription = {
  name: '@n8n/n8n-nodes-langchain.embeddingsGoogleGemini',
  displayName: 'Embeddings Google Gemini',
  icon: 'file:google.svg',
  group: ['transform'],
  version: 1,
  description: 'Use Google Gemini Embeddings',
  defaults: { name: 'Embeddings Google Gemini' },
  requestDefaults: { ignoreHttpStatusErrors: true, baseURL: '={{ $credentials.host }}' },
  credentials: [{ name: 'googlePalmApi', required: true }],
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
      default: 'models/text-embedding-004',
      description:
        'The model which will generate the embeddings. <a href="https://developers.generativeai.google/api/rest/generativelanguage/models/list">Learn more</a>.',
      typeOptions: {
        loadOptions: {
          routing: {
            request: { method: 'GET', url: '/v1beta/models' },
            output: {
              postReceive: [
                { type: 'rootProperty', properties: { property: 'models' } },
                { type: 'filter', properties: { pass: "={{ $responseItem.name.includes('embedding') }}" } },
                {
                  type: 'setKeyValue',
                  properties: {
                    name: '={{$responseItem.name}}',
                    value: '={{$responseItem.name}}',
                    description: '={{$responseItem.description}}',
                  },
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
  const model = ctx.getNodeParameter('modelName', itemIndex, 'models/text-embedding-004') as string;
  const credentials = await ctx.getCredentials('googlePalmApi');
  const host = credentials.host ? String(credentials.host) : 'https://generativelanguage.googleapis.com';
  try {
    await ctx.helpers.assertHostAllowed(new URL(host).hostname);
  } catch (e) {
    throw new NodeOperationError(ctx.getNode(), e as Error);
  }
  const { GoogleGenerativeAIEmbeddings } = await import('@langchain/google-genai');
  const embeddings = new GoogleGenerativeAIEmbeddings({
    apiKey: String(credentials.apiKey ?? ''),
    baseUrl: credentials.host ? String(credentials.host) : undefined,
    model,
  });
  return { response: logEmbeddings(embeddings, ctx) };
}

/** Embeddings Google Gemini, version 1. */
export const embeddingsGoogleGeminiNode: NodeType[] = [{ description, supplyData }];

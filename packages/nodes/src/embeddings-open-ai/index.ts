/**
 * Embeddings OpenAI (n8n's `embeddingsOpenAi` 1–1.2): LangChain's OpenAI embeddings with the
 * `openAiApi` credential (its URL as base URL unless the node's `baseURL` option is set), the
 * node's options passed through; each embedding call is a run of the node.
 */
import { NodeOperationError, type NodeType, type SupplyDataContext } from '@weft/workflow';
import { logEmbeddings } from '../shared/ai/retrieval-logging.js';
import { embeddingsOpenAiDescription } from './description.js';

export { vectorStoreHint } from './description.js';

async function supplyData(ctx: SupplyDataContext, itemIndex: number) {
  const credentials = await ctx.getCredentials('openAiApi');
  const options = { ...((ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, unknown>) };
  if (options.timeout === -1) options.timeout = undefined;
  const configuration: { baseURL?: string } = {};
  if (options.baseURL) configuration.baseURL = String(options.baseURL);
  else if (credentials.url) configuration.baseURL = String(credentials.url);
  const baseURL = configuration.baseURL ?? 'https://api.openai.com/v1';
  try {
    await ctx.helpers.assertHostAllowed(new URL(baseURL).hostname);
  } catch (e) {
    throw new NodeOperationError(ctx.getNode(), e as Error);
  }
  const { OpenAIEmbeddings } = await import('@langchain/openai');
  const embeddings = new OpenAIEmbeddings({
    model: ctx.getNodeParameter('model', itemIndex, 'text-embedding-3-small') as string,
    apiKey: String(credentials.apiKey ?? ''),
    ...options,
    configuration,
  });
  return { response: logEmbeddings(embeddings, ctx) };
}

/** Embeddings OpenAI, versions 1, 1.1 and 1.2. */
export const embeddingsOpenAiNode: NodeType[] = [{ description: embeddingsOpenAiDescription, supplyData }];

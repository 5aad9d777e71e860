/**
 * Embeddings Cohere (n8n's `embeddingsCohere` 1): LangChain's `CohereEmbeddings` over Weft's HTTP
 * client. Documents go to Cohere's `/v1/embed` in batches of 48 (two at a time) as
 * `search_document`, a query as `search_query`, both asking `embedding_types: ["float"]`; failures
 * are retried as LangChain's caller retries them (not 400–409). The `cohereApi` credential is the
 * reranker's. As in n8n 1.123 (whose call recording does not recognise LangChain's Cohere classes,
 * built on its other LangChain core), the calls are not runs of the node.
 */
import type { NodeType, SupplyDataContext } from '@weft/workflow';
import { cohereCall } from '../reranker-cohere/index.js';
import { embeddingsCohereDescription } from './description.js';

type EmbedResponse = { embeddings: number[][] | { float?: number[][] } };

/** The float vectors of an embed answer (by type, or a plain list). */
function floats(response: EmbedResponse): number[][] | undefined {
  const { embeddings } = response;
  if (Array.isArray(embeddings)) return embeddings;
  return embeddings && 'float' in embeddings ? embeddings.float : undefined;
}

/** A LangChain `Embeddings` for Cohere's `/v1/embed`. */
async function cohereEmbeddings(ctx: Pick<SupplyDataContext, 'helpers'>, apiKey: string, model: string) {
  const { Embeddings } = await import('@langchain/core/embeddings');
  const { chunkArray } = await import('@langchain/core/utils/chunk_array');
  class CohereEmbeddings extends Embeddings {
    readonly model = model;
    readonly batchSize = 48;
    readonly embeddingTypes = ['float'];

    constructor() {
      super({ maxConcurrency: 2 });
    }

    private call(texts: string[], inputType: string): Promise<EmbedResponse> {
      return this.caller.call(
        () =>
          cohereCall(ctx, apiKey, 'embed', {
            texts,
            model: this.model,
            input_type: inputType,
            embedding_types: this.embeddingTypes,
          }) as Promise<EmbedResponse>,
      );
    }

    async embedDocuments(texts: string[]): Promise<number[][]> {
      const batches = chunkArray(texts, this.batchSize);
      const responses = await Promise.all(batches.map((batch) => this.call(batch, 'search_document')));
      const out: number[][] = [];
      responses.forEach((response, i) => {
        const vectors = floats(response);
        for (let j = 0; j < batches[i]!.length; j += 1) if (vectors) out.push(vectors[j]!);
      });
      return out;
    }

    async embedQuery(text: string): Promise<number[]> {
      const response = await this.call([text], 'search_query');
      const vectors = floats(response);
      if (vectors) return vectors[0]!;
      throw new Error(`Invalid response from Cohere API. Received: ${JSON.stringify(response.embeddings, null, 2)}`);
    }
  }
  return new CohereEmbeddings();
}

async function supplyData(ctx: SupplyDataContext, itemIndex: number) {
  const model = ctx.getNodeParameter('modelName', itemIndex, 'embed-english-v2.0') as string;
  const credentials = await ctx.getCredentials('cohereApi');
  return { response: await cohereEmbeddings(ctx, String(credentials.apiKey ?? ''), model) };
}

/** Embeddings Cohere, version 1. */
export const embeddingsCohereNode: NodeType[] = [{ description: embeddingsCohereDescription, supplyData }];

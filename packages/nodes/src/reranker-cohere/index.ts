/**
 * Reranker Cohere (n8n's `rerankerCohere` 1): a document compressor as LangChain's `CohereRerank`
 * is one. `compressDocuments(documents, query)` sends the documents' texts to Cohere's
 * `/v1/rerank` with the model and Top N, and answers the documents Cohere ranks, best first, each
 * with its `relevanceScore` written into its metadata. Vector stores call it in load, retrieve and
 * tool modes when `useReranker` is on; the Vector Store Retriever makes it the compressor of a
 * contextual-compression retriever. As in n8n 1.123 (whose call recording does not recognise
 * LangChain's Cohere classes, built on its other LangChain core), the calls are not runs of the node.
 */
import type { NodeType, SupplyDataContext } from '@weft/workflow';
import type { DocumentLike } from '../shared/ai/retrieval-logging.js';
import { cohereCall } from './cohere-client.js';
import { rerankerCohereDescription } from './description.js';

export { cohereApiCredential } from './credentials.js';
export { cohereCall, CohereError, cohereOrigin } from './cohere-client.js';

/** LangChain's `CohereRerank`, over Weft's HTTP client. */
export class CohereReranker {
  constructor(
    private readonly ctx: Pick<SupplyDataContext, 'helpers'>,
    private readonly apiKey: string,
    readonly model: string,
    readonly topN: number,
  ) {}

  /** The documents Cohere ranks highest (at most Top N), their scores as `metadata.relevanceScore`. */
  async compressDocuments(documents: DocumentLike[], query: string): Promise<DocumentLike[]> {
    if (documents == null || documents.length === 0) return [];
    const { results } = (await cohereCall(this.ctx, this.apiKey, 'rerank', {
      model: this.model,
      query,
      documents: documents.map((doc) => doc.pageContent),
      top_n: this.topN,
    })) as { results: Array<{ index: number; relevance_score: number }> };
    return results.map(({ index, relevance_score }) => {
      const doc = documents[index]!;
      doc.metadata = doc.metadata ?? {};
      doc.metadata.relevanceScore = relevance_score;
      return doc;
    });
  }

  /** `[{index, relevanceScore}]`, best first (LangChain's `rerank`). */
  async rerank(
    documents: Array<DocumentLike | string>,
    query: string,
    options: { model?: string; topN?: number } = {},
  ): Promise<Array<{ index: number; relevanceScore: number }>> {
    const { results } = (await cohereCall(this.ctx, this.apiKey, 'rerank', {
      model: options.model ?? this.model,
      query,
      documents: documents.map((doc) => (typeof doc === 'string' ? doc : doc.pageContent)),
      top_n: options.topN ?? this.topN,
    })) as { results: Array<{ index: number; relevance_score: number }> };
    return results.map((r) => ({ index: r.index, relevanceScore: r.relevance_score }));
  }
}

async function supplyData(ctx: SupplyDataContext, itemIndex: number) {
  const model = ctx.getNodeParameter('modelName', itemIndex, 'rerank-v3.5') as string;
  const topN = ctx.getNodeParameter('topN', itemIndex, 3) as number;
  const credentials = await ctx.getCredentials('cohereApi');
  return { response: new CohereReranker(ctx, String(credentials.apiKey ?? ''), model, topN) };
}

/** Reranker Cohere, version 1. */
export const rerankerCohereNode: NodeType[] = [{ description: rerankerCohereDescription, supplyData }];

/**
 * Embeddings Mistral Cloud (n8n's `embeddingsMistralCloud` 1): LangChain's `MistralAIEmbeddings`
 * (the Mistral SDK's `POST https://api.mistral.ai/v1/embeddings`, batches of Batch Size, new lines
 * stripped unless turned off) with the Mistral Cloud Chat Model's `mistralCloudApi`
 * credential. The SDK's requests go through the engine's guarded `fetch` when the host has one.
 * `WEFT_MISTRAL_API_URL` replaces the origin for a test fake; nothing else sets it. As in n8n 1.123
 * (whose call recording does not recognise LangChain's Mistral classes, built on its other
 * LangChain core), the calls are not runs of the node.
 */
import type { NodeType, SupplyDataContext } from '@weft/workflow';
import { embeddingsMistralCloudDescription } from './description.js';

/** The origin of Mistral's API (`WEFT_MISTRAL_API_URL` for a test fake). */
export function mistralOrigin(): string {
  return (process.env.WEFT_MISTRAL_API_URL?.trim() || 'https://api.mistral.ai').replace(/\/+$/, '');
}

/**
 * An HTTP client for the Mistral SDK (it only calls `request`) whose requests go through the
 * engine's guarded fetch, or undefined (the SDK's own fetch) where the host sets no guard.
 */
export function mistralHttpClient(ctx: Pick<SupplyDataContext, 'helpers'>): unknown {
  const fetch = ctx.helpers.fetch;
  if (!fetch) return undefined;
  return {
    async request(req: Request) {
      const body = req.body ? new Uint8Array(await req.arrayBuffer()) : undefined;
      return fetch(req.url, {
        method: req.method,
        headers: Object.fromEntries(req.headers.entries()),
        body,
        signal: req.signal,
      });
    },
  };
}

async function supplyData(ctx: SupplyDataContext, itemIndex: number) {
  const credentials = await ctx.getCredentials('mistralCloudApi');
  const model = ctx.getNodeParameter('model', itemIndex) as string;
  const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, unknown>;
  const serverURL = mistralOrigin();
  await ctx.helpers.assertHostAllowed(new URL(serverURL).hostname);
  const httpClient = mistralHttpClient(ctx);
  const { MistralAIEmbeddings } = await import('@langchain/mistralai');
  const embeddings = new MistralAIEmbeddings({
    apiKey: String(credentials.apiKey ?? ''),
    model,
    ...options,
    serverURL,
    ...(httpClient ? { httpClient: httpClient as never } : {}),
  });
  return { response: embeddings };
}

/** Embeddings Mistral Cloud, version 1. */
export const embeddingsMistralCloudNode: NodeType[] = [{ description: embeddingsMistralCloudDescription, supplyData }];

/**
 * Perplexity's "Message a Model": one `POST /chat/completions` per item with the model, the messages
 * and the options under Perplexity's names, the answer's body as the item (or, with Simplify Output,
 * `{id, created, citations, message}`). Failures are n8n's (see errors.ts); with continue-on-fail the
 * item is `{error: <message>}` (the error attached), as n8n's declarative nodes give. Tests point the origin at a loopback
 * fake with `WEFT_PERPLEXITY_API_URL`; nothing else sets it.
 */
import { NodeApiError, NodeOperationError, type ExecuteContext, type Item, type JsonObject } from '@weft/workflow';
import { perplexityError } from './errors.js';
import { requestSettings } from './request-options.js';

/** Perplexity's origin: the test override, else Perplexity's. */
export function perplexityOrigin(): string {
  return (process.env.WEFT_PERPLEXITY_API_URL?.trim() || 'https://api.perplexity.ai').replace(/\/+$/, '');
}

/** Options collection names → Perplexity's body fields, in the description's order. */
const OPTION_FIELDS: ReadonlyArray<[string, string]> = [
  ['frequencyPenalty', 'frequency_penalty'],
  ['maxTokens', 'max_tokens'],
  ['temperature', 'temperature'],
  ['topK', 'top_k'],
  ['topP', 'top_p'],
  ['presencePenalty', 'presence_penalty'],
  ['returnImages', 'return_images'],
  ['returnRelatedQuestions', 'return_related_questions'],
  ['searchDomainFilter', 'search_domain_filter'],
  ['searchRecency', 'search_recency'],
];

/** The request body of item `i`. */
function requestBody(ctx: ExecuteContext, i: number): JsonObject {
  const body: JsonObject = { model: ctx.getNodeParameter('model', i) as string };
  const messages = ctx.getNodeParameter('messages', i, {}) as { message?: JsonObject[] };
  body.messages = messages.message ?? undefined;
  const options = ctx.getNodeParameter('options', i, {}) as Record<string, unknown>;
  for (const [name, field] of OPTION_FIELDS) {
    if (options[name] === undefined) continue;
    body[field] =
      name === 'searchDomainFilter'
        ? String(options[name])
            .split(',')
            .map((d) => d.trim())
        : options[name];
  }
  return body;
}

/** Runs the node over its items. */
export async function executePerplexity(ctx: ExecuteContext): Promise<Item[][]> {
  const items = ctx.getInputData();
  const credentials = await ctx.getCredentials('perplexityApi');
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const settings = requestSettings(ctx.getNodeParameter('requestOptions', i, {}));
    // Batching as n8n's: a pause after each full batch of items.
    if (i > 0 && settings.batchSize > 0 && settings.batchInterval > 0 && i % settings.batchSize === 0)
      await new Promise((r) => setTimeout(r, settings.batchInterval));
    try {
      const response = await ctx.helpers.httpRequest({
        url: `${perplexityOrigin()}/chat/completions`,
        method: 'POST',
        json: true,
        body: requestBody(ctx, i),
        responseType: 'json',
        headers: { Authorization: `Bearer ${String(credentials.apiKey ?? '')}` },
        ignoreHttpStatusErrors: true,
        timeout: settings.timeout,
        ...(settings.proxy ? { proxy: settings.proxy } : {}),
        ...(settings.ignoreSslIssues ? { ignoreSslIssues: true } : {}),
      });
      const error = perplexityError(ctx.getNode(), response);
      if (error) throw error;
      const body = (response.body ?? {}) as JsonObject & { choices?: Array<{ message?: { content?: unknown } }> };
      const json: JsonObject = ctx.getNodeParameter('simplify', i, false)
        ? {
            id: body.id,
            created: body.created,
            citations: body.citations,
            message: body.choices?.[0]?.message?.content,
          }
        : body;
      out.push({ json, pairedItem: { item: i } });
    } catch (e) {
      const error =
        e instanceof NodeApiError || e instanceof NodeOperationError
          ? e
          : new NodeOperationError(ctx.getNode(), e as Error, { itemIndex: i });
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: error.message }, error, pairedItem: { item: i } });
    }
  }
  return [out];
}

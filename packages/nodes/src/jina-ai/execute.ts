/**
 * Jina AI 1 (n8n's `jinaAi`, declarative in n8n; Weft sends the same requests):
 * - Read: `GET https://r.jina.ai/<url>` with the options as `X-Return-Format`, `X-Target-Selector`,
 *   `X-Remove-Selector`, `X-With-Generated-Alt` and `X-Wait-For-Selector` headers;
 * - Search: `GET https://s.jina.ai/?q=<query>&page=<n>` with `X-Return-Format` and `X-Site`;
 * - Deep Research: `POST https://deepsearch.jina.ai/v1/chat/completions` with the query as the user
 *   message and the options as `max_returned_urls`, `boost_hostnames`, `bad_hostnames` and
 *   `only_hostnames` (comma-separated lists split);
 * all with `Accept: application/json` and the key as a Bearer token. Simplify keeps the answer's
 * `data` (Reader; a list gives one item per entry) or `{content, annotations, usage}` of the first
 * choice (Deep Research). Failures are n8n's node API errors; with continue-on-fail an item is
 * `{error: <message>}`. Request Options (batching, proxy, SSL, timeout) apply as for n8n's
 * declarative nodes. `WEFT_JINA_READER_URL`, `WEFT_JINA_SEARCH_URL` and `WEFT_JINA_DEEPSEARCH_URL`
 * replace the three origins for a test fake; nothing else sets them.
 */
import {
  httpNetworkError,
  httpStatusError,
  NodeApiError,
  NodeOperationError,
  type ExecuteContext,
  type HttpRequestOptions,
  type Item,
  type JsonObject,
} from '@weft/workflow';
import { requestSettings } from '../perplexity/request-options.js';

const origin = (variable: string, fallback: string) => (process.env[variable]?.trim() || fallback).replace(/\/+$/, '');

type Options = Record<string, unknown>;

/** Header values as n8n's routing sends them: unset options are left out. */
function headers(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== null) out[name] = String(value);
  return out;
}

/** A comma-separated list as n8n's expression splits it (undefined when the option is unset). */
const list = (value: unknown) => (value === undefined ? undefined : String(value).split(/,\s*/));

/** The request of item `i`. */
function request(ctx: ExecuteContext, i: number, resource: string, operation: string): HttpRequestOptions {
  const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as Options;
  if (resource === 'reader' && operation === 'read') {
    const url = ctx.getNodeParameter('url', i) as string;
    return {
      method: 'GET',
      url: `${origin('WEFT_JINA_READER_URL', 'https://r.jina.ai')}/${url}`,
      headers: headers({
        'X-Return-Format': options.outputFormat,
        'X-Target-Selector': options.targetSelector,
        'X-Remove-Selector': options.excludeSelector,
        'X-With-Generated-Alt': options.enableImageCaptioning,
        'X-Wait-For-Selector': options.waitForSelector,
      }),
    };
  }
  if (resource === 'reader' && operation === 'search') {
    const qs: Record<string, unknown> = { q: ctx.getNodeParameter('searchQuery', i) as string };
    if (options.pageNumber !== undefined) qs.page = options.pageNumber;
    return {
      method: 'GET',
      url: `${origin('WEFT_JINA_SEARCH_URL', 'https://s.jina.ai')}/`,
      qs,
      headers: headers({ 'X-Return-Format': options.outputFormat, 'X-Site': options.siteFilter }),
    };
  }
  if (resource === 'research' && operation === 'deepResearch') {
    const body: JsonObject = {
      messages: [{ role: 'user', content: ctx.getNodeParameter('researchQuery', i) as string }],
    };
    const fields: Array<[string, unknown]> = [
      ['max_returned_urls', options.maxReturnedSources],
      ['boost_hostnames', list(options.prioritizeSources)],
      ['bad_hostnames', list(options.excludeSources)],
      ['only_hostnames', list(options.siteFilter)],
    ];
    for (const [name, value] of fields) if (value !== undefined) body[name] = value;
    return {
      method: 'POST',
      url: `${origin('WEFT_JINA_DEEPSEARCH_URL', 'https://deepsearch.jina.ai')}/v1/chat/completions`,
      body,
    };
  }
  throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known`, { itemIndex: i });
}

/** The items of an answer, simplified when asked. */
function output(ctx: ExecuteContext, i: number, resource: string, body: unknown): JsonObject[] {
  const simplify = ctx.getNodeParameter('simplify', i, true) as boolean;
  let value: unknown = body;
  if (simplify && resource === 'reader') value = (body as JsonObject | undefined)?.data;
  else if (simplify) {
    const answer = body as { choices?: Array<{ message?: JsonObject }>; usage?: unknown };
    const message = answer.choices?.[0]?.message ?? {};
    value = { content: message.content, annotations: message.annotations, usage: answer.usage };
  }
  if (Array.isArray(value)) return value.map((v) => (v && typeof v === 'object' ? v : { data: v }) as JsonObject);
  return [(value && typeof value === 'object' ? value : {}) as JsonObject];
}

/** Runs the node over its items. */
export async function executeJinaAi(ctx: ExecuteContext): Promise<Item[][]> {
  const items = ctx.getInputData();
  const credentials = await ctx.getCredentials('jinaAiApi');
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const settings = requestSettings(ctx.getNodeParameter('requestOptions', i, {}));
    if (i > 0 && settings.batchSize > 0 && settings.batchInterval > 0 && i % settings.batchSize === 0)
      await new Promise((r) => setTimeout(r, settings.batchInterval));
    try {
      const resource = ctx.getNodeParameter('resource', i) as string;
      const operation = ctx.getNodeParameter('operation', i) as string;
      const req = request(ctx, i, resource, operation);
      let response;
      try {
        response = await ctx.helpers.httpRequest({
          ...req,
          headers: {
            Accept: 'application/json',
            ...req.headers,
            Authorization: `Bearer ${String(credentials.apiKey ?? '')}`,
          },
          json: true,
          ignoreHttpStatusErrors: true,
          timeout: settings.timeout,
          ...(settings.proxy ? { proxy: settings.proxy } : {}),
          ...(settings.ignoreSslIssues ? { ignoreSslIssues: true } : {}),
        });
      } catch (e) {
        throw httpNetworkError(ctx.getNode(), e, i);
      }
      if (response.statusCode < 200 || response.statusCode >= 300)
        throw httpStatusError(ctx.getNode(), response.statusCode, response.body, i);
      for (const json of output(ctx, i, resource, response.body)) out.push({ json, pairedItem: { item: i } });
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

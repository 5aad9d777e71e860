/** Runs the GraphQL node (versions 1 and 1.1): one request per item, answers and errors as n8n gives them. */
import {
  httpNetworkError,
  NodeApiError,
  WeftError,
  type ExecuteContext,
  type HttpRequestOptions,
  type HttpResponse,
  type Item,
  type NodeOutput,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { digestAuthorization } from './digest.js';
import { buildGraphqlRequest, readAuth, type GraphqlRequest } from './request.js';

function headerOf(headers: HttpResponse['headers'], name: string): string {
  const v = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(v) ? v.join(', ') : (v ?? '');
}

/** RFC 3986 percent-encoding (spaces as %20), as n8n's query strings are written. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The URL with the request's query parameters in it, encoded as n8n encodes them (so a Digest
 * answer also covers exactly what is sent).
 */
function withQuery(request: HttpRequestOptions): HttpRequestOptions {
  if (!request.qs) return request;
  const pairs = Object.entries(request.qs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))}`);
  const { qs: _qs, ...rest } = request;
  if (pairs.length === 0) return rest;
  const hash = request.url.indexOf('#');
  const base = hash >= 0 ? request.url.slice(0, hash) : request.url;
  return { ...rest, url: `${base}${base.includes('?') ? '&' : '?'}${pairs.join('&')}` };
}

/** Sends the request; with Digest credentials a 401 challenge carrying a nonce is answered once. */
async function send(ctx: ExecuteContext, prepared: GraphqlRequest): Promise<HttpResponse> {
  const request = withQuery(prepared.request);
  if (!prepared.digest) return ctx.helpers.httpRequest(request);
  const first = await ctx.helpers.httpRequest(request);
  const challenge = headerOf(first.headers, 'www-authenticate');
  if (first.statusCode !== 401 || !challenge.includes('nonce')) return first;
  const authorization = digestAuthorization(
    challenge,
    request.method ?? 'POST',
    request.url,
    prepared.digest.user,
    prepared.digest.password,
  );
  if (!authorization) return first;
  const headers = { ...request.headers };
  delete headers.Authorization;
  return ctx.helpers.httpRequest({ ...request, headers: { ...headers, authorization } });
}

/** The body as n8n's request helper gives it: JSON parsed when the request was JSON, text otherwise; empty is undefined. */
function decode(prepared: GraphqlRequest, response: HttpResponse): unknown {
  const text =
    typeof response.body === 'string'
      ? response.body
      : response.body instanceof Uint8Array
        ? new TextDecoder().decode(response.body)
        : JSON.stringify(response.body);
  if (text === '') return undefined;
  if (prepared.requestFormat !== 'json') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The `errors` of a GraphQL answer (also in an answer kept as text), or undefined. */
function errorsOf(response: unknown): unknown[] | undefined {
  let value = response;
  if (typeof value === 'string' && value.startsWith('{"errors":')) {
    try {
      const parsed = JSON.parse(value) as { errors?: unknown };
      if (Array.isArray(parsed.errors)) value = parsed;
    } catch {
      /* not JSON after all */
    }
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const errors = (value as { errors?: unknown }).errors;
  if (!errors) return undefined;
  return Array.isArray(errors) ? errors : [errors];
}

/** Executes GraphQL 1 and 1.1. */
export async function executeGraphql(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const items = ctx.getInputData();
  const auth = await readAuth(ctx);
  const responseFormat = String(ctx.getNodeParameter('responseFormat', 0, 'json') ?? 'json');
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const prepared = buildGraphqlRequest(ctx, i, auth);
      let response = decode(prepared, await send(ctx, prepared));
      if (responseFormat === 'string') {
        out.push({
          json: { [String(ctx.getNodeParameter('dataPropertyName', 0, 'data'))]: response },
          pairedItem: { item: i },
        });
      } else {
        if (typeof response === 'string') {
          try {
            response = JSON.parse(response) as unknown;
          } catch {
            throw new NodeOperationError(
              node,
              'Response body is not valid JSON. Change "Response Format" to "String"',
              { itemIndex: i },
            );
          }
        }
        out.push(
          ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(response ?? {}), {
            itemData: { item: i },
          }),
        );
      }
      const errors = errorsOf(response);
      if (errors) {
        const message =
          errors
            .map((e) => {
              const m = (e as { message?: unknown } | null)?.message;
              return m === undefined || m === null ? '' : String(m);
            })
            .join(', ') || 'Unexpected error';
        throw new NodeApiError(node, { message, body: errors }, { itemIndex: i });
      }
    } catch (error) {
      if (!ctx.continueOnFail()) {
        if (error instanceof WeftError) throw error;
        throw httpNetworkError(node, error, i);
      }
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}

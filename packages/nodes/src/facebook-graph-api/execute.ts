/**
 * Facebook Graph API 1: one call per item to `https://<host>/<version>/<node>/<edge>` (the
 * version and edge only when set), signed with the credential's token as `access_token`; GET's
 * fields as a comma-separated `fields`, query parameters from the list and then from JSON (the
 * JSON wins); with "Send Binary File", the item's binary field as a multipart part named `file`
 * or as `<part>:<field>` names it. Each answer is one item. As in n8n, an answer that is not JSON
 * fails ("Response body is not valid JSON."), and with Continue On Fail a refused call becomes
 * `{ statusCode, ...Graph's error, headers }` and a text answer `{ message }`. 429 and 502–504
 * answers are retried a few times. Tests point both hosts at a loopback fake with
 * `WEFT_FACEBOOK_GRAPH_URL` (it replaces the origin) and shorten the waits with
 * `WEFT_FACEBOOK_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpNetworkError,
  httpStatusError,
  NodeOperationError,
  type ExecuteContext,
  type HttpRequestOptions,
  type HttpResponse,
  type Item,
  type NodeOutput,
} from '@weft/workflow';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';

type Json = Record<string, any>;

/** The URL of a call: `WEFT_FACEBOOK_GRAPH_URL` (tests) in place of the Graph host. */
export function graphUrl(url: string): string {
  const override = process.env.WEFT_FACEBOOK_GRAPH_URL?.trim();
  if (!override) return url;
  const parsed = new URL(url);
  return `${override.replace(/\/+$/, '')}${parsed.pathname}${parsed.search}`;
}

const MAX_RETRIES = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_FACEBOOK_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  if (response.statusCode === 429) {
    const raw = response.headers['retry-after'];
    const seconds = Number(Array.isArray(raw) ? raw[0] : raw);
    if (raw !== undefined && Number.isFinite(seconds) && seconds > 60) return undefined;
    return base ?? (raw !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds : 1) * 1000;
  }
  if ([502, 503, 504].includes(response.statusCode)) return (base ?? 500) * 2 ** attempt;
  return undefined;
}

/** The query: the token, fields (GET), the listed parameters, then the JSON ones. */
function query(token: unknown, options: Json): Json {
  const qs: Json = { access_token: token };
  const fields = options.fields?.field as Array<{ name?: unknown }> | undefined;
  if (fields !== undefined) qs.fields = fields.map((f) => f.name).join(',');
  for (const p of (options.queryParameters?.parameter as Array<{ name: string; value: unknown }> | undefined) ?? [])
    qs[p.name] = p.value;
  if (!options.queryParametersJson) return qs;
  let extra: Json = {};
  try {
    const parsed: unknown =
      typeof options.queryParametersJson === 'string'
        ? JSON.parse(options.queryParametersJson)
        : options.queryParametersJson;
    if (parsed && typeof parsed === 'object') extra = parsed;
  } catch {
    extra = {};
  }
  return { ...qs, ...extra };
}

/** The multipart body of "Send Binary File". */
async function fileBody(ctx: ExecuteContext, i: number): Promise<FormData> {
  const full = String(ctx.getNodeParameter('binaryPropertyName', i, ''));
  let part = 'file';
  let field = full;
  if (full.includes(':')) [part, field] = full.split(':') as [string, string];
  const binary = requireBinary(ctx, i, field);
  const bytes = await ctx.helpers.getBinaryDataBuffer(i, field);
  const form = new FormData();
  form.append(
    part,
    new Blob([new Uint8Array(bytes)], { type: String(binary.mimeType ?? 'application/octet-stream') }),
    String(binary.fileName ?? 'file'),
  );
  return form;
}

async function send(ctx: ExecuteContext, options: HttpRequestOptions): Promise<HttpResponse> {
  for (let attempt = 0; ; attempt++) {
    const response = await ctx.helpers.httpRequest(options);
    const wait = response.statusCode >= 300 && attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait === undefined) return response;
    await sleep(wait);
  }
}

/** Runs Facebook Graph API 1 over its input items. */
export async function executeFacebookGraphApi(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const credentials = await ctx.getCredentials('facebookGraphApi');
    const host = String(ctx.getNodeParameter('hostUrl', i, 'graph.facebook.com'));
    const method = String(ctx.getNodeParameter('httpRequestMethod', i, 'GET')) as HttpRequestOptions['method'];
    const version = String(ctx.getNodeParameter('graphApiVersion', i, '') ?? '');
    const node = String(ctx.getNodeParameter('node', i, ''));
    const edge = ctx.getNodeParameter('edge', i, '');
    const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as Json;
    let url = `https://${host}/${version !== '' ? `${version}/` : ''}${node}`;
    if (edge) url = `${url}/${String(edge)}`;
    const request: HttpRequestOptions = {
      url: graphUrl(url),
      method,
      headers: { accept: 'application/json,text/*;q=0.99' },
      qs: query(credentials.accessToken, options),
      responseType: 'text',
      ignoreHttpStatusErrors: true,
      ignoreSslIssues: Boolean(ctx.getNodeParameter('allowUnauthorizedCerts', i, false)),
    };
    if (ctx.getNodeParameter('sendBinaryData', i, false)) request.body = await fileBody(ctx, i);
    let response: HttpResponse;
    try {
      response = await send(ctx, request);
    } catch (error) {
      if (!ctx.continueOnFail()) throw httpNetworkError(ctx.getNode(), error, i);
      out.push({ json: { message: (error as Error).message } });
      continue;
    }
    const text =
      typeof response.body === 'string' ? response.body : Buffer.from(response.body as Uint8Array).toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    if (response.statusCode >= 300) {
      if (!ctx.continueOnFail()) throw httpStatusError(ctx.getNode(), response.statusCode, body, i);
      const graphError = (body && typeof body === 'object' ? (body as Json).error : undefined) ?? {};
      out.push({ json: { statusCode: response.statusCode, ...graphError, headers: response.headers } });
      continue;
    }
    if (typeof body === 'string') {
      if (!ctx.continueOnFail())
        throw new NodeOperationError(ctx.getNode(), 'Response body is not valid JSON.', { itemIndex: i });
      out.push({ json: { message: body } });
      continue;
    }
    out.push({ json: body as Json });
  }
  return [out];
}

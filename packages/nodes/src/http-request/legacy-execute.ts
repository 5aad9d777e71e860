import {
  continueOnFailError,
  httpNetworkError,
  httpStatusError,
  NodeOperationError,
  type ExecuteContext,
  type HttpResponse,
  type Item,
  type NodeOutput,
} from '@weft/workflow';
import { buildLegacyRequest, legacyCredentialType, type LegacyPrepared } from './legacy-request.js';
import { sendPrepared } from './build-request.js';
import { bytesToText, fileNameFor, header } from './response.js';

type Outcome = { ok: true; response: HttpResponse } | { ok: false; error: Error; errorJson: unknown };

/**
 * The body as the request library of versions 1 and 2 gives it: bytes for files, text for raw
 * bodies, otherwise text parsed as JSON when it is JSON (and left as text when not); an empty
 * body is `undefined`.
 */
function decode(prepared: LegacyPrepared, r: HttpResponse): unknown {
  if (prepared.responseFormat === 'file') return r.body;
  const text = bytesToText(r.body, header(r.headers, 'content-type'));
  if (text === '') return undefined;
  if (prepared.raw) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(ctx: ExecuteContext, prepared: LegacyPrepared, itemIndex: number): Promise<Outcome> {
  let r: HttpResponse;
  try {
    r = await sendPrepared(ctx, prepared, prepared.request, itemIndex);
  } catch (error) {
    return {
      ok: false,
      error: httpNetworkError(ctx.getNode(), error, itemIndex),
      errorJson: continueOnFailError(undefined, undefined, error),
    };
  }
  if (!prepared.options.ignoreResponseCode && (r.statusCode < 200 || r.statusCode >= 300)) {
    const text = bytesToText(r.body, header(r.headers, 'content-type'));
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* keep the text */
    }
    return {
      ok: false,
      error: httpStatusError(ctx.getNode(), r.statusCode, body, itemIndex),
      errorJson: continueOnFailError(r.statusCode, body),
    };
  }
  return { ok: true, response: r };
}

function parseJson(ctx: ExecuteContext, value: unknown, itemIndex: number): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new NodeOperationError(
      ctx.getNode(),
      'Response body is not valid JSON. Change "Response Format" to "String"',
      { itemIndex },
    );
  }
}

/** An item's json as versions 1 and 2 leave it: `null` becomes `{}`, anything else stays as the body was. */
function asJson(value: unknown): Item['json'] {
  return (value === null ? {} : value) as Item['json'];
}

async function toItems(
  ctx: ExecuteContext,
  prepared: LegacyPrepared,
  r: HttpResponse,
  itemIndex: number,
  input: Item,
  dataPropertyName: string,
): Promise<Item[]> {
  const pairedItem = { item: itemIndex };
  const full = !!prepared.options.fullResponse;
  const meta = { headers: { ...r.headers }, statusCode: r.statusCode, statusMessage: r.statusMessage };
  const body = decode(prepared, r);
  if (prepared.responseFormat === 'file') {
    const bytes = body instanceof Uint8Array ? body : new TextEncoder().encode(bytesToText(body));
    const mimeType = header(r.headers, 'content-type').split(';')[0]?.trim() || undefined;
    const binary = await ctx.helpers.prepareBinaryData(bytes, fileNameFor(r.headers, prepared.request.url), mimeType);
    return [
      { json: full ? meta : input.json, binary: { ...(input.binary ?? {}), [dataPropertyName]: binary }, pairedItem },
    ];
  }
  if (prepared.responseFormat === 'string') {
    return [{ json: full ? { [dataPropertyName]: body, ...meta } : { [dataPropertyName]: body }, pairedItem }];
  }
  if (full) return [{ json: { body: parseJson(ctx, body, itemIndex), ...meta }, pairedItem }];
  const parsed = parseJson(ctx, body, itemIndex);
  if (prepared.options.splitIntoItems && Array.isArray(parsed))
    return parsed.map((value) => ({ json: asJson(value), pairedItem }));
  return [{ json: asJson(parsed), pairedItem }];
}

/**
 * Runs the legacy HTTP Request node, versions 1 and 2 (n8n's HttpRequestV1/V2): one request per
 * input item, sent concurrently; the answer is read as JSON, a string property or a file.
 */
export async function executeLegacyHttpRequest(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const version = ctx.getNode().typeVersion ?? 1;
  const credentialType = legacyCredentialType(ctx, version);
  const tasks: Array<Promise<Outcome>> = [];
  const prepared: LegacyPrepared[] = [];
  try {
    for (let i = 0; i < items.length; i++) {
      const p = await buildLegacyRequest(ctx, i, items[i]!, credentialType);
      const { batchSize, batchInterval } = p.options;
      // Both options must be set (as in n8n): a batch size of 0 counts as 1, -1 turns batching off.
      if (i > 0 && batchSize !== undefined && Number(batchSize) >= 0 && Number(batchInterval ?? 0) > 0) {
        const size = Number(batchSize) > 0 ? Number(batchSize) : 1;
        if (i % size === 0) await ctx.sleep(Number(batchInterval));
      }
      prepared.push(p);
      tasks.push(send(ctx, p, i));
    }
  } catch (error) {
    await Promise.allSettled(tasks);
    throw error;
  }
  const outcomes = await Promise.all(tasks);
  const dataPropertyName = String(ctx.getNodeParameter('dataPropertyName', 0, 'data') ?? 'data');
  const out: Item[] = [];
  for (let i = 0; i < outcomes.length; i++) {
    const outcome = outcomes[i]!;
    if (!outcome.ok) {
      if (!ctx.continueOnFail()) throw outcome.error;
      out.push({ json: { error: outcome.errorJson }, pairedItem: { item: i } });
      continue;
    }
    out.push(...(await toItems(ctx, prepared[i]!, outcome.response, i, items[i]!, dataPropertyName)));
  }
  return [out];
}

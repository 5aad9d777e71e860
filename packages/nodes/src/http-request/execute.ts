import {
  continueOnFailError,
  httpNetworkError,
  httpStatusError,
  NodeApiError,
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type NodeOutput,
} from '@weft/workflow';
import { buildRequest, readOptions, sendPrepared, type PreparedRequest } from './build-request.js';
import { isPaginationOn, runPaginated, validatePagination } from './pagination.js';
import { bytesToText, header, responseToItems, type NodeResponse } from './response.js';

type Outcome =
  { ok: true; prepared: PreparedRequest; responses: NodeResponse[] } | { ok: false; error: Error; errorJson: unknown };

/** The body n8n keeps on a failed request: raw text for autodetect/file, parsed JSON otherwise. */
function errorBody(
  prepared: PreparedRequest,
  r: { headers: Record<string, string | string[]>; body: unknown },
): unknown {
  const text = bytesToText(r.body, header(r.headers, 'content-type'));
  if (prepared.responseFormat === 'autodetect' || prepared.responseFormat === 'file' || prepared.bodyKind === 'raw')
    return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function sendOnce(ctx: ExecuteContext, prepared: PreparedRequest, itemIndex: number): Promise<Outcome> {
  let r;
  try {
    r = await sendPrepared(ctx, prepared, prepared.request, itemIndex);
  } catch (error) {
    return {
      ok: false,
      error: httpNetworkError(ctx.getNode(), error, itemIndex),
      errorJson: continueOnFailError(undefined, undefined, error),
    };
  }
  if (!prepared.neverError && (r.statusCode < 200 || r.statusCode >= 300)) {
    const body = errorBody(prepared, r);
    const raw =
      r.statusCode === 429 ? "Try spacing your requests out using the batching settings under 'Options'" : undefined;
    return {
      ok: false,
      error: httpStatusError(ctx.getNode(), r.statusCode, body, itemIndex, raw),
      errorJson: continueOnFailError(r.statusCode, body),
    };
  }
  return { ok: true, prepared, responses: [{ ...r, resolved: false }] };
}

async function sendPaginated(
  ctx: ExecuteContext,
  prepared: PreparedRequest,
  config: Parameters<typeof runPaginated>[2],
  itemIndex: number,
  version: number,
): Promise<Outcome> {
  try {
    return { ok: true, prepared, responses: await runPaginated(ctx, prepared, config, itemIndex, version) };
  } catch (error) {
    const e = error as Error;
    return {
      ok: false,
      error: e,
      errorJson:
        e instanceof NodeApiError ? { message: e.message, name: e.name, httpCode: e.httpCode } : { message: e.message },
    };
  }
}

function batchDelay(options: unknown, itemIndex: number): number {
  const batch = (options as { batching?: { batch?: { batchSize?: number; batchInterval?: number } } } | undefined)
    ?.batching?.batch;
  const size = (batch?.batchSize ?? 0) > 0 ? Number(batch!.batchSize) : 1;
  const interval = Number(batch?.batchInterval ?? 0);
  return itemIndex > 0 && interval > 0 && itemIndex % size === 0 ? interval : 0;
}

/** Runs the HTTP Request node (versions 3–4.3): one request (or paginated series) per input item, sent concurrently. */
export async function executeHttpRequest(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const version = ctx.getNode().typeVersion ?? 4.3;
  const pagination: unknown = ctx.getNodeParameter('options.pagination.pagination', 0, null, { rawExpressions: true });
  const tasks: Array<Promise<Outcome>> = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const delay = batchDelay(readOptions(ctx, i), i);
      if (delay) await ctx.sleep(delay);
      const prepared = await buildRequest(ctx, i, items[i]!, version);
      if (isPaginationOn(pagination)) {
        validatePagination(ctx, pagination);
        tasks.push(sendPaginated(ctx, prepared, pagination, i, version));
      } else {
        tasks.push(sendOnce(ctx, prepared, i));
      }
    } catch (error) {
      if (!ctx.continueOnFail()) {
        await Promise.allSettled(tasks);
        throw error;
      }
      tasks.push(Promise.resolve({ ok: false, error: error as Error, errorJson: (error as Error).message }));
    }
  }
  const outcomes = await Promise.all(tasks);
  const out: Item[] = [];
  for (let i = 0; i < outcomes.length; i++) {
    const outcome = outcomes[i]!;
    if (!outcome.ok) {
      if (!ctx.continueOnFail()) throw outcome.error;
      out.push({ json: { error: outcome.errorJson }, pairedItem: { item: i } });
      continue;
    }
    try {
      for (const response of outcome.responses)
        out.push(...(await responseToItems(ctx, outcome.prepared, response, i, items[i]!)));
    } catch (error) {
      if (!ctx.continueOnFail()) {
        throw error instanceof NodeOperationError
          ? error
          : new NodeOperationError(ctx.getNode(), error as Error, { itemIndex: i });
      }
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  // n8n then looks for a `data` list in a single answer's JSON, which fails when that one item has
  // no JSON (an empty body read as JSON): the node stops with this TypeError, as in n8n.
  if (out.length === 1 && out[0]!.json === undefined)
    throw new TypeError("Cannot read properties of undefined (reading 'data')");
  return [out];
}

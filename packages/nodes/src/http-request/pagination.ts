import { createHash } from 'node:crypto';
import {
  httpNetworkError,
  httpStatusError,
  NodeOperationError,
  type ExecuteContext,
  type HttpRequestOptions,
} from '@weft/workflow';
import { formEncode, sendPrepared, type PreparedRequest } from './build-request.js';
import { bytesToText, header, type NodeResponse } from './response.js';

/** The node's `options.pagination.pagination` value, expressions left raw. */
export interface PaginationConfig {
  paginationMode?: 'off' | 'updateAParameterInEachRequest' | 'responseContainsNextURL';
  nextURL?: string;
  parameters?: { parameters?: Array<{ type?: string; name?: string; value?: unknown }> };
  paginationCompleteWhen?: 'responseIsEmpty' | 'receiveSpecificStatusCodes' | 'other';
  statusCodesWhenComplete?: string;
  completeExpression?: string;
  limitPagesFetched?: boolean;
  maxRequests?: unknown;
  requestInterval?: unknown;
}

/** Whether a pagination value turns pagination on. */
export function isPaginationOn(config: unknown): config is PaginationConfig {
  return (
    typeof config === 'object' &&
    config !== null &&
    Object.keys(config).length > 0 &&
    (config as PaginationConfig).paginationMode !== 'off'
  );
}

/** Checks the pagination settings, with n8n's messages. */
export function validatePagination(ctx: ExecuteContext, config: PaginationConfig): void {
  const node = ctx.getNode();
  if ((config.paginationCompleteWhen ?? 'responseIsEmpty') === 'other') {
    const expr = config.completeExpression ?? '';
    if (!expr.length || expr[0] !== '=') throw new NodeOperationError(node, 'Invalid or empty Complete Expression');
  }
  if ((config.paginationMode ?? 'updateAParameterInEachRequest') !== 'updateAParameterInEachRequest') return;
  const params = config.parameters?.parameters ?? [];
  if (params.length === 1 && params[0]?.name === '' && params[0]?.value === '') {
    throw new NodeOperationError(
      node,
      "At least one entry with 'Name' and 'Value' filled must be included in 'Parameters' to use 'Update a Parameter in Each Request' mode ",
    );
  }
  params.forEach((param, index) => {
    if (!param.name)
      throw new NodeOperationError(
        node,
        `Parameter name must be set for parameter [${index + 1}] in pagination settings`,
      );
    if (!['body', 'headers', 'qs'].includes(param.type ?? 'qs')) {
      throw new NodeOperationError(
        node,
        `Parameter type must be one of: body, headers, qs for parameter [${index + 1}] in pagination settings`,
      );
    }
    if (param.value === '') {
      throw new NodeOperationError(
        node,
        `Some value must be provided for parameter [${index + 1}] in pagination settings, omitting it will result in an infinite loop`,
      );
    }
  });
}

function isValidUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

function rebuildMultipart(original: unknown, overrides: Record<string, unknown>): FormData {
  const form = new FormData();
  if (original instanceof FormData) for (const [k, v] of original.entries()) if (!(k in overrides)) form.append(k, v);
  for (const [k, v] of Object.entries(overrides))
    form.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''));
  return form;
}

function mergeDeep(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [k, v] of Object.entries(source)) {
    const prev = out[k];
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && prev && typeof prev === 'object' && !Array.isArray(prev)
        ? mergeDeep(prev as Record<string, unknown>, v as Record<string, unknown>)
        : v;
  }
  return out;
}

/** Applies one page's parameters to the base request. */
function pageRequest(
  prepared: PreparedRequest,
  params: Record<'qs' | 'headers' | 'body', Record<string, unknown>>,
  url: string | undefined,
): HttpRequestOptions {
  const base = prepared.request;
  const req: HttpRequestOptions = { ...base, qs: { ...base.qs, ...params.qs }, headers: { ...base.headers } };
  for (const [k, v] of Object.entries(params.headers)) if (v !== undefined && v !== null) req.headers![k] = String(v);
  if (url !== undefined) req.url = url;
  if (Object.keys(params.body).length) {
    if (prepared.bodyKind === 'form') req.body = formEncode({ ...prepared.bodyFields, ...params.body });
    else if (prepared.bodyKind === 'multipart') req.body = rebuildMultipart(base.body, params.body);
    else {
      const current =
        typeof base.body === 'object' && base.body !== null && !Array.isArray(base.body)
          ? (base.body as Record<string, unknown>)
          : {};
      req.body = mergeDeep(current, params.body);
    }
  }
  return req;
}

/**
 * Sends a paginated request for one item: each page's parameters are expressions over `$response`,
 * `$pageCount` and `$request` (evaluated with `ctx.evaluateExpression(…, additionalKeys)`). Answers
 * every page's response with its body decoded.
 */
export async function runPaginated(
  ctx: ExecuteContext,
  prepared: PreparedRequest,
  config: PaginationConfig,
  itemIndex: number,
  version: number,
): Promise<NodeResponse[]> {
  const node = ctx.getNode();
  const mode = config.paginationMode ?? 'updateAParameterInEachRequest';
  const completeWhen = config.paginationCompleteWhen ?? 'responseIsEmpty';
  const binaryResult = prepared.responseFormat === 'file';
  const responses: NodeResponse[] = [];
  let $response: Record<string, unknown> = {};
  let $pageCount = 0;
  const keys = () => ({
    $request: { ...prepared.request, uri: prepared.request.url },
    $response,
    $pageCount,
    $version: version,
  });
  const resolve = (value: unknown, strict = false): unknown => {
    if (typeof value !== 'string' || !value.startsWith('=')) return value;
    try {
      return ctx.evaluateExpression(value, itemIndex, keys());
    } catch (error) {
      if (strict) throw error;
      return undefined;
    }
  };
  const hash = { identical: 0, length: 0, value: '' };
  let more: boolean;
  do {
    const params = { qs: {}, headers: {}, body: {} } as Record<'qs' | 'headers' | 'body', Record<string, unknown>>;
    if (mode === 'updateAParameterInEachRequest') {
      for (const p of config.parameters?.parameters ?? []) {
        const type = (p.type ?? 'qs') as 'qs' | 'headers' | 'body';
        if (p.name && !['__proto__', 'constructor', 'prototype'].includes(p.name))
          params[type][p.name] = resolve(p.value);
      }
    }
    let url: string | undefined;
    if (mode === 'responseContainsNextURL' && $pageCount > 0) {
      const next = resolve(config.nextURL);
      if (!isValidUrl(next)) {
        throw new NodeOperationError(node, `'${String(next)}' is not a valid URL.`, {
          itemIndex,
          description: 'Make sure the "Next URL" parameter evaluates to a valid URL.',
        });
      }
      url = next;
    }
    const request = pageRequest(prepared, params, url);
    let raw;
    try {
      raw = await sendPrepared(ctx, prepared, request, itemIndex);
    } catch (error) {
      throw httpNetworkError(node, error, itemIndex);
    }
    const contentType = header(raw.headers, 'content-type');
    let body: unknown = raw.body;
    let text = '';
    if (!binaryResult) {
      text = bytesToText(raw.body, contentType);
      body = text;
      if (contentType.includes('application/json')) {
        try {
          body = JSON.parse(text);
        } catch {
          body = {};
        }
      }
    }
    if (!binaryResult || header(raw.headers, 'etag')) {
      const length = parseInt(header(raw.headers, 'content-length'), 10) || 0;
      if (hash.length === length) {
        const h =
          header(raw.headers, 'etag') ||
          createHash('md5')
            .update(binaryResult ? '' : text)
            .digest('base64');
        if (hash.value === h) {
          hash.identical += 1;
          if (hash.identical > 2) {
            throw new NodeOperationError(node, 'The returned response was identical 5x, so requests got stopped', {
              itemIndex,
              description: 'Check if "Pagination Completed When" has been configured correctly.',
            });
          }
        } else {
          hash.identical = 0;
        }
        hash.value = h;
      } else {
        hash.identical = 0;
      }
      hash.length = length;
    }
    responses.push({
      statusCode: raw.statusCode,
      statusMessage: raw.statusMessage,
      headers: raw.headers,
      body,
      resolved: !binaryResult,
    });
    $response = { body, headers: raw.headers, statusCode: raw.statusCode };
    $pageCount += 1;
    const maxRequests = config.limitPagesFetched ? Number(resolve(config.maxRequests ?? 100, true)) : 0;
    if (maxRequests && $pageCount >= maxRequests) break;
    const failed = raw.statusCode < 200 || raw.statusCode >= 300;
    if (completeWhen === 'receiveSpecificStatusCodes') {
      const codes = String(config.statusCodesWhenComplete ?? '')
        .split(',')
        .map((c) => parseInt(c.trim(), 10));
      more = !codes.includes(raw.statusCode);
    } else if (completeWhen === 'responseIsEmpty') {
      more = Array.isArray(body) ? body.length > 0 : !!body;
    } else {
      const complete = !!resolve(config.completeExpression, true);
      more = !complete || (!prepared.neverError && failed);
    }
    if (more) {
      const interval = Number(resolve(config.requestInterval ?? 0, true)) || 0;
      if (interval > 0) await ctx.sleep(interval);
      if (failed) {
        const data = binaryResult ? bytesToText(body) : typeof body === 'object' ? JSON.stringify(body) : String(body);
        throw httpStatusError(node, raw.statusCode, data, itemIndex, `${raw.statusCode} - "${data}"`);
      }
    }
  } while (more);
  return responses;
}

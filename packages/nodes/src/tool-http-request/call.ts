/**
 * One call of the HTTP Request Tool: the model's values put into the request (URL placeholders,
 * fixed values, JSON texts, whole objects), the request sent through the node's authentication,
 * and the response cut down for the model. Each call is a run of the tool node (`{query}` in,
 * `{response}` out). As in n8n, a problem with the model's input or the request is answered to
 * the model as text (it may try again) and recorded as the run's error; the workflow goes on.
 * Unlike n8n, which sends the half-filled request anyway and ignores its answer, a request whose
 * input was refused is not sent.
 */
import { NodeOperationError, type HttpRequestOptions, type SupplyDataContext } from '@weft/workflow';
import type { ResponseOptimizer } from './optimize.js';
import type { RawTemplates, RequestTemplate, ToolParameter } from './parameters.js';
import { parseOrRepairJson } from '../shared/repair-json.js';

/** Sends a request with the node's authentication applied. */
export type SendRequest = (options: HttpRequestOptions) => Promise<{ body: unknown }>;

const RAW_KEYS = ['qsRaw', 'headersRaw', 'bodyRaw'];
const INVALID_INPUT = 'Input provided by model is not valid';

/** The object of values a model sent (a JSON text, or the one parameter's value as text). */
function valuesFromModel(
  ctx: SupplyDataContext,
  itemIndex: number,
  query: unknown,
  parameters: ToolParameter[],
): Record<string, unknown> {
  if (typeof query !== 'string') return (query ?? {}) as Record<string, unknown>;
  try {
    return JSON.parse(query) as Record<string, unknown>;
  } catch (error) {
    if (parameters.length === 1) return { [parameters[0]!.name]: query };
    throw new NodeOperationError(ctx.getNode(), `Input is not a valid JSON: ${(error as Error).message}`, {
      itemIndex,
    });
  }
}

/** The request for the model's values (throws NodeOperationErrors naming what is wrong). */
function fillRequest(
  ctx: SupplyDataContext,
  itemIndex: number,
  data: Record<string, unknown>,
  parameters: ToolParameter[],
  options: RequestTemplate,
  raw: RawTemplates,
): void {
  const node = ctx.getNode();
  for (const p of parameters) {
    if (p.required && (data[p.name] === undefined || data[p.name] === null)) {
      throw new NodeOperationError(
        node,
        `Model did not provide parameter '${p.name}' which is required and must be present in the input`,
        { itemIndex },
      );
    }
  }
  for (const p of parameters) {
    let value = data[p.name];
    if (value && p.type === 'json' && !RAW_KEYS.includes(p.key ?? '') && typeof value !== 'object') {
      try {
        value = JSON.parse(String(value));
      } catch (error) {
        throw new NodeOperationError(node, `Parameter ${p.name} is not a valid JSON: ${(error as Error).message}`, {
          itemIndex,
        });
      }
    }
    if (p.sendIn === 'path') {
      options.url = options.url.replace(`{${p.name}}`, String(value).replace(/^['"]+|['"]+$/g, ''));
    } else if ((p.sendIn as string) === p.name) {
      // "Let Model Specify Entire …": the model's object is the whole query, headers or body.
      (options as unknown as Record<string, unknown>)[p.sendIn] = value;
    } else if (RAW_KEYS.includes(p.key ?? '')) {
      const part = p.sendIn;
      if (p.type === 'string') {
        value = String(value);
        if (!(value as string).startsWith('"') && !raw[part].includes(`"{${p.name}}"`)) value = `"${value as string}"`;
      }
      if (typeof value === 'object') value = JSON.stringify(value);
      raw[part] = raw[part].replace(`{${p.name}}`, String(value));
    } else {
      const target = options[p.sendIn];
      if (p.key) {
        const current = target[p.key];
        target[p.key] = typeof current === 'string' ? current.replace(`{${p.name}}`, String(value)) : current;
      } else target[p.name] = value;
    }
  }
  for (const part of ['qs', 'headers', 'body'] as const) {
    if (!raw[part]) continue;
    try {
      options[part] = parseOrRepairJson(raw[part]) as Record<string, unknown>;
    } catch (error) {
      throw new NodeOperationError(node, `Could not replace placeholders in ${part}: ${(error as Error).message}`);
    }
  }
}

/** The request options as sent: the URL encoded, empty parts left out. */
function toHttpOptions(options: RequestTemplate, signal: AbortSignal): HttpRequestOptions {
  const out: HttpRequestOptions = { method: options.method, url: options.url, abortSignal: signal };
  if (options.qs && Object.keys(options.qs).length) out.qs = options.qs;
  if (options.headers && Object.keys(options.headers).length)
    out.headers = Object.fromEntries(Object.entries(options.headers).map(([k, v]) => [k, String(v)]));
  if (options.body && (typeof options.body !== 'object' || Object.keys(options.body).length)) out.body = options.body;
  return out;
}

/** A response body that is binary: bytes, or text holding a NUL character. */
function isBinary(body: unknown): boolean {
  return body instanceof Uint8Array || (typeof body === 'string' && body.includes('\0'));
}

/** The error text an HTTP failure gives the model (n8n's words for a refused status). */
function failureText(error: unknown): string {
  const e = error as { statusCode?: number; message?: string };
  const message =
    typeof e?.statusCode === 'number' ? `Request failed with status code ${e.statusCode}` : String(e?.message ?? error);
  return `There was an error: "${message}"`;
}

/** The tool's function: model input → the text the model gets back. */
export function toolFunction(
  ctx: SupplyDataContext,
  itemIndex: number,
  parameters: ToolParameter[],
  template: RequestTemplate,
  rawTemplates: RawTemplates,
  send: SendRequest,
  optimize: ResponseOptimizer,
): (query: unknown) => Promise<string> {
  return async (query: unknown) => {
    const { index } = ctx.addInputData('ai_tool', [[{ json: { query } }]]);
    const options = structuredClone(template);
    const raw = structuredClone(rawTemplates);
    let response = '';
    let failure: NodeOperationError | undefined;
    try {
      const data = valuesFromModel(ctx, itemIndex, parameters.length ? query : '{}', parameters);
      fillRequest(ctx, itemIndex, data, parameters, options, raw);
      options.url = encodeURI(options.url);
    } catch (error) {
      failure =
        error instanceof NodeOperationError
          ? error
          : new NodeOperationError(ctx.getNode(), INVALID_INPUT, { itemIndex });
      response = INVALID_INPUT;
    }
    let body: unknown;
    if (!failure) {
      try {
        const answer = await send(toHttpOptions(options, ctx.signal));
        body = answer.body ?? answer;
      } catch (error) {
        response = failureText(error);
      }
    }
    if (!response) {
      try {
        if (isBinary(body)) throw new NodeOperationError(ctx.getNode(), 'Binary data is not supported');
        response = optimize(body);
      } catch (error) {
        response = `There was an error: "${(error as Error).message}"`;
      }
    }
    if (failure) ctx.addOutputData('ai_tool', index, failure);
    else ctx.addOutputData('ai_tool', index, [[{ json: { response } }]]);
    return response;
  };
}

/**
 * Calls to the Gemini API for the Google Gemini node, with the `googlePalmApi` credential as n8n
 * sends it: the credential's host (default `https://generativelanguage.googleapis.com`) and the
 * key as the `key` query parameter. Failed calls become n8n's API errors.
 */
import { httpNetworkError, httpStatusError } from '@weft/workflow';
import type { ExecuteContext } from '@weft/workflow';

const DEFAULT_HOST = 'https://generativelanguage.googleapis.com';

/** Calls `endpoint` (below the credential's host) and answers the parsed JSON. */
export async function geminiRequest(
  ctx: ExecuteContext,
  itemIndex: number,
  method: string,
  endpoint: string,
  body?: unknown,
): Promise<any> {
  const credentials = await ctx.getCredentials('googlePalmApi', itemIndex);
  const host = (typeof credentials.host === 'string' && credentials.host ? credentials.host : DEFAULT_HOST).replace(
    /\/+$/,
    '',
  );
  let response;
  try {
    response = await ctx.helpers.httpRequest({
      url: `${host}${endpoint}`,
      method,
      qs: { key: String(credentials.apiKey ?? '') },
      ...(body !== undefined ? { body, json: true } : {}),
      responseType: 'json',
      ignoreHttpStatusErrors: true,
      abortSignal: ctx.signal,
    });
  } catch (error) {
    throw httpNetworkError(ctx.getNode(), error, itemIndex);
  }
  if (response.statusCode >= 400) throw httpStatusError(ctx.getNode(), response.statusCode, response.body, itemIndex);
  return response.body;
}

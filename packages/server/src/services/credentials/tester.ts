import type { HttpRequestOptions } from '@weft/workflow';
import { describeFailure, sendRequest } from './http.js';
import { withDefaults, type ResolvedCredentialType } from './types.js';

/** What `POST /credentials/test` answers. */
export interface CredentialTestResult {
  status: 'OK' | 'Error';
  message: string;
}

/**
 * Resolves the simple expressions credential test requests use: a string starting with '=' has
 * each `{{$credentials.key}}` (or `{{ $credentials["key"] }}`) replaced by the credential's value.
 */
export function resolveCredentialExpressions<T>(value: T, data: Record<string, unknown>): T {
  if (typeof value === 'string') {
    if (!value.startsWith('=')) return value;
    return value
      .slice(1)
      .replace(
        /\{\{\s*\$credentials(?:\.([\w$]+)|\[\s*["']([^"']+)["']\s*\])\s*\}\}/g,
        (_m, a: string | undefined, b: string | undefined) => {
          const v = data[(a ?? b)!];
          return v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
        },
      ) as T;
  }
  if (Array.isArray(value)) return value.map((v: unknown) => resolveCredentialExpressions(v, data)) as T;
  if (value && typeof value === 'object' && !(value instanceof URLSearchParams)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveCredentialExpressions(v, data)])) as T;
  }
  return value;
}

/**
 * Runs a credential type's `test.request` with the data, through its `authenticate`. Answers
 * OK on a 2xx status, else an error message; never throws.
 */
export async function testCredential(
  resolved: ResolvedCredentialType,
  rawData: Record<string, unknown>,
): Promise<CredentialTestResult> {
  if (!resolved.test?.request) return { status: 'Error', message: 'No testing function found for this credential.' };
  const data = withDefaults(resolved, rawData);
  const { baseURL, ...rest } = resolveCredentialExpressions(resolved.test.request, data);
  let request: HttpRequestOptions & { baseURL?: string } = {
    ...rest,
    url: rest.url ?? '',
    ...(baseURL ? { baseURL } : {}),
  };
  try {
    if (resolved.authenticate) request = { ...resolved.authenticate(data, request), ...(baseURL ? { baseURL } : {}) };
  } catch (e) {
    return { status: 'Error', message: (e as Error).message };
  }
  try {
    const res = await sendRequest(request);
    if (res.status >= 200 && res.status < 300) return { status: 'OK', message: 'Connection successful!' };
    if (res.status === 401 || res.status === 403)
      return {
        status: 'Error',
        message: `Authorization failed - please check your credentials (${describeFailure(res)})`,
      };
    return { status: 'Error', message: describeFailure(res) };
  } catch (e) {
    const cause = (e as Error & { cause?: Error }).cause;
    return {
      status: 'Error',
      message: `Couldn't connect with these settings: ${(e as Error).message}${cause?.message ? ` (${cause.message})` : ''}`,
    };
  }
}

import type { HttpRequestOptions, HttpResponse } from '@weft/workflow';
import { runCodeInSandbox } from '../code-sandbox/index.js';
import { createHttpClient } from '../http/http-client.js';
import type { CodeRunner } from './types.js';

type HttpFn = (options: HttpRequestOptions) => Promise<HttpResponse>;

let http: HttpFn | undefined;

/** The built-in HTTP client (undici), created on first use. */
export function defaultHttpRequest(): HttpFn {
  return (options) => (http ??= createHttpClient())(options);
}

/** The built-in Code sandbox (a pool of isolated-vm isolates). */
export function defaultRunCode(): CodeRunner {
  return runCodeInSandbox;
}

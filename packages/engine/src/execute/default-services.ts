import type { HttpRequestOptions, HttpResponse } from '@weft/workflow';
import type { CodeRunner } from './types.js';

type HttpFn = (options: HttpRequestOptions) => Promise<HttpResponse>;

let http: Promise<HttpFn> | undefined;
let code: Promise<CodeRunner> | undefined;

/** The built-in HTTP client (undici), loaded on first use. */
export function defaultHttpRequest(): HttpFn {
  return async (options) => {
    http ??= import(/* the client module */ '../http/http-client.js').then((m: { createHttpClient: () => HttpFn }) => m.createHttpClient());
    return (await http)(options);
  };
}

/** The built-in Code sandbox (isolated-vm), loaded on first use. */
export function defaultRunCode(): CodeRunner {
  return async (options) => {
    const spec = '../code-sandbox/index.js';
    code ??= import(spec).then((m: { runCodeInSandbox: CodeRunner }) => m.runCodeInSandbox);
    return (await code)(options);
  };
}

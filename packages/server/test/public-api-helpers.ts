/**
 * Helpers of the public API tests: a client that sends an API key, checks every answer against
 * the OpenAPI document (the status must be documented for the operation, and the body must fit
 * its schema) and records which operations were exercised.
 */
import { expect } from 'vitest';
import {
  openApiDocument,
  type HttpMethod,
  type OpenApiDocument,
  type OpenApiOperation,
} from '../src/public-api/openapi.js';
import { describeSchemaErrors, refResolver, validateSchema } from '../src/public-api/json-schema.js';
import type { TestClient, TestResponse, TestServer } from './harness.js';

/** The document the server serves (its server URL aside). */
export const DOCUMENT: OpenApiDocument = openApiDocument();
const resolve = refResolver(DOCUMENT);

/** Every operation of the document as `METHOD /path/{param}`. */
export function documentedOperations(doc: OpenApiDocument = DOCUMENT): string[] {
  const out: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of Object.keys(item)) out.push(`${method.toUpperCase()} ${path}`);
  }
  return out;
}

/** The document's operation for a concrete request path (`/workflows/abc/tags`). */
export function findOperation(method: string, url: string): { key: string; operation: OpenApiOperation } | undefined {
  const path = url.split('?')[0]!.replace(/^\/api\/v1/, '');
  // Literal paths first, so /credentials/schema/x is not taken for /credentials/{id}.
  const entries = Object.entries(DOCUMENT.paths).sort(
    ([a], [b]) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0),
  );
  for (const [template, item] of entries) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const operation = item[method.toLowerCase() as HttpMethod];
    if (operation && pattern.test(path)) return { key: `${method.toUpperCase()} ${template}`, operation };
  }
  return undefined;
}

/** Checks one answer against the document; answers what is wrong ('' when it fits). */
export function responseProblems(
  method: string,
  url: string,
  res: Pick<TestResponse, 'status' | 'body' | 'text'>,
): string {
  const found = findOperation(method, url);
  if (!found) return `${method} ${url} is not an operation of the document`;
  const documented = found.operation.responses[String(res.status)];
  if (!documented)
    return `${found.key} answered ${res.status}, which the document does not list (${Object.keys(found.operation.responses).join(', ')})`;
  const schema = documented.content?.['application/json'].schema;
  if (!schema) return res.text === '' ? '' : `${found.key} ${res.status} should have no body`;
  const errors = validateSchema(res.body, schema, 'response', resolve);
  return errors.length ? `${found.key} ${res.status}: ${describeSchemaErrors(errors)}` : '';
}

/** A client bound to one API key that validates every answer and records coverage. */
export interface ApiClient {
  key: string | undefined;
  call(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  get(url: string): Promise<TestResponse>;
  post(url: string, body?: unknown): Promise<TestResponse>;
  put(url: string, body?: unknown): Promise<TestResponse>;
  delete(url: string): Promise<TestResponse>;
}

/** Operations exercised so far in this test file. */
export const covered = new Set<string>();

/** A client for `/api/v1` with this key (none: no header). */
export function apiClient(server: TestServer, key: string | undefined, header = 'X-WEFT-API-KEY'): ApiClient {
  const raw: TestClient = server.client();
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const full = `/api/v1${url}`;
    const res = await raw.request(method, full, body, { ...(key !== undefined ? { [header]: key } : {}), ...headers });
    const found = findOperation(method, full);
    if (found) covered.add(found.key);
    expect(responseProblems(method, full, res), `${method} ${url} → ${res.status} ${res.text.slice(0, 300)}`).toBe('');
    if (res.status >= 400) expect(res.text).not.toMatch(/"stack"| {4}at /);
    return res;
  };
  return {
    key,
    call,
    get: (u) => call('GET', u),
    post: (u, b) => call('POST', u, b ?? {}),
    put: (u, b) => call('PUT', u, b ?? {}),
    delete: (u) => call('DELETE', u),
  };
}

/** Creates a personal API key for the signed-in client, as the editor's API settings do. */
export async function createApiKey(client: TestClient): Promise<string> {
  const res = await client.post('/rest/me/api-key');
  expect(res.status).toBe(200);
  return res.body.data.apiKey as string;
}

/** A workflow body the public API accepts (n8n type names, settings given). */
export function publicWorkflowBody(
  name = 'API workflow',
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name,
    nodes: [
      {
        id: 'a1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: 'b2',
        name: 'Set',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [200, 0],
        parameters: { mode: 'manual' },
      },
    ],
    connections: { Start: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
    settings: { executionOrder: 'v1' },
    ...extra,
  };
}

/** A workflow that can be activated: a Schedule Trigger (hourly) feeding a Set node. */
export function activatableWorkflowBody(name = 'Hourly'): Record<string, unknown> {
  return publicWorkflowBody(name, {
    nodes: [
      {
        id: 's1',
        name: 'Every hour',
        type: 'n8n-nodes-base.scheduleTrigger',
        typeVersion: 1.2,
        position: [0, 0],
        parameters: { rule: { interval: [{ field: 'hours' }] } },
      },
      {
        id: 'b2',
        name: 'Set',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [200, 0],
        parameters: { mode: 'manual' },
      },
    ],
    connections: { 'Every hour': { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
  });
}

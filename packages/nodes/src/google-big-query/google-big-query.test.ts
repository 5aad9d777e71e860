/**
 * Google BigQuery 1, 2 and 2.1 against the loopback REST API fake (test-fake/bigquery-fake.mjs), in
 * workflows as n8n stores them: the requests each operation sends (paths, query, job body), the
 * items it answers, jobs that are not done at once, a service account signing in, schema checks on
 * insert, continue-on-fail, the editor's look-ups and the registration.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { forgetServiceAccountTokens } from '../shared/google/index.js';
import { bigQueryV1Methods, bigQueryV2Methods } from './methods.js';
import { start, type BigQueryFake, type BigQuerySeed } from './test-fake/bigquery-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: BigQueryFake;

const SEED: BigQuerySeed = {
  projects: [
    { id: 'weft-project', friendlyName: 'Weft Project' },
    { id: 'other', friendlyName: 'Other' },
  ],
  datasets: [{ projectId: 'weft-project', datasetId: 'sales' }],
  tables: [
    {
      projectId: 'weft-project',
      datasetId: 'sales',
      tableId: 'orders',
      schema: {
        fields: [
          { name: 'id', type: 'INTEGER', mode: 'REQUIRED' },
          { name: 'created', type: 'TIMESTAMP' },
        ],
      },
      rows: [
        { id: 1, created: '1.7361504E9' },
        { id: 2, created: null },
      ],
    },
    {
      projectId: 'weft-project',
      datasetId: 'sales',
      tableId: 'events',
      schema: {
        fields: [
          { name: 'name', type: 'STRING', mode: 'REQUIRED' },
          { name: 'score', type: 'INTEGER' },
        ],
      },
    },
  ],
  queries: [
    {
      query: 'SELECT 1 AS one',
      pending: 2,
      schema: { fields: [{ name: 'one', type: 'INTEGER' }] },
      rows: [{ one: 1 }],
    },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_GOOGLE_API_URL = server.url;
  process.env.WEFT_BIGQUERY_POLL_MS = '5';
  forgetServiceAccountTokens();
});
afterAll(async () => {
  delete process.env.WEFT_GOOGLE_API_URL;
  delete process.env.WEFT_BIGQUERY_POLL_MS;
  await server?.close();
});

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const rl = (value: string) => ({ __rl: true, value, mode: 'id' });

async function run(
  typeVersion: number,
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string } = {},
) {
  const serviceAccount = parameters.authentication === 'serviceAccount';
  const node: Record<string, unknown> = {
    id: 'b1',
    name: 'BigQuery',
    type: 'n8n-nodes-base.googleBigQuery',
    typeVersion,
    position: [0, 0],
    parameters,
    credentials: serviceAccount
      ? { googleApi: { id: 'sa', name: 'sa' } }
      : { googleBigQueryOAuth2Api: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'bigquery test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'BigQuery',
    startItems: options.items ?? [{ json: {} }],
    services: {
      getCredentials: async (_node: unknown, type: string) =>
        type === 'googleApi'
          ? { email: 'weft@weft-project.iam.gserviceaccount.com', privateKey: PEM }
          : { oauthTokenData: { access_token: 'tok' } },
    },
  });
  const items = result.data.resultData.runData.BigQuery?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;

describe('Google BigQuery registration', () => {
  it('registers 1, 2 and 2.1, the tool variant of 2 and 2.1, and the OAuth2 credential', () => {
    expect(registry.versions?.('n8n-nodes-base.googleBigQuery')).toEqual([1, 2, 2.1]);
    expect(registry.versions?.('n8n-nodes-base.googleBigQueryTool')).toEqual([2, 2.1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'googleBigQueryOAuth2Api')!;
    expect(cred.extends).toEqual(['googleOAuth2Api']);
    expect(builtinCredentialTypes.filter((c) => c.name === 'googleApi')).toHaveLength(1);
  });
});

describe('Google BigQuery 2 and 2.1: execute query', () => {
  it('inserts a query job and reads its results; 2.1 turns timestamps into dates', async () => {
    const params = { projectId: rl('weft-project'), sqlQuery: 'SELECT * FROM sales.orders', options: {} };
    const v2 = await run(2, params);
    expect(v2.json).toEqual([
      { id: '1', created: '1.7361504E9' },
      { id: '2', created: null },
    ]);
    const job = calls().find((c) => c.method === 'POST')!;
    expect(job.path).toBe('/bigquery/v2/projects/weft-project/jobs');
    expect(job.body).toEqual({
      configuration: { query: { query: 'SELECT * FROM sales.orders', useLegacySql: false } },
    });
    expect(job.authorization).toBe('Bearer tok');
    const results = calls().at(-1)!;
    expect(results.query).toEqual({ location: 'US', maxResults: '1000', timeoutMs: '10000' });
    const v21 = await run(2.1, params);
    expect(v21.json[0]).toEqual({ id: '1', created: '2025-01-06T08:00:00.000Z' });
  });

  it('waits for a job that is not done, asking again until it is', async () => {
    const { json } = await run(2.1, { projectId: rl('weft-project'), sqlQuery: 'SELECT 1 AS one', options: {} });
    expect(json).toEqual([{ one: '1' }]);
    expect(calls().filter((c) => c.path.includes('/queries/'))).toHaveLength(3);
  });

  it('signs in with a service account', async () => {
    const { json, error } = await run(2.1, {
      authentication: 'serviceAccount',
      projectId: rl('weft-project'),
      sqlQuery: 'SELECT * FROM sales.orders LIMIT 1',
      options: {},
    });
    expect(error).toBeUndefined();
    expect(json).toEqual([{ id: '1', created: '2025-01-06T08:00:00.000Z' }]);
    expect(calls()[0]!.authorization).toBe('Bearer weft-service-account-token');
  });

  it("answers Google's message for a query BigQuery refuses, on the item under Continue", async () => {
    const { json } = await run(
      2.1,
      { projectId: rl('weft-project'), sqlQuery: '={{ $json.q }}', options: {} },
      { items: [{ json: { q: 'SELEKT 1' } }], onError: 'continueRegularOutput' },
    );
    expect(json).toEqual([{ error: 'Syntax error: Unexpected identifier "SELEKT" at [1:1]' }]);
  });
});

describe('Google BigQuery 2.1: insert', () => {
  it('checks rows against the schema and inserts them in batches', async () => {
    const { items, json } = await run(
      2.1,
      {
        operation: 'insert',
        projectId: rl('weft-project'),
        datasetId: rl('sales'),
        tableId: rl('events'),
        options: { batchSize: 1 },
      },
      { items: [{ json: { name: 'a', score: '' } }, { json: { name: 'b', score: 2 } }] },
    );
    expect(json).toEqual([
      { kind: 'bigquery#tableDataInsertAllResponse' },
      { kind: 'bigquery#tableDataInsertAllResponse' },
    ]);
    expect(items[0]!.pairedItem).toEqual([{ item: 0 }, { item: 1 }]);
    expect(fake.state.tables[1]!.rows).toEqual([
      { name: 'a', score: null },
      { name: 'b', score: 2 },
    ]);
    const insert = calls().find((c) => c.path.endsWith('/insertAll'))!;
    expect(insert.body.rows).toEqual([{ json: { name: 'a', score: null } }]);
    expect(typeof insert.body.traceId).toBe('string');
  });

  it('fails a row without a required field', async () => {
    const { error } = await run(
      2.1,
      {
        operation: 'insert',
        projectId: rl('weft-project'),
        datasetId: rl('sales'),
        tableId: rl('events'),
        options: {},
      },
      { items: [{ json: { score: 1 } }] },
    );
    expect(error?.message).toBe("The property 'name' is required, please define it in the 'Fields to Send'");
  });
});

describe('Google BigQuery 1', () => {
  it('reads a table simplified by its schema', async () => {
    const { json } = await run(1, {
      operation: 'getAll',
      projectId: 'weft-project',
      datasetId: 'sales',
      tableId: 'orders',
      limit: 1,
      options: {},
    });
    expect(json).toEqual([{ id: '1', created: '1.7361504E9' }]);
    expect(calls().at(-1)!.query).toEqual({ maxResults: '1' });
  });
});

describe('Google BigQuery look-ups', () => {
  function ctx(parameters: Record<string, unknown>): NodeMethodContext {
    return {
      getCurrentNodeParameter: (name: string) => parameters[name],
      getCurrentNodeParameters: () => parameters as never,
      getNodeParameter: (name: string, fallback?: unknown, o?: { extractValue?: boolean }) => {
        const v = parameters[name] ?? fallback;
        return o?.extractValue && v && typeof v === 'object' ? (v as { value: unknown }).value : v;
      },
      getNode: () => ({
        id: 'b',
        name: 'BigQuery',
        type: 'weft.googleBigQuery',
        typeVersion: 2.1,
        position: [0, 0],
        parameters: {},
      }),
      getWorkflow: () => ({}),
      getTimezone: () => 'UTC',
      getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
      helpers: registryHelpers,
    } as unknown as NodeMethodContext;
  }
  const registryHelpers = {
    httpRequest: async (o: Parameters<NodeMethodContext['helpers']['httpRequest']>[0]) => {
      const url = new URL(o.url);
      for (const [k, v] of Object.entries(o.qs ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
      const response = await fetch(url, { method: o.method ?? 'GET', headers: o.headers as Record<string, string> });
      return { statusCode: response.status, headers: {}, body: await response.json() };
    },
  };

  it('searches projects, datasets and tables, and lists a schema', async () => {
    const c = ctx({ projectId: rl('weft-project'), datasetId: rl('sales'), tableId: rl('orders') });
    const projects = await bigQueryV2Methods.listSearch!.searchProjects!.call(c, c, 'weft');
    expect(projects.results).toEqual([
      {
        name: 'Weft Project',
        value: 'weft-project',
        url: 'https://console.cloud.google.com/bigquery?project=weft-project',
      },
    ]);
    expect((await bigQueryV2Methods.listSearch!.searchDatasets!.call(c, c)).results).toEqual([
      { name: 'sales', value: 'sales' },
    ]);
    expect((await bigQueryV2Methods.listSearch!.searchTables!.call(c, c, 'ev')).results).toEqual([
      { name: 'events', value: 'events' },
    ]);
    expect(await bigQueryV2Methods.loadOptions!.getSchema!.call(c, c)).toEqual([
      { name: 'id', value: 'id', description: 'type: INTEGER mode: REQUIRED' },
      { name: 'created', value: 'created', description: 'type: TIMESTAMP' },
    ]);
    const v1 = ctx({ projectId: 'weft-project', datasetId: 'sales' });
    expect(await bigQueryV1Methods.loadOptions!.getTables!.call(v1, v1)).toEqual([
      { name: 'orders', value: 'orders' },
      { name: 'events', value: 'events' },
    ]);
  });
});

/**
 * NocoDB 1–3 against the loopback NocoDB fake (test-fake/nocodb-fake.mjs), in workflows as n8n
 * stores them: each API version's paths, methods, bodies and the `xc-auth`/`xc-token` header; the
 * items each operation answers (ids computed from a bulk insert, `{ success }` counts, merged API v2
 * answers); paging by typeVersion; filters, sort and fields; attachments up and down; refusals as
 * node errors, continue-on-fail, 429 retries, the look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { nocoDbMethods } from './methods.js';
import { start, TOKEN, type NocoDbFake, type NocoDbSeed } from './test-fake/nocodb-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: NocoDbFake;

const people = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ Name: `P${String(i + 1).padStart(3, '0')}`, Score: i + 1 }));
const SEED: NocoDbSeed = {
  projects: [
    {
      id: 'p_crm',
      title: 'CRM',
      tables: [
        {
          id: 'md_cust',
          title: 'Customers',
          rows: [
            { Name: 'Ada', City: 'London', Score: 7 },
            { Name: 'Grace', City: 'Arlington', Score: 9 },
            { Name: 'Linus', City: 'Helsinki', Score: 5 },
          ],
        },
        { id: 'md_many', title: 'Many', rows: people(150) },
        {
          id: 'md_air',
          title: 'Imported',
          primaryKey: 'ncRecordId',
          rows: [{ ncRecordId: 'recA', Name: 'From Airtable' }],
        },
      ],
    },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_NOCODB_API_URL = server.url;
  process.env.WEFT_NOCODB_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_NOCODB_API_URL;
  delete process.env.WEFT_NOCODB_RETRY_BASE_MS;
  await server?.close();
});

let asked: string[] = [];
async function run(
  typeVersion: number,
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; token?: string } = {},
) {
  const auth = String(parameters.authentication ?? 'nocoDb');
  const node: Record<string, unknown> = {
    id: 'n1',
    name: 'NocoDB',
    type: 'n8n-nodes-base.nocoDb',
    typeVersion,
    position: [0, 0],
    parameters,
    credentials: { [auth]: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'nocodb test', nodes: [node], connections: {} });
  asked = [];
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'NocoDB',
    startItems: options.items ?? [{ json: {} }],
    services: {
      getCredentials: async (_node: unknown, type: string) => (
        asked.push(type),
        { apiToken: options.token ?? TOKEN, host: 'https://noco.weft.example/' }
      ),
    },
  });
  const items = result.data.resultData.runData.NocoDB?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;
const rows = (id: string) => fake.state.tables.find((t) => t.id === id)!.rows;
const fields = (...pairs: Array<[string, string]>) => ({
  fieldValues: pairs.map(([fieldName, fieldValue]) => ({ fieldName, fieldValue })),
});

describe('NocoDB registration', () => {
  it('registers NocoDB 1, 2 and 3, nocoDbTool at the same versions, and both credentials with their headers', () => {
    expect(registry.versions?.('n8n-nodes-base.nocoDb')).toEqual([1, 2, 3]);
    expect(registry.versions?.('n8n-nodes-base.nocoDbTool')).toEqual([1, 2, 3]);
    expect(registry.get('n8n-nodes-base.nocoDb', 4)).toBeUndefined();
    const user = builtinCredentialTypes.find((c) => c.name === 'nocoDb')!;
    const api = builtinCredentialTypes.find((c) => c.name === 'nocoDbApiToken')!;
    expect(user.properties.map((p) => p.name)).toEqual(['apiToken', 'host']);
    expect(api.properties.map((p) => p.name)).toEqual(['apiToken', 'host']);
    expect(
      typeof user.authenticate === 'function' && user.authenticate({ apiToken: 'u' }, { url: 'x' }).headers,
    ).toEqual({ 'xc-auth': 'u' });
    expect(typeof api.authenticate === 'function' && api.authenticate({ apiToken: 'a' }, { url: 'x' }).headers).toEqual(
      { 'xc-token': 'a' },
    );
  });
});

describe('NocoDB create', () => {
  it('v3 (API v0.200.0+): one bulk POST of every item to /api/v2/tables/{table}/records with the API token, answers merged with the ids', async () => {
    const { json, error } = await run(
      3,
      {
        authentication: 'nocoDbApiToken',
        operation: 'create',
        projectId: 'p_crm',
        table: 'md_cust',
        fieldsUi: fields(['Name', '={{ $json.n }}'], ['City', 'Paris']),
      },
      { items: [{ json: { n: 'Marie' } }, { json: { n: 'Pierre' } }] },
    );
    expect(error).toBeUndefined();
    expect(asked[0]).toBe('nocoDbApiToken');
    expect(calls().map((c) => [c.method, c.path, c.token, c.auth])).toEqual([
      ['POST', '/api/v2/tables/md_cust/records', TOKEN, undefined],
    ]);
    expect(last().body).toEqual([
      { Name: 'Marie', City: 'Paris' },
      { Name: 'Pierre', City: 'Paris' },
    ]);
    expect(json).toEqual([
      { Name: 'Marie', City: 'Paris', Id: 4 },
      { Name: 'Pierre', City: 'Paris', Id: 5 },
    ]);
    expect(rows('md_cust').at(-1)).toEqual({ Id: 5, Name: 'Pierre', City: 'Paris' });
  });

  it('v2 (API v0.90.0+): auto-maps input fields less those to ignore, with the user token, ids counted back from the last one', async () => {
    const { json } = await run(
      2,
      {
        operation: 'create',
        projectId: 'p_crm',
        table: 'Customers',
        dataToSend: 'autoMapInputData',
        inputsToIgnore: 'skip, other',
      },
      { items: [{ json: { Name: 'Alan', skip: 1 } }, { json: { Name: 'Joan', other: 2 } }] },
    );
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/v1/db/data/bulk/noco/p_crm/Customers',
      auth: TOKEN,
      body: [{ Name: 'Alan' }, { Name: 'Joan' }],
    });
    expect(json).toEqual([
      { Name: 'Alan', id: 4 },
      { Name: 'Joan', id: 5 },
    ]);
  });

  it('v1 (before v0.90.0): POSTs to /nc/{project}/api/v1/{table}/bulk', async () => {
    const { json } = await run(1, {
      operation: 'create',
      projectId: 'p_crm',
      table: 'Customers',
      fieldsUi: fields(['Name', 'Edsger']),
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/nc/p_crm/api/v1/Customers/bulk',
      body: [{ Name: 'Edsger' }],
    });
    expect(json).toEqual([{ Name: 'Edsger', id: 4 }]);
  });

  it('uploads a binary field to storage (multipart, base_id on API v2) and sends the attachments as JSON; get downloads them back', async () => {
    const items = [
      {
        json: {},
        binary: {
          cv: { data: Buffer.from('curriculum').toString('base64'), mimeType: 'text/plain', fileName: 'cv.txt' },
        },
      },
    ];
    const { json, error } = await run(
      3,
      {
        operation: 'create',
        projectId: 'p_crm',
        table: 'md_cust',
        fieldsUi: {
          fieldValues: [
            { fieldName: 'Name', fieldValue: 'Barbara' },
            { fieldName: 'Files', binaryData: true, binaryProperty: 'cv' },
          ],
        },
      },
      { items },
    );
    expect(error).toBeUndefined();
    expect(calls()[0]).toMatchObject({ method: 'POST', path: '/api/v2/storage/upload', query: { base_id: 'p_crm' } });
    expect(calls()[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const files = JSON.parse(json[0]!.Files);
    expect(files).toMatchObject([{ title: 'cv.txt', mimetype: 'text/plain', size: 10 }]);
    const got = await run(3, {
      operation: 'get',
      projectId: 'p_crm',
      table: 'md_cust',
      id: String(json[0]!.Id),
      downloadAttachments: true,
      downloadFieldNames: 'Files',
    });
    expect(got.json).toEqual([{}]);
    expect(got.items[0]!.binary?.Files_0).toMatchObject({ fileName: 'cv.txt', mimeType: 'text/plain' });
    expect(Buffer.from(got.items[0]!.binary!.Files_0!.data, 'base64').toString()).toBe('curriculum');
  });
});

describe('NocoDB get many', () => {
  it('v3 with a limit sends limit, where, sort (descending with a minus) and fields, and answers the list', async () => {
    const { json } = await run(3, {
      operation: 'getAll',
      projectId: 'p_crm',
      table: 'md_cust',
      limit: 2,
      options: {
        where: '(Score,gt,5)',
        sort: { property: [{ field: 'Score', direction: 'desc' }] },
        fields: ['Name', 'Score'],
        viewId: 'vw_1',
      },
    });
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/v2/tables/md_cust/records',
      query: { limit: '2', where: '(Score,gt,5)', sort: '-Score', fields: 'Name,Score', viewId: 'vw_1' },
    });
    expect(json).toEqual([
      { Name: 'Grace', Score: 9 },
      { Name: 'Ada', Score: 7 },
    ]);
  });

  it('v2 "Return All" reads pages of 100 by offset until pageInfo says the last', async () => {
    const { json } = await run(2, { operation: 'getAll', projectId: 'p_crm', table: 'Many', returnAll: true });
    expect(calls().map((c) => [c.path, c.query.limit, c.query.offset])).toEqual([
      ['/api/v1/db/data/noco/p_crm/Many', '100', '0'],
      ['/api/v1/db/data/noco/p_crm/Many', '100', '100'],
    ]);
    expect(json).toHaveLength(150);
    expect(json.at(-1)).toEqual({ Id: 150, Name: 'P150', Score: 150 });
  });

  it('v1 "Return All" reads bare arrays until one comes back empty', async () => {
    const { json } = await run(1, {
      operation: 'getAll',
      projectId: 'p_crm',
      table: 'Many',
      returnAll: true,
      options: { where: '(Score,lte,120)' },
    });
    expect(calls().map((c) => [c.path, c.query.offset])).toEqual([
      ['/nc/p_crm/api/v1/Many', '0'],
      ['/nc/p_crm/api/v1/Many', '100'],
      ['/nc/p_crm/api/v1/Many', '200'],
    ]);
    expect(json).toHaveLength(120);
  });
});

describe('NocoDB get, update and delete', () => {
  it('v2 gets a row; a row that does not exist (an empty answer) is an error, or { error } with Continue On Fail', async () => {
    const ok = await run(2, { operation: 'get', projectId: 'p_crm', table: 'Customers', id: '2' });
    expect(last().path).toBe('/api/v1/db/data/noco/p_crm/Customers/2');
    expect(ok.json).toEqual([{ Id: 2, Name: 'Grace', City: 'Arlington', Score: 9 }]);
    const missing = await run(2, { operation: 'get', projectId: 'p_crm', table: 'Customers', id: '99' });
    expect(missing.error?.message).toBe('The row with the ID "99" could not be queried. It probably doesn\'t exist.');
    const kept = await run(
      2,
      { operation: 'get', projectId: 'p_crm', table: 'Customers', id: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: 99 } }, { json: { id: 1 } }] },
    );
    expect(kept.json).toEqual([
      { error: 'The row with the ID "99" could not be queried. It probably doesn\'t exist.' },
      { Id: 1, Name: 'Ada', City: 'London', Score: 7 },
    ]);
  });

  it("v3 gets a row by /records/{id}; NocoDB's 404 is a node error naming the item, kept as { error } with Continue On Fail", async () => {
    const missing = await run(3, { operation: 'get', projectId: 'p_crm', table: 'md_cust', id: '42' });
    expect(last().path).toBe('/api/v2/tables/md_cust/records/42');
    expect(missing.error?.message).toMatch(/could not be found/);
    expect((missing.error as { description?: string }).description).toBe("Record '42' not found");
    const kept = await run(
      3,
      { operation: 'get', projectId: 'p_crm', table: 'md_cust', id: '42' },
      { onError: 'continueRegularOutput' },
    );
    expect(kept.json[0]!.error).toMatch(/^NodeApiError: .*could not be found/);
  });

  it('v2 updates by PATCH with the chosen key, one { success } per row, a row not found an error', async () => {
    const { json } = await run(
      2,
      {
        operation: 'update',
        projectId: 'p_crm',
        table: 'Customers',
        id: '={{ $json.id }}',
        fieldsUi: fields(['City', 'Zurich']),
      },
      { items: [{ json: { id: 1 } }, { json: { id: 3 } }] },
    );
    expect(last()).toMatchObject({
      method: 'PATCH',
      path: '/api/v1/db/data/bulk/noco/p_crm/Customers',
      body: [
        { id: 1, City: 'Zurich' },
        { id: 3, City: 'Zurich' },
      ],
    });
    expect(json).toEqual([{ success: true }, { success: true }]);
    expect(rows('md_cust').map((r) => r.City)).toEqual(['Zurich', 'Arlington', 'Zurich']);
    const bad = await run(2, {
      operation: 'update',
      projectId: 'p_crm',
      table: 'Customers',
      id: '77',
      fieldsUi: fields(['City', 'Oslo']),
    });
    expect(bad.error?.message).toBe('The row with the ID "77" could not be updated. It probably doesn\'t exist.');
  });

  it("v3 updates by PATCH with the key among the item's own fields (auto-mapped), answers merged", async () => {
    const { json } = await run(
      3,
      { operation: 'update', projectId: 'p_crm', table: 'md_cust', dataToSend: 'autoMapInputData' },
      { items: [{ json: { Id: 2, Score: 10 } }] },
    );
    expect(last()).toMatchObject({
      method: 'PATCH',
      path: '/api/v2/tables/md_cust/records',
      body: [{ Id: 2, Score: 10 }],
    });
    expect(json).toEqual([{ Id: 2, Score: 10 }]);
    expect(rows('md_cust')[1]!.Score).toBe(10);
  });

  it('v1 updates by PUT on /bulk and answers the rows it sent', async () => {
    const { json } = await run(1, {
      operation: 'update',
      projectId: 'p_crm',
      table: 'Customers',
      id: '3',
      fieldsUi: fields(['Name', 'Linus T.']),
    });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: '/nc/p_crm/api/v1/Customers/bulk',
      body: [{ id: '3', Name: 'Linus T.' }],
    });
    expect(json).toEqual([{ id: '3', Name: 'Linus T.' }]);
  });

  it("deletes: v2 with a custom key answers { success }, v3 answers NocoDB's keys, v1 the input items", async () => {
    const v2 = await run(2, {
      operation: 'delete',
      projectId: 'p_crm',
      table: 'Imported',
      primaryKey: 'custom',
      customPrimaryKey: 'ncRecordId',
      id: 'recA',
    });
    expect(last()).toMatchObject({
      method: 'DELETE',
      path: '/api/v1/db/data/bulk/noco/p_crm/Imported',
      body: [{ ncRecordId: 'recA' }],
    });
    expect(v2.json).toEqual([{ success: true }]);
    expect(rows('md_air')).toEqual([]);
    const v3 = await run(3, { operation: 'delete', projectId: 'p_crm', table: 'md_cust', id: '1' });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/v2/tables/md_cust/records', body: [{ id: '1' }] });
    expect(v3.json).toEqual([{ Id: 1 }]);
    const v1 = await run(
      1,
      { operation: 'delete', projectId: 'p_crm', table: 'Customers', id: '={{ $json.k }}' },
      { items: [{ json: { k: 2 } }] },
    );
    expect(last()).toMatchObject({ method: 'DELETE', path: '/nc/p_crm/api/v1/Customers/bulk', body: [{ id: 2 }] });
    expect(v1.json).toEqual([{ k: 2 }]);
    expect(rows('md_cust').map((r) => r.Id)).toEqual([3]);
  });
});

describe('NocoDB errors and look-ups', () => {
  it("waits out a 429 (Retry-After) and retries a 503, then refuses a wrong token with NocoDB's message", async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 }, { status: 503 });
    const { json } = await run(3, { operation: 'get', projectId: 'p_crm', table: 'md_cust', id: '1' });
    expect(calls()).toHaveLength(3);
    expect(json[0]!.Name).toBe('Ada');
    const refused = await run(3, { operation: 'getAll', projectId: 'p_crm', table: 'md_cust' }, { token: 'wrong' });
    expect(refused.error?.message).toMatch(/Authorization failed/);
    expect((refused.error as { description?: string }).description).toBe('Authentication required - Invalid token');
  });

  it('lists bases (projects before v0.200.0) and their tables for the editor; a missing workspace API gives "No Workspace"', async () => {
    const make = (params: Record<string, unknown>, typeVersion = 3) =>
      ({
        getNode: () => ({
          id: 'n',
          name: 'NocoDB',
          type: 'n8n-nodes-base.nocoDb',
          typeVersion,
          position: [0, 0],
          parameters: params,
        }),
        getNodeParameter: (name: string, fallback?: unknown) => params[name] ?? fallback,
        getCredentials: async () => ({ apiToken: TOKEN, host: 'https://noco.weft.example' }),
        helpers: {
          httpRequest: async (o: { url: string; headers?: Record<string, string> }) => {
            const r = await fetch(o.url, { headers: o.headers });
            return { statusCode: r.status, statusMessage: '', headers: {}, body: await r.text() };
          },
        },
      }) as unknown as NodeMethodContext;
    const lo = nocoDbMethods.loadOptions!;
    let ctx = make({ version: 3 });
    expect(await lo.getWorkspaces!.call(ctx, ctx)).toEqual([{ name: 'No Workspace', value: 'none' }]);
    expect(await lo.getBases!.call(ctx, ctx)).toEqual([{ name: 'CRM', value: 'p_crm' }]);
    expect(last().path).toBe('/api/v2/meta/bases/');
    ctx = make({ version: 2, projectId: 'p_crm' }, 2);
    expect((await lo.getTables!.call(ctx, ctx)).map((o) => o.name)).toEqual(['Customers', 'Many', 'Imported']);
    expect(last().path).toBe('/api/v1/db/meta/projects/p_crm/tables');
    ctx = make({ version: 3 });
    await expect(lo.getTables!.call(ctx, ctx)).rejects.toThrow('No  base selected!');
  });
});

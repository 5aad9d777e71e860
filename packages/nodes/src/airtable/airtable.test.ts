/**
 * Airtable 1, 2 and 2.1 against the loopback Web API fake (test-fake/airtable-fake.mjs), in
 * workflows as n8n stores them: each operation's request (HTTP method, path, query, body) and the
 * items it answers, offset pagination, formulas, sort, views, attachments, Airtable's error
 * answers as node errors naming the item, continueOnFail, 429 and 5xx retries, and the editor's
 * look-ups.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { airtableMethods } from './methods.js';
import { start, TOKEN, type AirtableFake } from './test-fake/airtable-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>>;
let fake: AirtableFake;

beforeAll(async () => {
  server = await start();
  fake = server.fake;
  process.env.WEFT_AIRTABLE_API_URL = server.url;
  process.env.WEFT_AIRTABLE_RETRY_BASE_MS = '5';
});
afterAll(async () => {
  delete process.env.WEFT_AIRTABLE_API_URL;
  delete process.env.WEFT_AIRTABLE_RETRY_BASE_MS;
  await server.close();
});
beforeEach(() => fake.reset());

const BASE = 'appWeftBase000001';
const TASKS = 'tblTasks0000000001';
const rl = (value: string, mode = 'id') => ({ __rl: true, value, mode });
const table = { base: rl(BASE), table: rl(TASKS) };
const defineBelow = (value: Record<string, unknown>, matchingColumns: string[] = []) => ({
  mappingMode: 'defineBelow',
  value,
  matchingColumns,
  schema: [],
});

interface RunOptions {
  version?: number;
  items?: Item[];
  onError?: string;
  credentials?: Record<string, Record<string, unknown>>;
}

/** Runs one Airtable node with `parameters` through the engine. */
async function run(parameters: Record<string, unknown>, options: RunOptions = {}) {
  const node: Record<string, unknown> = {
    id: 'a1',
    name: 'Airtable',
    type: 'n8n-nodes-base.airtable',
    typeVersion: options.version ?? 2.1,
    position: [200, 0],
    parameters,
    credentials: {
      airtableTokenApi: { id: '1', name: 'Airtable token' },
      airtableOAuth2Api: { id: '2', name: 'Airtable OAuth' },
      airtableApi: { id: '3', name: 'Airtable key' },
    },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf1', name: 'airtable test', nodes: [node], connections: {} });
  const credentials = options.credentials ?? { airtableTokenApi: { accessToken: TOKEN } };
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Airtable',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async (_node, type) => credentials[type] ?? {} },
  });
  const items = result.data.resultData.runData.Airtable?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json), error: result.data.resultData.error };
}

const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;
const seedTasks = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    fake.addRecord(TASKS, { Name: `Task ${i + 1}`, Status: i % 2 ? 'Done' : 'Todo', Points: i + 1 }),
  );

describe('Airtable registration', () => {
  it('registers versions 1, 2 and 2.1, airtableTool at 2 and 2.1, the trigger at 1, and n8n’s three credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.airtable')).toEqual([1, 2, 2.1]);
    expect(registry.versions?.('n8n-nodes-base.airtableTool')).toEqual([2, 2.1]);
    expect(registry.versions?.('n8n-nodes-base.airtableTrigger')).toEqual([1]);
    const token = builtinCredentialTypes.find((c) => c.name === 'airtableTokenApi');
    expect(token?.properties.map((p) => p.name)).toEqual(['accessToken', 'notice']);
    expect(token?.authenticate?.({ accessToken: 'pat1' }, { url: 'x' }).headers).toEqual({
      Authorization: 'Bearer pat1',
    });
    const oauth = builtinCredentialTypes.find((c) => c.name === 'airtableOAuth2Api');
    expect(oauth?.extends).toEqual(['oAuth2Api']);
    expect(Object.fromEntries(oauth!.properties.map((p) => [p.name, p.default]))).toEqual({
      grantType: 'pkce',
      authUrl: 'https://airtable.com/oauth2/v1/authorize',
      accessTokenUrl: 'https://airtable.com/oauth2/v1/token',
      scope: 'schema.bases:read data.records:read data.records:write',
      authQueryParameters: '',
      authentication: 'header',
    });
    expect(builtinCredentialTypes.find((c) => c.name === 'airtableApi')?.properties.map((p) => p.name)).toEqual([
      'deprecated',
      'apiKey',
    ]);
  });
});

describe('Airtable 2.x records', () => {
  it('creates a record from the mapped columns: POST /v0/<base>/<table> with typecast, answering Airtable’s record', async () => {
    const r = await run(
      {
        resource: 'record',
        operation: 'create',
        ...table,
        columns: defineBelow({ Name: 'Write docs', Points: 3 }),
        options: {},
      },
      { items: [{ json: {} }, { json: {} }] },
    );
    expect(r.error).toBeUndefined();
    expect(calls()).toHaveLength(2);
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/v0/${BASE}/${TASKS}`,
      token: TOKEN,
      body: { typecast: false, fields: { Name: 'Write docs', Points: 3 } },
    });
    expect(last().contentType).toMatch(/^application\/json/);
    expect(r.json[0]).toEqual({
      id: expect.stringMatching(/^rec/),
      createdTime: expect.any(String),
      fields: { Name: 'Write docs', Points: 3, 'Last Modified': expect.any(String) },
    });
    expect(r.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
    expect(fake.state.records[TASKS]).toHaveLength(2);
  });

  it('creates from the input items (auto-map) leaving ignored fields out; typecast adds a select option', async () => {
    const r = await run(
      {
        resource: 'record',
        operation: 'create',
        ...table,
        columns: { mappingMode: 'autoMapInputData', value: null },
        options: { typecast: true, ignoreFields: 'internal, note' },
      },
      { items: [{ json: { Name: 'A', Status: 'Blocked', Points: '5', internal: 1, note: 'x' } }] },
    );
    expect(r.error).toBeUndefined();
    expect(last().body).toEqual({ typecast: true, fields: { Name: 'A', Status: 'Blocked', Points: '5' } });
    expect(r.json[0]).toMatchObject({ fields: { Name: 'A', Status: 'Blocked', Points: 5 } });
  });

  it('words Airtable’s refusal as n8n (the status message, Airtable’s as the description) naming the item; a value the field cannot take suggests Typecast; continueOnFail gives { message, error }', async () => {
    const bad = await run({
      resource: 'record',
      operation: 'create',
      ...table,
      columns: defineBelow({ Nmae: 'typo' }),
      options: {},
    });
    expect(bad.error).toMatchObject({
      message: 'Your request is invalid or could not be processed by the service',
      description: 'Unknown field name: "Nmae"',
    });
    expect(bad.error?.context?.itemIndex).toBe(0);
    const value = await run({
      resource: 'record',
      operation: 'create',
      ...table,
      columns: defineBelow({ Points: 'many' }),
      options: {},
    });
    expect(value.error?.description).toMatch(/cannot accept the provided value\. Consider using 'Typecast' option/);
    const soft = await run(
      { resource: 'record', operation: 'create', ...table, columns: defineBelow({ Nmae: 'typo' }), options: {} },
      { onError: 'continueRegularOutput', items: [{ json: {} }, { json: {} }] },
    );
    expect(soft.error).toBeUndefined();
    expect(soft.json).toHaveLength(2);
    expect(soft.json[1]).toEqual({
      message: 'Your request is invalid or could not be processed by the service',
      error: {
        message: 'Your request is invalid or could not be processed by the service',
        name: 'NodeApiError',
        description: 'Unknown field name: "Nmae"',
        context: { itemIndex: 1 },
        timestamp: expect.any(Number),
      },
    });
    expect(soft.items[1]!.pairedItem).toEqual({ item: 1 });
  });

  it('gets a record by ID as a flat item; an unknown ID is described as "not a valid Record ID"; continueOnFail gives { error }', async () => {
    const [rec] = seedTasks(1);
    const r = await run({ resource: 'record', operation: 'get', ...table, id: rec!.id, options: {} });
    expect(last()).toMatchObject({ method: 'GET', path: `/v0/${BASE}/${TASKS}/${rec!.id}`, query: {} });
    expect(r.json).toEqual([{ id: rec!.id, createdTime: rec!.createdTime, Name: 'Task 1', Status: 'Todo', Points: 1 }]);
    const missing = await run({ resource: 'record', operation: 'get', ...table, id: 'recMissing0000001', options: {} });
    expect(missing.error).toMatchObject({
      message: 'The resource you are requesting could not be found',
      description: 'recMissing0000001 is not a valid Record ID',
    });
    const soft = await run(
      { resource: 'record', operation: 'get', ...table, id: 'recMissing0000001', options: {} },
      { onError: 'continueRegularOutput' },
    );
    expect(soft.json).toEqual([{ error: 'The resource you are requesting could not be found' }]);
  });

  it('deletes a record by ID: DELETE /v0/<base>/<table>/<id>, answering { id, deleted }', async () => {
    const [a, b] = seedTasks(2);
    const r = await run(
      { resource: 'record', operation: 'deleteRecord', ...table, id: '={{ $json.id }}' },
      { items: [{ json: { id: a!.id } }, { json: { id: b!.id } }] },
    );
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual([
      `DELETE /v0/${BASE}/${TASKS}/${a!.id}`,
      `DELETE /v0/${BASE}/${TASKS}/${b!.id}`,
    ]);
    expect(r.json).toEqual([
      { id: a!.id, deleted: true },
      { id: b!.id, deleted: true },
    ]);
    expect(fake.state.records[TASKS]).toHaveLength(0);
  });

  it('searches every page (pageSize 100, then the offset Airtable answered) with the formula, fields, sort and view', async () => {
    seedTasks(230);
    const r = await run({
      resource: 'record',
      operation: 'search',
      ...table,
      filterByFormula: "{Status} = 'Todo'",
      returnAll: true,
      options: {
        fields: ['Name', 'Points'],
        view: rl(`https://airtable.com/${BASE}/${TASKS}/viwGrid0000000001/edit`, 'url'),
      },
      sort: { property: [{ field: 'Points', direction: 'desc' }] },
    });
    expect(r.error).toBeUndefined();
    expect(calls()).toHaveLength(2);
    expect(calls()[0]!.query).toEqual({
      filterByFormula: "{Status} = 'Todo'",
      fields: ['Name', 'Points'],
      sort: [{ field: 'Points', direction: 'desc' }],
      view: 'viwGrid0000000001',
      pageSize: '100',
    });
    expect(calls()[1]!.query.offset).toMatch(/^itr100\//);
    expect(r.json).toHaveLength(115);
    expect(r.json[0]).toEqual({
      id: expect.stringMatching(/^rec/),
      createdTime: expect.any(String),
      Name: 'Task 229',
      Points: 229,
    });
    expect(r.json.at(-1)).toMatchObject({ Name: 'Task 1', Points: 1 });
  });

  it('searches up to a limit with maxRecords in one call, and a view by ID keeps its own filter', async () => {
    seedTasks(6);
    const r = await run({
      resource: 'record',
      operation: 'search',
      ...table,
      filterByFormula: '',
      returnAll: false,
      limit: 2,
      options: { view: rl('viwOpen0000000001') },
    });
    expect(calls()).toHaveLength(1);
    expect(calls()[0]!.query).toEqual({ view: 'viwOpen0000000001', maxRecords: '2' });
    expect(r.json.map((j) => j.Name)).toEqual(['Task 5', 'Task 3']);
  });

  it('searches once for all items in 2 (paired with every item) and once per item in 2.1', async () => {
    seedTasks(2);
    const items = [{ json: { s: 'Todo' } }, { json: { s: 'Done' } }];
    const v2 = await run(
      {
        resource: 'record',
        operation: 'search',
        ...table,
        filterByFormula: '={{ "{Status} = \'" + $json.s + "\'" }}',
        returnAll: true,
        options: {},
      },
      { version: 2, items },
    );
    expect(calls()).toHaveLength(1);
    expect(v2.json.map((j) => j.Name)).toEqual(['Task 1']);
    expect(v2.items[0]!.pairedItem).toEqual([{ item: 0 }, { item: 1 }]);
    fake.state.calls.length = 0;
    const v21 = await run(
      {
        resource: 'record',
        operation: 'search',
        ...table,
        filterByFormula: '={{ "{Status} = \'" + $json.s + "\'" }}',
        returnAll: true,
        options: {},
      },
      { items },
    );
    expect(calls().map((c) => c.query.filterByFormula)).toEqual(["{Status} = 'Todo'", "{Status} = 'Done'"]);
    expect(v21.json.map((j) => j.Name)).toEqual(['Task 1', 'Task 2']);
    expect(v21.items.map((i) => i.pairedItem)).toEqual([[{ item: 0 }], [{ item: 1 }]]);
  });

  it('downloads attachment fields into binary <field>_<index> (without sending the token to the file URL)', async () => {
    fake.state.files['brief.txt'] = { data: 'hello file', type: 'text/plain' };
    fake.addRecord(TASKS, {
      Name: 'With file',
      Files: [
        { id: 'att1', url: `${server.url}/attachments/brief.txt`, filename: 'brief.txt', type: 'text/plain', size: 10 },
      ],
    });
    const r = await run({
      resource: 'record',
      operation: 'search',
      ...table,
      filterByFormula: '',
      returnAll: true,
      options: { downloadFields: ['Files'] },
    });
    expect(r.error).toBeUndefined();
    expect(r.items[0]!.json).toMatchObject({ Name: 'With file' });
    const file = r.items[0]!.binary?.Files_0;
    expect(file).toMatchObject({ mimeType: 'text/plain', fileName: 'brief.txt' });
    expect(Buffer.from(String(file!.data), 'base64').toString()).toBe('hello file');
    expect(last()).toMatchObject({ path: '/attachments/brief.txt', token: undefined });
  });

  it('updates by record ID: PATCH /v0/<base>/<table> with { typecast, records: [{ id, fields }] }, answering the records', async () => {
    const [rec] = seedTasks(1);
    const r = await run({
      resource: 'record',
      operation: 'update',
      ...table,
      columns: defineBelow({ id: rec!.id, Status: 'Done' }, ['id']),
      options: {},
    });
    expect(r.error).toBeUndefined();
    expect(last()).toMatchObject({
      method: 'PATCH',
      path: `/v0/${BASE}/${TASKS}`,
      body: { typecast: false, records: [{ id: rec!.id, fields: { Status: 'Done' } }] },
    });
    expect(r.json).toEqual([
      {
        id: rec!.id,
        createdTime: rec!.createdTime,
        fields: expect.objectContaining({ Name: 'Task 1', Status: 'Done' }),
      },
    ]);
    const missing = await run({
      resource: 'record',
      operation: 'update',
      ...table,
      columns: defineBelow({ id: 'recNope', Status: 'Done' }, ['id']),
      options: {},
    });
    expect(missing.error).toMatchObject({
      message: 'Your request is invalid or could not be processed by the service',
      description: 'Record ID recNope does not exist in this table',
    });
  });

  it('updates by a column: reads the table’s match column once, then updates the first match (or all of them)', async () => {
    fake.addRecord(TASKS, { Name: 'Dup', Points: 1 });
    fake.addRecord(TASKS, { Name: 'Dup', Points: 2 });
    const r = await run({
      resource: 'record',
      operation: 'update',
      ...table,
      columns: defineBelow({ Name: 'Dup', Points: 9 }, ['Name']),
      options: {},
    });
    expect(calls()[0]).toMatchObject({ method: 'GET', query: { fields: ['Name'], pageSize: '100' } });
    expect(calls()[1]!.body).toEqual({
      typecast: false,
      records: [{ id: fake.state.records[TASKS]![0]!.id, fields: { Points: 9 } }],
    });
    expect(r.json).toHaveLength(1);
    const all = await run(
      {
        resource: 'record',
        operation: 'update',
        ...table,
        columns: { mappingMode: 'autoMapInputData', value: null, matchingColumns: ['Name'] },
        options: { updateAllMatches: true },
      },
      { items: [{ json: { Name: 'Dup', Points: 7 } }] },
    );
    expect(last().body!.records).toHaveLength(2);
    expect(all.json.map((j) => (j.fields as Record<string, unknown>).Points)).toEqual([7, 7]);
    const none = await run({
      resource: 'record',
      operation: 'update',
      ...table,
      columns: defineBelow({ Name: 'Nobody', Points: 1 }, ['Name']),
      options: {},
    });
    expect(none.error?.message).toBe('Record matching provided keys was not found');
  });

  it('upserts on columns with performUpsert.fieldsToMergeOn: creates, then updates the match', async () => {
    const params = {
      resource: 'record',
      operation: 'upsert',
      ...table,
      columns: { mappingMode: 'autoMapInputData', value: null, matchingColumns: ['Email'] },
      options: {},
    };
    const first = await run(params, { items: [{ json: { Email: 'ada@example.com', Name: 'Ada' } }] });
    expect(last()).toMatchObject({
      method: 'PATCH',
      body: {
        typecast: false,
        performUpsert: { fieldsToMergeOn: ['Email'] },
        records: [{ fields: { Email: 'ada@example.com', Name: 'Ada' } }],
      },
    });
    const second = await run(params, { items: [{ json: { Email: 'ada@example.com', Name: 'Ada L.' } }] });
    expect(fake.state.records[TASKS]).toHaveLength(1);
    expect(second.json[0]).toMatchObject({ id: (first.json[0] as { id: string }).id, fields: { Name: 'Ada L.' } });
  });

  it('upserts by ID: an unknown ID (422) creates the record instead; several matches fall back to search and update', async () => {
    const created = await run({
      resource: 'record',
      operation: 'upsert',
      ...table,
      columns: defineBelow({ id: 'recUnknown', Name: 'Fresh' }, ['id']),
      options: {},
    });
    expect(created.error).toBeUndefined();
    expect(calls().map((c) => c.method)).toEqual(['PATCH', 'POST']);
    expect(last().body).toEqual({ typecast: false, records: [{ fields: { Name: 'Fresh' } }] });
    expect(created.json[0]).toMatchObject({ fields: { Name: 'Fresh' } });
    fake.addRecord(TASKS, { Name: 'Twin', Points: 1 });
    fake.addRecord(TASKS, { Name: 'Twin', Points: 2 });
    fake.state.calls.length = 0;
    const twins = await run({
      resource: 'record',
      operation: 'upsert',
      ...table,
      columns: defineBelow({ Name: 'Twin', Points: 5 }, ['Name']),
      options: { updateAllMatches: true },
    });
    expect(twins.error).toBeUndefined();
    expect(calls()[1]).toMatchObject({
      method: 'GET',
      query: { fields: ['Name'], filterByFormula: "AND({Name} = 'Twin')" },
    });
    expect(twins.json.map((j) => (j.fields as Record<string, unknown>).Points)).toEqual([5, 5]);
  });

  it('takes a table by name and a base and table by airtable.com link', async () => {
    seedTasks(1);
    await run({
      resource: 'record',
      operation: 'search',
      base: rl(`https://airtable.com/${BASE}/${TASKS}/viwGrid0000000001`, 'url'),
      table: rl('Tasks'),
      filterByFormula: '',
      returnAll: true,
      options: {},
    });
    expect(last().path).toBe(`/v0/${BASE}/Tasks`);
    await run({
      resource: 'record',
      operation: 'search',
      base: rl(BASE),
      table: rl(`https://airtable.com/${BASE}/${TASKS}/viwGrid0000000001`, 'url'),
      filterByFormula: '',
      returnAll: true,
      options: {},
    });
    expect(last().path).toBe(`/v0/${BASE}/${TASKS}`);
  });
});

describe('Airtable 2.x bases', () => {
  it('gets many bases across pages, up to a limit, filtered by permission level', async () => {
    fake.state.basesPageSize = 1;
    const all = await run(
      { resource: 'base', operation: 'getMany', returnAll: true, options: {} },
      { items: [{ json: {} }, { json: {} }] },
    );
    expect(calls().map((c) => c.query)).toEqual([{}, { offset: '1' }]);
    expect(all.json).toEqual([
      { id: BASE, name: 'Weft Projects', permissionLevel: 'create' },
      { id: 'appReadOnly000001', name: 'Archive', permissionLevel: 'read' },
    ]);
    expect(all.items[0]!.pairedItem).toEqual([{ item: 0 }, { item: 1 }]);
    fake.state.basesPageSize = 100;
    const some = await run({ resource: 'base', operation: 'getMany', returnAll: false, limit: 1, options: {} });
    expect(some.json.map((b) => b.id)).toEqual([BASE]);
    const read = await run({
      resource: 'base',
      operation: 'getMany',
      returnAll: true,
      options: { permissionLevel: ['read'] },
    });
    expect(read.json.map((b) => b.id)).toEqual(['appReadOnly000001']);
  });

  it('gets a base’s schema: one item per table', async () => {
    const r = await run({ resource: 'base', operation: 'getSchema', base: rl(BASE) });
    expect(last()).toMatchObject({ method: 'GET', path: `/v0/meta/bases/${BASE}/tables` });
    expect(r.json.map((t) => t.name)).toEqual(['Tasks', 'People']);
    expect(r.json[0]).toMatchObject({
      id: TASKS,
      primaryFieldId: 'fldName00000000001',
      fields: expect.any(Array),
      views: expect.any(Array),
    });
    const missing = await run({ resource: 'base', operation: 'getSchema', base: rl('appNope') });
    expect(missing.error).toMatchObject({
      message: 'The resource you are requesting could not be found',
      description: 'NOT_FOUND',
    });
  });
});

describe('Airtable errors and retries', () => {
  it('waits out a 429 (Airtable blocks for 30 s; tests shorten it) and retries a 503, then succeeds', async () => {
    seedTasks(1);
    fake.state.faults.push({ status: 429 }, { status: 503 });
    const r = await run({
      resource: 'record',
      operation: 'search',
      ...table,
      filterByFormula: '',
      returnAll: true,
      options: {},
    });
    expect(r.error).toBeUndefined();
    expect(calls()).toHaveLength(3);
    expect(r.json).toHaveLength(1);
  });

  it('gives up after a few 429s as n8n words a 429, with Airtable’s message, naming the item', async () => {
    fake.state.faults.push({ status: 429 }, { status: 429 }, { status: 429 }, { status: 429 });
    const r = await run({ resource: 'record', operation: 'get', ...table, id: 'rec1', options: {} });
    expect(calls()).toHaveLength(4);
    expect(r.error).toMatchObject({
      message: 'The service is receiving too many requests from you',
      description: 'Rate limit exceeded. Please try again later',
    });
  });

  it('a wrong token is a 401 with Airtable’s message; the API key connection and an empty token are refused before any call', async () => {
    const wrong = await run(
      { resource: 'base', operation: 'getMany', returnAll: true, options: {} },
      { credentials: { airtableTokenApi: { accessToken: 'patWrong' } } },
    );
    expect(wrong.error).toMatchObject({
      message: 'Authorization failed - please check your credentials',
      description: 'Authentication required',
    });
    fake.state.calls.length = 0;
    const key = await run(
      { operation: 'read', application: rl(BASE), table: rl(TASKS), id: 'rec1' },
      { version: 1, credentials: { airtableApi: { apiKey: 'key1' } } },
    );
    expect(key.error?.message).toMatch(/API Key connection was deprecated/);
    const empty = await run(
      { resource: 'base', operation: 'getMany', returnAll: true, options: {} },
      { credentials: { airtableTokenApi: { accessToken: '' } } },
    );
    expect(empty.error?.message).toMatch(/no access token/);
    expect(calls()).toHaveLength(0);
  });

  it('signs in with the OAuth2 connection’s access token', async () => {
    fake.state.token = 'oauth-access-1';
    const r = await run(
      { authentication: 'airtableOAuth2Api', resource: 'base', operation: 'getMany', returnAll: true, options: {} },
      { credentials: { airtableOAuth2Api: { oauthTokenData: { access_token: 'oauth-access-1' } } } },
    );
    expect(r.error).toBeUndefined();
    expect(last().token).toBe('oauth-access-1');
  });
});

describe('Airtable 1', () => {
  const v1 = {
    authentication: 'airtableTokenApi',
    application: rl(`https://airtable.com/${BASE}/${TASKS}/viw1`, 'url'),
    table: rl(`https://airtable.com/${BASE}/${TASKS}/viw1`, 'url'),
  };

  it('appends the items in batches of Bulk Size: POST { records: [{ fields }] } without the id field', async () => {
    const items = [1, 2, 3].map((n) => ({ json: { id: `x${n}`, Name: `N${n}`, Points: n } }));
    const r = await run(
      { ...v1, operation: 'append', addAllFields: true, options: { bulkSize: 2, typecast: true } },
      { version: 1, items },
    );
    expect(r.error).toBeUndefined();
    expect(calls().map((c) => c.body)).toEqual([
      { records: [{ fields: { Name: 'N1', Points: 1 } }, { fields: { Name: 'N2', Points: 2 } }], typecast: true },
      { records: [{ fields: { Name: 'N3', Points: 3 } }], typecast: true },
    ]);
    expect(r.json).toHaveLength(3);
    expect(r.json[0]).toEqual({
      id: expect.stringMatching(/^rec/),
      createdTime: expect.any(String),
      fields: expect.objectContaining({ Name: 'N1' }),
    });
    expect(r.items.map((i) => i.pairedItem)).toEqual([{ item: 1 }, { item: 1 }, { item: 2 }]);
    const some = await run(
      { ...v1, operation: 'append', addAllFields: false, fields: ['Name'], options: {} },
      { version: 1, items: [{ json: { Name: 'Only', Points: 4 } }] },
    );
    expect(last().body).toEqual({ records: [{ fields: { Name: 'Only' } }] });
    expect(some.json).toHaveLength(1);
  });

  it('lists the records as Airtable sends them, with the additional options in the query', async () => {
    seedTasks(3);
    const r = await run(
      {
        ...v1,
        operation: 'list',
        returnAll: false,
        limit: 2,
        downloadAttachments: false,
        additionalOptions: {
          fields: ['Name'],
          filterByFormula: '{Points} > 1',
          sort: { property: [{ field: 'Points', direction: 'desc' }] },
          view: 'Grid view',
        },
      },
      { version: 1, items: [{ json: {} }, { json: {} }] },
    );
    expect(last().query).toEqual({
      fields: ['Name'],
      filterByFormula: '{Points} > 1',
      sort: [{ field: 'Points', direction: 'desc' }],
      view: 'Grid view',
      maxRecords: '2',
    });
    expect(r.json).toEqual([
      { id: expect.any(String), createdTime: expect.any(String), fields: { Name: 'Task 3' } },
      { id: expect.any(String), createdTime: expect.any(String), fields: { Name: 'Task 2' } },
    ]);
    expect(r.items[0]!.pairedItem).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('reads, updates (ignoring fields) and deletes by ID', async () => {
    const [a, b] = seedTasks(2);
    const read = await run({ ...v1, operation: 'read', id: a!.id }, { version: 1 });
    expect(read.json[0]).toMatchObject({ id: a!.id, fields: { Name: 'Task 1' } });
    await run(
      { ...v1, operation: 'update', id: '={{ $json.id }}', updateAllFields: true, options: { ignoreFields: 'Name' } },
      { version: 1, items: [{ json: { id: a!.id, Name: 'skip', Points: 10 } }] },
    );
    expect(last()).toMatchObject({
      method: 'PATCH',
      body: { records: [{ fields: { Points: 10 }, id: a!.id }], typecast: false },
    });
    const del = await run(
      { ...v1, operation: 'delete', id: '={{ $json.id }}', options: {} },
      { version: 1, items: [{ json: { id: a!.id } }, { json: { id: b!.id } }] },
    );
    expect(last()).toMatchObject({
      method: 'DELETE',
      path: `/v0/${BASE}/${TASKS}`,
      query: { records: [a!.id, b!.id] },
    });
    expect(del.json).toEqual([
      { id: a!.id, deleted: true },
      { id: b!.id, deleted: true },
    ]);
  });
});

describe('Airtable editor look-ups', () => {
  const http = createHttpClient();
  const ctx = (parameters: Record<string, unknown>): NodeMethodContext => {
    const get = (path: string, fallback?: unknown, options?: { extractValue?: boolean }) => {
      const v = parameters[path];
      if (v === undefined) return fallback;
      return options?.extractValue && v && typeof v === 'object' ? (v as { value: unknown }).value : v;
    };
    return {
      getCurrentNodeParameter: (p, o) => get(p, undefined, o),
      getCurrentNodeParameters: () => parameters as never,
      getNodeParameter: get,
      getNode: () =>
        ({ id: 'a', name: 'Airtable', type: 'weft.airtable', typeVersion: 2.1, position: [0, 0], parameters }) as never,
      getWorkflow: () => ({}),
      getTimezone: () => 'UTC',
      getCredentials: async () => ({ accessToken: TOKEN }),
      helpers: {
        httpRequest: (o) => http(o),
        httpRequestWithAuthentication: () => {
          throw new Error('unused');
        },
      },
    };
  };

  it('lists and narrows bases, tables and views, and the columns for options and the resource mapper', async () => {
    const m = airtableMethods as Required<typeof airtableMethods> & {
      resourceMapping: Record<string, (c: NodeMethodContext) => Promise<{ fields: Array<Record<string, unknown>> }>>;
    };
    expect(await m.listSearch.baseSearch!.call(ctx({}), ctx({}), 'arch')).toEqual({
      results: [{ name: 'Archive', value: 'appReadOnly000001', url: 'https://airtable.com/appReadOnly000001' }],
    });
    const c = ctx({ base: rl(BASE), table: rl(TASKS) });
    expect((await m.listSearch.tableSearch!.call(c, c)).results.map((t) => t.value)).toEqual([
      TASKS,
      'tblPeople000000001',
    ]);
    expect(await m.listSearch.viewSearch!.call(c, c, 'open')).toEqual({
      results: [
        { name: 'Open', value: 'viwOpen0000000001', url: `https://airtable.com/${BASE}/${TASKS}/viwOpen0000000001` },
      ],
    });
    expect(await m.loadOptions.getAttachmentColumns!.call(c, c)).toEqual([
      { name: 'Files', value: 'Files', description: 'Type: multipleAttachments' },
    ]);
    expect((await m.loadOptions.getColumnsWithRecordId!.call(c, c))[0]).toEqual({
      name: 'id',
      value: 'id',
      description: 'Type: primaryFieldId',
    });
    const mapper = await m.resourceMapping.getColumnsWithRecordId!(c);
    expect(mapper.fields.map((f) => [f.id, f.type, f.readOnly])).toEqual([
      ['id', 'string', true],
      ['Name', 'string', false],
      ['Status', 'options', false],
      ['Points', 'number', false],
      ['Email', 'string', false],
      ['Files', 'array', false],
      ['Last Modified', 'string', true],
    ]);
    expect(mapper.fields[2]!.options).toEqual([
      { name: 'Todo', value: 'Todo' },
      { name: 'Done', value: 'Done' },
    ]);
    await expect(
      m.loadOptions.getColumns!.call(
        ctx({ base: rl(BASE), table: rl('tblNope') }),
        ctx({ base: rl(BASE), table: rl('tblNope') }),
      ),
    ).rejects.toThrow('Table information could not be found!');
  });
});

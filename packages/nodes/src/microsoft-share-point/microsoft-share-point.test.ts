/**
 * Microsoft SharePoint 1 against the loopback REST API v2.0 fake (test-fake/sharepoint-fake.mjs), in
 * workflows as n8n stores them: each operation's request (tenant, path, query, body, bearer token)
 * and the items it answers, simplified or not, every page by next link, the column mapper's writes
 * and matching, n8n's own errors for a missing list or item, continue-on-fail, binary files, the
 * editor's look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { microsoftSharePointMethods } from './methods.js';
import { TOKEN, start, type SharePointFake, type SharePointSeed } from './test-fake/sharepoint-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: SharePointFake;

const SITE = 'weft.sharepoint.com,site-1,web-1';
const TASKS = 'list-tasks';
const SEED: SharePointSeed = {
  pageSize: 2,
  sites: [
    {
      id: SITE,
      name: 'weft-team',
      title: 'Weft Team',
      lists: [
        {
          id: TASKS,
          displayName: 'Tasks',
          columns: [
            { name: 'Code', required: true, enforceUniqueValues: true },
            { name: 'Colour', type: 'choice', choices: ['red', 'blue'] },
            { name: 'Link', type: 'url' },
          ],
          items: [
            { fields: { Title: 'Warp', Code: 'A-1', Colour: 'red' } },
            { fields: { Title: 'Dye', Code: 'A-2', Colour: 'blue' } },
            { fields: { Title: 'Spin', Code: 'A-3' } },
          ],
        },
        { id: 'list-events', displayName: 'Events' },
        { id: 'list-people', displayName: "Weaver's people" },
      ],
      drive: [
        { id: 'F1', name: 'Reports', folder: true },
        { id: 'D1', name: 'notes.txt', parentId: 'F1', content: 'Weft notes' },
      ],
    },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_SHAREPOINT_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_SHAREPOINT_API_URL;
  await server?.close();
});

async function run(parameters: Record<string, unknown>, options: { items?: Item[]; onError?: string } = {}) {
  const node: Record<string, unknown> = {
    id: 's1',
    name: 'SharePoint',
    type: 'n8n-nodes-base.microsoftSharePoint',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { microsoftSharePointOAuth2Api: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'sharepoint test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'SharePoint',
    startItems: options.items ?? [{ json: {} }],
    services: {
      getCredentials: async () => ({ subdomain: 'weft', oauthTokenData: { access_token: TOKEN } }),
    },
  });
  const items = result.data.resultData.runData.SharePoint?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;
const rl = (value: string) => ({ __rl: true, value, mode: 'id' });
const item = (operation: string, extra: Record<string, unknown> = {}) => ({
  resource: 'item',
  operation,
  site: rl(SITE),
  list: rl(TASKS),
  ...extra,
});
const cols = (value: Record<string, unknown>, matchingColumns: string[] = []) => ({
  mappingMode: 'defineBelow',
  value,
  matchingColumns,
  schema: [
    { id: 'Title', type: 'string' },
    { id: 'Code', type: 'string' },
    { id: 'Link', type: 'url' },
  ],
});

describe('Microsoft SharePoint registration', () => {
  it('registers Microsoft SharePoint 1, its tool variant and the credential', () => {
    expect(registry.versions?.('n8n-nodes-base.microsoftSharePoint')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.microsoftSharePointTool')).toEqual([1]);
    expect(builtinCredentialTypes.find((c) => c.name === 'microsoftSharePointOAuth2Api')?.extends).toEqual([
      'microsoftOAuth2Api',
    ]);
  });
});

describe('Microsoft SharePoint lists', () => {
  it('reads lists simplified, with a limit, signed with the bearer token', async () => {
    const { json } = await run({ resource: 'list', operation: 'getAll', site: rl(SITE), limit: 2 });
    expect(last()).toMatchObject({
      method: 'GET',
      path: `/sites/${SITE}/lists`,
      authorization: `Bearer ${TOKEN}`,
      query: { $top: '2', $select: 'id,name,displayName,description,createdDateTime,lastModifiedDateTime,webUrl' },
    });
    expect(json.map((l) => l.displayName)).toEqual(['Tasks', 'Events']);
    expect(json[0]).not.toHaveProperty('@odata.etag');
  });

  it('follows next links for Return All', async () => {
    const { json } = await run({
      resource: 'list',
      operation: 'getAll',
      site: rl(SITE),
      returnAll: true,
      simplify: false,
    });
    expect(json.map((l) => l.id)).toEqual([TASKS, 'list-events', 'list-people']);
    expect(calls().map((c) => c.query.$skiptoken)).toEqual([undefined, '2']);
    expect(json[0]).toHaveProperty('@odata.etag');
  });

  it('says which list is missing', async () => {
    const { error } = await run({ resource: 'list', operation: 'get', site: rl(SITE), list: rl('nope') });
    expect(error?.message).toBe("The required list doesn't match any existing one");
  });
});

describe('Microsoft SharePoint items', () => {
  it('gets an item simplified (Title only) or whole', async () => {
    const short = await run(item('get', { item: rl('2') }));
    expect(last().query).toEqual({
      $select: 'id,createdDateTime,lastModifiedDateTime,webUrl',
      $expand: 'fields(select=Title)',
    });
    expect(short.json[0]).toEqual({
      id: '2',
      createdDateTime: expect.any(String),
      lastModifiedDateTime: expect.any(String),
      webUrl: expect.stringContaining('/Lists/Tasks/2_.000'),
      fields: { Title: 'Dye' },
    });
    const whole = await run(item('get', { item: rl('2'), simplify: false }));
    expect(last().query).toEqual({});
    expect(whole.json[0]).toHaveProperty('@odata.context');
    expect(whole.json[0]).not.toHaveProperty('fields');
  });

  it('filters Get Many, and asks for chosen fields when not simplifying', async () => {
    const { json } = await run(
      item('getAll', { filter: "fields/Colour eq 'blue'", simplify: false, options: { fields: ['id', 'fields'] } }),
    );
    expect(last().query).toMatchObject({
      $filter: "fields/Colour eq 'blue'",
      $expand: 'fields',
      $top: '50',
      '$select[0]': 'id',
      '$select[1]': 'fields',
    });
    expect(json.map((i) => i.fields.Code)).toEqual(['A-2']);
  });

  it('creates, updates by id, creates or updates by a unique column, and deletes', async () => {
    const created = await run(
      item('create', { columns: cols({ Title: 'Card', Code: 'B-1', Link: 'https://weft.example' }) }),
    );
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/sites/${SITE}/lists/${TASKS}/items`,
      body: {
        fields: {
          Title: 'Card',
          Code: 'B-1',
          Link: { Description: 'https://weft.example', Url: 'https://weft.example' },
        },
      },
    });
    expect(created.json[0]!.id).toBe('4');
    await run(item('update', { columns: cols({ id: '4', Title: 'Carded' }, ['id']) }));
    expect(last()).toMatchObject({
      method: 'PATCH',
      path: `/sites/${SITE}/lists/${TASKS}/items/4`,
      body: { fields: { Title: 'Carded' } },
    });
    const upserted = await run(item('upsert', { columns: cols({ Code: 'A-3', Title: 'Spun' }, ['Code']) }));
    expect(calls().at(-2)).toMatchObject({ query: { $filter: "fields/Code eq 'A-3'" } });
    expect(last()).toMatchObject({ method: 'PATCH', path: `/sites/${SITE}/lists/${TASKS}/items/3` });
    expect(upserted.json[0]!.fields).toMatchObject({ Title: 'Spun', Code: 'A-3' });
    await run(item('upsert', { columns: cols({ Code: 'Z-1', Title: 'New' }, ['Code']) }));
    expect(last()).toMatchObject({ method: 'POST', body: { fields: { Code: 'Z-1', Title: 'New' } } });
    expect((await run(item('delete', { item: rl('1') }))).json).toEqual([{ deleted: true }]);
    expect(last()).toMatchObject({ method: 'DELETE', path: `/sites/${SITE}/lists/${TASKS}/items/1` });
  });

  it('refuses an update no column matches, and continues failed items as { error }', async () => {
    const failed = await run(item('update', { columns: cols({ Code: 'none', Title: 'x' }, ['Code']) }));
    expect(failed.error?.message).toBe("The column(s) don't match any existing item");
    const missing = await run(item('get', { item: rl('99') }));
    expect(missing.error?.message).toBe("The required item doesn't match any existing one");
    const continued = await run(item('get', { item: rl('={{ $json.id }}') }), {
      onError: 'continueRegularOutput',
      items: [{ json: { id: '99' } }, { json: { id: '1' } }],
    });
    expect(continued.json[0]).toEqual({ error: "The required item doesn't match any existing one" });
    expect(continued.json[1]).toMatchObject({ id: '1', fields: { Title: 'Warp' } });
  });
});

describe('Microsoft SharePoint files', () => {
  it('uploads binary, downloads it with its name, and renames with new content', async () => {
    const data = { data: Buffer.from('Plan').toString('base64'), mimeType: 'text/plain', fileName: 'x.txt' };
    const uploaded = await run(
      {
        resource: 'file',
        operation: 'upload',
        site: rl(SITE),
        folder: rl('F1'),
        fileName: 'plan.txt',
        fileContents: 'data',
      },
      { items: [{ json: {}, binary: { data } }] },
    );
    expect(uploaded.error).toBeUndefined();
    expect(last()).toMatchObject({
      method: 'PUT',
      path: `/sites/${SITE}/drive/items/F1:/plan.txt:/content`,
      body: 'Plan',
    });
    expect(uploaded.json[0]).toMatchObject({ name: 'plan.txt', size: 4 });
    const downloaded = await run({
      resource: 'file',
      operation: 'download',
      site: rl(SITE),
      folder: rl('F1'),
      file: rl('D1'),
    });
    expect(downloaded.json).toEqual([{}]);
    expect(downloaded.items[0]!.binary?.data).toMatchObject({ fileName: 'notes.txt', mimeType: 'text/plain' });
    const renamed = await run(
      {
        resource: 'file',
        operation: 'update',
        site: rl(SITE),
        folder: rl('F1'),
        file: rl('D1'),
        fileName: 'n2.txt',
        changeFileContent: true,
        fileContents: 'data',
      },
      { items: [{ json: {}, binary: { data } }] },
    );
    expect(
      calls()
        .slice(-2)
        .map((c) => [c.method, c.path, c.body]),
    ).toEqual([
      ['PATCH', `/sites/${SITE}/drive/items/D1`, { name: 'n2.txt' }],
      ['PUT', `/sites/${SITE}/drive/items/D1/content`, 'Plan'],
    ]);
    expect(renamed.json[0]).toMatchObject({ name: 'n2.txt', size: 4 });
  });
});

describe('Microsoft SharePoint look-ups', () => {
  const ctx = (params: Record<string, unknown> = {}) =>
    ({
      getNode: () => ({
        id: 's',
        name: 'SharePoint',
        type: 'weft.microsoftSharePoint',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      }),
      getNodeParameter: (name: string, fallback: unknown) => params[name] ?? fallback,
      getCurrentNodeParameter: (name: string) => params[name],
      getCredentials: async () => ({ subdomain: 'weft', oauthTokenData: { access_token: TOKEN } }),
      helpers: {
        httpRequest: async (o: any) => {
          const url = new URL(o.url);
          for (const [k, v] of Object.entries(o.qs ?? {})) url.searchParams.set(k, String(v));
          const res = await fetch(url, { method: o.method, headers: o.headers });
          const text = await res.text();
          return {
            statusCode: res.status,
            headers: Object.fromEntries(res.headers),
            body: text ? JSON.parse(text) : '',
          };
        },
      },
    }) as unknown as NodeMethodContext;

  it('pages through lists and offers the mapper’s columns', async () => {
    const search = microsoftSharePointMethods.listSearch;
    const first = await search.getLists(ctx({ site: SITE }));
    expect(first.results).toEqual([
      { name: 'Events', value: 'list-events' },
      { name: 'Tasks', value: TASKS },
    ]);
    const second = await search.getLists(ctx({ site: SITE }), undefined, String(first.paginationToken));
    expect(second).toEqual({ results: [{ name: "Weaver's people", value: 'list-people' }] });
    expect((await search.getLists(ctx({ site: SITE }), "Weaver's people")).results).toHaveLength(1);
    expect(last().query.$filter).toBe("displayName eq 'Weaver''s people'");
    expect((await search.getFiles(ctx({ site: SITE, folder: 'F1' }))).results).toEqual([
      { name: 'notes.txt', value: 'D1' },
    ]);
    expect((await search.getFolders(ctx({ site: SITE }))).results).toEqual([{ name: 'Reports', value: 'F1' }]);
    const { fields } = await microsoftSharePointMethods.resourceMapping.getMappingColumns(
      ctx({ site: SITE, list: TASKS, operation: 'update' }),
    );
    expect(fields.map((f) => [f.id, f.type, f.canBeUsedToMatch, f.readOnly])).toEqual([
      ['Title', 'string', false, false],
      ['Code', 'string', true, false],
      ['Colour', 'options', false, false],
      ['Link', undefined, false, true],
      ['id', 'string', true, true],
    ]);
  });
});

/**
 * Notion 1 and 2–2.2 against a loopback Notion API (test-fake/notion-fake.mjs): the request each
 * operation sends (method, path, query, body, Notion-Version), the items n8n's node gives
 * (Simplify and raw), errors naming the item, retries, continue-on-fail and the pickers.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultHttpRequest, runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { start, type NotionFakeState } from './test-fake/notion-fake.mjs';
import {
  getDatabaseIdFromPage,
  getDatabaseProperties,
  getDatabases,
  getFilterProperties,
  getPropertySelectValues,
  getUsers,
} from './methods.js';
import { snakeCase } from './simplify.js';

let fake: Awaited<ReturnType<typeof start>>;
let state: NotionFakeState;
const registry = createNodeTypeRegistry(builtinNodeTypes);
const credentials = { notionApi: { apiKey: 'secret_test' } };

beforeAll(async () => {
  fake = await start();
  process.env.WEFT_NOTION_API_URL = fake.url;
  process.env.WEFT_NOTION_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_NOTION_API_URL;
  delete process.env.WEFT_NOTION_RETRY_BASE_MS;
  await fake.close();
});
beforeEach(() => {
  state = fake.fake.state;
  for (const m of [state.users, state.databases, state.pages, state.blocks, state.children, state.files]) m.clear();
  state.requests.length = 0;
  state.failures.length = 0;
  state.pageSizeCap = 100;
});

interface RunOptions {
  typeVersion?: number;
  items?: Item[];
  onError?: string;
  apiKey?: string;
  timezone?: string;
}

/** Runs one Notion node with `parameters` over `items` through the engine. */
async function runNotion(parameters: Record<string, unknown>, options: RunOptions = {}) {
  const node: Record<string, unknown> = {
    id: 'n',
    name: 'Notion',
    type: 'n8n-nodes-base.notion',
    typeVersion: options.typeVersion ?? 2.2,
    position: [200, 0],
    parameters,
    credentials: { notionApi: { id: '1', name: 'Notion account' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: options.timezone ?? 'UTC',
    startNode: 'Notion',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ apiKey: options.apiKey ?? credentials.notionApi.apiKey }) },
  });
  const run = result.data.resultData.runData.Notion?.[0];
  return { items: run?.data?.main?.[0] ?? [], error: result.data.resultData.error, status: result.status };
}

const rl = (value: string, mode = 'id') => ({ __rl: true, value, mode });
const hex = (id: string) => id.replace(/-/g, '');
const sent = (method: string, path: string) => state.requests.filter((r) => r.method === method && r.path === path);

/** A Tasks database with one property of each settable type. */
function tasksDatabase() {
  return state.addDatabase('Tasks', {
    Name: 'title',
    Notes: 'rich_text',
    Estimate: 'number',
    Done: 'checkbox',
    Link: 'url',
    Email: 'email',
    Phone: 'phone_number',
    Due: 'date',
    Stage: { type: 'select', options: ['Backlog', 'Doing'] },
    Tags: { type: 'multi_select', options: ['red', 'blue'] },
    Status: { type: 'status', options: ['Not started', 'Done'] },
    Owner: 'people',
    Related: 'relation',
    Attachments: 'files',
  });
}

const title = (text: string) => ({ title: [{ text: { content: text } }] });

describe('Notion page', () => {
  it('creates a page under a page (link mode), with plain and rich-text blocks and an emoji icon, and answers it simplified', async () => {
    const parent = state.addPage({ workspace: true }, { title: title('Home') });
    const { items } = await runNotion({
      resource: 'page',
      operation: 'create',
      pageId: rl(`https://www.notion.so/acme/Home-${hex(parent.id)}`, 'url'),
      title: 'Meeting notes',
      blockUi: {
        blockValues: [
          { type: 'heading_1', textContent: 'Agenda' },
          {
            type: 'paragraph',
            richText: true,
            text: {
              text: [
                { text: 'See ', annotationUi: { bold: true } },
                { text: 'docs', isLink: true, textLink: 'https://example.com/docs' },
                { textType: 'equation', expression: 'e=mc^2' },
              ],
            },
          },
          { type: 'to_do', textContent: 'Send minutes', checked: true },
          { type: 'image', url: 'https://example.com/a.png' },
        ],
      },
      options: { icon: '📝' },
    });
    const [call] = sent('POST', '/v1/pages');
    expect(call!.version).toBe('2021-08-16');
    expect(call!.auth).toBe('Bearer secret_test');
    expect(call!.body).toEqual({
      parent: { page_id: hex(parent.id) },
      properties: { title: [{ text: { content: 'Meeting notes' } }] },
      children: [
        { object: 'block', type: 'heading_1', heading_1: { text: [{ text: { content: 'Agenda' } }] } },
        {
          object: 'block',
          type: 'paragraph',
          paragraph: {
            text: [
              { type: 'text', text: { content: 'See ' }, annotations: { bold: true } },
              { type: 'text', text: { content: 'docs', link: { url: 'https://example.com/docs' } }, annotations: {} },
              { type: 'equation', equation: { expression: 'e=mc^2' }, annotations: {} },
            ],
          },
        },
        { object: 'block', type: 'to_do', to_do: { checked: true, text: [{ text: { content: 'Send minutes' } }] } },
        { object: 'block', type: 'image', image: { type: 'external', external: { url: 'https://example.com/a.png' } } },
      ],
      icon: { emoji: '📝' },
    });
    const created = [...state.pages.values()].find((p) => p.parent.page_id === parent.id)!;
    expect(items.map((i) => i.json)).toEqual([{ id: created.id, name: 'Meeting notes', url: created.url }]);
    expect(items[0]!.pairedItem).toEqual({ item: 0 });
  });

  it('archives a page (Notion 2) and answers the raw page when Simplify is off', async () => {
    const page = state.addPage({ workspace: true }, { title: title('Old') });
    const { items } = await runNotion({ resource: 'page', operation: 'archive', pageId: rl(page.id), simple: false });
    expect(sent('PATCH', `/v1/pages/${page.id}`)[0]!.body).toEqual({ archived: true });
    expect(items[0]!.json).toMatchObject({ object: 'page', id: page.id, archived: true });
  });

  it('searches pages and databases with a text, an object filter and a sort; the limit cuts across Notion pages', async () => {
    const db = tasksDatabase();
    state.pageSizeCap = 1;
    state.now = () => Date.parse('2024-05-01T10:00:00Z');
    const a = state.addPage({ workspace: true }, { title: title('Plan A') });
    state.now = () => Date.parse('2024-05-01T11:00:00Z');
    const b = state.addPage({ workspace: true }, { title: title('Plan B') });
    state.addPage({ workspace: true }, { title: title('Other') });
    state.now = () => Date.now();
    const { items } = await runNotion({
      resource: 'page',
      operation: 'search',
      text: 'plan',
      limit: 2,
      options: {
        filter: { filters: { property: 'object', value: 'page' } },
        sort: { sortValue: { direction: 'ascending', timestamp: 'last_edited_time' } },
      },
    });
    const calls = sent('POST', '/v1/search');
    expect(calls[0]!.body).toEqual({
      query: 'plan',
      filter: { property: 'object', value: 'page' },
      sort: { direction: 'ascending', timestamp: 'last_edited_time' },
    });
    expect(calls[1]!.body!.start_cursor).toEqual(expect.any(String));
    expect(items.map((i) => i.json)).toEqual([
      { id: a.id, name: 'Plan A', url: a.url },
      { id: b.id, name: 'Plan B', url: b.url },
    ]);
    // Databases simplify to id, name and URL.
    state.requests.length = 0;
    const dbs = await runNotion({ resource: 'page', operation: 'search', text: 'Tasks', returnAll: true });
    expect(dbs.items.map((i) => i.json)).toEqual([{ id: db.id, name: 'Tasks', url: db.url }]);
  });
});

describe('Notion database', () => {
  it('gets a database by link (simplified) and raw', async () => {
    const db = tasksDatabase();
    const simple = await runNotion({
      resource: 'database',
      operation: 'get',
      databaseId: rl(`https://www.notion.so/acme/${hex(db.id)}?v=123`, 'url'),
    });
    expect(sent('GET', `/v1/databases/${hex(db.id)}`)).toHaveLength(1);
    expect(simple.items.map((i) => i.json)).toEqual([{ id: db.id, name: 'Tasks', url: db.url }]);
    const raw = await runNotion({ resource: 'database', operation: 'get', databaseId: rl(db.id), simple: false });
    expect(raw.items[0]!.json).toMatchObject({
      object: 'database',
      id: db.id,
      properties: { Name: { type: 'title' } },
    });
  });

  it('lists databases: a limit is one search with page_size, Return All follows next_cursor', async () => {
    state.addDatabase('One', { Name: 'title' });
    state.addDatabase('Two', { Name: 'title' });
    state.addDatabase('Three', { Name: 'title' });
    const limited = await runNotion({ resource: 'database', operation: 'getAll', limit: 2 });
    expect(sent('POST', '/v1/search').map((r) => r.body)).toEqual([
      { filter: { property: 'object', value: 'database' }, page_size: 2 },
    ]);
    expect(limited.items).toHaveLength(2);
    expect(Object.keys(limited.items[0]!.json)).toEqual(['id', 'name', 'url']);
    state.requests.length = 0;
    state.pageSizeCap = 2;
    const all = await runNotion({ resource: 'database', operation: 'getAll', returnAll: true, simple: false });
    const calls = sent('POST', '/v1/search');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({
      filter: { property: 'object', value: 'database' },
      start_cursor: expect.any(String),
    });
    expect(all.items.map((i) => i.json.object)).toEqual(['database', 'database', 'database']);
  });

  it('searches databases by text with a sort', async () => {
    const db = state.addDatabase('Projects', { Name: 'title' });
    state.addDatabase('Tasks', { Name: 'title' });
    const { items } = await runNotion({
      resource: 'database',
      operation: 'search',
      text: 'proj',
      returnAll: true,
      options: { sort: { sortValue: { direction: 'descending', timestamp: 'last_edited_time' } } },
    });
    expect(sent('POST', '/v1/search')[0]!.body).toEqual({
      filter: { property: 'object', value: 'database' },
      query: 'proj',
      sort: { direction: 'descending', timestamp: 'last_edited_time' },
    });
    expect(items.map((i) => i.json)).toEqual([{ id: db.id, name: 'Projects', url: db.url }]);
  });
});

describe('Notion database page', () => {
  it("creates a page with n8n's value for each property type, the title, blocks and a file icon; Simplify prefixes property keys", async () => {
    const db = tasksDatabase();
    const owner = state.addUser({ name: 'Ada' });
    const other = state.addPage({ workspace: true }, { title: title('Spec') });
    const { items } = await runNotion({
      resource: 'databasePage',
      operation: 'create',
      databaseId: rl(db.id),
      title: 'Write report',
      propertiesUi: {
        propertyValues: [
          { key: 'Notes|rich_text', textContent: 'first draft' },
          { key: 'Estimate|number', numberValue: 3.5 },
          { key: 'Done|checkbox', checkboxValue: true },
          { key: 'Link|url', urlValue: 'https://example.com' },
          { key: 'Email|email', emailValue: 'a@example.com' },
          { key: 'Phone|phone_number', phoneValue: '+1 555' },
          { key: 'Due|date', date: '2024-05-01T09:30:00', timezone: 'Europe/Berlin' },
          { key: 'Stage|select', selectValue: 'Doing' },
          { key: 'Tags|multi_select', multiSelectValue: ['red', 'blue'] },
          { key: 'Status|status', statusValue: 'Done' },
          { key: 'Owner|people', peopleValue: owner.id },
          { key: 'Related|relation', relationValue: [hex(other.id)] },
          { key: 'Attachments|files', fileUrls: { fileUrl: [{ name: 'a.pdf', url: 'https://example.com/a.pdf' }] } },
        ],
      },
      blockUi: { blockValues: [{ type: 'paragraph', textContent: 'Body' }] },
      options: { iconType: 'file', icon: 'https://example.com/i.png' },
    });
    expect(sent('GET', `/v1/databases/${db.id}`)).toHaveLength(1);
    const body = sent('POST', '/v1/pages')[0]!.body!;
    expect(body.parent).toEqual({ database_id: db.id });
    expect(body.properties).toEqual({
      Name: { title: [{ text: { content: 'Write report' } }] },
      Notes: { rich_text: [{ text: { content: 'first draft' } }] },
      Estimate: { type: 'number', number: 3.5 },
      Done: { type: 'checkbox', checkbox: true },
      Link: { type: 'url', url: 'https://example.com' },
      Email: { type: 'email', email: 'a@example.com' },
      Phone: { type: 'phone_number', phone_number: '+1 555' },
      Due: { type: 'date', date: { start: '2024-05-01T09:30:00+02:00', end: null } },
      Stage: { type: 'select', select: { name: 'Doing' } },
      Tags: { type: 'multi_select', multi_select: [{ name: 'red' }, { name: 'blue' }] },
      Status: { type: 'status', status: { name: 'Done' } },
      Owner: { type: 'people', people: [{ id: owner.id }] },
      Related: { type: 'relation', relation: [{ id: hex(other.id) }] },
      Attachments: {
        type: 'files',
        files: [{ name: 'a.pdf', type: 'external', external: { url: 'https://example.com/a.pdf' } }],
      },
    });
    expect(body.children).toEqual([
      { object: 'block', type: 'paragraph', paragraph: { text: [{ text: { content: 'Body' } }] } },
    ]);
    expect(body.icon).toEqual({ external: { url: 'https://example.com/i.png' } });
    const created = [...state.pages.values()].find((p) => p.parent.database_id === db.id)!;
    expect(items[0]!.json).toEqual({
      id: created.id,
      name: 'Write report',
      url: created.url,
      property_name: 'Write report',
      property_notes: 'first draft',
      property_estimate: 3.5,
      property_done: true,
      property_link: 'https://example.com',
      property_email: 'a@example.com',
      property_phone: '+1 555',
      property_due: { start: '2024-05-01T09:30:00+02:00', end: null },
      property_stage: 'Doing',
      property_tags: ['red', 'blue'],
      property_status: 'Done',
      property_owner: [owner.person.email],
      property_related: [other.id],
      property_attachments: ['https://example.com/a.pdf'],
    });
  });

  it('sends dates without time as YYYY-MM-DD, ranges, a cleared date, an empty URL left out and comma-separated relations', async () => {
    const db = tasksDatabase();
    const a = state.addPage({ workspace: true }, { title: title('A') });
    const b = state.addPage({ workspace: true }, { title: title('B') });
    await runNotion(
      {
        resource: 'databasePage',
        operation: 'create',
        databaseId: rl(db.id),
        propertiesUi: {
          propertyValues: [
            {
              key: 'Due|date',
              range: true,
              includeTime: false,
              dateStart: '2024-05-01T23:30:00Z',
              dateEnd: '2024-05-03',
              timezone: 'America/New_York',
            },
            { key: 'Link|url', urlValue: '', ignoreIfEmpty: true },
            { key: 'Related|relation', relationValue: [`${a.id}, ${b.id}`] },
            { key: 'Stage|select', selectValue: '' },
          ],
        },
      },
      { timezone: 'Asia/Tokyo' },
    );
    const body = sent('POST', '/v1/pages')[0]!.body!;
    expect(body.properties).toEqual({
      Due: { type: 'date', date: { start: '2024-05-01', end: '2024-05-03' } },
      Related: { type: 'relation', relation: [{ id: a.id }, { id: b.id }] },
      Stage: { type: 'select', select: null },
    });
    const row = state.addPage({ database_id: db.id }, { Name: title('Row'), Due: { date: { start: '2024-01-01' } } });
    const cleared = await runNotion({
      resource: 'databasePage',
      operation: 'update',
      pageId: rl(row.id),
      propertiesUi: { propertyValues: [{ key: 'Due|date', date: '' }] },
    });
    expect(cleared.error).toBeUndefined();
    expect(sent('PATCH', `/v1/pages/${row.id}`)[0]!.body).toEqual({
      properties: { Due: { type: 'date', date: null } },
    });
    expect(cleared.items[0]!.json.property_due).toBeNull();
  });

  it('refuses a relation id that is not a UUID, naming the item; with continue on failure the item becomes {error}', async () => {
    const db = tasksDatabase();
    const parameters = {
      resource: 'databasePage',
      operation: 'create',
      databaseId: rl(db.id),
      propertiesUi: { propertyValues: [{ key: 'Related|relation', relationValue: ['={{ $json.rel }}'] }] },
    };
    const items = [{ json: { rel: 'not-a-uuid' } }];
    const failed = await runNotion(parameters, { items });
    expect(failed.error?.message).toBe('The relation id "not-a-uuid" is not a valid uuid with optional dashes.');
    expect((failed.error as { context?: { itemIndex?: number } }).context?.itemIndex).toBe(0);
    const kept = await runNotion(parameters, {
      items: [{ json: { rel: state.addPage({ workspace: true }, { title: title('x') }).id } }, ...items],
      onError: 'continueRegularOutput',
    });
    expect(kept.items).toHaveLength(2);
    expect(kept.items[1]!.json).toEqual({
      error: 'The relation id "not-a-uuid" is not a valid uuid with optional dashes.',
    });
    expect(kept.items[1]!.pairedItem).toEqual({ item: 1 });
  });

  it('gets a page by its URL (simplified and raw)', async () => {
    const db = tasksDatabase();
    const page = state.addPage({ database_id: db.id }, { Name: title('Row'), Estimate: { number: 2 } });
    const { items } = await runNotion({
      resource: 'databasePage',
      operation: 'get',
      pageId: rl(`https://www.notion.so/Row-${hex(page.id)}`, 'url'),
    });
    expect(sent('GET', `/v1/pages/${hex(page.id)}`)).toHaveLength(1);
    expect(items[0]!.json).toMatchObject({
      id: page.id,
      name: 'Row',
      url: page.url,
      property_name: 'Row',
      property_estimate: 2,
      property_stage: null,
      property_tags: [],
    });
    const raw = await runNotion({
      resource: 'databasePage',
      operation: 'get',
      pageId: rl(`https://www.notion.so/acme/db?v=1&p=${hex(page.id)}&pm=s`, 'url'),
      simple: false,
    });
    expect(raw.items[0]!.json).toMatchObject({
      object: 'page',
      id: page.id,
      properties: { Estimate: { type: 'number', number: 2 } },
    });
  });

  it('queries a database with conditions (all must match), a property sort and Return All across pages', async () => {
    const db = tasksDatabase();
    state.pageSizeCap = 1;
    state.addPage(
      { database_id: db.id },
      { Name: title('alpha report'), Estimate: { number: 5 }, Done: { checkbox: true } },
    );
    state.addPage(
      { database_id: db.id },
      { Name: title('beta report'), Estimate: { number: 8 }, Done: { checkbox: true } },
    );
    state.addPage({ database_id: db.id }, { Name: title('gamma'), Estimate: { number: 9 }, Done: { checkbox: true } });
    state.addPage(
      { database_id: db.id },
      { Name: title('delta report'), Estimate: { number: 1 }, Done: { checkbox: false } },
    );
    const { items, error } = await runNotion({
      resource: 'databasePage',
      operation: 'getAll',
      databaseId: rl(db.id),
      returnAll: true,
      filterType: 'manual',
      matchType: 'allFilters',
      filters: {
        conditions: [
          { key: 'Name|title', condition: 'contains', titleValue: 'report' },
          { key: 'Done|checkbox', condition: 'equals', checkboxValue: true },
          { key: 'Estimate|number', condition: 'greater_than', numberValue: 2 },
        ],
      },
      options: { sort: { sortValue: [{ key: 'Estimate|number', direction: 'descending' }] } },
    });
    expect(error).toBeUndefined();
    const calls = sent('POST', `/v1/databases/${db.id}/query`);
    expect(calls[0]!.body).toEqual({
      filter: {
        and: [
          { property: 'Name', title: { contains: 'report' } },
          { property: 'Done', checkbox: { equals: true } },
          { property: 'Estimate', number: { greater_than: 2 } },
        ],
      },
      sorts: [{ direction: 'descending', property: 'Estimate' }],
    });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body!.start_cursor).toEqual(expect.any(String));
    expect(items.map((i) => i.json.name)).toEqual(['beta report', 'alpha report']);
  });

  it('maps rich-text, date and empty conditions as n8n does (any filter), and takes a JSON filter; bad JSON is a clear error', async () => {
    const db = tasksDatabase();
    state.addPage(
      { database_id: db.id },
      { Name: title('a'), Notes: { rich_text: [{ text: { content: 'urgent call' } }] } },
    );
    await runNotion(
      {
        resource: 'databasePage',
        operation: 'getAll',
        databaseId: rl(db.id),
        limit: 10,
        filterType: 'manual',
        filters: {
          conditions: [
            { key: 'Notes|rich_text', condition: 'contains', richTextValue: 'urgent' },
            { key: 'Due|date', condition: 'on_or_after', date: '2024-05-01T10:00:00' },
            { key: 'Stage|select', condition: 'is_empty' },
            { key: 'Due|date', condition: 'past_week' },
          ],
        },
      },
      { timezone: 'Europe/Paris' },
    );
    expect(sent('POST', `/v1/databases/${db.id}/query`)[0]!.body).toEqual({
      filter: {
        or: [
          { property: 'Notes', text: { contains: 'urgent' } },
          { property: 'Due', date: { on_or_after: '2024-05-01T08:00:00Z' } },
          { property: 'Stage', select: { is_empty: true } },
          { property: 'Due', date: { past_week: {} } },
        ],
      },
      sorts: [],
      page_size: 10,
    });
    state.requests.length = 0;
    const json = await runNotion({
      resource: 'databasePage',
      operation: 'getAll',
      databaseId: rl(db.id),
      returnAll: true,
      filterType: 'json',
      filterJson: '{"property":"Name","title":{"equals":"a"}}',
      simple: false,
    });
    expect(sent('POST', `/v1/databases/${db.id}/query`)[0]!.body!.filter).toEqual({
      property: 'Name',
      title: { equals: 'a' },
    });
    expect(json.items).toHaveLength(1);
    const bad = await runNotion({
      resource: 'databasePage',
      operation: 'getAll',
      databaseId: rl(db.id),
      returnAll: true,
      filterType: 'json',
      filterJson: '{nope',
    });
    expect(bad.error?.message).toBe('Filters (JSON) must be a valid json');
  });

  it('downloads the files of file properties as binary data', async () => {
    const db = tasksDatabase();
    state.files.set('report.txt', { data: Buffer.from('hello file'), mimeType: 'text/plain' });
    state.addPage(
      { database_id: db.id },
      {
        Name: title('With file'),
        Attachments: {
          files: [{ name: 'report.txt', type: 'external', external: { url: `${fake.url}/files/report.txt` } }],
        },
      },
    );
    const { items, error } = await runNotion({
      resource: 'databasePage',
      operation: 'getAll',
      databaseId: rl(db.id),
      returnAll: true,
      options: { downloadFiles: true },
    });
    expect(error).toBeUndefined();
    expect(items[0]!.json).toMatchObject({ name: 'With file', property_attachments: [`${fake.url}/files/report.txt`] });
    const binary = items[0]!.binary!.Attachments_0!;
    expect(binary).toMatchObject({ fileName: 'report.txt', mimeType: 'text/plain' });
  });

  it('updates properties and the icon of a page', async () => {
    const db = tasksDatabase();
    const page = state.addPage({ database_id: db.id }, { Name: title('Row') });
    const { items } = await runNotion({
      resource: 'databasePage',
      operation: 'update',
      pageId: rl(page.id),
      propertiesUi: {
        propertyValues: [
          { key: 'Estimate|number', numberValue: 7 },
          { key: 'Tags|multi_select', multiSelectValue: 'red, blue' },
        ],
      },
      options: { icon: '✅' },
    });
    expect(sent('PATCH', `/v1/pages/${page.id}`)[0]!.body).toEqual({
      properties: {
        Estimate: { type: 'number', number: 7 },
        Tags: { type: 'multi_select', multi_select: [{ name: 'red' }, { name: 'blue' }] },
      },
      icon: { type: 'emoji', emoji: '✅' },
    });
    expect(items[0]!.json).toMatchObject({ id: page.id, property_estimate: 7, property_tags: ['red', 'blue'] });
  });
});

describe('Notion block', () => {
  it("appends blocks to a block named by a link anchor (2.2) and answers Notion's list", async () => {
    const page = state.addPage({ workspace: true }, { title: title('Doc') });
    const target = state.addBlock(page.id, {
      object: 'block',
      type: 'toggle',
      toggle: { text: [{ text: { content: 'More' } }] },
    });
    const { items } = await runNotion({
      resource: 'block',
      operation: 'append',
      blockId: rl(`https://www.notion.so/Doc-${hex(page.id)}?pvs=25#${hex(target.id)}`, 'url'),
      blockUi: { blockValues: [{ type: 'bulleted_list_item', textContent: 'one' }] },
    });
    expect(sent('PATCH', `/v1/blocks/${hex(target.id)}/children`)[0]!.body).toEqual({
      children: [
        { object: 'block', type: 'bulleted_list_item', bulleted_list_item: { text: [{ text: { content: 'one' } }] } },
      ],
    });
    expect(items[0]!.json).toMatchObject({ object: 'list', results: [{ type: 'bulleted_list_item' }] });
  });

  it('lists children with nested blocks: 2.2 simplifies to content, 2 keeps them raw with parent_id', async () => {
    const page = state.addPage({ workspace: true }, { title: title('Doc') });
    const toggle = state.addBlock(page.id, {
      object: 'block',
      type: 'toggle',
      toggle: { text: [{ text: { content: 'Open me' } }] },
    });
    state.addBlock(toggle.id, {
      object: 'block',
      type: 'paragraph',
      paragraph: { text: [{ text: { content: 'inside' } }] },
    });
    state.addBlock(page.id, {
      object: 'block',
      type: 'paragraph',
      paragraph: { text: [{ text: { content: 'after' } }] },
    });
    const simple = await runNotion({
      resource: 'block',
      operation: 'getAll',
      blockId: rl(page.id),
      returnAll: true,
      fetchNestedBlocks: true,
    });
    expect(sent('GET', `/v1/blocks/${page.id}/children`)).toHaveLength(1);
    expect(sent('GET', `/v1/blocks/${toggle.id}/children`)).toHaveLength(1);
    expect(simple.items.map((i) => [i.json.parent_id, i.json.content, i.json.root_id])).toEqual([
      [page.id, 'Open me', page.id],
      [toggle.id, 'inside', page.id],
      [page.id, 'after', page.id],
    ]);
    expect(simple.items[0]!.json.created_time).toBeUndefined();
    state.requests.length = 0;
    const raw = await runNotion(
      {
        resource: 'block',
        operation: 'getAll',
        blockId: rl(`https://www.notion.so/Doc-${hex(page.id)}`, 'url'),
        limit: 1,
      },
      { typeVersion: 2 },
    );
    expect(sent('GET', `/v1/blocks/${hex(page.id)}/children`)[0]!.query).toEqual({ page_size: '1' });
    expect(raw.items.map((i) => i.json)).toEqual([
      expect.objectContaining({ object: 'block', parent_id: hex(page.id), type: 'toggle', toggle: expect.any(Object) }),
    ]);
  });
});

describe('Notion user', () => {
  it('gets one user and lists users up to the limit', async () => {
    const ada = state.addUser({ name: 'Ada' });
    state.addUser({ name: 'Bob' });
    state.addUser({ name: 'Cy' });
    const one = await runNotion({ resource: 'user', operation: 'get', userId: ada.id });
    expect(one.items[0]!.json).toEqual(ada);
    state.pageSizeCap = 2;
    const some = await runNotion({ resource: 'user', operation: 'getAll', limit: 2 });
    expect(sent('GET', '/v1/users')).toHaveLength(1);
    expect(some.items.map((i) => i.json.name)).toEqual(['Ada', 'Bob']);
    const all = await runNotion({ resource: 'user', operation: 'getAll', returnAll: true });
    expect(sent('GET', '/v1/users')[2]!.query.start_cursor).toEqual(expect.any(String));
    expect(all.items).toHaveLength(3);
  });
});

describe('Notion 1', () => {
  it('sends Notion-Version 2021-05-13, picks select options by id, reads a page id from a plain link, and simplifies without prefixes', async () => {
    const db = tasksDatabase();
    const stage = db.properties.Stage.select.options[1];
    const { items } = await runNotion(
      {
        resource: 'databasePage',
        operation: 'create',
        databaseId: rl(db.id),
        propertiesUi: {
          propertyValues: [
            { key: 'Name|title', title: 'Legacy' },
            { key: 'Stage|select', selectValue: stage.id },
          ],
        },
        options: { icon: '🙂' },
      },
      { typeVersion: 1 },
    );
    expect(sent('GET', `/v1/databases/${db.id}`)).toHaveLength(0);
    const call = sent('POST', '/v1/pages')[0]!;
    expect(call.version).toBe('2021-05-13');
    expect(call.body).toEqual({
      parent: { database_id: db.id },
      properties: {
        Name: { title: [{ text: { content: 'Legacy' } }] },
        Stage: { type: 'select', select: { id: stage.id } },
      },
      children: [],
    });
    expect(items[0]!.json).toMatchObject({ id: expect.any(String), Name: 'Legacy', Stage: 'Doing' });
    expect(items[0]!.json.url).toBeUndefined();
    const page = [...state.pages.values()][0]!;
    const got = await runNotion(
      { resource: 'page', operation: 'get', pageId: `https://www.notion.so/Legacy-${hex(page.id)}` },
      { typeVersion: 1 },
    );
    expect(sent('GET', `/v1/pages/${hex(page.id)}`)).toHaveLength(1);
    expect(got.items[0]!.json).toMatchObject({ id: page.id, Name: 'Legacy' });
  });

  it('filters with options.filter (one condition) and answers databases raw', async () => {
    const db = tasksDatabase();
    state.addPage({ database_id: db.id }, { Name: title('x'), Done: { checkbox: true } });
    await runNotion(
      {
        resource: 'databasePage',
        operation: 'getAll',
        databaseId: rl(db.id),
        returnAll: true,
        options: { filter: { singleCondition: { key: 'Done|checkbox', condition: 'equals', checkboxValue: true } } },
      },
      { typeVersion: 1 },
    );
    expect(sent('POST', `/v1/databases/${db.id}/query`)[0]!.body).toEqual({
      filter: { property: 'Done', checkbox: { equals: true } },
      sorts: [],
    });
    const got = await runNotion({ resource: 'database', operation: 'get', databaseId: rl(db.id) }, { typeVersion: 1 });
    expect(got.items[0]!.json).toMatchObject({ object: 'database', id: db.id });
  });
});

describe('Notion errors and retries', () => {
  it("gives n8n's message for a missing database with Notion's as the description, naming the item", async () => {
    const { error } = await runNotion({
      resource: 'database',
      operation: 'get',
      databaseId: rl('0fe2f7de558b471eab07e9d871cdf4a9'),
    });
    expect(error?.message).toBe('The resource you are requesting could not be found');
    expect(error?.description).toBe(
      'Could not find database with ID: 0fe2f7de558b471eab07e9d871cdf4a9. Make sure the relevant pages and databases are shared with your integration.',
    );
    expect(error).toMatchObject({ httpCode: '404', context: { itemIndex: 0 } });
  });

  it('names a refused secret', async () => {
    const { error } = await runNotion({ resource: 'user', operation: 'getAll', returnAll: true }, { apiKey: 'wrong' });
    expect(error?.message).toBe('Authorization failed - please check your credentials');
    expect(error?.description).toBe('API token is invalid.');
  });

  it('retries 429 after Retry-After and 5xx with backoff, then succeeds; gives up after three retries', async () => {
    state.addUser({ name: 'Ada' });
    state.failures.push({ status: 429, times: 1, retryAfter: 0 }, { status: 502, times: 1 });
    const ok = await runNotion({ resource: 'user', operation: 'getAll', returnAll: true });
    expect(ok.items).toHaveLength(1);
    expect(sent('GET', '/v1/users')).toHaveLength(3);
    state.failures.push({ status: 503, times: 10 });
    const failed = await runNotion({ resource: 'user', operation: 'getAll', returnAll: true });
    expect(failed.error?.message).toBe(
      'Service unavailable - try again later or consider setting this node to retry automatically (in the node settings)',
    );
    expect(failed.error?.description).toBe('Unexpected error occurred.');
    expect(sent('GET', '/v1/users')).toHaveLength(3 + 4);
  });

  it('refuses a page link it cannot read, and continues per item when asked', async () => {
    const page = state.addPage({ workspace: true }, { title: title('P') });
    const parameters = {
      resource: 'page',
      operation: 'archive',
      pageId: { __rl: true, mode: 'url', value: '={{ $json.link }}' },
    };
    const items = [
      { json: { link: `https://www.notion.so/P-${hex(page.id)}` } },
      { json: { link: 'https://example.com/nothing' } },
    ];
    const failed = await runNotion(parameters, { items });
    expect(failed.error?.message).toBe('Could not extract page ID from URL: https://example.com/nothing');
    expect((failed.error as { context?: { itemIndex?: number } }).context?.itemIndex).toBe(1);
    const kept = await runNotion(parameters, { items, onError: 'continueRegularOutput' });
    expect(kept.items.map((i) => i.json)).toEqual([
      { id: page.id, name: 'P', url: page.url },
      { error: 'Could not extract page ID from URL: https://example.com/nothing' },
    ]);
  });
});

describe('Notion registration and pickers', () => {
  it('registers Notion 1, 2–2.2, the Notion Tool at 2–2.2 and Notion Trigger 1', () => {
    const names = builtinNodeTypes
      .filter((t) => t.description.name.startsWith('weft.notion'))
      .map((t) => [t.description.name, t.description.version]);
    expect(names).toEqual([
      ['weft.notion', 1],
      ['weft.notion', [2, 2.1, 2.2]],
      ['weft.notionTool', [2, 2.1, 2.2]],
      ['weft.notionTrigger', 1],
    ]);
  });

  it("lists databases, their properties, select options, people and the properties of a page's database", async () => {
    const db = tasksDatabase();
    const page = state.addPage({ database_id: db.id }, { Name: title('Row') });
    state.addUser({ name: 'Ada' });
    state.addUser({ name: 'Robot', type: 'bot', bot: {} });
    const params: Record<string, unknown> = {
      databaseId: db.id,
      pageId: page.id,
      resource: 'databasePage',
      operation: 'create',
      '&key': 'Stage|select',
    };
    const ctx = (typeVersion: number) =>
      ({
        getCurrentNodeParameter: (p: string) => params[p],
        getNode: () => ({
          id: 'n',
          name: 'Notion',
          type: 'weft.notion',
          typeVersion,
          position: [0, 0],
          parameters: {},
        }),
        getCredentials: async () => credentials.notionApi,
        helpers: { httpRequest: (o: never) => defaultHttpRequest()(o) },
      }) as unknown as NodeMethodContext;
    const c = ctx(2.2);
    expect(await getDatabases.call(c, c, 'task')).toEqual({ results: [{ name: 'Tasks', value: db.id, url: db.url }] });
    expect(sent('POST', '/v1/search')[0]!.body).toEqual({
      page_size: 100,
      filter: { property: 'object', value: 'database' },
      query: 'task',
    });
    const properties = await getDatabaseProperties.call(c, c);
    expect(properties[0]).toEqual({ name: 'Attachments', value: 'Attachments|files' });
    expect(properties.map((p) => p.name)).toContain('Stage');
    expect((await getFilterProperties.call(c, c)).length).toBe(14);
    expect(await getPropertySelectValues.call(c, c)).toEqual([
      { name: 'Backlog', value: 'Backlog' },
      { name: 'Doing', value: 'Doing' },
    ]);
    const legacy = ctx(1);
    expect((await getDatabaseProperties.call(legacy, legacy)).map((p) => p.name)).not.toContain(
      'Attachments - (files)',
    );
    expect((await getPropertySelectValues.call(legacy, legacy))[0]!.value).toBe(
      db.properties.Stage.select.options[0].id,
    );
    expect(await getUsers.call(c, c)).toEqual([{ name: 'Ada', value: expect.any(String) }]);
    expect((await getDatabaseIdFromPage.call(c, c)).map((p) => p.value)).toContain('Due|date');
  });

  it('names simplified property keys as n8n (change-case snake_case)', () => {
    expect(['Due Date', 'URL', 'myProp2', 'Prénom', '  Tags  ', 'Task ID'].map(snakeCase)).toEqual([
      'due_date',
      'url',
      'my_prop2',
      'pr_nom',
      'tags',
      'task_id',
    ]);
  });
});

describe('Notion collection defaults', () => {
  it('fills the defaults an export leaves out, by the property type of the key', async () => {
    const { collectionEntries } = await import('./collections.js');
    const shown = { resource: 'databasePage', operation: 'create' };
    const [date] = collectionEntries<Record<string, unknown>>(
      'propertiesUi',
      'propertyValues',
      { propertyValues: [{ key: 'Due|date', date: '2024-01-01' }] },
      shown,
      2.2,
    );
    expect(date).toMatchObject({
      key: 'Due|date',
      type: 'date',
      range: false,
      includeTime: true,
      timezone: 'default',
      date: '2024-01-01',
    });
    expect(date!.dateStart).toBeUndefined();
    const [block] = collectionEntries<Record<string, unknown>>(
      'blockUi',
      'blockValues',
      { blockValues: [{ textContent: 'x' }] },
      shown,
      2.2,
    );
    expect(block).toEqual({ type: 'paragraph', richText: false, textContent: 'x' });
  });
});

/**
 * Notion Trigger 1 against the loopback Notion API: the database query each poll sends (newest
 * first, from the minute of the last check, Notion-Version 2022-02-22), n8n's cursor
 * (lastTimeChecked, possibleDuplicates), nothing fired twice within a minute, paging back 10 at a
 * time, the "updated" event, Simplify, and "Fetch test event" (the newest page whatever the cursor).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type PollContext, type WorkflowNode } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { start, type NotionFakeState } from '../notion/test-fake/notion-fake.mjs';
import { pollNotion } from './poll.js';

let fake: Awaited<ReturnType<typeof start>>;
let state: NotionFakeState;
const http = createHttpClient();

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
  for (const m of [state.databases, state.pages, state.blocks, state.children]) m.clear();
  state.requests.length = 0;
  state.failures.length = 0;
  state.pageSizeCap = 100;
  state.now = () => Date.now();
});

/** A poll context over plain objects, with the engine's HTTP client. */
function context(
  parameters: Record<string, unknown>,
  staticData: Record<string, unknown>,
  mode: 'trigger' | 'manual' = 'trigger',
): PollContext {
  const node = {
    id: 't',
    name: 'Notion Trigger',
    type: 'weft.notionTrigger',
    typeVersion: 1,
    position: [0, 0],
    parameters,
  } as unknown as WorkflowNode;
  return {
    getNodeParameter: (name, fallback) => parameters[name] ?? fallback,
    getNode: () => node,
    getWorkflow: () => ({ nodes: [node], connections: {} }) as never,
    getMode: () => mode,
    getTimezone: () => 'UTC',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => ({ apiKey: 'secret_test' }),
    now: () => {
      throw new Error('unused');
    },
    helpers: {
      httpRequest: (o) => http(o),
      returnJsonArray: (d) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  };
}

const rl = (value: string, mode = 'id') => ({ __rl: true, value, mode });
const at = (iso: string) => {
  state.now = () => Date.parse(iso);
};
const queries = (id: string) =>
  state.requests.filter((r) => r.method === 'POST' && r.path === `/v1/databases/${id}/query`);
const row = (db: Record<string, any>, name: string) =>
  state.addPage({ database_id: db.id }, { Name: { title: [{ text: { content: name } }] } });

describe('Notion Trigger poll', () => {
  it("fires pages added since the last check once, keeping n8n's cursor", async () => {
    const db = state.addDatabase('Inbox', { Name: 'title', Done: 'checkbox' });
    at('2024-05-01T09:00:00Z');
    row(db, 'old');
    const data: Record<string, unknown> = {};
    const params = { event: 'pageAddedToDatabase', databaseId: rl(db.id), simple: true };
    state.now = () => Date.now();

    // First poll: the cursor starts at this minute, nothing older fires.
    const before = Date.now();
    expect(await pollNotion(context(params, data))).toBeNull();
    const first = queries(db.id)[0]!;
    expect(first.version).toBe('2022-02-22');
    const checked = Date.parse(String(data.lastTimeChecked));
    expect(checked).toBe(Math.floor(before / 60000) * 60000);
    expect(first.body).toEqual({
      page_size: 1,
      sorts: [{ timestamp: 'created_time', direction: 'descending' }],
      filter: {
        timestamp: 'created_time',
        created_time: { on_or_after: new Date(checked).toISOString().replace('.000Z', 'Z') },
      },
    });

    // Pages added at 10:00 and 10:05 after a check at 10:00: both fire, newest first.
    data.lastTimeChecked = '2024-05-01T10:00:00.000Z';
    at('2024-05-01T10:00:00Z');
    const a = row(db, 'a');
    at('2024-05-01T10:05:00Z');
    const b = row(db, 'b');
    state.requests.length = 0;
    const out = await pollNotion(context(params, data));
    expect(out![0]!.map((i) => i.json)).toEqual([
      { id: b.id, Name: 'b', Done: false },
      { id: a.id, Name: 'a', Done: false },
    ]);
    const [probe, listing] = queries(db.id);
    expect(probe!.body!.filter).toEqual({
      timestamp: 'created_time',
      created_time: { on_or_after: '2024-05-01T10:00:00Z' },
    });
    expect(listing!.body).toMatchObject({ page_size: 10 });
    expect(data.possibleDuplicates).toEqual([b.id]);

    // Another page in the same minute as b: only it fires (b was passed on already).
    data.lastTimeChecked = '2024-05-01T10:05:00.000Z';
    const c = row(db, 'c');
    const again = await pollNotion(context(params, data));
    expect(again![0]!.map((i) => i.json.id)).toEqual([c.id]);
    expect(data.possibleDuplicates).toEqual([c.id]);
    // The cursor moved on to the minute of that poll: nothing fires again.
    expect(Date.parse(String(data.lastTimeChecked))).toBeGreaterThan(Date.parse('2024-05-01T10:05:00Z'));
    expect(await pollNotion(context(params, data))).toBeNull();
  });

  it('pages back 10 at a time until a page older than the check, and answers raw pages when Simplify is off', async () => {
    const db = state.addDatabase('Log', { Name: 'title' });
    at('2024-05-01T09:59:00Z');
    row(db, 'before');
    const made: Array<Record<string, any>> = [];
    for (let i = 0; i < 12; i++) {
      at(`2024-05-01T10:${String(10 + i).padStart(2, '0')}:00Z`);
      made.push(row(db, `p${i}`));
    }
    const data: Record<string, unknown> = { lastTimeChecked: '2024-05-01T10:00:00.000Z' };
    const out = await pollNotion(
      context(
        {
          event: 'pageAddedToDatabase',
          databaseId: rl(`https://www.notion.so/acme/${db.id.replace(/-/g, '')}?v=1`, 'url'),
          simple: false,
        },
        data,
      ),
    );
    expect(out![0]).toHaveLength(12);
    expect(out![0]![0]!.json).toMatchObject({ object: 'page', id: made[11]!.id });
    const calls = queries(db.id.replace(/-/g, ''));
    expect(calls.map((c) => c.body!.page_size)).toEqual([1, 10, 10]);
    expect(calls[2]!.body!.start_cursor).toEqual(expect.any(String));
  });

  it('watches edits by last_edited_time for the "updated" event', async () => {
    const db = state.addDatabase('Inbox', { Name: 'title' });
    at('2024-05-01T08:00:00Z');
    const page = row(db, 'x');
    at('2024-05-01T10:02:00Z');
    state.pages.get(page.id)!.last_edited_time = '2024-05-01T10:02:00.000Z';
    const data: Record<string, unknown> = { lastTimeChecked: '2024-05-01T10:00:00.000Z' };
    const out = await pollNotion(
      context({ event: 'pagedUpdatedInDatabase', databaseId: rl(db.id), simple: true }, data),
    );
    expect(out![0]!.map((i) => i.json.id)).toEqual([page.id]);
    expect(queries(db.id)[0]!.body).toMatchObject({
      sorts: [{ timestamp: 'last_edited_time', direction: 'descending' }],
      filter: { timestamp: 'last_edited_time', last_edited_time: { on_or_after: '2024-05-01T10:00:00Z' } },
    });
  });

  it('fetches the newest page whatever the cursor when run by hand, and fails clearly on a missing database', async () => {
    const db = state.addDatabase('Inbox', { Name: 'title' });
    at('2020-01-01T00:00:00Z');
    row(db, 'older');
    at('2020-01-02T00:00:00Z');
    const newest = row(db, 'newest');
    const data: Record<string, unknown> = { lastTimeChecked: '2030-01-01T00:00:00.000Z' };
    const out = await pollNotion(
      context({ event: 'pageAddedToDatabase', databaseId: rl(db.id), simple: true }, data, 'manual'),
    );
    expect(out![0]!.map((i) => i.json)).toEqual([{ id: newest.id, Name: 'newest' }]);
    expect(queries(db.id)[0]!.body).toEqual({
      page_size: 1,
      sorts: [{ timestamp: 'created_time', direction: 'descending' }],
    });
    await expect(
      pollNotion(
        context(
          { event: 'pageAddedToDatabase', databaseId: rl('0fe2f7de558b471eab07e9d871cdf4a9'), simple: true },
          {},
          'manual',
        ),
      ),
    ).rejects.toMatchObject({
      message: 'The resource you are requesting could not be found',
      description: expect.stringMatching(/Could not find database with ID: 0fe2f7de558b471eab07e9d871cdf4a9/),
    });
  });

  it('runs as the start of a workflow ("Fetch test event") through the engine', async () => {
    const db = state.addDatabase('Inbox', { Name: 'title' });
    const page = row(db, 'hello');
    const workflow = importN8nWorkflow({
      nodes: [
        {
          id: 't',
          name: 'Notion Trigger',
          type: 'n8n-nodes-base.notionTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: { event: 'pageAddedToDatabase', databaseId: rl(db.id), simple: true },
          credentials: { notionApi: { id: '1', name: 'Notion' } },
        },
      ],
      connections: {},
    });
    const result = await runWorkflow({
      workflow,
      nodeTypes: createNodeTypeRegistry(builtinNodeTypes),
      mode: 'manual',
      timezone: 'UTC',
      services: { getCredentials: async () => ({ apiKey: 'secret_test' }) },
    });
    expect(result.data.resultData.error).toBeUndefined();
    expect(result.data.resultData.runData['Notion Trigger']![0]!.data!.main![0]!.map((i) => i.json)).toEqual([
      { id: page.id, Name: 'hello' },
    ]);
  });
});

/** Polling triggers in an active workflow: the RSS Feed Trigger against a loopback feed that changes between polls. */
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, loadConfig } from '@weft/server';
import { DB_KINDS, createTestServer } from './harness.js';
import { chain, executionsOf, finishedExecutions, insertWorkflow, node, waitFor } from './activation-helpers.js';

let feed = '';
let requests = 0;
let http: Server;
let url = '';
const entry = (n: number, hour: number) =>
  `<item><title>Post ${n}</title><guid>id-${n}</guid><pubDate>Mon, 02 Mar 2026 ${String(hour).padStart(2, '0')}:00:00 GMT</pubDate></item>`;
const rss = (...entries: string[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Feed</title>${entries.join('')}</channel></rss>`;

beforeAll(async () => {
  http = createHttpServer((req, res) => {
    requests++;
    res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed);
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/feed`;
});
afterAll(() => new Promise<void>((r) => http.close(() => r())));

const codeNode = (name: string) =>
  node(
    name,
    'n8n-nodes-base.code',
    { jsCode: 'return $input.all().map(i => ({ json: { title: i.json.title } }))' },
    { typeVersion: 2 },
  );
const rssNode = (parameters: Record<string, unknown> = {}) =>
  node('RSS Feed Trigger', 'n8n-nodes-base.rssFeedReadTrigger', {
    pollTimes: { item: [{ mode: 'everyHour' }] },
    feedUrl: url,
    ...parameters,
  });
const titlesOf = (row: { data: string }) =>
  JSON.parse(row.data).resultData.runData.Code[0].data.main[0].map((i: { json: { title: string } }) => i.json.title);
const cursorOf = async (ctx: { db: { kysely: any } }, id: string) =>
  JSON.parse(
    (await ctx.db.kysely.selectFrom('workflow').select('staticData').where('id', '=', id).executeTakeFirst())
      .staticData ?? '{}',
  )['node:RSS Feed Trigger'];

describe.each(DB_KINDS)('RSS Feed Trigger, activated, on %s', (kind) => {
  it('fires each new entry once, keeps the cursor across a restart, and loses nothing published while down', async () => {
    const first = await createTestServer(kind);
    feed = rss(entry(1, 10));
    const id = await insertWorkflow(first.ctx, {
      nodes: [rssNode(), codeNode('Code')],
      connections: chain('RSS Feed Trigger', 'Code'),
      active: true,
    });
    await first.ctx.activeWorkflows.activate(id);
    // The first poll (at activation) only sets the cursor: what was there before fires nothing.
    expect(await cursorOf(first.ctx, id)).toEqual({ lastItemDate: '2026-03-02T10:00:00.000Z' });
    expect(await executionsOf(first.ctx, id)).toHaveLength(0);

    feed = rss(entry(3, 12), entry(2, 11), entry(1, 10));
    await first.ctx.activeWorkflows.runtime.pollers.get(id, 'RSS Feed Trigger')!.pollNow();
    let runs = await finishedExecutions(first.ctx, id, 1);
    expect(runs[0]!.mode).toBe('trigger');
    expect(runs[0]!.status).toBe('success');
    expect(titlesOf(runs[0]!)).toEqual(['Post 3', 'Post 2']);
    expect(await cursorOf(first.ctx, id)).toEqual({ lastItemDate: '2026-03-02T12:00:00.000Z' });
    await first.ctx.activeWorkflows.runtime.pollers.get(id, 'RSS Feed Trigger')!.pollNow();
    await new Promise((r) => setTimeout(r, 300));
    expect(await executionsOf(first.ctx, id)).toHaveLength(1);

    // Restart: stop the first process (keeping its data); an entry is published while it is down.
    await first.ctx.activeWorkflows.stopAll();
    await first.app.close();
    await first.ctx.db.close();
    feed = rss(entry(4, 13), entry(3, 12), entry(2, 11), entry(1, 10));
    const env: Record<string, string> = { WEFT_HOME: first.home, WEFT_ENCRYPTION_KEY: 'test-key-0123456789abcdef' };
    if (first.ctx.config.db.type === 'postgresdb')
      Object.assign(env, { WEFT_DB_TYPE: 'postgresdb', WEFT_DB_URL: first.ctx.config.db.url });
    const second = await createServer(loadConfig(env));
    try {
      await second.app.ready();
      await second.ctx.activeWorkflows.restoreAll();
      expect(second.ctx.activeWorkflows.activeIds()).toEqual([id]);
      runs = await finishedExecutions(second.ctx, id, 2);
      expect(runs.map(titlesOf)).toEqual([['Post 3', 'Post 2'], ['Post 4']]);
      expect(await cursorOf(second.ctx, id)).toEqual({ lastItemDate: '2026-03-02T13:00:00.000Z' });
      await second.ctx.activeWorkflows.runtime.pollers.get(id, 'RSS Feed Trigger')!.pollNow();
      await new Promise((r) => setTimeout(r, 300));
      expect(await executionsOf(second.ctx, id)).toHaveLength(2);
    } finally {
      await second.ctx.activeWorkflows.stopAll();
      await second.app.close();
      await second.ctx.db.close();
      first.ctx.db.close = async () => undefined;
      await first.close();
    }
  });
});

describe('polling triggers on sqlite', () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  it('polls on its poll times (a custom cron once a second) and stops when deactivated', async () => {
    feed = rss(entry(1, 10));
    const id = await insertWorkflow(server.ctx, {
      nodes: [
        rssNode({ pollTimes: { item: [{ mode: 'custom', cronExpression: '0-59 * * * * *' }] } }),
        codeNode('Code'),
      ],
      connections: chain('RSS Feed Trigger', 'Code'),
    });
    const before = requests;
    await server.ctx.activeWorkflows.activate(id);
    feed = rss(entry(2, 11), entry(1, 10));
    const runs = await finishedExecutions(server.ctx, id, 1, 5000);
    expect(titlesOf(runs[0]!)).toEqual(['Post 2']);
    await waitFor(async () => requests - before >= 3, 5000, 'three polls');
    await server.ctx.activeWorkflows.deactivate(id);
    expect(server.ctx.activeWorkflows.runtime.pollers.get(id, 'RSS Feed Trigger')).toBeUndefined();
    await new Promise((r) => setTimeout(r, 200));
    const settled = requests;
    await new Promise((r) => setTimeout(r, 1300));
    expect(requests).toBe(settled);
    expect(await executionsOf(server.ctx, id)).toHaveLength(1);
  });

  it('refuses to activate with a feed that cannot be read or a poll more often than a minute, naming the problem', async () => {
    const down = await insertWorkflow(server.ctx, { nodes: [rssNode({ feedUrl: 'http://127.0.0.1:1/feed' })] });
    await expect(server.ctx.activeWorkflows.activate(down)).rejects.toThrow(
      'It was not possible to connect to the URL. Please make sure the URL "http://127.0.0.1:1/feed" it is valid!',
    );
    expect(server.ctx.activeWorkflows.activeIds()).not.toContain(down);
    const fast = await insertWorkflow(server.ctx, {
      nodes: [rssNode({ pollTimes: { item: [{ mode: 'custom', cronExpression: '* * * * * *' }] } })],
    });
    await expect(server.ctx.activeWorkflows.activate(fast)).rejects.toThrow(
      'The polling interval of "RSS Feed Trigger" is too short. It has to be at least a minute.',
    );
  });

  it('stores a failed execution, and keeps the cursor, when a later poll fails', async () => {
    feed = rss(entry(1, 10));
    const id = await insertWorkflow(server.ctx, {
      nodes: [rssNode(), codeNode('Code')],
      connections: chain('RSS Feed Trigger', 'Code'),
    });
    await server.ctx.activeWorkflows.activate(id);
    feed = 'this is not a feed <<<';
    await server.ctx.activeWorkflows.runtime.pollers.get(id, 'RSS Feed Trigger')!.pollNow();
    const runs = await finishedExecutions(server.ctx, id, 1);
    expect(runs[0]!.status).toBe('error');
    const error = JSON.parse(runs[0]!.data).resultData.error;
    expect(error.node.name).toBe('RSS Feed Trigger');
    expect(await cursorOf(server.ctx, id)).toEqual({ lastItemDate: '2026-03-02T10:00:00.000Z' });
    feed = rss(entry(2, 11), entry(1, 10));
    await server.ctx.activeWorkflows.runtime.pollers.get(id, 'RSS Feed Trigger')!.pollNow();
    const after = await finishedExecutions(server.ctx, id, 2);
    expect(titlesOf(after[1]!)).toEqual(['Post 2']);
    await server.ctx.activeWorkflows.deactivate(id);
  });

  it('keeps the cursor when the execution cannot be stored, so the next poll fires the same entries', async () => {
    feed = rss(entry(1, 10));
    const id = await insertWorkflow(server.ctx, {
      nodes: [rssNode(), codeNode('Code')],
      connections: chain('RSS Feed Trigger', 'Code'),
    });
    await server.ctx.activeWorkflows.activate(id);
    feed = rss(entry(2, 11), entry(1, 10));
    const start = server.ctx.executions.start;
    server.ctx.executions.start = async () => {
      throw new Error('database is gone');
    };
    try {
      await server.ctx.activeWorkflows.runtime.pollers.get(id, 'RSS Feed Trigger')!.pollNow();
    } finally {
      server.ctx.executions.start = start;
    }
    expect(await cursorOf(server.ctx, id)).toEqual({ lastItemDate: '2026-03-02T10:00:00.000Z' });
    await server.ctx.activeWorkflows.runtime.pollers.get(id, 'RSS Feed Trigger')!.pollNow();
    const runs = (await finishedExecutions(server.ctx, id, 2)).filter((r) => r.status === 'success');
    expect(runs.map(titlesOf)).toEqual([['Post 2']]);
    expect(await cursorOf(server.ctx, id)).toEqual({ lastItemDate: '2026-03-02T11:00:00.000Z' });
    await server.ctx.activeWorkflows.deactivate(id);
  });

  it('polls only while this process may fire triggers (the leader), from the cursor another leader stored', async () => {
    feed = rss(entry(1, 10));
    const id = await insertWorkflow(server.ctx, {
      nodes: [rssNode(), codeNode('Code')],
      connections: chain('RSS Feed Trigger', 'Code'),
    });
    let leader = false;
    server.ctx.triggerGate.set(() => leader);
    try {
      const before = requests;
      await server.ctx.activeWorkflows.activate(id);
      await server.ctx.activeWorkflows.runtime.pollers.get(id, 'RSS Feed Trigger')!.pollNow();
      expect(requests).toBe(before);
      // Meanwhile the leader saw entries up to 11:00.
      await server.ctx.db.kysely
        .updateTable('workflow')
        .set({ staticData: JSON.stringify({ 'node:RSS Feed Trigger': { lastItemDate: '2026-03-02T11:00:00.000Z' } }) })
        .where('id', '=', id)
        .execute();
      feed = rss(entry(3, 12), entry(2, 11), entry(1, 10));
      leader = true;
      await server.ctx.activeWorkflows.runtime.pollers.get(id, 'RSS Feed Trigger')!.pollNow();
      expect(requests).toBe(before + 1);
      const runs = await finishedExecutions(server.ctx, id, 1);
      expect(runs.map(titlesOf)).toEqual([['Post 3']]);
    } finally {
      server.ctx.triggerGate.set(undefined);
      await server.ctx.activeWorkflows.deactivate(id);
    }
  });

  it('"Fetch test event": a manual run through the REST API polls once and shows the newest entry', async () => {
    const owner = await server.owner();
    feed = rss(entry(5, 15), entry(4, 14));
    const workflow = {
      name: 'Manual poll',
      nodes: [rssNode(), codeNode('Code')],
      connections: chain('RSS Feed Trigger', 'Code'),
      settings: {},
    };
    const created = await owner.post('/rest/workflows', workflow);
    expect(created.status).toBe(200);
    const wf = (created.body as { data: { id: string } }).data;
    const res = await owner.post('/rest/workflows/run', { workflowData: { ...workflow, id: wf.id } });
    expect(res.status).toBe(200);
    const executionId = (res.body as { data: { executionId: string } }).data.executionId;
    const row = await waitFor(async () => {
      const r = (await executionsOf(server.ctx, wf.id)).find((e) => String(e.id) === String(executionId));
      return r && r.status !== 'running' && r.status !== 'new' ? r : undefined;
    });
    expect(row.mode).toBe('manual');
    expect(titlesOf(row)).toEqual(['Post 5']);
    // "Fetch test event" on the trigger alone: a run that ends there.
    feed = rss(entry(6, 16), entry(5, 15));
    const single = await owner.post('/rest/workflows/run', {
      workflowData: { ...workflow, id: wf.id },
      destinationNode: 'RSS Feed Trigger',
    });
    expect(single.status).toBe(200);
    const singleId = (single.body as { data: { executionId: string } }).data.executionId;
    const only = await waitFor(async () => {
      const r = (await executionsOf(server.ctx, wf.id)).find((e) => String(e.id) === String(singleId));
      return r && r.status !== 'running' && r.status !== 'new' ? r : undefined;
    });
    const runData = JSON.parse(only.data).resultData.runData;
    expect(Object.keys(runData)).toEqual(['RSS Feed Trigger']);
    expect(runData['RSS Feed Trigger'][0].data.main[0].map((i: { json: { title: string } }) => i.json.title)).toEqual([
      'Post 6',
    ]);
    // Manual runs never move the cursor of the active workflow.
    expect(await cursorOf(server.ctx, wf.id)).toBeUndefined();
  });
});

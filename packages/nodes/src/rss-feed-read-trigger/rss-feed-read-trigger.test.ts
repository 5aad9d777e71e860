import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type PollContext, type WorkflowNode } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { pollSchedules, pollTimeExpressions } from '../shared/polling.js';
import { pollRssFeed, rssFeedReadTriggerNode } from './index.js';

const node = (parameters: Record<string, unknown> = {}): WorkflowNode =>
  ({
    id: '1',
    name: 'RSS',
    type: 'weft.rssFeedReadTrigger',
    typeVersion: 1,
    position: [0, 0],
    parameters,
  }) as unknown as WorkflowNode;
const fixed = () => 5;

describe('poll times (n8n pollTimes)', () => {
  it('turns each entry into a cron expression, every minute by default', () => {
    expect(pollTimeExpressions(node(), fixed)).toEqual(['5 * * * * *']);
    const item = [
      { mode: 'everyHour', minute: 10 },
      { mode: 'everyDay', hour: 7, minute: 30 },
      { mode: 'everyWeek', weekday: '0' },
      { mode: 'everyMonth', dayOfMonth: 15 },
      { mode: 'everyX', value: 10, unit: 'minutes' },
      { mode: 'custom', cronExpression: '0 */5 * * * *' },
    ];
    expect(pollTimeExpressions(node({ pollTimes: { item } }), fixed)).toEqual([
      '5 10 * * * *',
      '5 30 7 * * *',
      '5 0 14 * * 0',
      '5 0 14 15 * *',
      '5 */10 * * * *',
      '0 */5 * * * *',
    ]);
    expect(pollTimeExpressions(node({ pollTimes: {} }))).toEqual([]);
    expect(pollSchedules(node({ pollTimes: { item } }), fixed)).toHaveLength(6);
  });

  it('refuses polling more than once a minute and bad entries, naming the node', () => {
    expect(() =>
      pollTimeExpressions(node({ pollTimes: { item: [{ mode: 'custom', cronExpression: '*/5 * * * * *' }] } })),
    ).toThrow('The polling interval of "RSS" is too short. It has to be at least a minute.');
    expect(() => pollTimeExpressions(node({ pollTimes: { item: [{ mode: 'custom' }] } }))).toThrow('too short');
    expect(() => pollTimeExpressions(node({ pollTimes: { item: [{ mode: 'sometimes' }] } }))).toThrow(
      'Poll time 1: Unknown trigger time mode "sometimes"',
    );
    expect(() =>
      pollSchedules(node({ pollTimes: { item: [{ mode: 'custom', cronExpression: '0 0 25 * * *' }] } })),
    ).toThrow('Poll time 1: The hour 25 is out of range (0-23)');
  });

  it('describes the node with pollTimes first, as n8n shows it', () => {
    const description = rssFeedReadTriggerNode[0]!.description;
    expect(description.polling).toBe(true);
    expect(description.properties.map((p) => p.name)).toEqual(['pollTimes', 'feedUrl']);
    expect(description.properties[0]!.default).toEqual({ item: [{ mode: 'everyMinute' }] });
  });
});

let feed = '';
let server: Server;
let url = '';
const entry = (n: number, date: string) =>
  `<item><title>Post ${n}</title><link>https://example.com/${n}</link><guid>id-${n}</guid><pubDate>${date}</pubDate></item>`;
const rss = (...entries: string[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Feed</title><link>https://example.com</link>${entries.join('')}</channel></rss>`;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/broken') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('not xml at all <<<');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** A poll context over plain objects, with the real HTTP client of the engine's default services. */
async function pollWith(mode: 'trigger' | 'manual', state: Record<string, unknown>, feedUrl = url) {
  const { createHttpClient } = await import('@weft/engine');
  const http = createHttpClient();
  const ctx: PollContext = {
    getNodeParameter: (name, fallback) => (name === 'feedUrl' ? feedUrl : fallback),
    getNode: () => node({ feedUrl }),
    getWorkflow: () => ({ nodes: [], connections: {} }) as never,
    getMode: () => mode,
    getTimezone: () => 'UTC',
    getWorkflowStaticData: () => state,
    getCredentials: async () => ({}),
    now: () => {
      throw new Error('unused');
    },
    helpers: {
      httpRequest: (o) => http(o),
      returnJsonArray: (d) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  };
  return pollRssFeed(ctx);
}

describe('RSS Feed Trigger poll', () => {
  it('fires nothing for what was there before the first poll, then each new entry once', async () => {
    const state: Record<string, unknown> = {};
    feed = rss(entry(1, 'Mon, 02 Mar 2026 10:00:00 GMT'));
    expect(await pollWith('trigger', state)).toBeNull();
    expect(state.lastItemDate).toBe('2026-03-02T10:00:00.000Z');
    feed = rss(
      entry(3, 'Mon, 02 Mar 2026 12:00:00 GMT'),
      entry(2, 'Mon, 02 Mar 2026 11:00:00 GMT'),
      entry(1, 'Mon, 02 Mar 2026 10:00:00 GMT'),
    );
    const out = await pollWith('trigger', state);
    expect(out![0]!.map((i) => i.json.title)).toEqual(['Post 3', 'Post 2']);
    expect(out![0]![0]!.json).toMatchObject({
      link: 'https://example.com/3',
      guid: 'id-3',
      isoDate: '2026-03-02T12:00:00.000Z',
    });
    expect(state.lastItemDate).toBe('2026-03-02T12:00:00.000Z');
    expect(await pollWith('trigger', state)).toBeNull();
  });

  it('answers the first entry when run by hand, whatever the cursor', async () => {
    feed = rss(entry(3, 'Mon, 02 Mar 2026 12:00:00 GMT'), entry(2, 'Mon, 02 Mar 2026 11:00:00 GMT'));
    const out = await pollWith('manual', { lastItemDate: '2030-01-01T00:00:00.000Z' });
    expect(out![0]!.map((i) => i.json.title)).toEqual(['Post 3']);
  });

  it('fails clearly for a missing URL, a refused connection and a body that is no feed', async () => {
    await expect(pollWith('trigger', {}, '')).rejects.toThrow('The parameter "URL" has to be set!');
    await expect(pollWith('trigger', {}, 'http://127.0.0.1:1/feed')).rejects.toThrow(
      'It was not possible to connect to the URL. Please make sure the URL "http://127.0.0.1:1/feed" it is valid!',
    );
    await expect(pollWith('trigger', {}, url.replace('/feed', '/broken'))).rejects.toThrow();
  });

  it('"Fetch test event": a manual run starting at the trigger polls once and passes the newest entry on', async () => {
    feed = rss(entry(7, 'Tue, 03 Mar 2026 09:00:00 GMT'), entry(6, 'Tue, 03 Mar 2026 08:00:00 GMT'));
    const workflow = importN8nWorkflow({
      nodes: [
        {
          id: 'a',
          name: 'RSS Feed Trigger',
          type: 'n8n-nodes-base.rssFeedReadTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: { pollTimes: { item: [{ mode: 'everyHour' }] }, feedUrl: url },
        },
        {
          id: 'b',
          name: 'Code',
          type: 'n8n-nodes-base.code',
          typeVersion: 2,
          position: [200, 0],
          parameters: { jsCode: 'return $input.all().map(i => ({json: {seen: i.json.title}}))' },
        },
      ],
      connections: { 'RSS Feed Trigger': { main: [[{ node: 'Code', type: 'main', index: 0 }]] } },
    });
    const result = await runWorkflow({ workflow, nodeTypes: createNodeTypeRegistry(builtinNodeTypes), mode: 'manual' });
    expect(result.status).toBe('success');
    expect(result.data.resultData.runData['RSS Feed Trigger']![0]!.data!.main![0]!.map((i) => i.json.title)).toEqual([
      'Post 7',
    ]);
    expect(result.data.resultData.runData.Code![0]!.data!.main![0]!.map((i) => i.json)).toEqual([{ seen: 'Post 7' }]);
  });

  it('passes the items a scheduled poll produced on, without polling again', async () => {
    feed = rss(entry(9, 'Tue, 03 Mar 2026 09:00:00 GMT'));
    const workflow = importN8nWorkflow({
      nodes: [
        {
          id: 'a',
          name: 'RSS',
          type: 'n8n-nodes-base.rssFeedReadTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: { feedUrl: url },
        },
      ],
      connections: {},
    });
    const startItems = [{ json: { title: 'from the poll' } }];
    const result = await runWorkflow({
      workflow,
      nodeTypes: createNodeTypeRegistry(builtinNodeTypes),
      mode: 'trigger',
      startNode: 'RSS',
      startItems,
    });
    expect(result.data.resultData.runData.RSS![0]!.data!.main![0]!.map((i) => i.json)).toEqual([
      { title: 'from the poll' },
    ]);
  });
});

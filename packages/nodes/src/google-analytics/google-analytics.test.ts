/**
 * Google Analytics 1 and 2 through the engine against the loopback fake (`test-fake/analytics-fake.mjs`):
 * the requests each report and search sends, the items made of the answers, paging, and errors
 * with continueOnFail.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
// @ts-expect-error -- a plain ES module without types
import { createAnalyticsFake, start } from './test-fake/analytics-fake.mjs';

interface Req {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, any>;
}

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
let server: Server;
let requests: Req[];
const seed = {
  views: {
    V1: {
      rows: [
        { 'ga:date': '20250101', 'ga:country': 'France', 'ga:users': 3 },
        { 'ga:date': '20250102', 'ga:country': 'Spain', 'ga:users': 2 },
        { 'ga:date': '20250103', 'ga:country': 'Italy', 'ga:users': 1 },
      ],
    },
  },
  properties: {
    P1: {
      rows: [
        { date: '20250101', country: 'France', totalUsers: 3 },
        { date: '20250102', country: 'Spain', totalUsers: 2 },
      ],
    },
  },
  users: {
    V1: {
      u1: [
        { sessionId: 'a', activities: [{ activityType: 'PAGEVIEW' }, { activityType: 'EVENT' }] },
        { sessionId: 'b', activities: [] },
        { sessionId: 'c', activities: [] },
      ],
    },
  },
};

beforeAll(async () => {
  const started = await start(createAnalyticsFake(seed));
  server = started.server;
  requests = started.fake.state.requests;
  process.env.WEFT_GOOGLE_API_URL = started.url;
  process.env.WEFT_GOOGLE_RETRY_BASE_MS = '5';
});
afterAll(() => {
  delete process.env.WEFT_GOOGLE_API_URL;
  delete process.env.WEFT_GOOGLE_RETRY_BASE_MS;
  return new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  requests.length = 0;
});

async function run(
  version: number,
  parameters: Record<string, unknown>,
  extra: { items?: Item[]; onError?: string } = {},
) {
  const workflow = importN8nWorkflow({
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: '2', name: 'Data', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      {
        id: '3',
        name: 'GA',
        type: 'n8n-nodes-base.googleAnalytics',
        typeVersion: version,
        position: [400, 0],
        parameters,
        credentials: { googleAnalyticsOAuth2: { id: 'o', name: 'o' } },
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'GA', type: 'main', index: 0 }]] },
    },
    pinData: { Data: extra.items ?? [{ json: {} }] },
  });
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }) },
  });
  const items = result.data.resultData.runData.GA?.[0]?.data?.main?.[0] ?? [];
  return {
    json: items.map((i) => i.json),
    error: result.data.resultData.error as (Error & { description?: string }) | undefined,
  };
}

const custom = { dateRange: 'custom', startDate: '2025-01-01T00:00:00', endDate: '2025-01-02T00:00:00' };

describe('Google Analytics', () => {
  it('2: a GA4 report sends runReport with the period, metrics, dimensions and limit, and simplifies rows', async () => {
    const { json } = await run(2, {
      propertyId: { __rl: true, mode: 'id', value: 'P1' },
      ...custom,
      dimensionsGA4: { dimensionValues: [{ listName: 'country' }] },
    });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1beta/properties/P1:runReport',
      body: {
        dateRanges: [{ startDate: '2025-01-01', endDate: '2025-01-02' }],
        metrics: [{ name: 'totalUsers' }],
        dimensions: [{ name: 'country' }],
        limit: 50,
      },
    });
    expect(json).toEqual([
      { country: 'France', totalUsers: '3' },
      { country: 'Spain', totalUsers: '2' },
    ]);
  });

  it('2: a Universal Analytics report pages with returnAll and merges into one report', async () => {
    const { json } = await run(2, {
      propertyType: 'universal',
      viewId: { __rl: true, mode: 'id', value: 'V1' },
      dateRange: 'custom',
      startDate: '2025-01-01T00:00:00',
      endDate: '2025-01-03T00:00:00',
      returnAll: true,
      simple: false,
    });
    expect(requests[0]!.body.reportRequests[0]).toMatchObject({
      viewId: 'V1',
      metrics: [{ alias: 'ga:users', expression: 'ga:users' }],
      dimensions: [{ name: 'ga:date' }],
    });
    expect(json).toHaveLength(1);
    expect((json[0] as any).data.rows).toHaveLength(3);
  });

  it('1 and 2: user activity search sends pageSize and the activity types; returnAll follows pageToken', async () => {
    const limited = await run(2, {
      resource: 'userActivity',
      viewId: 'V1',
      userId: 'u1',
      limit: 2,
      additionalFields: { activityTypes: ['PAGEVIEW'] },
    });
    expect(requests[0]).toMatchObject({
      path: '/v4/userActivity:search',
      body: { viewId: 'V1', user: { userId: 'u1' }, activityTypes: ['PAGEVIEW'], pageSize: 2 },
    });
    expect(limited.json.map((s) => s.sessionId)).toEqual(['a', 'b']);
    const all = await run(1, { resource: 'userActivity', viewId: 'V1', userId: 'u1', returnAll: true });
    expect(all.json.map((s) => s.sessionId)).toEqual(['a', 'b', 'c']);
  });

  it('1: a report with its date range, metrics and dimensions, simplified', async () => {
    const { json } = await run(1, {
      viewId: 'V1',
      additionalFields: {
        dateRangesUi: { dateRanges: { startDate: '2025-01-01T00:00:00', endDate: '2025-01-02T00:00:00' } },
        metricsUi: { metricValues: [{ alias: 'u', expression: 'ga:users' }] },
        dimensionUi: { dimensionValues: [{ name: 'ga:country' }] },
      },
    });
    expect(requests[0]!.body.reportRequests[0]).toMatchObject({
      viewId: 'V1',
      dateRanges: [{ startDate: '2025-01-01', endDate: '2025-01-02' }],
      metrics: [{ alias: 'u', expression: 'ga:users', formattingType: 'INTEGER' }],
    });
    expect(json).toEqual([
      { 'ga:country': 'France', u: '3' },
      { 'ga:country': 'Spain', u: '2' },
    ]);
  });

  it("Google's refusal carries Google's message; continueOnFail gives an error item", async () => {
    const failed = await run(2, { propertyId: { __rl: true, mode: 'id', value: 'nope' }, ...custom });
    expect(failed.error?.message).toMatch(/^User does not have sufficient permissions for this property/);
    const cont = await run(
      2,
      { propertyId: { __rl: true, mode: 'id', value: '={{ $json.p }}' }, ...custom },
      { items: [{ json: { p: 'nope' } }, { json: { p: 'P1' } }], onError: 'continueRegularOutput' },
    );
    expect(cont.json[0]!.error).toMatch(/^User does not have sufficient permissions/);
    expect(cont.json.slice(1)).toEqual([
      { date: '20250101', totalUsers: '3' },
      { date: '20250102', totalUsers: '2' },
    ]);
  });
});

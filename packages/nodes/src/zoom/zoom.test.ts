/**
 * Zoom 1 against the loopback Zoom API fake (test-fake/zoom-fake.mjs), in workflows as n8n stores
 * them: each meeting operation's request (method, path, query, body, the credential the
 * authentication picks) and the items it answers, settings under Zoom's names, start times as
 * n8n's node sends them, "Return All" paging, Zoom's errors as node errors, continue-on-fail and
 * the tool variant.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { zoomOrigin } from './api.js';
import { OAUTH_TOKEN, start, TOKEN, type ZoomFake, type ZoomSeed } from './test-fake/zoom-fake.mjs';

type Json = Record<string, any>;

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: ZoomFake;

const SEED: ZoomSeed = {
  meetings: [
    { topic: 'Standup', type: 2, start_time: '2026-01-06T09:00:00Z', duration: 15 },
    { topic: 'Retro', type: 2, start_time: '2026-01-09T15:00:00Z' },
  ],
};

async function fresh(seed: ZoomSeed = SEED) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_ZOOM_API_URL = server.url;
  process.env.WEFT_ZOOM_PAGE_WAIT_MS = '1';
}
beforeEach(() => fresh());
afterAll(async () => {
  delete process.env.WEFT_ZOOM_API_URL;
  delete process.env.WEFT_ZOOM_PAGE_WAIT_MS;
  await server?.close();
});

const CREDENTIALS: Record<string, Json> = {
  zoomApi: { accessToken: TOKEN },
  zoomOAuth2Api: { oauthTokenData: { access_token: OAUTH_TOKEN } },
};

async function run(
  parameters: Json,
  options: { items?: Item[]; onError?: string; creds?: Json; timezone?: string } = {},
) {
  const node: Json = {
    id: 'z1',
    name: 'Zoom',
    type: 'n8n-nodes-base.zoom',
    typeVersion: 1,
    position: [0, 0],
    parameters: { resource: 'meeting', ...parameters },
    credentials: { zoomApi: { id: 'j', name: 'j' }, zoomOAuth2Api: { id: 'o', name: 'o' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'zoom test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: options.timezone ?? 'UTC',
    startNode: 'Zoom',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async (_node: unknown, type: string) => options.creds ?? CREDENTIALS[type]! },
  });
  const items = result.data.resultData.runData.Zoom?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json),
    error: result.data.resultData.error as (Error & { description?: string; httpCode?: string }) | undefined,
  };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Zoom registration', () => {
  it('registers Zoom 1, zoomTool 1 and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.zoom')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.zoomTool')).toEqual([1]);
    const jwt = builtinCredentialTypes.find((c) => c.name === 'zoomApi')!;
    expect(jwt.authenticate?.({ accessToken: 't' }, { url: 'x' }).headers).toEqual({ Authorization: 'Bearer t' });
    expect(builtinCredentialTypes.find((c) => c.name === 'zoomOAuth2Api')?.extends).toEqual(['oAuth2Api']);
    const saved = process.env.WEFT_ZOOM_API_URL;
    delete process.env.WEFT_ZOOM_API_URL;
    expect(zoomOrigin()).toBe('https://api.zoom.us');
    process.env.WEFT_ZOOM_API_URL = saved;
  });
});

describe('Zoom meetings', () => {
  it('creates a meeting with its settings under Zoom’s names and the start time in the workflow’s zone', async () => {
    const { json } = await run(
      {
        operation: 'create',
        topic: 'Planning',
        additionalFields: {
          startTime: '2026-02-01T10:00:00',
          duration: 45,
          settings: { hostVideo: true, muteUponEntry: true, watermark: false, audio: 'both', registrationType: 2 },
        },
      },
      { timezone: 'Europe/Berlin' },
    );
    expect(last()).toMatchObject({ method: 'POST', path: '/users/me/meetings', authorization: `Bearer ${TOKEN}` });
    expect(last().body).toEqual({
      settings: { host_video: true, mute_upon_entry: true, audio: 'both', registration_type: 2 },
      topic: 'Planning',
      start_time: '2026-02-01T10:00:00+01:00',
      duration: 45,
    });
    expect(json[0]).toMatchObject({ topic: 'Planning', duration: 45, start_time: '2026-02-01T09:00:00Z' });
  });

  it('sends a start time with a chosen zone as local time, and in UTC with a Z', async () => {
    await run({
      operation: 'create',
      topic: 'A',
      additionalFields: { startTime: '2026-03-01T09:30:00', timeZone: 'Asia/Tokyo' },
    });
    expect(last().body).toMatchObject({ start_time: '2026-03-01T09:30:00', timezone: 'Asia/Tokyo' });
    await run({ operation: 'create', topic: 'B', additionalFields: { startTime: '2026-03-01T09:30:00' } });
    expect(last().body).toMatchObject({ start_time: '2026-03-01T09:30:00Z' });
  });

  it('reads, updates and deletes a meeting, answering success for the last two', async () => {
    const got = await run({
      authentication: 'oAuth2',
      operation: 'get',
      meetingId: '81000000001',
      additionalFields: { occurrenceId: '7', showPreviousOccurrences: true },
    });
    expect(last()).toMatchObject({
      path: '/meetings/81000000001',
      query: { occurrence_id: '7', show_previous_occurrences: 'true' },
      authorization: `Bearer ${OAUTH_TOKEN}`,
    });
    expect(got.json[0]).toMatchObject({ topic: 'Standup', occurrence_id: '7' });
    const updated = await run({
      operation: 'update',
      meetingId: '81000000001',
      updateFields: { topic: 'Daily', startTime: '2026-01-07T09:00:00Z', settings: { joinBeforeHost: true } },
    });
    expect(last()).toMatchObject({
      method: 'PATCH',
      body: { settings: { join_before_host: true }, topic: 'Daily', start_time: '2026-01-07T09:00:00Z' },
    });
    expect(updated.json).toEqual([{ success: true }]);
    const deleted = await run({
      operation: 'delete',
      meetingId: '81000000001',
      additionalFields: { scheduleForReminder: true },
    });
    expect(last()).toMatchObject({ method: 'DELETE', query: { schedule_for_reminder: 'true' } });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(fake.state.meetings.map((m) => m.topic)).toEqual(['Retro']);
  });

  it('lists a page of "Limit", or every page from page_number 0 as n8n does', async () => {
    const limited = await run({ operation: 'getAll', limit: 1, filters: { type: 'scheduled' } });
    expect(last().query).toEqual({ type: 'scheduled', page_size: '1' });
    expect(limited.json.map((j) => j.topic)).toEqual(['Standup']);
    await fresh({ meetings: Array.from({ length: 35 }, (_, n) => ({ topic: `M${n}` })) });
    const all = await run({ operation: 'getAll', returnAll: true, filters: {} });
    expect(calls().map((c) => c.query.page_number)).toEqual(['0', '1', '2']);
    // Zoom reads page 0 as page 1, so n8n's paging reads the first page twice.
    expect(all.json).toHaveLength(65);
  });
});

describe('Zoom errors', () => {
  it('fails with n8n’s message, or continues with the error on an empty item', async () => {
    const missing = await run({ operation: 'get', meetingId: '1', additionalFields: {} });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
    expect(missing.error?.description).toBe('Meeting does not exist: 1.');
    const continued = await run(
      { operation: 'get', meetingId: '={{ $json.id }}', additionalFields: {} },
      { items: [{ json: { id: 81000000002 } }, { json: { id: 1 } }], onError: 'continueRegularOutput' },
    );
    expect(continued.json[0]).toMatchObject({ topic: 'Retro' });
    expect(continued.items[1]!.error).toBe('The resource you are requesting could not be found');
    const unauthorized = await run({ operation: 'getAll', limit: 1, filters: {} }, { creds: { accessToken: 'no' } });
    expect(unauthorized.error?.httpCode).toBe('401');
  });
});

describe('Zoom as an agent tool', () => {
  it('offers the same parameters with an ai_tool output', () => {
    const tool = registry.get('n8n-nodes-base.zoomTool', 1)!;
    expect(tool.description.outputs).toEqual(['ai_tool']);
    expect(tool.description.properties.some((p) => p.name === 'operation')).toBe(true);
  });
});

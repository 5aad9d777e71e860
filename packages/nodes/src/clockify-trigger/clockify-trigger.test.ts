/**
 * Clockify Trigger 1 against the loopback Clockify fake (../clockify/test-fake/clockify-fake.mjs):
 * the key's user read once and kept, the finished time entries of that user that started between
 * the last check and now (hydrated), "now" as the wall time in the workflow's zone with a `Z`, the
 * cursor in the node's static data, nothing when nothing is new, and the registration.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '@weft/engine';
import { createNodeTypeRegistry, type PollContext, type WorkflowNode } from '@weft/workflow';
import { API_KEY, start, type ClockifyFake } from '../clockify/test-fake/clockify-fake.mjs';
import { builtinNodeTypes } from '../registry.js';
import { clockifyTriggerNode } from './index.js';
import { pollClockify } from './poll.js';

const http = createHttpClient();
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: ClockifyFake;
const WS = '64a100000000000000000001';
const USER = '64b200000000000000000001';

beforeEach(async () => {
  await server?.close();
  server = await start({
    workspaces: [
      {
        name: 'Weavers',
        users: [{ email: 'ada@weft.example', name: 'Ada' }],
        projects: [{ name: 'Tapestry' }],
        timeEntries: [
          { start: '2024-03-04T08:00:00Z', end: '2024-03-04T09:00:00Z', description: 'Warp', project: 'Tapestry' },
          { start: '2024-03-04T10:00:00Z', description: 'Still going' },
          { start: '2024-03-04T11:00:00Z', end: '2024-03-04T11:30:00Z', description: 'Weft' },
        ],
      },
    ],
  });
  fake = server.fake;
  process.env.WEFT_CLOCKIFY_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_CLOCKIFY_API_URL;
  await server?.close();
});

function context(staticData: Record<string, unknown>, now: string, zone = 'UTC'): PollContext {
  const parameters: Record<string, unknown> = { workspaceId: WS, watchField: 0 };
  const node = {
    id: 't',
    name: 'Clockify Trigger',
    type: 'weft.clockifyTrigger',
    typeVersion: 1,
    position: [0, 0],
    parameters,
  } as unknown as WorkflowNode;
  return {
    getNodeParameter: (name, fallback) => parameters[name] ?? fallback,
    getNode: () => node,
    getWorkflow: () => ({ nodes: [node], connections: {} }) as never,
    getMode: () => 'trigger',
    getTimezone: () => zone,
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => ({ apiKey: API_KEY }),
    now: () => DateTime.fromISO(now, { zone }),
    helpers: {
      httpRequest: (o) => http(o),
      returnJsonArray: (d) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  };
}

describe('Clockify Trigger', () => {
  it('registers Clockify Trigger 1 as a poller', () => {
    const registry = createNodeTypeRegistry(builtinNodeTypes);
    expect(registry.versions?.('n8n-nodes-base.clockifyTrigger')).toEqual([1]);
    expect(clockifyTriggerNode[0]!.description.polling).toBe(true);
  });

  it("answers the user's finished entries up to now, then only newer ones", async () => {
    const data: Record<string, unknown> = {};
    const first = await pollClockify(context(data, '2024-03-04T12:00:00Z'));
    expect(first![0]!.map((i) => i.json.description)).toEqual(['Weft', 'Warp']);
    expect(first![0]![1]!.json.project).toMatchObject({ name: 'Tapestry' });
    expect(data).toEqual({ userId: USER, lastTimeChecked: '2024-03-04T12:00:00Z' });
    expect(fake.state.calls.map((c) => c.path)).toEqual([
      '/api/v1/user',
      `/api/v1/workspaces/${WS}/user/${USER}/time-entries`,
    ]);
    expect(fake.state.calls[1]!.query).toEqual({
      end: '2024-03-04T12:00:00Z',
      hydrated: 'true',
      'in-progress': 'false',
    });

    fake.state.calls.length = 0;
    expect(await pollClockify(context(data, '2024-03-04T13:00:00Z'))).toBeNull();
    // The user is read once.
    expect(fake.state.calls.map((c) => c.query)).toEqual([
      { start: '2024-03-04T12:00:00Z', end: '2024-03-04T13:00:00Z', hydrated: 'true', 'in-progress': 'false' },
    ]);
    expect(data.lastTimeChecked).toBe('2024-03-04T13:00:00Z');
  });

  it("writes now as the workflow zone's wall time with a Z, as n8n's trigger does", async () => {
    const data: Record<string, unknown> = { userId: USER };
    // 10:30 UTC is 11:30 in Paris: the entry of 11:00 UTC falls within the window n8n asks for.
    const polled = await pollClockify(context(data, '2024-03-04T10:30:00Z', 'Europe/Paris'));
    expect(fake.state.calls[0]!.query.end).toBe('2024-03-04T11:30:00Z');
    expect(polled![0]!.map((i) => i.json.description)).toEqual(['Weft', 'Warp']);
  });
});

/**
 * Microsoft Outlook Trigger's poll against the loopback Graph: the first poll sets the cursor and
 * asks only for messages received since; later polls ask for the window between the last check and
 * now; a manual run answers the newest matching message.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { PollContext } from '@weft/workflow';
import type { GraphFakeState } from '../shared/microsoft/test-fake/graph-fake.mjs';
import { startGraphFake } from '../shared/microsoft/test-run.js';
import { microsoftOutlookTriggerNode } from './index.js';

let server: Awaited<ReturnType<typeof startGraphFake>>;
let state: GraphFakeState;
beforeAll(async () => {
  server = await startGraphFake();
  state = server.fake.state;
});
afterAll(async () => {
  delete process.env.WEFT_MICROSOFT_GRAPH_URL;
  await server.close();
});
beforeEach(() => state.reset());

function pollContext(
  parameters: Record<string, unknown>,
  staticData: Record<string, unknown>,
  mode: 'trigger' | 'manual' = 'trigger',
): PollContext {
  return {
    getNodeParameter: (name: string, fallback?: unknown) => (name in parameters ? parameters[name] : fallback),
    getNode: () => ({
      id: 't',
      name: 'Outlook Trigger',
      type: 'weft.microsoftOutlookTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters,
    }),
    getWorkflow: () => ({ id: 'w' }) as never,
    getMode: () => mode,
    getTimezone: () => 'UTC',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
    now: () => DateTime.now(),
    helpers: {
      httpRequest: async (o) => {
        const res = await fetch(`${o.url}${o.qs ? `?${new URLSearchParams(o.qs as Record<string, string>)}` : ''}`, {
          method: o.method,
          headers: o.headers,
        });
        const buf = new Uint8Array(await res.arrayBuffer());
        const text = Buffer.from(buf).toString('utf8');
        return {
          statusCode: res.status,
          statusMessage: res.statusText,
          headers: Object.fromEntries(res.headers),
          body: o.responseType === 'arraybuffer' ? buf : text ? JSON.parse(text) : '',
        };
      },
      returnJsonArray: (data: unknown) => (Array.isArray(data) ? data : [data]).map((json) => ({ json })),
    },
  } as PollContext;
}

const poll = microsoftOutlookTriggerNode[0]!.poll!;

describe('Microsoft Outlook Trigger', () => {
  it('declares polling with poll times first', () => {
    const d = microsoftOutlookTriggerNode[0]!.description;
    expect(d.polling).toBe(true);
    expect(d.properties.map((p) => p.name)).toEqual(['pollTimes', 'event', 'output', 'fields', 'filters', 'options']);
  });

  it('asks for the received window since the last check, with the filters, and moves the cursor', async () => {
    const data: Record<string, unknown> = {};
    expect(
      await poll(pollContext({ output: 'simple', filters: { readStatus: 'unread' }, options: {} }, data)),
    ).toBeNull();
    const first = state.requests[0]!;
    expect(first.path).toBe('me/messages');
    expect(first.query.$select).toBe(
      'id,conversationId,subject,bodyPreview,from,toRecipients,categories,hasAttachments',
    );
    expect(first.query.$filter).toMatch(/^isRead eq false and receivedDateTime ge \S+ and receivedDateTime lt \S+$/);
    const cursor = data.lastTimeChecked as string;
    expect(typeof cursor).toBe('string');
    await new Promise((r) => setTimeout(r, 5));
    state.addMessage({ subject: 'fresh', isRead: false, receivedDateTime: new Date().toISOString() });
    state.addMessage({ subject: 'old', isRead: false, receivedDateTime: '2020-01-01T00:00:00Z' });
    await new Promise((r) => setTimeout(r, 5));
    const result = await poll(pollContext({ output: 'simple', filters: { readStatus: 'unread' }, options: {} }, data));
    expect(result?.[0]?.map((i) => i.json.subject)).toEqual(['fresh']);
    expect(state.requests[1]!.query.$filter).toContain(`receivedDateTime ge ${cursor}`);
    expect(data.lastTimeChecked).not.toBe(cursor);
  });

  it('answers the newest message by hand, whatever the cursor, without moving it', async () => {
    state.addMessage({ subject: 'any', receivedDateTime: '2020-01-01T00:00:00Z' });
    const data: Record<string, unknown> = { lastTimeChecked: '2030-01-01T00:00:00.000Z' };
    const result = await poll(pollContext({ output: 'raw', filters: {}, options: {} }, data, 'manual'));
    expect(state.requests[0]!.query).toEqual({ $top: '1' });
    expect(result?.[0]?.[0]?.json).toMatchObject({ subject: 'any' });
    expect(data.lastTimeChecked).toBe('2030-01-01T00:00:00.000Z');
  });

  it('downloads attachments as binary data when asked', async () => {
    const m = state.addMessage({ subject: 'a' });
    state.addAttachment(m.id, 'x.txt', Buffer.from('xyz'), 'text/plain');
    const result = await poll(
      pollContext(
        { output: 'fields', fields: ['subject'], filters: {}, options: { downloadAttachments: true } },
        {},
        'manual',
      ),
    );
    expect(state.requests[0]!.query.$select).toBe('subject,hasAttachments');
    expect(Buffer.from(result![0]![0]!.binary!.attachment_0!.data, 'base64').toString()).toBe('xyz');
  });

  it("keeps the cursor when Graph refuses (the host forgets the poll's changes)", async () => {
    state.failures.push({ path: 'me/messages', status: 403, code: 'ErrorAccessDenied', message: 'Access is denied.' });
    const data: Record<string, unknown> = { lastTimeChecked: '2026-01-01T00:00:00.000Z' };
    await expect(poll(pollContext({ output: 'raw', filters: {}, options: {} }, data))).rejects.toThrow(
      'Forbidden - perhaps check your credentials?',
    );
  });
});

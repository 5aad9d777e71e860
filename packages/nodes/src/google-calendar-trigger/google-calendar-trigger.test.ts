/**
 * Google Calendar Trigger 1 against the loopback Calendar fake
 * (`../google-calendar/test-fake/calendar-fake.mjs`): the query each "Trigger On" sends, the
 * filters on the answer, the cursor in the node's static data, and "Fetch test event".
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '@weft/engine';
import type { PollContext, WorkflowNode } from '@weft/workflow';
import { googleCalendarTriggerNode, pollGoogleCalendar } from './index.js';
// @ts-expect-error -- a plain ES module without types
import { createCalendarFake, start } from '../google-calendar/test-fake/calendar-fake.mjs';

interface Req {
  method: string;
  path: string;
  query: Record<string, string>;
}
interface CalState {
  calendars: Map<string, unknown>;
  events: Map<string, Map<string, Record<string, unknown>>>;
  requests: Req[];
  addCalendar(p: Record<string, unknown>): { id: string };
  addEvent(calendarId: string, p: Record<string, unknown>): Record<string, unknown> & { id: string };
}

const CAL = 'team@group.calendar.google.com';
const EVENTS = `/calendar/v3/calendars/${encodeURIComponent(CAL)}/events`;
let server: Server;
let cal: CalState;
const http = createHttpClient();

beforeAll(async () => {
  const started = await start(createCalendarFake());
  server = started.server;
  cal = started.fake.state;
  process.env.WEFT_GOOGLE_API_URL = started.url;
});
afterAll(() => {
  delete process.env.WEFT_GOOGLE_API_URL;
  return new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  cal.calendars.clear();
  cal.events.clear();
  cal.requests.length = 0;
  cal.addCalendar({ id: CAL, summary: 'Team' });
});

const rl = (value: string, mode = 'list') => ({ __rl: true, value, mode });
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const second = (offsetMs: number) => iso(offsetMs).replace(/\.\d{3}Z$/, 'Z');

function poll(
  parameters: Record<string, unknown>,
  staticData: Record<string, unknown>,
  mode: 'trigger' | 'manual' = 'trigger',
) {
  const node = {
    id: 't',
    name: 'Calendar Trigger',
    type: 'weft.googleCalendarTrigger',
    typeVersion: 1,
    position: [0, 0],
    parameters,
  } as unknown as WorkflowNode;
  const params: Record<string, unknown> = { calendarId: rl(CAL), ...parameters };
  const ctx: PollContext = {
    getNodeParameter: (name, fallback) => {
      if (name.includes('.')) {
        const [a, b] = name.split('.') as [string, string];
        return (params[a] as Record<string, unknown> | undefined)?.[b] ?? fallback;
      }
      return params[name] ?? fallback;
    },
    getNode: () => node,
    getWorkflow: () => ({ nodes: [], connections: {} }) as never,
    getMode: () => mode,
    getTimezone: () => 'UTC',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
    now: () => {
      throw new Error('unused');
    },
    helpers: {
      httpRequest: (o) => http(o),
      returnJsonArray: (d) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  };
  return pollGoogleCalendar(ctx);
}

describe('Google Calendar Trigger', () => {
  it("describes pollTimes first and n8n's parameters", () => {
    const d = googleCalendarTriggerNode[0]!.description;
    expect(d.polling).toBe(true);
    expect(d.properties.map((p) => p.name)).toEqual(['pollTimes', 'calendarId', 'triggerOn', 'options']);
  });

  it('eventCreated: events changed since the cursor, ordered by update, kept when created in the window; moves the cursor', async () => {
    const cursor = second(-60_000);
    cal.addEvent(CAL, {
      summary: 'before',
      created: iso(-120_000),
      updated: iso(-30_000),
      start: { dateTime: iso(0) },
      end: { dateTime: iso(1000) },
    });
    cal.addEvent(CAL, {
      summary: 'new',
      created: iso(-20_000),
      updated: iso(-20_000),
      start: { dateTime: iso(0) },
      end: { dateTime: iso(1000) },
    });
    cal.addEvent(CAL, {
      summary: 'stale',
      created: iso(-600_000),
      updated: iso(-600_000),
      start: { dateTime: iso(0) },
      end: { dateTime: iso(1000) },
    });
    const data: Record<string, unknown> = { lastTimeChecked: cursor };
    const out = await poll({ triggerOn: 'eventCreated', options: { matchTerm: '' } }, data);
    expect(cal.requests[0]).toMatchObject({
      method: 'GET',
      path: EVENTS,
      query: { showDeleted: 'false', updatedMin: cursor, orderBy: 'updated', maxResults: '100' },
    });
    expect(out![0]!.map((i) => i.json.summary)).toEqual(['new']);
    expect(Date.parse(String(data.lastTimeChecked))).toBeGreaterThanOrEqual(Date.parse(cursor));
    expect(String(data.lastTimeChecked)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('eventUpdated fires events changed after their creation; eventCancelled asks for deleted ones and keeps the cancelled', async () => {
    const cursor = second(-60_000);
    cal.addEvent(CAL, {
      summary: 'edited',
      created: iso(-3_600_000),
      updated: iso(-10_000),
      start: { dateTime: iso(0) },
      end: { dateTime: iso(1000) },
    });
    cal.addEvent(CAL, {
      summary: 'fresh',
      created: iso(-10_000),
      updated: iso(-10_000),
      start: { dateTime: iso(0) },
      end: { dateTime: iso(1000) },
    });
    cal.addEvent(CAL, {
      summary: 'dropped',
      status: 'cancelled',
      created: iso(-3_600_000),
      updated: iso(-5_000),
      start: { dateTime: iso(0) },
      end: { dateTime: iso(1000) },
    });
    const updated = await poll({ triggerOn: 'eventUpdated', options: { matchTerm: 'e' } }, { lastTimeChecked: cursor });
    expect(cal.requests[0]!.query).toMatchObject({ q: 'e', showDeleted: 'false' });
    expect(updated![0]!.map((i) => i.json.summary)).toEqual(['edited']);
    const cancelled = await poll({ triggerOn: 'eventCancelled' }, { lastTimeChecked: cursor });
    expect(cal.requests[1]!.query.showDeleted).toBe('true');
    expect(cancelled![0]!.map((i) => i.json.summary)).toEqual(['dropped']);
  });

  it('eventStarted and eventEnded look at single occurrences in the window since the cursor', async () => {
    const cursor = second(-120_000);
    cal.addEvent(CAL, { summary: 'began', start: { dateTime: iso(-60_000) }, end: { dateTime: iso(600_000) } });
    cal.addEvent(CAL, { summary: 'finished', start: { dateTime: iso(-3_600_000) }, end: { dateTime: iso(-30_000) } });
    cal.addEvent(CAL, { summary: 'future', start: { dateTime: iso(3_600_000) }, end: { dateTime: iso(7_200_000) } });
    const started = await poll({ triggerOn: 'eventStarted' }, { lastTimeChecked: cursor });
    expect(cal.requests[0]!.query).toMatchObject({ singleEvents: 'true', orderBy: 'startTime', timeMin: cursor });
    expect(Date.parse(cal.requests[0]!.query.timeMax!)).toBeGreaterThan(Date.parse(cursor));
    expect(started![0]!.map((i) => i.json.summary)).toEqual(['began']);
    const ended = await poll({ triggerOn: 'eventEnded' }, { lastTimeChecked: cursor });
    expect(ended![0]!.map((i) => i.json.summary)).toEqual(['finished']);
  });

  it('the first poll only sets the cursor; nothing new gives null', async () => {
    cal.addEvent(CAL, {
      summary: 'old',
      created: iso(-600_000),
      updated: iso(-600_000),
      start: { dateTime: iso(0) },
      end: { dateTime: iso(1000) },
    });
    const data: Record<string, unknown> = {};
    expect(await poll({ triggerOn: 'eventCreated' }, data)).toBeNull();
    expect(typeof data.lastTimeChecked).toBe('string');
  });

  it('"Fetch test event" answers one event whatever the cursor, and fails clearly when there is none', async () => {
    cal.addEvent(CAL, {
      summary: 'any',
      created: iso(-600_000),
      updated: iso(-600_000),
      start: { dateTime: iso(0) },
      end: { dateTime: iso(1000) },
    });
    const out = await poll({ triggerOn: 'eventStarted' }, { lastTimeChecked: second(-1000) }, 'manual');
    expect(cal.requests[0]!.query).toEqual({
      showDeleted: 'false',
      singleEvents: 'true',
      orderBy: 'startTime',
      maxResults: '1',
    });
    expect(out![0]!.map((i) => i.json.summary)).toEqual(['any']);
    cal.events.get(CAL)!.clear();
    await expect(poll({ triggerOn: 'eventCreated' }, {}, 'manual')).rejects.toThrow(
      'No data with the current filter could be found',
    );
  });

  it('refuses a missing event kind or calendar with the node named', async () => {
    await expect(poll({ triggerOn: '' }, {})).rejects.toThrow('Please select an event');
    await expect(poll({ triggerOn: 'eventCreated', calendarId: rl('') }, {})).rejects.toThrow(
      'Please select a calendar',
    );
  });
});

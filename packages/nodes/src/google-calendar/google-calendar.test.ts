/**
 * Google Calendar 1–1.3 through the engine against the loopback Calendar v3 fake
 * (`test-fake/calendar-fake.mjs`): each operation's request (method, path, query, body) and output
 * items, the per-version differences, time zones, recurrence, errors and retries, and the editor's
 * pickers.
 */
import type { Server } from 'node:http';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultHttpRequest, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type Item,
  type NodeMethodContext,
  type WorkflowNode,
} from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { googleCalendarMethods } from './methods.js';
import { addNextOccurrence, nextAfter, parseRule } from './recurrence.js';
// @ts-expect-error -- a plain ES module without types
import { createCalendarFake, start } from './test-fake/calendar-fake.mjs';

interface Req {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: Record<string, unknown>;
}
type Ev = Record<string, unknown> & { id: string };
interface CalState {
  calendars: Map<string, unknown>;
  events: Map<string, Map<string, Ev>>;
  requests: Req[];
  failures: Array<{ status: number; retryAfter?: number }>;
  defaultPageSize: number;
  maxPageSize: number;
  addCalendar(p: Record<string, unknown>): { id: string };
  addEvent(calendarId: string, p: Record<string, unknown>): Ev;
}

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
const CAL = 'team@group.calendar.google.com';
const EVENTS = `/calendar/v3/calendars/${encodeURIComponent(CAL)}/events`;
let server: Server;
let cal: CalState;

beforeAll(async () => {
  const started = await start(createCalendarFake());
  server = started.server;
  cal = started.fake.state;
  process.env.WEFT_GOOGLE_API_URL = started.url;
  process.env.WEFT_GOOGLE_RETRY_BASE_MS = '5';
});
afterAll(() => {
  delete process.env.WEFT_GOOGLE_API_URL;
  delete process.env.WEFT_GOOGLE_RETRY_BASE_MS;
  return new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  cal.calendars.clear();
  cal.events.clear();
  cal.requests.length = 0;
  cal.failures.length = 0;
  cal.defaultPageSize = 250;
  cal.maxPageSize = 2500;
  cal.addCalendar({ id: CAL, summary: 'Team', allowedConferenceSolutionTypes: ['hangoutsMeet', 'eventHangout'] });
  cal.addCalendar({ id: 'me@example.com', summary: 'ann', primary: true });
});

const rl = (value: string, mode = 'list') => ({ __rl: true, value, mode });

async function run(
  parameters: Record<string, unknown>,
  extra: { version?: number; items?: Item[]; onError?: string; timezone?: string } = {},
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
        name: 'Calendar',
        type: 'n8n-nodes-base.googleCalendar',
        typeVersion: extra.version ?? 1.3,
        position: [400, 0],
        parameters: { calendar: rl(CAL), ...parameters },
        credentials: { googleCalendarOAuth2Api: { id: 'o', name: 'o' } },
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'Calendar', type: 'main', index: 0 }]] },
    },
    pinData: { Data: extra.items ?? [{ json: {} }] },
  });
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: extra.timezone ?? 'Europe/Berlin',
    services: { getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }) },
  });
  const items = result.data.resultData.runData.Calendar?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json),
    error: result.data.resultData.error as (Error & { node?: { name: string } }) | undefined,
  };
}

describe('Google Calendar: event create', () => {
  it('sends the times in UTC with the workflow zone, guests split on commas, fields and reminders; 1.3 orders the output keys', async () => {
    const { json, error } = await run({
      operation: 'create',
      start: '2026-03-02T09:00:00',
      end: '2026-03-02T10:30:00',
      useDefaultReminders: false,
      remindersUi: { remindersValues: [{ method: 'popup', minutes: 10 }] },
      additionalFields: {
        attendees: ['a@x.com, b@x.com', 'c@x.com'],
        summary: 'Planning',
        description: 'Q2',
        location: 'Room 1',
        color: '2',
        showMeAs: 'transparent',
        visibility: 'private',
        guestsCanModify: true,
        guestsCanInviteOthers: false,
        sendUpdates: 'all',
        maxAttendees: 5,
      },
    });
    expect(error).toBeUndefined();
    const req = cal.requests.at(-1)!;
    expect(req).toMatchObject({ method: 'POST', path: EVENTS, query: { sendUpdates: 'all', maxAttendees: '5' } });
    expect(req.body).toEqual({
      start: { dateTime: '2026-03-02T08:00:00Z', timeZone: 'Europe/Berlin' },
      end: { dateTime: '2026-03-02T09:30:00Z', timeZone: 'Europe/Berlin' },
      attendees: [{ email: 'a@x.com' }, { email: 'b@x.com' }, { email: 'c@x.com' }],
      colorId: '2',
      description: 'Q2',
      guestsCanModify: true,
      location: 'Room 1',
      summary: 'Planning',
      transparency: 'transparent',
      visibility: 'private',
      reminders: { useDefault: false, overrides: [{ method: 'popup', minutes: 10 }] },
      recurrence: [],
    });
    expect(json).toHaveLength(1);
    expect(Object.keys(json[0]!).slice(0, 8)).toEqual([
      'id',
      'summary',
      'start',
      'end',
      'attendees',
      'creator',
      'organizer',
      'description',
    ]);
    expect(json[0]).toMatchObject({
      kind: 'calendar#event',
      status: 'confirmed',
      summary: 'Planning',
      start: { dateTime: '2026-03-02T08:00:00Z' },
    });
    expect(cal.events.get(CAL)!.get(String(json[0]!.id))).toBeDefined();
  });

  it("keeps the key order of Google's answer before 1.3, and reads offsets given with the time", async () => {
    const { json } = await run(
      { operation: 'create', start: '2026-03-02T09:00:00+02:00', end: '2026-03-02T10:00:00Z', additionalFields: {} },
      { version: 1 },
    );
    expect(cal.requests.at(-1)!.body).toMatchObject({
      start: { dateTime: '2026-03-02T07:00:00Z' },
      end: { dateTime: '2026-03-02T10:00:00Z' },
    });
    expect(Object.keys(json[0]!)[0]).toBe('kind');
  });

  it('builds the recurrence from the repeat fields, or sends the RRULE as given; count and end date together are refused', async () => {
    await run({
      operation: 'create',
      start: '2026-03-02T09:00:00',
      end: '2026-03-02T10:00:00',
      additionalFields: { repeatFrecuency: 'weekly', repeatHowManyTimes: 4 },
    });
    expect(cal.requests.at(-1)!.body!.recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=4;']);
    await run({
      operation: 'create',
      start: '2026-03-02T09:00:00',
      end: '2026-03-02T10:00:00',
      additionalFields: { repeatFrecuency: 'Daily', repeatUntil: '2026-03-09T18:00:00' },
    });
    expect(cal.requests.at(-1)!.body!.recurrence).toEqual(['RRULE:FREQ=DAILY;UNTIL=20260309T170000Z']);
    await run({
      operation: 'create',
      start: '2026-03-02T09:00:00',
      end: '2026-03-02T10:00:00',
      additionalFields: { rrule: 'FREQ=MONTHLY;BYDAY=1MO', repeatFrecuency: 'weekly' },
    });
    expect(cal.requests.at(-1)!.body!.recurrence).toEqual(['RRULE:FREQ=MONTHLY;BYDAY=1MO']);
    const before = cal.requests.length;
    const refused = await run({
      operation: 'create',
      start: '2026-03-02T09:00:00',
      end: '2026-03-02T10:00:00',
      additionalFields: { repeatFrecuency: 'weekly', repeatHowManyTimes: 2, repeatUntil: '2026-04-01T00:00:00' },
    });
    expect(refused.error?.message).toBe("You can set either 'Repeat How Many Times' or 'Repeat Until' but not both");
    expect(cal.requests.length).toBe(before);
  });

  it('makes all-day events from the dates in the workflow zone, and asks for a Meet link with conferenceDataVersion=1', async () => {
    const { json } = await run({
      operation: 'create',
      start: '2026-03-02T23:30:00Z',
      end: '2026-03-03T23:30:00Z',
      additionalFields: {
        allday: 'yes',
        conferenceDataUi: { conferenceDataValues: { conferenceSolution: 'hangoutsMeet' } },
      },
    });
    const req = cal.requests.at(-1)!;
    expect(req.query).toEqual({ conferenceDataVersion: '1' });
    expect(req.body).toMatchObject({ start: { date: '2026-03-03' }, end: { date: '2026-03-04' } });
    const create = (req.body!.conferenceData as { createRequest: { requestId: string; conferenceSolution: unknown } })
      .createRequest;
    expect(create.conferenceSolution).toEqual({ type: 'hangoutsMeet' });
    expect(create.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(json[0]).toMatchObject({
      hangoutLink: 'https://meet.google.com/abc-defg-hij',
      conferenceData: { conferenceSolution: { key: { type: 'hangoutsMeet' } } },
    });
  });

  it('names the node, the item and the field for a date that is not one; continueOnFail gives an error item per item', async () => {
    const bad = await run({
      operation: 'create',
      start: 'next tuesday',
      end: '2026-03-02T10:00:00',
      additionalFields: {},
    });
    expect(bad.error?.message).toBe('"Start" is not a date: "next tuesday"');
    expect(bad.error?.node?.name).toBe('Calendar');
    const items = [{ json: { start: '2026-03-02T09:00:00' } }, { json: { start: 'never' } }];
    const cont = await run(
      {
        operation: 'create',
        start: '={{ $json.start }}',
        end: '2026-03-02T10:00:00',
        additionalFields: { summary: 'x' },
      },
      { items, onError: 'continueRegularOutput' },
    );
    expect(cont.error).toBeUndefined();
    expect(cont.json[0]).toMatchObject({ summary: 'x' });
    expect(cont.json[1]).toEqual({ error: '"Start" is not a date: "never"' });
    expect(cont.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });
});

describe('Google Calendar: availability', () => {
  beforeEach(() => {
    cal.addEvent(CAL, {
      summary: 'Busy',
      start: { dateTime: '2026-03-02T08:00:00Z' },
      end: { dateTime: '2026-03-02T09:00:00Z' },
    });
    cal.addEvent(CAL, {
      summary: 'Free time',
      transparency: 'transparent',
      start: { dateTime: '2026-03-02T10:00:00Z' },
      end: { dateTime: '2026-03-02T11:00:00Z' },
    });
  });

  it('asks freeBusy for the window in UTC and answers whether the calendar is free', async () => {
    const busy = await run({
      resource: 'calendar',
      operation: 'availability',
      timeMin: '2026-03-02T09:30:00',
      timeMax: '2026-03-02T10:30:00',
    });
    expect(cal.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/calendar/v3/freeBusy',
      body: {
        timeMin: '2026-03-02T08:30:00Z',
        timeMax: '2026-03-02T09:30:00Z',
        items: [{ id: CAL }],
        timeZone: 'Europe/Berlin',
      },
    });
    expect(busy.json).toEqual([{ available: false }]);
    const free = await run({
      resource: 'calendar',
      operation: 'availability',
      timeMin: '2026-03-02T11:00:00',
      timeMax: '2026-03-02T12:00:00',
    });
    expect(free.json).toEqual([{ available: true }]);
  });

  it("answers the booked slots one item each, or Google's whole answer, in the zone asked", async () => {
    const slots = await run({
      resource: 'calendar',
      operation: 'availability',
      timeMin: '2026-03-02T08:00:00Z',
      timeMax: '2026-03-02T12:00:00Z',
      options: { outputFormat: 'bookedSlots', timezone: rl('America/New_York', 'id') },
    });
    expect(cal.requests.at(-1)!.body!.timeZone).toBe('America/New_York');
    expect(slots.json).toEqual([{ start: '2026-03-02T08:00:00Z', end: '2026-03-02T09:00:00Z' }]);
    const raw = await run({
      resource: 'calendar',
      operation: 'availability',
      timeMin: '2026-03-02T08:00:00Z',
      timeMax: '2026-03-02T12:00:00Z',
      options: { outputFormat: 'raw' },
    });
    expect(raw.json[0]).toMatchObject({
      kind: 'calendar#freeBusy',
      calendars: { [CAL]: { busy: [{ start: '2026-03-02T08:00:00Z' }] } },
    });
  });

  it("fails with the calendar's error when Google cannot look it up (its reason as the message, as in n8n)", async () => {
    const { error } = await run({
      resource: 'calendar',
      operation: 'availability',
      calendar: rl('nobody@example.com', 'id'),
      timeMin: '2026-03-02T08:00:00Z',
      timeMax: '2026-03-02T12:00:00Z',
    });
    expect(error?.message).toBe('notFound');
    expect((error as { description?: string }).description).toBe(
      'Google could not look up the calendar "nobody@example.com" (notFound)',
    );
  });
});

describe('Google Calendar: event get, getAll, update, delete', () => {
  it('gets an event in the zone asked; before 1.3 and without "next instance" a recurring one gets nextOccurrence', async () => {
    const weekly = cal.addEvent(CAL, {
      summary: 'Standup',
      start: { dateTime: '2020-01-06T09:00:00Z', timeZone: 'UTC' },
      end: { dateTime: '2020-01-06T09:15:00Z', timeZone: 'UTC' },
      recurrence: ['RRULE:FREQ=WEEKLY'],
    });
    const { json } = await run(
      { operation: 'get', eventId: weekly.id, options: { timeZone: rl('Europe/Paris'), maxAttendees: 3 } },
      { version: 1.2 },
    );
    expect(cal.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `${EVENTS}/${weekly.id}`,
      query: { timeZone: 'Europe/Paris', maxAttendees: '3' },
    });
    const next = json[0]!.nextOccurrence as {
      start: { dateTime: string; timeZone: string };
      end: { dateTime: string };
    };
    const nextStart = DateTime.fromISO(next.start.dateTime);
    expect(nextStart > DateTime.now()).toBe(true);
    expect(nextStart.toUTC().weekday).toBe(1);
    expect(nextStart.toUTC().toFormat('HH:mm')).toBe('09:00');
    expect(DateTime.fromISO(next.end.dateTime).diff(nextStart, 'minutes').minutes).toBe(15);
    expect(next.start.timeZone).toBe('UTC');
  });

  it('1.3 with "Return Next Instance" answers the next occurrence through the instances list', async () => {
    const daily = cal.addEvent(CAL, {
      summary: 'Daily',
      start: { dateTime: '2020-01-01T07:00:00Z' },
      end: { dateTime: '2020-01-01T07:30:00Z' },
      recurrence: ['RRULE:FREQ=DAILY;COUNT=100000'],
    });
    const { json } = await run({ operation: 'get', eventId: daily.id, options: { returnNextInstance: true } });
    const instances = cal.requests.at(-1)!;
    expect(instances).toMatchObject({
      method: 'GET',
      path: `${EVENTS}/${daily.id}/instances`,
      query: { maxResults: '1' },
    });
    expect(Date.parse(instances.query.timeMin!)).toBeGreaterThan(Date.now() - 60_000);
    expect(json).toHaveLength(1);
    expect(json[0]!.recurringEventId).toBe(daily.id);
  });

  it('1.3 getAll sends the After/Before window in the workflow zone and expands recurring events; the limit is maxResults', async () => {
    cal.addEvent(CAL, {
      summary: 'Review',
      start: { dateTime: '2026-03-03T10:00:00Z' },
      end: { dateTime: '2026-03-03T11:00:00Z' },
    });
    cal.addEvent(CAL, {
      summary: 'Yoga',
      start: { dateTime: '2026-03-01T17:00:00Z' },
      end: { dateTime: '2026-03-01T18:00:00Z' },
      recurrence: ['RRULE:FREQ=DAILY;COUNT=3'],
    });
    cal.addEvent(CAL, {
      summary: 'Later',
      start: { dateTime: '2026-04-01T10:00:00Z' },
      end: { dateTime: '2026-04-01T11:00:00Z' },
    });
    const { json } = await run({
      operation: 'getAll',
      timeMin: '2026-03-02T00:00:00',
      timeMax: '2026-03-09T00:00:00',
      limit: 10,
      options: { orderBy: 'startTime', query: '' },
    });
    expect(cal.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: EVENTS,
      query: {
        timeMin: '2026-03-01T23:00:00Z',
        timeMax: '2026-03-08T23:00:00Z',
        singleEvents: 'true',
        orderBy: 'startTime',
        maxResults: '10',
      },
    });
    expect(json.map((e) => e.summary)).toEqual(['Yoga', 'Review', 'Yoga']);
    expect(json[0]!.id).toMatch(/_20260302T170000Z$/);
  });

  it('1.3 defaults: Get Many looks from now to a week ahead, Create from now for an hour ($now expressions)', async () => {
    const before = Date.now();
    await run({ operation: 'getAll' });
    const q = cal.requests.at(-1)!.query;
    expect(Date.parse(q.timeMin!)).toBeGreaterThanOrEqual(before - 2000);
    expect(Date.parse(q.timeMax!) - Date.parse(q.timeMin!)).toBeGreaterThanOrEqual(7 * 86_400_000 - 2000);
    expect(q).toMatchObject({ singleEvents: 'true', maxResults: '50' });
    const created = await run({ operation: 'create' });
    expect(created.error).toBeUndefined();
    const body = cal.requests.at(-1)!.body as { start: { dateTime: string }; end: { dateTime: string } };
    expect(Date.parse(body.end.dateTime) - Date.parse(body.start.dateTime)).toBeGreaterThanOrEqual(3_599_000);
    expect(Math.abs(Date.parse(body.start.dateTime) - Date.now())).toBeLessThan(60_000);
  });

  it('returnAll follows nextPageToken with 100 a page', async () => {
    cal.maxPageSize = 2;
    for (let d = 1; d <= 5; d++)
      cal.addEvent(CAL, {
        summary: `E${d}`,
        start: { dateTime: `2026-03-0${d}T10:00:00Z` },
        end: { dateTime: `2026-03-0${d}T11:00:00Z` },
      });
    const { json } = await run({
      operation: 'getAll',
      returnAll: true,
      timeMin: '2026-03-01T00:00:00Z',
      timeMax: '2026-03-10T00:00:00Z',
      options: { orderBy: 'startTime' },
    });
    expect(json.map((e) => e.summary)).toEqual(['E1', 'E2', 'E3', 'E4', 'E5']);
    const pages = cal.requests.filter((r) => r.path === EVENTS);
    expect(pages.map((r) => [r.query.maxResults, r.query.pageToken])).toEqual([
      ['100', undefined],
      ['100', '2'],
      ['100', '4'],
    ]);
  });

  it('"Next Occurrence" swaps a series for its next instance; "First Occurrence" keeps the series once', async () => {
    const series = cal.addEvent(CAL, {
      summary: 'Series',
      created: '2025-01-01T00:00:00.000Z',
      start: { dateTime: '2020-01-01T08:00:00Z' },
      end: { dateTime: '2020-01-01T09:00:00Z' },
      recurrence: ['RRULE:FREQ=DAILY;COUNT=100000'],
    });
    cal.addEvent(CAL, {
      summary: 'Once',
      start: { dateTime: '2099-01-01T08:00:00Z' },
      end: { dateTime: '2099-01-01T09:00:00Z' },
    });
    const next = await run({
      operation: 'getAll',
      returnAll: true,
      timeMin: '2020-01-01T00:00:00Z',
      timeMax: '2100-01-01T00:00:00Z',
      options: { recurringEventHandling: 'next' },
    });
    expect(cal.requests.some((r) => r.path === `${EVENTS}/${series.id}/instances`)).toBe(true);
    expect(next.json.map((e) => [e.summary, e.recurringEventId])).toEqual([
      ['Series', series.id],
      ['Once', undefined],
    ]);
    expect(cal.requests.find((r) => r.path === EVENTS)!.query.singleEvents).toBeUndefined();
    const first = await run({
      operation: 'getAll',
      returnAll: true,
      timeMin: '2025-06-01T00:00:00Z',
      timeMax: '2100-01-01T00:00:00Z',
      options: { recurringEventHandling: 'first' },
    });
    expect(first.json.map((e) => e.summary)).toEqual(['Once']);
  });

  it('before 1.3 getAll takes its window from the options and adds nextOccurrence', async () => {
    cal.addEvent(CAL, {
      summary: 'Weekly',
      start: { dateTime: '2020-01-06T09:00:00Z' },
      end: { dateTime: '2020-01-06T10:00:00Z' },
      recurrence: ['RRULE:FREQ=WEEKLY'],
    });
    const { json } = await run(
      {
        operation: 'getAll',
        limit: 5,
        options: {
          timeMin: '2020-01-01T00:00:00',
          updatedMin: '2000-01-01T00:00:00Z',
          showDeleted: true,
          fields: 'items(id,summary,start,end,recurrence)',
        },
      },
      { version: 1 },
    );
    expect(cal.requests.at(-1)!.query).toEqual({
      timeMin: '2019-12-31T23:00:00Z',
      updatedMin: '2000-01-01T00:00:00Z',
      showDeleted: 'true',
      fields: 'items(id,summary,start,end,recurrence)',
      maxResults: '5',
    });
    expect(json[0]).toMatchObject({ summary: 'Weekly', nextOccurrence: { start: { dateTime: expect.any(String) } } });
  });

  it('updates times in the workflow zone (1 in UTC) and adds guests to the current ones or replaces them (1.2+)', async () => {
    const ev = cal.addEvent(CAL, {
      summary: 'Old',
      start: { dateTime: '2026-03-02T08:00:00Z' },
      end: { dateTime: '2026-03-02T09:00:00Z' },
      attendees: [{ email: 'old@x.com', responseStatus: 'accepted' }],
    });
    const added = await run({
      operation: 'update',
      eventId: ev.id,
      updateFields: {
        summary: 'New',
        start: '2026-03-02T12:00:00',
        end: '2026-03-02T13:00:00',
        attendeesUi: { values: { mode: 'add', attendees: ['n1@x.com,n2@x.com'] } },
      },
    });
    const patch = cal.requests.at(-1)!;
    expect(cal.requests.at(-2)).toMatchObject({ method: 'GET', path: `${EVENTS}/${ev.id}` });
    expect(patch).toMatchObject({ method: 'PATCH', path: `${EVENTS}/${ev.id}` });
    expect(patch.body).toEqual({
      start: { dateTime: '2026-03-02T11:00:00Z', timeZone: 'Europe/Berlin' },
      end: { dateTime: '2026-03-02T12:00:00Z', timeZone: 'Europe/Berlin' },
      attendees: [{ email: 'old@x.com', responseStatus: 'accepted' }, { email: 'n1@x.com' }, { email: 'n2@x.com' }],
      summary: 'New',
    });
    expect(added.json[0]).toMatchObject({ id: ev.id, summary: 'New' });
    await run(
      {
        operation: 'update',
        eventId: ev.id,
        updateFields: { attendeesUi: { values: { mode: 'replace', attendees: ['only@x.com'] } } },
      },
      { version: 1.2 },
    );
    expect(cal.requests.at(-1)!.body).toEqual({ attendees: [{ email: 'only@x.com' }] });
    await run(
      { operation: 'update', eventId: ev.id, updateFields: { start: '2026-03-02T12:00:00', attendees: ['v1@x.com'] } },
      { version: 1 },
    );
    expect(cal.requests.at(-1)!.body).toEqual({
      start: { dateTime: '2026-03-02T12:00:00Z' },
      attendees: [{ email: 'v1@x.com' }],
    });
  });

  it('1.3 changes the whole series when asked for an occurrence\'s "Recurring Event"', async () => {
    const series = cal.addEvent(CAL, {
      summary: 'S',
      start: { dateTime: '2026-03-02T08:00:00Z' },
      end: { dateTime: '2026-03-02T09:00:00Z' },
      recurrence: ['RRULE:FREQ=DAILY;COUNT=5'],
    });
    await run({
      operation: 'update',
      eventId: `${series.id}_20260303T080000Z`,
      modifyTarget: 'event',
      updateFields: { location: 'Hall' },
    });
    expect(cal.requests.at(-2)).toMatchObject({ method: 'GET', path: `${EVENTS}/${series.id}_20260303T080000Z` });
    expect(cal.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `${EVENTS}/${series.id}`,
      body: { location: 'Hall' },
    });
  });

  it("deletes (Send Updates is read but not sent, as in n8n) and answers success; a second delete is Google's error naming the item", async () => {
    const ev = cal.addEvent(CAL, {
      summary: 'Gone',
      start: { dateTime: '2026-03-02T08:00:00Z' },
      end: { dateTime: '2026-03-02T09:00:00Z' },
    });
    const { json } = await run({ operation: 'delete', eventId: ev.id, options: { sendUpdates: 'none' } });
    expect(cal.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `${EVENTS}/${ev.id}`, query: {} });
    expect(json).toEqual([{ success: true }]);
    expect(cal.events.get(CAL)!.get(ev.id)!.status).toBe('cancelled');
    const again = await run({ operation: 'delete', eventId: ev.id });
    expect(again.error?.message).toBe('Your request is invalid or could not be processed by the service');
    expect((again.error as { description?: string }).description).toBe(
      'Google answered 410 FAILED_PRECONDITION: Resource has been deleted',
    );
    const missing = await run({ operation: 'get', eventId: 'nope' });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
  });

  it('retries 503 and 429 with backoff, then succeeds', async () => {
    cal.failures.push({ status: 503 }, { status: 429, retryAfter: 0 });
    const { json, error } = await run({
      operation: 'getAll',
      limit: 1,
      timeMin: '2026-01-01T00:00:00Z',
      timeMax: '2026-01-02T00:00:00Z',
    });
    expect(error).toBeUndefined();
    expect(json).toEqual([]);
    expect(cal.requests.filter((r) => r.path === EVENTS)).toHaveLength(3);
  });

  it('refuses a missing event ID clearly', async () => {
    const { error } = await run({ operation: 'get', eventId: '' });
    expect(error?.message).toBe('Give the event\'s ID in "Event ID"');
  });
});

describe('Google Calendar: pickers and recurrence', () => {
  const ctx = (params: Record<string, unknown> = {}) => {
    const node = {
      id: 'n',
      name: 'Calendar',
      type: 'n8n-nodes-base.googleCalendar',
      typeVersion: 1.3,
      position: [0, 0],
      parameters: {},
    } as WorkflowNode;
    return {
      getCurrentNodeParameter: (p: string) => params[p],
      getNode: () => node,
      getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
      helpers: { httpRequest: defaultHttpRequest() },
    } as unknown as NodeMethodContext;
  };

  it("lists calendars by name (filtered), time zones, colors and the calendar's meeting kinds", async () => {
    const c = ctx({ calendar: rl(CAL) });
    expect(await googleCalendarMethods.listSearch!.getCalendars!.call(c, c)).toEqual({
      results: [
        { name: 'ann', value: 'me@example.com' },
        { name: 'Team', value: CAL },
      ],
    });
    expect(await googleCalendarMethods.listSearch!.getCalendars!.call(c, c, 'tea')).toEqual({
      results: [{ name: 'Team', value: CAL }],
    });
    expect(cal.requests[0]).toMatchObject({
      method: 'GET',
      path: '/calendar/v3/users/me/calendarList',
      query: { maxResults: '100' },
    });
    const zones = await googleCalendarMethods.listSearch!.getTimezones!.call(c, c, 'berl');
    expect(zones.results).toEqual([{ name: 'Europe/Berlin', value: 'Europe/Berlin' }]);
    expect(await googleCalendarMethods.loadOptions!.getColors!.call(c, c)).toEqual([
      { name: 'Background: #a4bdfc - Foreground: #1d1d1d', value: '1' },
      { name: 'Background: #7ae7bf - Foreground: #1d1d1d', value: '2' },
    ]);
    expect(await googleCalendarMethods.loadOptions!.getConferenceSolutions!.call(c, c)).toEqual([
      { name: 'Google Meet', value: 'hangoutsMeet' },
      { name: 'Google Hangout', value: 'eventHangout' },
    ]);
    expect(cal.requests.at(-1)!.path).toBe(`/calendar/v3/users/me/calendarList/${encodeURIComponent(CAL)}`);
  });

  it('finds the next occurrence of weekly, monthly and yearly rules, and none after COUNT or UNTIL', () => {
    const start = DateTime.fromISO('2026-01-05T09:00:00Z', { zone: 'utc' }); // a Monday
    const now = DateTime.fromISO('2026-02-11T12:00:00Z', { zone: 'utc' });
    expect(nextAfter(parseRule('RRULE:FREQ=WEEKLY;BYDAY=MO,TH')!, start, now)!.toISO()).toBe(
      '2026-02-12T09:00:00.000Z',
    );
    expect(nextAfter(parseRule('RRULE:FREQ=WEEKLY;INTERVAL=2')!, start, now)!.toISO()).toBe('2026-02-16T09:00:00.000Z');
    expect(nextAfter(parseRule('RRULE:FREQ=MONTHLY;BYDAY=-1FR')!, start, now)!.toISO()).toBe(
      '2026-02-27T09:00:00.000Z',
    );
    expect(nextAfter(parseRule('RRULE:FREQ=MONTHLY')!, start, now)!.toISO()).toBe('2026-03-05T09:00:00.000Z');
    expect(nextAfter(parseRule('RRULE:FREQ=YEARLY')!, start, now)!.toISO()).toBe('2027-01-05T09:00:00.000Z');
    expect(nextAfter(parseRule('RRULE:FREQ=DAILY;COUNT=3')!, start, now)).toBeUndefined();
    expect(nextAfter(parseRule('RRULE:FREQ=DAILY;UNTIL=20260210')!, start, now)).toBeUndefined();
    expect(parseRule('RRULE:FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO')).toBeUndefined();
    const [event] = addNextOccurrence<Record<string, unknown>>([
      {
        recurrence: ['RRULE:FREQ=DAILY;UNTIL=20200101'],
        start: { dateTime: '2019-12-01T00:00:00Z' },
        end: { dateTime: '2019-12-01T01:00:00Z' },
      },
    ]);
    expect(event!.nextOccurrence).toBeUndefined();
  });
});

describe('Google Workspace tool variants', () => {
  it("registers googleCalendarTool, googleTasksTool and googleContactsTool at n8n's versions, with the same parameters", () => {
    const versions = (name: string) =>
      builtinNodeTypes.filter((t) => t.description.name === name).flatMap((t) => [t.description.version].flat());
    expect(versions('weft.googleCalendarTool')).toEqual([1, 1.1, 1.2, 1.3]);
    expect(versions('weft.googleTasksTool')).toEqual([1]);
    expect(versions('weft.googleContactsTool')).toEqual([1]);
    const tool = builtinNodeTypes.find((t) => t.description.name === 'weft.googleCalendarTool')!;
    expect(tool.description.properties.map((p) => p.name)).toEqual(
      expect.arrayContaining(['resource', 'operation', 'calendar', 'modifyTarget']),
    );
    expect(builtinNodeTypes.some((t) => t.description.name === 'weft.googleCalendarTriggerTool')).toBe(false);
  });
});

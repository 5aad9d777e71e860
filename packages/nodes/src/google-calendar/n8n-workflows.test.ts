/**
 * Workflows as people build them in n8n 1.123's editor (`n8n-workflows/*.json`, parameters as the
 * editor saves them: defaults left out, locators with cached names, expressions) imported and run
 * through the engine against the loopback Calendar, Tasks and People fakes served together.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
// @ts-expect-error -- a plain ES module without types
import { createCalendarFake, start } from './test-fake/calendar-fake.mjs';
// @ts-expect-error -- a plain ES module without types
import { createTasksFake } from '../google-tasks/test-fake/tasks-fake.mjs';
// @ts-expect-error -- a plain ES module without types
import { createPeopleFake } from '../google-contacts/test-fake/people-fake.mjs';

interface Req {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: Record<string, unknown>;
}
interface Fake {
  requests: Req[];
}
interface CalState extends Fake {
  calendars: Map<string, unknown>;
  events: Map<string, Map<string, Record<string, unknown>>>;
  addCalendar(p: Record<string, unknown>): unknown;
  addEvent(c: string, p: Record<string, unknown>): Record<string, unknown>;
}
interface TasksState extends Fake {
  lists: Map<string, { tasks: Array<Record<string, unknown>> }>;
  addList(p: Record<string, unknown>): unknown;
}
interface PeopleState extends Fake {
  people: Map<string, unknown>;
  addPerson(p: Record<string, unknown>, id?: string): unknown;
}

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
const CAL = 'team@group.calendar.google.com';
let server: Server;
let cal: CalState;
let tasks: TasksState;
let people: PeopleState;

beforeAll(async () => {
  const calendarFake = createCalendarFake();
  const tasksFake = createTasksFake();
  const peopleFake = createPeopleFake();
  const started = await start(calendarFake, tasksFake, peopleFake);
  server = started.server;
  cal = calendarFake.state;
  tasks = tasksFake.state;
  people = peopleFake.state;
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
  tasks.lists.clear();
  tasks.requests.length = 0;
  tasks.addList({ id: 'MDk5NjE2', title: 'Work' });
  people.people.clear();
  people.requests.length = 0;
});

async function runFile(name: string) {
  const workflow = importN8nWorkflow(
    JSON.parse(readFileSync(new URL(`./n8n-workflows/${name}`, import.meta.url), 'utf8')),
  );
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    services: { getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }) },
  });
  const out = (node: string) => (result.data.resultData.runData[node]?.[0]?.data?.main?.[0] ?? []).map((i) => i.json);
  return { error: result.data.resultData.error, out };
}

describe('n8n workflows with Google Calendar, Tasks and Contacts', () => {
  it("books a meeting after checking the slot, in the workflow's time zone, with a Meet link", async () => {
    const { error, out } = await runFile('book-if-free.json');
    expect(error).toBeUndefined();
    expect(cal.requests[0]).toMatchObject({
      method: 'POST',
      path: '/calendar/v3/freeBusy',
      body: { timeMin: '2026-03-02T13:00:00Z', timeMax: '2026-03-02T14:00:00Z', timeZone: 'Europe/Berlin' },
    });
    expect(out('Check availability')).toEqual([{ available: true }]);
    const create = cal.requests[1]!;
    expect(create.query).toEqual({ conferenceDataVersion: '1' });
    expect(create.body).toMatchObject({
      start: { dateTime: '2026-03-02T13:00:00Z', timeZone: 'Europe/Berlin' },
      end: { dateTime: '2026-03-02T14:00:00Z', timeZone: 'Europe/Berlin' },
      attendees: [{ email: 'pm@acme.com' }, { email: 'cto@acme.com' }],
      summary: 'Kickoff with Acme',
      recurrence: [],
    });
    expect(out('Create an event')).toEqual([
      expect.objectContaining({ summary: 'Kickoff with Acme', hangoutLink: expect.any(String) }),
    ]);
  });

  it("lists the week's events in start order and maps them to agenda lines", async () => {
    cal.addEvent(CAL, {
      summary: 'Retro',
      start: { dateTime: '2026-03-05T15:00:00Z' },
      end: { dateTime: '2026-03-05T16:00:00Z' },
    });
    cal.addEvent(CAL, {
      summary: 'Planning',
      start: { dateTime: '2026-03-02T09:00:00Z' },
      end: { dateTime: '2026-03-02T10:00:00Z' },
    });
    cal.addEvent(CAL, {
      summary: 'Next month',
      start: { dateTime: '2026-04-02T09:00:00Z' },
      end: { dateTime: '2026-04-02T10:00:00Z' },
    });
    const { error, out } = await runFile('week-agenda.json');
    expect(error).toBeUndefined();
    expect(cal.requests[0]!.query).toEqual({
      timeMin: '2026-03-02T00:00:00Z',
      timeMax: '2026-03-09T00:00:00Z',
      singleEvents: 'true',
      orderBy: 'startTime',
      maxResults: '50',
    });
    expect(out('Agenda line')).toEqual([
      { line: '2026-03-02T09:00:00Z Planning' },
      { line: '2026-03-05T15:00:00Z Retro' },
    ]);
  });

  it('moves an event (1.2: guests added to the current ones, times in the workflow zone) and files a task about it', async () => {
    cal.addEvent(CAL, {
      id: 'review2026',
      summary: 'Review',
      start: { dateTime: '2026-03-03T14:00:00Z' },
      end: { dateTime: '2026-03-03T15:00:00Z' },
      attendees: [{ email: 'me@acme.com', responseStatus: 'accepted' }],
    });
    const { error, out } = await runFile('move-event.json');
    expect(error).toBeUndefined();
    const patch = cal.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.query).toEqual({ sendUpdates: 'all' });
    expect(patch.body).toEqual({
      start: { dateTime: '2026-03-03T21:00:00Z', timeZone: 'America/New_York' },
      end: { dateTime: '2026-03-03T22:00:00Z', timeZone: 'America/New_York' },
      attendees: [{ email: 'me@acme.com', responseStatus: 'accepted' }, { email: 'new@acme.com' }],
    });
    expect(tasks.requests[0]).toMatchObject({
      method: 'POST',
      path: '/tasks/v1/lists/MDk5NjE2/tasks',
      body: { title: 'Prepare for Review', notes: 'Moved to 2026-03-03T21:00:00Z', due: '2026-03-03T00:00:00.000Z' },
    });
    expect(out('Create a task')).toEqual([
      expect.objectContaining({ title: 'Prepare for Review', status: 'needsAction' }),
    ]);
  });

  it('searches contacts and answers them simplified with their IDs', async () => {
    people.addPerson(
      { names: [{ givenName: 'Ann', familyName: 'Lee' }], phoneNumbers: [{ value: '+4930123', type: 'mobile' }] },
      'c1',
    );
    people.addPerson({ names: [{ givenName: 'Bo', familyName: 'Berg' }] }, 'c2');
    const { error, out } = await runFile('contact-lookup.json');
    expect(error).toBeUndefined();
    expect(people.requests[2]).toMatchObject({
      path: '/v1/people:searchContacts',
      query: { query: 'lee', readMask: 'names,phoneNumbers', pageSize: '100' },
    });
    expect(out('Get many contacts')).toEqual([
      {
        resourceName: 'people/c1',
        etag: expect.any(String),
        names: { givenName: 'Ann', familyName: 'Lee', displayName: 'Ann Lee' },
        phoneNumbers: { mobile: ['+4930123'] },
        contactId: 'c1',
      },
    ]);
  });
});

/**
 * A loopback Google Calendar API v3 over in-memory calendars and events, following Google's
 * documented contract: calendarList list/get, colors, freeBusy, and events insert, get, list
 * (timeMin/timeMax overlap, q, updatedMin, showDeleted, singleEvents with recurring events
 * expanded, orderBy, iCalUID, maxResults/pageToken paging), patch, delete (the event becomes
 * `cancelled`) and instances. Requests need a Bearer token; errors are Google's
 * `{ error: { code, message, status, errors } }`. `state.failures` queues answers to give first
 * (e.g. `{ status: 503 }`) so retries can be tested.
 *
 * `createCalendarFake({ clock })` answers `{ handle(req, res): boolean, state }`; `start(fake)` serves
 * it on 127.0.0.1:0. Event ids and etags are counted from the start of each fake, never random;
 * `clock` (a function answering an ISO time) sets the `created`/`updated` times it stamps (the wall
 * clock when not given), so a recorded run replays.
 */
import { createServer } from 'node:http';

const REASONS = { 400: ['INVALID_ARGUMENT', 'badRequest'], 401: ['UNAUTHENTICATED', 'authError'], 403: ['PERMISSION_DENIED', 'forbidden'], 404: ['NOT_FOUND', 'notFound'], 409: ['ALREADY_EXISTS', 'duplicate'], 410: ['FAILED_PRECONDITION', 'deleted'], 429: ['RESOURCE_EXHAUSTED', 'rateLimitExceeded'], 503: ['UNAVAILABLE', 'backendError'] };
function errorBody(code, message) {
  const [status, reason] = REASONS[code] ?? ['UNKNOWN', 'unknown'];
  return { error: { code, message, status, errors: [{ domain: 'global', reason, message }] } };
}
function send(res, status, body) {
  if (status === 204) {
    res.writeHead(204);
    return res.end();
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}
class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const wallClock = () => new Date().toISOString();
const ms = (time) => (time?.dateTime ? Date.parse(time.dateTime) : time?.date ? Date.parse(`${time.date}T00:00:00Z`) : NaN);
const basic = (d) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The occurrences of a recurring event (RRULE FREQ DAILY/WEEKLY/MONTHLY/YEARLY with INTERVAL, COUNT, UNTIL) ending after `from`, at most `max`. */
function occurrences(event, from = -Infinity, max = 400) {
  const line = (event.recurrence ?? []).find((r) => r.toUpperCase().startsWith('RRULE:'));
  if (!line) return [];
  const rule = Object.fromEntries(line.slice(6).split(';').filter(Boolean).map((p) => p.split('=')));
  const interval = Number(rule.INTERVAL ?? 1);
  const count = rule.COUNT ? Number(rule.COUNT) : max;
  const until = rule.UNTIL ? Date.parse(rule.UNTIL.replace(/^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/, (_, y, m, d, h = '23', mi = '59', s = '59') => `${y}-${m}-${d}T${h}:${mi}:${s}Z`)) : Infinity;
  const start = ms(event.start);
  const length = ms(event.end) - start;
  const out = [];
  for (let k = 0, seen = 0; seen < count && out.length < max && k < 100_000; k++) {
    const d = new Date(start);
    if (rule.FREQ === 'DAILY') d.setUTCDate(d.getUTCDate() + k * interval);
    else if (rule.FREQ === 'WEEKLY') d.setUTCDate(d.getUTCDate() + 7 * k * interval);
    else if (rule.FREQ === 'MONTHLY') d.setUTCMonth(d.getUTCMonth() + k * interval);
    else if (rule.FREQ === 'YEARLY') d.setUTCFullYear(d.getUTCFullYear() + k * interval);
    else break;
    if (d.getTime() > until) break;
    seen += 1;
    if (d.getTime() + length > from) out.push({ start: d, end: new Date(d.getTime() + length) });
  }
  return out;
}

/** A fresh Calendar API over in-memory state; `clock` answers the times it stamps. */
export function createCalendarFake(options = {}) {
  const clock = options.clock ?? wallClock;
  const isoNow = () => clock().replace(/(\.\d{3})\d*Z$/, '$1Z');
  let eventCount = 0;
  let etagCount = 0;
  /** Event ids as Google's look (base32hex, 26 characters), counted. */
  const newEventId = () => `ev${(++eventCount).toString(32).padStart(6, '0')}q0v1n8u3f7t2k5`;
  /** Etags as Google's look (a quoted number), counted. */
  const newEtag = () => `"3${String(++etagCount).padStart(15, '0')}"`;
  const state = {
    /** Calendars by ID: `{ id, summary, timeZone, accessRole, allowedConferenceSolutionTypes }`. */
    calendars: new Map(),
    /** Events by calendar ID, then event ID. */
    events: new Map(),
    requests: [],
    failures: [],
    /** Page size used when a list call names none (Google's default is 250). */
    defaultPageSize: 250,
    /** The most entries a page holds, whatever maxResults asks (Google caps events at 2500). */
    maxPageSize: 2500,
  };
  let counter = 0;

  state.addCalendar = (props = {}) => {
    const cal = { id: props.id ?? `cal${++counter}@group.calendar.google.com`, summary: props.summary ?? 'Calendar', timeZone: props.timeZone ?? 'UTC', accessRole: 'owner', allowedConferenceSolutionTypes: props.allowedConferenceSolutionTypes ?? ['hangoutsMeet'], primary: props.primary ?? false };
    state.calendars.set(cal.id, cal);
    state.events.set(cal.id, new Map());
    return cal;
  };
  state.addEvent = (calendarId, props = {}) => {
    const now = isoNow();
    const id = props.id ?? newEventId();
    const event = {
      kind: 'calendar#event', etag: newEtag(), id, status: 'confirmed', htmlLink: `https://www.google.com/calendar/event?eid=${id}`,
      created: now, updated: now, creator: { email: 'me@example.com', self: true }, organizer: { email: calendarId, self: true },
      iCalUID: `${id}@google.com`, sequence: 0, reminders: { useDefault: true }, eventType: 'default', ...props,
    };
    state.events.get(calendarId).set(id, event);
    return event;
  };

  const calendarOf = (id) => {
    const cal = state.calendars.get(id);
    if (!cal) throw new HttpError(404, 'Not Found');
    return cal;
  };
  const eventsOf = (id) => (calendarOf(id), state.events.get(id));

  function instancesOf(event, from) {
    return occurrences(event, from).map(({ start, end }) => {
      const { recurrence: _r, ...rest } = event;
      const timed = Boolean(event.start.dateTime);
      const time = (d, zone) => (timed ? { dateTime: d.toISOString().replace('.000Z', 'Z'), timeZone: zone } : { date: d.toISOString().slice(0, 10) });
      return { ...rest, id: `${event.id}_${timed ? basic(start) : basic(start).slice(0, 8)}`, recurringEventId: event.id, originalStartTime: time(start, event.start.timeZone), start: time(start, event.start.timeZone), end: time(end, event.end.timeZone) };
    });
  }

  function page(res, items, q, extra = {}) {
    const size = Number(q.get('maxResults') ?? state.defaultPageSize);
    if (!Number.isInteger(size) || size < 1) throw new HttpError(400, 'Invalid value for: maxResults');
    const from = Number(q.get('pageToken') ?? 0);
    const pageSize = Math.min(size, state.maxPageSize);
    const slice = items.slice(from, from + pageSize);
    const body = { ...extra, items: slice };
    if (from + pageSize < items.length) body.nextPageToken = String(from + pageSize);
    return send(res, 200, body);
  }

  function validTime(text, name) {
    if (text !== null && (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(text))) throw new HttpError(400, `Bad Request: ${name} must be an RFC3339 timestamp with a time zone offset`);
    return text === null ? undefined : Date.parse(text);
  }

  function listEvents(res, calendarId, q) {
    const all = [...eventsOf(calendarId).values()];
    const timeMin = validTime(q.get('timeMin'), 'timeMin');
    const timeMax = validTime(q.get('timeMax'), 'timeMax');
    const updatedMin = validTime(q.get('updatedMin'), 'updatedMin');
    const single = q.get('singleEvents') === 'true';
    const orderBy = q.get('orderBy');
    if (orderBy === 'startTime' && !single) throw new HttpError(400, 'The requested ordering is not available for the particular query.');
    let items = single ? all.flatMap((e) => (e.recurrence ? instancesOf(e, timeMin) : [e])) : all;
    if (q.get('showDeleted') !== 'true') items = items.filter((e) => e.status !== 'cancelled');
    if (timeMin !== undefined) items = items.filter((e) => ms(e.end) > timeMin || (e.recurrence && !single));
    if (timeMax !== undefined) items = items.filter((e) => ms(e.start) < timeMax);
    if (updatedMin !== undefined) items = items.filter((e) => Date.parse(e.updated) >= updatedMin);
    if (q.get('iCalUID')) items = items.filter((e) => e.iCalUID === q.get('iCalUID'));
    const text = q.get('q')?.toLowerCase();
    if (text) items = items.filter((e) => [e.summary, e.description, e.location, ...(e.attendees ?? []).map((a) => a.email)].some((v) => String(v ?? '').toLowerCase().includes(text)));
    if (orderBy === 'startTime') items.sort((a, b) => ms(a.start) - ms(b.start));
    if (orderBy === 'updated') items.sort((a, b) => Date.parse(a.updated) - Date.parse(b.updated));
    const cal = calendarOf(calendarId);
    return page(res, items, q, { kind: 'calendar#events', summary: cal.summary, timeZone: q.get('timeZone') ?? cal.timeZone });
  }

  function checkTimes(body) {
    for (const key of ['start', 'end']) {
      const t = body[key];
      if (!t) continue;
      if (t.dateTime !== undefined && Number.isNaN(Date.parse(t.dateTime))) throw new HttpError(400, `Invalid ${key} time.`);
      if (t.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(t.date)) throw new HttpError(400, `Invalid ${key} time.`);
    }
    if (body.start && body.end && ms(body.end) < ms(body.start)) throw new HttpError(400, 'The specified time range is empty.');
  }

  function conference(body, q) {
    if (!body.conferenceData?.createRequest) return undefined;
    if (q.get('conferenceDataVersion') !== '1') return undefined; // Google ignores it without the version
    const type = body.conferenceData.createRequest.conferenceSolution?.type;
    return { createRequest: { ...body.conferenceData.createRequest, status: { statusCode: 'success' } }, entryPoints: [{ entryPointType: 'video', uri: 'https://meet.google.com/abc-defg-hij' }], conferenceSolution: { key: { type } }, conferenceId: 'abc-defg-hij' };
  }

  function route(req, res, url, body) {
    const q = url.searchParams;
    const path = url.pathname.replace(/^\/calendar\/v3/, '');
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    const m = req.method;
    if (m === 'GET' && parts[0] === 'users' && parts[1] === 'me' && parts[2] === 'calendarList') {
      const entry = (c) => ({ kind: 'calendar#calendarListEntry', id: c.id, summary: c.summary, timeZone: c.timeZone, accessRole: c.accessRole, primary: c.primary || undefined, conferenceProperties: { allowedConferenceSolutionTypes: c.allowedConferenceSolutionTypes } });
      if (parts.length === 3) return page(res, [...state.calendars.values()].map(entry), q, { kind: 'calendar#calendarList' });
      const id = parts[3] === 'primary' ? [...state.calendars.values()].find((c) => c.primary)?.id : parts[3];
      return send(res, 200, entry(calendarOf(id)));
    }
    if (m === 'GET' && path === '/colors') {
      return send(res, 200, { kind: 'calendar#colors', updated: '2012-02-14T00:00:00.000Z', calendar: { 1: { background: '#ac725e', foreground: '#1d1d1d' } }, event: { 1: { background: '#a4bdfc', foreground: '#1d1d1d' }, 2: { background: '#7ae7bf', foreground: '#1d1d1d' } } });
    }
    if (m === 'POST' && path === '/freeBusy') {
      const min = validTime(body?.timeMin ?? null, 'timeMin');
      const max = validTime(body?.timeMax ?? null, 'timeMax');
      if (min === undefined || max === undefined) throw new HttpError(400, 'Missing timeMin or timeMax.');
      const calendars = {};
      for (const { id } of body.items ?? []) {
        if (!state.calendars.has(id)) {
          calendars[id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
          continue;
        }
        const busy = [...state.events.get(id).values()]
          .flatMap((e) => (e.recurrence ? instancesOf(e, min) : [e]))
          .filter((e) => e.status !== 'cancelled' && e.transparency !== 'transparent' && ms(e.start) < max && ms(e.end) > min)
          .map((e) => ({ start: new Date(Math.max(ms(e.start), min)).toISOString().replace('.000Z', 'Z'), end: new Date(Math.min(ms(e.end), max)).toISOString().replace('.000Z', 'Z') }));
        calendars[id] = { busy };
      }
      return send(res, 200, { kind: 'calendar#freeBusy', timeMin: body.timeMin, timeMax: body.timeMax, calendars });
    }
    if (parts[0] === 'calendars' && parts[2] === 'events') {
      const calendarId = parts[1] === 'primary' ? [...state.calendars.values()].find((c) => c.primary)?.id : parts[1];
      const events = eventsOf(calendarId);
      if (parts.length === 3 && m === 'GET') return listEvents(res, calendarId, q);
      if (parts.length === 3 && m === 'POST') {
        if (!body?.start || !body?.end) throw new HttpError(400, 'Missing end time.');
        checkTimes(body);
        if (body.id !== undefined && !/^[a-v0-9]{5,1024}$/.test(body.id)) throw new HttpError(400, 'Invalid resource id value.');
        if (body.id && events.has(body.id)) throw new HttpError(409, 'The requested identifier already exists.');
        const { conferenceData: _c, ...rest } = body;
        const conf = conference(body, q);
        const event = state.addEvent(calendarId, { ...rest, ...(body.recurrence && !body.recurrence.length ? { recurrence: undefined } : {}), ...(conf ? { conferenceData: conf, hangoutLink: conf.entryPoints[0].uri } : {}), ...(body.attendees ? { attendees: body.attendees.map((a) => ({ responseStatus: 'needsAction', ...a })) } : {}) });
        if (event.recurrence === undefined) delete event.recurrence;
        return send(res, 200, event);
      }
      const eventId = parts[3];
      const recurring = /^(.+)_(\d{8}(T\d{6}Z)?)$/.exec(eventId ?? '');
      const find = () => {
        const direct = events.get(eventId);
        if (direct) return direct;
        if (recurring && events.get(recurring[1])) {
          const found = instancesOf(events.get(recurring[1]), Date.parse(recurring[2].replace(/^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z)?$/, (_, y, m, d, h = '00', mi = '00', s = '00') => `${y}-${m}-${d}T${h}:${mi}:${s}Z`)) - 1).find((x) => x.id === eventId);
          if (found) return found;
        }
        throw new HttpError(404, 'Not Found');
      };
      if (parts.length === 5 && parts[4] === 'instances' && m === 'GET') {
        const event = find();
        const min = validTime(q.get('timeMin'), 'timeMin');
        let items = event.recurrence ? instancesOf(event, min) : [];
        if (min !== undefined) items = items.filter((e) => ms(e.end) > min);
        return page(res, items, q, { kind: 'calendar#events' });
      }
      if (parts.length !== 4) throw new HttpError(404, 'Not Found');
      if (m === 'GET') {
        const event = find();
        if (event.status === 'cancelled' && !recurring) throw new HttpError(410, 'Resource has been deleted');
        return send(res, 200, event);
      }
      if (m === 'PATCH') {
        const event = find();
        if (!events.has(event.id)) throw new HttpError(400, 'Changing one occurrence is not supported by this fake');
        checkTimes({ start: body.start ?? event.start, end: body.end ?? event.end });
        Object.assign(event, body, { updated: isoNow(), sequence: event.sequence + 1, etag: newEtag() });
        return send(res, 200, event);
      }
      if (m === 'DELETE') {
        const event = find();
        if (event.status === 'cancelled') throw new HttpError(410, 'Resource has been deleted');
        Object.assign(event, { status: 'cancelled', updated: isoNow() });
        return send(res, 204);
      }
    }
    throw new HttpError(404, `No route ${m} ${url.pathname}`);
  }

  return {
    state,
    /** Answers a Calendar request (true), or leaves it (false). */
    handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (!url.pathname.startsWith('/calendar/v3/')) return false;
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        let body;
        try {
          body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
        } catch {
          return send(res, 400, errorBody(400, 'Parse Error'));
        }
        state.requests.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, headers: req.headers });
        if (!/^Bearer \S+/.test(String(req.headers.authorization ?? ''))) return send(res, 401, errorBody(401, 'Request is missing required authentication credential.'));
        const failure = state.failures.shift();
        if (failure) {
          if (failure.retryAfter !== undefined) res.setHeader('retry-after', String(failure.retryAfter));
          return send(res, failure.status, errorBody(failure.status, failure.message ?? 'Backend Error'));
        }
        try {
          route(req, res, url, body);
        } catch (error) {
          const status = error instanceof HttpError ? error.status : 500;
          send(res, status, errorBody(status, String(error?.message ?? error)));
        }
      });
      return true;
    },
  };
}

/** Serves fakes (this one, and any others given) on 127.0.0.1 (a free port). */
export async function start(fake = createCalendarFake(), ...others) {
  const server = createServer((req, res) => {
    for (const f of [fake, ...others]) if (f.handle(req, res)) return;
    send(res, 404, errorBody(404, 'No fake answers this route'));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}`, fake };
}

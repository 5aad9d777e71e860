/**
 * A loopback HighLevel server over in-memory state, for tests and for recording n8n. It answers
 * both APIs the HighLevel node speaks:
 *
 * - API v1 (`https://rest.gohighlevel.com/v1/…`, an API key as a bearer token): contacts
 *   (`GET|POST /contacts`, `GET /contacts/lookup`, `GET|PUT|DELETE /contacts/{id}`), a contact's
 *   tasks (`GET|POST /contacts/{id}/tasks`, `GET|PUT|DELETE /contacts/{id}/tasks/{task}`), pipelines
 *   and their opportunities (`GET /pipelines`, `GET|POST /pipelines/{id}/opportunities`,
 *   `GET|PUT|DELETE /pipelines/{id}/opportunities/{opp}`), `GET /users`, `GET /custom-fields`,
 *   `GET /timezones`, `GET /custom-values`;
 * - API v2 (`https://services.leadconnectorhq.com/…`, an OAuth2 access token, the `Version`
 *   header): `POST /contacts/upsert`, `GET /contacts/` (`locationId`), `GET|PUT|DELETE /contacts/{id}`,
 *   `POST /contacts/{id}/notes`, a contact's tasks, `POST /opportunities/`,
 *   `GET /opportunities/search` (`location_id`), `GET /opportunities/pipelines`,
 *   `GET|PUT|DELETE /opportunities/{id}`, `GET /users/`, `GET /locations/{id}/customFields`,
 *   `GET /locations/{id}/timezones`, `POST /calendars/events/appointments`,
 *   `GET /calendars/{id}/free-slots`.
 *
 * Lists page with `limit`, `startAfterId` and `startAfter` and answer `meta` (`total`,
 * `startAfterId`, `startAfter`…). Refusals have each API's shape (v1 `{ msg }`, v2
 * `{ statusCode, message }`). Ids are counted and times come from a clock that moves one minute
 * per write, so two fakes given the same calls answer the same. `state.calls` logs each request;
 * answers pushed on `state.failures` (`{ status, retryAfter? }`) are given first, one a request.
 *
 * `createHighLevelFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

/** The API key (v1) and OAuth2 access token (v2) the fake accepts. */
export const API_KEY = 'weft-highlevel-api-key';
export const ACCESS_TOKEN = 'weft-highlevel-oauth-token';
/** The location (sub-account) both credentials belong to. */
export const LOCATION_ID = 'wfLocation0000000001';

class Refusal extends Error {
  constructor(status, message, extra = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));
const lower = (s) => (typeof s === 'string' ? s.toLowerCase() : undefined);
const TIMEZONES = ['America/New_York', 'America/Chicago', 'Europe/London', 'Europe/Berlin', 'Asia/Tokyo', 'UTC'];

/**
 * Seed: `{ now?, users?: [{ name, email? }], customFields?: [{ name, fieldKey?, dataType? }],
 * contacts?: [{ firstName?, lastName?, email?, phone?, tags?, source? }],
 * pipelines?: [{ name, stages: [name] }], opportunities?: [{ name, pipeline, stage?, contact, status?, monetaryValue? }]
 * (pipeline by name, contact by email), tasks?: [{ contact, title, dueDate, description?, completed? }],
 * calendars?: [{ name }] }`.
 */
export function createHighLevelFake(seed = {}) {
  let counter = 1;
  const id = () => `wf${(counter++).toString(36).padStart(18, 'x')}`;
  let traces = 1;
  const traceId = () => `trace-${traces++}`;
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'),
    users: [], customFields: [], contacts: [], pipelines: [], opportunities: [], tasks: [], notes: [], calendars: [], appointments: [],
    calls: [], failures: [],
  };
  const tick = () => (state.clock += 60_000);
  const iso = (ms) => new Date(ms).toISOString();

  for (const u of seed.users ?? [{ name: 'Ada Lovelace' }]) {
    const [firstName, ...rest] = u.name.split(' ');
    state.users.push({ id: id(), name: u.name, firstName, lastName: rest.join(' '), email: u.email ?? `${firstName.toLowerCase()}@weft.example`, phone: '', roles: { type: 'account', role: 'admin' } });
  }
  for (const f of seed.customFields ?? []) {
    state.customFields.push({ id: id(), name: f.name, fieldKey: f.fieldKey ?? `contact.${f.name.toLowerCase().replace(/\W+/g, '_')}`, dataType: f.dataType ?? 'TEXT', position: state.customFields.length * 50, locationId: LOCATION_ID, model: 'contact' });
  }

  function applyContact(c, body) {
    for (const key of ['firstName', 'lastName', 'name', 'email', 'phone', 'address1', 'city', 'state', 'postalCode', 'website', 'timezone', 'dnd', 'source', 'companyName', 'country']) {
      if (body[key] !== undefined) c[key] = body[key];
    }
    if (body.name !== undefined && body.firstName === undefined && body.lastName === undefined) {
      const [first, ...rest] = String(body.name).split(' ');
      c.firstName = first;
      c.lastName = rest.join(' ');
    }
    if (body.tags !== undefined) c.tags = Array.isArray(body.tags) ? body.tags.map(String) : String(body.tags).split(',').map((t) => t.trim());
    if (body.customField && typeof body.customField === 'object') {
      for (const [fid, value] of Object.entries(body.customField)) {
        const found = c.customFields.find((f) => f.id === fid);
        if (found) found.value = value;
        else c.customFields.push({ id: fid, value });
      }
    }
    if (Array.isArray(body.customFields)) {
      for (const f of body.customFields) {
        const fid = f.id ?? f.key;
        const value = f.field_value ?? f.value;
        const found = c.customFields.find((x) => x.id === fid);
        if (found) found.value = value;
        else c.customFields.push({ id: fid, value });
      }
    }
    c.dateUpdated = tick();
  }
  function makeContact(body) {
    const at = tick();
    const c = {
      id: id(), locationId: LOCATION_ID, firstName: '', lastName: '', email: '', phone: '', address1: '', city: '', state: '', postalCode: '', website: '',
      timezone: '', dnd: false, source: '', country: 'US', companyName: '', tags: [], customFields: [], dateAdded: at, dateUpdated: at, type: 'lead',
    };
    applyContact(c, body);
    c.dateUpdated = at;
    state.contacts.push(c);
    return c;
  }
  const fullName = (c) => [c.firstName, c.lastName].filter(Boolean).join(' ');
  const v1Contact = (c) => clone({
    id: c.id, locationId: c.locationId, email: c.email || undefined, emailLowerCase: lower(c.email) || undefined, timezone: c.timezone || undefined,
    country: c.country, source: c.source || undefined, dateAdded: iso(c.dateAdded), customField: c.customFields.map((f) => ({ id: f.id, value: f.value })), tags: c.tags,
    firstName: c.firstName || undefined, lastName: c.lastName || undefined, firstNameLowerCase: lower(c.firstName) || undefined, lastNameLowerCase: lower(c.lastName) || undefined,
    fullNameLowerCase: lower(fullName(c)) || undefined, phone: c.phone || undefined, address1: c.address1 || undefined, city: c.city || undefined, state: c.state || undefined,
    postalCode: c.postalCode || undefined, website: c.website || undefined, dnd: c.dnd, type: c.type,
  });
  const v2Contact = (c) => clone({
    id: c.id, locationId: c.locationId, firstName: c.firstName || undefined, lastName: c.lastName || undefined, firstNameLowerCase: lower(c.firstName) || undefined,
    lastNameLowerCase: lower(c.lastName) || undefined, fullNameLowerCase: lower(fullName(c)) || undefined, contactName: lower(fullName(c)) || undefined, email: c.email || undefined,
    emailLowerCase: lower(c.email) || undefined, phone: c.phone || undefined, address1: c.address1 || undefined, city: c.city || undefined, state: c.state || undefined,
    postalCode: c.postalCode || undefined, website: c.website || undefined, timezone: c.timezone || undefined, dnd: c.dnd, tags: c.tags, source: c.source || undefined,
    country: c.country, type: c.type, dateAdded: iso(c.dateAdded), dateUpdated: iso(c.dateUpdated), customFields: c.customFields.map((f) => ({ id: f.id, value: f.value })),
    createdBy: { source: 'INTEGRATION', channel: 'OAUTH', sourceId: 'weft-app', timestamp: iso(c.dateAdded) }, followers: [],
  });

  for (const c of seed.contacts ?? []) makeContact(c);
  const contactByEmail = (email) => state.contacts.find((c) => lower(c.email) === lower(email));
  for (const p of seed.pipelines ?? []) {
    state.pipelines.push({ id: id(), name: p.name, stages: (p.stages ?? ['New']).map((name, position) => ({ id: id(), name, position })), locationId: LOCATION_ID, showInFunnel: true, showInPieChart: true });
  }
  function makeOpportunity(body) {
    const at = tick();
    const o = {
      id: id(), name: body.name ?? '', monetaryValue: body.monetaryValue ?? 0, pipelineId: body.pipelineId, pipelineStageId: body.pipelineStageId ?? '',
      assignedTo: body.assignedTo ?? '', status: body.status ?? 'open', source: body.source ?? '', contactId: body.contactId, companyName: body.companyName ?? '',
      tags: body.tags ?? [], createdAt: at, updatedAt: at, lastStatusChangeAt: at, lastStageChangeAt: at, locationId: LOCATION_ID,
    };
    state.opportunities.push(o);
    return o;
  }
  for (const o of seed.opportunities ?? []) {
    const pipeline = state.pipelines.find((p) => p.name === o.pipeline);
    const stage = pipeline.stages.find((s) => s.name === o.stage) ?? pipeline.stages[0];
    makeOpportunity({ name: o.name, pipelineId: pipeline.id, pipelineStageId: stage.id, contactId: contactByEmail(o.contact).id, status: o.status, monetaryValue: o.monetaryValue });
  }
  function makeTask(contactId, body) {
    const t = { id: id(), title: body.title ?? '', body: body.body ?? body.description ?? '', assignedTo: body.assignedTo ?? '', dueDate: body.dueDate ? dueDateOf(body.dueDate, 2) : '', completed: body.completed ?? body.status === 'completed', contactId, dateAdded: tick() };
    state.tasks.push(t);
    return t;
  }
  for (const t of seed.tasks ?? []) makeTask(contactByEmail(t.contact).id, t);
  for (const c of seed.calendars ?? []) state.calendars.push({ id: id(), name: c.name, locationId: LOCATION_ID });

  const oppContact = (o) => {
    const c = state.contacts.find((x) => x.id === o.contactId);
    return c ? { id: c.id, name: fullName(c), companyName: c.companyName, email: c.email, phone: c.phone, tags: c.tags } : undefined;
  };
  const v1Opportunity = (o) => clone({
    id: o.id, name: o.name, monetaryValue: o.monetaryValue, pipelineId: o.pipelineId, pipelineStageId: o.pipelineStageId, assignedTo: o.assignedTo || undefined,
    status: o.status, source: o.source || undefined, lastStatusChangeAt: iso(o.lastStatusChangeAt), createdAt: iso(o.createdAt), updatedAt: iso(o.updatedAt), contact: oppContact(o),
  });
  const v2Opportunity = (o) => clone({
    id: o.id, name: o.name, monetaryValue: o.monetaryValue, pipelineId: o.pipelineId, pipelineStageId: o.pipelineStageId, assignedTo: o.assignedTo || undefined,
    status: o.status, source: o.source || undefined, lastStatusChangeAt: iso(o.lastStatusChangeAt), lastStageChangeAt: iso(o.lastStageChangeAt), createdAt: iso(o.createdAt),
    updatedAt: iso(o.updatedAt), contactId: o.contactId, locationId: o.locationId, contact: oppContact(o), followers: [], isAttribute: false,
  });
  const v1Task = (t) => clone({ id: t.id, title: t.title, description: t.body, contactId: t.contactId, assignedTo: t.assignedTo || undefined, status: t.completed ? 'completed' : 'incompleted', dueDate: t.dueDate });
  const v2Task = (t) => clone({ id: t.id, title: t.title, body: t.body || undefined, assignedTo: t.assignedTo || undefined, dueDate: t.dueDate, completed: t.completed, contactId: t.contactId });

  /** A page of `list` after `startAfterId`, with HighLevel's `meta`. */
  function page(list, query, url, fallbackLimit) {
    const limit = Math.min(Math.max(Number(query.limit ?? fallbackLimit) || fallbackLimit, 1), 100);
    let start = 0;
    if (query.startAfterId) {
      const at = list.findIndex((x) => x.id === query.startAfterId);
      start = at >= 0 ? at + 1 : list.length;
    }
    const slice = list.slice(start, start + limit);
    const last = slice.at(-1);
    const more = start + limit < list.length;
    const currentPage = Math.floor(start / limit) + 1;
    return {
      slice,
      meta: {
        total: list.length,
        nextPageUrl: more && last ? `${url}?startAfterId=${last.id}&startAfter=${last.dateAdded ?? last.createdAt}` : null,
        startAfterId: last?.id ?? null,
        startAfter: last ? (last.dateAdded ?? last.createdAt) : null,
        currentPage,
        nextPage: more ? currentPage + 1 : null,
        prevPage: currentPage > 1 ? currentPage - 1 : null,
      },
    };
  }
  const sortContacts = (list, query) => {
    const key = query.sortBy === 'date_updated' ? 'dateUpdated' : 'dateAdded';
    const dir = query.order === 'asc' ? 1 : -1;
    return [...list].sort((a, b) => (a[key] - b[key]) * dir || (a.id < b.id ? -dir : dir));
  };
  const matchesContact = (c, q) => !q || [fullName(c), c.email, c.phone, c.companyName].some((v) => lower(v)?.includes(lower(q)));

  function findContact(cid, v) {
    const c = state.contacts.find((x) => x.id === cid);
    if (!c) throw v === 1 ? new Refusal(400, 'Contact not found') : new Refusal(400, 'Contact not found', { error: 'Bad Request' });
    return c;
  }
  function findTask(cid, tid, v) {
    const t = state.tasks.find((x) => x.id === tid && x.contactId === cid);
    if (!t) throw v === 1 ? new Refusal(404, 'Task not found') : new Refusal(404, 'Task not found', { error: 'Not Found' });
    return t;
  }
  function findPipeline(pid) {
    const p = state.pipelines.find((x) => x.id === pid);
    if (!p) throw new Refusal(404, 'Pipeline not found');
    return p;
  }
  function findOpportunity(oid, v, pid) {
    const o = state.opportunities.find((x) => x.id === oid && (pid === undefined || x.pipelineId === pid));
    if (!o) throw v === 1 ? new Refusal(404, 'Opportunity not found') : new Refusal(404, 'Opportunity not found', { error: 'Not Found' });
    return o;
  }
  function dueDateOf(value, v) {
    const at = typeof value === 'string' ? Date.parse(value) : NaN;
    if (Number.isNaN(at)) throw v === 1 ? new Refusal(422, 'The due date is invalid.', { field: 'dueDate' }) : new Refusal(422, ['dueDate must be a valid ISO 8601 date string'], { error: 'Unprocessable Entity' });
    return iso(at);
  }
  function checkEmail(body) {
    if (body.email !== undefined && body.email !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(body.email))) throw new Refusal(422, 'The email address is invalid.', { field: 'email' });
  }
  const opportunityContact = (body) => {
    if (body.contactId) return findContact(body.contactId, 1);
    const byEmail = body.email ? contactByEmail(body.email) : undefined;
    const byPhone = body.phone ? state.contacts.find((c) => c.phone === body.phone) : undefined;
    return byEmail ?? byPhone ?? makeContact({ email: body.email, phone: body.phone, name: body.name, companyName: body.companyName });
  };
  const tagsOf = (tags) => (tags === undefined ? undefined : Array.isArray(tags) ? tags : String(tags).split(',').map((t) => t.trim()));

  function routeV1(method, parts, query, body) {
    const [a, b, c, d] = parts;
    const n = parts.length;
    if (a === 'custom-values' && n === 1) return [200, { customValues: [] }];
    if (a === 'users' && n === 1 && method === 'GET') return [200, { users: clone(state.users) }];
    if (a === 'custom-fields' && n === 1 && method === 'GET') return [200, { customFields: clone(state.customFields) }];
    if (a === 'timezones' && n === 1 && method === 'GET') return [200, { timezones: TIMEZONES }];
    if (a === 'contacts') {
      if (n === 1 && method === 'POST') {
        checkEmail(body);
        const existing = (body.email && contactByEmail(body.email)) || (body.phone && state.contacts.find((x) => x.phone === body.phone));
        if (existing) {
          applyContact(existing, body);
          return [200, { contact: v1Contact(existing) }];
        }
        return [200, { contact: v1Contact(makeContact(body)) }];
      }
      if (n === 1 && method === 'GET') {
        const list = sortContacts(state.contacts.filter((x) => matchesContact(x, query.query)), query);
        const { slice, meta } = page(list, query, 'https://rest.gohighlevel.com/v1/contacts/', 20);
        return [200, { contacts: slice.map(v1Contact), meta }];
      }
      if (n === 2 && b === 'lookup' && method === 'GET') {
        const found = state.contacts.filter((x) => (query.email && lower(x.email) === lower(query.email)) || (query.phone && x.phone === query.phone));
        if (found.length === 0) throw new Refusal(422, 'The email address is invalid.', { field: 'email' });
        return [200, { contacts: found.map(v1Contact) }];
      }
      if (n === 2 && method === 'GET') return [200, { contact: v1Contact(findContact(b, 1)) }];
      if (n === 2 && method === 'PUT') {
        checkEmail(body);
        const contact = findContact(b, 1);
        applyContact(contact, body);
        return [200, { contact: v1Contact(contact) }];
      }
      if (n === 2 && method === 'DELETE') {
        findContact(b, 1);
        state.contacts = state.contacts.filter((x) => x.id !== b);
        return [200, {}];
      }
      if (n === 3 && c === 'tasks' && method === 'GET') {
        findContact(b, 1);
        return [200, { tasks: state.tasks.filter((t) => t.contactId === b).map(v1Task) }];
      }
      if (n === 3 && c === 'tasks' && method === 'POST') {
        findContact(b, 1);
        if (!body.title) throw new Refusal(422, 'title is required', { field: 'title' });
        return [200, v1Task(makeTask(b, { ...body, completed: body.status === 'completed' }))];
      }
      if (n === 4 && c === 'tasks') {
        findContact(b, 1);
        const task = findTask(b, d, 1);
        if (method === 'GET') return [200, v1Task(task)];
        if (method === 'PUT') {
          for (const key of ['title', 'assignedTo']) if (body[key] !== undefined) task[key] = body[key];
          if (body.description !== undefined) task.body = body.description;
          if (body.status !== undefined) task.completed = body.status === 'completed';
          if (body.dueDate !== undefined) task.dueDate = dueDateOf(body.dueDate, 1);
          return [200, v1Task(task)];
        }
        if (method === 'DELETE') {
          state.tasks = state.tasks.filter((t) => t !== task);
          return [200, {}];
        }
      }
    }
    if (a === 'pipelines') {
      if (n === 1 && method === 'GET') return [200, { pipelines: clone(state.pipelines).map(({ locationId: _l, ...p }) => p) }]; // eslint-disable-line no-unused-vars
      const pipeline = findPipeline(b);
      if (n === 3 && c === 'opportunities' && method === 'GET') {
        let list = state.opportunities.filter((o) => o.pipelineId === pipeline.id);
        if (query.stageId) list = list.filter((o) => o.pipelineStageId === query.stageId);
        if (query.status) list = list.filter((o) => o.status === query.status);
        if (query.assignedTo) list = list.filter((o) => o.assignedTo === query.assignedTo);
        if (query.query) list = list.filter((o) => lower(o.name).includes(lower(query.query)));
        if (query.startDate) list = list.filter((o) => o.createdAt >= Number(query.startDate));
        if (query.endDate) list = list.filter((o) => o.createdAt <= Number(query.endDate));
        const { slice, meta } = page(list, query, `https://rest.gohighlevel.com/v1/pipelines/${pipeline.id}/opportunities`, 20);
        return [200, { opportunities: slice.map(v1Opportunity), meta }];
      }
      if (n === 3 && c === 'opportunities' && method === 'POST') {
        if (!body.title) throw new Refusal(422, 'The title field is required.', { field: 'title' });
        if (!pipeline.stages.some((s) => s.id === body.stageId)) throw new Refusal(422, 'The stage id is invalid.', { field: 'stageId' });
        const contact = opportunityContact(body);
        const o = makeOpportunity({ name: body.title, pipelineId: pipeline.id, pipelineStageId: body.stageId, contactId: contact.id, status: body.status, monetaryValue: body.monetaryValue, assignedTo: body.assignedTo, companyName: body.companyName, tags: tagsOf(body.tags) });
        return [200, v1Opportunity(o)];
      }
      if (n === 4 && c === 'opportunities') {
        const o = findOpportunity(d, 1, pipeline.id);
        if (method === 'GET') return [200, v1Opportunity(o)];
        if (method === 'DELETE') {
          state.opportunities = state.opportunities.filter((x) => x !== o);
          return [200, {}];
        }
        if (method === 'PUT') {
          if (!body.title || !body.status) throw new Refusal(422, 'The title and status fields are required.', { field: 'title' });
          if (body.email || body.phone || body.contactId) o.contactId = opportunityContact(body).id;
          o.name = body.title;
          if (body.status !== o.status) o.lastStatusChangeAt = tick();
          o.status = body.status;
          if (body.stageId !== undefined) o.pipelineStageId = body.stageId;
          for (const key of ['monetaryValue', 'assignedTo', 'companyName']) if (body[key] !== undefined) o[key] = body[key];
          if (body.tags !== undefined) o.tags = tagsOf(body.tags);
          o.updatedAt = tick();
          return [200, v1Opportunity(o)];
        }
      }
    }
    return undefined;
  }

  function routeV2(method, parts, query, body) {
    const [a, b, c, d] = parts;
    const n = parts.length;
    if (a === 'users' && n === 1 && method === 'GET') return [200, { users: clone(state.users) }];
    if (a === 'locations' && n === 3 && c === 'customFields' && method === 'GET') return [200, { customFields: clone(state.customFields) }];
    if (a === 'locations' && n === 3 && c === 'timezones' && method === 'GET') return [200, { timeZones: TIMEZONES }];
    if (a === 'contacts') {
      if (n === 2 && b === 'upsert' && method === 'POST') {
        if (body.locationId !== LOCATION_ID) throw new Refusal(403, 'The token does not have access to this location.', { error: 'Forbidden' });
        checkEmail(body);
        if (!body.email && !body.phone) throw new Refusal(400, 'email or phone is required', { error: 'Bad Request' });
        const existing = (body.email && contactByEmail(body.email)) || (body.phone && state.contacts.find((x) => x.phone === body.phone));
        if (existing) {
          applyContact(existing, body);
          return [200, { new: false, contact: v2Contact(existing), traceId: traceId() }];
        }
        return [201, { new: true, contact: v2Contact(makeContact(body)), traceId: traceId() }];
      }
      if (n === 1 && method === 'GET') {
        const list = sortContacts(state.contacts.filter((x) => matchesContact(x, query.query)), query);
        const { slice, meta } = page(list, query, 'https://services.leadconnectorhq.com/contacts/', 20);
        return [200, { contacts: slice.map(v2Contact), meta, traceId: traceId() }];
      }
      if (n === 2 && method === 'GET') return [200, { contact: v2Contact(findContact(b, 2)), traceId: traceId() }];
      if (n === 2 && method === 'PUT') {
        checkEmail(body);
        const contact = findContact(b, 2);
        applyContact(contact, body);
        return [200, { succeded: true, contact: v2Contact(contact), traceId: traceId() }];
      }
      if (n === 2 && method === 'DELETE') {
        findContact(b, 2);
        state.contacts = state.contacts.filter((x) => x.id !== b);
        return [200, { succeded: true, traceId: traceId() }];
      }
      if (n === 3 && c === 'notes' && method === 'POST') {
        findContact(b, 2);
        const note = { id: id(), body: body.body, userId: body.userId, contactId: b, dateAdded: iso(tick()) };
        state.notes.push(note);
        return [201, { note: clone(note) }];
      }
      if (n === 3 && c === 'tasks' && method === 'GET') {
        findContact(b, 2);
        return [200, { tasks: state.tasks.filter((t) => t.contactId === b).map(v2Task), traceId: traceId() }];
      }
      if (n === 3 && c === 'tasks' && method === 'POST') {
        findContact(b, 2);
        if (!body.title || !body.dueDate) throw new Refusal(422, ['title should not be empty'], { error: 'Unprocessable Entity' });
        return [201, { task: v2Task(makeTask(b, body)), traceId: traceId() }];
      }
      if (n === 4 && c === 'tasks') {
        findContact(b, 2);
        const task = findTask(b, d, 2);
        if (method === 'GET') return [200, { task: v2Task(task), traceId: traceId() }];
        if (method === 'PUT') {
          for (const key of ['title', 'body', 'assignedTo', 'completed']) if (body[key] !== undefined) task[key] = body[key];
          if (body.dueDate !== undefined) task.dueDate = dueDateOf(body.dueDate, 2);
          return [200, { task: v2Task(task), traceId: traceId() }];
        }
        if (method === 'DELETE') {
          state.tasks = state.tasks.filter((t) => t !== task);
          return [200, { succeded: true, traceId: traceId() }];
        }
      }
    }
    if (a === 'opportunities') {
      if (n === 2 && b === 'pipelines' && method === 'GET') return [200, { pipelines: clone(state.pipelines), traceId: traceId() }];
      if (n === 2 && b === 'search' && method === 'GET') {
        let list = state.opportunities.filter((o) => !query.location_id || o.locationId === query.location_id);
        if (query.pipeline_id) list = list.filter((o) => o.pipelineId === query.pipeline_id);
        if (query.pipeline_stage_id) list = list.filter((o) => o.pipelineStageId === query.pipeline_stage_id);
        if (query.status) list = list.filter((o) => o.status === query.status);
        if (query.assigned_to) list = list.filter((o) => o.assignedTo === query.assigned_to);
        if (query.q) list = list.filter((o) => lower(o.name).includes(lower(query.q)));
        if (query.date) list = list.filter((o) => o.createdAt >= Number(query.date));
        if (query.endDate) list = list.filter((o) => o.createdAt <= Number(query.endDate));
        const { slice, meta } = page(list, query, 'https://services.leadconnectorhq.com/opportunities/search', 20);
        return [200, { opportunities: slice.map(v2Opportunity), meta, aggregations: {}, traceId: traceId() }];
      }
      if (n === 1 && method === 'POST') {
        if (body.locationId !== LOCATION_ID) throw new Refusal(403, 'The token does not have access to this location.', { error: 'Forbidden' });
        const pipeline = findPipeline(body.pipelineId);
        if (!body.name) throw new Refusal(422, ['name should not be empty'], { error: 'Unprocessable Entity' });
        findContact(body.contactId, 2);
        const stage = body.pipelineStageId ?? pipeline.stages[0].id;
        const o = makeOpportunity({ name: body.name, pipelineId: pipeline.id, pipelineStageId: stage, contactId: body.contactId, status: body.status, monetaryValue: body.monetaryValue, assignedTo: body.assignedTo, companyName: body.companyName, tags: body.tags });
        return [201, { opportunity: v2Opportunity(o), traceId: traceId() }];
      }
      if (n === 2) {
        const o = findOpportunity(b, 2);
        if (method === 'GET') return [200, { opportunity: v2Opportunity(o), traceId: traceId() }];
        if (method === 'DELETE') {
          state.opportunities = state.opportunities.filter((x) => x !== o);
          return [200, { succeded: true, traceId: traceId() }];
        }
        if (method === 'PUT') {
          if (body.status !== undefined && body.status !== o.status) o.lastStatusChangeAt = tick();
          if (body.pipelineStageId !== undefined && body.pipelineStageId !== o.pipelineStageId) o.lastStageChangeAt = tick();
          for (const key of ['name', 'status', 'pipelineId', 'pipelineStageId', 'monetaryValue', 'assignedTo']) if (body[key] !== undefined) o[key] = body[key];
          o.updatedAt = tick();
          return [200, { opportunity: v2Opportunity(o), traceId: traceId() }];
        }
      }
    }
    if (a === 'calendars') {
      if (n === 3 && b === 'events' && c === 'appointments' && method === 'POST') {
        const calendar = state.calendars.find((x) => x.id === body.calendarId);
        if (!calendar) throw new Refusal(400, 'Calendar not found', { error: 'Bad Request' });
        findContact(body.contactId, 2);
        const start = Date.parse(body.startTime);
        if (Number.isNaN(start)) throw new Refusal(422, ['startTime must be a valid ISO 8601 date string'], { error: 'Unprocessable Entity' });
        const end = body.endTime ? Date.parse(body.endTime) : start + 30 * 60_000;
        const appointment = {
          id: id(), calendarId: calendar.id, locationId: body.locationId, contactId: body.contactId, startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString(),
          title: body.title ?? 'Appointment', status: 'booked', appoinmentStatus: body.appointmentStatus ?? 'confirmed', assignedUserId: body.assignedUserId ?? state.users[0].id,
          address: body.address ?? '', isRecurring: false,
        };
        state.appointments.push(appointment);
        return [201, { ...clone(appointment), traceId: traceId() }];
      }
    }
    return freeSlots(method, parts, query);
  }

  function freeSlots(method, parts, query) {
    const [a, b, c] = parts;
    if (a !== 'calendars' || parts.length !== 3 || c !== 'free-slots' || method !== 'GET') return undefined;
    const calendar = state.calendars.find((x) => x.id === b);
    if (!calendar) throw new Refusal(400, 'Calendar not found', { error: 'Bad Request' });
    const from = Number(query.startDate);
    const to = Number(query.endDate);
    if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) throw new Refusal(422, ['startDate and endDate must be epoch milliseconds'], { error: 'Unprocessable Entity' });
    const out = {};
    const day = 86_400_000;
    for (let t = Math.floor(from / day) * day; t <= to && Object.keys(out).length < 7; t += day) {
      const date = new Date(t).toISOString().slice(0, 10);
      const slots = [9, 10, 11].map((h) => `${date}T${String(h).padStart(2, '0')}:00:00.000Z`)
        .filter((s) => !state.appointments.some((ap) => ap.calendarId === calendar.id && ap.startTime === s));
      out[date] = { slots };
    }
    return [200, { ...out, traceId: traceId() }];
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = text;
    }
    const query = Object.fromEntries(url.searchParams);
    const auth = req.headers.authorization ?? '';
    const v1 = url.pathname === '/v1' || url.pathname.startsWith('/v1/');
    state.calls.push({ method: req.method, path: url.pathname, query, body: text ? body : undefined, authorization: auth, version: req.headers.version });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(payload));
      return true;
    };
    const refuse = (error) => send(error.status, v1 ? { msg: error.message, ...(error.extra.field ? { [error.extra.field]: { message: error.message } } : {}) } : { statusCode: error.status, message: error.message, ...(error.extra.error ? { error: error.extra.error } : {}) });
    const failure = state.failures.shift();
    if (failure) return send(failure.status, v1 ? { msg: 'Too many requests' } : { statusCode: failure.status, message: 'Too Many Requests' }, failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {});
    try {
      if (v1 && auth !== `Bearer ${API_KEY}`) throw new Refusal(401, 'Api key is invalid.');
      if (!v1 && auth !== `Bearer ${ACCESS_TOKEN}`) throw new Refusal(401, 'Invalid JWT', { error: 'Unauthorized' });
      const parts = url.pathname.replace(/^\/v1/, '').split('/').filter(Boolean).map(decodeURIComponent);
      const method = req.method ?? 'GET';
      const answer = v1 ? routeV1(method, parts, query, body ?? {}) : routeV2(method, parts, query, body ?? {});
      if (!answer) return false;
      return send(answer[0], answer[1]);
    } catch (error) {
      if (!(error instanceof Refusal)) return send(500, v1 ? { msg: String(error?.message ?? error) } : { statusCode: 500, message: String(error?.message ?? error) });
      return refuse(error);
    }
  }

  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createHighLevelFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ statusCode: 404, message: `Cannot ${req.method} ${req.url}` }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * A loopback SendGrid v3 API (https://www.twilio.com/docs/sendgrid/api-reference) over in-memory
 * state, for tests and for recording n8n:
 *
 * - contacts: `GET|PUT|DELETE /v3/marketing/contacts` (`ids`, `delete_all_contacts`),
 *   `GET /v3/marketing/contacts/{id}`, `POST /v3/marketing/contacts/search` (SGQL: `field = 'v'` and
 *   `field LIKE 'v%'` joined with AND);
 * - lists: `GET|POST /v3/marketing/lists` (`page_size`, `page_token`, `_metadata.next`),
 *   `GET|PATCH|DELETE /v3/marketing/lists/{id}` (`contact_sample`, `delete_contacts`);
 * - mail: `POST /v3/mail/send` (202, `X-Message-Id`), kept in `state.mails`;
 * - `GET /v3/scopes`, `GET /v3/marketing/field_definitions`, `GET /v3/templates`.
 *
 * Requests sign in with `Authorization: Bearer KEY`; anything else is answered 401. Refusals have
 * SendGrid's shape (`{ errors: [{ field, message }] }`). Ids are counted (UUID-shaped), times come
 * from a clock that moves one minute per write, so two fakes given the same calls answer the same.
 * Upserts and deletes apply at once (SendGrid runs them as jobs). `state.calls` logs each request;
 * answers pushed on `state.failures` (`{ status, retryAfter? }`) are given first, one a request.
 *
 * `createSendGridFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_KEY = 'SG.weftsendgridkey0000001';

class Refusal extends Error {
  constructor(status, message, field = null) {
    super(message);
    this.status = status;
    this.field = field;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));
const CONTACT_FIELDS = ['first_name', 'last_name', 'alternate_emails', 'address_line_1', 'address_line_2', 'city', 'state_province_region', 'country', 'postal_code', 'custom_fields'];

/**
 * Seed: `{ now?, contacts?: [{ email, first_name?, last_name?, city?, … }], lists?: [{ name,
 * contacts?: [email] }], customFields?: [{ name, field_type? }], templates?: [{ name }] }`.
 */
export function createSendGridFake(seed = {}) {
  let counter = 1;
  const uuid = () => `00000000-0000-4000-8000-${(counter++).toString(16).padStart(12, '0')}`;
  const state = { clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'), contacts: [], lists: [], fields: [], templates: [], mails: [], jobs: 0, calls: [], failures: [] };
  const tick = () => new Date((state.clock += 60_000)).toISOString().replace('.000Z', 'Z');
  const job = () => `job-${String(++state.jobs).padStart(4, '0')}`;

  function upsertContact(c) {
    let contact = state.contacts.find((x) => x.email === String(c.email).toLowerCase());
    const at = tick();
    if (!contact) {
      contact = { id: uuid(), email: String(c.email).toLowerCase(), first_name: '', last_name: '', alternate_emails: [], address_line_1: '', address_line_2: '', city: '', state_province_region: '', country: '', postal_code: '', list_ids: [], segment_ids: [], custom_fields: {}, created_at: at };
      state.contacts.push(contact);
    }
    for (const key of CONTACT_FIELDS) if (c[key] !== undefined) contact[key] = key === 'custom_fields' ? { ...contact.custom_fields, ...c[key] } : c[key];
    contact.updated_at = at;
    return contact;
  }
  const listView = (l) => ({ id: l.id, name: l.name, contact_count: state.contacts.filter((c) => c.list_ids.includes(l.id)).length, _metadata: { self: `https://api.sendgrid.com/v3/marketing/lists/${l.id}` } });
  const contactView = (c) => clone(c);
  const findList = (id) => {
    const list = state.lists.find((l) => l.id === id);
    if (!list) throw new Refusal(404, 'list ID does not exist', 'id');
    return list;
  };

  for (const f of seed.customFields ?? []) state.fields.push({ id: `e${counter++}_T`, name: f.name, field_type: f.field_type ?? 'Text' });
  for (const t of seed.templates ?? []) state.templates.push({ id: `d-${(counter++).toString(16).padStart(32, '0')}`, name: t.name, generation: 'dynamic', updated_at: tick(), versions: [] });
  for (const l of seed.lists ?? []) state.lists.push({ id: uuid(), name: l.name, members: l.contacts ?? [] });
  for (const c of seed.contacts ?? []) upsertContact(c);
  for (const l of state.lists) {
    for (const email of l.members) state.contacts.find((c) => c.email === email)?.list_ids.push(l.id);
    delete l.members;
  }

  /** SGQL: `field = 'v'` / `field LIKE 'v'` (with `%`) joined by AND. */
  function matcher(query) {
    const parts = String(query ?? '').trim().split(/\s+AND\s+/i).filter(Boolean);
    if (parts.length === 0) throw new Refusal(400, 'query is required', 'query');
    const tests = parts.map((part) => {
      const m = /^(\w+)\s*(=|LIKE)\s*'([^']*)'$/i.exec(part.trim());
      if (!m) throw new Refusal(400, `invalid query: ${part.trim()}`, 'query');
      const [, field, op, value] = m;
      if (op === '=') return (c) => String(c[field] ?? '').toLowerCase() === value.toLowerCase();
      const re = new RegExp(`^${value.split('%').map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 'i');
      return (c) => re.test(String(c[field] ?? ''));
    });
    return (c) => tests.every((t) => t(c));
  }

  function route(method, path, query, body) {
    const rest = path.slice('/v3'.length);
    let m;
    if (rest === '/scopes' && method === 'GET') return [200, { scopes: ['mail.send', 'marketing.read', 'marketing.write'] }];
    if (rest === '/marketing/field_definitions' && method === 'GET') return [200, { custom_fields: clone(state.fields), reserved_fields: [], _metadata: { self: 'https://api.sendgrid.com/v3/marketing/field_definitions' } }];
    if (rest === '/templates' && method === 'GET') return [200, { result: clone(state.templates), templates: clone(state.templates), _metadata: { self: 'https://api.sendgrid.com/v3/templates' } }];
    if (rest === '/marketing/contacts') {
      if (method === 'GET') return [200, { result: state.contacts.slice(-50).reverse().map(contactView), contact_count: state.contacts.length, _metadata: { self: 'https://api.sendgrid.com/v3/marketing/contacts' } }];
      if (method === 'PUT') {
        if (!body || !Array.isArray(body.contacts) || body.contacts.length === 0) throw new Refusal(400, 'contacts are required', 'contacts');
        const listIds = body.list_ids ?? [];
        if (!Array.isArray(listIds)) throw new Refusal(400, 'list_ids must be an array', 'list_ids');
        for (const id of listIds) findList(id);
        body.contacts.forEach((c, n) => {
          if (!c.email || !/^[^@\s]+@[^@\s]+$/.test(String(c.email))) throw new Refusal(400, 'email is invalid', `contacts[${n}].email`);
        });
        for (const c of body.contacts) {
          const contact = upsertContact(c);
          for (const id of listIds) if (!contact.list_ids.includes(id)) contact.list_ids.push(id);
        }
        return [202, { job_id: job() }];
      }
      if (method === 'DELETE') {
        if (query.delete_all_contacts === 'true') {
          state.contacts = [];
          return [202, { job_id: job() }];
        }
        if (!query.ids) throw new Refusal(400, 'ids or delete_all_contacts is required', 'ids');
        const ids = query.ids.split(',');
        for (const id of ids) if (!state.contacts.some((c) => c.id === id)) throw new Refusal(404, `contact ${id} not found`, 'ids');
        state.contacts = state.contacts.filter((c) => !ids.includes(c.id));
        return [202, { job_id: job() }];
      }
    }
    if (rest === '/marketing/contacts/search' && method === 'POST') {
      const test = matcher(body?.query);
      const result = state.contacts.filter(test).map(contactView);
      if (result.length === 0) throw new Refusal(404, 'No contacts found');
      return [200, { result, contact_count: result.length, _metadata: { self: 'https://api.sendgrid.com/v3/marketing/contacts/search' } }];
    }
    if ((m = /^\/marketing\/contacts\/([^/]+)$/.exec(rest)) && method === 'GET') {
      const contact = state.contacts.find((c) => c.id === m[1]);
      if (!contact) throw new Refusal(404, 'Record not found');
      return [200, { ...contactView(contact), _metadata: { self: `https://api.sendgrid.com/v3/marketing/contacts/${contact.id}` } }];
    }
    if (rest === '/marketing/lists') {
      if (method === 'GET') {
        const size = Math.min(1000, Number(query.page_size ?? 100) || 100);
        const from = Number(query.page_token ?? 0) || 0;
        const page = state.lists.slice(from, from + size).map(listView);
        const meta = { self: `https://api.sendgrid.com/v3/marketing/lists?page_size=${size}&page_token=${from}`, count: state.lists.length };
        if (from + size < state.lists.length) meta.next = `https://api.sendgrid.com/v3/marketing/lists?page_size=${size}&page_token=${from + size}`;
        return [200, { result: page, _metadata: meta }];
      }
      if (method === 'POST') {
        const name = body?.name;
        if (typeof name !== 'string' || name === '') throw new Refusal(400, 'name is required', 'name');
        if (state.lists.some((l) => l.name === name)) throw new Refusal(400, 'Name already exists', 'name');
        const list = { id: uuid(), name };
        tick();
        state.lists.push(list);
        return [201, listView(list)];
      }
    }
    if ((m = /^\/marketing\/lists\/([^/]+)$/.exec(rest))) {
      const list = findList(m[1]);
      if (method === 'GET') {
        const view = listView(list);
        if (query.contact_sample === 'true') view.contact_sample = state.contacts.filter((c) => c.list_ids.includes(list.id)).slice(0, 50).map(contactView);
        return [200, view];
      }
      if (method === 'PATCH') {
        if (typeof body?.name !== 'string' || body.name === '') throw new Refusal(400, 'name is required', 'name');
        list.name = body.name;
        tick();
        return [200, listView(list)];
      }
      if (method === 'DELETE') {
        state.lists = state.lists.filter((l) => l !== list);
        if (query.delete_contacts === 'true') state.contacts = state.contacts.filter((c) => !c.list_ids.includes(list.id));
        for (const c of state.contacts) c.list_ids = c.list_ids.filter((id) => id !== list.id);
        return query.delete_contacts === 'true' ? [202, { job_id: job() }] : [204, undefined];
      }
    }
    if (rest === '/mail/send' && method === 'POST') {
      const personalizations = body?.personalizations;
      if (!Array.isArray(personalizations) || personalizations.length === 0) throw new Refusal(400, 'The personalizations field is required and must have at least one personalization.', 'personalizations');
      for (const [n, pz] of personalizations.entries()) {
        if (!Array.isArray(pz.to) || pz.to.length === 0) throw new Refusal(400, 'The to array is required for all personalization objects, and must have at least one email object with a valid email address.', `personalizations.${n}.to`);
        for (const to of pz.to) if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(to.email ?? ''))) throw new Refusal(400, 'Does not contain a valid address.', `personalizations.${n}.to`);
      }
      if (!body.from?.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(body.from.email))) throw new Refusal(400, 'The from object must be provided for every email send. It is an object that requires the email parameter, but may also contain a name parameter.', 'from.email');
      if (body.template_id === undefined) {
        if (!personalizations.every((pz) => pz.subject) && !body.subject) throw new Refusal(400, 'The subject is required. You can get around this requirement if you use a template with a subject defined or if every personalization has a subject defined.', 'subject');
        if (!Array.isArray(body.content) || body.content.length === 0 || body.content.some((c) => !c.value)) throw new Refusal(400, 'The content value must be a string at least one character in length.', 'content.0.value');
      } else if (!state.templates.some((t) => t.id === body.template_id)) {
        throw new Refusal(400, 'The template_id must be a valid GUID, you provided \'' + body.template_id + '\'.', 'template_id');
      }
      const id = `wfmsg${String(state.mails.length + 1).padStart(6, '0')}`;
      tick();
      state.mails.push({ id, body: clone(body) });
      return [202, undefined, { 'X-Message-Id': id }];
    }
    throw new Refusal(404, 'resource not found');
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/v3/')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const query = Object.fromEntries(url.searchParams);
    const auth = req.headers.authorization ?? '';
    state.calls.push({ method: req.method, path: url.pathname, query, body, authorization: auth });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, payload === undefined ? headers : { 'Content-Type': 'application/json', ...headers });
      res.end(payload === undefined ? '' : JSON.stringify(payload));
      return true;
    };
    const failure = state.failures.shift();
    if (failure) {
      return send(failure.status, { errors: [{ field: null, message: 'too many requests' }] }, failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {});
    }
    try {
      if (auth !== `Bearer ${API_KEY}`) throw new Refusal(401, 'The provided authorization grant is invalid, expired, or revoked');
      if (typeof body === 'string') throw new Refusal(400, 'Bad Request');
      const [status, payload, headers] = route(req.method ?? 'GET', url.pathname, query, body);
      return send(status, payload, headers);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(error.status, { errors: [{ field: error.field, message: error.message }] });
    }
  }

  return { handle, state };
}

/** Serves a fake on 127.0.0.1 (a free port). */
export async function start(seed = {}) {
  const fake = createSendGridFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

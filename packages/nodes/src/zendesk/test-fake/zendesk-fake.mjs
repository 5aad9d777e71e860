/**
 * A loopback Zendesk Support API (https://developer.zendesk.com/api-reference/) over in-memory
 * state, for tests and for recording n8n. Every path is under `/api/v2` and ends in `.json`:
 *
 * - tickets: `POST /tickets` (a `comment` is required), `GET|PUT|DELETE /tickets/{id}` (a `comment`
 *   in an update is added; `assignee_email` assigns), `GET /search` (`query` of `type:ticket`,
 *   `status:`, `group:`, `tags:` terms and free words matched against subject and description;
 *   `sort_by`, `sort_order`);
 * - suspended tickets: `GET /suspended_tickets`, `GET|DELETE /suspended_tickets/{id}`,
 *   `PUT /suspended_tickets/{id}/recover`;
 * - `GET /ticket_fields`, `GET /ticket_fields/{id}`;
 * - users: `POST|GET /users` (`role` or `role[]`), `GET /users/search` (`query`, `external_id`),
 *   `GET|PUT|DELETE /users/{id}`, `GET /users/{id}/organizations`, `GET /users/{id}/related`;
 * - organizations: `POST|GET /organizations`, `GET /organizations/count`,
 *   `GET|PUT|DELETE /organizations/{id}`, `GET /organizations/{id}/related`;
 * - look-ups: `/groups`, `/tags`, `/locales`, `/user_fields`, `/organization_fields`.
 *
 * Lists are paged with `page` and `per_page` (100 by default) and link the next page as an absolute
 * `next_page` URL on the account's site (`https://<subdomain>.zendesk.com`, whatever host the
 * request came to). Requests sign in with HTTP Basic `EMAIL/token:API_TOKEN` or a Bearer
 * `ACCESS_TOKEN`; anything else is answered 401. Errors have Zendesk's shapes (`{ error,
 * description, details }`, or `{ error: 'Couldn't authenticate you' }`). Ids are counted, times
 * come from a clock that moves one minute per write, so two fakes given the same calls answer the
 * same. `state.calls` logs each request; answers pushed on `state.failures`
 * (`{ status, retryAfter?, message? }`) are given first, one a request.
 *
 * `createZendeskFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const EMAIL = 'ada@weft.example';
export const API_TOKEN = 'weft-zendesk-token';
export const ACCESS_TOKEN = 'weft-zendesk-oauth';

class Refusal extends Error {
  constructor(status, body) {
    super(body.description ?? body.error);
    this.status = status;
    this.body = body;
  }
}
const notFound = () => new Refusal(404, { error: 'RecordNotFound', description: 'Not found' });
const invalid = (field, description) => new Refusal(422, { error: 'RecordInvalid', description: 'Record validation errors', details: { [field]: [{ description, error: 'BlankValue' }] } });

const GROUPS = [{ id: 360001, name: 'Support' }, { id: 360002, name: 'Billing' }];
const LOCALES = [{ id: 1, locale: 'en-US', name: 'English' }, { id: 8, locale: 'de', name: 'Deutsch' }];
const TICKET_FIELDS = [
  { id: 100, type: 'subject', title: 'Subject', active: true, required: true },
  { id: 101, type: 'description', title: 'Description', active: true, required: true },
  { id: 102, type: 'status', title: 'Status', active: true, required: false },
  { id: 900001, type: 'text', title: 'Order number', active: true, required: false },
  { id: 900002, type: 'tagger', title: 'Product', active: true, required: false, custom_field_options: [{ id: 1, name: 'Looms', value: 'looms' }] },
];
const USER_FIELDS = [{ id: 7001, key: 'plan', title: 'Plan', type: 'text' }];
const ORGANIZATION_FIELDS = [{ id: 8001, key: 'tier', title: 'Tier', type: 'text' }];

const readBody = (req) => new Promise((resolve, reject) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => resolve(Buffer.concat(chunks)));
  req.on('error', reject);
});

/** A fake Zendesk account over `seed` (`{ subdomain?, users, organizations, tickets, suspendedTickets }`, each a list of bodies). */
export function createZendeskFake(seed = {}) {
  const site = `https://${seed.subdomain ?? 'weft'}.zendesk.com`;
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00Z'),
    next: { ticket: 1, user: 361000000001, organization: 362000000001, suspended: 1 },
    tickets: [], users: [], organizations: [], suspended: [], comments: [],
    failures: [], calls: [],
  };
  const tick = () => new Date((state.clock += 60_000)).toISOString().replace('.000Z', 'Z');
  const agent = { id: 361000000000, name: 'Ada Lovelace', email: EMAIL, role: 'admin' };
  const tagsOf = () => [...new Set([...state.tickets, ...state.users, ...state.organizations].flatMap((e) => e.tags ?? []))].sort().map((name) => ({ name, count: 1 }));

  function createTicket(body) {
    if (!body.comment || (!body.comment.body && !body.comment.html_body)) throw invalid('base', 'Description: cannot be blank');
    const id = state.next.ticket++;
    const now = tick();
    const description = String(body.comment.body ?? body.comment.html_body ?? '');
    const ticket = {
      url: `${site}/api/v2/tickets/${id}.json`, id, external_id: body.external_id ?? null, via: { channel: 'api', source: { from: {}, to: {}, rel: null } },
      created_at: now, updated_at: now, type: body.type ?? null, subject: body.subject ?? description.slice(0, 60), raw_subject: body.subject ?? description.slice(0, 60),
      description, priority: body.priority ?? null, status: body.status ?? 'new', recipient: body.recipient ?? null, requester_id: agent.id, submitter_id: agent.id,
      assignee_id: null, organization_id: null, group_id: body.group_id ?? null, collaborator_ids: [], follower_ids: [], email_cc_ids: [], has_incidents: false, is_public: true,
      due_at: null, tags: body.tags ?? [], custom_fields: TICKET_FIELDS.filter((f) => f.id > 900000).map((f) => ({ id: f.id, value: (body.custom_fields ?? []).find((c) => Number(c.id) === f.id)?.value ?? null })),
      satisfaction_rating: null, sharing_agreement_ids: [], allow_channelback: false, allow_attachments: true, from_messaging_channel: false,
    };
    state.tickets.push(ticket);
    state.comments.push({ ticket_id: id, body: description, public: true });
    return ticket;
  }

  function updateTicket(ticket, body) {
    for (const key of ['type', 'subject', 'status', 'recipient', 'group_id', 'tags', 'external_id', 'priority']) if (body[key] !== undefined) ticket[key] = body[key];
    if (body.subject !== undefined) ticket.raw_subject = body.subject;
    if (body.custom_fields) for (const c of body.custom_fields) {
      const field = ticket.custom_fields.find((f) => f.id === Number(c.id));
      if (field) field.value = c.value;
    }
    if (body.assignee_email) {
      const user = state.users.find((u) => u.email === body.assignee_email);
      if (!user) throw new Refusal(422, { error: 'RecordInvalid', description: 'Record validation errors', details: { assignee: [{ description: 'Assignee: is not an agent', error: 'InvalidValue' }] } });
      ticket.assignee_id = user.id;
      if (ticket.status === 'new') ticket.status = 'open';
    }
    if (body.comment) state.comments.push({ ticket_id: ticket.id, body: body.comment.body ?? body.comment.html_body, public: body.comment.public !== false });
    ticket.updated_at = tick();
    return ticket;
  }

  function createUser(body) {
    if (!body.name) throw invalid('name', 'Name: is too short (minimum is 1 character)');
    if (body.email && state.users.some((u) => u.email === body.email)) throw new Refusal(422, { error: 'RecordInvalid', description: 'Record validation errors', details: { email: [{ description: `Email: ${body.email} is already being used by another user`, error: 'DuplicateValue' }] } });
    const id = state.next.user++;
    const now = tick();
    const user = {
      id, url: `${site}/api/v2/users/${id}.json`, name: body.name, email: body.email ?? null, created_at: now, updated_at: now, time_zone: body.time_zone ?? 'Europe/Berlin',
      iana_time_zone: 'Europe/Berlin', phone: body.phone ?? null, shared_phone_number: null, photo: null, locale_id: 1, locale: body.locale ?? 'en-US',
      organization_id: body.organization_id ?? null, role: body.role ?? 'end-user', verified: body.verified ?? false, external_id: body.external_id ?? null, tags: body.tags ?? [],
      alias: body.alias ?? null, active: true, shared: false, shared_agent: false, last_login_at: null, two_factor_auth_enabled: null, signature: body.signature ?? null,
      details: body.details ?? null, notes: body.notes ?? null, role_type: null, custom_role_id: body.custom_role_id ?? null, moderator: body.moderator ?? false,
      ticket_restriction: body.ticket_restriction ?? 'requested', only_private_comments: body.only_private_comments ?? false, restricted_agent: body.restricted_agent ?? true,
      suspended: body.suspended ?? false, default_group_id: null, report_csv: body.report_csv ?? false, user_fields: { plan: null, ...(body.user_fields ?? {}) },
    };
    state.users.push(user);
    return user;
  }

  function createOrganization(body) {
    if (!body.name) throw invalid('name', 'Name: cannot be blank');
    if (state.organizations.some((o) => o.name === body.name)) throw new Refusal(422, { error: 'RecordInvalid', description: 'Record validation errors', details: { name: [{ description: 'Name: has already been taken', error: 'DuplicateValue' }] } });
    const id = state.next.organization++;
    const now = tick();
    const org = {
      url: `${site}/api/v2/organizations/${id}.json`, id, name: body.name, shared_tickets: false, shared_comments: false, external_id: null, created_at: now, updated_at: now,
      domain_names: typeof body.domain_names === 'string' ? body.domain_names.split(/[ ,]+/).filter(Boolean) : body.domain_names ?? [], details: body.details ?? null, notes: body.notes ?? null,
      group_id: null, tags: body.tags ?? [], organization_fields: { tier: null, ...(body.organization_fields ?? {}) },
    };
    state.organizations.push(org);
    return org;
  }

  /** One page of `list` under `property`, with Zendesk's `next_page` link. */
  function page(list, property, url, extra = {}) {
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 100) || 100, 100);
    const number = Number(url.searchParams.get('page') ?? 1) || 1;
    const slice = list.slice((number - 1) * perPage, number * perPage);
    const link = (n) => {
      const next = new URL(`${site}${url.pathname}`);
      for (const [k, v] of url.searchParams) if (k !== 'page') next.searchParams.append(k, v);
      next.searchParams.set('page', String(n));
      return next.toString();
    };
    return { [property]: slice, next_page: number * perPage < list.length ? link(number + 1) : null, previous_page: number > 1 ? link(number - 1) : null, count: list.length, ...extra };
  }

  function search(url) {
    const terms = String(url.searchParams.get('query') ?? '').split(/\s+/).filter(Boolean);
    let list = state.tickets;
    if (!terms.includes('type:ticket')) list = [];
    for (const term of terms) {
      const [key, value] = term.includes(':') ? term.split(/:(.*)/s) : [undefined, term];
      if (key === 'type') continue;
      if (key === 'status') list = list.filter((t) => t.status === value);
      else if (key === 'group') list = list.filter((t) => String(t.group_id) === value || GROUPS.find((g) => g.id === t.group_id)?.name === value);
      else if (key === 'tags') list = list.filter((t) => t.tags.includes(value));
      else if (key === undefined) list = list.filter((t) => `${t.subject} ${t.description}`.toLowerCase().includes(value.toLowerCase()));
    }
    const sortBy = url.searchParams.get('sort_by');
    if (sortBy) {
      const key = { created_at: 'created_at', updated_at: 'updated_at', priority: 'priority', status: 'status', ticket_type: 'type' }[sortBy] ?? 'id';
      list = [...list].sort((a, b) => (String(a[key]) < String(b[key]) ? -1 : String(a[key]) > String(b[key]) ? 1 : a.id - b.id));
      if (url.searchParams.get('sort_order') === 'desc') list.reverse();
    }
    return page(list.map((t) => ({ ...t, result_type: 'ticket' })), 'results', url, { facets: null });
  }

  function answer(method, path, url, body) {
    let m;
    const find = (list, id) => list.find((e) => String(e.id) === String(id)) ?? (() => { throw notFound(); })();
    const remove = (list, entity) => list.splice(list.indexOf(entity), 1);
    if (method === 'GET' && path === '/groups') return page(GROUPS, 'groups', url);
    if (method === 'GET' && path === '/tags') return page(tagsOf(), 'tags', url);
    if (method === 'GET' && path === '/locales') return { locales: LOCALES };
    if (method === 'GET' && path === '/user_fields') return page(USER_FIELDS, 'user_fields', url);
    if (method === 'GET' && path === '/organization_fields') return page(ORGANIZATION_FIELDS, 'organization_fields', url);
    if (method === 'GET' && path === '/ticket_fields') return page(TICKET_FIELDS, 'ticket_fields', url);
    if (method === 'GET' && (m = /^\/ticket_fields\/(\d+)$/.exec(path))) return { ticket_field: find(TICKET_FIELDS, m[1]) };
    if (method === 'GET' && path === '/search') return search(url);
    if (path === '/tickets' && method === 'POST') return [201, { ticket: createTicket(body.ticket ?? {}), audit: { id: 1, events: [] } }];
    if ((m = /^\/tickets\/(\d+)$/.exec(path))) {
      const ticket = find(state.tickets, m[1]);
      if (method === 'GET') return { ticket };
      if (method === 'PUT') return { ticket: updateTicket(ticket, body.ticket ?? {}), audit: { id: 2, events: [] } };
      if (method === 'DELETE') return [204, remove(state.tickets, ticket) && undefined];
    }
    if (method === 'GET' && path === '/suspended_tickets') return page(state.suspended, 'suspended_tickets', url);
    if ((m = /^\/suspended_tickets\/(\d+)(\/recover)?$/.exec(path))) {
      const suspended = find(state.suspended, m[1]);
      if (m[2] && method === 'PUT') {
        remove(state.suspended, suspended);
        return { ticket: createTicket({ subject: suspended.subject, comment: { body: suspended.content } }) };
      }
      if (method === 'GET') return { suspended_ticket: suspended };
      if (method === 'DELETE') return [204, remove(state.suspended, suspended) && undefined];
    }
    if (path === '/users' && method === 'POST') return [201, { user: createUser(body.user ?? {}) }];
    if (path === '/users' && method === 'GET') {
      const roles = [...url.searchParams.getAll('role'), ...url.searchParams.getAll('role[]')];
      return page(state.users.filter((u) => !roles.length || roles.includes(u.role)), 'users', url);
    }
    if (path === '/users/search' && method === 'GET') {
      const query = url.searchParams.get('query');
      const external = url.searchParams.get('external_id');
      const users = state.users.filter((u) => (external ? u.external_id === external : query ? `${u.name} ${u.email}`.toLowerCase().includes(query.replace(/^(email|name):/, '').toLowerCase()) : true));
      return page(users, 'users', url);
    }
    if ((m = /^\/users\/(\d+)(\/organizations|\/related)?$/.exec(path))) {
      const user = find(state.users, m[1]);
      if (m[2] === '/organizations') return page(state.organizations.filter((o) => o.id === user.organization_id), 'organizations', url);
      if (m[2] === '/related') return { user_related: { assigned_tickets: state.tickets.filter((t) => t.assignee_id === user.id).length, requested_tickets: 0, ccd_tickets: 0, organization_subscriptions: 0, topics: 0, topic_comments: 0, votes: 0, subscriptions: 0, entry_subscriptions: 0, forum_subscriptions: 0 } };
      if (method === 'GET') return { user };
      if (method === 'PUT') {
        const { user_fields: fields, ...rest } = body.user ?? {};
        Object.assign(user, rest, { updated_at: tick() });
        if (fields) Object.assign(user.user_fields, fields);
        return { user };
      }
      if (method === 'DELETE') {
        remove(state.users, user);
        return { user: { ...user, active: false, updated_at: tick() } };
      }
    }
    if (path === '/organizations' && method === 'POST') return [201, { organization: createOrganization(body.organization ?? {}) }];
    if (path === '/organizations' && method === 'GET') return page(state.organizations, 'organizations', url);
    if (path === '/organizations/count' && method === 'GET') return { count: { value: state.organizations.length, refreshed_at: new Date(state.clock).toISOString().replace('.000Z', 'Z') } };
    if ((m = /^\/organizations\/(\d+)(\/related)?$/.exec(path))) {
      const org = find(state.organizations, m[1]);
      if (m[2]) return { organization_related: { tickets_count: state.tickets.filter((t) => t.organization_id === org.id).length, users_count: state.users.filter((u) => u.organization_id === org.id).length } };
      if (method === 'GET') return { organization: org };
      if (method === 'PUT') {
        const { organization_fields: fields, domain_names: domains, ...rest } = body.organization ?? {};
        Object.assign(org, rest, { updated_at: tick() });
        if (domains !== undefined) org.domain_names = typeof domains === 'string' ? domains.split(/[ ,]+/).filter(Boolean) : domains;
        if (fields) Object.assign(org.organization_fields, fields);
        return { organization: org };
      }
      if (method === 'DELETE') return [204, remove(state.organizations, org) && undefined];
    }
    throw new Refusal(404, { error: 'InvalidEndpoint', description: 'Not found' });
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const body = raw.length ? JSON.parse(raw.toString('utf8')) : {};
    const path = url.pathname.replace(/^\/api\/v2/, '').replace(/\.json$/, '');
    const authorization = String(req.headers.authorization ?? '');
    state.calls.push({ method: req.method, path, query: Object.fromEntries(url.searchParams), rawQuery: url.search, body: raw.length ? body : undefined, authorization });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, payload === undefined ? headers : { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(payload === undefined ? undefined : JSON.stringify(payload));
      return true;
    };
    const failure = state.failures.shift();
    if (failure) return send(failure.status, { error: failure.message ?? 'APIRateLimitExceeded', description: 'Rate limit for api requests exceeded' }, failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {});
    const basic = `Basic ${Buffer.from(`${EMAIL}/token:${API_TOKEN}`).toString('base64')}`;
    if (authorization !== basic && authorization !== `Bearer ${ACCESS_TOKEN}`) return send(401, { error: "Couldn't authenticate you" });
    try {
      const out = answer(req.method, path, url, body);
      return Array.isArray(out) ? send(out[0], out[1]) : send(200, out);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(error.status, error.body);
    }
  }

  for (const o of seed.organizations ?? []) createOrganization(o);
  for (const u of seed.users ?? []) createUser(u);
  for (const t of seed.tickets ?? []) {
    const { assignee_email: assignee, ...rest } = t;
    const ticket = createTicket(rest);
    if (assignee) updateTicket(ticket, { assignee_email: assignee });
  }
  for (const s of seed.suspendedTickets ?? []) {
    const id = state.next.suspended++;
    state.suspended.push({ id, url: `${site}/api/v2/suspended_tickets/${id}.json`, author: { id: null, name: s.authorName ?? 'Unknown', email: s.authorEmail ?? 'spam@example.com' }, subject: s.subject, content: s.content, cause: s.cause ?? 'Detected as spam', cause_id: 0, message_id: `<${id}@weft.example>`, ticket_id: null, created_at: tick(), updated_at: new Date(state.clock).toISOString().replace('.000Z', 'Z'), via: { channel: 'email' }, recipient: 'support@weft.zendesk.com', brand_id: 1 });
  }
  state.calls.length = 0;
  return { state, handle };
}

/** Serves a fake on 127.0.0.1:0. */
export async function start(seed) {
  const fake = createZendeskFake(seed);
  const server = createServer((req, res) => {
    fake.handle(req, res).catch((error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: String(error) }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

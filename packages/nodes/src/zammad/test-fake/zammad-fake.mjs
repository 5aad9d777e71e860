/**
 * A loopback Zammad helpdesk (the REST API under `/api/v1`, as docs.zammad.org documents it) over
 * in-memory state, for tests and for recording n8n:
 *
 * - users: `GET|POST /users`, `GET /users/me`, `GET /users/search` (`query`: words matched against
 *   login, names and email, or `field:value`; `sort_by`, `order_by`), `GET|PUT|DELETE /users/{id}`;
 * - organizations, groups: `GET|POST /<kind>`, `GET|PUT|DELETE /<kind>/{id}`;
 * - tickets: `GET|POST /tickets` (a ticket names its `group` and `customer` by name and email and
 *   needs a first `article`), `GET|DELETE /tickets/{id}`, `GET /ticket_articles/by_ticket/{id}`;
 * - `GET /object_manager_attributes`.
 *
 * Lists are paged with `page` and `per_page` (in id order). A new helpdesk holds Zammad's own
 * entities: the system user 1 (`-`), the Zammad Foundation organization, the Users group, and the
 * agent who signs in (`EMAIL`, user 2). Requests sign in with HTTP Basic `EMAIL:PASSWORD` or
 * `Token token=TOKEN`; anything else is answered 401. Errors have Zammad's shape (`{ error,
 * error_human }`): 404 for unknown ids, 422 for invalid or duplicate entities ("Object already
 * exists!"). Ids are counted and times come from a clock that moves one minute per write, so two
 * fakes given the same calls answer the same. `state.calls` logs each request.
 *
 * Seed: `{ users?, organizations?, groups?, tickets? }`, bodies as the API takes them.
 * `createZammadFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const EMAIL = 'agent@weft.example';
export const PASSWORD = 'weft-zammad-pass';
export const TOKEN = 'weft-zammad-token';

class Refusal extends Error {
  constructor(status, error) {
    super(error);
    this.status = status;
    this.body = { error, error_human: error };
  }
}

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const ATTRIBUTES = [
  { id: 1, object: 'User', name: 'login', display: 'Login', created_by_id: 1 },
  { id: 2, object: 'User', name: 'firstname', display: 'Firstname', created_by_id: 1 },
  { id: 3, object: 'User', name: 'lastname', display: 'Lastname', created_by_id: 1 },
  { id: 4, object: 'User', name: 'shoe_size', display: 'Shoe size', created_by_id: 2 },
  { id: 5, object: 'Organization', name: 'name', display: 'Name', created_by_id: 1 },
  { id: 6, object: 'Organization', name: 'tier', display: 'Tier', created_by_id: 2 },
  { id: 7, object: 'Group', name: 'name', display: 'Name', created_by_id: 1 },
  { id: 8, object: 'Ticket', name: 'title', display: 'Title', created_by_id: 1 },
  { id: 9, object: 'Ticket', name: 'product', display: 'Product', created_by_id: 2 },
];

/** A fake helpdesk over `seed` (see the module comment). */
export function createZammadFake(seed = {}) {
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00Z'),
    next: { users: 1, organizations: 1, groups: 1, tickets: 1, articles: 1, number: 31001 },
    users: [],
    organizations: [],
    groups: [],
    tickets: [],
    articles: [],
    calls: [],
  };
  const tick = () => new Date((state.clock += 60_000)).toISOString();
  const stamp = (by = 2) => {
    const now = tick();
    return { created_by_id: by, updated_by_id: by, created_at: now, updated_at: now };
  };
  const orgByName = (name) => state.organizations.find((o) => o.name === name);

  function createUser(body, by = 2) {
    if (!body.firstname && !body.lastname && !body.email && !body.login)
      throw new Refusal(
        422,
        'Minimum one identifier (login, firstname, lastname, phone or email) for user is required.',
      );
    if (body.email && state.users.some((u) => u.email === body.email))
      throw new Refusal(422, `Email address '${body.email}' is already used for another user.`);
    const { organization, role_ids: roles, ...fields } = body;
    const org = organization !== undefined ? orgByName(organization) : undefined;
    if (organization !== undefined && organization !== '' && !org)
      throw new Refusal(422, `No lookup value found for 'organization': "${organization}"`);
    const user = {
      id: state.next.users++,
      organization_id: org?.id ?? fields.organization_id ?? null,
      login: fields.login ?? (fields.email || `auto-${state.next.users}`),
      firstname: '',
      lastname: '',
      email: '',
      image: null,
      image_source: null,
      web: '',
      phone: '',
      fax: '',
      mobile: '',
      department: '',
      street: '',
      zip: '',
      city: '',
      country: '',
      address: '',
      vip: false,
      verified: false,
      active: true,
      note: '',
      last_login: null,
      source: null,
      login_failed: 0,
      out_of_office: false,
      out_of_office_start_at: null,
      out_of_office_end_at: null,
      out_of_office_replacement_id: null,
      preferences: { locale: 'en-us' },
      ...fields,
      role_ids: roles ?? [3],
      organization_ids: [],
      authorization_ids: [],
      karma_user_ids: [],
      group_ids: {},
      ...stamp(by),
    };
    user.login = String(user.login).toLowerCase();
    state.users.push(user);
    return user;
  }
  function createOrganization(body, by = 2) {
    if (!body.name) throw new Refusal(422, "Name can't be blank");
    if (orgByName(body.name)) throw new Refusal(422, 'Object already exists!');
    const org = {
      id: state.next.organizations++,
      name: body.name,
      shared: true,
      domain: '',
      domain_assignment: false,
      active: true,
      vip: false,
      note: '',
      ...body,
      member_ids: [],
      secondary_member_ids: [],
      ...stamp(by),
    };
    state.organizations.push(org);
    return org;
  }
  function createGroup(body, by = 2) {
    if (!body.name) throw new Refusal(422, "Name can't be blank");
    if (state.groups.some((g) => g.name === body.name)) throw new Refusal(422, 'Object already exists!');
    const group = {
      id: state.next.groups++,
      signature_id: null,
      email_address_id: null,
      name: body.name,
      name_last: body.name,
      parent_id: null,
      assignment_timeout: null,
      follow_up_possible: 'yes',
      reopen_time_in_days: null,
      follow_up_assignment: true,
      active: true,
      shared_drafts: true,
      note: '',
      ...body,
      user_ids: [2],
      ...stamp(by),
    };
    state.groups.push(group);
    return group;
  }
  function createTicket(body) {
    const group = state.groups.find((g) => g.name === body.group || g.id === body.group_id);
    if (!group) throw new Refusal(422, `No lookup value found for 'group': ${JSON.stringify(body.group ?? null)}`);
    const customer = state.users.find((u) => u.email === body.customer || u.id === body.customer_id);
    if (!customer)
      throw new Refusal(422, `No lookup value found for 'customer': ${JSON.stringify(body.customer ?? null)}`);
    if (!body.title) throw new Refusal(422, "Title can't be blank");
    if (!body.article || !body.article.body) throw new Refusal(422, 'Need at least an article body');
    const { group: _g, customer: _c, article, ...fields } = body;
    const ticket = {
      id: state.next.tickets++,
      group_id: group.id,
      priority_id: 2,
      state_id: 1,
      organization_id: customer.organization_id,
      number: String(state.next.number++),
      title: body.title,
      owner_id: 1,
      customer_id: customer.id,
      note: null,
      first_response_at: null,
      first_response_escalation_at: null,
      close_at: null,
      close_escalation_at: null,
      update_escalation_at: null,
      last_contact_at: null,
      last_contact_agent_at: null,
      last_contact_customer_at: null,
      create_article_type_id: 10,
      create_article_sender_id: 1,
      article_count: 0,
      escalation_at: null,
      pending_time: null,
      type: null,
      time_unit: null,
      preferences: {},
      ...fields,
      ...stamp(),
    };
    ticket.group_id = group.id;
    state.tickets.push(ticket);
    const type = article.type ?? 'note';
    const sender = article.sender ?? 'Agent';
    const agent = state.users.find((u) => u.id === 2);
    state.articles.push({
      id: state.next.articles++,
      ticket_id: ticket.id,
      type_id: { email: 1, phone: 5, note: 10 }[type] ?? 10,
      sender_id: { Agent: 1, Customer: 2, System: 3 }[sender] ?? 1,
      from: `${agent.firstname} ${agent.lastname} <${agent.email}>`,
      to: null,
      cc: null,
      subject: article.subject ?? null,
      reply_to: article.reply_to ?? null,
      message_id: null,
      message_id_md5: null,
      in_reply_to: null,
      content_type: 'text/plain',
      references: null,
      body: article.body,
      internal: article.internal === true,
      preferences: {},
      updated_by_id: 2,
      created_by_id: 2,
      origin_by_id: null,
      created_at: ticket.created_at,
      updated_at: ticket.created_at,
      attachments: [],
      type,
      sender,
      created_by: agent.login,
      updated_by: agent.login,
      time_unit: null,
    });
    ticket.article_count = 1;
    return ticket;
  }
  function update(entity, body) {
    const { organization, ...fields } = body;
    if (organization !== undefined) {
      const org = orgByName(organization);
      if (!org && organization !== '')
        throw new Refusal(422, `No lookup value found for 'organization': "${organization}"`);
      entity.organization_id = org?.id ?? null;
    }
    for (const [k, v] of Object.entries(fields)) if (!['id', 'created_at', 'created_by_id'].includes(k)) entity[k] = v;
    entity.updated_at = tick();
    return entity;
  }

  function page(list, url) {
    const sorted = [...list].sort((a, b) => a.id - b.id);
    if (!url.searchParams.has('page') && !url.searchParams.has('per_page')) return sorted.slice(0, 500);
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 100) || 100, 500);
    const number = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
    return sorted.slice((number - 1) * perPage, number * perPage);
  }
  function searchUsers(url) {
    const query = String(url.searchParams.get('query') ?? '').trim();
    let list = state.users.filter((u) => u.id !== 1);
    for (const word of query.split(/\s+/).filter((w) => w && w !== '*')) {
      const m = /^(\w+):(.*)$/.exec(word);
      if (m) list = list.filter((u) => String(u[m[1]] ?? '').toLowerCase() === m[2].toLowerCase());
      else
        list = list.filter((u) =>
          `${u.login} ${u.firstname} ${u.lastname} ${u.email}`.toLowerCase().includes(word.toLowerCase()),
        );
    }
    const sortBy = url.searchParams.get('sort_by');
    if (sortBy) {
      const direction = url.searchParams.get('order_by') === 'desc' ? -1 : 1;
      list = [...list].sort((a, b) =>
        String(a[sortBy]) < String(b[sortBy])
          ? -direction
          : String(a[sortBy]) > String(b[sortBy])
            ? direction
            : a.id - b.id,
      );
      const perPage = Number(url.searchParams.get('per_page') ?? 100) || 100;
      const number = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
      return list.slice((number - 1) * perPage, number * perPage);
    }
    return page(list, url);
  }

  const KINDS = { users: 'User', organizations: 'Organization', groups: 'Group', tickets: 'Ticket' };
  function answer(method, path, url, body, me) {
    let m;
    if (method === 'GET' && path === '/users/me') return me;
    if (method === 'GET' && path === '/users/search') return searchUsers(url);
    if (method === 'GET' && path === '/object_manager_attributes') return ATTRIBUTES;
    if ((m = /^\/ticket_articles\/by_ticket\/(\w+)$/.exec(path)) && method === 'GET') {
      if (!state.tickets.some((t) => String(t.id) === m[1]))
        throw new Refusal(404, `Couldn't find Ticket with 'id'=${m[1]}`);
      return state.articles.filter((a) => String(a.ticket_id) === m[1]);
    }
    if ((m = /^\/(users|organizations|groups|tickets)(?:\/([^/]+))?$/.exec(path))) {
      const [, kind, id] = m;
      const list = state[kind];
      if (!id && method === 'GET') return page(list, url);
      if (!id && method === 'POST')
        return [
          201,
          { users: createUser, organizations: createOrganization, groups: createGroup, tickets: createTicket }[kind](
            body,
          ),
        ];
      const entity = list.find((e) => String(e.id) === id);
      if (!entity) throw new Refusal(404, `Couldn't find ${KINDS[kind]} with 'id'=${id}`);
      if (method === 'GET') return entity;
      if (method === 'PUT' && kind !== 'tickets') {
        if (kind !== 'users' && body.name && list.some((e) => e !== entity && e.name === body.name))
          throw new Refusal(422, 'Object already exists!');
        return update(entity, body);
      }
      if (method === 'PUT') return update(entity, body);
      if (method === 'DELETE') {
        if (kind === 'users' && state.tickets.some((t) => t.customer_id === entity.id))
          throw new Refusal(422, "Can't delete, object has references.");
        list.splice(list.indexOf(entity), 1);
        if (kind === 'tickets') state.articles = state.articles.filter((a) => a.ticket_id !== entity.id);
        return {};
      }
    }
    throw new Refusal(404, `No route matches [${method}] "/api/v1${path}"`);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/api/v1/')) return false;
    const raw = await readBody(req);
    const path = url.pathname.slice('/api/v1'.length);
    const authorization = String(req.headers.authorization ?? '');
    let body = {};
    state.calls.push({
      method: req.method,
      path,
      query: Object.fromEntries(url.searchParams),
      body: raw.length ? JSON.parse(raw.toString('utf8')) : undefined,
      authorization,
    });
    if (raw.length) body = state.calls.at(-1).body;
    const send = (status, payload) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(payload));
      return true;
    };
    const me = state.users.find((u) => u.id === 2);
    const basic = `Basic ${Buffer.from(`${EMAIL}:${PASSWORD}`).toString('base64')}`;
    if (authorization.startsWith('Basic') && authorization !== basic)
      return send(401, { error: 'Invalid BasicAuth credentials' });
    if (authorization !== basic && authorization !== `Token token=${TOKEN}`)
      return send(401, { error: 'authentication failed' });
    try {
      const out = answer(req.method, path, url, body, me);
      return Array.isArray(out) && typeof out[0] === 'number' ? send(out[0], out[1]) : send(200, out);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(error.status, error.body);
    }
  }

  createUser({ login: '-', firstname: '-', lastname: '', email: '', role_ids: [] }, 1);
  createUser({ login: EMAIL, firstname: 'Agnes', lastname: 'Agent', email: EMAIL, role_ids: [1, 2] }, 1);
  createOrganization({ name: 'Zammad Foundation' }, 1);
  createGroup({ name: 'Users' }, 1);
  for (const o of seed.organizations ?? []) createOrganization(o, 2);
  for (const g of seed.groups ?? []) createGroup(g, 2);
  for (const u of seed.users ?? []) createUser(u, 2);
  for (const t of seed.tickets ?? []) createTicket(t);
  state.calls.length = 0;
  return { state, handle };
}

/** Serves a fake on 127.0.0.1:0. */
export async function start(seed) {
  const fake = createZammadFake(seed);
  const server = createServer((req, res) => {
    fake
      .handle(req, res)
      .then((handled) => {
        if (!handled) res.writeHead(404).end();
      })
      .catch((error) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: String(error) }));
      });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    fake,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

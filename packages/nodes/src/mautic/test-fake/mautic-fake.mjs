/**
 * A loopback Mautic REST API (https://developer.mautic.org/#rest-api) over in-memory state, for
 * tests and for recording n8n. Everything lives under `/api`:
 *
 * - contacts: `GET /contacts` (`search`, `start`, `limit`, `orderBy`, `orderByDir`, `publishedOnly`;
 *   `{ total, contacts: { id: contact } }`), `POST /contacts/new`, `GET /contacts/{id}`,
 *   `PATCH /contacts/{id}/edit`, `DELETE /contacts/{id}/delete`,
 *   `POST /contacts/{id}/dnc/{channel}/{add|remove}`, `POST /contacts/{id}/points/{plus|minus}/{n}`;
 * - companies: `GET /companies`, `POST /companies/new`, `GET /companies/{id}`,
 *   `PATCH /companies/{id}/edit` (blank values kept unless `overwriteWithBlank`),
 *   `DELETE /companies/{id}/delete`, `POST /companies/{id}/contact/{cid}/{add|remove}`;
 * - `GET /segments` (under `lists`), `POST /segments/{id}/contact/{cid}/{add|remove}`;
 *   `GET /campaigns`, `POST /campaigns/{id}/contact/{cid}/{add|remove}`;
 * - emails: `GET /emails`, `POST /emails/{id}/send` (a segment email, to its segments' contacts),
 *   `POST /emails/{id}/contact/{cid}/send`;
 * - `GET /tags`, `GET /stages`, `GET /fields/contact`, `GET /fields/company`;
 * - hooks: `GET /hooks/triggers`, `POST /hooks/new`, `GET /hooks/{id}`, `DELETE /hooks/{id}/delete`.
 *
 * Requests sign in with HTTP Basic (`USERNAME:PASSWORD`) or `Bearer OAUTH_TOKEN`; anything else is
 * answered 401. Refusals have Mautic's shape (`{ errors: [{ code, message, details }] }`). Ids are
 * counted per kind and times come from a clock that moves one minute per write, so two fakes given
 * the same calls answer the same. `state.calls` logs each request.
 *
 * `createMauticFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const USERNAME = 'weft';
export const PASSWORD = 'weft-mautic-password';
export const OAUTH_TOKEN = 'weft-mautic-oauth-token-0001';

/** Contact fields: alias → [label, group, type]. */
const CONTACT_FIELDS = {
  title: ['Title', 'core', 'lookup'],
  firstname: ['First Name', 'core', 'text'],
  lastname: ['Last Name', 'core', 'text'],
  company: ['Primary company', 'core', 'text'],
  position: ['Position', 'core', 'text'],
  email: ['Email', 'core', 'email'],
  mobile: ['Mobile', 'core', 'tel'],
  phone: ['Phone', 'core', 'tel'],
  points: ['Points', 'core', 'number'],
  fax: ['Fax', 'core', 'tel'],
  address1: ['Address Line 1', 'core', 'text'],
  address2: ['Address Line 2', 'core', 'text'],
  city: ['City', 'core', 'text'],
  state: ['State', 'core', 'region'],
  zipcode: ['Zip Code', 'core', 'text'],
  country: ['Country', 'core', 'country'],
  website: ['Website', 'core', 'url'],
  facebook: ['Facebook', 'social', 'text'],
  foursquare: ['Foursquare', 'social', 'text'],
  instagram: ['Instagram', 'social', 'text'],
  linkedin: ['LinkedIn', 'social', 'text'],
  skype: ['Skype', 'social', 'text'],
  twitter: ['Twitter', 'social', 'text'],
};
const COMPANY_FIELDS = {
  companyname: ['Company Name', 'core', 'text'],
  companyemail: ['Company Email', 'core', 'email'],
  companyaddress1: ['Company Address 1', 'core', 'text'],
  companyaddress2: ['Company Address 2', 'core', 'text'],
  companyphone: ['Company Phone', 'core', 'tel'],
  companycity: ['Company City', 'core', 'text'],
  companystate: ['Company State', 'core', 'region'],
  companyzipcode: ['Company Zip Code', 'core', 'text'],
  companycountry: ['Company Country', 'core', 'country'],
  companywebsite: ['Company Website', 'core', 'url'],
  companynumber_of_employees: ['Company Number of Employees', 'professional', 'number'],
  companyfax: ['Company Fax', 'professional', 'tel'],
  companyannual_revenue: ['Company Annual Revenue', 'professional', 'number'],
  companyindustry: ['Company Industry', 'professional', 'select'],
  companydescription: ['Company Description', 'professional', 'text'],
};
const INDUSTRIES = ['Agriculture', 'Education', 'Software', 'Textiles'];
const TRIGGERS = {
  'mautic.lead_post_save_new': 'Contact Created Event',
  'mautic.lead_post_save_update': 'Contact Updated Event',
  'mautic.lead_post_delete': 'Contact Deleted Event',
  'mautic.lead_points_change': 'Contact Points Changed Event',
  'mautic.email_on_open': 'Email Open Event',
  'mautic.form_on_submit': 'Form Submit Event',
};
const DNC_REASONS = { 1: 'Contacted', 2: 'Bounced', 3: 'Manual' };

class Refusal extends Error {
  constructor(status, message, details = []) {
    super(message);
    this.status = status;
    this.details = details;
  }
}
const notFound = () => new Refusal(404, 'Item was not found.');
const clone = (v) => JSON.parse(JSON.stringify(v));
const truthy = (v) => v === true || v === 'true' || v === 1 || v === '1';

/**
 * Seed: `{ now?, contacts?: [{ email, firstname?, lastname?, company?, tags?, points?, … }],
 * companies?: [{ companyname, … }], segments?: [name], campaigns?: [name], emails?: [{ name,
 * type: 'template'|'list', segments?: [name] }], stages?: [name], tags?: [name] }`.
 */
export function createMauticFake(seed = {}) {
  const counters = {};
  const next = (kind) => (counters[kind] = (counters[kind] ?? 0) + 1);
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'),
    contacts: [],
    companies: [],
    segments: [],
    campaigns: [],
    emails: [],
    stages: [],
    tags: [],
    hooks: [],
    calls: [],
  };
  const stamp = () => new Date(state.clock).toISOString().replace(/\.\d{3}Z$/, '+00:00');
  const tick = () => {
    state.clock += 60_000;
    return stamp();
  };
  const tagOf = (name) => {
    let tag = state.tags.find((t) => t.tag === name);
    if (!tag) state.tags.push((tag = { id: next('tag'), tag: name, description: null }));
    return tag;
  };
  for (const name of seed.tags ?? []) tagOf(name);
  for (const name of seed.stages ?? [])
    state.stages.push({ id: next('stage'), name, weight: 0, description: null, isPublished: true });
  for (const name of seed.segments ?? [])
    state.segments.push({
      id: next('segment'),
      name,
      alias: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      isPublished: true,
      isGlobal: true,
      members: [],
    });
  for (const name of seed.campaigns ?? [])
    state.campaigns.push({ id: next('campaign'), name, isPublished: true, members: [] });

  const fieldBlock = (defs, values) => {
    const groups = {};
    let n = 0;
    for (const [alias, [label, group, type]] of Object.entries(defs)) {
      n++;
      groups[group] ??= {};
      const value = values[alias] ?? null;
      groups[group][alias] = { id: String(n), label, alias, type, group, value, normalizedValue: value };
    }
    return groups;
  };
  function contactView(c) {
    const groups = fieldBlock(CONTACT_FIELDS, c.values);
    return {
      id: c.id,
      isPublished: true,
      dateAdded: c.dateAdded,
      dateModified: c.dateModified,
      createdBy: 1,
      createdByUser: 'Weft Admin',
      modifiedBy: c.dateModified ? 1 : null,
      modifiedByUser: c.dateModified ? 'Weft Admin' : null,
      owner: c.owner,
      points: c.values.points ?? 0,
      lastActive: c.lastActive,
      dateIdentified: c.dateAdded,
      color: null,
      ipAddresses: c.ipAddresses.map((ip) => ({ ipAddress: ip, ipDetails: [] })),
      tags: c.tags.map((name) => clone(tagOf(name))),
      utmtags: [],
      stage: c.stage ? clone(state.stages.find((s) => s.id === c.stage) ?? null) : null,
      doNotContact: clone(c.dnc),
      frequencyRules: [],
      fields: {
        core: groups.core,
        social: groups.social,
        personal: [],
        professional: [],
        all: { id: c.id, ...Object.fromEntries(Object.keys(CONTACT_FIELDS).map((a) => [a, c.values[a] ?? null])) },
      },
    };
  }
  function companyView(c) {
    const groups = fieldBlock(COMPANY_FIELDS, c.values);
    return {
      isPublished: c.isPublished,
      dateAdded: c.dateAdded,
      dateModified: c.dateModified,
      createdBy: 1,
      createdByUser: 'Weft Admin',
      modifiedBy: c.dateModified ? 1 : null,
      modifiedByUser: c.dateModified ? 'Weft Admin' : null,
      id: c.id,
      score: 0,
      owner: null,
      fields: {
        core: groups.core,
        professional: groups.professional,
        other: [],
        all: { id: c.id, ...Object.fromEntries(Object.keys(COMPANY_FIELDS).map((a) => [a, c.values[a] ?? null])) },
      },
    };
  }

  const findContact = (id) => {
    const c = state.contacts.find((x) => String(x.id) === String(id));
    if (!c) throw notFound();
    return c;
  };
  const findCompany = (id) => {
    const c = state.companies.find((x) => String(x.id) === String(id));
    if (!c) throw notFound();
    return c;
  };

  /** Applies a contact body; `fresh` for a new contact (blank values are then ignored too). */
  function applyContact(c, body, overwriteWithBlank) {
    if (body.email !== undefined && body.email !== '' && body.email !== null) {
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(body.email)))
        throw new Refusal(400, 'email: A valid email is required.', { email: ['A valid email is required.'] });
    }
    for (const alias of Object.keys(CONTACT_FIELDS)) {
      if (alias === 'points' || body[alias] === undefined) continue;
      if ((body[alias] === '' || body[alias] === null) && !overwriteWithBlank) continue;
      c.values[alias] = body[alias] === '' ? null : body[alias];
    }
    if (body.tags !== undefined) {
      const tags = Array.isArray(body.tags) ? body.tags : String(body.tags).split(',');
      for (const raw of tags.map((t) => String(t).trim()).filter(Boolean)) {
        if (raw.startsWith('-')) c.tags = c.tags.filter((t) => t !== raw.slice(1));
        else if (!c.tags.includes(raw)) {
          tagOf(raw);
          c.tags.push(raw);
        }
      }
    }
    if (body.stage !== undefined && body.stage !== '') {
      if (!state.stages.some((s) => String(s.id) === String(body.stage)))
        throw new Refusal(400, 'stage: Stage not found.');
      c.stage = Number(body.stage);
    }
    if (body.owner !== undefined && body.owner !== '')
      c.owner = { id: Number(body.owner), firstName: 'Weft', lastName: 'Admin' };
    if (body.ipAddress) c.ipAddresses.push(String(body.ipAddress));
    if (body.lastActive) c.lastActive = String(body.lastActive);
  }
  function addContact(body) {
    const c = {
      id: next('contact'),
      values: {},
      tags: [],
      stage: null,
      owner: null,
      dnc: [],
      ipAddresses: [],
      lastActive: null,
      dateAdded: tick(),
      dateModified: null,
    };
    applyContact(c, body, false);
    if (body.points !== undefined) c.values.points = Number(body.points) || 0;
    state.contacts.push(c);
    return c;
  }
  function applyCompany(c, body, overwriteWithBlank) {
    for (const alias of Object.keys(COMPANY_FIELDS)) {
      if (body[alias] === undefined) continue;
      if ((body[alias] === '' || body[alias] === null) && !overwriteWithBlank) continue;
      if (alias === 'companyindustry' && body[alias] && !INDUSTRIES.includes(body[alias]))
        throw new Refusal(400, `companyindustry: The value you selected is not a valid choice.`);
      c.values[alias] = body[alias] === '' ? null : body[alias];
    }
    if (body.isPublished !== undefined) c.isPublished = truthy(body.isPublished);
  }
  function addCompany(body) {
    if (!body.companyname) throw new Refusal(400, 'companyname: A name is required.');
    const c = {
      id: next('company'),
      values: {},
      isPublished: true,
      dateAdded: tick(),
      dateModified: null,
      members: [],
    };
    applyCompany(c, body, false);
    state.companies.push(c);
    return c;
  }

  for (const c of seed.contacts ?? []) addContact(c);
  for (const c of seed.companies ?? []) addCompany(c);
  for (const e of seed.emails ?? [])
    state.emails.push({
      id: next('email'),
      name: e.name,
      subject: e.subject ?? e.name,
      emailType: e.type ?? 'template',
      isPublished: true,
      lists: (e.segments ?? []).map((name) => state.segments.find((s) => s.name === name)?.id).filter(Boolean),
      sentCount: 0,
    });

  /** A page of `{ total, <key>: { id: record } }`. */
  function listing(key, records, query, sortable) {
    let list = records;
    if (query.search) {
      const term = String(query.search).toLowerCase();
      list = list.filter((r) => sortable(r, 'search').toLowerCase().includes(term));
    }
    if (truthy(query.publishedOnly)) list = list.filter((r) => r.isPublished !== false);
    if (query.orderBy) {
      const dir = String(query.orderByDir ?? 'asc').toLowerCase() === 'desc' ? -1 : 1;
      list = [...list].sort((a, b) => {
        const x = sortable(a, query.orderBy);
        const y = sortable(b, query.orderBy);
        return (x < y ? -1 : x > y ? 1 : 0) * dir;
      });
    }
    const start = Number(query.start ?? 0) || 0;
    const limit = query.limit === undefined ? 30 : Number(query.limit);
    const page = list.slice(start, start + limit);
    return {
      total: String(list.length),
      [key]: page.length ? Object.fromEntries(page.map((r) => [String(r.id), r.view])) : [],
    };
  }
  const contactSort = (c, column) => {
    if (column === 'search') return [c.values.email, c.values.firstname, c.values.lastname, c.values.company].join(' ');
    if (column === 'id') return c.id;
    if (column === 'date_added') return c.dateAdded;
    return String(c.values[column] ?? '');
  };
  const companySort = (c, column) => {
    if (column === 'search') return String(c.values.companyname ?? '');
    if (column === 'id') return c.id;
    return String(c.values[column] ?? '');
  };
  const simpleList = (key, records) => ({
    total: records.length,
    [key]: records.length ? Object.fromEntries(records.map((r) => [String(r.id), clone(r)])) : [],
  });

  function membership(collection, id, contactId, action) {
    const container = collection.find((x) => String(x.id) === String(id));
    if (!container) throw notFound();
    const contact = findContact(contactId);
    container.members ??= [];
    if (action === 'add') {
      if (!container.members.includes(contact.id)) container.members.push(contact.id);
    } else container.members = container.members.filter((m) => m !== contact.id);
    tick();
    return [200, { success: 1 }];
  }

  function route(method, parts, query, body) {
    const [head, a, b, c, d] = parts;
    body ??= {};
    if (head === 'contacts') {
      if (method === 'GET' && a === undefined)
        return [
          200,
          listing(
            'contacts',
            state.contacts.map((x) => ({ ...x, isPublished: true, view: contactView(x) })),
            query,
            contactSort,
          ),
        ];
      if (method === 'POST' && a === 'new' && b === undefined) return [201, { contact: contactView(addContact(body)) }];
      const contact = findContact(a);
      if (method === 'GET' && b === undefined) return [200, { contact: contactView(contact) }];
      if ((method === 'PATCH' || method === 'PUT') && b === 'edit') {
        applyContact(contact, body, truthy(body.overwriteWithBlank));
        contact.dateModified = tick();
        return [200, { contact: contactView(contact) }];
      }
      if (method === 'DELETE' && b === 'delete') {
        const view = contactView(contact);
        state.contacts = state.contacts.filter((x) => x !== contact);
        tick();
        return [
          200,
          { contact: { ...view, id: null, fields: { ...view.fields, all: { ...view.fields.all, id: null } } } },
        ];
      }
      if (method === 'POST' && b === 'dnc' && c !== undefined && d !== undefined) {
        if (!['email', 'sms'].includes(c)) throw new Refusal(400, `Channel ${c} is not valid.`);
        if (d === 'add') {
          const reason = Number(body.reason ?? 3);
          contact.dnc = contact.dnc.filter((x) => x.channel !== c);
          contact.dnc.push({
            id: next('dnc'),
            reason,
            comments: body.comments ?? DNC_REASONS[reason] ?? '',
            channel: c,
            channelId: null,
          });
          contact.dateModified = tick();
          return [200, { contact: contactView(contact) }];
        }
        if (d === 'remove') {
          const found = contact.dnc.some((x) => x.channel === c);
          contact.dnc = contact.dnc.filter((x) => x.channel !== c);
          contact.dateModified = tick();
          return [200, { recordFound: found, contact: contactView(contact) }];
        }
      }
      if (method === 'POST' && b === 'points' && (c === 'plus' || c === 'minus') && d !== undefined) {
        const delta = Number(d);
        if (!Number.isFinite(delta)) throw new Refusal(400, 'Points must be a number.');
        contact.values.points = (contact.values.points ?? 0) + (c === 'plus' ? delta : -delta);
        contact.dateModified = tick();
        return [200, { success: true }];
      }
    }
    if (head === 'companies') {
      if (method === 'GET' && a === undefined)
        return [
          200,
          listing(
            'companies',
            state.companies.map((x) => ({ ...x, view: companyView(x) })),
            query,
            companySort,
          ),
        ];
      if (method === 'POST' && a === 'new' && b === undefined) return [201, { company: companyView(addCompany(body)) }];
      const company = findCompany(a);
      if (method === 'GET' && b === undefined) return [200, { company: companyView(company) }];
      if ((method === 'PATCH' || method === 'PUT') && b === 'edit') {
        applyCompany(company, body, truthy(body.overwriteWithBlank));
        company.dateModified = tick();
        return [200, { company: companyView(company) }];
      }
      if (method === 'DELETE' && b === 'delete') {
        const view = companyView(company);
        state.companies = state.companies.filter((x) => x !== company);
        tick();
        return [200, { company: { ...view, id: null } }];
      }
      if (method === 'POST' && b === 'contact' && c !== undefined && (d === 'add' || d === 'remove'))
        return membership(state.companies, a, c, d);
    }
    if (head === 'segments') {
      if (method === 'GET' && a === undefined)
        return [
          200,
          simpleList(
            'lists',
            state.segments.map(({ members, ...s }) => ({ ...s, contactCount: members.length })),
          ),
        ];
      if (method === 'POST' && b === 'contact' && c !== undefined && (d === 'add' || d === 'remove'))
        return membership(state.segments, a, c, d);
    }
    if (head === 'campaigns') {
      if (method === 'GET' && a === undefined)
        return [
          200,
          simpleList(
            'campaigns',
            state.campaigns.map(({ members, ...x }) => x),
          ),
        ];
      if (method === 'POST' && b === 'contact' && c !== undefined && (d === 'add' || d === 'remove'))
        return membership(state.campaigns, a, c, d);
    }
    if (head === 'emails') {
      if (method === 'GET' && a === undefined) return [200, simpleList('emails', state.emails)];
      const email = state.emails.find((e) => String(e.id) === String(a));
      if (!email) throw notFound();
      if (method === 'POST' && b === 'send' && c === undefined) {
        if (email.emailType !== 'list') throw new Refusal(400, 'The email must be a segment email.');
        const recipients = new Set(state.segments.filter((s) => email.lists.includes(s.id)).flatMap((s) => s.members));
        email.sentCount += recipients.size;
        tick();
        return [200, { success: 1, sentCount: recipients.size, failedRecipients: 0 }];
      }
      if (method === 'POST' && b === 'contact' && c !== undefined && d === 'send') {
        const contact = findContact(c);
        if (contact.dnc.some((x) => x.channel === 'email'))
          throw new Refusal(400, 'The contact is on the do-not-contact list for email.');
        email.sentCount++;
        tick();
        return [200, { success: 1 }];
      }
    }
    if (method === 'GET' && head === 'tags' && a === undefined) return [200, simpleList('tags', state.tags)];
    if (method === 'GET' && head === 'stages' && a === undefined) return [200, simpleList('stages', state.stages)];
    if (method === 'GET' && head === 'fields' && b === undefined && (a === 'contact' || a === 'company')) {
      const defs = a === 'contact' ? CONTACT_FIELDS : COMPANY_FIELDS;
      const fields = Object.entries(defs).map(([alias, [label, group, type]], n) => ({
        id: n + 1,
        label,
        alias,
        type,
        group,
        object: a === 'contact' ? 'lead' : 'company',
        properties: alias === 'companyindustry' ? { list: INDUSTRIES.map((x) => ({ label: x, value: x })) } : [],
      }));
      return [200, simpleList('fields', fields)];
    }
    if (head === 'hooks') {
      if (method === 'GET' && a === 'triggers' && b === undefined)
        return [
          200,
          {
            triggers: Object.fromEntries(
              Object.entries(TRIGGERS).map(([key, label]) => [key, { label, description: `Sent when: ${label}` }]),
            ),
          },
        ];
      if (method === 'POST' && a === 'new' && b === undefined) {
        if (!body.webhookUrl) throw new Refusal(400, 'webhookUrl: A value is required.');
        const triggers = Array.isArray(body.triggers) ? body.triggers : [];
        for (const t of triggers) if (!TRIGGERS[t]) throw new Refusal(400, `triggers: ${t} is not a valid event.`);
        const hook = {
          id: next('hook'),
          name: body.name ?? '',
          description: body.description ?? '',
          webhookUrl: body.webhookUrl,
          eventsOrderbyDir: body.eventsOrderbyDir ?? 'ASC',
          isPublished: truthy(body.isPublished),
          triggers,
          dateAdded: tick(),
        };
        state.hooks.push(hook);
        return [201, { hook: clone(hook) }];
      }
      const hook = state.hooks.find((h) => String(h.id) === String(a));
      if (!hook) throw notFound();
      if (method === 'GET' && b === undefined) return [200, { hook: clone(hook) }];
      if (method === 'DELETE' && b === 'delete') {
        state.hooks = state.hooks.filter((h) => h !== hook);
        return [200, { hook: { ...clone(hook), id: null } }];
      }
    }
    throw new Refusal(404, 'Requested URL not found: /api/' + parts.join('/'));
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/api/')) return false;
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
    const send = (status, payload) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(payload));
      return true;
    };
    try {
      const basic = auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString('utf8') : undefined;
      if (basic !== `${USERNAME}:${PASSWORD}` && auth !== `Bearer ${OAUTH_TOKEN}`)
        throw new Refusal(401, 'API authorization denied.');
      if (typeof body === 'string') throw new Refusal(400, 'Request body is not valid JSON.');
      const parts = url.pathname
        .slice('/api/'.length)
        .split('/')
        .filter(Boolean)
        .map((part) => decodeURIComponent(part));
      const [status, payload] = route(req.method ?? 'GET', parts, query, body);
      return send(status, payload);
    } catch (error) {
      if (error instanceof Refusal)
        return send(error.status, { errors: [{ code: error.status, message: error.message, details: error.details }] });
      return send(500, { errors: [{ code: 500, message: String(error?.message ?? error), details: [] }] });
    }
  }

  return { handle, state };
}

export async function start(seed = {}) {
  const fake = createMauticFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
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

/**
 * A loopback Brevo API v3 (https://developers.brevo.com/reference) over in-memory state, for tests
 * and for recording n8n:
 *
 * - contacts: `GET|POST /v3/contacts` (`limit` ≤ 1000, `offset`, `sort`, `modifiedSince`;
 *   `updateEnabled` to update an existing one), `GET|PUT|DELETE /v3/contacts/{email or id}`;
 * - attributes: `GET /v3/contacts/attributes`, `POST|PUT|DELETE /v3/contacts/attributes/{category}/{name}`;
 * - senders: `GET|POST /v3/senders`, `DELETE /v3/senders/{id}`;
 * - e-mail: `POST /v3/smtp/email` (kept in `state.mails`), `GET /v3/smtp/templates`;
 * - webhooks: `GET /v3/webhooks?type=`, `POST /v3/webhooks`, `DELETE /v3/webhooks/{id}`;
 * - `GET /v3/account`.
 *
 * Requests sign in with the `api-key` header; anything else is answered 401. Refusals have Brevo's
 * shape (`{ code, message }`). Ids are counted and times come from a clock that moves one minute
 * per write, so two fakes given the same calls answer the same. `state.calls` logs each request.
 *
 * `createBrevoFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_KEY = 'xkeysib-weftbrevokey000000000001';

class Refusal extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));
const CATEGORIES = ['normal', 'transactional', 'category', 'calculated', 'global'];
const TYPES = ['text', 'date', 'float', 'boolean', 'id', 'category'];

/**
 * Seed: `{ now?, attributes?: [{ name, category?, type? }], contacts?: [{ email, attributes? }],
 * senders?: [{ name, email }], templates?: [{ name, subject? }] }` (attributes FIRSTNAME and
 * LASTNAME are always there).
 */
export function createBrevoFake(seed = {}) {
  let counter = 0;
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'),
    contacts: [],
    attributes: [],
    senders: [],
    templates: [],
    mails: [],
    webhooks: [],
    calls: [],
  };
  const stamp = () => new Date(state.clock).toISOString().replace('Z', '+00:00');
  const tick = () => {
    state.clock += 60_000;
    return stamp();
  };
  const attribute = (name) => state.attributes.find((a) => a.name === String(name).toUpperCase());
  const findContact = (key) => {
    const text = decodeURIComponent(key);
    const contact = state.contacts.find((c) => c.email === text.toLowerCase() || String(c.id) === text);
    if (!contact) throw new Refusal(404, 'document_not_found', 'Contact does not exist');
    return contact;
  };
  function setAttributes(contact, attrs) {
    if (attrs === undefined) return;
    if (!attrs || typeof attrs !== 'object' || Array.isArray(attrs))
      throw new Refusal(400, 'invalid_parameter', 'attributes should be an object');
    for (const [name, value] of Object.entries(attrs)) {
      const def = attribute(name);
      if (!def || def.category !== 'normal')
        throw new Refusal(400, 'invalid_parameter', `Attribute ${name} does not exist`);
      if (def.type === 'float' && value !== '' && !Number.isFinite(Number(value)))
        throw new Refusal(400, 'invalid_parameter', `Invalid value for attribute ${def.name}`);
      contact.attributes[def.name] =
        def.type === 'float' ? Number(value) : def.type === 'boolean' ? value === true || value === 'true' : value;
    }
  }
  function addContact(body) {
    const email = String(body?.email ?? '').toLowerCase();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Refusal(400, 'invalid_parameter', 'Invalid email address');
    const at = tick();
    const contact = {
      email,
      id: ++counter,
      emailBlacklisted: false,
      smsBlacklisted: false,
      createdAt: at,
      modifiedAt: at,
      attributes: {},
      listIds: [],
    };
    setAttributes(contact, body.attributes);
    state.contacts.push(contact);
    return contact;
  }
  const contactView = (c) => clone(c);

  for (const [name, type] of [
    ['FIRSTNAME', 'text'],
    ['LASTNAME', 'text'],
  ])
    state.attributes.push({ name, category: 'normal', type });
  for (const a of seed.attributes ?? [])
    state.attributes.push({
      name: a.name.toUpperCase(),
      category: a.category ?? 'normal',
      ...(a.type ? { type: a.type } : {}),
    });
  for (const c of seed.contacts ?? []) addContact(c);
  for (const s of seed.senders ?? [])
    state.senders.push({ id: ++counter, name: s.name, email: s.email, active: true, ips: [] });
  for (const t of seed.templates ?? [])
    state.templates.push({
      id: ++counter,
      name: t.name,
      subject: t.subject ?? t.name,
      isActive: true,
      testSent: false,
      sender: { name: 'Weft', email: 'hello@weft.example' },
      replyTo: '',
      toField: '',
      tag: '',
      htmlContent: `<p>${t.name} {{ params.NAME }}</p>`,
      createdAt: tick(),
      modifiedAt: stamp(),
    });

  function route(method, path, query, body) {
    let m;
    if (path === '/v3/account' && method === 'GET')
      return [
        200,
        {
          email: 'owner@weft.example',
          firstName: 'Weft',
          lastName: 'Owner',
          companyName: 'Weft',
          plan: [{ type: 'free', credits: 300, creditsType: 'sendLimit' }],
        },
      ];
    if (path === '/v3/contacts/attributes' && method === 'GET') return [200, { attributes: clone(state.attributes) }];
    if ((m = /^\/v3\/contacts\/attributes\/([^/]+)\/([^/]+)$/.exec(path))) {
      const [, category, rawName] = m;
      const name = decodeURIComponent(rawName).toUpperCase();
      if (!CATEGORIES.includes(category)) throw new Refusal(400, 'invalid_parameter', 'Invalid attribute category');
      const existing = state.attributes.find((a) => a.name === name && a.category === category);
      if (method === 'POST') {
        if (state.attributes.some((a) => a.name === name))
          throw new Refusal(400, 'duplicate_parameter', 'Attribute name already exists');
        if (body?.type !== undefined && !TYPES.includes(body.type))
          throw new Refusal(400, 'invalid_parameter', 'Invalid attribute type');
        const made = { name, category, ...(body?.type ? { type: body.type } : {}) };
        if (body?.enumeration) made.enumeration = clone(body.enumeration);
        if (body?.value !== undefined) made.calculatedValue = body.value;
        state.attributes.push(made);
        return [201, {}];
      }
      if (!existing) throw new Refusal(404, 'document_not_found', 'Attribute not found');
      if (method === 'PUT') {
        if (category === 'normal') throw new Refusal(400, 'invalid_parameter', 'Normal attributes cannot be updated');
        if (body?.enumeration) existing.enumeration = clone(body.enumeration);
        if (body?.value !== undefined) existing.calculatedValue = body.value;
        return [204];
      }
      if (method === 'DELETE') {
        state.attributes = state.attributes.filter((a) => a !== existing);
        for (const c of state.contacts) delete c.attributes[name];
        return [204];
      }
    }
    if (path === '/v3/contacts') {
      if (method === 'GET') {
        const limit = Number(query.limit ?? 50);
        const offset = Number(query.offset ?? 0);
        if (!(limit >= 0 && limit <= 1000)) throw new Refusal(400, 'out_of_range', 'Limit exceeds max value');
        let list = [...state.contacts];
        if (query.modifiedSince) list = list.filter((c) => c.modifiedAt >= query.modifiedSince);
        if ((query.sort ?? 'desc') === 'desc') list.reverse();
        return [200, { contacts: list.slice(offset, offset + limit).map(contactView), count: list.length }];
      }
      if (method === 'POST') {
        const existing = state.contacts.find((c) => c.email === String(body?.email ?? '').toLowerCase());
        if (existing) {
          if (!body.updateEnabled)
            throw new Refusal(
              400,
              'duplicate_parameter',
              'Unable to create contact, email is already associated with another Contact',
            );
          setAttributes(existing, body.attributes);
          existing.modifiedAt = tick();
          return [204];
        }
        return [201, { id: addContact(body).id }];
      }
    }
    if ((m = /^\/v3\/contacts\/([^/]+)$/.exec(path))) {
      const contact = findContact(m[1]);
      if (method === 'GET') return [200, { ...contactView(contact), statistics: {} }];
      if (method === 'PUT') {
        setAttributes(contact, body?.attributes);
        contact.modifiedAt = tick();
        return [204];
      }
      if (method === 'DELETE') {
        state.contacts = state.contacts.filter((c) => c !== contact);
        return [204];
      }
    }
    if (path === '/v3/senders') {
      if (method === 'GET') return [200, { senders: clone(state.senders) }];
      if (method === 'POST') {
        if (!body?.name) throw new Refusal(400, 'missing_parameter', 'name is missing');
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(body.email ?? '')))
          throw new Refusal(400, 'invalid_parameter', 'Invalid email address');
        const made = { id: ++counter, name: body.name, email: body.email, active: false, ips: [] };
        state.senders.push(made);
        return [201, { id: made.id, spfError: true, dkimError: true }];
      }
    }
    if ((m = /^\/v3\/senders\/([^/]+)$/.exec(path)) && method === 'DELETE') {
      const found = state.senders.find((s) => String(s.id) === m[1]);
      if (!found) throw new Refusal(404, 'document_not_found', 'Sender ID does not exist');
      state.senders = state.senders.filter((s) => s !== found);
      return [204];
    }
    if (path === '/v3/smtp/templates' && method === 'GET') {
      const list = query.templateStatus === 'true' ? state.templates.filter((t) => t.isActive) : state.templates;
      const limit = Number(query.limit ?? 50);
      const offset = Number(query.offset ?? 0);
      return [200, { count: list.length, templates: clone(list.slice(offset, offset + limit)) }];
    }
    if (path === '/v3/smtp/email' && method === 'POST') {
      const valid = (a) => a && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(a.email ?? ''));
      if (!Array.isArray(body?.to) || body.to.length === 0 || !body.to.every(valid))
        throw new Refusal(400, 'invalid_parameter', 'email is not valid in to');
      for (const key of ['cc', 'bcc'])
        if (body[key] !== undefined && !(Array.isArray(body[key]) && body[key].every(valid)))
          throw new Refusal(400, 'invalid_parameter', `email is not valid in ${key}`);
      if (body.templateId !== undefined) {
        if (!state.templates.some((t) => t.id === Number(body.templateId)))
          throw new Refusal(404, 'document_not_found', 'Template ID does not exist');
      } else {
        if (!valid(body.sender)) throw new Refusal(400, 'missing_parameter', 'sender is missing');
        if (!body.subject) throw new Refusal(400, 'missing_parameter', 'subject is missing');
        if (!body.htmlContent && !body.textContent)
          throw new Refusal(400, 'missing_parameter', 'htmlContent is missing');
      }
      const messageId = `<202601051000.${String(++counter).padStart(12, '0')}@smtp-relay.mailin.fr>`;
      tick();
      state.mails.push({ messageId, body: clone(body) });
      return [201, { messageId }];
    }
    if (path === '/v3/webhooks') {
      if (method === 'GET') {
        const type = query.type ?? 'transactional';
        return [200, { webhooks: clone(state.webhooks.filter((w) => w.type === type)) }];
      }
      if (method === 'POST') {
        if (!/^https?:\/\//.test(String(body?.url ?? '')))
          throw new Refusal(400, 'invalid_parameter', 'url is not valid');
        if (!['transactional', 'marketing', 'inbound'].includes(body.type ?? 'transactional'))
          throw new Refusal(400, 'invalid_parameter', 'type is not valid');
        if (!Array.isArray(body.events) || body.events.length === 0)
          throw new Refusal(400, 'missing_parameter', 'events is missing');
        const at = tick();
        const hook = {
          id: ++counter,
          url: body.url,
          description: body.description ?? '',
          events: [...body.events],
          type: body.type ?? 'transactional',
          createdAt: at,
          modifiedAt: at,
        };
        state.webhooks.push(hook);
        return [201, { id: hook.id }];
      }
    }
    if ((m = /^\/v3\/webhooks\/([^/]+)$/.exec(path)) && method === 'DELETE') {
      const hook = state.webhooks.find((w) => String(w.id) === m[1]);
      if (!hook) throw new Refusal(404, 'document_not_found', 'Webhook does not exist');
      state.webhooks = state.webhooks.filter((w) => w !== hook);
      return [204];
    }
    throw new Refusal(404, 'document_not_found', 'Invalid route');
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
    const key = req.headers['api-key'] ?? '';
    state.calls.push({ method: req.method, path: url.pathname, query, body, apiKey: key });
    const send = (status, payload) => {
      res.writeHead(status, payload === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(payload === undefined ? '' : JSON.stringify(payload));
      return true;
    };
    try {
      if (key !== API_KEY) throw new Refusal(401, 'unauthorized', 'Key not found');
      if (typeof body === 'string') throw new Refusal(400, 'bad_request', 'Invalid JSON');
      const [status, payload] = route(req.method ?? 'GET', url.pathname, query, body);
      return send(status, payload);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(error.status, { code: error.code, message: error.message });
    }
  }

  return { handle, state };
}

/** Serves a fake on 127.0.0.1 (a free port). */
export async function start(seed = {}) {
  const fake = createBrevoFake(seed);
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

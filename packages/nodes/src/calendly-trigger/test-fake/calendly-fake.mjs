/**
 * A loopback Calendly for the Calendly Trigger's webhook registration, over in-memory state:
 *
 * - API v2 (https://api.calendly.com, https://developer.calendly.com/api-docs): `GET /users/me`,
 *   `GET|POST /webhook_subscriptions` (`organization`, `scope`, `user`), `GET|DELETE
 *   /webhook_subscriptions/{uuid}`; signed in with `Authorization: Bearer` and a personal access
 *   token (a JWT, so it has dots) or an OAuth2 access token.
 * - the legacy API v1 (https://calendly.com/api/v1): `GET /api/v1/users/me`, `GET|POST /api/v1/hooks`,
 *   `GET|DELETE /api/v1/hooks/{id}`; signed in with `X-TOKEN` and an API key.
 *
 * Subscription URIs are absolute https://api.calendly.com URLs whatever origin served the call.
 * Refusals have Calendly's shapes (v2 `{ title, message, details? }`, v1 `{ type, message }`).
 * Ids are counted. `state.calls` logs each request.
 *
 * `createCalendlyFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_KEY = 'WEFTCALENDLYLEGACYKEY0001';
export const PERSONAL_TOKEN = 'eyJraWQiOiJ3ZWZ0In0.eyJ1c2VyIjoiYWRhIn0.weftsignature';
export const OAUTH_TOKEN = 'weft-calendly-oauth-token-0001';
const API = 'https://api.calendly.com';
export const USER_URI = `${API}/users/AAAAWEFTUSER0001`;
export const ORGANIZATION_URI = `${API}/organizations/BBBBWEFTORG00001`;
const EVENTS = ['invitee.created', 'invitee.canceled', 'invitee_no_show.created', 'invitee_no_show.deleted', 'routing_form_submission.created'];

class Refusal extends Error {
  constructor(status, body) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

/** Seed: `{ subscriptions?: [{ url, events, scope? }], hooks?: [{ url, events }] }` already registered. */
export function createCalendlyFake(seed = {}) {
  let counter = 0;
  const uuid = () => `0000${String(++counter).padStart(4, '0')}-weft-4000-8000-000000000000`;
  const state = { subscriptions: [], hooks: [], calls: [] };
  const created = '2026-01-05T10:00:00.000000Z';
  const addSubscription = (s) => {
    const made = {
      uri: `${API}/webhook_subscriptions/${uuid()}`, callback_url: s.url, created_at: created, updated_at: created, retry_started_at: null, state: 'active', events: s.events,
      scope: s.scope ?? 'user', organization: ORGANIZATION_URI, user: (s.scope ?? 'user') === 'user' ? USER_URI : null, group: null, creator: USER_URI,
    };
    state.subscriptions.push(made);
    return made;
  };
  const addHook = (h) => {
    const made = { type: 'hooks', id: 1000 + ++counter, attributes: { url: h.url, created_at: '2026-01-05T10:00:00Z', events: h.events, state: 'active' } };
    state.hooks.push(made);
    return made;
  };
  for (const s of seed.subscriptions ?? []) addSubscription(s);
  for (const h of seed.hooks ?? []) addHook(h);
  const me = { uri: USER_URI, name: 'Ada Lovelace', slug: 'ada', email: 'ada@weft.example', scheduling_url: 'https://calendly.com/ada', timezone: 'Europe/London', avatar_url: null, created_at: created, updated_at: created, current_organization: ORGANIZATION_URI, resource_type: 'User', locale: 'en' };

  function v2(method, parts, query, body) {
    if (parts[0] === 'users' && parts[1] === 'me' && method === 'GET') return [200, { resource: me }];
    if (parts[0] !== 'webhook_subscriptions') throw new Refusal(404, { title: 'Resource Not Found', message: 'The server could not find the requested resource.' });
    if (parts.length === 1 && method === 'GET') {
      if (!query.organization || !query.scope) throw new Refusal(400, { title: 'Invalid Argument', message: 'The supplied parameters are invalid.', details: [{ parameter: query.organization ? 'scope' : 'organization', message: 'is missing' }] });
      if (query.scope === 'user' && !query.user) throw new Refusal(400, { title: 'Invalid Argument', message: 'The supplied parameters are invalid.', details: [{ parameter: 'user', message: 'is missing' }] });
      const list = state.subscriptions.filter((s) => s.organization === query.organization && s.scope === query.scope && (query.scope !== 'user' || s.user === query.user));
      return [200, { collection: list, pagination: { count: list.length, next_page: null, previous_page: null, next_page_token: null, previous_page_token: null } }];
    }
    if (parts.length === 1 && method === 'POST') {
      const events = body?.events;
      if (!body?.url || !Array.isArray(events) || events.length === 0 || events.some((e) => !EVENTS.includes(e)) || !['user', 'organization'].includes(body.scope) || body.organization !== ORGANIZATION_URI || (body.scope === 'user' && body.user !== USER_URI)) {
        throw new Refusal(400, { title: 'Invalid Argument', message: 'The supplied parameters are invalid.' });
      }
      if (state.subscriptions.some((s) => s.callback_url === body.url && s.scope === body.scope)) throw new Refusal(409, { title: 'Already Exists', message: 'Hook with this url already exists' });
      return [201, { resource: addSubscription({ url: body.url, events, scope: body.scope }) }];
    }
    const found = state.subscriptions.find((s) => s.uri === `${API}/webhook_subscriptions/${parts[1]}`);
    if (parts.length !== 2 || !found) throw new Refusal(404, { title: 'Resource Not Found', message: 'The server could not find the requested resource.' });
    if (method === 'GET') return [200, { resource: found }];
    if (method === 'DELETE') {
      state.subscriptions.splice(state.subscriptions.indexOf(found), 1);
      return [204];
    }
    throw new Refusal(404, { title: 'Resource Not Found', message: 'The server could not find the requested resource.' });
  }

  function v1(method, parts, body) {
    if (parts[0] === 'users' && parts[1] === 'me' && method === 'GET') return [200, { data: { type: 'users', id: 'AAAAWEFTUSER0001', attributes: { name: me.name, slug: me.slug, email: me.email, url: me.scheduling_url, timezone: me.timezone } } }];
    if (parts[0] !== 'hooks') throw new Refusal(404, { type: 'not_found', message: 'Not found' });
    if (parts.length === 1 && method === 'GET') return [200, { data: state.hooks }];
    if (parts.length === 1 && method === 'POST') {
      const events = body?.events;
      if (!body?.url || !Array.isArray(events) || events.length === 0 || events.some((e) => !['invitee.created', 'invitee.canceled'].includes(e))) throw new Refusal(422, { type: 'validation_error', message: 'Validation failed' });
      if (state.hooks.some((h) => h.attributes.url === body.url)) throw new Refusal(422, { type: 'validation_error', message: 'Hook with this url already exists' });
      return [201, { id: addHook({ url: body.url, events }).id }];
    }
    const found = state.hooks.find((h) => String(h.id) === parts[1]);
    if (parts.length !== 2 || !found) throw new Refusal(404, { type: 'not_found', message: 'Not found' });
    if (method === 'GET') return [200, { data: [found] }];
    if (method === 'DELETE') {
      state.hooks.splice(state.hooks.indexOf(found), 1);
      return [200];
    }
    throw new Refusal(404, { type: 'not_found', message: 'Not found' });
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const legacy = url.pathname.startsWith('/api/v1/');
    if (!legacy && !url.pathname.startsWith('/users/') && !url.pathname.startsWith('/webhook_subscriptions')) return false;
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
    const authorization = req.headers.authorization ?? '';
    const xToken = req.headers['x-token'] ?? '';
    state.calls.push({ method: req.method, path: url.pathname, query, body, authorization, xToken });
    const send = (status, payload) => {
      if (payload === undefined) res.writeHead(status).end();
      else {
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(payload));
      }
      return true;
    };
    try {
      if (legacy) {
        if (xToken !== API_KEY) throw new Refusal(401, { type: 'authentication_error', message: 'Invalid token' });
      } else if (authorization !== `Bearer ${PERSONAL_TOKEN}` && authorization !== `Bearer ${OAUTH_TOKEN}`) {
        throw new Refusal(401, { title: 'Unauthenticated', message: 'The access token is invalid' });
      }
      const parts = url.pathname.replace(/^\/(api\/v1\/)?/, '').split('/').filter(Boolean);
      const [status, payload] = legacy ? v1(req.method ?? 'GET', parts, body) : v2(req.method ?? 'GET', parts, query, body);
      return send(status, payload);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(error.status, error.body);
    }
  }
  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createCalendlyFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

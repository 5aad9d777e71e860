/**
 * A loopback Gumroad API v2 (https://app.gumroad.com/api) for the Gumroad Trigger's resource
 * subscriptions, over in-memory state: `GET /v2/user`, `GET|PUT /v2/resource_subscriptions`
 * (`resource_name` narrows the list; a PUT takes `resource_name` and `post_url`) and
 * `DELETE /v2/resource_subscriptions/{id}`. Parameters are read as Gumroad (a Rails app) reads
 * them: from the query, a form body or a JSON body, on every method; `access_token` signs the call.
 * Answers have Gumroad's `{ success, … }` shape, refusals `{ success: false, message }` with 401,
 * 404 or 400. `state.calls` logs each request.
 *
 * `createGumroadFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const ACCESS_TOKEN = 'weft-gumroad-token-0001';
const RESOURCES = [
  'sale',
  'refund',
  'dispute',
  'dispute_won',
  'cancellation',
  'subscription_updated',
  'subscription_ended',
  'subscription_restarted',
];

/** Seed: `{ subscriptions?: [{ resource_name, post_url }] }` already registered. */
export function createGumroadFake(seed = {}) {
  let counter = 0;
  const state = { subscriptions: [], calls: [] };
  const add = (s) => {
    const made = {
      id: `WEFTsub${String(++counter).padStart(4, '0')}==`,
      resource_name: s.resource_name,
      post_url: s.post_url,
    };
    state.subscriptions.push(made);
    return made;
  };
  for (const s of seed.subscriptions ?? []) add(s);

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/v2/')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const type = String(req.headers['content-type'] ?? '');
    let body = {};
    if (text && type.includes('application/json')) body = JSON.parse(text);
    else if (text) body = Object.fromEntries(new URLSearchParams(text));
    const params = { ...Object.fromEntries(url.searchParams), ...body };
    state.calls.push({
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? body : undefined,
      contentType: type,
    });
    const send = (status, payload) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(payload));
      return true;
    };
    if (params.access_token !== ACCESS_TOKEN)
      return send(401, { success: false, message: 'The access token is invalid.' });
    const parts = url.pathname.split('/').filter(Boolean).slice(1);
    if (parts[0] === 'user' && parts.length === 1 && req.method === 'GET')
      return send(200, {
        success: true,
        user: {
          bio: null,
          name: 'Weft Store',
          twitter_handle: null,
          user_id: 'WEFTuser0001==',
          email: 'store@weft.example',
          url: 'https://weft.gumroad.com',
        },
      });
    if (parts[0] !== 'resource_subscriptions') return send(404, { success: false, message: 'Not found' });
    if (parts.length === 1 && req.method === 'GET') {
      const list = state.subscriptions.filter((s) => !params.resource_name || s.resource_name === params.resource_name);
      return send(200, { success: true, resource_subscriptions: list });
    }
    if (parts.length === 1 && req.method === 'PUT') {
      if (!RESOURCES.includes(params.resource_name))
        return send(400, { success: false, message: 'Invalid resource_name.' });
      if (!params.post_url) return send(400, { success: false, message: 'post_url is required.' });
      return send(200, {
        success: true,
        resource_subscription: add({ resource_name: params.resource_name, post_url: params.post_url }),
      });
    }
    const found = state.subscriptions.find((s) => s.id === decodeURIComponent(parts[1] ?? ''));
    if (parts.length === 2 && req.method === 'DELETE' && found) {
      state.subscriptions.splice(state.subscriptions.indexOf(found), 1);
      return send(200, { success: true, message: 'The resource_subscription was deleted successfully.' });
    }
    return send(404, { success: false, message: 'The resource_subscription was not found.' });
  }
  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createGumroadFake(seed);
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

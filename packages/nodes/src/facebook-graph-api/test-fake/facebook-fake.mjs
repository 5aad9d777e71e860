/**
 * A loopback Facebook Graph API over in-memory objects, for tests and for recording n8n. It
 * answers by path, whatever host a request came to (graph.facebook.com and
 * graph-video.facebook.com while recording, one origin when Weft replays), with or without a
 * version segment (`/v23.0/…`):
 *
 * - `GET /{id}` (`me` is the token's user) with `fields` (unknown fields refused with Graph's
 *   code 100), `GET /{id}/{edge}` (a list `{ data, paging? }`, `limit` and `after` cursors),
 * - `POST /{id}/{edge}` creates an object on the edge (`feed` → `{ id: "<page>_<n>" }`, `photos`
 *   and `videos` take a multipart `source` or `file` part → `{ id, post_id? }`), `POST /{id}`
 *   updates fields → `{ success: true }`, `DELETE /{id}` → `{ success: true }`;
 * - `GET /weft-plain-text` answers text that is not JSON (for the node's non-JSON path).
 *
 * Every call needs `access_token=weft-fb-token` (else Graph's code 190 with a `www-authenticate`
 * header). Errors have Graph's shape `{ error: { message, type, code, error_subcode?, fbtrace_id } }`.
 * Answers carry fixed headers only (no date; `connection: close`), so error items that list them
 * are the same on every run. Ids are counted; `state.calls` logs each request.
 *
 * `createFacebookFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start()`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

/** The access token the fake accepts. */
export const ACCESS_TOKEN = 'weft-fb-token';

class GraphError extends Error {
  constructor(status, error, headers = {}) {
    super(error.message);
    this.status = status;
    this.error = error;
    this.headers = headers;
  }
}

/** Seed: `{ user: { id, name }, objects: [{ id, type, ...fields }], edges: { "<id>/<edge>": [ids] } }`. */
function seeded(seed) {
  const user = { id: '10150000000000001', name: 'Ada Lovelace', type: 'User', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', ...(seed.user ?? {}) };
  const objects = new Map([[user.id, user]]);
  for (const o of seed.objects ?? []) objects.set(String(o.id), { ...o, id: String(o.id) });
  const edges = new Map(Object.entries(seed.edges ?? {}).map(([k, v]) => [k, v.map(String)]));
  return { user, objects, edges, next: 1, trace: 1, files: [], calls: [] };
}

const DEFAULT_FIELDS = { User: ['name', 'id'], Page: ['name', 'id'], Post: ['created_time', 'message', 'id'], Photo: ['created_time', 'name', 'id'], Video: ['id', 'description'] };
const KNOWN_FIELDS = {
  User: ['id', 'name', 'email', 'first_name', 'last_name'],
  Page: ['id', 'name', 'about', 'category', 'fan_count', 'link'],
  Post: ['id', 'message', 'created_time', 'story'],
  Photo: ['id', 'name', 'created_time', 'link'],
  Video: ['id', 'description', 'title', 'created_time'],
};

function pick(state, object, fieldsParam) {
  const fields = fieldsParam ? String(fieldsParam).split(',').map((f) => f.trim()).filter(Boolean) : DEFAULT_FIELDS[object.type] ?? ['id'];
  const out = {};
  for (const f of fields) {
    if (!(KNOWN_FIELDS[object.type] ?? []).includes(f)) {
      throw new GraphError(400, { message: `(#100) Tried accessing nonexisting field (${f}) on node type (${object.type})`, type: 'OAuthException', code: 100, fbtrace_id: trace(state) });
    }
    if (object[f] !== undefined) out[f] = object[f];
  }
  if (!fieldsParam && !('id' in out)) out.id = object.id;
  return out;
}

const trace = (state) => `AWeftTrace${String(state.trace++).padStart(4, '0')}`;

function missing(state, id) {
  return new GraphError(400, {
    message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    type: 'GraphMethodException', code: 100, error_subcode: 33, fbtrace_id: trace(state),
  });
}

const created = (state) => `2024-05-01T10:00:${String(state.next).padStart(2, '0')}+0000`;

/** Parses a multipart body into `{ name: { filename, contentType, size } | value }`. */
function multipart(raw, type) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
  if (!boundary) return {};
  const sep = `--${boundary[1] ?? boundary[2]}`;
  const out = {};
  for (const part of raw.toString('latin1').split(sep).slice(1, -1)) {
    const [head, ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
    const body = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const name = /name="([^"]*)"/.exec(head)?.[1];
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    const ctype = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1];
    if (!name) continue;
    out[name] = filename === undefined ? body : { filename, contentType: ctype, size: Buffer.from(body, 'latin1').length };
  }
  return out;
}

function handleGraph(state, method, parts, q, form) {
  if (parts[0] === 'weft-plain-text' && method === 'GET') return { text: 'Not JSON at all' };
  const id = parts[0] === 'me' ? state.user.id : parts[0];
  const edge = parts[1];
  const object = state.objects.get(id);
  if (!object || object.deleted) throw missing(state, parts[0]);
  if (parts.length > 2) throw new GraphError(400, { message: `Unknown path components: /${parts.slice(2).join('/')}`, type: 'OAuthException', code: 2500, fbtrace_id: trace(state) });
  if (method === 'GET' && !edge) return { json: pick(state, object, q.fields) };
  if (method === 'GET') {
    const ids = state.edges.get(`${id}/${edge}`);
    if (!ids) throw new GraphError(400, { message: `(#100) Tried accessing nonexisting field (${edge}) on node type (${object.type})`, type: 'OAuthException', code: 100, fbtrace_id: trace(state) });
    const live = ids.map((x) => state.objects.get(x)).filter((o) => o && !o.deleted);
    const limit = Number(q.limit ?? 25);
    const start = q.after ? Number(Buffer.from(String(q.after), 'base64').toString('utf8')) : 0;
    const page = live.slice(start, start + limit).map((o) => pick(state, o, q.fields));
    const out = { data: page };
    if (page.length) {
      const cursors = { before: Buffer.from(String(start)).toString('base64'), after: Buffer.from(String(start + page.length)).toString('base64') };
      out.paging = { cursors };
      if (start + limit < live.length) out.paging.next = `https://graph.facebook.com/v23.0/${id}/${edge}?limit=${limit}&after=${cursors.after}`;
    }
    return { json: out };
  }
  if (method === 'POST' && edge) {
    const kinds = { feed: 'Post', photos: 'Photo', videos: 'Video' };
    const type = kinds[edge];
    if (!type) throw new GraphError(400, { message: `(#100) Unsupported post request to edge ${edge}`, type: 'OAuthException', code: 100, fbtrace_id: trace(state) });
    const file = form.source ?? form.file;
    if (type !== 'Post' && (!file || typeof file === 'string') && !q.url && !q.file_url) {
      throw new GraphError(400, { message: '(#324) Requires upload file', type: 'OAuthException', code: 324, fbtrace_id: trace(state) });
    }
    if (type === 'Post' && !q.message && !q.link) throw new GraphError(400, { message: '(#100) Missing message or attachment', type: 'OAuthException', code: 100, fbtrace_id: trace(state) });
    const n = state.next++;
    const newId = type === 'Post' ? `${id}_${7000000000000000 + n}` : String(8000000000000000 + n);
    const fields = { message: q.message, name: q.caption ?? q.message, description: q.description, title: q.title };
    state.objects.set(newId, { id: newId, type, created_time: created(state), ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) });
    if (file && typeof file === 'object') state.files.push({ id: newId, part: form.source ? 'source' : 'file', ...file });
    const list = state.edges.get(`${id}/${edge}`) ?? [];
    state.edges.set(`${id}/${edge}`, [newId, ...list]);
    if (type === 'Photo') {
      const postId = `${id}_${7000000000000000 + n}`;
      return { json: { id: newId, post_id: postId } };
    }
    return { json: { id: newId } };
  }
  if (method === 'POST') {
    for (const [k, v] of Object.entries(q)) if (!['access_token', 'fields'].includes(k)) object[k] = v;
    return { json: { success: true } };
  }
  if (method === 'DELETE' && !edge) {
    object.deleted = true;
    return { json: { success: true } };
  }
  throw new GraphError(400, { message: `Unsupported ${method.toLowerCase()} request.`, type: 'GraphMethodException', code: 100, fbtrace_id: trace(state) });
}

/** A fresh Graph API fake holding `seed`. */
export function createFacebookFake(seed = {}) {
  const state = seeded(seed);
  async function handle(req, res) {
    const url = new URL(req.url, 'http://x.invalid');
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    const type = String(req.headers['content-type'] ?? '');
    const form = type.includes('multipart/form-data') ? multipart(raw, type) : {};
    const q = Object.fromEntries(url.searchParams);
    const parts = url.pathname.split('/').filter(Boolean);
    if (/^v\d+\.\d+$/.test(parts[0] ?? '')) parts.shift();
    state.calls.push({ method: req.method, path: url.pathname, query: q, form, accept: req.headers.accept });
    res.sendDate = false;
    const send = (status, payload, headers = {}) => {
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      const ctype = typeof payload === 'string' ? 'text/plain; charset=UTF-8' : 'application/json; charset=UTF-8';
      res.writeHead(status, { 'content-type': ctype, 'x-fb-trace-id': 'AWeftTrace', 'facebook-api-version': 'v23.0', ...headers, 'content-length': Buffer.byteLength(text), connection: 'close' }).end(text);
      return true;
    };
    if (!parts.length) return false;
    try {
      if (q.access_token !== ACCESS_TOKEN) {
        throw new GraphError(400, { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190, fbtrace_id: trace(state) }, { 'www-authenticate': 'OAuth "Facebook Platform" "invalid_token" "Invalid OAuth access token - Cannot parse access token"' });
      }
      const answer = handleGraph(state, req.method, parts, q, form);
      return send(200, answer.text ?? answer.json);
    } catch (error) {
      if (error instanceof GraphError) return send(error.status, { error: error.error }, error.headers);
      return send(500, { error: { message: String(error?.message ?? error), type: 'FacebookApiException', code: 1 } });
    }
  }
  return { handle, state };
}

/** Serves a fresh fake on 127.0.0.1:0. */
export async function start(seed = {}) {
  const fake = createFacebookFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

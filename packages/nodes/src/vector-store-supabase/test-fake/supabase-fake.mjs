/**
 * A loopback Supabase REST API (PostgREST under `/rest/v1`) for the vector store, over in-memory
 * tables, for tests and for recording n8n against it (the Supabase credential takes a host):
 * inserts and upserts into a documents table (`POST /rest/v1/<table>` with `columns`, `select`,
 * `on_conflict` and the `Prefer` header's `resolution=merge-duplicates` / `return=representation`),
 * calls of the match function (`POST /rest/v1/rpc/<name>`) as Supabase's guide defines
 * `match_documents(query_embedding, match_count, filter)`: the rows whose metadata contains
 * `filter` (jsonb `@>`), nearest first by cosine distance, with `similarity` = 1 − distance and at
 * most `match_count` of them; and the OpenAPI description (`GET /rest/v1/`) whose paths n8n lists
 * as tables. Keys are checked (`apikey` header) and errors take PostgREST's shape
 * `{code, details, hint, message}` with its codes (PGRST205 table not found, PGRST202 function not
 * found, PGRST204 unknown column, 22P02 a bad bigint, 22000 a vector of the wrong size).
 *
 * Table ids are `bigint` counted from 1 (or `uuid` ones counted as `00000000-0000-4000-8000-<n>`),
 * ties keep insertion order, so every run on the same calls answers the same.
 *
 *   createSupabaseFake({ serviceKeys?, tables?: [{ name, dimension?, idType?, rows? }], functions?: { match_documents: 'documents' } })
 *     → { handle(req, res, body?): boolean | Promise<boolean>, state }
 *   start(options) → { url, port, state, close() }      node supabase-fake.mjs [--port 18237] [--seed seed.json]
 */
import { createServer } from 'node:http';
import { appendFileSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const clone = (v) => (v === undefined ? v : JSON.parse(JSON.stringify(v)));
const isPlainObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
const COLUMNS = ['id', 'content', 'metadata', 'embedding'];
const STATUS_TEXT = { 200: 'OK', 201: 'Created', 204: 'No Content', 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 409: 'Conflict' };

/** A PostgREST refusal. */
class RestError extends Error {
  constructor(status, code, message, details = null, hint = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }
}

function send(res, status, body) {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, STATUS_TEXT[status] ?? '', { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** jsonb containment (`a @> b`). */
export function contains(a, b) {
  if (isPlainObject(b)) return isPlainObject(a) && Object.entries(b).every(([k, v]) => k in a && contains(a[k], v));
  if (Array.isArray(b)) return Array.isArray(a) && b.every((x) => a.some((y) => contains(y, x)));
  if (Array.isArray(a)) return a.some((y) => !isPlainObject(y) && !Array.isArray(y) && y === b);
  return a === b;
}

/** A vector given as a JSON array or as pgvector's text (`[1,2,3]`). */
function vectorOf(value) {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string') {
    try {
      const parsed = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map(Number);
    } catch {
      // fall through
    }
    throw new RestError(400, '22P02', `invalid input syntax for type vector: "${value}"`);
  }
  return undefined;
}

const vectorText = (v) => `[${v.join(',')}]`;

function cosineDistance(a, b) {
  let dot = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na && nb ? 1 - dot / Math.sqrt(na * nb) : NaN;
}

export function createSupabaseFake(options = {}) {
  const state = {
    serviceKeys: new Set(options.serviceKeys ?? ['sb-service']),
    /** Every call: `{ method, path, query, body, prefer }`. */
    requests: [],
    /** name → `{ name, dimension, idType, nextId, rows: Map<id, row> }`. */
    tables: new Map(),
    /** match function name → table name. */
    functions: new Map(Object.entries(options.functions ?? {})),
    addTable(spec) {
      const table = { name: spec.name, dimension: spec.dimension, idType: spec.idType ?? 'bigint', nextId: 1, rows: new Map() };
      state.tables.set(spec.name, table);
      for (const row of spec.rows ?? []) write(table, row, true);
      return table;
    },
    /** The rows of a table, in insertion order (embeddings as arrays). */
    rows(name) {
      return [...(state.tables.get(name)?.rows.values() ?? [])].map(clone);
    },
  };

  function idOf(table, given) {
    if (table.idType === 'uuid') {
      if (given === undefined || given === null) return `00000000-0000-4000-8000-${(table.nextId++).toString(16).padStart(12, '0')}`;
      if (typeof given !== 'string' || !/^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(given)) {
        throw new RestError(400, '22P02', `invalid input syntax for type uuid: "${given}"`);
      }
      return given.toLowerCase();
    }
    if (given === undefined || given === null) {
      while (table.rows.has(table.nextId)) table.nextId += 1;
      return table.nextId++;
    }
    if (!/^-?\d+$/.test(String(given))) throw new RestError(400, '22P02', `invalid input syntax for type bigint: "${given}"`);
    return Number(given);
  }

  /** Writes one row (upsert merges into the row of its id). */
  function write(table, given, merge) {
    for (const key of Object.keys(given)) {
      if (!COLUMNS.includes(key)) throw new RestError(400, 'PGRST204', `Could not find the '${key}' column of '${table.name}' in the schema cache`);
    }
    const id = idOf(table, given.id);
    const existing = table.rows.get(id);
    if (existing && !merge) {
      throw new RestError(409, '23505', 'duplicate key value violates unique constraint "documents_pkey"', `Key (id)=(${id}) already exists.`);
    }
    const embedding = given.embedding === undefined ? existing?.embedding ?? null : vectorOf(given.embedding) ?? null;
    if (embedding && table.dimension !== undefined && embedding.length !== table.dimension) {
      throw new RestError(400, '22000', `expected ${table.dimension} dimensions, not ${embedding.length}`);
    }
    const row = {
      id,
      content: given.content === undefined ? existing?.content ?? null : given.content,
      metadata: given.metadata === undefined ? existing?.metadata ?? null : clone(given.metadata),
      embedding,
    };
    table.rows.set(id, row);
    return row;
  }

  const shown = (row) => ({ id: row.id, content: row.content, metadata: clone(row.metadata), embedding: row.embedding ? vectorText(row.embedding) : null });

  function insert(table, body, query, prefer) {
    const rows = Array.isArray(body) ? body : [body];
    const columns = query.columns ? query.columns.split(',').map((c) => c.replace(/^"|"$/g, '')) : undefined;
    const merge = /resolution=merge-duplicates/.test(prefer);
    const ignore = /resolution=ignore-duplicates/.test(prefer);
    // Checked as one statement: nothing is written when one row fails.
    const snapshot = new Map([...table.rows].map(([k, v]) => [k, clone(v)]));
    const nextId = table.nextId;
    try {
      const written = [];
      for (const given of rows) {
        const picked = columns ? Object.fromEntries(columns.filter((c) => c in given).map((c) => [c, given[c]])) : given;
        if (ignore && picked.id !== undefined && table.rows.has(idOf(table, picked.id))) continue;
        written.push(write(table, picked, merge));
      }
      return written;
    } catch (e) {
      table.rows = snapshot;
      table.nextId = nextId;
      throw e;
    }
  }

  function rpc(name, body) {
    const tableName = state.functions.get(name);
    const args = Object.keys(isPlainObject(body) ? body : {}).sort();
    if (!tableName) {
      throw new RestError(404, 'PGRST202', `Could not find the function public.${name}(${args.join(', ')}) in the schema cache`,
        `Searched for the function public.${name} with parameters ${args.join(', ')} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`);
    }
    const table = state.tables.get(tableName);
    if (!table) throw new RestError(404, '42P01', `relation "public.${tableName}" does not exist`);
    const query = vectorOf(body.query_embedding);
    if (!query) throw new RestError(400, '22P02', 'invalid input syntax for type vector: ""');
    const filter = body.filter === undefined || body.filter === null ? {} : body.filter;
    const matchCount = body.match_count === undefined ? null : body.match_count;
    const candidates = [...table.rows.values()].filter((r) => r.embedding && contains(r.metadata ?? {}, filter));
    for (const r of candidates) {
      if (r.embedding.length !== query.length) throw new RestError(400, '22000', `different vector dimensions ${r.embedding.length} and ${query.length}`);
    }
    const scored = candidates.map((r, order) => ({ r, order, distance: cosineDistance(r.embedding, query) }));
    scored.sort((a, b) => a.distance - b.distance || a.order - b.order);
    const limited = matchCount === null ? scored : scored.slice(0, Number(matchCount));
    return limited.map(({ r, distance }) => ({ id: r.id, content: r.content, metadata: clone(r.metadata), similarity: 1 - distance }));
  }

  function openApi(req) {
    const paths = { '/': { get: { produces: ['application/openapi+json', 'application/json'], responses: { 200: { description: 'OK' } }, summary: 'OpenAPI description (this document)', tags: ['Introspection'] } } };
    for (const name of state.tables.keys()) paths[`/${name}`] = { get: { tags: [name] }, post: { tags: [name] }, delete: { tags: [name] }, patch: { tags: [name] } };
    for (const name of state.functions.keys()) paths[`/rpc/${name}`] = { post: { tags: ['(rpc) ' + name] } };
    return { swagger: '2.0', info: { description: '', title: 'standard public schema', version: '12.2.3' }, host: req.headers.host ?? '127.0.0.1', basePath: '/', schemes: ['http'], consumes: ['application/json'], produces: ['application/json'], paths, definitions: {} };
  }

  function route(req, res, path, query, body) {
    const key = req.headers.apikey;
    if (!key) throw Object.assign(new RestError(401, undefined, 'No API key found in request'), { hint: 'No `apikey` request header or url param was found.' });
    if (!state.serviceKeys.has(String(key))) throw Object.assign(new RestError(401, undefined, 'Invalid API key'), { hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    const prefer = String(req.headers.prefer ?? '');
    if (req.method === 'GET' && path === '/rest/v1/') return send(res, 200, openApi(req));
    const fn = /^\/rest\/v1\/rpc\/([^/]+)$/.exec(path);
    if (fn && req.method === 'POST') return send(res, 200, rpc(decodeURIComponent(fn[1]), body));
    const t = /^\/rest\/v1\/([^/]+)$/.exec(path);
    if (t) {
      const name = decodeURIComponent(t[1]);
      const table = state.tables.get(name);
      if (!table) throw new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
      if (req.method === 'POST') {
        const written = insert(table, body, query, prefer);
        if (/return=representation/.test(prefer)) {
          const rows = written.map(shown);
          return send(res, 201, rows);
        }
        return send(res, 201);
      }
      if (req.method === 'GET') return send(res, 200, [...table.rows.values()].map(shown));
      if (req.method === 'DELETE') {
        const eq = /^eq\.(.*)$/.exec(query.id ?? '');
        if (eq) table.rows.delete(table.idType === 'bigint' ? Number(eq[1]) : eq[1]);
        return send(res, 204);
      }
    }
    throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
  }

  for (const spec of options.tables ?? []) state.addTable(spec);

  return {
    state,
    async handle(req, res, given) {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname;
      if (!path.startsWith('/rest/v1/')) return false;
      const raw = given !== undefined ? String(given) : await readBody(req);
      let body = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        send(res, 400, { code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
        return true;
      }
      const query = Object.fromEntries(url.searchParams);
      state.requests.push({ method: req.method, path, query, body: clone(body), prefer: req.headers.prefer });
      try {
        route(req, res, path, query, body);
      } catch (e) {
        if (!(e instanceof RestError)) throw e;
        send(res, e.status, e.code === undefined ? { message: e.message, hint: e.hint } : { code: e.code, details: e.details, hint: e.hint, message: e.message });
      }
      return true;
    },
  };
}

/**
 * Serves a fake on 127.0.0.1 (`port` 0 picks a free one). With `log`, every request it answers is
 * appended to that file as one JSON line with its arrival time `at` (ms), for recordings.
 */
export function start(options = {}) {
  const fake = createSupabaseFake(options);
  const server = createServer((req, res) => {
    const at = Date.now();
    const seen = fake.state.requests.length;
    Promise.resolve(fake.handle(req, res)).then((handled) => {
      if (options.log && fake.state.requests.length > seen) appendFileSync(options.log, `${JSON.stringify({ at, ...fake.state.requests[seen] })}\n`);
      if (!handled) send(res, 404, { code: 'PGRST125', details: null, hint: null, message: 'Invalid path specified in request URL' });
    }, (e) => send(res, 500, { code: 'XX000', details: null, hint: null, message: String(e?.message ?? e) }));
  });
  return new Promise((resolve) => {
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const port = server.address().port;
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        state: fake.state,
        close: () => new Promise((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  const seed = arg('seed') ? JSON.parse(readFileSync(arg('seed'), 'utf8')) : {};
  const fake = await start({ ...seed, log: arg('log'), port: Number(arg('port') ?? 18237) });
  console.log(`listening ${fake.port}`);
}

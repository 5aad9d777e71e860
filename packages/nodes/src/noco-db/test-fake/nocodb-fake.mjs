/**
 * A loopback NocoDB (https://docs.nocodb.com, https://meta-apis-v1.nocodb.com,
 * https://data-apis-v2.nocodb.com) over in-memory state, for tests and for recording n8n. It
 * answers the three APIs n8n's NocoDB node speaks:
 *
 * - before v0.90.0: `GET /nc/{project}/api/v1/{table}` (a bare array), `GET …/{table}/{id}`,
 *   `POST|PUT|DELETE …/{table}/bulk` (insert answers `[last id]`);
 * - v0.90.0 onwards: `GET /api/v1/db/data/noco/{project}/{table}` (`{ list, pageInfo }`),
 *   `GET …/{table}/{id}` (`{}` for a row that does not exist), `POST|PATCH|DELETE
 *   /api/v1/db/data/bulk/noco/{project}/{table}` (insert answers `[last id]`, update and delete one
 *   count per row, 0 for a row not found), `GET /api/v1/db/meta/projects/[{project}/tables]`,
 *   `POST /api/v1/db/storage/upload`;
 * - v0.200.0 onwards: `GET|POST|PATCH|DELETE /api/v2/tables/{table}/records` (writes answer
 *   `[{ Id }]`, updates and deletes need each row's key), `GET …/records/{id}` (404 when missing),
 *   `GET /api/v2/meta/bases/[{base}/tables]`, `POST /api/v2/storage/upload`.
 *
 * Lists take `limit` (at most 100), `offset`, `where` (`(field,op,value)` joined by `~and`/`~or`,
 * ops eq, neq, like, gt, lt, gte, lte), `sort` (`-field,field`) and `fields`. Tables are named by
 * id or title; a table's primary key is `Id` unless its seed names another (`ncRecordId`…), and
 * rows are also found by `id`. Requests sign in with `xc-auth` or `xc-token` equal to `TOKEN`;
 * anything else is answered 401 `{ msg }`. Uploaded files are served at `/download/{n}/{name}`.
 * Ids are counted, so two fakes given the same calls answer the same. `state.calls` logs each
 * request; answers pushed on `state.failures` (`{ status, retryAfter? }`) are given first.
 *
 * `createNocoDbFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const TOKEN = 'weftNocoToken0001';

const clone = (v) => JSON.parse(JSON.stringify(v));

class Refusal extends Error {
  constructor(status, msg) {
    super(msg);
    this.status = status;
  }
}

function parseMultipart(raw, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  if (!boundary) return [];
  const marker = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts = [];
  let start = raw.indexOf(marker);
  while (start !== -1) {
    const next = raw.indexOf(marker, start + marker.length);
    if (next === -1) break;
    const part = raw.subarray(start + marker.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    parts.push({
      name: /name="([^"]*)"/i.exec(head)?.[1],
      filename: /filename="([^"]*)"/i.exec(head)?.[1],
      type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1],
      data: part.subarray(split + 4),
    });
    start = next;
  }
  return parts;
}

function matches(row, where) {
  if (!where) return true;
  const terms = [...String(where).matchAll(/(~and|~or|~not)?\s*\(([^,]+),([^,]+),?([^)]*)\)/g)];
  let result;
  for (const [, join, field, op, value] of terms) {
    const cell = row[field.trim()];
    const text = cell === null || cell === undefined ? '' : String(cell);
    let ok;
    if (op === 'eq') ok = text === value;
    else if (op === 'neq') ok = text !== value;
    else if (op === 'like') ok = new RegExp(`^${value.split('%').map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 'i').test(text);
    else if (['gt', 'lt', 'gte', 'lte'].includes(op)) {
      const a = Number(cell), b = Number(value);
      ok = op === 'gt' ? a > b : op === 'lt' ? a < b : op === 'gte' ? a >= b : a <= b;
    } else throw new Refusal(400, `Invalid comparison operator '${op}'`);
    result = result === undefined ? ok : join === '~or' ? result || ok : result && ok;
  }
  return result ?? true;
}

/** A fake NocoDB instance over the seed's projects (bases), tables and rows. */
export function createNocoDbFake(seed = {}) {
  let counter = 1;
  const state = { projects: [], tables: [], files: [], calls: [], failures: [] };
  for (const p of seed.projects ?? []) {
    const project = { id: p.id ?? `p_${String(counter++).padStart(6, '0')}`, title: p.title };
    state.projects.push(project);
    for (const t of p.tables ?? []) {
      const table = { id: t.id ?? `md_${String(counter++).padStart(6, '0')}`, title: t.title, projectId: project.id, primaryKey: t.primaryKey ?? 'Id', rows: [], next: 1 };
      for (const r of t.rows ?? []) insert(table, r);
      state.tables.push(table);
    }
  }

  function insert(table, values) {
    const row = { [table.primaryKey]: table.primaryKey === 'Id' ? table.next : values[table.primaryKey] ?? `rec${String(table.next).padStart(6, '0')}` };
    table.next++;
    for (const [k, v] of Object.entries(values)) if (k !== 'id' && k !== table.primaryKey) row[k] = v;
    table.rows.push(row);
    return row;
  }
  function find(table, key) {
    return table.rows.find((r) => String(r[table.primaryKey]) === String(key));
  }
  function keyOf(table, body, named) {
    return body[named] ?? body[table.primaryKey] ?? body.Id ?? body.id;
  }
  function tableOf(name, projectId) {
    const t = state.tables.find((x) => (x.id === name || x.title === name) && (!projectId || x.projectId === projectId || state.projects.find((p) => p.title === projectId)?.id === x.projectId));
    if (!t) throw new Refusal(404, `Table '${name}' not found`);
    return t;
  }
  function list(table, q) {
    let rows = table.rows.filter((r) => matches(r, q.where));
    if (q.sort) {
      const keys = String(q.sort).split(',').filter(Boolean).map((s) => (s.startsWith('-') ? [s.slice(1), -1] : [s, 1]));
      rows = [...rows].sort((a, b) => {
        for (const [k, d] of keys) {
          if (a[k] === b[k]) continue;
          return (a[k] > b[k] ? 1 : -1) * d;
        }
        return 0;
      });
    }
    const limit = Math.min(Number(q.limit ?? 25) || 25, 100);
    const offset = Number(q.offset ?? 0) || 0;
    const fields = q.fields ? String(q.fields).split(',') : undefined;
    const page = rows.slice(offset, offset + limit).map((r) => (fields ? Object.fromEntries(fields.filter((f) => f in r).map((f) => [f, r[f]])) : clone(r)));
    return { page, total: rows.length, limit, offset };
  }
  const pageInfo = ({ total, limit, offset }) => ({ totalRows: total, page: Math.floor(offset / limit) + 1, pageSize: limit, isFirstPage: offset === 0, isLastPage: offset + limit >= total });
  function bulk(method, table, body, named, counts) {
    const rows = Array.isArray(body) ? body : [body];
    if (method === 'POST') {
      const made = rows.map((r) => insert(table, r));
      return counts ? [made.at(-1)?.[table.primaryKey]] : made.map((r) => ({ [table.primaryKey]: r[table.primaryKey] }));
    }
    return rows.map((r) => {
      const key = keyOf(table, r, named);
      if (key === undefined || key === null || key === '') throw new Refusal(400, 'Primary key is required');
      const row = find(table, key);
      if (!row) {
        if (counts) return 0;
        throw new Refusal(404, `Record '${key}' not found`);
      }
      if (method === 'DELETE') table.rows.splice(table.rows.indexOf(row), 1);
      else for (const [k, v] of Object.entries(r)) if (k !== 'id' && k !== table.primaryKey && k !== named) row[k] = v;
      return counts ? 1 : { [table.primaryKey]: row[table.primaryKey] };
    });
  }
  function upload(req, raw, base) {
    const files = parseMultipart(raw, req.headers['content-type']).filter((p) => p.filename !== undefined);
    if (files.length === 0) throw new Refusal(400, 'No file given');
    return files.map((f) => {
      const n = state.files.push({ data: f.data, type: f.type, title: f.filename });
      const path = `/download/${n}/${encodeURIComponent(f.filename)}`;
      return { url: `${base}${path}`, path, title: f.filename, mimetype: f.type ?? 'application/octet-stream', size: f.data.length };
    });
  }

  function route(req, url, raw, body) {
    const m = req.method;
    const q = Object.fromEntries(url.searchParams);
    const path = url.pathname;
    const base = `http://${req.headers.host}`;
    let r;
    if ((r = /^\/download\/(\d+)\//.exec(path)) && m === 'GET') {
      const file = state.files[Number(r[1]) - 1];
      if (!file) throw new Refusal(404, 'File not found');
      return { raw: file.data, type: file.type };
    }
    if (path === '/api/v1/db/meta/projects/' || path === '/api/v1/db/meta/projects' || path === '/api/v2/meta/bases/' || path === '/api/v2/meta/bases') {
      return { json: { list: state.projects.map((p) => ({ id: p.id, title: p.title })), pageInfo: { isLastPage: true } } };
    }
    if ((r = /^\/api\/(?:v1\/db\/meta\/projects|v2\/meta\/bases)\/([^/]+)\/tables\/?$/.exec(path))) {
      if (!state.projects.some((p) => p.id === r[1])) throw new Refusal(404, `Base '${r[1]}' not found`);
      return { json: { list: state.tables.filter((t) => t.projectId === r[1]).map((t) => ({ id: t.id, title: t.title, table_name: t.title })), pageInfo: { isLastPage: true } } };
    }
    if ((path === '/api/v1/db/storage/upload' || path === '/api/v2/storage/upload' || path === '/dashboard') && m === 'POST') return { json: upload(req, raw, base) };
    if ((r = /^\/nc\/([^/]+)\/api\/v1\/([^/]+)(?:\/([^/]+))?$/.exec(path))) {
      const table = tableOf(decodeURIComponent(r[2]), r[1]);
      if (r[3] === 'bulk' && ['POST', 'PUT', 'DELETE'].includes(m)) {
        bulk(m === 'PUT' ? 'PATCH' : m, table, body, 'id', true);
        return { json: m === 'POST' ? [table.rows.at(-1)[table.primaryKey]] : [] };
      }
      if (r[3] && m === 'GET') return { json: clone(find(table, decodeURIComponent(r[3])) ?? {}) };
      if (!r[3] && m === 'GET') return { json: list(table, q).page };
    }
    if ((r = /^\/api\/v1\/db\/data\/bulk\/noco\/([^/]+)\/([^/]+)$/.exec(path)) && ['POST', 'PATCH', 'DELETE'].includes(m)) {
      const table = tableOf(decodeURIComponent(r[2]), r[1]);
      const named = Array.isArray(body) && body[0] ? Object.keys(body[0]).find((k) => k === 'id' || k === table.primaryKey) : undefined;
      return { json: bulk(m, table, body, named, true) };
    }
    if ((r = /^\/api\/v1\/db\/data\/noco\/([^/]+)\/([^/]+)(?:\/([^/]+))?$/.exec(path)) && m === 'GET') {
      const table = tableOf(decodeURIComponent(r[2]), r[1]);
      if (r[3]) return { json: clone(find(table, decodeURIComponent(r[3])) ?? {}) };
      const l = list(table, q);
      return { json: { list: l.page, pageInfo: pageInfo(l) } };
    }
    if ((r = /^\/api\/v2\/tables\/([^/]+)\/records(?:\/([^/]+))?$/.exec(path))) {
      const table = tableOf(decodeURIComponent(r[1]));
      if (r[2] && m === 'GET') {
        const row = find(table, decodeURIComponent(r[2]));
        if (!row) throw new Refusal(404, `Record '${decodeURIComponent(r[2])}' not found`);
        return { json: clone(row) };
      }
      if (!r[2] && m === 'GET') {
        const l = list(table, q);
        return { json: { list: l.page, pageInfo: pageInfo(l) } };
      }
      if (!r[2] && ['POST', 'PATCH', 'DELETE'].includes(m)) return { json: bulk(m, table, body, undefined, false) };
    }
    return undefined;
  }

  async function handle(req, res) {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url, 'http://fake');
    let body;
    if (/json/i.test(req.headers['content-type'] ?? '') && raw.length) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ msg: 'Invalid JSON' }));
        return true;
      }
    }
    state.calls.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, auth: req.headers['xc-auth'], token: req.headers['xc-token'], contentType: req.headers['content-type'] });
    const send = (status, json, headers = {}) => res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(json));
    const failure = state.failures.shift();
    if (failure) {
      send(failure.status, { msg: failure.status === 429 ? 'Too many requests' : 'Internal server error' }, failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {});
      return true;
    }
    if (!url.pathname.startsWith('/download/') && req.headers['xc-auth'] !== TOKEN && req.headers['xc-token'] !== TOKEN) {
      send(401, { msg: 'Authentication required - Invalid token' });
      return true;
    }
    try {
      const answer = route(req, url, raw, body);
      if (!answer) return false;
      if (answer.raw) res.writeHead(200, { 'content-type': answer.type ?? 'application/octet-stream' }).end(answer.raw);
      else send(200, answer.json);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      send(error.status, { msg: error.message });
    }
    return true;
  }

  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createNocoDbFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ msg: 'Not found' }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

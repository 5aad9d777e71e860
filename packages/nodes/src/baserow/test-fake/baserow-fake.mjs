/**
 * A loopback Baserow REST API (https://api.baserow.io/api/redoc/) over in-memory state, for tests and
 * for recording n8n:
 *
 * - `POST /api/user/token-auth/` (`{ username, password }` → `{ token, access_token, user }`);
 * - `GET /api/applications/` (databases, with a non-database application among them),
 *   `GET /api/database/tables/database/{id}/`, `GET /api/database/fields/table/{id}/`;
 * - rows: `GET|POST /api/database/rows/table/{table}/`, `GET|PATCH|DELETE …/{table}/{row}/`.
 *
 * Rows are keyed `field_<id>` (Baserow's default without `user_field_names`); lists take `page`,
 * `size` (at most 200), `search`, `order_by` (`-field_<id>` or `-<id>`, comma separated),
 * `filter_type` (AND/OR) and `filter__field_<id>__<type>` filters (equal, not_equal, contains,
 * contains_not, higher_than, lower_than, empty, not_empty, boolean), and answer
 * `{ count, next, previous, results }`. Requests other than the sign-in need `Authorization: JWT
 * <token>` with a token the fake gave; refusals come in Baserow's `{ error, detail }` shape. Ids and
 * tokens are counted, so two fakes given the same calls answer the same. `state.calls` logs each
 * request; answers pushed on `state.failures` (`{ status, retryAfter? }`) are given first.
 *
 * `createBaserowFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const USERNAME = 'ada@weft.example';
export const PASSWORD = 'weft-baserow-password';

const clone = (v) => JSON.parse(JSON.stringify(v));

class Refusal extends Error {
  constructor(status, error, detail) {
    super(detail);
    this.status = status;
    this.error = error;
  }
}

function passes(cell, type, value) {
  const text = cell === null || cell === undefined ? '' : Array.isArray(cell) ? cell.map((c) => c?.value ?? c?.name ?? c).join(', ') : typeof cell === 'object' ? String(cell.value ?? '') : String(cell);
  switch (type) {
    case 'equal': return value === '' || text === value;
    case 'not_equal': return value === '' || text !== value;
    case 'contains': return text.toLowerCase().includes(value.toLowerCase());
    case 'contains_not': return !text.toLowerCase().includes(value.toLowerCase());
    case 'higher_than': return value === '' || Number(text) > Number(value);
    case 'lower_than': return value === '' || Number(text) < Number(value);
    case 'empty': return text === '' || text === 'false';
    case 'not_empty': return !(text === '' || text === 'false');
    case 'boolean': return (text === 'true') === ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
    default: throw new Refusal(400, 'ERROR_VIEW_FILTER_TYPE_DOES_NOT_EXIST', `The view filter type ${type} doesn't exist.`);
  }
}

/** A fake Baserow over the seed's users, databases, tables, fields and rows. */
export function createBaserowFake(seed = {}) {
  let counter = 1;
  let tokens = 0;
  const state = { users: clone(seed.users ?? [{ email: USERNAME, password: PASSWORD, name: 'Ada' }]), applications: [], tables: [], fields: [], rows: [], tokens: new Set(), calls: [], failures: [] };
  for (const d of seed.databases ?? []) {
    const db = { id: counter++, name: d.name, type: 'database' };
    state.applications.push(db);
    for (const t of d.tables ?? []) {
      const table = { id: counter++, name: t.name, database_id: db.id, order: state.tables.length + 1, next: 1 };
      state.tables.push(table);
      (t.fields ?? [{ name: 'Name', type: 'text' }]).forEach((f, index) => state.fields.push({ id: counter++, table_id: table.id, name: f.name, type: f.type ?? 'text', primary: index === 0, order: index }));
      for (const r of t.rows ?? []) insert(table, byKey(table, r));
    }
  }
  for (const a of seed.otherApplications ?? []) state.applications.push({ id: counter++, name: a, type: 'builder' });

  function fieldsOf(table) {
    return state.fields.filter((f) => f.table_id === table.id);
  }
  function byKey(table, named) {
    const out = {};
    for (const [k, v] of Object.entries(named)) {
      const f = fieldsOf(table).find((x) => x.name === k);
      if (f) out[`field_${f.id}`] = v;
    }
    return out;
  }
  function blank(f) {
    return f.type === 'boolean' ? false : null;
  }
  function insert(table, values) {
    const row = { id: table.next++, order: `${table.next - 1}.00000000000000000000` };
    for (const f of fieldsOf(table)) row[`field_${f.id}`] = values[`field_${f.id}`] ?? blank(f);
    row.table = table.id;
    state.rows.push(row);
    return row;
  }
  const view = (row) => {
    const { table, ...rest } = row;
    void table;
    return clone(rest);
  };
  function tableOf(id) {
    const t = state.tables.find((x) => String(x.id) === String(id));
    if (!t) throw new Refusal(404, 'ERROR_TABLE_DOES_NOT_EXIST', `The table ${id} does not exist.`);
    return t;
  }
  function rowOf(table, id) {
    const r = state.rows.find((x) => x.table === table.id && String(x.id) === String(id));
    if (!r) throw new Refusal(404, 'ERROR_ROW_DOES_NOT_EXIST', `The row ${id} does not exist.`);
    return r;
  }
  function write(table, row, body) {
    for (const [k, v] of Object.entries(body ?? {})) {
      const f = fieldsOf(table).find((x) => `field_${x.id}` === k);
      if (!f) continue;
      if (f.type === 'number' && v !== null && v !== '' && !Number.isFinite(Number(v))) throw new Refusal(400, 'ERROR_REQUEST_BODY_VALIDATION', `Invalid number for field ${k}`);
      row[k] = f.type === 'number' ? (v === '' || v === null ? null : String(v)) : f.type === 'boolean' ? [true, 'true', '1', 1].includes(v) : v;
    }
    return row;
  }
  function list(table, q, base, path) {
    let rows = state.rows.filter((r) => r.table === table.id);
    if (q.search) rows = rows.filter((r) => fieldsOf(table).some((f) => String(r[`field_${f.id}`] ?? '').toLowerCase().includes(q.search.toLowerCase())));
    const filters = Object.entries(q).map(([k, v]) => [/^filter__field_(\d+)__(\w+)$/.exec(k), v]).filter(([m]) => m);
    if (filters.length) {
      const or = String(q.filter_type ?? 'AND').toUpperCase() === 'OR';
      rows = rows.filter((r) => {
        const results = filters.map(([m, v]) => passes(r[`field_${m[1]}`], m[2], v));
        return or ? results.some(Boolean) : results.every(Boolean);
      });
    }
    if (q.order_by) {
      const keys = String(q.order_by).split(',').filter(Boolean).map((s) => {
        const desc = s.startsWith('-');
        const id = s.replace(/^[-+]/, '').replace(/^field_/, '');
        if (!fieldsOf(table).some((f) => String(f.id) === id)) throw new Refusal(400, 'ERROR_ORDER_BY_FIELD_NOT_FOUND', `The field ${s} was not found in the table.`);
        return [`field_${id}`, desc ? -1 : 1];
      });
      rows = [...rows].sort((a, b) => {
        for (const [k, d] of keys) {
          const x = a[k], y = b[k];
          if (x === y) continue;
          const nx = Number(x), ny = Number(y);
          return (Number.isFinite(nx) && Number.isFinite(ny) ? nx - ny : String(x ?? '').localeCompare(String(y ?? ''))) * d;
        }
        return a.id - b.id;
      });
    }
    const size = Math.min(Number(q.size ?? 100) || 100, 200);
    const page = Number(q.page ?? 1) || 1;
    const slice = rows.slice((page - 1) * size, page * size);
    if (page > 1 && slice.length === 0) throw new Refusal(404, 'ERROR_INVALID_PAGE', 'Invalid page.');
    const link = (p) => `${base}${path}?page=${p}&size=${size}`;
    return { count: rows.length, next: page * size < rows.length ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null, results: slice.map(view) };
  }

  function route(req, url, body) {
    const m = req.method;
    const path = url.pathname;
    const q = Object.fromEntries(url.searchParams);
    const base = `http://${req.headers.host}`;
    let r;
    if (path === '/api/user/token-auth/' && m === 'POST') {
      const user = state.users.find((u) => u.email === body?.username && u.password === body?.password);
      if (!user) throw new Refusal(401, 'ERROR_INVALID_CREDENTIALS', 'Invalid credentials');
      const token = `weftBaserowJwt${String(++tokens).padStart(4, '0')}`;
      state.tokens.add(token);
      return { json: { token, access_token: token, refresh_token: `${token}r`, user: { first_name: user.name, username: user.email } } };
    }
    const auth = /^JWT (.+)$/.exec(req.headers.authorization ?? '');
    if (!auth || !state.tokens.has(auth[1])) throw new Refusal(401, 'ERROR_INVALID_ACCESS_TOKEN', 'Access token is expired or invalid.');
    if (path === '/api/applications/' && m === 'GET') return { json: state.applications.map((a) => ({ ...a, tables: a.type === 'database' ? state.tables.filter((t) => t.database_id === a.id).map(({ next, ...t }) => (void next, t)) : undefined })) };
    if ((r = /^\/api\/database\/tables\/database\/(\d+)\/$/.exec(path)) && m === 'GET') {
      if (!state.applications.some((a) => String(a.id) === r[1] && a.type === 'database')) throw new Refusal(404, 'ERROR_APPLICATION_DOES_NOT_EXIST', `The application ${r[1]} does not exist.`);
      return { json: state.tables.filter((t) => String(t.database_id) === r[1]).map(({ next, ...t }) => (void next, t)) };
    }
    if ((r = /^\/api\/database\/fields\/table\/([^/]+)\/$/.exec(path)) && m === 'GET') return { json: clone(fieldsOf(tableOf(r[1]))) };
    if ((r = /^\/api\/database\/rows\/table\/([^/]+)\/$/.exec(path))) {
      const table = tableOf(r[1]);
      if (m === 'GET') return { json: list(table, q, base, path) };
      if (m === 'POST') {
        const row = insert(table, {});
        try {
          write(table, row, body);
        } catch (e) {
          state.rows.splice(state.rows.indexOf(row), 1);
          table.next--;
          throw e;
        }
        return { json: view(row) };
      }
    }
    if ((r = /^\/api\/database\/rows\/table\/([^/]+)\/([^/]+)\/$/.exec(path))) {
      const table = tableOf(r[1]);
      const row = rowOf(table, r[2]);
      if (m === 'GET') return { json: view(row) };
      if (m === 'PATCH') return { json: view(write(table, row, body)) };
      if (m === 'DELETE') {
        state.rows.splice(state.rows.indexOf(row), 1);
        return { status: 204 };
      }
    }
    return undefined;
  }

  async function handle(req, res) {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url, 'http://fake');
    const send = (status, json, headers = {}) => res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(json === undefined ? '' : JSON.stringify(json));
    let body;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        send(400, { error: 'ERROR_REQUEST_BODY_VALIDATION', detail: 'Invalid JSON' });
        return true;
      }
    }
    state.calls.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, authorization: req.headers.authorization });
    const failure = state.failures.shift();
    if (failure) {
      send(failure.status, { error: failure.status === 429 ? 'ERROR_TOO_MANY_REQUESTS' : 'ERROR_INTERNAL', detail: 'Try again later.' }, failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {});
      return true;
    }
    try {
      const answer = route(req, url, body);
      if (!answer) return false;
      if (answer.status === 204) res.writeHead(204).end();
      else send(200, answer.json);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      send(error.status, { error: error.error, detail: error.message });
    }
    return true;
  }

  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createBaserowFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'URL_NOT_FOUND', detail: 'Not found' }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

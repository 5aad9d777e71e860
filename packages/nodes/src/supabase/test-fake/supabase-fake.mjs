/**
 * A loopback Supabase REST API (PostgREST under `/rest/v1`, https://postgrest.org/en/stable/references/api/tables_views.html)
 * over in-memory tables, for tests and for recording n8n:
 *
 * - `GET /rest/v1/` the OpenAPI description (`paths`, `definitions` with each column's type);
 * - `GET /rest/v1/{table}` rows, filtered by `column=op.value` (eq, neq, gt, gte, lt, lte, like,
 *   ilike with `*` for `%`, is null/true/false/unknown, in.(…), fts/plfts/phfts/wfts, each may be
 *   negated with `not.`), `or=(…)` and `and=(…)` (nested, with PostgREST's quoting), `select`,
 *   `order=col.asc|desc[.nullsfirst|.nullslast]`, `limit` and `offset`, at most 1000 rows an answer
 *   (Supabase's max rows);
 * - `POST /rest/v1/{table}` one row or a list (every object with the same keys), `PATCH` and
 *   `DELETE` `/rest/v1/{table}?filters` (a filter is required, as Supabase's safe-update rule asks);
 *   `Prefer: return=representation` answers the rows written.
 *
 * Tables live in schemas (`public` unless `Accept-Profile` / `Content-Profile` names another). A
 * column has a type (`int8`, `int4`, `text`, `bool`, `float8`, `jsonb`, `timestamptz`, `uuid`…), may
 * be `identity` (counted from 1), have a `default` (`now()` is `state.clock`, a second further per
 * write), be `notNull`, `unique` or the `primaryKey`. Errors have PostgREST's shape
 * `{ code, details, hint, message }` and its status codes (400 bad value or column, 404 unknown table,
 * 409 unique violation), and a wrong key gets Supabase's 401 `{ message, hint }`. `state.calls`
 * logs each request.
 *
 * `createSupabaseFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start()`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

/** The service role key the fake accepts (as `apikey` and as a Bearer token). */
export const SERVICE_ROLE = 'weft-service-role-key';
/** The most rows one answer holds (Supabase's default "max rows"). */
export const MAX_ROWS = 1000;

class Refusal extends Error {
  constructor(status, code, message, details = null, hint = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }
}

/** The default tables: `public.tasks`, `public.contacts` and `crm.deals`. */
function defaultSchemas() {
  return {
    public: {
      tasks: {
        columns: {
          id: { type: 'int8', identity: true, primaryKey: true },
          created_at: { type: 'timestamptz', default: 'now()', notNull: true },
          title: { type: 'text', notNull: true },
          status: { type: 'text', default: 'todo' },
          points: { type: 'int4' },
          done: { type: 'bool', default: false },
          owner: { type: 'text' },
          meta: { type: 'jsonb' },
        },
        rows: [],
      },
      contacts: {
        columns: {
          id: { type: 'int8', identity: true, primaryKey: true },
          email: { type: 'text', notNull: true, unique: true },
          name: { type: 'text' },
          score: { type: 'float8' },
        },
        rows: [],
      },
    },
    crm: {
      deals: {
        columns: {
          id: { type: 'int8', identity: true, primaryKey: true },
          name: { type: 'text', notNull: true },
          amount: { type: 'numeric' },
        },
        rows: [],
      },
    },
  };
}

const timestamp = (ms) => new Date(ms).toISOString().replace('.000Z', 'Z').replace('Z', '+00:00');

/**
 * A fresh fake. `seed.tables` adds or replaces tables (`{ "schema.table" | "table": { columns?, rows } }`;
 * rows of an existing table are inserted as a write would, defaults and identities filled in);
 * `seed.generate` adds `count` rows to a public table from a `row` template where `{n}` is the row's
 * number (counted from 1; a value that is just `{n}` is the number itself).
 */
export function createSupabaseFake(seed = {}) {
  const state = { clock: Date.parse('2024-05-01T10:00:00.000Z'), schemas: defaultSchemas(), identities: {}, calls: [], serviceRole: SERVICE_ROLE };
  const fake = { state, handle, insert };

  function tableOf(schema, name) {
    const s = state.schemas[schema];
    if (!s) throw new Refusal(406, 'PGRST106', `The schema must be one of the following: ${Object.keys(state.schemas).join(', ')}`, null, null);
    const table = s[name];
    if (!table) {
      const near = Object.keys(s).find((n) => n.toLowerCase() === String(name).toLowerCase());
      throw new Refusal(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`, null, near ? `Perhaps you meant the table '${schema}.${near}'` : null);
    }
    return table;
  }

  function column(table, tableName, name) {
    const c = table.columns[name];
    if (!c) throw new Refusal(400, '42703', `column ${tableName}.${name} does not exist`);
    return c;
  }

  /** A written value as the column stores it (PostgreSQL's input rules, reduced). */
  function coerce(col, name, value) {
    if (value === null || value === undefined) return null;
    switch (col.type) {
      case 'int2': case 'int4': case 'int8': {
        const text = typeof value === 'string' ? value.trim() : value;
        if (typeof text === 'boolean' || !/^-?\d+$/.test(String(text))) throw new Refusal(400, '22P02', `invalid input syntax for type ${col.type === 'int8' ? 'bigint' : col.type === 'int2' ? 'smallint' : 'integer'}: "${typeof value === 'object' ? JSON.stringify(value) : String(value)}"`);
        return Number(text);
      }
      case 'float4': case 'float8': case 'numeric': {
        const n = Number(value);
        if (typeof value === 'boolean' || value === '' || !Number.isFinite(n)) throw new Refusal(400, '22P02', `invalid input syntax for type ${col.type === 'numeric' ? 'numeric' : 'double precision'}: "${String(value)}"`);
        return n;
      }
      case 'bool': {
        if (typeof value === 'boolean') return value;
        const t = String(value).toLowerCase();
        if (['t', 'true', 'yes', 'on', '1', 'y'].includes(t)) return true;
        if (['f', 'false', 'no', 'off', '0', 'n'].includes(t)) return false;
        throw new Refusal(400, '22P02', `invalid input syntax for type boolean: "${String(value)}"`);
      }
      case 'jsonb': case 'json':
        return structuredClone(value);
      case 'timestamptz': {
        const ms = Date.parse(String(value));
        if (Number.isNaN(ms)) throw new Refusal(400, '22007', `invalid input syntax for type timestamp with time zone: "${String(value)}"`);
        return timestamp(ms);
      }
      default:
        return typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
  }

  function defaultOf(schema, tableName, table, name, col) {
    if (col.identity) {
      const key = `${schema}.${tableName}.${name}`;
      state.identities[key] = (state.identities[key] ?? 0) + 1;
      return state.identities[key];
    }
    if (col.default === 'now()') return timestamp(state.clock);
    return col.default === undefined ? null : structuredClone(col.default);
  }

  function checkConstraints(tableName, table, row, ignore) {
    for (const [name, col] of Object.entries(table.columns)) {
      if ((col.notNull || col.primaryKey) && (row[name] === null || row[name] === undefined)) {
        const values = Object.keys(table.columns).map((k) => (row[k] === null || row[k] === undefined ? 'null' : typeof row[k] === 'object' ? JSON.stringify(row[k]) : String(row[k]))).join(', ');
        throw new Refusal(400, '23502', `null value in column "${name}" of relation "${tableName}" violates not-null constraint`, `Failing row contains (${values}).`);
      }
      if (col.unique || col.primaryKey) {
        const clash = table.rows.find((r) => r !== ignore && r[name] !== null && r[name] === row[name]);
        if (clash) throw new Refusal(409, '23505', `duplicate key value violates unique constraint "${tableName}_${col.primaryKey ? 'pkey' : `${name}_key`}"`, `Key (${name})=(${row[name]}) already exists.`);
      }
    }
  }

  /** Inserts rows (objects) into a table, as one statement: all of them or none. */
  function insert(schema, tableName, objects) {
    const table = tableOf(schema, tableName);
    state.clock += 1000;
    const made = [];
    for (const object of objects) {
      const row = {};
      for (const key of Object.keys(object)) if (!table.columns[key]) throw new Refusal(400, 'PGRST204', `Could not find the '${key}' column of '${tableName}' in the schema cache`);
      for (const [name, col] of Object.entries(table.columns)) {
        if (name in object && object[name] !== undefined) {
          if (col.identity && object[name] !== null) {
            row[name] = coerce(col, name, object[name]);
          } else {
            row[name] = coerce(col, name, object[name]);
          }
        } else {
          row[name] = defaultOf(schema, tableName, table, name, col);
        }
      }
      checkConstraints(tableName, { ...table, rows: [...table.rows, ...made] }, row);
      made.push(row);
    }
    table.rows.push(...made);
    return made;
  }

  for (const [key, spec] of Object.entries(seed.tables ?? {})) {
    const [schema, name] = key.includes('.') ? key.split('.') : ['public', key];
    state.schemas[schema] ??= {};
    if (spec.columns) state.schemas[schema][name] = { columns: spec.columns, rows: [] };
    if (!state.schemas[schema][name]) throw new Error(`supabase seed: no table ${key} and no columns for it`);
    if (spec.rows?.length) insert(schema, name, spec.rows);
  }
  if (seed.generate) {
    const { table = 'tasks', count, row = { title: 'Task {n}', points: '{n}' } } = seed.generate;
    const fill = (n) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === '{n}' ? n : typeof v === 'string' ? v.replaceAll('{n}', String(n)) : v]));
    insert('public', table, Array.from({ length: count }, (_, i) => fill(i + 1)));
  }

  // ------------------------------------------------------------------ filters

  /** Splits `a,b(c,d),"e,f"` at top-level commas. */
  function splitTop(text) {
    const parts = [];
    let depth = 0;
    let quoted = false;
    let cur = '';
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (quoted) {
        if (c === '\\' && i + 1 < text.length) { cur += c + text[++i]; continue; }
        if (c === '"') quoted = false;
        cur += c;
        continue;
      }
      if (c === '"') { quoted = true; cur += c; continue; }
      if (c === '(') depth++;
      if (c === ')') depth--;
      if (c === ',' && depth === 0) { parts.push(cur); cur = ''; continue; }
      cur += c;
    }
    parts.push(cur);
    return parts;
  }

  const unquote = (text) => (text.startsWith('"') && text.endsWith('"') && text.length >= 2 ? text.slice(1, -1).replace(/\\(.)/g, '$1') : text);

  /** A filter tree node for `op.value` on a column (`not.` negates). */
  function leaf(table, tableName, name, expression) {
    let negate = false;
    let rest = expression;
    if (rest.startsWith('not.')) { negate = true; rest = rest.slice(4); }
    const dot = rest.indexOf('.');
    if (dot < 0) throw new Refusal(400, 'PGRST100', `"failed to parse filter (${expression})" (line 1, column ${expression.length + 1})`, `unexpected end of input expecting "not" or operator (eq, gt, ...)`);
    const op = rest.slice(0, dot);
    let value = rest.slice(dot + 1);
    const ops = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in', 'fts', 'plfts', 'phfts', 'wfts', 'match', 'imatch', 'cs', 'cd'];
    if (!ops.includes(op.replace(/\(.*\)$/, ''))) throw new Refusal(400, 'PGRST100', `"failed to parse filter (${expression})" (line 1, column ${dot + 1})`, 'unexpected "' + op.slice(0, 1) + '" expecting "not" or operator (eq, gt, ...)');
    const col = column(table, tableName, name);
    return { kind: 'leaf', name, col, op: op.replace(/\(.*\)$/, ''), value: op === 'in' ? value : unquote(value), negate };
  }

  /** `or=(a.eq.1,and(b.gt.2,c.is.null))` → a tree. */
  function group(table, tableName, kind, text, negate = false) {
    if (!text.startsWith('(') || !text.endsWith(')')) throw new Refusal(400, 'PGRST100', `"failed to parse logic tree (${text})" (line 1, column 2)`, 'unexpected end of input expecting "(" ');
    const children = splitTop(text.slice(1, -1)).map((part) => {
      const m = /^(not\.)?(and|or)(\(.*\))$/.exec(part);
      if (m) return group(table, tableName, m[2], m[3], Boolean(m[1]));
      const dot = part.indexOf('.');
      if (dot < 0) throw new Refusal(400, 'PGRST100', `"failed to parse logic tree (${text})" (line 1, column ${text.length})`, 'unexpected end of input');
      return leaf(table, tableName, unquote(part.slice(0, dot)), part.slice(dot + 1));
    });
    return { kind, children, negate };
  }

  function compare(col, a, b) {
    if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'].includes(col.type)) return Number(a) - Number(b);
    if (col.type === 'timestamptz') return Date.parse(a) - Date.parse(b);
    if (col.type === 'bool') return Number(a) - Number(b);
    const x = typeof a === 'object' ? JSON.stringify(a) : String(a);
    const y = typeof b === 'object' ? JSON.stringify(b) : String(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }

  function likeToRegex(pattern, flags) {
    const body = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/[*%]/g, '.*').replace(/_/g, '.');
    return new RegExp(`^${body}$`, flags);
  }

  function test(node, row) {
    let result;
    if (node.kind === 'and') result = node.children.every((c) => test(c, row));
    else if (node.kind === 'or') result = node.children.some((c) => test(c, row));
    else {
      const value = row[node.name];
      const { col, op } = node;
      const typed = () => coerce(col, node.name, node.value);
      switch (op) {
        case 'is': {
          const v = node.value.toLowerCase();
          if (!['null', 'true', 'false', 'unknown', 'not_null'].includes(v)) throw new Refusal(400, 'PGRST100', `"failed to parse filter (is.${node.value})" (line 1, column 4)`, 'unexpected "' + node.value.slice(0, 1) + '" expecting null or trilean value (unknown, true, false)');
          result = v === 'null' || v === 'unknown' ? value === null : v === 'not_null' ? value !== null : value === (v === 'true');
          break;
        }
        case 'in': {
          const inner = node.value.replace(/^\(|\)$/g, '');
          const list = splitTop(inner).map(unquote).map((x) => coerce(col, node.name, x));
          result = value !== null && list.some((x) => compare(col, value, x) === 0);
          break;
        }
        case 'like': result = value !== null && likeToRegex(node.value, '').test(String(value)); break;
        case 'ilike': result = value !== null && likeToRegex(node.value, 'i').test(String(value)); break;
        case 'fts': case 'plfts': case 'phfts': case 'wfts': {
          const words = node.value.replace(/^\([^)]*\)/, '').toLowerCase().split(/[\s&|!'():]+/).filter(Boolean);
          const text = String(value ?? '').toLowerCase();
          result = value !== null && (op === 'phfts' ? text.includes(words.join(' ')) : words.every((w) => text.includes(w)));
          break;
        }
        default: {
          if (value === null) { result = false; break; }
          const c = compare(col, value, typed());
          result = op === 'eq' ? c === 0 : op === 'neq' ? c !== 0 : op === 'gt' ? c > 0 : op === 'gte' ? c >= 0 : op === 'lt' ? c < 0 : op === 'lte' ? c <= 0 : false;
        }
      }
    }
    return node.negate ? !result : result;
  }

  const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'or', 'and', 'not.or', 'not.and', 'on_conflict', 'columns']);

  /** The filter tree of a request's query (every other key is a column filter). */
  function filtersOf(table, tableName, params) {
    const children = [];
    for (const [key, value] of params) {
      if (key === 'or' || key === 'and') children.push(group(table, tableName, key, value));
      else if (key === 'not.or' || key === 'not.and') children.push(group(table, tableName, key.slice(4), value, true));
      else if (!RESERVED.has(key)) children.push(leaf(table, tableName, key, value));
    }
    return { kind: 'and', children, negate: false };
  }

  function project(table, tableName, rows, select) {
    if (!select || select === '*') return rows.map((r) => structuredClone(r));
    const names = splitTop(select).map((s) => s.trim()).filter(Boolean);
    for (const n of names) if (n !== '*') column(table, tableName, n.split(':').pop().split('::')[0]);
    return rows.map((r) => {
      const out = {};
      for (const n of names) {
        if (n === '*') Object.assign(out, structuredClone(r));
        else {
          const [alias, source] = n.includes(':') ? n.split(':') : [n, n];
          out[alias] = structuredClone(r[source.split('::')[0]]);
        }
      }
      return out;
    });
  }

  function ordered(table, tableName, rows, order) {
    if (!order) return rows;
    const keys = splitTop(order).map((part) => {
      const [name, ...mods] = part.split('.');
      const col = column(table, tableName, name);
      const desc = mods.includes('desc');
      const nullsFirst = mods.includes('nullsfirst') ? true : mods.includes('nullslast') ? false : desc;
      return { name, col, desc, nullsFirst };
    });
    return [...rows].sort((a, b) => {
      for (const k of keys) {
        const x = a[k.name];
        const y = b[k.name];
        if (x === null && y === null) continue;
        if (x === null) return k.nullsFirst ? -1 : 1;
        if (y === null) return k.nullsFirst ? 1 : -1;
        const c = compare(k.col, x, y);
        if (c) return k.desc ? -c : c;
      }
      return 0;
    });
  }

  // ------------------------------------------------------------------ requests

  function openApi(schema) {
    const tables = state.schemas[schema] ?? {};
    const pgType = { int2: ['integer', 'smallint'], int4: ['integer', 'integer'], int8: ['integer', 'bigint'], float4: ['number', 'real'], float8: ['number', 'double precision'], numeric: ['number', 'numeric'], bool: ['boolean', 'boolean'], text: ['string', 'text'], uuid: ['string', 'uuid'], timestamptz: ['string', 'timestamp with time zone'], jsonb: [undefined, 'jsonb'], json: [undefined, 'json'] };
    const paths = { '/': { get: { produces: ['application/openapi+json', 'application/json'], responses: { 200: { description: 'OK' } }, summary: 'OpenAPI description (this document)', tags: ['Introspection'] } } };
    const definitions = {};
    for (const [name, table] of Object.entries(tables)) {
      paths[`/${name}`] = { get: { tags: [name] }, post: { tags: [name] }, delete: { tags: [name] }, patch: { tags: [name] } };
      definitions[name] = {
        required: Object.entries(table.columns).filter(([, c]) => c.notNull || c.primaryKey).map(([n]) => n),
        properties: Object.fromEntries(Object.entries(table.columns).map(([n, c]) => {
          const [type, format] = pgType[c.type] ?? ['string', c.type];
          return [n, { ...(c.default !== undefined || c.identity ? { default: c.identity ? undefined : c.default } : {}), ...(c.primaryKey ? { description: 'Note:\nThis is a Primary Key.<pk/>' } : {}), format, ...(type ? { type } : {}) }];
        })),
        type: 'object',
      };
    }
    return { swagger: '2.0', info: { description: '', title: 'standard public schema', version: '12.2.3' }, host: 'weft.supabase.test', basePath: '/', schemes: ['https'], consumes: ['application/json'], produces: ['application/json'], paths, definitions };
  }

  function route(req, res, method, tableName, params, body, schema) {
    if (!tableName) {
      if (method === 'GET') return openApi(schema);
      throw new Refusal(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    const table = tableOf(schema, tableName);
    const select = params.find(([k]) => k === 'select')?.[1];
    const representation = String(req.headers.prefer ?? '').includes('return=representation');
    if (method === 'GET' || method === 'HEAD') {
      const filter = filtersOf(table, tableName, params);
      let rows = table.rows.filter((r) => test(filter, r));
      rows = ordered(table, tableName, rows, params.find(([k]) => k === 'order')?.[1]);
      const offset = Number(params.find(([k]) => k === 'offset')?.[1] ?? 0);
      const limitParam = params.find(([k]) => k === 'limit')?.[1];
      const limit = Math.min(limitParam === undefined ? MAX_ROWS : Number(limitParam), MAX_ROWS);
      if (!Number.isFinite(offset) || !Number.isFinite(limit)) throw new Refusal(400, 'PGRST100', '"failed to parse limit or offset" (line 1, column 1)', 'unexpected input');
      const page = rows.slice(offset, offset + limit);
      res.setHeader('Content-Range', page.length ? `${offset}-${offset + page.length - 1}/*` : '*/*');
      return project(table, tableName, page, select);
    }
    if (method === 'POST') {
      const objects = Array.isArray(body) ? body : [body];
      if (objects.some((o) => !o || typeof o !== 'object' || Array.isArray(o))) throw new Refusal(400, 'PGRST102', 'All object keys must match');
      const keys = JSON.stringify(Object.keys(objects[0] ?? {}).sort());
      if (objects.some((o) => JSON.stringify(Object.keys(o).sort()) !== keys)) throw new Refusal(400, 'PGRST102', 'All object keys must match');
      const made = insert(schema, tableName, objects);
      res.statusCode = 201;
      return representation ? project(table, tableName, made, select) : undefined;
    }
    if (method === 'PATCH' || method === 'DELETE') {
      const filter = filtersOf(table, tableName, params);
      if (!filter.children.length) throw new Refusal(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);
      const matched = table.rows.filter((r) => test(filter, r));
      if (method === 'DELETE') {
        table.rows = table.rows.filter((r) => !matched.includes(r));
        state.clock += 1000;
        if (!representation) { res.statusCode = 204; return undefined; }
        return project(table, tableName, matched, select);
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Refusal(400, 'PGRST102', 'Empty or invalid json');
      for (const key of Object.keys(body)) if (!table.columns[key]) throw new Refusal(400, 'PGRST204', `Could not find the '${key}' column of '${tableName}' in the schema cache`);
      const changes = matched.map((row) => {
        const next = { ...row };
        for (const [key, value] of Object.entries(body)) next[key] = coerce(table.columns[key], key, value);
        return [row, next];
      });
      for (const [row, next] of changes) checkConstraints(tableName, { ...table, rows: table.rows.filter((r) => r !== row) }, next);
      state.clock += 1000;
      for (const [row, next] of changes) Object.assign(row, next);
      if (!representation) { res.statusCode = 204; return undefined; }
      return project(table, tableName, matched, select);
    }
    throw new Refusal(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }

  /** Serves one request; answers false when the path is not under /rest/v1. */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/rest/v1')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const params = [...new URLSearchParams(url.search)];
    const method = String(req.method);
    const call = { method, path: url.pathname, rawQuery: url.search.slice(1), params, body: undefined, apikey: req.headers.apikey, authorization: req.headers.authorization, prefer: req.headers.prefer, acceptProfile: req.headers['accept-profile'], contentProfile: req.headers['content-profile'] };
    state.calls.push(call);
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (req.headers.apikey !== state.serviceRole || (req.headers.authorization !== undefined && req.headers.authorization !== `Bearer ${state.serviceRole}`)) {
      res.statusCode = 401;
      res.end(JSON.stringify({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }));
      return true;
    }
    try {
      let body;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch (error) {
          throw new Refusal(400, 'PGRST102', 'Empty or invalid json');
        }
        call.body = body;
      }
      const profile = ['GET', 'HEAD'].includes(method) ? req.headers['accept-profile'] : req.headers['content-profile'];
      const schema = String(profile ?? 'public');
      if (!state.schemas[schema]) throw new Refusal(406, 'PGRST106', `The schema must be one of the following: ${Object.keys(state.schemas).join(', ')}`);
      const tableName = decodeURIComponent(url.pathname.slice('/rest/v1'.length).replace(/^\/+|\/+$/g, ''));
      const answer = route(req, res, method, tableName, params, body, schema);
      if (!res.statusCode || res.statusCode < 200) res.statusCode = 200;
      if (answer === undefined) res.end();
      else res.end(JSON.stringify(answer));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      res.statusCode = error.status;
      res.end(JSON.stringify({ code: error.code, details: error.details, hint: error.hint, message: error.message }));
    }
    return true;
  }

  return fake;
}

/** Serves a fresh fake on 127.0.0.1:0. */
export async function start(seed = {}) {
  const fake = createSupabaseFake(seed);
  const server = createServer((req, res) => {
    fake.handle(req, res).then((handled) => {
      if (!handled) { res.statusCode = 404; res.end(); }
    }, (error) => {
      res.statusCode = 500;
      res.end(String(error?.stack ?? error));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }) };
}

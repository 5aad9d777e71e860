/**
 * A loopback Airtable Web API (https://airtable.com/developers/web/api/introduction) over in-memory
 * state, for tests:
 *
 * - `GET /v0/meta/bases` (paged with `offset`), `GET /v0/meta/bases/{base}/tables`;
 * - `GET /v0/{base}/{table}` list records: `filterByFormula` (a small formula evaluator: field
 *   references, strings, numbers, comparisons, `&`, AND/OR/NOT/IF, IS_AFTER/IS_BEFORE,
 *   DATETIME_PARSE, LOWER/UPPER/LEN/FIND/SEARCH, BLANK, TRUE/FALSE, RECORD_ID), `view` (by ID or
 *   name, with the view's own formula and sort), `fields[]`, `sort[n][field|direction]`,
 *   `pageSize` (≤ 100), `maxRecords` and `offset` pagination;
 * - `GET|DELETE /v0/{base}/{table}/{record}`, `DELETE /v0/{base}/{table}?records[]=…`;
 * - `POST /v0/{base}/{table}` (one `{ fields }` or up to 10 `{ records }`, `typecast`);
 * - `PATCH /v0/{base}/{table}` (up to 10 `{ records: [{ id, fields }] }`, or an upsert with
 *   `performUpsert.fieldsToMergeOn`);
 * - `GET /attachments/{name}` serves the bytes of `state.files[name]` (attachment URLs are signed,
 *   no token needed).
 *
 * Tables are found by ID or name. Errors have Airtable's shapes: `{ error: { type, message } }`,
 * `{ error: 'NOT_FOUND' }` for an unknown base or record, 401 without the token, 422 for bad
 * requests and values. `state.faults` holds answers (e.g. a 429 or a 503) given to the next API
 * calls before any work. `state.calls` logs every call (method, path, query, body, token).
 *
 * Ids are counted per fake (`rec`, `att`, `sel` then `Weft` and ten digits), and times come from
 * `state.clock`, so two fakes given the same calls answer the same.
 *
 * `createAirtableFake()` answers `{ handle(req, res, body?): boolean, state, reset() }`; `start()`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

/** The token the fake accepts. */
export const TOKEN = 'patWEFTtest.0123456789abcdef';

const READ_ONLY = new Set(['autoNumber', 'button', 'count', 'createdBy', 'createdTime', 'formula', 'lastModifiedBy', 'lastModifiedTime', 'lookup', 'rollup', 'multipleLookupValues']);

/** The seed data: one base with a Tasks table (and a second, read-only base). */
function seed() {
  const tasks = {
    id: 'tblTasks0000000001', name: 'Tasks', primaryFieldId: 'fldName00000000001',
    fields: [
      { id: 'fldName00000000001', name: 'Name', type: 'singleLineText' },
      { id: 'fldStatus000000001', name: 'Status', type: 'singleSelect', options: { choices: [{ id: 'selTodo', name: 'Todo' }, { id: 'selDone', name: 'Done' }] } },
      { id: 'fldPoints000000001', name: 'Points', type: 'number', options: { precision: 0 } },
      { id: 'fldEmail0000000001', name: 'Email', type: 'email' },
      { id: 'fldFiles0000000001', name: 'Files', type: 'multipleAttachments' },
      { id: 'fldModified0000001', name: 'Last Modified', type: 'lastModifiedTime' },
    ],
    views: [
      { id: 'viwGrid0000000001', name: 'Grid view', type: 'grid' },
      { id: 'viwOpen0000000001', name: 'Open', type: 'grid', formula: "{Status} != 'Done'", sort: [{ field: 'Points', direction: 'desc' }] },
    ],
  };
  const people = { id: 'tblPeople000000001', name: 'People', primaryFieldId: 'fldPName0000000001', fields: [{ id: 'fldPName0000000001', name: 'Full Name', type: 'singleLineText' }], views: [{ id: 'viwPeople00000001', name: 'Grid view', type: 'grid' }] };
  return {
    token: TOKEN,
    bases: [
      { id: 'appWeftBase000001', name: 'Weft Projects', permissionLevel: 'create', tables: [tasks, people] },
      { id: 'appReadOnly000001', name: 'Archive', permissionLevel: 'read', tables: [] },
    ],
    records: { tblTasks0000000001: [], tblPeople000000001: [] },
    files: {},
    faults: [],
    calls: [],
    /** Bases per page of `meta/bases` (Airtable pages at 1000). */
    basesPageSize: 1000,
    clock: Date.parse('2024-05-01T10:00:00.000Z'),
    /** The count behind the next new id. */
    nextId: 1,
  };
}

// ---------------------------------------------------------------- formulas

function tokenize(text) {
  const tokens = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) { i++; continue; }
    if (c === '{') {
      const end = text.indexOf('}', i);
      if (end < 0) throw new Error('unclosed field reference');
      tokens.push({ t: 'field', v: text.slice(i + 1, end) });
      i = end + 1;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      let s = '';
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\' && j + 1 < text.length) { s += text[j + 1]; j += 2; } else { s += text[j]; j++; }
      }
      if (j >= text.length) throw new Error('unclosed string');
      tokens.push({ t: 'str', v: s });
      i = j + 1;
    } else if (/[0-9.]/.test(c)) {
      const m = /^[0-9]*\.?[0-9]+/.exec(text.slice(i));
      tokens.push({ t: 'num', v: Number(m[0]) });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i));
      tokens.push({ t: 'name', v: m[0].toUpperCase() });
      i += m[0].length;
    } else {
      const two = text.slice(i, i + 2);
      if (['!=', '<=', '>='].includes(two)) { tokens.push({ t: 'op', v: two }); i += 2; continue; }
      if ('=<>&+-*/(),'.includes(c)) { tokens.push({ t: 'op', v: c }); i++; continue; }
      throw new Error(`unexpected "${c}"`);
    }
  }
  return tokens;
}

/** Parses a formula into a tree; throws on bad syntax. */
export function parseFormula(text) {
  const tokens = tokenize(text);
  let at = 0;
  const peek = () => tokens[at];
  const eat = (v) => { const t = tokens[at]; if (!t || t.v !== v) throw new Error(`expected "${v}"`); at++; };
  const LEVELS = [['=', '!=', '<', '>', '<=', '>='], ['&'], ['+', '-'], ['*', '/']];
  const binary = (level) => {
    if (level >= LEVELS.length) return unary();
    let left = binary(level + 1);
    while (peek() && peek().t === 'op' && LEVELS[level].includes(peek().v)) {
      const op = tokens[at++].v;
      left = { op, left, right: binary(level + 1) };
    }
    return left;
  };
  const unary = () => {
    const t = tokens[at++];
    if (!t) throw new Error('unexpected end');
    if (t.t === 'field') return { field: t.v };
    if (t.t === 'str' || t.t === 'num') return { value: t.v };
    if (t.t === 'op' && t.v === '-') return { op: 'neg', left: unary() };
    if (t.t === 'op' && t.v === '(') { const e = binary(0); eat(')'); return e; }
    if (t.t === 'name') {
      eat('(');
      const args = [];
      if (peek()?.v !== ')') {
        args.push(binary(0));
        while (peek()?.v === ',') { at++; args.push(binary(0)); }
      }
      eat(')');
      return { fn: t.v, args };
    }
    throw new Error(`unexpected "${t.v}"`);
  };
  const tree = binary(0);
  if (at < tokens.length) throw new Error(`unexpected "${tokens[at].v}"`);
  return tree;
}

const truthy = (v) => !(v === 0 || v === false || v === '' || v === null || v === undefined || Number.isNaN(v) || (Array.isArray(v) && v.length === 0));
const asText = (v) => (v === null || v === undefined ? '' : Array.isArray(v) ? v.map(asText).join(', ') : typeof v === 'object' ? (v.name ?? JSON.stringify(v)) : String(v));
const asTime = (v) => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

/** The value of a formula tree for a record. */
export function evaluate(node, record) {
  if ('value' in node) return node.value;
  if ('field' in node) return record.fields[node.field] ?? null;
  if (node.op) {
    const l = evaluate(node.left, record);
    if (node.op === 'neg') return -Number(l);
    const r = evaluate(node.right, record);
    const numeric = typeof l === 'number' || typeof r === 'number';
    switch (node.op) {
      case '=': return numeric ? Number(l ?? 0) === Number(r ?? 0) : asText(l) === asText(r);
      case '!=': return numeric ? Number(l ?? 0) !== Number(r ?? 0) : asText(l) !== asText(r);
      case '<': return numeric ? Number(l) < Number(r) : asText(l) < asText(r);
      case '>': return numeric ? Number(l) > Number(r) : asText(l) > asText(r);
      case '<=': return numeric ? Number(l) <= Number(r) : asText(l) <= asText(r);
      case '>=': return numeric ? Number(l) >= Number(r) : asText(l) >= asText(r);
      case '&': return asText(l) + asText(r);
      case '+': return Number(l) + Number(r);
      case '-': return Number(l) - Number(r);
      case '*': return Number(l) * Number(r);
      case '/': return Number(l) / Number(r);
    }
  }
  const args = node.args.map((a) => () => evaluate(a, record));
  switch (node.fn) {
    case 'AND': return args.every((a) => truthy(a()));
    case 'OR': return args.some((a) => truthy(a()));
    case 'NOT': return !truthy(args[0]());
    case 'IF': return truthy(args[0]()) ? args[1]?.() ?? '' : args[2]?.() ?? '';
    case 'TRUE': return true;
    case 'FALSE': return false;
    case 'BLANK': return null;
    case 'RECORD_ID': return record.id;
    case 'LOWER': return asText(args[0]()).toLowerCase();
    case 'UPPER': return asText(args[0]()).toUpperCase();
    case 'LEN': return asText(args[0]()).length;
    case 'FIND': return asText(args[1]()).indexOf(asText(args[0]())) + 1;
    case 'SEARCH': return asText(args[1]()).toLowerCase().indexOf(asText(args[0]()).toLowerCase()) + 1;
    case 'DATETIME_PARSE': {
      // The formats n8n uses ("YYYY-MM-DD HH:mm:ss") read ISO times; Airtable takes a trailing Z as UTC.
      const t = Date.parse(String(args[0]()).replace(' ', 'T'));
      return Number.isNaN(t) ? null : new Date(t);
    }
    case 'IS_AFTER': { const a = asTime(args[0]()); const b = asTime(args[1]()); return !Number.isNaN(a) && !Number.isNaN(b) && a > b; }
    case 'IS_BEFORE': { const a = asTime(args[0]()); const b = asTime(args[1]()); return !Number.isNaN(a) && !Number.isNaN(b) && a < b; }
    default: throw new Error(`unknown function ${node.fn}()`);
  }
}

// ---------------------------------------------------------------- HTTP helpers

/** `a[]=1&a[]=2`, `a[0]=1`, `s[0][field]=x` → nested objects and lists (Airtable reads both forms). */
export function parseQuery(search) {
  const out = {};
  for (const [rawKey, value] of new URLSearchParams(search)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let target = out;
    for (let p = 0; p < parts.length; p++) {
      const key = parts[p];
      const last = p === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[p + 1]);
      if (Array.isArray(target)) {
        const index = key === '' ? target.length : Number(key);
        if (last) target[index] = value;
        else target = target[index] ??= nextIsIndex ? [] : {};
      } else if (last) {
        target[key] = value;
      } else {
        target = target[key] ??= nextIsIndex ? [] : {};
      }
    }
  }
  return out;
}

const send = (res, status, body, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const fail = (res, status, type, message) => send(res, status, message === undefined ? { error: type } : { error: { type, message } });

class Refusal extends Error {
  constructor(status, type, message) { super(message ?? type); this.status = status; this.type = type; this.detail = message; }
}

/** A fake Airtable API over fresh state. */
export function createAirtableFake() {
  let state = seed();
  /** A new id of a kind (`rec`, `att`, `sel`), counted per fake as Airtable's are 17 characters. */
  const newId = (prefix) => `${prefix}Weft${String(state.nextId++).padStart(10, '0')}`;
  const fake = {
    get state() { return state; },
    reset() { state = seed(); },
    /** Adds a record to a table (by ID) straight into the state and answers it. */
    addRecord(tableId, fields, extra = {}) {
      state.clock += 1000;
      const record = { id: newId('rec'), createdTime: new Date(state.clock).toISOString(), fields: { ...fields }, ...extra };
      state.records[tableId].push(record);
      return record;
    },
    handle,
  };

  function findBase(id) {
    return state.bases.find((b) => b.id === id);
  }
  function findTable(base, idOrName) {
    return base.tables.find((t) => t.id === idOrName) ?? base.tables.find((t) => t.name === idOrName);
  }

  /** Checks and converts written fields as Airtable does (typecast converts text to numbers and new select options). */
  function cleanFields(table, fields, typecast) {
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) throw new Refusal(422, 'INVALID_REQUEST_UNKNOWN', 'Invalid request: parameter validation failed. Check your request data.');
    const out = {};
    for (const [name, raw] of Object.entries(fields)) {
      const field = table.fields.find((f) => f.name === name || f.id === name);
      if (!field) throw new Refusal(422, 'UNKNOWN_FIELD_NAME', `Unknown field name: "${name}"`);
      if (READ_ONLY.has(field.type)) throw new Refusal(422, 'INVALID_VALUE_FOR_COLUMN', `Field "${field.name}" cannot accept a value because the field is computed`);
      let value = raw;
      if (value === null || value === undefined || value === '') { out[field.name] = undefined; continue; }
      if (field.type === 'number') {
        if (typeof value === 'string' && typecast && value.trim() !== '' && !Number.isNaN(Number(value))) value = Number(value);
        if (typeof value !== 'number') throw new Refusal(422, 'INVALID_VALUE_FOR_COLUMN', `Field "${field.name}" cannot accept the provided value`);
      }
      if (field.type === 'singleSelect') {
        value = String(value);
        if (!field.options.choices.some((c) => c.name === value)) {
          if (!typecast) throw new Refusal(422, 'INVALID_MULTIPLE_CHOICE_OPTIONS', `Insufficient permissions to create new select option ""${value}""`);
          field.options.choices.push({ id: newId('sel'), name: value });
        }
      }
      if (field.type === 'multipleAttachments') {
        if (!Array.isArray(value)) throw new Refusal(422, 'INVALID_ATTACHMENT_OBJECT', `Field "${field.name}" cannot accept the provided value`);
        value = value.map((a) => ({ id: newId('att'), url: a.url, filename: a.filename ?? a.url.split('/').pop(), type: a.type ?? 'application/octet-stream', size: a.size ?? 0 }));
      }
      out[field.name] = value;
    }
    return out;
  }

  function stamp(table, record) {
    state.clock += 1000;
    const modified = table.fields.find((f) => f.type === 'lastModifiedTime');
    if (modified) record.fields[modified.name] = new Date(state.clock).toISOString();
    for (const [k, v] of Object.entries(record.fields)) if (v === undefined) delete record.fields[k];
  }

  function createRecord(table, fields, typecast) {
    const record = { id: newId('rec'), createdTime: new Date(state.clock + 1000).toISOString(), fields: cleanFields(table, fields, typecast) };
    stamp(table, record);
    state.records[table.id].push(record);
    return record;
  }

  function updateRecord(table, record, fields, typecast) {
    Object.assign(record.fields, cleanFields(table, fields, typecast));
    stamp(table, record);
    return record;
  }

  function projected(record, fieldNames) {
    if (!fieldNames) return structuredClone(record);
    const fields = Object.fromEntries(Object.entries(record.fields).filter(([k]) => fieldNames.includes(k)));
    return { ...structuredClone(record), fields };
  }

  function sortRecords(list, rules, table) {
    for (const rule of [...rules].reverse()) {
      if (!table.fields.some((f) => f.name === rule.field)) throw new Refusal(422, 'UNKNOWN_FIELD_NAME', `Unknown field name: "${rule.field}"`);
      const dir = rule.direction === 'desc' ? -1 : 1;
      list.sort((a, b) => {
        const x = a.fields[rule.field];
        const y = b.fields[rule.field];
        if (x === y) return 0;
        if (x === undefined) return 1;
        if (y === undefined) return -1;
        return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * dir;
      });
    }
    return list;
  }

  function listRecords(table, q) {
    let list = [...state.records[table.id]];
    if (q.view !== undefined) {
      const view = table.views.find((v) => v.id === q.view || v.name === q.view);
      if (!view) throw new Refusal(422, 'VIEW_NAME_NOT_FOUND', `View "${q.view}" not found`);
      if (view.formula) list = list.filter((r) => truthy(evaluate(parseFormula(view.formula), r)));
      if (view.sort) sortRecords(list, view.sort, table);
    }
    if (q.filterByFormula) {
      let tree;
      try { tree = parseFormula(q.filterByFormula); } catch (e) { throw new Refusal(422, 'INVALID_FILTER_BY_FORMULA', `The formula for filtering records is invalid: ${e.message}`); }
      try { list = list.filter((r) => truthy(evaluate(tree, r))); } catch (e) { throw new Refusal(422, 'INVALID_FILTER_BY_FORMULA', `The formula for filtering records is invalid: ${e.message}`); }
      for (const ref of q.filterByFormula.matchAll(/\{([^}]*)\}/g)) {
        if (!table.fields.some((f) => f.name === ref[1])) throw new Refusal(422, 'INVALID_FILTER_BY_FORMULA', `The formula for filtering records is invalid: Unknown field names: ${ref[1].toLowerCase()}`);
      }
    }
    if (q.sort !== undefined) {
      const rules = Array.isArray(q.sort) ? q.sort : Object.values(q.sort);
      sortRecords(list, rules, table);
    }
    if (q.maxRecords !== undefined) list = list.slice(0, Number(q.maxRecords));
    const pageSize = q.pageSize === undefined ? 100 : Number(q.pageSize);
    if (!(pageSize >= 1 && pageSize <= 100)) throw new Refusal(422, 'INVALID_PAGE_SIZE', 'The page size must be between 1 and 100');
    let start = 0;
    if (q.offset !== undefined) {
      const m = /^itr(\d+)\/rec/.exec(q.offset);
      if (!m) throw new Refusal(422, 'LIST_RECORDS_ITERATOR_NOT_AVAILABLE', 'The offset is not valid');
      start = Number(m[1]);
    }
    const fieldNames = q.fields === undefined ? undefined : Array.isArray(q.fields) ? q.fields : Object.values(q.fields);
    const page = list.slice(start, start + pageSize).map((r) => projected(r, fieldNames));
    const next = start + pageSize < list.length ? `itr${start + pageSize}/${list[start + pageSize].id}` : undefined;
    return { records: page, ...(next ? { offset: next } : {}) };
  }

  function route(method, parts, q, body) {
    if (parts[0] === 'meta' && parts[1] === 'bases') {
      if (method !== 'GET') throw new Refusal(404, 'NOT_FOUND');
      if (parts.length === 2) {
        const start = q.offset ? Number(q.offset) : 0;
        const page = state.bases.slice(start, start + state.basesPageSize).map(({ id, name, permissionLevel }) => ({ id, name, permissionLevel }));
        const next = start + state.basesPageSize < state.bases.length ? String(start + state.basesPageSize) : undefined;
        return { bases: page, ...(next ? { offset: next } : {}) };
      }
      const base = findBase(parts[2]);
      if (!base || parts[3] !== 'tables') throw new Refusal(404, 'NOT_FOUND');
      return { tables: structuredClone(base.tables).map((t) => ({ ...t, views: t.views.map(({ formula: _f, sort: _s, ...v }) => v) })) };
    }
    const base = findBase(parts[0]);
    if (!base) throw new Refusal(404, 'NOT_FOUND');
    if (!parts[1]) throw new Refusal(404, 'NOT_FOUND');
    const table = findTable(base, parts[1]);
    if (!table) throw new Refusal(404, 'TABLE_NOT_FOUND', `Could not find table ${parts[1]} in application ${base.id}`);
    const records = state.records[table.id];
    const write = method !== 'GET' && base.permissionLevel === 'read';
    if (write) throw new Refusal(403, 'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND', 'Invalid permissions, or the requested model was not found. Check that both your user and your token have the required permissions, and that the model names and/or ids are correct.');
    if (parts[2]) {
      const record = records.find((r) => r.id === parts[2]);
      if (!record) throw new Refusal(404, 'NOT_FOUND');
      if (method === 'GET') return structuredClone(record);
      if (method === 'DELETE') { records.splice(records.indexOf(record), 1); return { id: record.id, deleted: true }; }
      if (method === 'PATCH' || method === 'PUT') return structuredClone(updateRecord(table, record, body.fields, body.typecast));
      throw new Refusal(404, 'NOT_FOUND');
    }
    switch (method) {
      case 'GET':
        return listRecords(table, q);
      case 'DELETE': {
        const ids = q.records === undefined ? [] : Array.isArray(q.records) ? q.records : Object.values(q.records);
        if (!ids.length || ids.length > 10) throw new Refusal(422, 'INVALID_RECORDS', 'You must provide an array of up to 10 record IDs');
        const gone = ids.map((id) => records.find((r) => r.id === id));
        const missing = ids.find((id, i) => !gone[i]);
        if (missing) throw new Refusal(404, 'NOT_FOUND');
        for (const r of gone) records.splice(records.indexOf(r), 1);
        return { records: ids.map((id) => ({ id, deleted: true })) };
      }
      case 'POST': {
        if (Array.isArray(body.records)) {
          if (!body.records.length || body.records.length > 10) throw new Refusal(422, 'INVALID_RECORDS', 'You must provide an array of up to 10 record objects, each with an "id" string and a "fields" object');
          const created = body.records.map((r) => cleanFields(table, r.fields, body.typecast));
          return { records: created.map((fields) => structuredClone(createRecord(table, fields, true))) };
        }
        return structuredClone(createRecord(table, body.fields, body.typecast));
      }
      case 'PATCH':
      case 'PUT': {
        if (!Array.isArray(body.records) || !body.records.length || body.records.length > 10) {
          throw new Refusal(422, 'INVALID_RECORDS', 'You must provide an array of up to 10 record objects, each with an "id" string and a "fields" object');
        }
        const merge = body.performUpsert?.fieldsToMergeOn;
        if (merge) {
          if (!Array.isArray(merge) || !merge.length || merge.length > 3) throw new Refusal(422, 'INVALID_REQUEST_UNKNOWN', 'fieldsToMergeOn must name 1 to 3 fields');
          const out = { records: [], createdRecords: [], updatedRecords: [] };
          for (const r of body.records) {
            const fields = r.fields ?? {};
            const found = records.filter((rec) => merge.every((k) => asText(rec.fields[k]) === asText(fields[k])));
            if (found.length > 1) throw new Refusal(422, 'INVALID_VALUE_FOR_COLUMN', `Cannot update more than one record with the same values in ${merge.join(', ')}`);
            if (found.length === 1) {
              out.records.push(structuredClone(updateRecord(table, found[0], fields, body.typecast)));
              out.updatedRecords.push(found[0].id);
            } else {
              const created = createRecord(table, fields, body.typecast);
              out.records.push(structuredClone(created));
              out.createdRecords.push(created.id);
            }
          }
          return out;
        }
        const targets = body.records.map((r) => {
          if (typeof r.id !== 'string') throw new Refusal(422, 'INVALID_RECORDS', 'You must provide an array of up to 10 record objects, each with an "id" string and a "fields" object');
          const record = records.find((rec) => rec.id === r.id);
          if (!record) throw new Refusal(422, 'ROW_DOES_NOT_EXIST', `Record ID ${r.id} does not exist in this table`);
          return [record, cleanFields(table, r.fields, body.typecast)];
        });
        return { records: targets.map(([record, fields]) => structuredClone(updateRecord(table, record, fields, true))) };
      }
      default:
        throw new Refusal(404, 'NOT_FOUND');
    }
  }

  /** Serves one request (its body already read as text); answers false when the path is not Airtable's. */
  function handle(req, res, text = '') {
    const url = new URL(req.url, 'http://fake');
    if (url.pathname.startsWith('/attachments/')) {
      const name = decodeURIComponent(url.pathname.slice('/attachments/'.length));
      state.calls.push({ method: req.method, path: url.pathname, query: {}, body: undefined, token: auth(req) });
      const file = state.files[name];
      if (!file) { res.writeHead(404); res.end('gone'); return true; }
      res.writeHead(200, { 'content-type': file.type ?? 'application/octet-stream' });
      res.end(Buffer.from(file.data));
      return true;
    }
    if (!url.pathname.startsWith('/v0/')) return false;
    const query = parseQuery(url.search);
    let body;
    try { body = text ? JSON.parse(text) : undefined; } catch { return fail(res, 422, 'INVALID_REQUEST_UNKNOWN', 'Invalid request: the body is not JSON'), true; }
    const call = { method: req.method, path: url.pathname, rawQuery: url.search.slice(1), query, body, token: auth(req), contentType: req.headers['content-type'] };
    state.calls.push(call);
    if (call.token !== state.token) return fail(res, 401, 'AUTHENTICATION_REQUIRED', 'Authentication required'), true;
    const fault = state.faults.shift();
    if (fault) {
      send(res, fault.status, fault.body ?? (fault.status === 429 ? { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }] } : { error: { type: 'SERVER_ERROR', message: 'Try again. If the problem persists, contact support.' } }), fault.headers);
      return true;
    }
    const parts = url.pathname.slice('/v0/'.length).split('/').filter(Boolean).map(decodeURIComponent);
    try {
      send(res, 200, route(req.method, parts, query, body ?? {}));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      fail(res, error.status, error.type, error.detail);
    }
    return true;
  }

  return fake;
}

function auth(req) {
  const header = String(req.headers.authorization ?? '');
  return header.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/** Serves a fresh fake on 127.0.0.1:0. */
export async function start() {
  const fake = createAirtableFake();
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      try {
        if (!fake.handle(req, res, Buffer.concat(chunks).toString('utf8'))) { res.writeHead(404); res.end(); }
      } catch (error) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error?.stack ?? error));
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }) };
}

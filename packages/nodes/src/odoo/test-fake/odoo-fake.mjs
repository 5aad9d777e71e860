/**
 * A loopback Odoo server (JSON-RPC at `/jsonrpc`) over in-memory state, for tests and for recording
 * n8n: `common.login` (the user's id, or `false`), `common.version`, and `object.execute` with the
 * database, user id and password on a model: `create`, `read`, `search_read` (domain terms
 * `[field, operator, value]` with `= != < <= > >= like ilike in not in child_of`, offset, limit; 0
 * for no limit), `write`, `unlink` and `fields_get`. Models: `res.partner`, `crm.lead`,
 * `note.note`, `res.country`, `res.country.state`, `ir.model` and those the seed adds. Reads answer
 * every field when none are named, unset ones as `false`, many-to-one fields as `[id, name]`.
 * Errors have Odoo's JSON-RPC shape (`{ error: { code: 200, message: 'Odoo Server Error', data:
 * { name, message, … } } }`). Ids are counted per model and times come from a clock that moves one
 * minute per write, so two fakes given the same calls answer the same. `state.calls` logs each call;
 * answers pushed on `state.failures` (`{ status, retryAfter? }`) are given first, one a request.
 */
import { createServer } from 'node:http';

/** The database, user and password the fake accepts (database `weft`, from https://weft.odoo.example). */
export const DATABASE = 'weft';
export const USERNAME = 'ada@weft.example';
export const PASSWORD = 'weft-odoo-api-key';
const UID = 2;

class OdooError extends Error {
  constructor(name, message) {
    super(message);
    this.odooName = name;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));

/** Each model's fields: type, label, required, and the model a many-to-one points at. */
const SCHEMAS = {
  'res.partner': {
    name: ['char', 'Name', true], display_name: ['char', 'Display Name'], email: ['char', 'Email'], phone: ['char', 'Phone'], mobile: ['char', 'Mobile'],
    street: ['char', 'Street'], street2: ['char', 'Street2'], city: ['char', 'City'], zip: ['char', 'Zip'], state_id: ['many2one', 'State', false, 'res.country.state'],
    country_id: ['many2one', 'Country', false, 'res.country'], vat: ['char', 'Tax ID'], website: ['char', 'Website Link'], comment: ['html', 'Notes'], function: ['char', 'Job Position'],
    is_company: ['boolean', 'Is a Company'], active: ['boolean', 'Active'], create_date: ['datetime', 'Created on'], write_date: ['datetime', 'Last Updated on'],
  },
  'crm.lead': {
    name: ['char', 'Opportunity', true], email_from: ['char', 'Email'], phone: ['char', 'Phone'], expected_revenue: ['monetary', 'Expected Revenue'], probability: ['float', 'Probability'],
    priority: ['selection', 'Priority'], description: ['html', 'Notes'], partner_id: ['many2one', 'Customer', false, 'res.partner'], type: ['selection', 'Type'], active: ['boolean', 'Active'],
    create_date: ['datetime', 'Created on'], write_date: ['datetime', 'Last Updated on'],
  },
  'note.note': { name: ['text', 'Note Summary'], memo: ['html', 'Note Content'], create_date: ['datetime', 'Created on'], write_date: ['datetime', 'Last Updated on'] },
  'res.country': { name: ['char', 'Country Name', true], code: ['char', 'Country Code'] },
  'res.country.state': { name: ['char', 'State Name', true], code: ['char', 'State Code'], country_id: ['many2one', 'Country', false, 'res.country'] },
  'ir.model': { name: ['char', 'Model Description', true], model: ['char', 'Model', true] },
};
const DEFAULTS = { 'res.partner': { active: true, is_company: false }, 'crm.lead': { type: 'opportunity', active: true, priority: '0', probability: 10, expected_revenue: 0 } };

/**
 * Seed: `{ now?, models?: [{ model, name, fields: { <field>: [type, label] } }], records?: { <model>: [values] } }`.
 * Countries and states are seeded: United States (1), Germany (2); California (1), Bavaria (2).
 */
export function createOdooFake(seed = {}) {
  const schemas = clone(SCHEMAS);
  for (const m of seed.models ?? []) schemas[m.model] = { name: ['char', 'Name'], ...m.fields, create_date: ['datetime', 'Created on'], write_date: ['datetime', 'Last Updated on'] };
  const state = { clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'), records: Object.fromEntries(Object.keys(schemas).map((m) => [m, []])), counters: {}, calls: [], failures: [] };
  const tick = () => (state.clock += 60_000);
  const stamp = (ms) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

  function schemaOf(model) {
    const schema = schemas[model];
    if (!schema) throw new OdooError('builtins.KeyError', `'${model}'`);
    return schema;
  }
  function checkFields(model, values) {
    const schema = schemaOf(model);
    for (const key of Object.keys(values)) if (!schema[key]) throw new OdooError('builtins.ValueError', `Invalid field '${key}' on model '${model}'`);
  }
  function create(model, values) {
    checkFields(model, values);
    const schema = schemaOf(model);
    const missing = Object.entries(schema).filter(([key, [, , required]]) => required && (values[key] === undefined || values[key] === false || values[key] === ''));
    if (missing.length) throw new OdooError('odoo.exceptions.ValidationError', `The operation cannot be completed: Missing required fields on ${model}: ${missing.map(([k]) => k).join(', ')}`);
    const id = (state.counters[model] = (state.counters[model] ?? 0) + 1);
    const at = stamp(tick());
    const record = { id, ...(DEFAULTS[model] ?? {}), ...clone(values), create_date: at, write_date: at };
    if (schema.display_name) record.display_name = record.name;
    state.records[model].push(record);
    return id;
  }
  for (const [name, code] of [['United States', 'US'], ['Germany', 'DE']]) create('res.country', { name, code });
  for (const [name, code, country] of [['California', 'CA', 1], ['Bavaria', 'BY', 2]]) create('res.country.state', { name, code, country_id: country });
  for (const model of Object.keys(schemas)) if (model !== 'ir.model') create('ir.model', { name: model.split('.').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' '), model });
  for (const [model, records] of Object.entries(seed.records ?? {})) for (const values of records) create(model, values);

  function display(model, record, fields) {
    const schema = schemaOf(model);
    const names = fields?.length ? fields : Object.keys(schema);
    const out = { id: record.id };
    for (const name of names) {
      if (name === 'id') continue;
      if (!schema[name]) throw new OdooError('builtins.ValueError', `Invalid field '${name}' on model '${model}'`);
      const [type, , , relation] = schema[name];
      const value = record[name];
      if (type === 'many2one') {
        const target = value ? state.records[relation]?.find((r) => r.id === Number(value)) : undefined;
        out[name] = target ? [target.id, target.display_name ?? target.name] : false;
      } else out[name] = value === undefined || value === null || value === '' ? (type === 'boolean' ? false : type === 'float' || type === 'monetary' ? 0 : false) : value;
    }
    return out;
  }
  function find(model, ids) {
    const found = ids.map((id) => state.records[model].find((r) => r.id === id));
    if (found.some((r) => !r)) throw new OdooError('odoo.exceptions.MissingError', `Record does not exist or has been deleted.\n(Record: ${model}(${ids.filter((id, i) => !found[i]).join(', ')},), User: ${UID})`);
    return found;
  }
  function matches(record, [field, op, value]) {
    const v = record[field];
    const s = v === undefined || v === null ? '' : String(v);
    switch (op) {
      case '=': case 'child_of': return v === value || s === String(value);
      case '!=': return !(v === value || s === String(value));
      case '>': return v > value;
      case '<': return v < value;
      case '>=': return v >= value;
      case '<=': return v <= value;
      case 'like': return s.includes(String(value).replace(/%/g, ''));
      case 'ilike': return s.toLowerCase().includes(String(value).replace(/%/g, '').toLowerCase());
      case 'in': return (Array.isArray(value) ? value : String(value).split(',').map((x) => x.trim())).map(String).includes(s);
      case 'not in': return !(Array.isArray(value) ? value : String(value).split(',').map((x) => x.trim())).map(String).includes(s);
      default: throw new OdooError('builtins.ValueError', `Invalid leaf ${JSON.stringify([field, op, value])}`);
    }
  }

  function execute(model, method, args) {
    schemaOf(model);
    switch (method) {
      case 'create': return create(model, args[0] ?? {});
      case 'read': return find(model, args[0] ?? []).map((r) => display(model, r, args[1]));
      case 'search_read': {
        const domain = Array.isArray(args[0]) ? args[0] : [];
        for (const term of domain) if (Array.isArray(term) && term[0] !== undefined && !schemaOf(model)[term[0]] && term[0] !== 'id') throw new OdooError('builtins.ValueError', `Invalid field ${model}.${term[0]} in leaf ${JSON.stringify(term)}`);
        let rows = state.records[model].filter((r) => domain.every((term) => !Array.isArray(term) || matches(r, term)));
        rows = rows.slice(Number(args[2] ?? 0));
        if (Number(args[3] ?? 0) > 0) rows = rows.slice(0, Number(args[3]));
        return rows.map((r) => display(model, r, args[1]));
      }
      case 'write': {
        checkFields(model, args[1] ?? {});
        for (const r of find(model, args[0] ?? [])) {
          Object.assign(r, clone(args[1] ?? {}));
          if (schemaOf(model).display_name && args[1]?.name !== undefined) r.display_name = r.name;
          r.write_date = stamp(tick());
        }
        return true;
      }
      case 'unlink': {
        const gone = find(model, args[0] ?? []);
        state.records[model] = state.records[model].filter((r) => !gone.includes(r));
        tick();
        return true;
      }
      case 'fields_get': return Object.fromEntries(Object.entries(schemaOf(model)).map(([name, [type, label, required]]) => [name, { type, string: label, required: !!required, name, help: '' }]));
    }
    throw new OdooError('builtins.AttributeError', `The method '${method}' does not exist on the model '${model}'`);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.endsWith('/jsonrpc')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    let body = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      body = {};
    }
    const { service, method, args = [] } = body.params ?? {};
    state.calls.push({ path: url.pathname, service, method, args: clone(args) });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(payload));
      return true;
    };
    const failure = state.failures.shift();
    if (failure) return send(failure.status, { message: 'Too Many Requests' }, failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {});
    const reply = (result) => send(200, { jsonrpc: '2.0', id: body.id ?? null, result });
    const fail = (name, message) => send(200, { jsonrpc: '2.0', id: body.id ?? null, error: { code: 200, message: 'Odoo Server Error', data: { name, debug: `Traceback (most recent call last):\n${name}: ${message}`, message, arguments: [message], context: {} } } });
    try {
      if (service === 'common' && method === 'version') return reply({ server_version: '17.0', server_version_info: [17, 0, 0, 'final', 0, ''], server_serie: '17.0', protocol_version: 1 });
      if (service === 'common' && method === 'login') {
        if (args[0] !== DATABASE) return fail('psycopg2.OperationalError', `FATAL:  database "${args[0]}" does not exist`);
        return reply(args[1] === USERNAME && args[2] === PASSWORD ? UID : false);
      }
      if (service === 'object' && method === 'execute') {
        const [db, uid, password, model, call, ...rest] = args;
        if (db !== DATABASE) return fail('psycopg2.OperationalError', `FATAL:  database "${db}" does not exist`);
        if (uid !== UID || password !== PASSWORD) return fail('odoo.exceptions.AccessDenied', 'Access Denied');
        return reply(execute(model, call, rest));
      }
      return fail('builtins.NameError', `Service ${service}.${method} not found`);
    } catch (error) {
      if (!(error instanceof OdooError)) return fail('builtins.Exception', String(error?.message ?? error));
      return fail(error.odooName, error.message);
    }
  }

  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createOdooFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

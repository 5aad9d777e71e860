/**
 * A loopback ServiceNow instance (the REST Table API, `/api/now/table/{table}`, and Attachment API,
 * `/api/now/attachment`, as documented at developer.servicenow.com) over in-memory tables, for tests
 * and for recording n8n:
 *
 * - `GET /api/now/table/{table}` with `sysparm_query` (`field=value`, `!=`, `LIKE`, `STARTSWITH`,
 *   `ISEMPTY`, `ISNOTEMPTY` terms joined by `^`, `^OR`, `ORDERBY`/`ORDERBYDESC`), `sysparm_fields`,
 *   `sysparm_limit`, `sysparm_offset`, `sysparm_display_value` (`true`, `false`, `all`) and
 *   `sysparm_exclude_reference_link`; the match count in `X-Total-Count`;
 * - `POST`, `GET`, `PATCH`, `PUT`, `DELETE /api/now/table/{table}[/{sys_id}]`;
 * - `GET /api/now/attachment` (`sysparm_query` on the attachment's fields), `GET|DELETE
 *   /api/now/attachment/{sys_id}`, `GET /api/now/attachment/{sys_id}/file` (the bytes),
 *   `POST /api/now/attachment/file?table_name&table_sys_id&file_name` (the bytes as the body);
 * - `GET /api/now/doc/table/schema` (the tables, label and value).
 *
 * Every stored value is a string, as ServiceNow answers them; reference fields (an incident's caller,
 * assignee, group, business service and configuration item; a group member's user and group) answer
 * `{ link, value }` unless `sysparm_exclude_reference_link=true`. Unknown tables answer 400, unknown
 * records 404, with ServiceNow's `{ error: { message, detail }, status: 'failure' }`. Requests sign in
 * with HTTP Basic `USER:PASSWORD` or the Bearer `ACCESS_TOKEN`; anything else is answered 401.
 * sys_ids are counted and times come from a clock that moves one minute per write, so two fakes
 * given the same calls answer the same. `state.calls` logs each request.
 *
 * Seed: `{ subdomain?, tables?: { <table>: [record…] }, attachments?: [{ sys_id?, table_name,
 * table_sys_id, file_name, content_type, text }] }` (a seeded record may name its own `sys_id`).
 * `createServiceNowFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`;
 * `start(seed?)` serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const USER = 'admin';
export const PASSWORD = 'weft-servicenow-pass';
export const ACCESS_TOKEN = 'weft-servicenow-oauth';

class Refusal extends Error {
  constructor(status, message, detail = null) {
    super(message);
    this.status = status;
    this.body = { error: { message, detail }, status: 'failure' };
  }
}

const TABLES = {
  incident: 'Incident',
  sys_user: 'User',
  sys_user_group: 'Group',
  sys_user_grmember: 'Group Member',
  sys_user_role: 'Role',
  cmdb_ci: 'Configuration Item',
  cmdb_ci_service: 'Business Service',
  cmn_department: 'Department',
  sys_dictionary: 'Dictionary Entry',
  sys_choice: 'Choice',
  change_request: 'Change Request',
  problem: 'Problem',
};
const REFERENCES = {
  incident: {
    caller_id: 'sys_user',
    assigned_to: 'sys_user',
    assignment_group: 'sys_user_group',
    business_service: 'cmdb_ci_service',
    cmdb_ci: 'cmdb_ci',
    opened_by: 'sys_user',
  },
  sys_user_grmember: { user: 'sys_user', group: 'sys_user_group' },
  sys_user: { department: 'cmn_department', manager: 'sys_user' },
  cmn_department: { dept_head: 'sys_user' },
};
const DISPLAY = {
  sys_user: 'name',
  sys_user_group: 'name',
  cmdb_ci_service: 'name',
  cmdb_ci: 'name',
  cmn_department: 'name',
  sys_user_role: 'name',
  incident: 'number',
};

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const asString = (value) =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join(',') : String(value);

/** A fake instance over `seed` (see the module comment). */
export function createServiceNowFake(seed = {}) {
  const site = `https://${seed.subdomain ?? 'weft'}.service-now.com`;
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00Z'),
    next: 1,
    numbers: { incident: 10000 },
    tables: {},
    attachments: [],
    calls: [],
  };
  for (const table of Object.keys(TABLES)) state.tables[table] = [];
  const tick = () =>
    new Date((state.clock += 60_000))
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, '');
  const newId = () => (state.next++).toString(16).padStart(8, '0').padStart(32, 'a1b2c3d4');

  function defaults(table, body) {
    if (table === 'incident') {
      const number = `INC${String(++state.numbers.incident).padStart(7, '0')}`;
      return {
        number,
        state: '1',
        impact: '3',
        urgency: '3',
        priority: '5',
        active: 'true',
        category: 'inquiry',
        subcategory: '',
        description: '',
        close_code: '',
        close_notes: '',
        hold_reason: '',
        contact_type: '',
        caller_id: '',
        assigned_to: '',
        assignment_group: '',
        business_service: '',
        cmdb_ci: '',
        opened_by: '',
        work_notes: '',
      };
    }
    if (table === 'sys_user') {
      const name = [body.first_name, body.last_name].filter(Boolean).join(' ');
      return {
        user_name: '',
        first_name: '',
        last_name: '',
        name,
        email: '',
        active: 'true',
        city: '',
        country: '',
        department: '',
        manager: '',
        phone: '',
        roles: '',
        locked_out: 'false',
        password_needs_reset: 'false',
      };
    }
    if (table === 'sys_user_group') return { name: '', description: '', active: 'true', email: '' };
    if (table === 'sys_user_role') return { name: '', description: '', elevated_privilege: 'false' };
    return {};
  }

  function insert(table, body) {
    const now = tick();
    const fields = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, asString(v)]));
    const record = {
      ...defaults(table, body),
      ...fields,
      sys_id: body.sys_id ?? newId(),
      sys_created_on: now,
      sys_updated_on: now,
      sys_created_by: USER,
      sys_updated_by: USER,
      sys_mod_count: '0',
      sys_tags: '',
    };
    if (table === 'sys_user' && !body.name && record.name === undefined) record.name = '';
    state.tables[table].push(record);
    return record;
  }

  function update(table, record, body) {
    for (const [k, v] of Object.entries(body)) if (k !== 'sys_id') record[k] = asString(v);
    if (
      table === 'sys_user' &&
      (body.first_name !== undefined || body.last_name !== undefined) &&
      body.name === undefined
    )
      record.name = [record.first_name, record.last_name].filter(Boolean).join(' ');
    record.sys_updated_on = tick();
    record.sys_mod_count = String(Number(record.sys_mod_count) + 1);
    return record;
  }

  function tableOf(name) {
    const rows = state.tables[name];
    if (!rows) throw new Refusal(400, `Invalid table ${name}`);
    return rows;
  }

  /** The records `query` keeps, in its order. */
  function filter(rows, query) {
    if (!query) return [...rows];
    const terms = query.split('^').filter(Boolean);
    const groups = [[]];
    const orders = [];
    for (const term of terms) {
      if (term.startsWith('ORDERBYDESC')) orders.push([term.slice(11), -1]);
      else if (term.startsWith('ORDERBY')) orders.push([term.slice(7), 1]);
      else if (term.startsWith('OR') && groups.at(-1).length)
        groups.at(-1).push({ or: true, test: condition(term.slice(2)) });
      else groups[0].push({ or: false, test: condition(term) });
    }
    const conditions = groups[0];
    const kept = rows.filter((row) => {
      let ok = true;
      for (let c = 0; c < conditions.length; c++) {
        const alternatives = [conditions[c].test];
        while (conditions[c + 1]?.or) alternatives.push(conditions[++c].test);
        if (!alternatives.some((test) => test(row))) ok = false;
      }
      return ok;
    });
    for (const [field, direction] of orders.reverse())
      kept.sort((a, b) =>
        asString(a[field]) < asString(b[field]) ? -direction : asString(a[field]) > asString(b[field]) ? direction : 0,
      );
    return kept;
  }
  function condition(term) {
    let m;
    if ((m = /^(\w+)ISEMPTY$/.exec(term))) return (row) => asString(row[m[1]]) === '';
    if ((m = /^(\w+)ISNOTEMPTY$/.exec(term))) return (row) => asString(row[m[1]]) !== '';
    if ((m = /^(\w+)(!=|=|LIKE|STARTSWITH)(.*)$/s.exec(term))) {
      const [, field, op, value] = m;
      return (row) => {
        const have = asString(row[field]);
        if (op === '=') return have === value;
        if (op === '!=') return have !== value;
        if (op === 'LIKE') return have.toLowerCase().includes(value.toLowerCase());
        return have.toLowerCase().startsWith(value.toLowerCase());
      };
    }
    throw new Refusal(400, `Invalid query: ${term}`);
  }

  /** A record as the API shows it, under the request's display and field options. */
  function present(table, record, url) {
    const fields = (url.searchParams.get('sysparm_fields') ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
    const display = url.searchParams.get('sysparm_display_value') ?? 'false';
    const noLinks = url.searchParams.get('sysparm_exclude_reference_link') === 'true';
    const refs = REFERENCES[table] ?? {};
    const out = {};
    for (const key of fields.length ? fields : Object.keys(record)) {
      const value = record[key] ?? '';
      const target = refs[key];
      if (target && value !== '') {
        const shown = state.tables[target].find((r) => r.sys_id === value)?.[DISPLAY[target] ?? 'sys_id'] ?? '';
        const link = `${site}/api/now/table/${target}/${value}`;
        if (display === 'true') out[key] = noLinks ? shown : { display_value: shown, link };
        else if (display === 'all')
          out[key] = noLinks ? { display_value: shown, value } : { display_value: shown, link, value };
        else out[key] = noLinks ? value : { link, value };
      } else if (display === 'all') out[key] = { display_value: value, value };
      else out[key] = value;
    }
    return out;
  }

  function presentAttachment(a) {
    const { bytes, ...rest } = a;
    return {
      ...rest,
      size_bytes: String(bytes.length),
      size_compressed: String(bytes.length),
      download_link: `${site}/api/now/attachment/${a.sys_id}/file`,
    };
  }

  function addAttachment(fields, bytes) {
    const now = tick();
    const attachment = {
      sys_id: fields.sys_id ?? newId(),
      table_name: fields.table_name ?? '',
      table_sys_id: fields.table_sys_id ?? '',
      file_name: fields.file_name ?? '',
      content_type: fields.content_type ?? 'application/octet-stream',
      compressed: 'true',
      average_image_color: '',
      image_width: '',
      image_height: '',
      sys_created_on: now,
      sys_updated_on: now,
      sys_created_by: USER,
      sys_updated_by: USER,
      sys_mod_count: '0',
      sys_tags: '',
      state: 'available',
      bytes,
    };
    state.attachments.push(attachment);
    return attachment;
  }

  function answer(method, path, url, raw, headers) {
    let m;
    const limit = Number(url.searchParams.get('sysparm_limit') ?? 10000);
    const offset = Number(url.searchParams.get('sysparm_offset') ?? 0);
    const json = () => {
      if (!raw.length) return {};
      try {
        return JSON.parse(raw.toString('utf8'));
      } catch {
        throw new Refusal(400, 'Exception while reading request', 'The payload is not valid JSON.');
      }
    };
    if (method === 'GET' && path === '/doc/table/schema')
      return { body: { result: Object.entries(TABLES).map(([value, label]) => ({ label, value })) } };
    if ((m = /^\/table\/(\w+)(?:\/(\w+))?$/.exec(path))) {
      const [, table, id] = m;
      const rows = tableOf(table);
      if (!id && method === 'GET') {
        const kept = filter(rows, url.searchParams.get('sysparm_query'));
        return {
          body: { result: kept.slice(offset, offset + limit).map((r) => present(table, r, url)) },
          headers: { 'x-total-count': String(kept.length) },
        };
      }
      if (!id && method === 'POST')
        return { status: 201, body: { result: present(table, insert(table, json()), url) } };
      const record = rows.find((r) => r.sys_id === id);
      if (!record)
        throw new Refusal(404, 'No Record found', "Record doesn't exist or ACL restricts the record retrieval");
      if (method === 'GET') return { body: { result: present(table, record, url) } };
      if (method === 'PATCH' || method === 'PUT')
        return { body: { result: present(table, update(table, record, json()), url) } };
      if (method === 'DELETE') {
        rows.splice(rows.indexOf(record), 1);
        return { status: 204 };
      }
    }
    if (path === '/attachment' && method === 'GET') {
      const kept = filter(state.attachments, url.searchParams.get('sysparm_query'));
      return {
        body: { result: kept.slice(offset, offset + limit).map(presentAttachment) },
        headers: { 'x-total-count': String(kept.length) },
      };
    }
    if (path === '/attachment/file' && method === 'POST') {
      const table = url.searchParams.get('table_name') ?? '';
      const recordId = url.searchParams.get('table_sys_id') ?? '';
      const fileName = url.searchParams.get('file_name');
      if (!table || !recordId || !fileName)
        throw new Refusal(
          400,
          'Failed to create the attachment',
          'table_name, table_sys_id and file_name are required',
        );
      if (!tableOf(table).some((r) => r.sys_id === recordId))
        throw new Refusal(400, 'Invalid table_sys_id', `No record ${recordId} in ${table}`);
      return {
        status: 201,
        body: {
          result: presentAttachment(
            addAttachment(
              {
                table_name: table,
                table_sys_id: recordId,
                file_name: fileName,
                content_type: String(headers['content-type'] ?? 'application/octet-stream'),
              },
              raw,
            ),
          ),
        },
      };
    }
    if ((m = /^\/attachment\/(\w+)(\/file)?$/.exec(path))) {
      const attachment = state.attachments.find((a) => a.sys_id === m[1]);
      if (!attachment)
        throw new Refusal(404, 'No Record found', "Record doesn't exist or ACL restricts the record retrieval");
      if (m[2] && method === 'GET') return { file: attachment };
      if (method === 'GET') return { body: { result: presentAttachment(attachment) } };
      if (method === 'DELETE') {
        state.attachments.splice(state.attachments.indexOf(attachment), 1);
        return { status: 204 };
      }
    }
    throw new Refusal(400, 'Requested URI does not represent any resource', null);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/api/now/')) return false;
    const raw = await readBody(req);
    const path = url.pathname.slice('/api/now'.length);
    const authorization = String(req.headers.authorization ?? '');
    state.calls.push({
      method: req.method,
      path,
      query: Object.fromEntries(url.searchParams),
      body: raw.length ? raw : undefined,
      contentType: req.headers['content-type'],
      authorization,
    });
    const send = (status, payload, headers = {}) => {
      res.writeHead(
        status,
        payload === undefined ? headers : { 'content-type': 'application/json;charset=UTF-8', ...headers },
      );
      res.end(payload === undefined ? undefined : JSON.stringify(payload));
      return true;
    };
    const basic = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`;
    if (authorization !== basic && authorization !== `Bearer ${ACCESS_TOKEN}`)
      return send(401, {
        error: { message: 'User Not Authenticated', detail: 'Required to provide Auth information' },
        status: 'failure',
      });
    try {
      const out = answer(req.method, path, url, raw, req.headers);
      if (out.file) {
        res.writeHead(200, {
          'content-type': out.file.content_type,
          'content-length': String(out.file.bytes.length),
          'x-attachment-metadata': JSON.stringify(presentAttachment(out.file)),
        });
        res.end(out.file.bytes);
        return true;
      }
      return send(out.status ?? 200, out.body, out.headers);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(error.status, error.body);
    }
  }

  for (const [table, rows] of Object.entries(seed.tables ?? {})) {
    if (!state.tables[table]) state.tables[table] = [];
    for (const row of rows) insert(table, row);
  }
  for (const a of seed.attachments ?? []) addAttachment(a, Buffer.from(a.text ?? '', 'utf8'));
  state.calls.length = 0;
  return { state, handle };
}

/** Serves a fake on 127.0.0.1:0. */
export async function start(seed) {
  const fake = createServiceNowFake(seed);
  const server = createServer((req, res) => {
    fake
      .handle(req, res)
      .then((handled) => {
        if (!handled) res.writeHead(404).end();
      })
      .catch((error) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: String(error) }));
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

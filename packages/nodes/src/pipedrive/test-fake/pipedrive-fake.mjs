/**
 * A loopback Pipedrive API v1 (https://developers.pipedrive.com/docs/api/v1) over in-memory state,
 * for tests and for recording n8n:
 *
 * - activities, deals, notes, organizations, persons, products: `GET /{plural}` (offset pages:
 *   `start`, `limit`, answered with `additional_data.pagination`), `POST /{plural}`,
 *   `GET|PUT|DELETE /{plural}/{id}`;
 * - `POST /deals/{id}/duplicate`, `GET /deals/{id}/activities` (`done`, `exclude`),
 *   `GET|POST /deals/{id}/products`, `PUT|DELETE /deals/{id}/products/{attachment id}`;
 * - `GET /deals/search`, `/persons/search`, `/organizations/search` (`term` of 2 characters or more,
 *   `exact_match`): `data.items` of `{ result_score, item }`;
 * - leads (ids are UUIDs): `GET|POST /leads`, `GET|PATCH|DELETE /leads/{id}`, `archived_status`;
 * - files: `POST /files` (multipart, field `file`), `GET|PUT|DELETE /files/{id}`, `GET /files/{id}/download`;
 * - webhooks (for the trigger): `GET|POST /webhooks`, `DELETE /webhooks/{id}`;
 * - look-ups: `/users`, `/users/me`, `/stages`, `/activityTypes`, `/filters` (`type`), `/leadLabels`,
 *   `/dealFields`, `/personFields`, `/organizationFields`, `/activityFields`, `/productFields`.
 *
 * Requests sign in with the `api_token` query parameter equal to `API_TOKEN` or a Bearer token
 * equal to `ACCESS_TOKEN`; anything else is answered 401. Errors have Pipedrive's shape
 * `{ success: false, error, error_info, data: null, additional_data: null }`. Ids are counted
 * (every entity from 1, leads as counted UUIDs), times come from a clock that moves one minute per
 * write, so two fakes given the same calls answer the same. `state.calls` logs each request;
 * answers pushed on `state.failures` (`{ status, retryAfter?, message? }`) are given first, one a request.
 *
 * `createPipedriveFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_TOKEN = 'weft-pipedrive-token';
export const ACCESS_TOKEN = 'weft-pipedrive-oauth';

const ERROR_INFO = 'Please check developers.pipedrive.com for more information about Pipedrive API.';
/** A custom deal field (its key is 40 characters, as Pipedrive's are). */
export const DEAL_SOURCE_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';

class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const USERS = [
  { id: 1, name: 'Ada Lovelace', email: 'ada@weft.example', active_flag: true, is_admin: 1 },
  { id: 2, name: 'Grace Hopper', email: 'grace@weft.example', active_flag: true, is_admin: 0 },
  { id: 3, name: 'Olga Former', email: 'olga@weft.example', active_flag: false, is_admin: 0 },
];
const STAGES = [
  { id: 1, name: 'Qualified', pipeline_id: 1, pipeline_name: 'Sales', order_nr: 1 },
  { id: 2, name: 'Proposal Made', pipeline_id: 1, pipeline_name: 'Sales', order_nr: 2 },
];
const ACTIVITY_TYPES = [
  { id: 1, name: 'Call', key_string: 'call', active_flag: true },
  { id: 2, name: 'Meeting', key_string: 'meeting', active_flag: true },
  { id: 3, name: 'Email', key_string: 'email', active_flag: true },
];
const LABEL_OPTIONS = [{ id: 1, label: 'Hot', color: 'red' }, { id: 2, label: 'Warm', color: 'yellow' }, { id: 3, label: 'Cold', color: 'blue' }];
const FIELDS = {
  deal: [
    { id: 12451, key: 'title', name: 'Title', field_type: 'varchar' },
    { id: 12452, key: 'label', name: 'Label', field_type: 'enum', options: LABEL_OPTIONS },
    { id: 12480, key: DEAL_SOURCE_KEY, name: 'Source', field_type: 'enum', options: [{ id: 31, label: 'Website' }, { id: 32, label: 'Referral' }] },
  ],
  person: [
    { id: 9001, key: 'name', name: 'Name', field_type: 'varchar' },
    { id: 9002, key: 'label', name: 'Label', field_type: 'enum', options: LABEL_OPTIONS },
  ],
  organization: [
    { id: 4001, key: 'name', name: 'Name', field_type: 'varchar' },
    { id: 4002, key: 'label', name: 'Label', field_type: 'enum', options: LABEL_OPTIONS },
  ],
  activity: [{ id: 5001, key: 'subject', name: 'Subject', field_type: 'varchar' }],
  product: [{ id: 6001, key: 'name', name: 'Name', field_type: 'varchar' }],
};
const LEAD_LABELS = [{ id: 'f08b42a0-4e75-11ea-9643-03698ef1cfd6', name: 'Hot', color: 'red' }, { id: 'f08b42a1-4e75-11ea-9643-03698ef1cfd6', name: 'Cold', color: 'blue' }];
const PLURALS = { activities: 'activity', deals: 'deal', notes: 'note', organizations: 'organization', persons: 'person', products: 'product', files: 'file' };

const readBody = (req) => new Promise((resolve, reject) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => resolve(Buffer.concat(chunks)));
  req.on('error', reject);
});

/** `2026-01-05 10:00:00`, Pipedrive's time format. */
const pdTime = (ms) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const userRef = (id) => {
  const u = USERS.find((x) => x.id === Number(id)) ?? USERS[0];
  return { id: u.id, name: u.name, email: u.email, has_pic: 0, pic_hash: null, active_flag: u.active_flag, value: u.id };
};
const contacts = (list) => (list === undefined ? undefined : (Array.isArray(list) ? list : [list]).map((v, i) => (typeof v === 'object' && v !== null ? { primary: i === 0, label: '', ...v } : { value: String(v), primary: i === 0, label: '' })));
const numOrNull = (v) => (v === undefined || v === null || v === '' || v === 0 ? null : Number(v));

/** A fake Pipedrive company over `seed` (`{ persons, organizations, deals, activities, notes, products, leads }`, each a list of bodies). */
export function createPipedriveFake(seed = {}) {
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00Z'),
    next: { activity: 1, deal: 1, note: 1, organization: 1, person: 1, product: 1, file: 1, lead: 1, dealProduct: 1, webhook: 1 },
    webhooks: [],
    activity: [], deal: [], note: [], organization: [], person: [], product: [], file: [], lead: [], dealProduct: [],
    failures: [],
    calls: [],
  };
  const tick = () => pdTime((state.clock += 60_000));
  const find = (kind, id) => state[kind].find((e) => String(e.id) === String(id));
  const must = (kind, id) => {
    const found = find(kind, id);
    if (!found) throw new Refusal(404, `${kind === 'lead' ? 'Lead' : kind[0].toUpperCase() + kind.slice(1)} not found`);
    return found;
  };
  const orgRef = (id) => {
    const org = find('organization', id);
    return org ? { name: org.name, people_count: state.person.filter((p) => p.org_id?.value === org.id).length, owner_id: org.owner_id.id, address: org.address, active_flag: true, cc_email: `weft@pipedrivemail.com`, value: org.id } : null;
  };
  const personRef = (id) => {
    const p = find('person', id);
    return p ? { active_flag: true, name: p.name, email: p.email, phone: p.phone, owner_id: p.owner_id.id, value: p.id } : null;
  };

  /** Builds or changes an entity from a request body, as Pipedrive stores it. */
  function apply(kind, entity, body, creating) {
    const set = (key, value) => {
      if (value !== undefined) entity[key] = value;
    };
    const now = tick();
    if (creating) Object.assign(entity, { add_time: now, active_flag: true });
    entity.update_time = now;
    for (const [key, value] of Object.entries(body)) {
      if (['id', 'add_time', 'update_time'].includes(key)) continue;
      if (key === 'org_id') set('org_id', kind === 'person' || kind === 'deal' ? orgRef(value) : numOrNull(value));
      else if (key === 'person_id') set('person_id', kind === 'deal' ? personRef(value) : numOrNull(value));
      else if (key === 'user_id' || key === 'owner_id') set(key, kind === 'lead' || kind === 'activity' || kind === 'note' ? Number(value) : userRef(value));
      else if (key === 'email' || key === 'phone') set(key, contacts(value));
      else if (key === 'done') set('done', value === true || String(value) === '1');
      else if (key === 'deal_id' || key === 'lead_id') set(key, value === '' ? null : value);
      else set(key, value);
    }
    return entity;
  }

  function create(kind, body) {
    const required = { deal: 'title', person: 'name', organization: 'name', note: 'content', lead: 'title', product: 'name' }[kind];
    if (required && !body[required]) throw new Refusal(400, `${required[0].toUpperCase() + required.slice(1)} must be given.`);
    if (kind === 'note' && !body.deal_id && !body.person_id && !body.org_id && !body.lead_id) throw new Refusal(400, 'Note must have a deal, person, organization or lead attached.');
    if (kind === 'lead' && !body.person_id && !body.organization_id) throw new Refusal(400, 'A lead must be linked to a person or an organization.');
    const id = kind === 'lead' ? `00000000-0000-4000-8000-${String(state.next.lead++).padStart(12, '0')}` : state.next[kind]++;
    const base = {
      activity: { id, company_id: 1, user_id: 1, done: false, type: 'call', due_date: null, due_time: '', duration: '', subject: '', org_id: null, person_id: null, deal_id: null, lead_id: null, note: null, busy_flag: false, public_description: null },
      deal: { id, creator_user_id: userRef(1), user_id: userRef(1), person_id: null, org_id: null, stage_id: 1, title: '', value: 0, currency: 'EUR', status: 'open', probability: null, lost_reason: null, visible_to: '3', pipeline_id: 1, label: null, [DEAL_SOURCE_KEY]: null },
      note: { id, user_id: 1, content: '', deal_id: null, person_id: null, org_id: null, lead_id: null, pinned_to_deal_flag: false },
      organization: { id, company_id: 1, owner_id: userRef(1), name: '', address: null, visible_to: '3', label: null, people_count: 0, open_deals_count: 0 },
      person: { id, company_id: 1, owner_id: userRef(1), org_id: null, name: '', first_name: '', last_name: '', phone: [{ value: '', primary: true }], email: [{ value: '', primary: true }], visible_to: '3', label: null, marketing_status: 'no_consent' },
      product: { id, name: '', code: null, unit: null, tax: 0, active_flag: true, selectable: true, visible_to: '3', owner_id: userRef(1), prices: [] },
      lead: { id, title: '', owner_id: 1, creator_id: 1, label_ids: [], person_id: null, organization_id: null, source_name: 'API', is_archived: false, was_seen: false, value: null, expected_close_date: null, next_activity_id: null, visible_to: '3', cc_email: 'weft+lead@pipedrivemail.com' },
    }[kind];
    const entity = apply(kind, base, body, true);
    if (kind === 'person') {
      const [first, ...rest] = String(entity.name).split(' ');
      entity.first_name = first;
      entity.last_name = rest.join(' ');
    }
    if (kind === 'lead') {
      entity.created_at = new Date(state.clock).toISOString().replace('Z', 'Z');
      entity.updated_at = entity.created_at;
      delete entity.add_time;
      delete entity.update_time;
      delete entity.active_flag;
    }
    state[kind].push(entity);
    return entity;
  }

  const page = (list, query) => {
    const start = Number(query.get('start') ?? 0);
    const limit = Math.min(Number(query.get('limit') ?? 100) || 100, 500);
    const data = list.slice(start, start + limit);
    const more = start + limit < list.length;
    return { data: data.length ? data : null, additional_data: { pagination: { start, limit, more_items_in_collection: more, ...(more ? { next_start: start + limit } : {}) } } };
  };

  function search(kind, query) {
    const term = String(query.get('term') ?? '');
    if (term.length < 2) throw new Refusal(400, 'Search term must be at least 2 characters long');
    const exact = query.get('exact_match') === 'true';
    const nameOf = (e) => String(kind === 'deal' ? e.title : e.name);
    const hits = state[kind].filter((e) => (exact ? nameOf(e).toLowerCase() === term.toLowerCase() : nameOf(e).toLowerCase().includes(term.toLowerCase())));
    const item = (e) => {
      if (kind === 'deal') return { id: e.id, type: 'deal', title: e.title, value: e.value, currency: e.currency, status: e.status, visible_to: Number(e.visible_to), owner: { id: e.user_id.id }, stage: { id: e.stage_id, name: STAGES.find((s) => s.id === e.stage_id)?.name }, person: e.person_id ? { id: e.person_id.value, name: e.person_id.name } : null, organization: e.org_id ? { id: e.org_id.value, name: e.org_id.name, address: e.org_id.address } : null, custom_fields: [], notes: [] };
      if (kind === 'person') return { id: e.id, type: 'person', name: e.name, phones: e.phone.map((p) => p.value).filter(Boolean), emails: e.email.map((p) => p.value).filter(Boolean), visible_to: Number(e.visible_to), owner: { id: e.owner_id.id }, organization: e.org_id ? { id: e.org_id.value, name: e.org_id.name, address: e.org_id.address } : null, custom_fields: [], notes: [] };
      return { id: e.id, type: 'organization', name: e.name, address: e.address, visible_to: Number(e.visible_to), owner: { id: e.owner_id.id }, custom_fields: [], notes: [] };
    };
    const results = hits.map((e) => ({ result_score: nameOf(e).toLowerCase() === term.toLowerCase() ? 1 : 0.5, item: item(e) }));
    const paged = page(results, query);
    return { data: { items: paged.data ?? [] }, additional_data: paged.additional_data };
  }

  function answer(method, path, query, body, files) {
    let m;
    const ok = (data, extra = {}) => ({ success: true, data, ...extra });
    if (method === 'GET' && path === '/users/me') return ok(USERS[0]);
    if (method === 'GET' && path === '/users') return ok(USERS);
    if (method === 'GET' && path === '/stages') return ok(STAGES);
    if (method === 'GET' && path === '/activityTypes') return ok(ACTIVITY_TYPES);
    if (method === 'GET' && path === '/leadLabels') return ok(LEAD_LABELS);
    if (method === 'GET' && path === '/filters') return ok([{ id: 7, name: `All open ${query.get('type')}`, type: query.get('type') }]);
    if (method === 'GET' && (m = /^\/(deal|person|organization|activity|product)Fields$/.exec(path))) return ok(FIELDS[m[1]]);
    if (method === 'GET' && (m = /^\/(deals|persons|organizations)\/search$/.exec(path))) return { success: true, ...search(PLURALS[m[1]], query) };
    if ((m = /^\/leads(?:\/([^/]+))?$/.exec(path))) {
      if (!m[1] && method === 'POST') return ok(create('lead', body));
      if (!m[1] && method === 'GET') {
        const archived = query.get('archived_status') ?? 'not_archived';
        const leads = state.lead.filter((l) => archived === 'all' || l.is_archived === (archived === 'archived'));
        const paged = page(leads, query);
        return { success: true, ...paged };
      }
      const lead = must('lead', m[1]);
      if (method === 'GET') return ok(lead);
      if (method === 'DELETE') {
        state.lead.splice(state.lead.indexOf(lead), 1);
        return ok({ id: lead.id });
      }
      if (method === 'PATCH') {
        apply('lead', lead, body, false);
        delete lead.update_time;
        lead.updated_at = new Date(state.clock).toISOString();
        return ok(lead);
      }
    }
    if ((m = /^\/deals\/(\d+)\/(duplicate|activities|products)(?:\/(\d+))?$/.exec(path))) {
      const deal = must('deal', m[1]);
      if (m[2] === 'duplicate' && method === 'POST') {
        const copy = { ...structuredClone(deal), id: state.next.deal++, title: `${deal.title} (copy)`, add_time: tick() };
        copy.update_time = copy.add_time;
        state.deal.push(copy);
        return ok(copy);
      }
      if (m[2] === 'activities' && method === 'GET') {
        const exclude = String(query.get('exclude') ?? '').split(',').filter(Boolean);
        const done = query.get('done');
        const list = state.activity.filter((a) => String(a.deal_id) === String(deal.id) && !exclude.includes(String(a.id)) && (done === null || a.done === (done === '1')));
        return { success: true, ...page(list, query) };
      }
      if (m[2] === 'products') {
        const attached = state.dealProduct.filter((p) => p.deal_id === deal.id);
        if (method === 'GET' && !m[3]) return { success: true, data: attached.length ? attached : null, additional_data: { pagination: { start: 0, limit: 100, more_items_in_collection: false } } };
        if (method === 'POST' && !m[3]) {
          const product = must('product', body.product_id);
          const quantity = Number(body.quantity ?? 1);
          const price = Number(body.item_price ?? 0);
          const discount = Number(body.discount_percentage ?? 0);
          const row = { id: state.next.dealProduct++, deal_id: deal.id, product_id: product.id, name: product.name, order_nr: attached.length + 1, item_price: price, quantity, discount_percentage: discount, sum: price * quantity * (1 - discount / 100), currency: deal.currency, comments: body.comments ?? null, product_variation_id: body.product_variation_id ?? null, enabled_flag: true, add_time: tick() };
          state.dealProduct.push(row);
          return ok(row);
        }
        const row = state.dealProduct.find((p) => p.deal_id === deal.id && String(p.id) === m[3]);
        if (!row) throw new Refusal(404, 'Product attachment not found');
        if (method === 'DELETE') {
          state.dealProduct.splice(state.dealProduct.indexOf(row), 1);
          return ok({ id: row.id });
        }
        if (method === 'PUT') {
          Object.assign(row, body);
          row.sum = Number(row.item_price) * Number(row.quantity) * (1 - Number(row.discount_percentage ?? 0) / 100);
          tick();
          return ok(row);
        }
      }
    }
    if (path === '/webhooks' && method === 'GET') return ok(state.webhooks);
    if (path === '/webhooks' && method === 'POST') {
      if (!body.subscription_url || !body.event_action || !body.event_object) throw new Refusal(400, 'subscription_url, event_action and event_object are required');
      const hook = { id: state.next.webhook++, company_id: 1, owner_id: 1, user_id: 1, event_action: body.event_action, event_object: body.event_object, subscription_url: body.subscription_url, is_active: 1, add_time: tick(), remove_time: null, type: 'general', http_auth_user: body.http_auth_user ?? null, http_auth_password: body.http_auth_password ?? null, additional_data: [], remove_reason: null, last_delivery_time: null, last_http_status: null, admin_id: 1, version: body.version ?? '2.0' };
      state.webhooks.push(hook);
      return { status: 'ok', success: true, data: hook };
    }
    if ((m = /^\/webhooks\/(\d+)$/.exec(path)) && method === 'DELETE') {
      const hook = state.webhooks.find((w) => String(w.id) === m[1]);
      if (!hook) throw new Refusal(404, 'Webhook not found');
      state.webhooks.splice(state.webhooks.indexOf(hook), 1);
      return { status: 'ok', success: true };
    }
    if ((m = /^\/files\/(\d+)\/download$/.exec(path)) && method === 'GET') return { raw: must('file', m[1]).bytes };
    if (method === 'POST' && path === '/files') {
      const file = files.find((f) => f.name === 'file');
      if (!file) throw new Refusal(400, 'No file attached');
      const id = state.next.file++;
      const entity = { id, user_id: 1, deal_id: numOrNull(body.deal_id), person_id: numOrNull(body.person_id), org_id: numOrNull(body.org_id), product_id: numOrNull(body.product_id), activity_id: numOrNull(body.activity_id), add_time: tick(), file_name: file.filename, file_type: String(file.filename).split('.').pop(), file_size: file.bytes.length, active_flag: true, name: file.filename, description: null };
      entity.update_time = entity.add_time;
      Object.defineProperty(entity, 'bytes', { value: file.bytes, enumerable: false });
      state.file.push(entity);
      return ok(entity);
    }
    if ((m = /^\/(activities|deals|notes|organizations|persons|products|files)(?:\/(\d+))?$/.exec(path))) {
      const kind = PLURALS[m[1]];
      if (!m[2]) {
        if (method === 'POST' && kind !== 'file') return ok(create(kind, body));
        if (method === 'GET') {
          let list = state[kind];
          if (kind === 'deal' && query.get('status') && query.get('status') !== 'all_not_deleted') list = list.filter((d) => d.status === query.get('status'));
          if (kind === 'deal' && query.get('stage_id')) list = list.filter((d) => String(d.stage_id) === query.get('stage_id'));
          if (kind === 'activity' && query.get('done') !== null) list = list.filter((a) => a.done === (query.get('done') === '1' || query.get('done') === 'true'));
          if (kind === 'activity' && query.get('type')) list = list.filter((a) => query.get('type').split(',').includes(a.type));
          if ((kind === 'person' || kind === 'organization') && query.get('first_char')) list = list.filter((e) => e.name.toLowerCase().startsWith(query.get('first_char').toLowerCase()));
          if (kind === 'note' && query.get('deal_id')) list = list.filter((n) => String(n.deal_id) === query.get('deal_id'));
          if (kind === 'note' && query.get('person_id')) list = list.filter((n) => String(n.person_id) === query.get('person_id'));
          return { success: true, ...page(list, query) };
        }
      } else {
        const entity = must(kind, m[2]);
        if (method === 'GET') return ok(entity);
        if (method === 'DELETE') {
          state[kind].splice(state[kind].indexOf(entity), 1);
          return ok({ id: entity.id });
        }
        if (method === 'PUT') return ok(apply(kind, entity, body, false));
      }
    }
    throw new Refusal(404, 'Unknown method .');
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const contentType = String(req.headers['content-type'] ?? '');
    let body = {};
    let files = [];
    if (/json/i.test(contentType) && raw.length) body = JSON.parse(raw.toString('utf8'));
    else if (/multipart\/form-data/i.test(contentType)) {
      const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
      for (const [name, value] of form) {
        if (typeof value === 'string') body[name] = value;
        else files.push({ name, filename: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
      }
    }
    const path = url.pathname.replace(/^\/v1/, '');
    const authorization = req.headers.authorization;
    state.calls.push({ method: req.method, path, query: Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'api_token')), body, files: files.map((f) => ({ name: f.name, filename: f.filename, type: f.type, text: f.bytes.toString('utf8') })), token: url.searchParams.get('api_token') ?? undefined, authorization });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(payload));
      return true;
    };
    const failure = state.failures.shift();
    if (failure) return send(failure.status, { success: false, error: failure.message ?? 'Request over limit', error_info: ERROR_INFO, data: null, additional_data: null }, failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {});
    if (url.searchParams.get('api_token') !== API_TOKEN && authorization !== `Bearer ${ACCESS_TOKEN}`) {
      return send(401, { success: false, error: 'unauthorized access', errorCode: 401, error_info: ERROR_INFO });
    }
    try {
      const out = answer(req.method, path, url.searchParams, body, files);
      if (out.raw) {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.end(out.raw);
        return true;
      }
      return send(200, out);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(error.status, { success: false, error: error.message, error_info: ERROR_INFO, data: null, additional_data: null });
    }
  }

  for (const kind of ['organization', 'person', 'product', 'deal', 'activity', 'note', 'lead']) {
    const plural = { organization: 'organizations', person: 'persons', product: 'products', deal: 'deals', activity: 'activities', note: 'notes', lead: 'leads' }[kind];
    for (const body of seed[plural] ?? []) create(kind, body);
  }
  state.calls.length = 0;
  return { state, handle };
}

/** Serves a fake on 127.0.0.1:0. */
export async function start(seed) {
  const fake = createPipedriveFake(seed);
  const server = createServer((req, res) => {
    fake.handle(req, res).catch((error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, error: String(error) }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * A loopback Salesforce org (REST API v59.0) over in-memory state, for tests and for recording n8n:
 *
 * - sign-in: `POST /services/oauth2/token` (JWT bearer flow: the assertion's RS256 signature is
 *   checked against the test key pair, its issuer must be the connected app's consumer key) and
 *   `GET /services/oauth2/userinfo`;
 * - `/services/data/v59.0/sobjects` (the org's objects), `/sobjects/{object}` (`GET` summary,
 *   `POST` create), `/sobjects/{object}/describe`, `/sobjects/{object}/{id}` (`GET`, `PATCH`,
 *   `DELETE`), `/sobjects/{object}/{externalIdField}/{value}` (`PATCH` upsert),
 *   `POST /sobjects/ContentVersion` (multipart);
 * - `/query?q=<SOQL>` (`SELECT fields FROM object [WHERE a op v AND …] [LIMIT n]`, operators
 *   `= != < <= > >=`, quoted text or bare numbers, dates and booleans) in pages of `pageSize`
 *   (2000 unless seeded) with `nextRecordsUrl` (`/query/{cursor}`);
 * - `/actions/custom/flow` (`GET` the flows, `POST /{name}` runs one: its outputs echo the inputs).
 *
 * Calls sign in with `Authorization: Bearer ACCESS_TOKEN`. Refusals have Salesforce's shape (a list
 * of `{ message, errorCode, fields? }`): unknown records 404 `NOT_FOUND`, missing required fields 400
 * `REQUIRED_FIELD_MISSING`, unknown fields 400 `INVALID_FIELD`. Ids are counted (18 characters, the
 * object's key prefix first) and times come from a clock that moves one minute per write, so two
 * fakes given the same calls answer the same. `state.calls` logs each request; answers pushed on
 * `state.failures` (`{ status, retryAfter? }`) are given first, one a request.
 */
import { createServer } from 'node:http';
import { createVerify } from 'node:crypto';
import { TEST_PUBLIC_KEY } from './test-keys.mjs';

export { TEST_PRIVATE_KEY, TEST_PUBLIC_KEY } from './test-keys.mjs';

/** The access token the OAuth2 credential holds and the JWT flow hands out. */
export const ACCESS_TOKEN = 'weft-salesforce-access-token';
/** The connected app's consumer key (the JWT issuer). */
export const CLIENT_ID = 'weft-connected-app';
/** The org's instance URL as sign-in answers it. */
export const INSTANCE_URL = 'https://weft.my.salesforce.com';

class Refusal extends Error {
  constructor(status, errorCode, message, fields) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.fields = fields;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));

/** The standard objects the org has: their key prefix, required fields and fields (with picklists). */
const OBJECTS = {
  Account: { prefix: '001', required: ['Name'], fields: ['Name', 'Type', 'Industry', 'Phone', 'Fax', 'Website', 'AccountNumber', 'AccountSource', 'AnnualRevenue', 'BillingCity', 'BillingCountry', 'BillingPostalCode', 'BillingState', 'BillingStreet', 'ShippingCity', 'ShippingCountry', 'ShippingPostalCode', 'ShippingState', 'ShippingStreet', 'Description', 'Jigsaw', 'NumberOfEmployees', 'OwnerId', 'ParentId', 'SicDesc', 'RecordTypeId'], picklists: { Type: ['Prospect', 'Customer - Direct', 'Partner'], AccountSource: ['Web', 'Phone Inquiry', 'Partner Referral'] } },
  Contact: { prefix: '003', required: ['LastName'], fields: ['FirstName', 'LastName', 'Name', 'Email', 'Phone', 'Fax', 'Title', 'AccountId', 'Birthdate', 'Department', 'LeadSource', 'MobilePhone', 'HomePhone', 'OtherPhone', 'MailingCity', 'MailingCountry', 'MailingPostalCode', 'MailingState', 'MailingStreet', 'OtherCity', 'OtherCountry', 'OtherPostalCode', 'OtherState', 'OtherStreet', 'Salutation', 'Description', 'AssistantName', 'AssistantPhone', 'EmailBouncedDate', 'EmailBouncedReason', 'Jigsaw', 'OwnerId', 'RecordTypeId'], picklists: {} },
  Lead: { prefix: '00Q', required: ['LastName', 'Company'], fields: ['FirstName', 'LastName', 'Name', 'Company', 'Email', 'Phone', 'Fax', 'Title', 'Status', 'Street', 'City', 'State', 'PostalCode', 'Country', 'Website', 'Industry', 'LeadSource', 'Rating', 'Salutation', 'Description', 'AnnualRevenue', 'NumberOfEmployees', 'MobilePhone', 'Jigsaw', 'HasOptedOutOfEmail', 'HasOptedOutOfFax', 'IsUnreadByOwner', 'OwnerId', 'RecordTypeId'], picklists: { LeadSource: ['Web', 'Phone Inquiry', 'Partner Referral', 'Other'], Status: ['Open - Not Contacted', 'Working - Contacted', 'Closed - Converted'] }, defaults: { Status: 'Open - Not Contacted' } },
  Opportunity: { prefix: '006', required: ['Name', 'CloseDate', 'StageName'], fields: ['Name', 'CloseDate', 'StageName', 'Amount', 'Probability', 'Type', 'AccountId', 'CampaignId', 'LeadSource', 'NextStep', 'Description', 'ForecastCategoryName', 'Pricebook2Id', 'OwnerId'], picklists: { StageName: ['Prospecting', 'Qualification', 'Closed Won', 'Closed Lost'] } },
  Case: { prefix: '500', required: [], fields: ['Type', 'Status', 'Subject', 'Priority', 'Origin', 'Reason', 'AccountId', 'ContactId', 'ParentId', 'Description', 'IsEscalated', 'SuppliedName', 'SuppliedEmail', 'SuppliedPhone', 'SuppliedCompany', 'OwnerId', 'RecordTypeId'], picklists: { Type: ['Problem', 'Question', 'Feature Request'], Status: ['New', 'Working', 'Closed'], Priority: ['High', 'Medium', 'Low'], Origin: ['Phone', 'Email', 'Web'], Reason: ['Installation', 'Performance', 'Other'] }, defaults: { Status: 'New', Priority: 'Medium' } },
  Task: { prefix: '00T', required: [], fields: ['Subject', 'Status', 'Priority', 'ActivityDate', 'Description', 'WhoId', 'WhatId', 'TaskSubtype', 'CallType', 'CallObject', 'CallDisposition', 'CallDurationInSeconds', 'IsReminderSet', 'ReminderDateTime', 'RecurrenceType', 'RecurrenceInstance', 'RecurrenceInterval', 'RecurrenceDayOfMonth', 'RecurrenceDayOfWeekMask', 'RecurrenceMonthOfYear', 'RecurrenceStartDateOnly', 'RecurrenceEndDateOnly', 'RecurrenceTimeZoneSidKey', 'RecurrenceRegeneratedType', 'OwnerId'], picklists: { Status: ['Not Started', 'In Progress', 'Completed'], Priority: ['High', 'Normal', 'Low'], Subject: ['Call', 'Email', 'Send Letter'], TaskSubtype: ['Task', 'Email', 'Call'] }, defaults: { Status: 'Not Started', Priority: 'Normal' } },
  Attachment: { prefix: '00P', required: ['Name', 'ParentId', 'Body'], fields: ['Name', 'ParentId', 'Body', 'ContentType', 'Description', 'IsPrivate', 'OwnerId', 'BodyLength'], picklists: {} },
  User: { prefix: '005', required: [], fields: ['Name', 'FirstName', 'LastName', 'Email', 'Username', 'IsActive'], picklists: {} },
  Note: { prefix: '002', required: ['Title', 'ParentId'], fields: ['Title', 'Body', 'ParentId', 'IsPrivate', 'OwnerId'], picklists: {} },
  CampaignMember: { prefix: '00v', required: ['CampaignId'], fields: ['CampaignId', 'LeadId', 'ContactId', 'Status'], picklists: {} },
  Campaign: { prefix: '701', required: ['Name'], fields: ['Name', 'IsActive'], picklists: {} },
  CaseComment: { prefix: '00a', required: ['ParentId'], fields: ['ParentId', 'CommentBody', 'IsPublished'], picklists: {} },
  LeadStatus: { prefix: '01J', required: [], fields: ['MasterLabel', 'IsConverted'], picklists: {} },
  RecordType: { prefix: '012', required: [], fields: ['Name', 'SobjectType', 'IsActive'], picklists: {} },
  ContentVersion: { prefix: '068', required: ['Title'], fields: ['Title', 'PathOnClient', 'ContentLocation', 'FirstPublishLocationId', 'OwnerId', 'VersionDataLength'], picklists: {} },
};

/**
 * Seed: `{ now?, pageSize?, users?: [{ FirstName, LastName, Email? }], records?: { <Object>: [fields] },
 * customObjects?: [{ name: 'Thing__c', label?, fields: [{ name, label?, externalId? }] }],
 * flows?: [{ name, label? }] }`. The first user owns what is created.
 */
export function createSalesforceFake(seed = {}) {
  let counter = 1;
  let cursors = 1;
  const objects = clone(OBJECTS);
  for (const custom of seed.customObjects ?? []) {
    objects[custom.name] = { prefix: `a0${String.fromCharCode(65 + Object.keys(objects).length % 26)}`, required: [], fields: ['Name', ...custom.fields.map((f) => f.name)], picklists: {}, custom: true, label: custom.label ?? custom.name.replace(/__c$/, ''), externalIds: custom.fields.filter((f) => f.externalId).map((f) => f.name), labels: Object.fromEntries(custom.fields.map((f) => [f.name, f.label ?? f.name])) };
  }
  const state = { clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'), records: {}, cursors: {}, flows: seed.flows ?? [], calls: [], failures: [], tokens: 0 };
  const pageSize = seed.pageSize ?? 2000;
  const tick = () => (state.clock += 60_000);
  const stamp = (ms) => new Date(ms).toISOString().replace('Z', '+0000');
  const canonical = (name) => Object.keys(objects).find((o) => o.toLowerCase() === String(name).toLowerCase());
  const list = (object) => (state.records[object] ??= []);
  const idFor = (object) => `${objects[object].prefix}Wf${String(counter++).padStart(10, '0')}AAA`.slice(0, 18);

  function fieldOf(object, name) {
    if (String(name).toLowerCase() === 'id') return 'Id';
    const found = ['CreatedDate', 'LastModifiedDate', 'IsDeleted', ...objects[object].fields].find((f) => f.toLowerCase() === String(name).toLowerCase());
    if (!found) throw new Refusal(400, 'INVALID_FIELD', `No such column '${name}' on sobject of type ${object}`);
    return found;
  }
  function insert(object, body, owner = true) {
    const def = objects[object];
    const record = { Id: idFor(object) };
    for (const [key, value] of Object.entries(def.defaults ?? {})) record[key] = value;
    for (const [key, value] of Object.entries(body)) record[fieldOf(object, key)] = value;
    const missing = def.required.filter((f) => record[f] === undefined || record[f] === null || record[f] === '');
    if (missing.length) {
      counter--;
      throw new Refusal(400, 'REQUIRED_FIELD_MISSING', `Required fields are missing: [${missing.join(', ')}]`, missing);
    }
    if ('Name' in Object.fromEntries(def.fields.map((f) => [f, 1])) && record.Name === undefined && (record.FirstName !== undefined || record.LastName !== undefined)) record.Name = [record.FirstName, record.LastName].filter(Boolean).join(' ');
    if (owner && def.fields.includes('OwnerId') && record.OwnerId === undefined && list('User')[0]) record.OwnerId = list('User')[0].Id;
    const at = tick();
    record.CreatedDate = stamp(at);
    record.LastModifiedDate = stamp(at);
    record.IsDeleted = false;
    list(object).push(record);
    return record;
  }
  for (const u of seed.users ?? [{ FirstName: 'Ada', LastName: 'Admin' }]) insert('User', { ...u, Email: u.Email ?? `${u.FirstName.toLowerCase()}@weft.example`, Username: `${u.FirstName.toLowerCase()}@weft.example`, IsActive: true }, false);
  for (const [object, records] of Object.entries(seed.records ?? {})) for (const r of records) insert(canonical(object), r);

  const withAttributes = (object, record) => ({ attributes: { type: object, url: `/services/data/v59.0/sobjects/${object}/${record.Id}` }, ...clone(record) });
  function full(object, record) {
    const out = { Id: record.Id };
    for (const f of objects[object].fields) out[f] = record[f] ?? null;
    out.CreatedDate = record.CreatedDate;
    out.LastModifiedDate = record.LastModifiedDate;
    out.IsDeleted = false;
    return withAttributes(object, out);
  }
  function find(object, id) {
    const record = list(object).find((r) => r.Id === id);
    if (!record) throw new Refusal(404, 'NOT_FOUND', 'The requested resource does not exist');
    return record;
  }
  function update(object, record, body) {
    for (const [key, value] of Object.entries(body)) record[fieldOf(object, key)] = value;
    if (record.FirstName !== undefined || record.LastName !== undefined) if (objects[object].fields.includes('Name') && object !== 'Account' && object !== 'Opportunity') record.Name = [record.FirstName, record.LastName].filter(Boolean).join(' ');
    record.LastModifiedDate = stamp(tick());
  }

  /** `SELECT … FROM … [WHERE …] [LIMIT n]`. */
  function soql(q) {
    const m = /^\s*SELECT\s+(.+?)\s+FROM\s+(\w+)\s*(?:WHERE\s+(.+?))?\s*(?:LIMIT\s+(\d+))?\s*$/is.exec(q);
    if (!m) throw new Refusal(400, 'MALFORMED_QUERY', `unexpected token: '${q.split(/\s+/).slice(0, 3).join(' ')}'`);
    const object = canonical(m[2]);
    if (!object) throw new Refusal(400, 'INVALID_TYPE', `sObject type '${m[2]}' is not supported.`);
    const fields = m[1].split(',').map((f) => f.trim()).filter(Boolean).map((f) => fieldOf(object, f));
    let rows = list(object);
    if (m[3]) {
      for (const cond of m[3].split(/\s+AND\s+/i)) {
        const c = /^\s*(\w+)\s*(=|!=|<=|>=|<|>)\s*(.+?)\s*$/.exec(cond);
        if (!c) throw new Refusal(400, 'MALFORMED_QUERY', `unexpected token: '${cond}'`);
        const field = fieldOf(object, c[1]);
        const raw = c[3];
        const value = /^'.*'$/.test(raw) ? raw.slice(1, -1) : raw === 'true' ? true : raw === 'false' ? false : raw === 'null' ? null : Number.isNaN(Number(raw)) ? raw : Number(raw);
        const asDate = (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? Date.parse(v.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')) : NaN);
        const cmp = (a) => {
          if (!Number.isNaN(asDate(a)) && !Number.isNaN(asDate(value))) {
            const [x, y] = [asDate(a), asDate(value)];
            return c[2] === '=' ? x === y : c[2] === '!=' ? x !== y : c[2] === '<' ? x < y : c[2] === '<=' ? x <= y : c[2] === '>' ? x > y : x >= y;
          }
          const left = a ?? null;
          switch (c[2]) {
            case '=': return left === value || (left !== null && value !== null && String(left) === String(value));
            case '!=': return !(left === value || (left !== null && value !== null && String(left) === String(value)));
            case '<': return left !== null && left < value;
            case '<=': return left !== null && left <= value;
            case '>': return left !== null && left > value;
            default: return left !== null && left >= value;
          }
        };
        rows = rows.filter((r) => cmp(r[field]));
      }
    }
    if (m[4]) rows = rows.slice(0, Number(m[4]));
    const records = rows.map((r) => {
      const out = { attributes: { type: object, url: `/services/data/v59.0/sobjects/${object}/${r.Id}` } };
      for (const f of fields) out[f] = r[f] ?? null;
      return out;
    });
    return page(records, 0);
  }
  function page(records, from) {
    const slice = records.slice(from, from + pageSize);
    const answer = { totalSize: records.length, done: from + pageSize >= records.length, records: slice };
    if (!answer.done) {
      const cursor = `01gWf${String(cursors++).padStart(8, '0')}-${from + pageSize}`;
      state.cursors[cursor] = { records, from: from + pageSize };
      answer.nextRecordsUrl = `/services/data/v59.0/query/${cursor}`;
    }
    return answer;
  }
  function describe(object) {
    const def = objects[object];
    const label = (f) => def.labels?.[f] ?? f.replace(/__c$/, '').replace(/([a-z])([A-Z])/g, '$1 $2');
    const fields = ['Id', ...def.fields].map((name) => ({
      name, label: name === 'Id' ? `${object} ID` : label(name), custom: name.endsWith('__c'), externalId: (def.externalIds ?? []).includes(name), idLookup: name === 'Id' || (def.externalIds ?? []).includes(name),
      type: name === 'Id' ? 'id' : def.picklists[name] ? 'picklist' : 'string', picklistValues: (def.picklists[name] ?? []).map((v) => ({ active: true, defaultValue: false, label: v, value: v })),
    }));
    return { name: object, label: def.label ?? object, custom: !!def.custom, keyPrefix: def.prefix, fields };
  }

  function route(method, parts, query, body, rawBody) {
    const [a, b, c, d] = parts;
    const n = parts.length;
    if (a === 'sobjects') {
      if (n === 1 && method === 'GET') return [200, { encoding: 'UTF-8', maxBatchSize: 200, sobjects: Object.entries(objects).map(([name, def]) => ({ name, label: def.label ?? name, custom: !!def.custom, keyPrefix: def.prefix, createable: true })) }];
      const object = canonical(b);
      if (!object) throw new Refusal(404, 'NOT_FOUND', 'The requested resource does not exist');
      if (n === 2 && method === 'GET') return [200, { objectDescribe: { name: object, label: objects[object].label ?? object, custom: !!objects[object].custom, keyPrefix: objects[object].prefix, urls: { sobject: `/services/data/v59.0/sobjects/${object}` } }, recentItems: list(object).slice(-3).map((r) => withAttributes(object, { Id: r.Id, ...(r.Name !== undefined ? { Name: r.Name } : {}) })) }];
      if (n === 2 && method === 'POST') {
        if (object === 'ContentVersion') {
          const meta = /name="entity_content"[\s\S]*?\r\n\r\n([\s\S]*?)\r\n--/.exec(rawBody);
          const content = meta ? JSON.parse(meta[1]) : {};
          const file = /name="VersionData"[^\r]*\r\n(?:[^\r]+\r\n)*\r\n([\s\S]*?)\r\n--/.exec(rawBody);
          const record = insert(object, { ...content, VersionDataLength: file ? Buffer.byteLength(file[1], 'latin1') : 0 });
          return [201, { id: record.Id, success: true, errors: [] }];
        }
        const record = insert(object, body ?? {});
        return [201, { id: record.Id, success: true, errors: [] }];
      }
      if (n === 3 && c === 'describe' && method === 'GET') return [200, describe(object)];
      if (n === 3) {
        const record = find(object, c);
        if (method === 'GET') return [200, full(object, record)];
        if (method === 'PATCH') {
          update(object, record, body ?? {});
          return [204, undefined];
        }
        if (method === 'DELETE') {
          state.records[object] = list(object).filter((r) => r !== record);
          return [204, undefined];
        }
      }
      if (n === 4 && method === 'PATCH') {
        const field = fieldOf(object, c);
        const existing = list(object).find((r) => String(r[field]) === d);
        if (existing) {
          update(object, existing, body ?? {});
          return [200, { id: existing.Id, success: true, errors: [], created: false }];
        }
        const record = insert(object, { ...(body ?? {}), [field]: d });
        return [201, { id: record.Id, success: true, errors: [], created: true }];
      }
    }
    if (a === 'query' && method === 'GET') {
      if (n === 1) return [200, soql(String(query.q ?? ''))];
      if (n === 2) {
        const cursor = state.cursors[b];
        if (!cursor) throw new Refusal(400, 'INVALID_QUERY_LOCATOR', 'invalid query locator');
        return [200, page(cursor.records, cursor.from)];
      }
    }
    if (a === 'actions' && b === 'custom' && c === 'flow') {
      if (n === 3 && method === 'GET') return [200, { actions: state.flows.map((f) => ({ label: f.label ?? f.name, name: f.name, type: 'FLOW', url: `/services/data/v59.0/actions/custom/flow/${f.name}` })) }];
      if (n === 4 && method === 'POST') {
        const flow = state.flows.find((f) => f.name === d);
        if (!flow) throw new Refusal(404, 'NOT_FOUND', `The requested resource does not exist`);
        return [200, (body?.inputs ?? []).map((inputs) => ({ actionName: d, errors: null, invocationId: null, isSuccess: true, outcome: null, outputValues: { ...inputs, Flow__InterviewStatus: 'Finished' }, sortOrder: -1, version: 1 }))];
      }
    }
    return undefined;
  }

  function signIn(form) {
    if (form.grant_type !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return [400, { error: 'unsupported_grant_type', error_description: 'grant type not supported' }];
    const [header, payload, signature] = String(form.assertion ?? '').split('.');
    const verifier = createVerify('RSA-SHA256');
    verifier.update(`${header}.${payload}`);
    let claims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (!verifier.verify(TEST_PUBLIC_KEY, Buffer.from(signature, 'base64url'))) throw new Error('bad signature');
    } catch {
      return [400, { error: 'invalid_grant', error_description: 'invalid assertion' }];
    }
    if (claims.iss !== CLIENT_ID) return [400, { error: 'invalid_client_id', error_description: 'client identifier invalid' }];
    if (!list('User').some((u) => u.Username === claims.sub)) return [400, { error: 'invalid_grant', error_description: 'user hasn\'t approved this consumer' }];
    state.tokens++;
    return [200, { access_token: ACCESS_TOKEN, scope: 'api full', instance_url: INSTANCE_URL, id: `https://login.salesforce.com/id/00DWf0000000001AAA/${list('User')[0].Id}`, token_type: 'Bearer' }];
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('latin1');
    const type = String(req.headers['content-type'] ?? '');
    let body;
    if (type.includes('application/json') && raw) {
      try {
        body = JSON.parse(Buffer.from(raw, 'latin1').toString('utf8'));
      } catch {
        body = undefined;
      }
    } else if (type.includes('x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(raw));
    const query = Object.fromEntries(url.searchParams);
    const auth = req.headers.authorization ?? '';
    state.calls.push({ method: req.method, path: url.pathname, query, body: type.includes('multipart') ? '<multipart>' : body, authorization: auth });
    const send = (status, payload, headers = {}) => {
      if (payload === undefined) res.writeHead(status, headers).end();
      else {
        res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8', ...headers });
        res.end(JSON.stringify(payload));
      }
      return true;
    };
    if (url.pathname === '/services/oauth2/token' && req.method === 'POST') return send(...signIn(body ?? {}));
    const failure = state.failures.shift();
    if (failure) return send(failure.status, [{ message: 'Too many requests', errorCode: 'REQUEST_LIMIT_EXCEEDED' }], failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {});
    if (auth !== `Bearer ${ACCESS_TOKEN}`) return send(401, [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }]);
    if (url.pathname === '/services/oauth2/userinfo') return send(200, { user_id: list('User')[0].Id, preferred_username: list('User')[0].Username, organization_id: '00DWf0000000001AAA' });
    if (!url.pathname.startsWith('/services/data/v59.0/')) return false;
    try {
      const parts = url.pathname.slice('/services/data/v59.0/'.length).split('/').filter(Boolean).map(decodeURIComponent);
      const answer = route(req.method ?? 'GET', parts, query, body, raw);
      if (!answer) return send(404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]);
      return send(answer[0], answer[1]);
    } catch (error) {
      if (!(error instanceof Refusal)) return send(500, [{ errorCode: 'UNKNOWN_EXCEPTION', message: String(error?.message ?? error) }]);
      return send(error.status, [{ message: error.message, errorCode: error.errorCode, ...(error.fields ? { fields: error.fields } : {}) }]);
    }
  }

  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createSalesforceFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * A loopback QuickBooks Online company (Accounting API v3, `/v3/company/{realm}/…`) over in-memory
 * state, for tests and for recording n8n:
 *
 * - `POST /{entity}` creates (no `Id`), updates (`Id` and the current `SyncToken`; `sparse` keeps
 *   the other fields), deletes (`?operation=delete`) or voids (`?operation=void`, `Id` and
 *   `SyncToken` in the body or the query) customers, vendors, employees, invoices, estimates,
 *   payments and bills;
 * - `GET /{entity}/{id}`, `GET /{entity}/{id}/pdf` (a small PDF), `POST /{entity}/{id}/send?sendTo=`;
 * - `GET /query?query=` (`SELECT * | COUNT(*) FROM <entity> [WHERE f = 'v' | f LIKE '%v%' | f > 'v' AND …]
 *   [MAXRESULTS n] [STARTPOSITION n]`; 100 results unless told);
 * - `GET /reports/TransactionList` (invoices, payments and bills as rows; `start_date`, `end_date`,
 *   `transaction_type` filter them).
 *
 * Calls sign in with `Authorization: Bearer ACCESS_TOKEN` for the company `REALM_ID`. Refusals have
 * QuickBooks' shape (`{ Fault: { Error: [{ Message, Detail, code }], type }, time }`). Ids and
 * document numbers are counted and times come from a clock that moves one minute per write, so two
 * fakes given the same calls answer the same. `state.calls` logs each request; answers pushed on
 * `state.failures` (`{ status, retryAfter? }`) are given first, one a request.
 */
import { createServer } from 'node:http';

export const ACCESS_TOKEN = 'weft-quickbooks-token';
export const REALM_ID = '9130350000000001';

class Refusal extends Error {
  constructor(status, message, detail, code, type = 'ValidationFault') {
    super(message);
    Object.assign(this, { status, detail, code, type });
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));
const ENTITIES = ['Customer', 'Vendor', 'Employee', 'Item', 'Invoice', 'Estimate', 'Payment', 'Bill', 'Purchase', 'Department', 'Term', 'TaxCode', 'CreditMemo', 'Preferences'];
const TRANSACTIONS = ['Invoice', 'Estimate', 'Payment', 'Bill', 'Purchase', 'CreditMemo'];
export const PDF_BYTES = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/**
 * Seed: `{ now?, records?: { <Entity>: [fields] } }` (invoices, estimates and bills take their
 * `Line` and a `CustomerRef`/`VendorRef` value as given).
 */
export function createQuickBooksFake(seed = {}) {
  let ids = 1;
  let docNumbers = 1001;
  const state = { clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'), records: Object.fromEntries(ENTITIES.map((e) => [e, []])), calls: [], failures: [] };
  const tick = () => (state.clock += 60_000);
  const time = () => new Date(state.clock).toISOString();
  const entityOf = (name) => ENTITIES.find((e) => e.toLowerCase() === String(name).toLowerCase());
  const nameOf = (entity, id) => {
    const r = state.records[entity].find((x) => x.Id === String(id));
    return r ? r.DisplayName ?? r.Name : undefined;
  };

  function totals(record, entity) {
    if (!Array.isArray(record.Line)) return;
    const lines = record.Line.filter((l) => l.DetailType !== 'SubTotalLineDetail').map((l, i) => ({ Id: String(i + 1), LineNum: i + 1, ...l }));
    const total = lines.reduce((sum, l) => sum + Number(l.Amount ?? 0), 0);
    record.Line = entity === 'Bill' ? lines : [...lines, { Amount: total, DetailType: 'SubTotalLineDetail', SubTotalLineDetail: {} }];
    record.TotalAmt = total;
    record.Balance = total;
    for (const l of lines) if (l.SalesItemLineDetail?.ItemRef?.value) l.SalesItemLineDetail.ItemRef.name = nameOf('Item', l.SalesItemLineDetail.ItemRef.value);
  }
  function create(entity, body) {
    const at = tick();
    const record = { ...clone(body), Id: String(ids++), SyncToken: '0', domain: 'QBO', sparse: false, MetaData: { CreateTime: new Date(at).toISOString(), LastUpdatedTime: new Date(at).toISOString() } };
    if (['Customer', 'Vendor', 'Employee'].includes(entity)) {
      if (entity === 'Employee' && !record.DisplayName) record.DisplayName = [record.GivenName, record.FamilyName].filter(Boolean).join(' ');
      if (!record.DisplayName) throw new Refusal(400, 'Required param missing, need to supply the required value for the API', 'Required parameter DisplayName is missing in the request', '2020');
      if (state.records[entity].some((r) => r.DisplayName === record.DisplayName)) throw new Refusal(400, 'Duplicate Name Exists Error', `The name supplied already exists. : Another customer, vendor or employee is already using this name. Please use a different name.`, '6240');
      record.Active ??= true;
      if (entity !== 'Employee') {
        record.Balance ??= 0;
        record.FullyQualifiedName = record.DisplayName;
        record.PrintOnCheckName ??= record.DisplayName;
      }
    }
    if (TRANSACTIONS.includes(entity)) {
      record.TxnDate ??= new Date(at).toISOString().slice(0, 10);
      if (entity !== 'Payment') record.DocNumber ??= String(docNumbers++);
      const ref = entity === 'Bill' || entity === 'Purchase' ? 'VendorRef' : 'CustomerRef';
      if (entity === 'Bill' && !record.VendorRef?.value) throw new Refusal(400, 'Required param missing, need to supply the required value for the API', 'Required parameter VendorRef is missing in the request', '2020');
      if (record[ref]?.value !== undefined) {
        const owner = ref === 'VendorRef' ? 'Vendor' : 'Customer';
        if (!nameOf(owner, record[ref].value)) throw new Refusal(400, 'Invalid Reference Id', `Invalid Reference Id : ${owner}s element id ${record[ref].value} not found`, '2500');
        record[ref] = { value: String(record[ref].value), name: nameOf(owner, record[ref].value) };
      }
      totals(record, entity);
      if (entity === 'Payment') {
        record.TotalAmt = Number(record.TotalAmt ?? 0);
        record.UnappliedAmt = record.TotalAmt;
      }
      if (entity === 'Estimate') record.TxnStatus ??= 'Pending';
      if (entity === 'Invoice' || entity === 'Estimate') record.EmailStatus ??= 'NotSet';
    }
    state.records[entity].push(record);
    return record;
  }
  for (const [name, records] of Object.entries(seed.records ?? {})) for (const r of records) create(entityOf(name), r);

  function find(entity, id) {
    const record = state.records[entity].find((r) => r.Id === String(id));
    if (!record) throw new Refusal(400, 'Object Not Found', 'Object Not Found : Something you\'re trying to use has been made inactive. Check the fields with accounts, customers, items, vendors or employees.', '610');
    return record;
  }
  function checkToken(record, token) {
    if (String(token) !== record.SyncToken) throw new Refusal(400, 'Stale Object Error', `Stale Object Error : You and ${'Ada'} were working on this at the same time. ${'Ada'} finished before you did, so your work was not saved.`, '5010');
  }
  function update(entity, body) {
    const record = find(entity, body.Id);
    checkToken(record, body.SyncToken);
    const { Id: _id, SyncToken: _token, sparse, ...fields } = body; // eslint-disable-line no-unused-vars
    if (sparse !== true) for (const key of Object.keys(record)) if (!['Id', 'SyncToken', 'domain', 'MetaData', 'sparse'].includes(key)) delete record[key];
    Object.assign(record, clone(fields));
    for (const ref of ['CustomerRef', 'VendorRef']) if (record[ref]?.value !== undefined) record[ref] = { value: String(record[ref].value), name: nameOf(ref === 'VendorRef' ? 'Vendor' : 'Customer', record[ref].value) ?? record[ref].name };
    if (fields.Line) totals(record, entity);
    if (fields.DisplayName && entity !== 'Employee') record.FullyQualifiedName = fields.DisplayName;
    record.SyncToken = String(Number(record.SyncToken) + 1);
    record.MetaData = { ...record.MetaData, LastUpdatedTime: new Date(tick()).toISOString() };
    return record;
  }

  function query(text) {
    const m = /^\s*SELECT\s+(\*|COUNT\(\*\))\s+FROM\s+(\w+)(.*)$/is.exec(text);
    if (!m) throw new Refusal(400, 'QueryParserError: Encountered " <EOF>', `QueryParserError: Invalid query: ${text}`, '4000');
    const entity = entityOf(m[2]);
    if (!entity) throw new Refusal(400, 'QueryValidationError: not a valid entity', `QueryValidationError: ${m[2]} is not a valid entity`, '4001');
    let rest = m[3];
    let maxResults = 100;
    let start = 1;
    const mr = /\s+MAXRESULTS\s+(\d+)/i.exec(rest);
    if (mr) maxResults = Math.min(Number(mr[1]), 1000);
    const sp = /\s+STARTPOSITION\s+(\d+)/i.exec(rest);
    if (sp) start = Number(sp[1]);
    rest = rest.replace(/\s+MAXRESULTS\s+\d+/i, '').replace(/\s+STARTPOSITION\s+\d+/i, '');
    let orderBy;
    const ob = /\s+ORDERBY\s+(\w+)(\s+DESC|\s+ASC)?\s*$/i.exec(rest);
    if (ob) {
      orderBy = { field: ob[1], desc: /DESC/i.test(ob[2] ?? '') };
      rest = rest.slice(0, ob.index);
    }
    let rows = state.records[entity];
    const where = /^\s*WHERE\s+(.+)$/is.exec(rest);
    if (where) {
      for (const cond of where[1].split(/\s+AND\s+/i)) {
        const c = /^\s*([\w.]+)\s*(=|<=|>=|<|>|LIKE)\s*'(.*)'\s*$/i.exec(cond);
        if (!c) throw new Refusal(400, 'QueryParserError: Encountered an unexpected token', `QueryParserError: Invalid query: ${text}`, '4000');
        const read = (r) => {
          let v = r;
          for (const key of c[1].split('.')) {
            if (v === undefined || v === null) return undefined;
            const found = Object.keys(v).find((k) => k.toLowerCase() === key.toLowerCase());
            v = found === undefined ? undefined : v[found];
          }
          return v && typeof v === 'object' && 'value' in v ? v.value : v;
        };
        const op = c[2].toUpperCase();
        rows = rows.filter((r) => {
          const v = read(r);
          if (v === undefined) return false;
          const s = String(v);
          if (op === 'LIKE') return new RegExp(`^${c[3].replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*')}$`, 'i').test(s);
          if (op === '=') return s.toLowerCase() === c[3].toLowerCase();
          const [x, y] = [Number.isNaN(Number(s)) ? s : Number(s), Number.isNaN(Number(c[3])) ? c[3] : Number(c[3])];
          return op === '<' ? x < y : op === '<=' ? x <= y : op === '>' ? x > y : x >= y;
        });
      }
    }
    if (orderBy) rows = [...rows].sort((a, b) => (String(a[orderBy.field]) < String(b[orderBy.field]) ? -1 : 1) * (orderBy.desc ? -1 : 1));
    if (m[1] !== '*') return { QueryResponse: { totalCount: rows.length }, time: time() };
    const slice = rows.slice(start - 1, start - 1 + maxResults);
    return { QueryResponse: slice.length ? { [entity]: clone(slice), startPosition: start, maxResults: slice.length } : {}, time: time() };
  }

  function report(qs) {
    let rows = ['Invoice', 'Payment', 'Bill'].flatMap((entity) => state.records[entity].map((r) => ({ entity, r })));
    if (qs.start_date) rows = rows.filter(({ r }) => r.TxnDate >= qs.start_date);
    if (qs.end_date) rows = rows.filter(({ r }) => r.TxnDate <= qs.end_date);
    if (qs.transaction_type) rows = rows.filter(({ entity }) => entity.toLowerCase() === String(qs.transaction_type).toLowerCase());
    rows.sort((a, b) => (a.r.TxnDate < b.r.TxnDate ? -1 : a.r.TxnDate > b.r.TxnDate ? 1 : Number(a.r.Id) - Number(b.r.Id)));
    const columns = [['Date', 'tx_date'], ['Transaction Type', 'txn_type'], ['Num', 'doc_num'], ['Posting', 'is_no_post'], ['Name', 'name'], ['Memo/Description', 'memo'], ['Account', 'account_name'], ['Split', 'other_account'], ['Amount', 'subt_nat_amount']];
    return {
      Header: { Time: time(), ReportName: 'TransactionList', DateMacro: qs.date_macro ?? 'this month-to-date', StartPeriod: qs.start_date ?? '2026-01-01', EndPeriod: qs.end_date ?? '2026-01-31', Currency: 'USD', Option: [{ Name: 'NoReportData', Value: rows.length ? 'false' : 'true' }] },
      Columns: { Column: columns.map(([ColTitle, ColType]) => ({ ColTitle, ColType })) },
      Rows: rows.length ? {
        Row: rows.map(({ entity, r }) => ({
          ColData: [
            { value: r.TxnDate }, { value: entity, id: r.Id }, { value: r.DocNumber ?? '' }, { value: 'Yes' },
            { value: (r.CustomerRef ?? r.VendorRef)?.name ?? '', id: (r.CustomerRef ?? r.VendorRef)?.value ?? '' }, { value: r.PrivateNote ?? '' },
            { value: entity === 'Bill' ? 'Accounts Payable (A/P)' : entity === 'Payment' ? 'Undeposited Funds' : 'Accounts Receivable (A/R)' }, { value: '-Split-' },
            { value: Number(r.TotalAmt ?? 0).toFixed(2) },
          ],
          type: 'Data',
        })),
      } : {},
    };
  }

  function route(method, parts, qs, body) {
    const [a, b, c] = parts;
    if (a === 'query' && parts.length === 1 && method === 'GET') return [200, query(String(qs.query ?? ''))];
    if (a === 'reports' && b === 'TransactionList' && method === 'GET') return [200, report(qs)];
    const entity = entityOf(a);
    if (!entity || entity === 'Preferences') return undefined;
    if (parts.length === 1 && method === 'POST') {
      if (qs.operation === 'delete') {
        const record = find(entity, body?.Id);
        checkToken(record, body?.SyncToken);
        state.records[entity] = state.records[entity].filter((r) => r !== record);
        tick();
        return [200, { [entity]: { Id: record.Id, status: 'Deleted', domain: 'QBO' }, time: time() }];
      }
      if (qs.operation === 'void') {
        const record = find(entity, body?.Id ?? qs.Id);
        checkToken(record, body?.SyncToken ?? qs.SyncToken);
        for (const line of record.Line ?? []) line.Amount = 0;
        record.TotalAmt = 0;
        record.Balance = 0;
        if (entity === 'Payment') record.UnappliedAmt = 0;
        record.PrivateNote = 'Voided';
        record.SyncToken = String(Number(record.SyncToken) + 1);
        record.MetaData = { ...record.MetaData, LastUpdatedTime: new Date(tick()).toISOString() };
        return [200, { [entity]: clone(record), time: time() }];
      }
      if (body?.Id !== undefined) return [200, { [entity]: clone(update(entity, body)), time: time() }];
      return [200, { [entity]: clone(create(entity, body ?? {})), time: time() }];
    }
    if (parts.length === 2 && method === 'GET') return [200, { [entity]: clone(find(entity, b)), time: time() }];
    if (parts.length === 3 && c === 'pdf' && method === 'GET') {
      find(entity, b);
      return [200, PDF_BYTES, 'application/pdf'];
    }
    if (parts.length === 3 && c === 'send' && method === 'POST') {
      const record = find(entity, b);
      if (qs.sendTo) record.BillEmail = { Address: qs.sendTo };
      if (!record.BillEmail?.Address) throw new Refusal(400, 'Invalid Email Address', 'The email address of the recipient is missing', '6000');
      record.EmailStatus = 'EmailSent';
      record.DeliveryInfo = { DeliveryType: 'Email', DeliveryTime: new Date(tick()).toISOString() };
      record.SyncToken = String(Number(record.SyncToken) + 1);
      return [200, { [entity]: clone(record), time: time() }];
    }
    return undefined;
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const prefix = `/v3/company/${REALM_ID}/`;
    if (!url.pathname.startsWith('/v3/company/')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const qs = Object.fromEntries(url.searchParams);
    const auth = req.headers.authorization ?? '';
    state.calls.push({ method: req.method, path: url.pathname, query: qs, body, authorization: auth, accept: req.headers.accept, contentType: req.headers['content-type'] });
    const send = (status, payload, type = 'application/json') => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      return true;
    };
    const failure = state.failures.shift();
    if (failure) {
      res.writeHead(failure.status, { 'Content-Type': 'application/json', ...(failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {}) });
      res.end(JSON.stringify({ Fault: { Error: [{ Message: 'ThrottleExceeded', Detail: 'The request limit was reached.', code: '003001' }], type: 'SERVICE' }, time: time() }));
      return true;
    }
    if (auth !== `Bearer ${ACCESS_TOKEN}`) return send(401, { fault: { error: [{ message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401', detail: 'Token expired: weft', code: '3200' }], type: 'AUTHENTICATION' }, time: time() });
    if (!url.pathname.startsWith(prefix)) return send(403, { Fault: { Error: [{ Message: 'ApplicationAuthorizationFailed', Detail: 'The company is not one this token may use', code: '003100' }], type: 'SECURITY' }, time: time() });
    try {
      const parts = url.pathname.slice(prefix.length).split('/').filter(Boolean).map(decodeURIComponent);
      const answer = route(req.method ?? 'GET', parts, qs, body);
      if (!answer) return send(404, { Fault: { Error: [{ Message: 'Unsupported Operation', Detail: `Operation ${req.method} ${url.pathname} is not supported.`, code: '500' }], type: 'ValidationFault' }, time: time() });
      return send(answer[0], answer[1], answer[2]);
    } catch (error) {
      if (!(error instanceof Refusal)) return send(500, { Fault: { Error: [{ Message: String(error?.message ?? error), Detail: '', code: '-1' }], type: 'SystemFault' }, time: time() });
      return send(error.status, { Fault: { Error: [{ Message: error.message, Detail: error.detail, code: error.code, element: '' }], type: error.type }, time: time() });
    }
  }

  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createQuickBooksFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

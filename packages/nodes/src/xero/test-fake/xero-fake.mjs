/**
 * A loopback Xero (https://developer.xero.com/documentation/api/accounting/overview) over in-memory
 * state, for tests and for recording n8n. It serves what the Xero node calls:
 *
 * - `GET /connections`: the organisations (tenants) the token is connected to;
 * - `GET|POST /api.xro/2.0/Contacts[/{id}]`: list (active ones unless `includeArchived=true`;
 *   `where`, `order`, `page` of 100), read, create or update (`{ Contacts: [...] }`, a contact with
 *   a `ContactID` or in the path is updated); names must be given and unique among active contacts;
 * - `GET|POST /api.xro/2.0/Invoices[/{id}]`: list (`statuses`, `where`, `order`, `page` of 100),
 *   read, create (a single invoice: `Type` ACCREC or ACCPAY and a known `Contact.ContactID`), update;
 *   line amounts and totals are worked out as Xero does (quantity × unit amount less the discount);
 * - `GET /api.xro/2.0/{Items|Accounts|BrandingThemes|Currencies|TrackingCategories}`: the seeded lists.
 *
 * Answers are JSON in Xero's envelope (`{ Id, Status, ProviderName, DateTimeUTC, <List> }`) with
 * Xero's `/Date(ms+0000)/` stamps at the fixed time `now`. Requests need `Authorization: Bearer
 * ACCESS_TOKEN` (else 401 problem details) and, for the Accounting API, a `Xero-tenant-id` header
 * naming a seeded tenant (else 403); validation failures answer 400 with Xero's
 * `ValidationException` and its `Elements[].ValidationErrors`, unknown ids 404, a `where` it cannot
 * read 400 `QueryParseException`. `state.rateLimited` answers that many next requests 429 with
 * `Retry-After: 1`. Ids are counted, so two fakes given the same calls answer the same.
 * `state.calls` holds each request (method, path, query, headers, body).
 *
 * `createXeroFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const ACCESS_TOKEN = 'weft-xero-token';
export const TENANT_ID = '7a1f3c52-5d0e-4b8a-9c61-2f4e8d9b0a11';
export const OTHER_TENANT_ID = '7a1f3c52-5d0e-4b8a-9c61-2f4e8d9b0a22';

const PAGE_SIZE = 100;

const uuid = (prefix, n) => `${prefix}${String(n).padStart(7, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const xeroDate = (iso) => `/Date(${Date.parse(iso)}+0000)/`;
const blank = (v) => v === undefined || v === null || v === '';
const num = (v, fallback) => (blank(v) ? fallback : Number(v));
const round2 = (n) => Math.round(n * 100) / 100;

function get(record, path) {
  return path.split('.').reduce((v, k) => (v === undefined || v === null ? undefined : v[k]), record);
}

/** A `where` filter: clauses joined by AND/&&, each `Path == "x"`, `Path != "x"`, `Path == true|n`, `Path.Contains("x")`, `Path.StartsWith("x")`. */
function whereFilter(where) {
  const clauses = String(where)
    .split(/\s+(?:AND|&&)\s+/i)
    .map((c) => c.trim().replace(/^\((.*)\)$/, '$1'));
  const tests = clauses.map((clause) => {
    let m = /^([A-Za-z][\w.]*)\s*(==|!=)\s*(?:"([^"]*)"|(true|false)|(-?\d+(?:\.\d+)?))$/.exec(clause);
    if (m) {
      const [, path, op, s, b, n] = m;
      const want = s !== undefined ? s : b !== undefined ? b === 'true' : Number(n);
      return (r) => {
        const have = get(r, path);
        const eq = typeof want === 'string' ? String(have ?? '').toLowerCase() === want.toLowerCase() : have === want;
        return op === '==' ? eq : !eq;
      };
    }
    m = /^([A-Za-z][\w.]*)\.(Contains|StartsWith|EndsWith)\("([^"]*)"\)$/.exec(clause);
    if (m) {
      const [, path, fn, s] = m;
      return (r) => {
        const have = String(get(r, path) ?? '').toLowerCase();
        const want = s.toLowerCase();
        return fn === 'Contains'
          ? have.includes(want)
          : fn === 'StartsWith'
            ? have.startsWith(want)
            : have.endsWith(want);
      };
    }
    return undefined;
  });
  return tests.some((t) => t === undefined) ? undefined : (r) => tests.every((t) => t(r));
}

function orderBy(records, order) {
  const keys = String(order)
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter(([path]) => path)
    .map(([path, dir]) => [path, String(dir ?? 'ASC').toUpperCase() === 'DESC' ? -1 : 1]);
  return [...records].sort((a, b) => {
    for (const [path, dir] of keys) {
      const x = get(a, path);
      const y = get(b, path);
      if (x === y) continue;
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * dir;
    }
    return 0;
  });
}

export function createXeroFake(seed = {}) {
  const now = seed.now ?? '2026-01-05T09:00:00.000Z';
  const stamp = xeroDate(now);
  const tenants = seed.tenants ?? [
    { tenantId: TENANT_ID, tenantName: 'Weft Looms Ltd' },
    { tenantId: OTHER_TENANT_ID, tenantName: 'Weft Demo Company (US)' },
  ];
  const counters = { contact: 0, invoice: 0, line: 0, request: 0, number: 0 };
  const state = {
    tenants,
    contacts: [],
    invoices: [],
    lists: {
      Items: seed.items ?? [
        { ItemID: uuid('a', 1), Code: 'LOOM-1', Name: 'Loom', Description: 'Table loom' },
        { ItemID: uuid('a', 2), Code: 'YARN-1', Name: 'Yarn', Description: 'Wool yarn, 100 g' },
      ],
      Accounts: seed.accounts ?? [
        { AccountID: uuid('b', 1), Code: '200', Name: 'Sales', Type: 'REVENUE', Status: 'ACTIVE' },
        { AccountID: uuid('b', 2), Code: '400', Name: 'Advertising', Type: 'EXPENSE', Status: 'ACTIVE' },
      ],
      BrandingThemes: seed.brandingThemes ?? [
        { BrandingThemeID: uuid('d', 1), Name: 'Standard', SortOrder: 0, CreatedDateUTC: '2025-01-01T00:00:00' },
      ],
      Currencies: seed.currencies ?? [
        { Code: 'NZD', Description: 'New Zealand Dollar' },
        { Code: 'USD', Description: 'United States Dollar' },
      ],
      TrackingCategories: seed.trackingCategories ?? [
        { TrackingCategoryID: uuid('e', 1), Name: 'Region', Status: 'ACTIVE', Options: [] },
      ],
    },
    rateLimited: 0,
    calls: [],
  };

  function contactOut(c) {
    const { tenantId, ...rest } = c;
    return rest;
  }
  function invoiceOut(inv) {
    const { tenantId, ...rest } = inv;
    return rest;
  }

  function applyContact(target, input) {
    for (const key of [
      'Name',
      'FirstName',
      'LastName',
      'EmailAddress',
      'AccountNumber',
      'BankAccountDetails',
      'ContactNumber',
      'ContactStatus',
      'DefaultCurrency',
      'PurchasesDefaultAccountCode',
      'SalesDefaultAccountCode',
      'SkypeUserName',
    ])
      if (!blank(input[key])) target[key] = input[key];
    if (!blank(input.taxNumber ?? input.TaxNumber)) target.TaxNumber = input.taxNumber ?? input.TaxNumber;
    if (!blank(input.xeroNetworkKey ?? input.XeroNetworkKey))
      target.XeroNetworkKey = input.xeroNetworkKey ?? input.XeroNetworkKey;
    if (Array.isArray(input.Addresses))
      target.Addresses = input.Addresses.map((a) => Object.fromEntries(Object.entries(a).filter(([, v]) => !blank(v))));
    if (Array.isArray(input.Phones))
      target.Phones = input.Phones.map((p) => Object.fromEntries(Object.entries(p).filter(([, v]) => !blank(v))));
    target.UpdatedDateUTC = stamp;
  }

  function addContact(tenantId, input) {
    counters.contact++;
    const contact = {
      tenantId,
      ContactID: input.ContactID ?? uuid('c', counters.contact),
      ContactStatus: 'ACTIVE',
      Name: '',
      Addresses: [],
      Phones: [],
      UpdatedDateUTC: stamp,
      ContactGroups: [],
      IsSupplier: false,
      IsCustomer: false,
      ContactPersons: [],
      HasAttachments: false,
      HasValidationErrors: false,
    };
    applyContact(contact, input);
    state.contacts.push(contact);
    return contact;
  }

  function contactErrors(tenantId, input, existing) {
    const errors = [];
    const name = blank(input.Name) ? existing?.Name : input.Name;
    if (blank(name)) errors.push({ Message: 'The contact name must be specified.' });
    else if (
      state.contacts.some(
        (c) =>
          c.tenantId === tenantId &&
          c !== existing &&
          c.ContactStatus === 'ACTIVE' &&
          String(c.Name).toLowerCase() === String(name).toLowerCase(),
      )
    )
      errors.push({
        Message: `The contact name ${name} is already assigned to another contact. The contact name must be unique across all active contacts.`,
      });
    if (!blank(input.EmailAddress) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.EmailAddress))
      errors.push({ Message: 'Email address must be valid.' });
    if (!blank(input.ContactStatus) && !['ACTIVE', 'ARCHIVED', 'GDPRREQUEST'].includes(input.ContactStatus))
      errors.push({ Message: `'${input.ContactStatus}' is not a valid ContactStatus` });
    return errors;
  }

  function lineOf(input) {
    counters.line++;
    const quantity = num(input.Quantity, 1);
    const unit = num(input.UnitAmount, 0);
    const discount = num(input.DiscountRate, undefined);
    const amount = num(input.LineAmount, round2(quantity * unit * (1 - (discount ?? 0) / 100)));
    const line = {
      Description: blank(input.Description) ? undefined : input.Description,
      UnitAmount: unit,
      TaxType: blank(input.TaxType) ? 'NONE' : input.TaxType,
      TaxAmount: num(input.TaxAmount, 0),
      LineAmount: amount,
      AccountCode: blank(input.AccountCode) ? undefined : input.AccountCode,
      ItemCode: blank(input.ItemCode) ? undefined : input.ItemCode,
      Tracking: Array.isArray(input.Tracking) ? input.Tracking : [],
      Quantity: quantity,
      DiscountRate: discount,
      LineItemID: uuid('f', counters.line),
    };
    return Object.fromEntries(Object.entries(line).filter(([, v]) => v !== undefined));
  }

  function totals(invoice) {
    const sub = round2(invoice.LineItems.reduce((s, l) => s + l.LineAmount, 0));
    const tax = round2(invoice.LineItems.reduce((s, l) => s + l.TaxAmount, 0));
    invoice.SubTotal = invoice.LineAmountTypes === 'Inclusive' ? round2(sub - tax) : sub;
    invoice.TotalTax = invoice.LineAmountTypes === 'NoTax' ? 0 : tax;
    invoice.Total = round2(invoice.SubTotal + invoice.TotalTax);
    invoice.AmountDue = round2(invoice.Total - invoice.AmountPaid);
  }

  function invoiceErrors(tenantId, input, existing) {
    const errors = [];
    const type = input.Type ?? existing?.Type;
    if (!['ACCREC', 'ACCPAY'].includes(type)) errors.push({ Message: 'Invoice Type must be specified' });
    const contactId = input.Contact?.ContactID;
    if (!existing || input.Contact) {
      if (blank(contactId)) errors.push({ Message: 'A Contact must be specified for this type of transaction' });
      else if (!state.contacts.some((c) => c.tenantId === tenantId && c.ContactID === contactId))
        errors.push({ Message: 'The contact with the specified contact ID could not be found.' });
    }
    if (!blank(input.Status) && !['DRAFT', 'SUBMITTED', 'AUTHORISED'].includes(input.Status))
      errors.push({ Message: `Invalid status ${input.Status}` });
    for (const line of input.LineItems ?? [])
      if (!blank(line.Quantity) && !Number.isFinite(Number(line.Quantity)))
        errors.push({ Message: 'Quantity must be a number' });
    if (
      (input.Status === 'AUTHORISED' || input.Status === 'SUBMITTED') &&
      !(input.LineItems ?? existing?.LineItems ?? []).length
    )
      errors.push({ Message: 'Invoice must have at least one line item to be approved' });
    return errors;
  }

  function applyInvoice(invoice, input) {
    if (!blank(input.Type)) invoice.Type = input.Type;
    if (input.Contact) {
      const contact = state.contacts.find((c) => c.ContactID === input.Contact.ContactID);
      invoice.Contact = { ContactID: contact.ContactID, Name: contact.Name };
    }
    if (!blank(input.Date)) {
      invoice.DateString = String(input.Date).slice(0, 10) + 'T00:00:00';
      invoice.Date = xeroDate(String(input.Date).slice(0, 10) + 'T00:00:00Z');
    }
    if (!blank(input.DueDate)) {
      invoice.DueDateString = String(input.DueDate).slice(0, 10) + 'T00:00:00';
      invoice.DueDate = xeroDate(String(input.DueDate).slice(0, 10) + 'T00:00:00Z');
    }
    for (const key of ['ExpectedPaymentDate', 'PlannedPaymentDate'])
      if (!blank(input[key])) invoice[key] = xeroDate(String(input[key]).slice(0, 10) + 'T00:00:00Z');
    for (const key of [
      'InvoiceNumber',
      'Reference',
      'Status',
      'LineAmountTypes',
      'CurrencyCode',
      'BrandingThemeID',
      'Url',
    ])
      if (!blank(input[key])) invoice[key] = input[key];
    if (!blank(input.CurrencyRate)) invoice.CurrencyRate = Number(input.CurrencyRate);
    if (input.SentToContact !== undefined) invoice.SentToContact = Boolean(input.SentToContact);
    if (Array.isArray(input.LineItems)) invoice.LineItems = input.LineItems.map(lineOf);
    invoice.UpdatedDateUTC = stamp;
    totals(invoice);
  }

  function addInvoice(tenantId, input) {
    counters.invoice++;
    const invoice = {
      tenantId,
      Type: input.Type,
      InvoiceID: input.InvoiceID ?? uuid('9', counters.invoice),
      InvoiceNumber: '',
      Reference: '',
      Contact: undefined,
      DateString: now.slice(0, 10) + 'T00:00:00',
      Date: xeroDate(now.slice(0, 10) + 'T00:00:00Z'),
      Status: 'DRAFT',
      LineAmountTypes: 'Exclusive',
      LineItems: [],
      SubTotal: 0,
      TotalTax: 0,
      Total: 0,
      UpdatedDateUTC: stamp,
      CurrencyCode: 'NZD',
      CurrencyRate: 1,
      AmountDue: 0,
      AmountPaid: 0,
      AmountCredited: 0,
      SentToContact: false,
      HasAttachments: false,
      HasErrors: false,
    };
    if (input.Type === 'ACCREC' && blank(input.InvoiceNumber)) {
      counters.number++;
      invoice.InvoiceNumber = `INV-${String(counters.number).padStart(4, '0')}`;
    }
    applyInvoice(invoice, input);
    state.invoices.push(invoice);
    return invoice;
  }

  for (const c of seed.contacts ?? []) {
    const contact = addContact(c.tenantId ?? TENANT_ID, c);
    if (c.ContactStatus) contact.ContactStatus = c.ContactStatus;
  }
  for (const inv of seed.invoices ?? []) addInvoice(inv.tenantId ?? TENANT_ID, inv);

  async function handle(req, res) {
    const url = new URL(req.url, 'http://fake');
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const call = {
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization ?? '',
      tenantId: req.headers['xero-tenant-id'],
      contentType: req.headers['content-type'] ?? '',
      body,
    };
    state.calls.push(call);
    const send = (status, value, headers = {}) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      res.writeHead(status, {
        'content-type': typeof value === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
        ...headers,
      });
      res.end(text);
      return true;
    };
    const problem = (status, title, detail) =>
      send(status, {
        Type: null,
        Title: title,
        Status: status,
        Detail: detail,
        Instance: uuid('0', 0),
        Extensions: {},
      });
    if (state.rateLimited > 0) {
      state.rateLimited--;
      return send(
        429,
        { Title: 'Too Many Requests', Status: 429, Detail: 'Rate limit exceeded' },
        { 'retry-after': '1' },
      );
    }
    if (call.authorization !== `Bearer ${ACCESS_TOKEN}`)
      return problem(401, 'Unauthorized', 'AuthenticationUnsuccessful');
    if (req.method === 'GET' && url.pathname === '/connections')
      return send(
        200,
        state.tenants.map((t, i) => ({
          id: uuid('7', i + 1),
          authEventId: uuid('8', 1),
          tenantId: t.tenantId,
          tenantType: 'ORGANISATION',
          tenantName: t.tenantName,
          createdDateUtc: '2025-06-01T10:00:00.0000000',
          updatedDateUtc: '2025-06-01T10:00:00.0000000',
        })),
      );
    const m = /^\/api\.xro\/2\.0\/([A-Za-z]+)(?:\/([^/]+))?\/?$/.exec(url.pathname);
    if (!m) return send(404, "The resource you're looking for cannot be found");
    const tenantId = call.tenantId;
    if (!state.tenants.some((t) => t.tenantId === tenantId))
      return problem(403, 'Forbidden', 'AuthenticationUnsuccessful');
    const collection = m[1].toLowerCase();
    const id = m[2] === undefined ? undefined : decodeURIComponent(m[2]);
    counters.request++;
    const envelope = (name, list) =>
      send(200, {
        Id: uuid('6', counters.request),
        Status: 'OK',
        ProviderName: 'Weft test app',
        DateTimeUTC: stamp,
        [name]: list,
      });
    const invalid = (elements) =>
      send(400, {
        ErrorNumber: 10,
        Type: 'ValidationException',
        Message: 'A validation exception occurred',
        Elements: elements,
      });
    const listing = (records, name, out) => {
      let list = records;
      if (url.searchParams.has('where')) {
        const test = whereFilter(url.searchParams.get('where'));
        if (!test)
          return send(400, {
            ErrorNumber: 16,
            Type: 'QueryParseException',
            Message: `No property or field '${url.searchParams.get('where')}' exists`,
          });
        list = list.filter(test);
      }
      if (url.searchParams.has('order')) list = orderBy(list, url.searchParams.get('order'));
      if (url.searchParams.has('page')) {
        const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
        list = list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      }
      return envelope(name, list.map(out));
    };

    const listName = {
      items: 'Items',
      accounts: 'Accounts',
      brandingthemes: 'BrandingThemes',
      currencies: 'Currencies',
      trackingcategories: 'TrackingCategories',
    }[collection];
    if (listName && req.method === 'GET' && id === undefined) return envelope(listName, state.lists[listName]);

    if (collection === 'contacts') {
      const mine = state.contacts.filter((c) => c.tenantId === tenantId);
      if (req.method === 'GET' && id === undefined) {
        const archived = url.searchParams.get('includeArchived') === 'true';
        return listing(
          mine.filter((c) => archived || c.ContactStatus !== 'ARCHIVED'),
          'Contacts',
          contactOut,
        );
      }
      if (req.method === 'GET') {
        const contact = mine.find((c) => c.ContactID === id);
        return contact
          ? envelope('Contacts', [contactOut(contact)])
          : send(404, "The resource you're looking for cannot be found");
      }
      if (req.method === 'POST' || req.method === 'PUT') {
        const inputs = Array.isArray(body?.Contacts) ? body.Contacts : body && typeof body === 'object' ? [body] : [];
        if (inputs.length === 0) return invalid([{ ValidationErrors: [{ Message: 'No contacts were given' }] }]);
        const targets = inputs.map((input) => {
          const wanted = id ?? input.ContactID;
          return wanted === undefined ? null : (mine.find((c) => c.ContactID === wanted) ?? undefined);
        });
        if (targets.some((t) => t === undefined)) return send(404, "The resource you're looking for cannot be found");
        const errors = inputs.map((input, i) => contactErrors(tenantId, input, targets[i]));
        if (errors.some((e) => e.length))
          return invalid(inputs.map((input, i) => ({ ...input, ValidationErrors: errors[i] })));
        const done = inputs.map((input, i) => {
          if (targets[i]) {
            applyContact(targets[i], input);
            return targets[i];
          }
          return addContact(tenantId, input);
        });
        return envelope('Contacts', done.map(contactOut));
      }
    }

    if (collection === 'invoices') {
      const mine = state.invoices.filter((inv) => inv.tenantId === tenantId);
      if (req.method === 'GET' && id === undefined) {
        let list = mine;
        if (url.searchParams.has('statuses')) {
          const wanted = url.searchParams.get('statuses').split(',');
          list = list.filter((inv) => wanted.includes(inv.Status));
        }
        return listing(list, 'Invoices', invoiceOut);
      }
      if (req.method === 'GET') {
        const invoice = mine.find((inv) => inv.InvoiceID === id || inv.InvoiceNumber === id);
        return invoice
          ? envelope('Invoices', [invoiceOut(invoice)])
          : send(404, "The resource you're looking for cannot be found");
      }
      if (req.method === 'POST' || req.method === 'PUT') {
        const input = Array.isArray(body?.Invoices) ? body.Invoices[0] : body;
        if (!input || typeof input !== 'object')
          return invalid([{ ValidationErrors: [{ Message: 'No invoice was given' }] }]);
        const existing =
          id === undefined ? undefined : mine.find((inv) => inv.InvoiceID === id || inv.InvoiceNumber === id);
        if (id !== undefined && !existing) return send(404, "The resource you're looking for cannot be found");
        const errors = invoiceErrors(tenantId, input, existing);
        if (errors.length) return invalid([{ ...input, ValidationErrors: errors }]);
        if (existing) {
          applyInvoice(existing, input);
          return envelope('Invoices', [invoiceOut(existing)]);
        }
        return envelope('Invoices', [invoiceOut(addInvoice(tenantId, input))]);
      }
    }
    return send(404, "The resource you're looking for cannot be found");
  }

  return { handle, state };
}

export async function start(seed) {
  const fake = createXeroFake(seed);
  const server = createServer((req, res) => {
    fake.handle(req, res).catch((error) => {
      res.writeHead(500);
      res.end(String(error));
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

/**
 * A loopback HubSpot API (https://api.hubapi.com, and the form submissions of https://api.hsforms.com)
 * over in-memory CRM data, for tests and for recording n8n. The legacy and v3 endpoints the HubSpot
 * node and trigger call:
 *
 * - contacts: `POST /contacts/v1/contact/createOrUpdate/email/{email}`, `GET|DELETE
 *   /contacts/v1/contact/vid/{vid}[/profile]`, `GET /contacts/v1/lists/all/contacts/all` and
 *   `…/lists/recently_updated/contacts/recent` (`count`, `vidOffset`, `property`, `propertyMode`),
 *   `POST /contacts/v1/lists/{id}/add|remove`, `POST /crm/v3/objects/contacts/search`;
 * - companies: `POST /companies/v2/companies`, `GET|PUT|DELETE /companies/v2/companies/{id}`,
 *   `GET /companies/v2/companies/paged` and `…/recent/modified|created`, `POST
 *   /companies/v2/domains/{domain}/companies`, `DELETE /crm/v3/objects/companies/{id}`;
 * - deals: `POST /deals/v1/deal`, `GET|PUT|DELETE /deals/v1/deal/{id}`, `GET /deals/v1/deal/paged`
 *   and `…/recent/created|modified`, `POST /crm/v3/objects/deals/search`;
 * - engagements (`/engagements/v1/engagements[/{id}|/paged]`), tickets
 *   (`/crm-objects/v1/objects/tickets[/{id}|/paged]`), associations
 *   (`PUT /crm-associations/v1/associations/create-batch`), forms (`/forms/v2/forms[/{id}]`,
 *   `/forms/v2/fields/{id}`, `POST /submissions/v3/integration/submit/{portal}/{form}`);
 * - the editor's look-ups: properties (`/properties/v2/{object}/properties`,
 *   `/properties/v1/deals/properties/named/{name}`), owners (`/crm/v3/owners`), pipelines
 *   (`/crm-pipelines/v1/pipelines/{object}`, `/crm/v3/pipelines/deals`), subscriptions;
 * - the trigger's app webhooks: `GET|PUT|DELETE /webhooks/v3/{app}/settings`,
 *   `GET|POST /webhooks/v3/{app}/subscriptions`, `DELETE …/subscriptions/{id}` (signed with the
 *   developer `hapikey`).
 *
 * Requests sign in with the private app token, the OAuth2 access token (both Bearer) or the API key
 * (`hapikey`); errors have HubSpot's shape `{ status: 'error', message, correlationId, … }`. Ids,
 * correlation ids and times are counted from the seed (`state.clock`, one second per write), so two
 * fakes given the same calls answer the same. `state.calls` logs each request.
 *
 * `createHubspotFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start()`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

/** The credentials the fake accepts. */
export const APP_TOKEN = 'pat-na1-weft-test-token';
export const OAUTH_TOKEN = 'weft-oauth-access-token';
export const API_KEY = 'weft-hapikey';
export const DEVELOPER_API_KEY = 'weft-developer-hapikey';
export const APP_ID = '424242';
export const PORTAL_ID = 62515;

class Refusal extends Error {
  constructor(status, message, extra = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
  }
}

const CONTACT_DEFAULTS = ['firstname', 'lastmodifieddate', 'lastname', 'company'];
const SEARCH_DEFAULTS = { contacts: ['createdate', 'email', 'firstname', 'hs_object_id', 'lastmodifieddate', 'lastname'], deals: ['amount', 'closedate', 'createdate', 'dealname', 'dealstage', 'hs_lastmodifieddate', 'hs_object_id', 'pipeline'] };

/** Property definitions the editor's look-ups read (a few per object, with options where HubSpot has them). */
function definitions() {
  const option = (label, value) => ({ label, value, displayOrder: -1, hidden: false, description: '', readOnly: false, doubleData: 0 });
  const prop = (name, label, type, extra = {}) => ({ name, label, type, fieldType: type === 'enumeration' ? 'select' : 'text', groupName: 'contactinformation', options: [], hubspotDefined: true, ...extra });
  return {
    contacts: [
      prop('email', 'Email', 'string'), prop('firstname', 'First Name', 'string'), prop('lastname', 'Last Name', 'string'), prop('phone', 'Phone Number', 'string'),
      prop('company', 'Company Name', 'string'), prop('jobtitle', 'Job Title', 'string'), prop('city', 'City', 'string'), prop('createdate', 'Create Date', 'datetime'),
      prop('lastmodifieddate', 'Last Modified Date', 'datetime'), prop('hs_object_id', 'Record ID', 'number'), prop('annualrevenue', 'Annual Revenue', 'string'),
      prop('lifecyclestage', 'Lifecycle Stage', 'enumeration', { options: [option('Subscriber', 'subscriber'), option('Lead', 'lead'), option('Customer', 'customer')] }),
      prop('hs_lead_status', 'Lead Status', 'enumeration', { options: [option('New', 'NEW'), option('Open', 'OPEN'), option('Connected', 'CONNECTED')] }),
      prop('hs_legal_basis', 'Legal basis for processing contact\'s data', 'enumeration', { options: [option('Legitimate interest – prospect/lead', 'Legitimate interest – prospect/lead')] }),
      prop('hs_analytics_source', 'Original Source', 'enumeration', { options: [option('Organic Search', 'ORGANIC_SEARCH'), option('Direct Traffic', 'DIRECT_TRAFFIC')] }),
      prop('hs_language', 'Preferred language', 'enumeration', { options: [option('English', 'en'), option('German', 'de')] }),
      prop('hs_content_membership_status', 'Status', 'enumeration', { options: [option('Active', 'active'), option('Inactive', 'inactive')] }),
      prop('numemployees', 'Number of Employees', 'enumeration', { options: [option('1-5', '1-5'), option('5-25', '5-25')] }),
      prop('favorite_color', 'Favorite color', 'string', { hubspotDefined: null, groupName: 'custom' }),
    ],
    companies: [
      prop('name', 'Name', 'string'), prop('domain', 'Company Domain Name', 'string'), prop('city', 'City', 'string'), prop('phone', 'Phone Number', 'string'),
      prop('industry', 'Industry', 'enumeration', { options: [option('Computer Software', 'COMPUTER_SOFTWARE'), option('Internet', 'INTERNET')] }),
      prop('hs_lead_status', 'Lead Status', 'enumeration', { options: [option('New', 'NEW'), option('Open', 'OPEN')] }),
      prop('lifecyclestage', 'Lifecycle Stage', 'enumeration', { options: [option('Lead', 'lead'), option('Customer', 'customer')] }),
      prop('type', 'Type', 'enumeration', { options: [option('Prospect', 'PROSPECT'), option('Partner', 'PARTNER')] }),
      prop('hs_target_account', 'Target Account', 'enumeration', { options: [option('Tier 1', 'tier_1')] }),
      prop('hs_analytics_source', 'Original Source Type', 'enumeration', { options: [option('Direct Traffic', 'DIRECT_TRAFFIC')] }),
      prop('web_technologies', 'Web Technologies', 'enumeration', { options: [option('Google Analytics', 'google_analytics')] }),
      prop('tier', 'Tier', 'string', { hubspotDefined: null, groupName: 'custom' }),
    ],
    deals: [
      prop('dealname', 'Deal Name', 'string'), prop('amount', 'Amount', 'number'), prop('dealstage', 'Deal Stage', 'enumeration'), prop('pipeline', 'Pipeline', 'enumeration'),
      prop('closedate', 'Close Date', 'datetime'), prop('createdate', 'Create Date', 'datetime'), prop('description', 'Deal Description', 'string'),
      prop('dealtype', 'Deal Type', 'enumeration', { options: [option('New Business', 'newbusiness'), option('Existing Business', 'existingbusiness')] }),
      prop('region', 'Region', 'string', { hubspotDefined: null, groupName: 'custom' }),
    ],
    tickets: [
      prop('subject', 'Ticket name', 'string'), prop('content', 'Ticket description', 'string'),
      prop('hs_ticket_category', 'Category', 'enumeration', { options: [option('Product Issue', 'PRODUCT_ISSUE'), option('Billing Issue', 'BILLING_ISSUE')] }),
      prop('hs_ticket_priority', 'Priority', 'enumeration', { options: [option('Low', 'LOW'), option('Medium', 'MEDIUM'), option('High', 'HIGH')] }),
      prop('hs_resolution', 'Resolution', 'enumeration', { options: [option('Issue fixed', 'ISSUE_FIXED')] }),
      prop('source_type', 'Source', 'enumeration', { options: [option('Chat', 'CHAT'), option('Email', 'EMAIL'), option('Phone', 'PHONE')] }),
    ],
  };
}

function initialState() {
  return {
    clock: Date.parse('2024-05-01T10:00:00.000Z'),
    next: { contact: 101, company: 2001, deal: 3001, engagement: 4001, ticket: 5001, list: 11, correlation: 1, subscription: 1 },
    contacts: [],
    companies: [],
    deals: [],
    engagements: [],
    tickets: [],
    lists: [{ listId: 7, name: 'Newsletter', vids: [] }, { listId: 8, name: 'Customers', vids: [] }],
    owners: [
      { id: '77001', email: 'ada@weft-crm.test', firstName: 'Ada', lastName: 'Owner', userId: 9001 },
      { id: '77002', email: 'linus@weft-crm.test', firstName: 'Linus', lastName: 'Owner', userId: 9002 },
    ],
    forms: [{ guid: 'f0f0f0f0-0000-4000-8000-000000000001', name: 'Contact us', fields: [{ name: 'email', label: 'Email', type: 'string', fieldType: 'text', required: true }, { name: 'firstname', label: 'First Name', type: 'string', fieldType: 'text', required: false }] }],
    submissions: [],
    definitions: definitions(),
    webhooks: { settings: undefined, subscriptions: [] },
    calls: [],
  };
}

/**
 * A fresh fake. `seed` may hold `contacts` ({ email, …properties }), `companies`, `deals`
 * ({ …properties, associatedCompanyIds?, associatedVids? }), `tickets`, `engagements`, added in that
 * order with counted ids, one second apart; `listMembers` ({ listId: [vid…] }); and `pageSize`, the
 * most entries a page of a list or search holds (to make paging visible with few records).
 */
export function createHubspotFake(seed = {}) {
  const state = initialState();
  /** The most entries a list page holds (HubSpot's own limits when unset). */
  state.pageSize = seed.pageSize;
  const tick = () => (state.clock += 1000);
  const correlation = () => `00000000-0000-4000-8000-${String(state.next.correlation++).padStart(12, '0')}`;

  const fake = { state, handle };

  // ------------------------------------------------------------------ records

  /** Sets properties on a record, keeping each value's history (newest first). */
  function setProperties(record, values, sourceType = 'API') {
    const now = state.clock;
    for (const [name, raw] of Object.entries(values)) {
      if (raw === undefined) continue;
      const value = raw === null ? '' : typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
      const versions = record.history[name] ?? [];
      versions.unshift({ value, timestamp: now, sourceType });
      record.history[name] = versions;
      record.values[name] = value;
    }
  }

  function newRecord(kind, idKey, values) {
    const now = tick();
    const record = { [idKey]: state.next[kind]++, createdAt: now, updatedAt: now, values: {}, history: {} };
    setProperties(record, { ...values, createdate: String(now), ...(kind === 'contact' ? { lastmodifieddate: String(now) } : { hs_lastmodifieddate: String(now) }), hs_object_id: String(record[idKey]) });
    return record;
  }

  function touch(record, kind) {
    record.updatedAt = state.clock;
    setProperties(record, kind === 'contact' ? { lastmodifieddate: String(state.clock) } : { hs_lastmodifieddate: String(state.clock) });
  }

  function addContact(fields) {
    const { email, ...rest } = fields;
    const contact = newRecord('contact', 'vid', { email, ...rest });
    contact.associatedCompanyId = undefined;
    state.contacts.push(contact);
    return contact;
  }
  function addCompany(fields) {
    const company = newRecord('company', 'companyId', fields);
    state.companies.push(company);
    return company;
  }
  function addDeal(fields) {
    const { associatedCompanyIds = [], associatedVids = [], ...rest } = fields;
    const deal = newRecord('deal', 'dealId', { pipeline: 'default', ...rest });
    deal.associations = { associatedVids: associatedVids.map(Number), associatedCompanyIds: associatedCompanyIds.map(Number), associatedDealIds: [], associatedTicketIds: [] };
    state.deals.push(deal);
    return deal;
  }
  function addTicket(fields) {
    const ticket = newRecord('ticket', 'objectId', fields);
    state.tickets.push(ticket);
    return ticket;
  }

  for (const c of seed.contacts ?? []) addContact(c);
  for (const c of seed.companies ?? []) addCompany(c);
  for (const d of seed.deals ?? []) addDeal(d);
  for (const t of seed.tickets ?? []) addTicket(t);
  for (const e of seed.engagements ?? []) createEngagement(e);
  for (const [listId, vids] of Object.entries(seed.listMembers ?? {})) {
    const list = state.lists.find((l) => String(l.listId) === listId);
    if (list) list.vids.push(...vids);
  }

  // ------------------------------------------------------------------ representations

  /** Legacy v1 contact properties: `{ name: { value, versions? } }` (versions with value_and_history). */
  function contactProperties(contact, names, withHistory) {
    const out = {};
    for (const name of names ?? Object.keys(contact.values)) {
      if (!(name in contact.values)) continue;
      out[name] = { value: contact.values[name] };
      if (withHistory) {
        out[name].versions = contact.history[name].map((v) => ({ value: v.value, 'source-type': v.sourceType, 'source-id': null, 'source-label': null, 'updated-by-user-id': null, timestamp: v.timestamp, selected: false }));
      }
    }
    return out;
  }

  function identityProfiles(contact) {
    return [{
      vid: contact.vid, 'saved-at-timestamp': contact.createdAt, 'deleted-changed-timestamp': 0,
      identities: [
        { type: 'EMAIL', value: contact.values.email, timestamp: contact.createdAt, 'is-primary': true },
        { type: 'LEAD_GUID', value: `00000000-0000-4000-9000-${String(contact.vid).padStart(12, '0')}`, timestamp: contact.createdAt },
      ],
    }];
  }

  function formSubmissions(contact, mode) {
    const all = state.submissions.filter((s) => s.vid === contact.vid).map((s) => ({ 'conversion-id': s.conversionId, timestamp: s.timestamp, 'form-id': s.formId, 'portal-id': PORTAL_ID, 'page-url': s.pageUrl ?? '', title: s.title, 'form-type': 'HUBSPOT', 'meta-data': [] }));
    if (mode === 'none') return [];
    if (mode === 'newest') return all.slice(-1);
    if (mode === 'oldest') return all.slice(0, 1);
    return all;
  }

  function listMemberships(contact) {
    return state.lists.filter((l) => l.vids.includes(contact.vid)).map((l) => ({ 'static-list-id': l.listId, 'internal-list-id': 2147483643, timestamp: contact.updatedAt, vid: contact.vid, 'is-member': true }));
  }

  function contactProfile(contact, query) {
    const wanted = arrayParam(query.property);
    const mode = query.propertyMode ?? 'value_and_history';
    const out = {
      vid: contact.vid, 'canonical-vid': contact.vid, 'merged-vids': [], 'portal-id': PORTAL_ID, 'is-contact': true,
      properties: contactProperties(contact, wanted.length ? wanted : undefined, mode !== 'value_only'),
      'form-submissions': formSubmissions(contact, query.formSubmissionMode ?? 'all'),
      'list-memberships': query.showListMemberships === 'false' ? [] : listMemberships(contact),
      'identity-profiles': identityProfiles(contact),
      'merge-audits': [],
    };
    if (contact.associatedCompanyId) {
      const company = state.companies.find((c) => c.companyId === contact.associatedCompanyId);
      if (company) out['associated-company'] = { 'company-id': company.companyId, 'portal-id': PORTAL_ID, properties: Object.fromEntries(Object.entries(company.values).map(([k, v]) => [k, { value: v }])) };
    }
    return out;
  }

  function contactListEntry(contact, query) {
    const wanted = [...new Set([...CONTACT_DEFAULTS, ...arrayParam(query.property)])];
    return {
      addedAt: contact.createdAt, vid: contact.vid, 'canonical-vid': contact.vid, 'merged-vids': [], 'portal-id': PORTAL_ID, 'is-contact': true,
      properties: contactProperties(contact, wanted, query.propertyMode === 'value_and_history'),
      'form-submissions': formSubmissions(contact, query.formSubmissionMode ?? 'newest'),
      'identity-profiles': identityProfiles(contact),
      'merge-audits': [],
      ...(query.showListMemberships === 'true' ? { 'list-memberships': listMemberships(contact) } : {}),
    };
  }

  /** v2 company / v1 deal / crm-objects properties: `{ name: { value, timestamp, source, sourceId, versions } }`. */
  function objectProperties(record, names, { withVersions = true, kind } = {}) {
    const out = {};
    for (const name of names ?? Object.keys(record.values)) {
      if (!(name in record.values)) continue;
      const latest = record.history[name][0];
      const versions = record.history[name].map((v) => ({ name, value: v.value, timestamp: v.timestamp, source: v.sourceType, sourceVid: [], ...(kind === 'ticket' ? {} : { requestId: `req-${v.timestamp}` }) }));
      out[name] = kind === 'ticket'
        ? { versions, value: latest.value, timestamp: latest.timestamp, source: latest.sourceType, sourceId: null }
        : { value: latest.value, timestamp: latest.timestamp, source: latest.sourceType, sourceId: null, ...(withVersions ? { versions } : {}) };
    }
    return out;
  }

  function companyJson(company, names, withVersions = true) {
    return {
      portalId: PORTAL_ID, companyId: company.companyId, isDeleted: false,
      properties: objectProperties(company, names, { withVersions }),
      additionalDomains: [], stateChanges: [], mergeAudits: [],
    };
  }

  function dealJson(deal, names, withVersions = true) {
    return {
      portalId: PORTAL_ID, dealId: deal.dealId, isDeleted: false,
      associations: structuredClone(deal.associations),
      properties: objectProperties(deal, names, { withVersions }),
      imports: [], stateChanges: [],
    };
  }

  function ticketJson(ticket, names) {
    return { objectType: 'TICKET', portalId: PORTAL_ID, objectId: ticket.objectId, properties: objectProperties(ticket, names, { kind: 'ticket' }), isDeleted: false };
  }

  function v3Object(record, idKey, names) {
    return {
      id: String(record[idKey]),
      properties: Object.fromEntries(names.map((n) => [n, n in record.values ? record.values[n] : null])),
      createdAt: new Date(record.createdAt).toISOString(),
      updatedAt: new Date(record.updatedAt).toISOString(),
      archived: false,
    };
  }

  // ------------------------------------------------------------------ engagements

  function createEngagement(body) {
    const now = tick();
    const e = body.engagement ?? {};
    if (!e.type || !['EMAIL', 'CALL', 'MEETING', 'TASK', 'NOTE'].includes(String(e.type))) throw new Refusal(400, `Unknown engagement type ${e.type}`, { category: 'VALIDATION_ERROR' });
    const id = state.next.engagement++;
    const assoc = body.associations ?? {};
    const ids = (v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]).map(Number);
    const engagement = {
      engagement: {
        id, portalId: PORTAL_ID, active: true, createdAt: now, lastUpdated: now, type: String(e.type), timestamp: e.timestamp ?? now,
        ...(e.ownerId !== undefined ? { ownerId: e.ownerId } : {}), allAccessibleTeamIds: [], queueMembershipIds: [], bodyPreviewIsTruncated: false,
      },
      associations: { contactIds: ids(assoc.contactIds), companyIds: ids(assoc.companyIds), dealIds: ids(assoc.dealIds), ownerIds: ids(assoc.ownerIds), workflowIds: [], ticketIds: ids(assoc.ticketIds), contentIds: [], quoteIds: [], marketingEventIds: [] },
      attachments: [],
      scheduledTasks: [],
      metadata: structuredClone(body.metadata ?? {}),
    };
    state.engagements.push(engagement);
    return engagement;
  }

  // ------------------------------------------------------------------ helpers

  const findContact = (vid) => {
    const contact = state.contacts.find((c) => String(c.vid) === String(vid));
    if (!contact) throw new Refusal(404, 'contact does not exist', { category: 'OBJECT_NOT_FOUND' });
    return contact;
  };
  const findCompany = (id) => {
    const company = state.companies.find((c) => String(c.companyId) === String(id));
    if (!company) throw new Refusal(404, 'resource not found', { category: 'OBJECT_NOT_FOUND' });
    return company;
  };
  const findDeal = (id) => {
    const deal = state.deals.find((d) => String(d.dealId) === String(id));
    if (!deal) throw new Refusal(404, 'resource not found', { category: 'OBJECT_NOT_FOUND' });
    return deal;
  };
  const findTicket = (id) => {
    const ticket = state.tickets.find((t) => String(t.objectId) === String(id));
    if (!ticket) throw new Refusal(404, `Object not found. objectId are usually numeric.`, { category: 'OBJECT_NOT_FOUND', context: { id: [String(id)] } });
    return ticket;
  };
  const findEngagement = (id) => {
    const e = state.engagements.find((x) => String(x.engagement.id) === String(id));
    if (!e) throw new Refusal(404, `Engagement ${id} does not exist`, { category: 'OBJECT_NOT_FOUND' });
    return e;
  };

  /** `[{ name|property, value }]` → `{ name: value }`, refusing names the object has no definition for (custom ones are defined by seed or by the list). */
  function valuesOf(list, key) {
    if (!Array.isArray(list)) throw new Refusal(400, 'Invalid input JSON on line 1, column 1: properties must be a list', { category: 'VALIDATION_ERROR' });
    const out = {};
    for (const p of list) {
      if (!p || typeof p !== 'object') continue;
      out[String(p[key])] = p.value;
    }
    return out;
  }

  function validateEmail(email) {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(email))) {
      throw new Refusal(400, 'Property values were not valid', {
        validationResults: [{ isValid: false, message: `Email address ${email} is invalid`, error: 'INVALID_EMAIL', name: 'email' }],
      });
    }
  }

  /** A page of a list by a numeric offset (`offset`, `vidOffset`), `count`/`limit` at most `max`. */
  function page(list, offset, count, max) {
    const size = Math.max(1, Math.min(Number.isFinite(count) ? count : 20, max, state.pageSize ?? Infinity));
    const start = Number.isFinite(offset) ? offset : 0;
    const slice = list.slice(start, start + size);
    return { slice, more: start + size < list.length, next: start + slice.length };
  }

  /** v3 CRM search over contacts or deals. */
  function search(kind, body) {
    const records = kind === 'contacts' ? state.contacts : state.deals;
    const idKey = kind === 'contacts' ? 'vid' : 'dealId';
    const groups = Array.isArray(body.filterGroups) ? body.filterGroups : [];
    if (groups.length > 5) throw new Refusal(400, 'There was a problem with the request.', { category: 'VALIDATION_ERROR' });
    const test = (record, f) => {
      const v = record.values[f.propertyName];
      const num = (x) => Number(x);
      switch (f.operator) {
        case 'EQ': return v !== undefined && String(v).toLowerCase() === String(f.value).toLowerCase();
        case 'NEQ': return v === undefined || String(v).toLowerCase() !== String(f.value).toLowerCase();
        case 'GT': return v !== undefined && num(v) > num(f.value);
        case 'GTE': return v !== undefined && num(v) >= num(f.value);
        case 'LT': return v !== undefined && num(v) < num(f.value);
        case 'LTE': return v !== undefined && num(v) <= num(f.value);
        case 'BETWEEN': return v !== undefined && num(v) >= num(f.value) && num(v) <= num(f.highValue);
        case 'IN': return v !== undefined && (f.values ?? []).map((x) => String(x).toLowerCase()).includes(String(v).toLowerCase());
        case 'NOT_IN': return v === undefined || !(f.values ?? []).map((x) => String(x).toLowerCase()).includes(String(v).toLowerCase());
        case 'HAS_PROPERTY': return v !== undefined && v !== '';
        case 'NOT_HAS_PROPERTY': return v === undefined || v === '';
        case 'CONTAINS_TOKEN': return v !== undefined && String(v).toLowerCase().includes(String(f.value).replace(/\*/g, '').toLowerCase());
        case 'NOT_CONTAINS_TOKEN': return v === undefined || !String(v).toLowerCase().includes(String(f.value).replace(/\*/g, '').toLowerCase());
        default: throw new Refusal(400, `Unknown operator ${f.operator}`, { category: 'VALIDATION_ERROR' });
      }
    };
    let found = records.filter((r) => !groups.length || groups.some((g) => (g.filters ?? []).every((f) => test(r, f))));
    if (body.query) {
      const q = String(body.query).toLowerCase();
      found = found.filter((r) => Object.values(r.values).some((v) => String(v).toLowerCase().includes(q)));
    }
    const sort = Array.isArray(body.sorts) && body.sorts[0] ? body.sorts[0] : { propertyName: 'hs_object_id', direction: 'ASCENDING' };
    const sortKey = typeof sort === 'string' ? sort : sort.propertyName;
    const desc = typeof sort === 'object' && sort.direction === 'DESCENDING';
    found = [...found].sort((a, b) => {
      const x = a.values[sortKey] ?? '';
      const y = b.values[sortKey] ?? '';
      const c = Number.isFinite(Number(x)) && Number.isFinite(Number(y)) && x !== '' && y !== '' ? Number(x) - Number(y) : String(x).localeCompare(String(y));
      return (c || a[idKey] - b[idKey]) * (desc ? -1 : 1);
    });
    const asked = Number(body.limit ?? 10);
    if (!Number.isInteger(asked) || asked < 1 || asked > 200) throw new Refusal(400, `limit must be between 1 and 200 but was ${body.limit}`, { category: 'VALIDATION_ERROR' });
    const limit = Math.min(asked, state.pageSize ?? Infinity);
    const after = Number(body.after ?? 0);
    const slice = found.slice(after, after + limit);
    const names = Array.isArray(body.properties) && body.properties.length ? [...new Set([...body.properties, 'createdate', 'hs_object_id', kind === 'contacts' ? 'lastmodifieddate' : 'hs_lastmodifieddate'])] : SEARCH_DEFAULTS[kind];
    const out = { total: found.length, results: slice.map((r) => v3Object(r, idKey, names)) };
    if (after + limit < found.length) out.paging = { next: { after: String(after + limit), link: `https://api.hubapi.com/crm/v3/objects/${kind}/search?after=${after + limit}` } };
    return out;
  }

  // ------------------------------------------------------------------ routes

  function route(req, res, method, parts, query, body) {
    const path = `/${parts.join('/')}`;
    const is = (m, pattern) => {
      if (m !== method) return undefined;
      const re = new RegExp(`^${pattern.replace(/:\w+/g, '([^/]+)')}$`);
      const match = re.exec(path);
      return match ? match.slice(1).map(decodeURIComponent) : undefined;
    };
    let m;

    // ---- contacts (v1)
    if ((m = is('POST', '/contacts/v1/contact/createOrUpdate/email/:email'))) {
      const [email] = m;
      validateEmail(email);
      const values = valuesOf(body.properties ?? [], 'property');
      if ('email' in values) validateEmail(values.email);
      tick();
      let contact = state.contacts.find((c) => c.values.email?.toLowerCase() === email.toLowerCase());
      const isNew = !contact;
      if (contact) {
        setProperties(contact, values);
        touch(contact, 'contact');
      } else {
        contact = addContact({ email, ...values });
      }
      return { vid: contact.vid, isNew };
    }
    if ((m = is('GET', '/contacts/v1/contact/vid/:vid/profile'))) return contactProfile(findContact(m[0]), query);
    if ((m = is('DELETE', '/contacts/v1/contact/vid/:vid'))) {
      const contact = findContact(m[0]);
      state.contacts.splice(state.contacts.indexOf(contact), 1);
      tick();
      return { vid: contact.vid, deleted: true, reason: 'OK' };
    }
    if (is('GET', '/contacts/v1/lists/all/contacts/all')) {
      const sorted = [...state.contacts].sort((a, b) => a.vid - b.vid);
      const from = query.vidOffset === undefined ? 0 : sorted.findIndex((c) => c.vid > Number(query.vidOffset));
      const p = page(sorted, from < 0 ? sorted.length : from, Number(query.count ?? 20), 100);
      return { contacts: p.slice.map((c) => contactListEntry(c, query)), 'has-more': p.more, 'vid-offset': p.slice.length ? p.slice.at(-1).vid : Number(query.vidOffset ?? 0) };
    }
    if (is('GET', '/contacts/v1/lists/recently_updated/contacts/recent')) {
      const sorted = [...state.contacts].sort((a, b) => b.updatedAt - a.updatedAt || b.vid - a.vid);
      const from = query.vidOffset === undefined ? 0 : sorted.findIndex((c) => c.vid === Number(query.vidOffset)) + 1;
      const p = page(sorted, from, Number(query.count ?? 20), 100);
      const last = p.slice.at(-1);
      return { contacts: p.slice.map((c) => contactListEntry(c, query)), 'has-more': p.more, 'vid-offset': last ? last.vid : 0, 'time-offset': last ? last.updatedAt : 0 };
    }
    if ((m = is('POST', '/contacts/v1/lists/:list/add')) || (m = is('POST', '/contacts/v1/lists/:list/remove'))) {
      const list = state.lists.find((l) => String(l.listId) === m[0]);
      if (!list) throw new Refusal(404, `List ${m[0]} does not exist`, { category: 'OBJECT_NOT_FOUND' });
      const adding = path.endsWith('/add');
      const vids = (body.vids ?? []).map(Number);
      const updated = [];
      const discarded = [];
      const invalidVids = [];
      const invalidEmails = [];
      for (const vid of vids) {
        if (!state.contacts.some((c) => c.vid === vid)) { invalidVids.push(vid); continue; }
        const member = list.vids.includes(vid);
        if (adding ? member : !member) { discarded.push(vid); continue; }
        if (adding) list.vids.push(vid);
        else list.vids.splice(list.vids.indexOf(vid), 1);
        updated.push(vid);
      }
      for (const email of body.emails ?? []) {
        const contact = state.contacts.find((c) => c.values.email?.toLowerCase() === String(email).toLowerCase());
        if (!contact) { invalidEmails.push(email); continue; }
        if (list.vids.includes(contact.vid)) { discarded.push(contact.vid); continue; }
        list.vids.push(contact.vid);
        updated.push(contact.vid);
      }
      tick();
      return { updated, discarded, invalidVids, invalidEmails };
    }
    if (is('POST', '/crm/v3/objects/contacts/search')) return search('contacts', body);
    if (is('POST', '/crm/v3/objects/deals/search')) return search('deals', body);

    // ---- associations
    if (is('PUT', '/crm-associations/v1/associations/create-batch')) {
      for (const a of Array.isArray(body) ? body : []) {
        if (a.definitionId === 1) {
          const contact = findContact(a.fromObjectId);
          findCompany(a.toObjectId);
          contact.associatedCompanyId = Number(a.toObjectId);
          setProperties(contact, { associatedcompanyid: String(a.toObjectId) });
        }
      }
      tick();
      res.statusCode = 204;
      return undefined;
    }

    // ---- companies (v2)
    if (is('POST', '/companies/v2/companies')) {
      const values = valuesOf(body.properties ?? [], 'name');
      return companyJson(addCompany(values));
    }
    if (is('GET', '/companies/v2/companies/paged')) {
      const names = arrayParam(query.properties);
      const p = page(state.companies, Number(query.offset ?? 0), Number(query.limit ?? 100), 250);
      const withHistory = query.propertyMode === 'value_and_history';
      return { companies: p.slice.map((c) => ({ ...companyJson(c, names, withHistory), properties: objectProperties(c, names, { withVersions: withHistory }) })), 'has-more': p.more, offset: p.next };
    }
    if ((m = is('GET', '/companies/v2/companies/recent/:which'))) {
      const since = Number(query.since ?? 0);
      const key = m[0] === 'created' ? 'createdAt' : 'updatedAt';
      const sorted = state.companies.filter((c) => c[key] >= since).sort((a, b) => b[key] - a[key] || b.companyId - a.companyId);
      const p = page(sorted, Number(query.offset ?? 0), Number(query.count ?? 100), 100);
      return { results: p.slice.map((c) => companyJson(c)), hasMore: p.more, offset: p.next, total: sorted.length };
    }
    if ((m = is('GET', '/companies/v2/companies/:id'))) return companyJson(findCompany(m[0]));
    if ((m = is('PUT', '/companies/v2/companies/:id'))) {
      const company = findCompany(m[0]);
      tick();
      setProperties(company, valuesOf(body.properties ?? [], 'name'));
      touch(company, 'company');
      return companyJson(company);
    }
    if ((m = is('DELETE', '/companies/v2/companies/:id'))) {
      const company = findCompany(m[0]);
      state.companies.splice(state.companies.indexOf(company), 1);
      tick();
      return { companyId: company.companyId, deleted: true };
    }
    if ((m = is('DELETE', '/crm/v3/objects/companies/:id'))) {
      const company = state.companies.find((c) => String(c.companyId) === m[0]);
      if (company) state.companies.splice(state.companies.indexOf(company), 1);
      tick();
      res.statusCode = 204;
      return undefined;
    }
    if ((m = is('POST', '/companies/v2/domains/:domain/companies'))) {
      const domain = m[0].toLowerCase();
      const names = arrayParam(body.requestOptions?.properties);
      const matching = state.companies.filter((c) => String(c.values.domain ?? '').toLowerCase() === domain);
      const start = body.offset?.companyId ? matching.findIndex((c) => c.companyId > Number(body.offset.companyId)) : 0;
      const p = page(matching, start < 0 ? matching.length : start, Number(body.limit ?? 100), 100);
      const last = p.slice.at(-1);
      return { results: p.slice.map((c) => companyJson(c, names, false)), hasMore: p.more, offset: { companyId: last ? last.companyId : 0, isPrimary: true } };
    }

    // ---- deals (v1)
    if (is('POST', '/deals/v1/deal')) {
      const values = valuesOf(body.properties ?? [], 'name');
      const associations = body.associations ?? {};
      return dealJson(addDeal({ ...values, associatedCompanyIds: associations.associatedCompanyIds ?? [], associatedVids: associations.associatedVids ?? [] }));
    }
    if (is('GET', '/deals/v1/deal/paged')) {
      const names = [...arrayParam(query.properties), ...arrayParam(query.propertiesWithHistory)];
      const history = new Set(arrayParam(query.propertiesWithHistory));
      const p = page(state.deals, Number(query.offset ?? 0), Number(query.limit ?? 100), 250);
      return {
        deals: p.slice.map((d) => {
          const props = objectProperties(d, names.length ? names : [], { withVersions: true });
          for (const [k, v] of Object.entries(props)) if (!history.has(k)) delete v.versions;
          return { portalId: PORTAL_ID, dealId: d.dealId, isDeleted: false, associations: query.includeAssociations === 'true' ? structuredClone(d.associations) : null, properties: props, imports: [], stateChanges: [] };
        }),
        hasMore: p.more, offset: p.next,
      };
    }
    if ((m = is('GET', '/deals/v1/deal/recent/:which'))) {
      const since = Number(query.since ?? 0);
      const key = m[0] === 'created' ? 'createdAt' : 'updatedAt';
      const sorted = state.deals.filter((d) => d[key] >= since).sort((a, b) => b[key] - a[key] || b.dealId - a.dealId);
      const p = page(sorted, Number(query.offset ?? 0), Number(query.count ?? 20), 100);
      return { results: p.slice.map((d) => dealJson(d, undefined, query.includePropertyVersions === 'true')), hasMore: p.more, offset: p.next, total: sorted.length };
    }
    if ((m = is('GET', '/deals/v1/deal/:id'))) return dealJson(findDeal(m[0]));
    if ((m = is('PUT', '/deals/v1/deal/:id'))) {
      const deal = findDeal(m[0]);
      tick();
      setProperties(deal, valuesOf(body.properties ?? [], 'name'));
      touch(deal, 'deal');
      return dealJson(deal);
    }
    if ((m = is('DELETE', '/deals/v1/deal/:id'))) {
      const deal = findDeal(m[0]);
      state.deals.splice(state.deals.indexOf(deal), 1);
      tick();
      res.statusCode = 204;
      return undefined;
    }

    // ---- engagements
    if (is('POST', '/engagements/v1/engagements')) return createEngagement(body);
    if (is('GET', '/engagements/v1/engagements/paged')) {
      const p = page(state.engagements, Number(query.offset ?? 0), Number(query.limit ?? 100), 250);
      return { results: p.slice.map((e) => structuredClone(e)), hasMore: p.more, offset: p.next };
    }
    if ((m = is('GET', '/engagements/v1/engagements/:id'))) return structuredClone(findEngagement(m[0]));
    if ((m = is('DELETE', '/engagements/v1/engagements/:id'))) {
      const e = findEngagement(m[0]);
      state.engagements.splice(state.engagements.indexOf(e), 1);
      tick();
      res.statusCode = 204;
      return undefined;
    }

    // ---- tickets (crm-objects v1)
    if (is('POST', '/crm-objects/v1/objects/tickets')) {
      const values = valuesOf(body, 'name');
      for (const required of ['hs_pipeline', 'hs_pipeline_stage']) {
        if (!values[required]) throw new Refusal(400, `Property ${required} is required`, { category: 'VALIDATION_ERROR' });
      }
      return ticketJson(addTicket(values));
    }
    if (is('GET', '/crm-objects/v1/objects/tickets/paged')) {
      const names = [...arrayParam(query.properties), ...arrayParam(query.propertiesWithHistory)];
      const start = Number(query.offset ?? 0);
      const from = state.tickets.findIndex((t) => t.objectId > start);
      const p = page(state.tickets, from < 0 ? state.tickets.length : from, 100, 100);
      const last = p.slice.at(-1);
      return { objects: p.slice.map((t) => ticketJson(t, names.length ? names : ['subject', 'content', 'hs_pipeline', 'hs_pipeline_stage'])), hasMore: p.more, offset: last ? last.objectId : start };
    }
    if ((m = is('GET', '/crm-objects/v1/objects/tickets/:id'))) {
      const names = [...arrayParam(query.properties), ...arrayParam(query.propertiesWithHistory)];
      return ticketJson(findTicket(m[0]), names.length ? names : undefined);
    }
    if ((m = is('PUT', '/crm-objects/v1/objects/tickets/:id'))) {
      const ticket = findTicket(m[0]);
      tick();
      setProperties(ticket, valuesOf(body, 'name'));
      touch(ticket, 'ticket');
      return ticketJson(ticket);
    }
    if ((m = is('DELETE', '/crm-objects/v1/objects/tickets/:id'))) {
      const ticket = findTicket(m[0]);
      state.tickets.splice(state.tickets.indexOf(ticket), 1);
      tick();
      res.statusCode = 204;
      return undefined;
    }

    // ---- forms
    if (is('GET', '/forms/v2/forms')) return state.forms.map((f) => ({ portalId: PORTAL_ID, guid: f.guid, name: f.name, formType: 'HUBSPOT', createdAt: 1700000000000, updatedAt: 1700000000000 }));
    if ((m = is('GET', '/forms/v2/forms/:id'))) {
      const form = state.forms.find((f) => f.guid === m[0]);
      if (!form) throw new Refusal(404, `Form ${m[0]} does not exist`, { category: 'OBJECT_NOT_FOUND' });
      return { portalId: PORTAL_ID, guid: form.guid, name: form.name, formType: 'HUBSPOT', formFieldGroups: form.fields.map((f) => ({ fields: [f], default: true, isSmartGroup: false })) };
    }
    if ((m = is('GET', '/forms/v2/fields/:id'))) {
      const form = state.forms.find((f) => f.guid === m[0]);
      if (!form) throw new Refusal(404, `Form ${m[0]} does not exist`, { category: 'OBJECT_NOT_FOUND' });
      return form.fields.map((f) => ({ ...f, groupName: 'contactinformation', description: '', enabled: true, hidden: false, defaultValue: '', isSmartField: false, unselectedLabel: '', placeholder: '', labelHidden: false, options: [], selectedOptions: [] }));
    }
    if ((m = is('POST', '/submissions/v3/integration/submit/:portal/:form'))) {
      const form = state.forms.find((f) => f.guid === m[1]);
      if (!form || String(m[0]) !== String(PORTAL_ID)) throw new Refusal(404, 'The form does not exist', { errors: [{ message: 'The form does not exist', errorType: 'FORM_NOT_FOUND' }] });
      const fields = Object.fromEntries((body.fields ?? []).map((f) => [f.name, f.value]));
      const missing = form.fields.filter((f) => f.required && !fields[f.name]);
      if (missing.length && !body.skipValidation) {
        throw new Refusal(400, 'The request is not valid', { errors: missing.map((f) => ({ message: `Error in 'fields.${f.name}'. Required field '${f.name}' is missing`, errorType: 'REQUIRED_FIELD' })) });
      }
      tick();
      const contact = fields.email ? (state.contacts.find((c) => c.values.email === fields.email) ?? addContact({ email: fields.email })) : undefined;
      if (contact) state.submissions.push({ vid: contact.vid, conversionId: `conv-${state.clock}`, timestamp: state.clock, formId: form.guid, title: form.name });
      return { inlineMessage: 'Thanks for submitting the form.' };
    }

    // ---- look-ups
    if ((m = is('GET', '/properties/v2/:object/properties'))) {
      const defs = state.definitions[m[0]];
      if (!defs) throw new Refusal(404, `Unknown object type ${m[0]}`, { category: 'OBJECT_NOT_FOUND' });
      return structuredClone(defs);
    }
    if ((m = is('GET', '/properties/v1/deals/properties/named/:name'))) {
      const def = state.definitions.deals.find((d) => d.name === m[0]);
      if (!def) throw new Refusal(404, `Property ${m[0]} does not exist`, { category: 'OBJECT_NOT_FOUND' });
      return structuredClone(def);
    }
    if (is('GET', '/crm/v3/owners') || is('GET', '/crm/v3/owners/')) {
      return { results: state.owners.map((o) => ({ ...o, createdAt: '2024-01-01T00:00:00Z', updatedAt: '2024-01-01T00:00:00Z', archived: false })) };
    }
    if (is('GET', '/crm-pipelines/v1/pipelines/deals')) {
      return { results: [{ pipelineId: 'default', label: 'Sales Pipeline', displayOrder: 0, active: true, stages: DEAL_STAGES.map(([stageId, label], i) => ({ stageId, label, displayOrder: i, active: true, metadata: { probability: String(i / 10) } })) }] };
    }
    if (is('GET', '/crm/v3/pipelines/deals')) return { results: [{ id: 'default', label: 'Sales Pipeline', displayOrder: 0, archived: false, stages: DEAL_STAGES.map(([id, label], i) => ({ id, label, displayOrder: i, archived: false })) }] };
    if (is('GET', '/crm-pipelines/v1/pipelines/tickets')) {
      return { results: [{ pipelineId: '0', label: 'Support Pipeline', displayOrder: 0, active: true, stages: TICKET_STAGES.map(([stageId, label], i) => ({ stageId, label, displayOrder: i, active: true, metadata: { ticketState: i === 3 ? 'CLOSED' : 'OPEN' } })) }] };
    }
    if (is('GET', '/email/public/v1/subscriptions')) return { subscriptionDefinitions: [{ id: 1, name: 'Newsletter', description: 'Monthly news', active: true, portalId: PORTAL_ID }] };

    // ---- app webhooks (the trigger)
    if ((m = is('GET', '/webhooks/v3/:app/settings'))) {
      if (!state.webhooks.settings) throw new Refusal(404, `No settings found for app ${m[0]}`, { category: 'OBJECT_NOT_FOUND' });
      return structuredClone(state.webhooks.settings);
    }
    if ((m = is('PUT', '/webhooks/v3/:app/settings'))) {
      tick();
      state.webhooks.settings = { targetUrl: body.targetUrl, throttling: { period: 'SECONDLY', maxConcurrentRequests: body.maxConcurrentRequests ?? 10 }, createdAt: new Date(state.clock).toISOString() };
      return structuredClone(state.webhooks.settings);
    }
    if ((m = is('DELETE', '/webhooks/v3/:app/settings'))) {
      state.webhooks.settings = undefined;
      res.statusCode = 204;
      return undefined;
    }
    if ((m = is('GET', '/webhooks/v3/:app/subscriptions'))) return { results: structuredClone(state.webhooks.subscriptions) };
    if ((m = is('POST', '/webhooks/v3/:app/subscriptions'))) {
      tick();
      const sub = { id: String(state.next.subscription++), eventType: body.eventType, ...(body.propertyName ? { propertyName: body.propertyName } : {}), active: Boolean(body.active), createdAt: new Date(state.clock).toISOString() };
      state.webhooks.subscriptions.push(sub);
      res.statusCode = 201;
      return structuredClone(sub);
    }
    if ((m = is('DELETE', '/webhooks/v3/:app/subscriptions/:id'))) {
      state.webhooks.subscriptions = state.webhooks.subscriptions.filter((s) => s.id !== m[1]);
      res.statusCode = 204;
      return undefined;
    }
    throw new Refusal(404, `Unable to route ${method} ${path}`, { category: 'OBJECT_NOT_FOUND' });
  }

  function authorised(req, query, path) {
    if (path.startsWith('/webhooks/')) return query.hapikey === DEVELOPER_API_KEY;
    if (path.startsWith('/submissions/')) return true;
    const header = String(req.headers.authorization ?? '');
    if (header === `Bearer ${APP_TOKEN}` || header === `Bearer ${OAUTH_TOKEN}`) return true;
    return query.hapikey === API_KEY;
  }

  /** Serves one request; answers false for paths HubSpot does not have. */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const known = ['/contacts/', '/companies/', '/deals/', '/engagements/', '/crm-objects/', '/crm-associations/', '/crm/', '/forms/', '/properties/', '/crm-pipelines/', '/email/', '/webhooks/', '/submissions/', '/owners/'];
    if (!known.some((p) => url.pathname.startsWith(p))) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const query = parseQuery(url.search);
    const method = String(req.method);
    const call = { method, path: url.pathname, rawQuery: url.search.slice(1), query, body: undefined, authorization: req.headers.authorization };
    state.calls.push(call);
    res.setHeader('content-type', 'application/json;charset=utf-8');
    try {
      let body = {};
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          throw new Refusal(400, 'Invalid input JSON on line 1, column 1: Cannot parse JSON', { category: 'VALIDATION_ERROR' });
        }
        call.body = body;
      }
      if (!authorised(req, query, url.pathname)) {
        throw new Refusal(401, 'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview', { category: 'INVALID_AUTHENTICATION' });
      }
      const parts = url.pathname.split('/').filter(Boolean);
      const answer = route(req, res, method, parts, query, body ?? {});
      if (!res.statusCode || res.statusCode < 200) res.statusCode = 200;
      if (answer === undefined) res.end();
      else res.end(JSON.stringify(answer));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      res.statusCode = error.status;
      res.end(JSON.stringify({ status: 'error', message: error.message, correlationId: correlation(), ...error.extra }));
    }
    return true;
  }

  return fake;
}

const DEAL_STAGES = [
  ['appointmentscheduled', 'Appointment Scheduled'], ['qualifiedtobuy', 'Qualified To Buy'], ['presentationscheduled', 'Presentation Scheduled'],
  ['decisionmakerboughtin', 'Decision Maker Bought-In'], ['contractsent', 'Contract Sent'], ['closedwon', 'Closed Won'], ['closedlost', 'Closed Lost'],
];
const TICKET_STAGES = [['1', 'New'], ['2', 'Waiting on contact'], ['3', 'Waiting on us'], ['4', 'Closed']];

/** A query parameter as a list (`a=1&a=2`, `a[]=1`, or `a=1,2` stays one value). */
function arrayParam(value) {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String).filter(Boolean);
}

/** A query string: repeated keys (`a=1&a=2`, HubSpot's form) and `a[]=` keys become lists. */
export function parseQuery(search) {
  const out = {};
  for (const [rawKey, value] of new URLSearchParams(search)) {
    const key = rawKey.replace(/\[\d*\]$/, '');
    if (key in out) out[key] = [...(Array.isArray(out[key]) ? out[key] : [out[key]]), value];
    else out[key] = rawKey === key ? value : [value];
  }
  return out;
}

/** Serves a fresh fake on 127.0.0.1:0. */
export async function start(seed = {}) {
  const fake = createHubspotFake(seed);
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

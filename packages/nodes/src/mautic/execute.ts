/**
 * Mautic 1: companies, contacts, a contact's segments, campaigns and companies, and segment emails
 * as calls to Mautic's REST API, answered as n8n's node answers them. As in n8n's node: resource
 * and operation come from the first item; companies answer their record, or with Simplify only its
 * `fields.all`; contacts answer their record unless the RAW Data option is off; a contact's Get
 * Many sends its options as the query (the order column in snake case); the JSON body of a contact
 * replaces the named fields; other calls answer Mautic's body as it is. With Continue On Fail a
 * failed item gives `{ error }` with the message (and, as in n8n, no paired item).
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { mauticRequest, mauticRequestAll } from './api.js';

type Json = Record<string, any>;
type Op = (ctx: ExecuteContext, i: number) => Promise<unknown>;

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);
const auth = (ctx: ExecuteContext) => String(p(ctx, 'authentication', 0, 'credentials'));
const send = (
  ctx: ExecuteContext,
  i: number,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  endpoint: string,
  body?: Json,
  qs?: Json,
) => mauticRequest(ctx, auth(ctx), method, endpoint, body ?? {}, qs, i);

/** Words lower-cased and joined by `_`, as change-case's snakeCase writes them (`dateAdded` → `date_added`). */
export function snakeCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
    .join('_');
}

/** Custom field pairs (`{ fieldId, fieldValue }`) as body entries. */
function customFields(body: Json, ui: Json | undefined): void {
  const values = ui?.customFieldValues as Json[] | undefined;
  if (values) for (const v of values) body[`${v.fieldId}`] = v.fieldValue;
}

/** The company body from Create's additional fields or Update's update fields (`name` only for Update). */
function companyBody(fields: Json, withName: boolean): Json {
  const {
    addressUi,
    customFieldsUi,
    companyEmail,
    name,
    fax,
    industry,
    numberOfEmpoyees,
    phone,
    website,
    annualRevenue,
    description,
    ...rest
  } = fields;
  const body: Json = {};
  const address = (addressUi as Json | undefined)?.addressValues as Json | undefined;
  if (address) {
    body.companyaddress1 = address.address1;
    body.companyaddress2 = address.address2;
    body.companycity = address.city;
    body.companystate = address.state;
    body.companycountry = address.country;
    body.companyzipcode = address.zipCode;
  }
  if (companyEmail) body.companyemail = companyEmail;
  if (withName && name) body.companyname = name;
  if (fax) body.companyfax = fax;
  if (industry) body.companyindustry = industry;
  if (numberOfEmpoyees) body.companynumber_of_employees = numberOfEmpoyees;
  if (phone) body.companyphone = phone;
  if (website) body.companywebsite = website;
  if (annualRevenue) body.companyannual_revenue = annualRevenue;
  if (description) body.companydescription = description;
  customFields(body, customFieldsUi as Json | undefined);
  if (!withName && name !== undefined) rest.name = name;
  return Object.assign(body, rest);
}

/** A company answer, or its `fields.all` with Simplify. */
const company = (ctx: ExecuteContext, i: number, answer: Json) => {
  const record = answer.company as Json;
  return p(ctx, 'simple', i) ? record.fields.all : record;
};

/** The contact fields Create's additional fields and Update's update fields both set. */
function contactFields(body: Json, fields: Json): void {
  if (fields.ipAddress) body.ipAddress = fields.ipAddress;
  if (fields.lastActive) body.lastActive = fields.lastActive;
  if (fields.ownerId) body.owner = fields.ownerId;
  const address = (fields.addressUi as Json | undefined)?.addressValues as Json | undefined;
  if (fields.addressUi && address) {
    body.address1 = address.address1;
    body.address2 = address.address2;
    body.city = address.city;
    body.state = address.state;
    body.country = address.country;
    body.zipcode = address.zipCode;
  }
  const social = (fields.socialMediaUi as Json | undefined)?.socialMediaValues as Json | undefined;
  if (fields.socialMediaUi && social) {
    body.facebook = social.facebook;
    body.foursquare = social.foursquare;
    body.instagram = social.instagram;
    body.linkedin = social.linkedIn;
    body.skype = social.skype;
    body.twitter = social.twitter;
  }
  if (fields.customFieldsUi) customFields(body, fields.customFieldsUi as Json);
  if (fields.b2bOrb2c) body.b2b_or_b2c = fields.b2bOrb2c;
  if (fields.crmId) body.crm_id = fields.crmId;
  if (fields.fax) body.fax = fields.fax;
  if (fields.hasPurchased) body.haspurchased = fields.hasPurchased;
  if (fields.mobile) body.mobile = fields.mobile;
  if (fields.phone) body.phone = fields.phone;
  if (fields.prospectOrCustomer) body.prospect_or_customer = fields.prospectOrCustomer;
  if (fields.sandbox) body.sandbox = fields.sandbox;
  if (fields.stage) body.stage = fields.stage;
  if (fields.tags) body.tags = fields.tags;
  if (fields.website) body.website = fields.website;
}

/** Contacts as answered: records, or their `fields.all` when RAW Data is off. */
const contacts = (ctx: ExecuteContext, i: number, records: Json[]) =>
  (p(ctx, 'options', i, {}) as Json).rawData === false ? records.map((r) => r.fields.all) : records;

/** n8n's lenient JSON: the parsed value, or an "Invalid JSON" error for the item. */
function jsonBody(ctx: ExecuteContext, i: number, text: unknown): Json {
  try {
    return { ...(JSON.parse(String(text)) as Json) };
  } catch {
    throw new NodeOperationError(ctx.getNode(), 'Invalid JSON', { itemIndex: i });
  }
}

const companyOps: Record<string, Op> = {
  async create(ctx, i) {
    const body = { companyname: p(ctx, 'name', i), ...companyBody(p(ctx, 'additionalFields', i, {}) as Json, false) };
    return company(ctx, i, await send(ctx, i, 'POST', '/companies/new', body));
  },
  async update(ctx, i) {
    const id = p(ctx, 'companyId', i);
    const body = companyBody(p(ctx, 'updateFields', i, {}) as Json, true);
    return company(ctx, i, await send(ctx, i, 'PATCH', `/companies/${id}/edit`, body));
  },
  async get(ctx, i) {
    return company(ctx, i, await send(ctx, i, 'GET', `/companies/${p(ctx, 'companyId', i)}`));
  },
  async getAll(ctx, i) {
    const qs: Json = { ...(p(ctx, 'additionalFields', i, {}) as Json) };
    let records: Json[];
    if (p(ctx, 'returnAll', i)) records = await mauticRequestAll(ctx, auth(ctx), 'companies', '/companies', qs, i);
    else {
      qs.limit = p(ctx, 'limit', i);
      qs.start = 0;
      records = Object.values(((await send(ctx, i, 'GET', '/companies', {}, qs)) as Json).companies ?? {});
    }
    return p(ctx, 'simple', i) ? records.map((r) => r.fields.all) : records;
  },
  async delete(ctx, i) {
    return company(ctx, i, await send(ctx, i, 'DELETE', `/companies/${p(ctx, 'companyId', i)}/delete`));
  },
};

const contactOps: Record<string, Op> = {
  async create(ctx, i) {
    const fields = p(ctx, 'additionalFields', i, {}) as Json;
    let body: Json = {};
    if (!p(ctx, 'jsonParameters', i)) {
      body.email = p(ctx, 'email', i);
      body.firstname = p(ctx, 'firstName', i);
      body.lastname = p(ctx, 'lastName', i);
      body.company = p(ctx, 'company', i);
      body.position = p(ctx, 'position', i);
      body.title = p(ctx, 'title', i);
    } else body = jsonBody(ctx, i, p(ctx, 'bodyJson', i));
    contactFields(body, fields);
    const answer = (await send(ctx, i, 'POST', '/contacts/new', body)) as Json;
    return contacts(ctx, i, [answer.contact]);
  },
  async update(ctx, i) {
    const fields = p(ctx, 'updateFields', i, {}) as Json;
    const id = p(ctx, 'contactId', i);
    let body: Json = {};
    if (fields.email) body.email = fields.email;
    if (fields.firstName) body.firstname = fields.firstName;
    if (fields.lastName) body.lastname = fields.lastName;
    if (fields.company) body.company = fields.company;
    if (fields.position) body.position = fields.position;
    if (fields.title) body.title = fields.title;
    if (fields.bodyJson) body = jsonBody(ctx, i, fields.bodyJson);
    contactFields(body, fields);
    const answer = (await send(ctx, i, 'PATCH', `/contacts/${id}/edit`, body)) as Json;
    return contacts(ctx, i, [answer.contact]);
  },
  async get(ctx, i) {
    const answer = (await send(ctx, i, 'GET', `/contacts/${p(ctx, 'contactId', i)}`)) as Json;
    return contacts(ctx, i, [answer.contact]);
  },
  async getAll(ctx, i) {
    const qs: Json = { ...(p(ctx, 'options', i, {}) as Json) };
    if (qs.orderBy) qs.orderBy = snakeCase(String(qs.orderBy));
    let records: Json[];
    if (p(ctx, 'returnAll', i)) records = await mauticRequestAll(ctx, auth(ctx), 'contacts', '/contacts', qs, i);
    else {
      qs.limit = p(ctx, 'limit', i);
      qs.start = 0;
      records = Object.values(((await send(ctx, i, 'GET', '/contacts', {}, qs)) as Json).contacts ?? {});
    }
    return contacts(ctx, i, records);
  },
  async delete(ctx, i) {
    const answer = (await send(ctx, i, 'DELETE', `/contacts/${p(ctx, 'contactId', i)}/delete`)) as Json;
    return contacts(ctx, i, [answer.contact]);
  },
  async sendEmail(ctx, i) {
    return send(ctx, i, 'POST', `/emails/${p(ctx, 'campaignEmailId', i)}/contact/${p(ctx, 'contactId', i)}/send`);
  },
  async editDoNotContactList(ctx, i) {
    const action = p(ctx, 'action', i);
    const body: Json = action === 'add' ? { ...(p(ctx, 'additionalFields', i, {}) as Json) } : {};
    const endpoint = `/contacts/${p(ctx, 'contactId', i)}/dnc/${p(ctx, 'channel', i)}/${action}`;
    return ((await send(ctx, i, 'POST', endpoint, body)) as Json).contact;
  },
  async editContactPoint(ctx, i) {
    const path = p(ctx, 'action', i) === 'add' ? 'plus' : 'minus';
    return send(ctx, i, 'POST', `/contacts/${p(ctx, 'contactId', i)}/points/${path}/${p(ctx, 'points', i)}`);
  },
};

/** Adds a contact to, or removes it from, a segment, campaign or company. */
const membership =
  (collection: string, idParameter: string, action: 'add' | 'remove'): Op =>
  (ctx, i) =>
    send(ctx, i, 'POST', `/${collection}/${p(ctx, idParameter, i)}/contact/${p(ctx, 'contactId', i)}/${action}`, {});

const RESOURCES: Record<string, Record<string, Op>> = {
  company: companyOps,
  contact: contactOps,
  contactSegment: {
    add: membership('segments', 'segmentId', 'add'),
    remove: membership('segments', 'segmentId', 'remove'),
  },
  campaignContact: {
    add: membership('campaigns', 'campaignId', 'add'),
    remove: membership('campaigns', 'campaignId', 'remove'),
  },
  companyContact: {
    add: membership('companies', 'companyId', 'add'),
    remove: membership('companies', 'companyId', 'remove'),
  },
  segmentEmail: {
    send: (ctx, i) => send(ctx, i, 'POST', `/emails/${p(ctx, 'segmentEmailId', i)}/send`),
  },
};

/** Runs Mautic 1 over the input items. */
export async function executeMautic(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(p(ctx, 'resource', 0, 'contact'));
  const operation = String(p(ctx, 'operation', 0));
  const op = RESOURCES[resource]?.[operation];
  if (!op) throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`);
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const answer = await op(ctx, i);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer), {
          itemData: { item: i },
        }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message } });
    }
  }
  return [out];
}

/**
 * Google Contacts 1 (People API v1): create, delete, get, getAll (list or search) and update
 * contacts; answers n8n's simplified contact unless "RAW Data" is on, with `contactId` added.
 */
import { NodeOperationError, type ExecuteContext, type Item, type JsonObject, type NodeOutput } from '@weft/workflow';
import {
  googleApiRequest,
  googleApiRequestAll,
  googleAuthSource,
  type GoogleAuthSource,
  type GoogleRequest,
} from '../shared/google/index.js';
import { parseDate } from '../google-calendar/api.js';
import { n8nParameter } from '../shared/google/index.js';
import { ALL_PERSON_FIELDS, cleanPerson } from './clean.js';
import { googleContactsProperties } from './properties.js';

/** People API v1. */
export const PEOPLE_API = 'https://people.googleapis.com/v1';

type Json = Record<string, unknown>;
/** One item's run; `qs` is the query of the whole run, which n8n 1.123 keeps for all items. */
interface Run {
  ctx: ExecuteContext;
  i: number;
  source: GoogleAuthSource;
  qs: Json;
  call<T = Json>(r: GoogleRequest): Promise<T>;
}

interface ContactFields {
  middleName?: string;
  honorificPrefix?: string;
  honorificSuffix?: string;
  givenName?: string;
  familyName?: string;
  etag?: string;
  companyUi?: { companyValues?: unknown[] };
  phoneUi?: { phoneValues?: unknown[] };
  addressesUi?: { addressesValues?: unknown };
  relationsUi?: { relationsValues?: unknown[] };
  eventsUi?: { eventsValues?: Array<{ date?: unknown; type?: string }> };
  birthday?: unknown;
  emailsUi?: { emailsValues?: unknown[] };
  biographies?: string;
  customFieldsUi?: { customFieldsValues?: unknown[] };
  group?: string[];
}

/** A date as People's `{ day, month, year }` (two-digit texts, as n8n sends them). */
function personDate(run: Run, value: unknown, label: string): { day: string; month: string; year: string } {
  const [month, day, year] = parseDate(run.ctx.getNode(), value, run.ctx.getTimezone(), label, run.i)
    .toFormat('MM/dd/yyyy')
    .split('/') as [string, string, string];
  return { day, month, year };
}

/** The body parts of the fields create and update share, and the person fields they change. */
function personParts(run: Run, fields: ContactFields, body: Json): string[] {
  const changed: string[] = [];
  const set = (key: string, value: unknown) => {
    body[key] = value;
    changed.push(key);
  };
  if (fields.companyUi) set('organizations', fields.companyUi.companyValues);
  if (fields.phoneUi) set('phoneNumbers', fields.phoneUi.phoneValues);
  if (fields.addressesUi) set('addresses', fields.addressesUi.addressesValues);
  if (fields.relationsUi) set('relations', fields.relationsUi.relationsValues);
  if (fields.eventsUi)
    set(
      'events',
      (fields.eventsUi.eventsValues ?? []).map((e) => ({ date: personDate(run, e.date, 'Event date'), type: e.type })),
    );
  if (fields.birthday) set('birthdays', [{ date: personDate(run, fields.birthday, 'Birthday') }]);
  if (fields.emailsUi) set('emailAddresses', fields.emailsUi.emailsValues);
  if (fields.biographies) set('biographies', [{ value: fields.biographies, contentType: 'TEXT_PLAIN' }]);
  if (fields.customFieldsUi) set('userDefined', fields.customFieldsUi.customFieldsValues);
  if (fields.group)
    set(
      'memberships',
      fields.group.map((id) => ({ contactGroupMembership: { contactGroupResourceName: id } })),
    );
  return changed;
}

const personFields = (fields: unknown) => {
  const list = Array.isArray(fields) ? (fields as string[]) : [];
  return (list.includes('*') ? ALL_PERSON_FIELDS : list).join(',');
};
const withId = (person: Json): Json => ({ ...person, contactId: String(person.resourceName ?? '').split('/')[1] });

function contactIdParam(run: Run): string {
  const id = String(run.ctx.getNodeParameter('contactId', run.i, '') ?? '')
    .trim()
    .replace(/^people\//, '');
  if (!id)
    throw new NodeOperationError(run.ctx.getNode(), 'Give the contact\'s ID in "Contact ID"', { itemIndex: run.i });
  return id;
}

async function create(run: Run): Promise<unknown> {
  const { ctx, i } = run;
  // As n8n: each entry of a fixed collection (company, e-mail, phone…) with its defaults filled in.
  const fields = n8nParameter(ctx, googleContactsProperties, 'additionalFields', i) ?? {};
  const name: Json = {
    familyName: ctx.getNodeParameter('familyName', i, ''),
    givenName: ctx.getNodeParameter('givenName', i, ''),
    middleName: '',
  };
  if (fields.middleName) name.middleName = fields.middleName;
  if (fields.honorificPrefix) name.honorificPrefix = fields.honorificPrefix;
  if (fields.honorificSuffix) name.honorificSuffix = fields.honorificSuffix;
  const body: Json = { names: [name] };
  personParts(run, fields, body);
  return withId(await run.call({ method: 'POST', url: `${PEOPLE_API}/people:createContact`, body, qs: { ...run.qs } }));
}

async function remove(run: Run): Promise<unknown> {
  await run.call({
    method: 'DELETE',
    url: `${PEOPLE_API}/people/${encodeURIComponent(contactIdParam(run))}:deleteContact`,
  });
  return { success: true };
}

async function get(run: Run): Promise<unknown> {
  const { ctx, i } = run;
  const id = contactIdParam(run);
  run.qs.personFields = personFields(ctx.getNodeParameter('fields', i, []));
  const person = await run.call({ url: `${PEOPLE_API}/people/${encodeURIComponent(id)}`, qs: { ...run.qs } });
  return withId(ctx.getNodeParameter('rawData', i, false) === true ? person : cleanPerson(person));
}

async function getAll(run: Run): Promise<unknown> {
  const { ctx, i } = run;
  const useQuery = ctx.getNodeParameter('useQuery', i, false) === true;
  const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as { sortOrder?: string };
  const { qs } = run;
  if (useQuery) qs.query = ctx.getNodeParameter('query', i, '');
  if (options.sortOrder && !useQuery) qs.sortOrder = options.sortOrder;
  qs.personFields = personFields(ctx.getNodeParameter('fields', i, []));
  if (useQuery) {
    qs.readMask = qs.personFields;
    delete qs.personFields;
  }
  const url = `${PEOPLE_API}/people${useQuery ? ':searchContacts' : '/me/connections'}`;
  let people: Json[];
  if (ctx.getNodeParameter('returnAll', i, false) === true) {
    qs.pageSize = 100;
    const all = await googleApiRequestAll<Json>(run.source, useQuery ? 'results' : 'connections', {
      url,
      qs: { ...qs },
      itemIndex: i,
    });
    people = useQuery ? all.map((r) => r.person as Json) : all;
  } else {
    qs.pageSize = ctx.getNodeParameter('limit', i, 100);
    const page = await run.call<{ connections?: Json[]; results?: Array<{ person: Json }> }>({ url, qs: { ...qs } });
    people = page.connections ?? page.results?.map((r) => r.person) ?? [];
  }
  const raw = ctx.getNodeParameter('rawData', i, false) === true;
  return people.map((p) => withId(raw ? p : cleanPerson(p)));
}

async function update(run: Run): Promise<unknown> {
  const { ctx, i } = run;
  const id = contactIdParam(run);
  const url = `${PEOPLE_API}/people/${encodeURIComponent(id)}`;
  const fields = n8nParameter(ctx, googleContactsProperties, 'updateFields', i) ?? {};
  const etag = fields.etag || (await run.call<{ etag?: string }>({ url, qs: { personFields: 'Names' } })).etag;
  const name: Json = {};
  for (const key of ['givenName', 'familyName', 'middleName', 'honorificPrefix', 'honorificSuffix'] as const)
    if (fields[key]) name[key] = fields[key];
  const body: Json = { etag };
  // n8n always sends a name and lists "names" as changed, which blanks the name of a contact when
  // only other fields change; the name is sent (and changed) only when a part of it is given.
  if (Object.keys(name).length) body.names = [name];
  const changed = personParts(run, fields, body);
  if (body.names) changed.push('names');
  Object.assign(run.qs, {
    personFields: personFields(ctx.getNodeParameter('fields', i, [])),
    updatePersonFields: changed.join(','),
  });
  return withId(await run.call({ method: 'PATCH', url: `${url}:updateContact`, body, qs: { ...run.qs } }));
}

const OPERATIONS: Record<string, (run: Run) => Promise<unknown>> = { create, delete: remove, get, getAll, update };

/** Runs Google Contacts 1 over the input items. */
export async function executeGoogleContacts(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'create'));
  const handler = OPERATIONS[operation];
  const out: Item[] = [];
  // Google asks to warm the contact cache with an empty search before searching (People API docs); n8n does it before listing.
  if (operation === 'getAll' && items.length) {
    const s = googleAuthSource(ctx, 'oAuth2', 'googleContactsOAuth2Api', undefined, 0);
    await googleApiRequest(s, { url: `${PEOPLE_API}/people:searchContacts`, qs: { query: '', readMask: 'names' } });
    await googleApiRequest(s, { url: `${PEOPLE_API}/people/me/connections`, qs: { personFields: 'names' } });
  }
  const qs: Json = {};
  for (let i = 0; i < items.length; i++) {
    try {
      if (!handler)
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known`, { itemIndex: i });
      const source = googleAuthSource(ctx, 'oAuth2', 'googleContactsOAuth2Api', undefined, i);
      const json = await handler({
        ctx,
        i,
        source,
        qs,
        call: (request) => googleApiRequest(source, { ...request, itemIndex: i }),
      });
      for (const j of Array.isArray(json) ? json : [json])
        out.push({ json: (j ?? {}) as JsonObject, pairedItem: { item: i } });
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}

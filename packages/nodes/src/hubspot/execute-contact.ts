/**
 * HubSpot contacts (legacy v1 endpoints and the v3 search) and contact lists: Create or Update by
 * email (then the contact's profile unless "Simplify"/"Resolve Data" says otherwise), Get, Get Many,
 * Recently Created/Updated, Delete, Search, and adding or removing contacts of a list.
 */
import { NodeOperationError } from '@weft/workflow';
import { contactFields, customProperties, propertyList } from './fields.js';
import {
  call,
  callAll,
  fields,
  idParam,
  limit,
  param,
  propertiesCollection,
  returnAll,
  snakeCase,
  type Run,
} from './run.js';
import { searchBody } from './search.js';

async function upsert(run: Run): Promise<unknown> {
  const { qs, version } = run;
  const email = String(param(run, 'email', ''));
  const additional = fields(run, 'additionalFields');
  const body = [
    ...propertyList(additional, contactFields(version), 'property'),
    ...customProperties(additional, 'property'),
  ];
  let answer = await call(run, {
    method: 'POST',
    endpoint: `/contacts/v1/contact/createOrUpdate/email/${email}`,
    body: { properties: body },
  });
  if (additional.associatedCompanyId) {
    await call(run, {
      method: 'PUT',
      endpoint: '/crm-associations/v1/associations/create-batch',
      body: [
        {
          fromObjectId: answer.vid,
          toObjectId: additional.associatedCompanyId,
          category: 'HUBSPOT_DEFINED',
          definitionId: 1,
        },
      ],
    });
  }
  const profile = version >= 2 ? !fields(run, 'options').resolveData : Boolean(param(run, 'resolveData', true));
  if (profile) {
    const isNew = answer.isNew;
    if (additional.properties) qs.property = additional.properties;
    answer = await call(run, {
      method: 'GET',
      endpoint: `/contacts/v1/contact/vid/${answer.vid}/profile`,
      qs: { ...qs },
    });
    answer.isNew = isNew;
  }
  return answer;
}

/** The options of Get, Get Many and Recently Created/Updated into the query. */
function listOptions(run: Run, options: Record<string, any>, v2Key: 'properties' | 'property'): void {
  const { qs } = run;
  if (options.formSubmissionMode) qs.formSubmissionMode = options.formSubmissionMode;
  if (options.listMemberships) qs.showListMemberships = options.listMemberships;
  if (run.version >= 2) {
    propertiesCollection(qs, options, v2Key);
  } else {
    if (options.properties) qs.property = options.properties;
    if (options.propertyMode) qs.propertyMode = snakeCase(options.propertyMode);
  }
}

async function list(
  run: Run,
  endpoint: string,
  options: Record<string, any>,
  v2Key: 'properties' | 'property',
): Promise<unknown> {
  listOptions(run, options, v2Key);
  if (returnAll(run)) return callAll(run, 'contacts', { method: 'GET', endpoint, qs: run.qs });
  run.qs.count = limit(run);
  return ((await call(run, { method: 'GET', endpoint, qs: { ...run.qs } })) ?? {}).contacts;
}

/** Contact operations. */
export async function contact(run: Run, operation: string): Promise<unknown> {
  const { qs, version } = run;
  switch (operation) {
    case 'upsert':
      return upsert(run);
    case 'get': {
      const id = idParam(run, 'contactId');
      listOptions(run, fields(run, 'additionalFields'), 'properties');
      return call(run, { method: 'GET', endpoint: `/contacts/v1/contact/vid/${String(id)}/profile`, qs: { ...qs } });
    }
    case 'getAll':
      return list(run, '/contacts/v1/lists/all/contacts/all', fields(run, 'additionalFields'), 'property');
    case 'getRecentlyCreatedUpdated':
      return list(
        run,
        '/contacts/v1/lists/recently_updated/contacts/recent',
        fields(run, version >= 2 ? 'additionalFields' : 'filters'),
        'properties',
      );
    case 'delete': {
      const id = idParam(run, 'contactId');
      const answer = await call(run, { method: 'DELETE', endpoint: `/contacts/v1/contact/vid/${String(id)}` });
      return answer === undefined && version >= 2 ? { vid: id, deleted: true } : answer;
    }
    case 'search': {
      const body = searchBody(run);
      const endpoint = '/crm/v3/objects/contacts/search';
      if (returnAll(run)) return callAll(run, 'results', { method: 'POST', endpoint, body, qs });
      body.limit = limit(run);
      return ((await call(run, { method: 'POST', endpoint, body, qs: { ...qs } })) ?? {}).results;
    }
    default:
      return run.last.value;
  }
}

/** Adds (by id or email) or removes (by id) every item's contact to or from one list, in one call. */
export async function contactList(run: Run, operation: string): Promise<unknown> {
  const { ctx, items } = run;
  const listId = ctx.getNodeParameter('listId', 0, '');
  if (operation === 'add') {
    const by = ctx.getNodeParameter('by', 0, 'id');
    const body: { emails: unknown[]; vids: number[] } = { emails: [], vids: [] };
    for (let i = 0; i < items.length; i++) {
      if (by === 'id') body.vids.push(parseInt(String(ctx.getNodeParameter('id', i, '')), 10));
      else body.emails.push(ctx.getNodeParameter('email', i, ''));
    }
    return call({ ...run, i: 0 }, { method: 'POST', endpoint: `/contacts/v1/lists/${String(listId)}/add`, body });
  }
  if (operation === 'remove') {
    const body: { vids: number[] } = { vids: [] };
    for (let i = 0; i < items.length; i++) body.vids.push(parseInt(String(ctx.getNodeParameter('id', i, '')), 10));
    return call({ ...run, i: 0 }, { method: 'POST', endpoint: `/contacts/v1/lists/${String(listId)}/remove`, body });
  }
  throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known for contact lists`);
}

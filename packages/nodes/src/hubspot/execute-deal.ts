/**
 * HubSpot deals (v1 endpoints and the v3 search): Create (stage and associations), Update, Get, Get
 * Many, Recently Created / Modified (version 1) or Recently Created or Updated, Delete, Search.
 */
import { customProperties, dealFields, propertyList, timestampOf } from './fields.js';
import {
  call,
  callAll,
  fields,
  idParam,
  limit,
  listOf,
  param,
  propertiesCollection,
  returnAll,
  type Run,
} from './run.js';
import { searchBody } from './search.js';

async function recent(run: Run, endpoint: string, filters: Record<string, any>): Promise<unknown> {
  const { qs } = run;
  if (filters.since) qs.since = timestampOf(filters.since);
  if (filters.includePropertyVersions) qs.includePropertyVersions = filters.includePropertyVersions;
  if (returnAll(run)) return callAll(run, 'results', { method: 'GET', endpoint, qs });
  qs.count = limit(run);
  return ((await call(run, { method: 'GET', endpoint, qs: { ...qs } })) ?? {}).results;
}

/** Deal operations. */
export async function deal(run: Run, operation: string): Promise<unknown> {
  const { qs, version } = run;
  switch (operation) {
    case 'create': {
      const additional = fields(run, 'additionalFields');
      const stage = param(run, 'stage', '');
      const properties: Array<Record<string, unknown>> = [];
      if (stage) properties.push({ name: 'dealstage', value: stage });
      const associations: Record<string, unknown> = {};
      if (additional.associatedCompany) associations.associatedCompanyIds = additional.associatedCompany;
      if (additional.associatedVids) associations.associatedVids = additional.associatedVids;
      properties.push(
        ...propertyList(additional, dealFields(version, false), 'name'),
        ...customProperties(additional, 'name'),
      );
      return call(run, { method: 'POST', endpoint: '/deals/v1/deal', body: { properties, associations } });
    }
    case 'update': {
      const update = fields(run, 'updateFields');
      const id = idParam(run, 'dealId');
      const properties = [
        ...propertyList(update, dealFields(version, true), 'name'),
        ...customProperties(update, 'name'),
      ];
      return call(run, { method: 'PUT', endpoint: `/deals/v1/deal/${String(id)}`, body: { properties } });
    }
    case 'get': {
      const id = idParam(run, 'dealId');
      const options = fields(run, version >= 2 ? 'filters' : 'additionalFields');
      if (options.includePropertyVersions) qs.includePropertyVersions = options.includePropertyVersions;
      if (version >= 2) propertiesCollection(qs, options, 'properties');
      // As in n8n's node, the options fill the shared query but this call sends none.
      return call(run, { method: 'GET', endpoint: `/deals/v1/deal/${String(id)}` });
    }
    case 'getAll': {
      const filters = fields(run, 'filters');
      if (filters.includeAssociations) qs.includeAssociations = filters.includeAssociations;
      if (version >= 2) propertiesCollection(qs, filters, 'properties');
      if (filters.properties) qs.properties = listOf(filters.properties);
      if (filters.propertiesWithHistory) qs.propertiesWithHistory = listOf(filters.propertiesWithHistory);
      const endpoint = '/deals/v1/deal/paged';
      if (returnAll(run)) return callAll(run, 'deals', { method: 'GET', endpoint, qs });
      qs.limit = limit(run);
      return ((await call(run, { method: 'GET', endpoint, qs: { ...qs } })) ?? {}).deals;
    }
    case 'getRecentlyCreatedUpdated':
      return recent(run, '/deals/v1/deal/recent/created', fields(run, 'filters'));
    case 'getRecentlyCreated':
      return recent(run, '/deals/v1/deal/recent/created', fields(run, 'filters'));
    case 'getRecentlyModified':
      return recent(run, '/deals/v1/deal/recent/modified', fields(run, 'filters'));
    case 'delete': {
      const id = idParam(run, 'dealId');
      const answer = await call(run, { method: 'DELETE', endpoint: `/deals/v1/deal/${String(id)}` });
      return answer === undefined && version >= 2 ? { vid: id, deleted: true } : answer;
    }
    case 'search': {
      const body = searchBody(run);
      const endpoint = '/crm/v3/objects/deals/search';
      if (returnAll(run)) return callAll(run, 'results', { method: 'POST', endpoint, body, qs });
      body.limit = limit(run);
      return ((await call(run, { method: 'POST', endpoint, body, qs: { ...qs } })) ?? {}).results;
    }
    default:
      return run.last.value;
  }
}

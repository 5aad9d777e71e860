/**
 * HubSpot companies (v2 endpoints; delete on the v3 objects API from version 2): Create, Update,
 * Get, Get Many, Recently Created / Modified (version 1) or Recently Created or Updated, Search by
 * Domain, Delete.
 */
import { COMPANY_FIELDS, customProperties, propertyList, timestampOf } from './fields.js';
import { call, callAll, fields, idParam, limit, param, propertiesCollection, returnAll, type Run } from './run.js';

async function recent(run: Run, endpoint: string): Promise<unknown> {
  if (returnAll(run)) return callAll(run, 'results', { method: 'GET', endpoint, qs: run.qs });
  run.qs.count = limit(run);
  return ((await call(run, { method: 'GET', endpoint, qs: { ...run.qs } })) ?? {}).results;
}

/** Company operations. */
export async function company(run: Run, operation: string): Promise<unknown> {
  const { qs, version } = run;
  switch (operation) {
    case 'create': {
      const additional = fields(run, 'additionalFields');
      const body = [
        { name: 'name', value: param(run, 'name', '') },
        ...propertyList(additional, COMPANY_FIELDS, 'name'),
        ...customProperties(additional, 'name'),
      ];
      return call(run, { method: 'POST', endpoint: '/companies/v2/companies', body: { properties: body } });
    }
    case 'update': {
      const id = idParam(run, 'companyId');
      const update = fields(run, 'updateFields');
      const body = [
        ...propertyList(update, [['name', 'name'], ...COMPANY_FIELDS], 'name'),
        ...customProperties(update, 'name'),
      ];
      return call(run, {
        method: 'PUT',
        endpoint: `/companies/v2/companies/${String(id)}`,
        body: { properties: body },
      });
    }
    case 'get': {
      const id = idParam(run, 'companyId');
      const additional = fields(run, 'additionalFields');
      if (additional.includeMergeAudits) qs.includeMergeAudits = additional.includeMergeAudits;
      return call(run, { method: 'GET', endpoint: `/companies/v2/companies/${String(id)}`, qs: { ...qs } });
    }
    case 'getAll': {
      const options = fields(run, 'options');
      if (version >= 2) {
        if (options.formSubmissionMode) qs.formSubmissionMode = options.formSubmissionMode;
        if (options.listMerberships) qs.showListMemberships = options.listMerberships;
        propertiesCollection(qs, options, 'properties');
      } else {
        if (options.includeMergeAudits) qs.includeMergeAudits = options.includeMergeAudits;
        if (options.properties) qs.properties = options.properties;
        if (options.propertiesWithHistory) qs.propertiesWithHistory = String(options.propertiesWithHistory).split(',');
      }
      const endpoint = '/companies/v2/companies/paged';
      if (returnAll(run)) return callAll(run, 'companies', { method: 'GET', endpoint, qs });
      qs.limit = limit(run);
      return ((await call(run, { method: 'GET', endpoint, qs: { ...qs } })) ?? {}).companies;
    }
    case 'getRecentlyCreatedUpdated': {
      const additional = fields(run, 'additionalFields');
      if (additional.since) qs.since = timestampOf(additional.since);
      propertiesCollection(qs, additional, 'properties');
      return recent(run, '/companies/v2/companies/recent/modified');
    }
    case 'getRecentlyCreated':
      return recent(run, '/companies/v2/companies/recent/created');
    case 'getRecentlyModified': {
      const filters = fields(run, 'filters');
      if (filters.since) qs.since = timestampOf(filters.since);
      return recent(run, '/companies/v2/companies/recent/modified');
    }
    case 'searchByDomain': {
      let domain = String(param(run, 'domain', ''));
      if (version >= 2) {
        if (domain.includes('https://')) domain = domain.replace('https://', '');
        else if (domain.includes('http://')) domain = domain.replace('http://', '');
      }
      const options = fields(run, 'options');
      const body: Record<string, unknown> = { requestOptions: {} };
      if (options.properties) body.requestOptions = { properties: options.properties };
      const endpoint = `/companies/v2/domains/${domain}/companies`;
      if (returnAll(run)) return callAll(run, 'results', { method: 'POST', endpoint, body });
      body.limit = limit(run);
      return ((await call(run, { method: 'POST', endpoint, body })) ?? {}).results;
    }
    case 'delete': {
      const id = idParam(run, 'companyId');
      if (version < 2) return call(run, { method: 'DELETE', endpoint: `/companies/v2/companies/${String(id)}` });
      const answer = await call(run, { method: 'DELETE', endpoint: `/crm/v3/objects/companies/${String(id)}` });
      return answer === undefined ? { vid: id, deleted: true } : answer;
    }
    default:
      return run.last.value;
  }
}

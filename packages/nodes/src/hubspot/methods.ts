/**
 * The HubSpot node's editor look-ups: the options of HubSpot's enumeration properties (lead
 * statuses, lifecycle stages, industries, ticket priorities…) from the property definitions, the
 * properties of each object (with their type for search filters, or only the custom ones), deal and
 * ticket pipelines and stages, deal types, owners, forms, subscription types, companies and
 * contacts; and the resource locators' lists (companies, contacts, deals, engagements, tickets, owners).
 */
import type { NodeListSearchResult, NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { hubspotRequest, hubspotRequestAll, type HubspotAuthentication } from './api.js';

type Json = Record<string, any>;

const authOf = (ctx: NodeMethodContext): HubspotAuthentication =>
  String(ctx.getNodeParameter('authentication', 'apiKey')) as HubspotAuthentication;
const get = (ctx: NodeMethodContext, endpoint: string, qs?: Record<string, unknown>) =>
  hubspotRequest(ctx, authOf(ctx), { method: 'GET', endpoint, qs });
const getAll = (ctx: NodeMethodContext, property: string, endpoint: string, qs?: Record<string, unknown>) =>
  hubspotRequestAll(ctx, authOf(ctx), property, { method: 'GET', endpoint, qs });
const byName = (a: NodePropertyOption, b: NodePropertyOption) =>
  String(a.name) < String(b.name) ? -1 : String(a.name) > String(b.name) ? 1 : 0;
/** n8n's sort of some lists (`a.name < b.name ? 0 : 1`), kept so the choices come in the same order. */
const n8nSort = (list: NodePropertyOption[]) => list.sort((a, b) => (String(a.name) < String(b.name) ? 0 : 1));

async function definitions(ctx: NodeMethodContext, object: string): Promise<Json[]> {
  return ((await get(ctx, `/properties/v2/${object}/properties`)) ?? []) as Json[];
}

/** The options of one enumeration property. */
function enumeration(object: string, property: string, sorted = false) {
  return async (ctx: NodeMethodContext): Promise<NodePropertyOption[]> => {
    const out: NodePropertyOption[] = [];
    for (const p of await definitions(ctx, object))
      if (p.name === property) for (const o of p.options ?? []) out.push({ name: o.label, value: o.value });
    return sorted ? n8nSort(out) : out;
  };
}

/** Every property of an object (label → name), sorted by label when asked. */
function propertiesOf(object: string, sorted = false) {
  return async (ctx: NodeMethodContext): Promise<NodePropertyOption[]> => {
    let list = await definitions(ctx, object);
    if (sorted) list = [...list].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
    return list.map((p) => ({ name: p.label, value: p.name }));
  };
}

/** Every property with its type (`name|type`, for search filters). */
function propertiesWithType(object: string) {
  return async (ctx: NodeMethodContext): Promise<NodePropertyOption[]> =>
    (await definitions(ctx, object)).map((p) => ({ name: p.label, value: `${p.name}|${p.type}` }));
}

/** The properties an account defined itself. */
function customPropertiesOf(object: string) {
  return async (ctx: NodeMethodContext): Promise<NodePropertyOption[]> =>
    (await definitions(ctx, object))
      .filter((p) => p.hubspotDefined === null)
      .map((p) => ({ name: p.label, value: p.name }));
}

const ownerId = (id: unknown) => (Number.isNaN(parseInt(String(id), 10)) ? id : parseInt(String(id), 10));

/** `loadOptions` and `listSearch` of HubSpot 1 and 2.x. */
export const hubspotMethods: NodeMethods = {
  loadOptions: {
    getContactLeadStatuses: enumeration('contacts', 'hs_lead_status'),
    getContactLealBasics: enumeration('contacts', 'hs_legal_basis'),
    getContactLifeCycleStages: enumeration('contacts', 'lifecyclestage'),
    getContactOriginalSources: enumeration('contacts', 'hs_analytics_source'),
    getContactPrefferedLanguages: enumeration('contacts', 'hs_language'),
    getContactStatuses: enumeration('contacts', 'hs_content_membership_status'),
    getContactNumberOfEmployees: enumeration('contacts', 'numemployees'),
    getContactProperties: propertiesOf('contacts', true),
    getContactPropertiesWithType: propertiesWithType('contacts'),
    getContactCustomProperties: customPropertiesOf('contacts'),
    getCompanyIndustries: enumeration('companies', 'industry'),
    getCompanyleadStatuses: enumeration('companies', 'hs_lead_status'),
    getCompanylifecycleStages: enumeration('companies', 'lifecyclestage'),
    getCompanyTypes: enumeration('companies', 'type'),
    getCompanyTargetAccounts: enumeration('companies', 'hs_target_account'),
    getCompanySourceTypes: enumeration('companies', 'hs_analytics_source'),
    getCompanyWebTechnologies: enumeration('companies', 'web_technologies'),
    getCompanyProperties: propertiesOf('companies'),
    getCompanyCustomProperties: customPropertiesOf('companies'),
    getDealCustomProperties: customPropertiesOf('deals'),
    getDealProperties: propertiesOf('deals', true),
    getDealPropertiesWithType: propertiesWithType('deals'),
    getTicketCategories: enumeration('tickets', 'hs_ticket_category', true),
    getTicketPriorities: enumeration('tickets', 'hs_ticket_priority'),
    getTicketResolutions: enumeration('tickets', 'hs_resolution', true),
    getTicketSources: enumeration('tickets', 'source_type', true),
    getTicketProperties: propertiesOf('tickets'),
    async getDealStages(ctx) {
      const answer = (await get(ctx, '/crm-pipelines/v1/pipelines/deals')) as Json;
      return ((answer?.results?.[0]?.stages ?? []) as Json[]).map((s) => ({ name: s.label, value: s.stageId }));
    },
    async getDealTypes(ctx) {
      const answer = (await get(ctx, '/properties/v1/deals/properties/named/dealtype')) as Json;
      return ((answer?.options ?? []) as Json[]).map((o) => ({ name: o.label, value: o.value }));
    },
    async getDealPipelines(ctx) {
      const answer = (await get(ctx, '/crm/v3/pipelines/deals')) as Json;
      return ((answer?.results ?? []) as Json[]).map((p) => ({ name: p.label, value: p.id }));
    },
    async getTicketPipelines(ctx) {
      const answer = (await get(ctx, '/crm-pipelines/v1/pipelines/tickets')) as Json;
      return ((answer?.results ?? []) as Json[]).map((p) => ({ name: p.label, value: p.pipelineId }));
    },
    async getTicketStages(ctx) {
      const pipeline = String(
        ctx.getCurrentNodeParameter('pipelineId') ?? ctx.getCurrentNodeParameter('updateFields.pipelineId') ?? '',
      );
      const answer = (await get(ctx, '/crm-pipelines/v1/pipelines/tickets')) as Json;
      const out: NodePropertyOption[] = [];
      for (const p of (answer?.results ?? []) as Json[])
        if (!pipeline || p.pipelineId === pipeline)
          for (const s of p.stages ?? []) out.push({ name: s.label, value: s.stageId });
      return out;
    },
    async getForms(ctx) {
      const forms = ((await get(ctx, '/forms/v2/forms', { formTypes: 'ALL' })) ?? []) as Json[];
      return forms.map((f) => ({ name: f.name, value: f.guid }));
    },
    async getSubscriptionTypes(ctx) {
      const subscriptions = (await getAll(ctx, 'subscriptionDefinitions', '/email/public/v1/subscriptions')) as Json[];
      return subscriptions.map((s) => ({ name: s.name, value: s.id }));
    },
    async getOwners(ctx) {
      const answer = (await get(ctx, '/crm/v3/owners')) as Json;
      return ((answer?.results ?? []) as Json[]).map((o) => ({
        name: o.email,
        value: ownerId(o.id) as string | number,
      }));
    },
    async getCompanies(ctx) {
      const companies = (await getAll(ctx, 'companies', '/companies/v2/companies/paged', {
        properties: ['name'],
      })) as Json[];
      return n8nSort(
        companies.map((c) => ({
          name: c.properties?.name ? c.properties.name.value : c.companyId,
          value: c.companyId,
        })),
      );
    },
    async getContacts(ctx) {
      const contacts = (await getAll(ctx, 'contacts', '/contacts/v1/lists/all/contacts/all')) as Json[];
      return n8nSort(
        contacts.map((c) => ({
          name: `${c.properties?.firstname?.value || ''} ${c.properties?.lastname?.value || ''}`,
          value: c.vid,
          description: `Contact VID: ${c.vid}`,
        })),
      );
    },
  },
  listSearch: {
    async searchCompanies(ctx, filter): Promise<NodeListSearchResult> {
      const companies = (await getAll(ctx, 'companies', '/companies/v2/companies/paged', {
        properties: ['name'],
      })) as Json[];
      const results = companies.map((c) => ({
        name: String(c.properties?.name?.value || c.companyId),
        value: c.companyId,
      }));
      return {
        results: filter
          ? results.filter((r) => r.name.toLowerCase().includes(filter.toLowerCase()) || String(r.value) === filter)
          : results,
      };
    },
    async searchContacts(ctx, filter): Promise<NodeListSearchResult> {
      const contacts = (await getAll(ctx, 'contacts', '/contacts/v1/lists/all/contacts/all', {
        property: ['email'],
      })) as Json[];
      const results = contacts
        .map((c) => ({ name: String(c.properties?.email?.value || c.vid), value: c.vid }))
        .filter((c) => !filter || c.name.toLowerCase().includes(filter.toLowerCase()) || String(c.value) === filter)
        .sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1));
      return { results };
    },
    async searchDeals(ctx, filter): Promise<NodeListSearchResult> {
      const deals = (await getAll(ctx, 'deals', '/deals/v1/deal/paged', { properties: ['dealname'] })) as Json[];
      const results = deals
        .map((d) => ({ name: String(d.properties?.dealname?.value || d.dealId), value: d.dealId }))
        .filter((d) => !filter || d.name.toLowerCase().includes(filter.toLowerCase()) || String(d.value) === filter)
        .sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1));
      return { results };
    },
    async searchEngagements(ctx): Promise<NodeListSearchResult> {
      const answer = (await get(ctx, '/engagements/v1/engagements/paged')) as Json;
      return {
        results: ((answer?.results ?? []) as Json[]).map((e) => ({
          name: e.engagement?.type ? `${e.engagement.type}: ${e.engagement.id}` : String(e.engagement?.id),
          value: e.engagement?.id,
        })),
      };
    },
    async searchTickets(ctx): Promise<NodeListSearchResult> {
      const tickets = (await getAll(ctx, 'objects', '/crm-objects/v1/objects/tickets/paged', {
        properties: ['subject'],
      })) as Json[];
      return {
        results: tickets.map((t) => ({
          name: t.properties?.subject?.value ? `${t.properties.subject.value} (${t.objectId})` : String(t.objectId),
          value: t.objectId,
        })),
      };
    },
    async searchOwners(ctx): Promise<NodeListSearchResult> {
      const answer = (await get(ctx, '/crm/v3/owners')) as Json;
      return {
        results: ((answer?.results ?? []) as Json[])
          .map((o) => ({ name: o.email, value: ownerId(o.id) as string | number }))
          .sort(byName),
      };
    },
  },
};

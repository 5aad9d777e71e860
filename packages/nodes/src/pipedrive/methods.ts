/**
 * The Pipedrive node's editor look-ups (option lists): activity types, filters of the resource's
 * kind, organizations, active users (plus "All Users" for activities), deals, products, a deal's
 * products, stages (`pipeline > stage`), custom fields (keys of 40 characters), the label options
 * of persons, organizations and deals (plus "No Label" when updating) and lead labels. Each reads
 * the endpoint n8n's node reads and sorts by name.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { pipedriveRequest } from './api.js';

type Json = Record<string, any>;

const list = async (ctx: NodeMethodContext, endpoint: string, qs?: Json): Promise<Json[]> => {
  const authentication = ctx.getCurrentNodeParameter('authentication') ?? 'apiToken';
  const { data } = await pipedriveRequest(ctx, { authentication, method: 'GET', endpoint, qs });
  return Array.isArray(data) ? (data as Json[]) : [];
};

/** Options sorted by name, ignoring case. */
export function sortByName(options: NodePropertyOption[]): NodePropertyOption[] {
  return options.sort((a, b) => {
    const x = String(a.name).toLowerCase();
    const y = String(b.name).toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

const option = (name: unknown, value: unknown): NodePropertyOption => ({
  name: String(name),
  value: value as NodePropertyOption['value'],
});

/** Custom fields (their keys are 40 characters long) of a field list. */
const customFields = async (ctx: NodeMethodContext, endpoint: string) =>
  sortByName((await list(ctx, endpoint)).filter((f) => String(f.key).length === 40).map((f) => option(f.name, f.key)));

/** The options of a field list's `label` field, and "No Label" when updating. */
async function labels(ctx: NodeMethodContext, endpoint: string): Promise<NodePropertyOption[]> {
  const out: NodePropertyOption[] = [];
  for (const field of await list(ctx, endpoint)) {
    if (field.key === 'label') for (const o of (field.options ?? []) as Json[]) out.push(option(o.label, o.id));
  }
  sortByName(out);
  if (ctx.getCurrentNodeParameter('operation') === 'update') out.push(option('No Label', 'null'));
  return out;
}

const FILTER_TYPES: Record<string, string> = {
  deal: 'deals',
  activity: 'activity',
  person: 'people',
  organization: 'org',
};

/** Pipedrive 1's look-ups. */
export const pipedriveMethods: NodeMethods = {
  loadOptions: {
    getActivityTypes: async (ctx) =>
      sortByName((await list(ctx, '/activityTypes')).map((t) => option(t.name, t.key_string))),
    getFilters: async (ctx) =>
      sortByName(
        (await list(ctx, '/filters', { type: FILTER_TYPES[String(ctx.getNodeParameter('resource'))] })).map((f) =>
          option(f.name, f.id),
        ),
      ),
    getOrganizationIds: async (ctx) => sortByName((await list(ctx, '/organizations')).map((o) => option(o.name, o.id))),
    async getUserIds(ctx) {
      const out = (await list(ctx, '/users')).filter((u) => u.active_flag === true).map((u) => option(u.name, u.id));
      if (ctx.getCurrentNodeParameter('resource') === 'activity') out.push(option('All Users', 0));
      return sortByName(out);
    },
    getDeals: async (ctx) => sortByName((await list(ctx, '/deals')).map((d) => option(d.title, d.id))),
    getProducts: async (ctx) => sortByName((await list(ctx, '/products')).map((d) => option(d.name, d.id))),
    getProductsDeal: async (ctx) =>
      sortByName(
        (await list(ctx, `/deals/${String(ctx.getCurrentNodeParameter('dealId'))}/products`)).map((d) =>
          option(d.name, d.id),
        ),
      ),
    getStageIds: async (ctx) =>
      sortByName(
        (await list(ctx, '/stages')).map((s) => option(`${String(s.pipeline_name)} > ${String(s.name)}`, s.id)),
      ),
    getOrganizationCustomFields: (ctx) => customFields(ctx, '/organizationFields'),
    getDealCustomFields: (ctx) => customFields(ctx, '/dealFields'),
    getPersonCustomFields: (ctx) => customFields(ctx, '/personFields'),
    getPersonLabels: (ctx) => labels(ctx, '/personFields'),
    getOrganizationLabels: (ctx) => labels(ctx, '/organizationFields'),
    getDealLabels: (ctx) => labels(ctx, '/dealFields'),
    getPersons: async (ctx) => sortByName((await list(ctx, '/persons')).map((d) => option(d.name, d.id))),
    getLeadLabels: async (ctx) => sortByName((await list(ctx, '/leadLabels')).map((d) => option(d.name, d.id))),
  },
};

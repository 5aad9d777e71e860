/**
 * The HighLevel node's editor look-ups, as n8n's node reads them. Version 1 (API v1): a
 * pipeline's stages, the location's users and the time zones. Version 2 (API v2, for the
 * location of the OAuth2 token): pipelines, a pipeline's stages (of the pipeline chosen for the
 * operation), contacts (by e-mail), users, and searchable lists of custom fields and time zones.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { highLevelLocationId, highLevelRequest } from './api.js';
import { pathSegment } from './requests.js';

type Json = Record<string, any>;

const get = (ctx: NodeMethodContext, version: 1 | 2, path: string, qs?: Json): Promise<Json> =>
  highLevelRequest(ctx, { version, method: 'GET', path, qs });
const options = (list: unknown, name: string, value = 'id'): NodePropertyOption[] =>
  (Array.isArray(list) ? (list as Json[]) : []).map((entry) => ({
    name: String(entry[name] ?? ''),
    value: entry[value],
  }));
const byLowerName = (a: { name: string }, b: { name: string }) =>
  a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0;

async function stagesOf(pipelines: unknown, pipelineId: unknown): Promise<NodePropertyOption[]> {
  const pipeline = (Array.isArray(pipelines) ? (pipelines as Json[]) : []).find((p) => p.id === pipelineId);
  return pipeline ? options(pipeline.stages, 'name') : [];
}

/** Version 1's `loadOptions` methods. */
export const highLevelV1Methods: NodeMethods = {
  loadOptions: {
    async getPipelineStages(ctx) {
      return stagesOf((await get(ctx, 1, '/pipelines')).pipelines, ctx.getCurrentNodeParameter('pipelineId'));
    },
    async getUsers(ctx) {
      return options((await get(ctx, 1, '/users')).users, 'name');
    },
    async getTimezones(ctx) {
      const zones = (await get(ctx, 1, '/timezones')).timezones;
      return (Array.isArray(zones) ? zones : []).map((zone) => ({ name: String(zone), value: zone }));
    },
  },
};

/** Version 2's `loadOptions` and `listSearch` methods. */
export const highLevelV2Methods: NodeMethods = {
  loadOptions: {
    async getPipelines(ctx) {
      return options(
        (await get(ctx, 2, '/opportunities/pipelines', { locationId: await highLevelLocationId(ctx) })).pipelines,
        'name',
      );
    },
    async getPipelineStages(ctx) {
      const operation = ctx.getNodeParameter('operation');
      let pipelineId: unknown = '';
      if (operation === 'create') pipelineId = ctx.getCurrentNodeParameter('pipelineId');
      if (operation === 'update') pipelineId = ctx.getNodeParameter('updateFields.pipelineId');
      if (operation === 'getAll') pipelineId = ctx.getNodeParameter('filters.pipelineId');
      return stagesOf(
        (await get(ctx, 2, '/opportunities/pipelines', { locationId: await highLevelLocationId(ctx) })).pipelines,
        pipelineId,
      );
    },
    async getContacts(ctx) {
      return options(
        (await get(ctx, 2, '/contacts/', { locationId: await highLevelLocationId(ctx) })).contacts,
        'email',
      );
    },
    async getUsers(ctx) {
      return options((await get(ctx, 2, '/users/', { locationId: await highLevelLocationId(ctx) })).users, 'name');
    },
  },
  listSearch: {
    async searchCustomFields(ctx, filter) {
      const location = pathSegment(await highLevelLocationId(ctx));
      const fields = (await get(ctx, 2, `/locations/${location}/customFields`, { model: 'contact' })).customFields;
      const results = options(fields, 'name')
        .filter((f) => !filter || f.name.toLowerCase().includes(filter.toLowerCase()))
        .sort(byLowerName);
      return { results: results.map((r) => ({ name: r.name, value: String(r.value) })) };
    },
    async searchTimezones(ctx, filter) {
      const location = pathSegment(await highLevelLocationId(ctx));
      const zones = (await get(ctx, 2, `/locations/${location}/timezones`)).timeZones;
      const results = (Array.isArray(zones) ? zones : [])
        .map((zone) => String(zone).trim())
        .map((zone) => ({ name: zone, value: zone }));
      return {
        results: results
          .filter((z) => !filter || z.name.toLowerCase().includes(filter.toLowerCase()))
          .sort(byLowerName),
      };
    },
  },
};

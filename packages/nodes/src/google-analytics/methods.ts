/** Google Analytics' pickers: views, UA dimensions and metrics, GA4 properties, dimensions and metrics. */
import type {
  ListSearchMethod,
  LoadOptionsMethod,
  NodeMethodContext,
  NodeMethods,
  NodePropertyOption,
} from '@weft/workflow';
import { googleApiRequest, googleAuthSource } from '../shared/google/index.js';
import { DATA_API } from './execute.js';

type Json = Record<string, unknown>;
const SCOPES = ['https://www.googleapis.com/auth/analytics', 'https://www.googleapis.com/auth/analytics.readonly'];
const get = (c: NodeMethodContext, url: string, qs?: Json) =>
  googleApiRequest<Json>(googleAuthSource(c, 'oAuth2', 'googleAnalyticsOAuth2', SCOPES), { url, qs });
const byName = <T extends { name: string }>(list: T[]): T[] =>
  [...list].sort((a, b) =>
    a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0,
  );
const matches = (filter: string | undefined, name: string) =>
  !filter || name.toLowerCase().includes(filter.toLowerCase());
const VIEWS = 'https://www.googleapis.com/analytics/v3/management/accounts/~all/webproperties/~all/profiles';
const COLUMNS = 'https://www.googleapis.com/analytics/v3/metadata/ga/columns';

/** Universal Analytics columns of one kind that are not deprecated. */
async function columns(c: NodeMethodContext, type: string): Promise<NodePropertyOption[]> {
  const items = ((await get(c, COLUMNS)).items ?? []) as Array<{ id: string; attributes: Json }>;
  return byName(
    items
      .filter((i) => i.attributes.type === type && i.attributes.status !== 'DEPRECATED')
      .map((i) => ({ name: String(i.attributes.uiName), value: i.id })),
  );
}

const getDimensions: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  return columns(ctx ?? this, 'DIMENSION');
};
const getMetrics: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  return columns(ctx ?? this, 'METRIC');
};
const getViews: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  const items = ((await get(ctx ?? this, VIEWS)).items ?? []) as Json[];
  return byName(
    items.map((i) => ({ name: String(i.name), value: String(i.id), description: String(i.websiteUrl ?? '') })),
  );
};

/** The GA4 properties of every account the user reaches. */
async function properties(c: NodeMethodContext): Promise<Array<{ name: string; value: string }>> {
  const out: Array<{ name: string; value: string }> = [];
  const accounts = ((await get(c, 'https://analyticsadmin.googleapis.com/v1alpha/accounts')).accounts ?? []) as Json[];
  for (const account of accounts) {
    const list = ((
      await get(c, 'https://analyticsadmin.googleapis.com/v1alpha/properties', {
        filter: `parent:${String(account.name)}`,
      })
    ).properties ?? []) as Json[];
    for (const p of list)
      out.push({ name: String(p.displayName), value: String(p.name).split('/')[1] || String(p.name) });
  }
  return byName(out);
}

/** GA4 metadata of the chosen property. */
async function metadata(c: NodeMethodContext, field: 'dimensions' | 'metrics'): Promise<NodePropertyOption[]> {
  const id = String(c.getNodeParameter('propertyId', '', { extractValue: true }) ?? '');
  const list = ((await get(c, `${DATA_API}/v1beta/properties/${id}/metadata`, { fields: field }))[field] ??
    []) as Json[];
  return byName(list.map((d) => ({ name: String(d.uiName), value: String(d.apiName) })));
}

const getDimensionsGA4: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  return metadata(ctx ?? this, 'dimensions');
};
const getMetricsGA4: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  return metadata(ctx ?? this, 'metrics');
};
const getProperties: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  return properties(ctx ?? this);
};

const searchProperties: ListSearchMethod = async function (this: NodeMethodContext, ctx, filter) {
  const list = await properties(ctx ?? this);
  return {
    results: list
      .filter((p) => matches(filter, p.name))
      .map((p) => ({ ...p, url: `https://analytics.google.com/analytics/web/#/p${p.value}/` })),
  };
};
const searchViews: ListSearchMethod = async function (this: NodeMethodContext, ctx, filter) {
  const items = ((await get(ctx ?? this, VIEWS)).items ?? []) as Json[];
  const results = items.map((i) => ({
    name: `${String(i.name)} [${String(i.websiteUrl)}]`,
    value: String(i.id),
    url: `https://analytics.google.com/analytics/web/#/report-home/a${String(i.accountId)}w${String(i.internalWebPropertyId)}p${String(i.id)}`,
  }));
  return { results: byName(results).filter((r) => matches(filter, r.name)) };
};

/** Google Analytics' remote methods, with n8n's names. */
export const googleAnalyticsMethods: NodeMethods = {
  loadOptions: { getDimensions, getMetrics, getViews, getProperties, getDimensionsGA4, getMetricsGA4 },
  listSearch: { searchProperties, searchViews },
};

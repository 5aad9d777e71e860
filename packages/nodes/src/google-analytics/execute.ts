/**
 * Google Analytics 1 and 2: Universal Analytics reports (`reports:batchGet`) and user activity
 * (`userActivity:search`) through the Reporting API v4, and in 2 GA4 reports (`runReport`) through
 * the Data API v1beta. Google's refusals become node errors carrying Google's own message.
 */
import {
  NodeApiError,
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type JsonObject,
  type NodeOutput,
  type NodeProperty,
} from '@weft/workflow';
import { DateTime } from 'luxon';
import { googleApiRequest, googleAuthSource, n8nParameter } from '../shared/google/index.js';
import { dateRanges } from './dates.js';
import { googleAnalyticsV1Properties } from './properties-v1.js';
import { googleAnalyticsV2Properties } from './properties-v2.js';
import { ga4Filters, mergeUa, simplifyGa4, simplifyUa } from './reports.js';

/** The Reporting API v4 (Universal Analytics). */
export const REPORTING_API = 'https://analyticsreporting.googleapis.com';
/** The Data API (GA4). */
export const DATA_API = 'https://analyticsdata.googleapis.com';

type Json = Record<string, unknown>;

/** Runs one call, with Google's error message (first line) as the error, as n8n words it. */
async function call(ctx: ExecuteContext, url: string, body: Json, qs: Json, i: number): Promise<Json> {
  const source = googleAuthSource(
    ctx,
    'oAuth2',
    'googleAnalyticsOAuth2',
    ['https://www.googleapis.com/auth/analytics', 'https://www.googleapis.com/auth/analytics.readonly'],
    i,
  );
  try {
    return await googleApiRequest<Json>(source, {
      method: 'POST',
      url,
      body,
      qs: Object.keys(qs).length ? qs : undefined,
      headers: { Accept: 'application/json' },
      itemIndex: i,
    });
  } catch (error) {
    if (!(error instanceof NodeApiError)) throw error;
    const data = error.context.data as { error?: { message?: unknown; code?: unknown } } | undefined;
    const message = data?.error?.message;
    if (typeof message !== 'string') throw error;
    const [first, ...rest] = message.split('\n');
    throw new NodeApiError(
      ctx.getNode(),
      {
        message: first,
        description: rest.join('\n'),
        httpCode: (data?.error?.code as number | undefined) ?? error.httpCode,
        body: data,
      },
      { itemIndex: i },
    );
  }
}

/** Every page of a Universal Analytics report or user activity search, following `nextPageToken`. */
async function allUa(
  ctx: ExecuteContext,
  property: string,
  url: string,
  body: Json,
  qs: Json,
  i: number,
): Promise<Json[]> {
  const out: Json[] = [];
  for (;;) {
    const page = await call(ctx, url, body, qs, i);
    const entries = (page[property] ?? []) as Json[];
    const requests = body.reportRequests as Json[] | undefined;
    if (requests) requests[0]!.pageToken = entries[0]?.nextPageToken;
    else body.pageToken = page.nextPageToken;
    out.push(...entries);
    const more =
      (page.nextPageToken !== undefined && page.nextPageToken !== '') || entries[0]?.nextPageToken !== undefined;
    if (!more) return out;
  }
}

/** Checks a list of metrics or dimensions names each at most once. */
function checkDuplicates(ctx: ExecuteContext, entries: Json[], key: string, type: string): void {
  const names = entries.map((e) => e[key]);
  const twice = [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];
  if (twice.length)
    throw new NodeOperationError(ctx.getNode(), `A ${type} is specified more than once (${twice.join(', ')})`);
}

const locatorValue = (v: unknown): string =>
  String(v && typeof v === 'object' ? ((v as { value?: unknown }).value ?? '') : (v ?? ''));

/** A user activity search (both versions). */
async function searchActivity(ctx: ExecuteContext, props: NodeProperty[], i: number): Promise<unknown> {
  const fields = n8nParameter<Json>(ctx, props, 'additionalFields', i);
  const body: Json = {
    viewId: ctx.getNodeParameter('viewId', i, ''),
    user: { userId: ctx.getNodeParameter('userId', i, '') },
  };
  if (fields.activityTypes) body.activityTypes = fields.activityTypes;
  const url = `${REPORTING_API}/v4/userActivity:search`;
  if (ctx.getNodeParameter('returnAll', 0, false) === true) return allUa(ctx, 'sessions', url, body, {}, i);
  body.pageSize = ctx.getNodeParameter('limit', 0, 100);
  return (await call(ctx, url, body, {}, i)).sessions;
}

/** A Universal Analytics report, after the report request is built. */
async function uaReport(
  ctx: ExecuteContext,
  body: Json,
  qs: Json,
  i: number,
  grouped: boolean,
  limit: number | undefined,
): Promise<unknown> {
  const url = `${REPORTING_API}/v4/reports:batchGet`;
  const returnAll = ctx.getNodeParameter('returnAll', 0, false) === true;
  let reports: unknown;
  if (returnAll) reports = await allUa(ctx, 'reports', url, { reportRequests: [body] }, qs, i);
  else {
    if (limit !== undefined) body.pageSize = limit;
    reports = (await call(ctx, url, { reportRequests: [body] }, qs, i)).reports;
  }
  if (ctx.getNodeParameter('simple', i, true) === true) return simplifyUa(reports, grouped);
  if (returnAll && Array.isArray(reports) && reports.length > 1) return mergeUa(reports);
  return reports;
}

/** Common report options of both versions' Universal Analytics reports. */
function uaOptions(fields: Json, body: Json, qs: Json): void {
  if (fields.useResourceQuotas) qs.useResourceQuotas = fields.useResourceQuotas;
  if (fields.includeEmptyRows) body.includeEmptyRows = fields.includeEmptyRows;
  if (fields.hideTotals) body.hideTotals = fields.hideTotals;
  if (fields.hideValueRanges) body.hideTotals = fields.hideTotals;
}

/** Google Analytics 1's report. */
async function reportV1(ctx: ExecuteContext, i: number): Promise<unknown> {
  const fields = n8nParameter<Json>(ctx, googleAnalyticsV1Properties, 'additionalFields', i);
  const body: Json = { viewId: ctx.getNodeParameter('viewId', i, '') };
  const qs: Json = {};
  const range = (fields.dateRangesUi as { dateRanges?: { startDate?: string; endDate?: string } } | undefined)
    ?.dateRanges;
  if (range) {
    const day = (v: unknown) =>
      DateTime.fromISO(String(v ?? ''))
        .toUTC()
        .toFormat('yyyy-MM-dd');
    body.dateRanges = [{ startDate: day(range.startDate), endDate: day(range.endDate) }];
  }
  if (fields.metricsUi) body.metrics = (fields.metricsUi as Json).metricValues;
  const dims = (fields.dimensionUi as Json | undefined)?.dimensionValues;
  if (dims) body.dimensions = dims;
  const filters = (fields.dimensionFiltersUi as Json | undefined)?.filterValues as Json[] | undefined;
  if (filters) {
    for (const f of filters) f.expressions = [f.expressions];
    body.dimensionFilterClauses = { filters };
  }
  uaOptions(fields, body, qs);
  return uaReport(ctx, body, qs, i, false, undefined);
}

/** Google Analytics 2's Universal Analytics report. */
async function reportUa(ctx: ExecuteContext, i: number): Promise<unknown> {
  const p = googleAnalyticsV2Properties;
  const body: Json = {
    viewId: locatorValue(ctx.getNodeParameter('viewId', i, '')),
    dateRanges: dateRanges(
      ctx.getNode(),
      String(ctx.getNodeParameter('dateRange', i, 'last7days')),
      String(ctx.getNodeParameter('startDate', i, '')),
      String(ctx.getNodeParameter('endDate', i, '')),
    ),
  };
  const qs: Json = {};
  const metricValues = n8nParameter<Json>(ctx, p, 'metricsUA', i).metricValues as Json[] | undefined;
  if (metricValues) {
    const metrics = metricValues.map((m) =>
      m.listName === 'other'
        ? { alias: m.name, expression: m.name }
        : m.listName === 'custom'
          ? { alias: m.name, expression: m.expression, formattingType: m.formattingType }
          : { alias: m.listName, expression: m.listName },
    );
    if (metrics.length) {
      checkDuplicates(ctx, metrics, 'alias', 'metrics');
      body.metrics = metrics;
    }
  }
  const dimensionValues = n8nParameter<Json>(ctx, p, 'dimensionsUA', i).dimensionValues as Json[] | undefined;
  if (dimensionValues) {
    const dimensions = dimensionValues.map((d) => ({ name: d.listName === 'other' ? d.name : d.listName }));
    if (dimensions.length) {
      checkDuplicates(ctx, dimensions, 'name', 'dimensions');
      body.dimensions = dimensions;
    }
  }
  const fields = n8nParameter<Json>(ctx, p, 'additionalFields', i);
  const filters = (fields.dimensionFiltersUi as Json | undefined)?.filterValues as Json[] | undefined;
  if (filters) {
    for (const f of filters) {
      f.expressions = [f.expressions];
      f.dimensionName = f.listName === 'other' ? f.name : f.listName;
      if (f.listName === 'other') delete f.name;
      delete f.listName;
    }
    body.dimensionFilterClauses = { filters };
  }
  uaOptions(fields, body, qs);
  return uaReport(ctx, body, qs, i, true, Number(ctx.getNodeParameter('limit', 0, 50)));
}

/** Google Analytics 2's GA4 report. */
async function reportGa4(ctx: ExecuteContext, i: number): Promise<unknown> {
  const p = googleAnalyticsV2Properties;
  const propertyId = locatorValue(ctx.getNodeParameter('propertyId', i, ''));
  const body: Json = {
    dateRanges: dateRanges(
      ctx.getNode(),
      String(ctx.getNodeParameter('dateRange', i, 'last7days')),
      String(ctx.getNodeParameter('startDate', i, '')),
      String(ctx.getNodeParameter('endDate', i, '')),
    ),
  };
  const metricValues = n8nParameter<Json>(ctx, p, 'metricsGA4', i).metricValues as Json[] | undefined;
  if (metricValues) {
    const metrics = metricValues.map((m) => {
      if (m.listName === 'other') return { name: m.name };
      if (m.listName !== 'custom') return { name: m.listName };
      const custom: Json = { name: m.name, expression: m.expression, invisible: m.invisible };
      if (custom.invisible === false) delete custom.invisible;
      if (custom.expression === '') delete custom.expression;
      return custom;
    });
    if (metrics.length) {
      checkDuplicates(ctx, metrics, 'name', 'metrics');
      body.metrics = metrics;
    }
  }
  const dimensionValues = n8nParameter<Json>(ctx, p, 'dimensionsGA4', i).dimensionValues as Json[] | undefined;
  if (dimensionValues) {
    const dimensions = dimensionValues.map((d) => ({ name: d.listName === 'other' ? d.name : d.listName }));
    if (dimensions.length) {
      checkDuplicates(ctx, dimensions, 'name', 'dimensions');
      body.dimensions = dimensions;
    }
  }
  const fields = n8nParameter<Json>(ctx, p, 'additionalFields', i);
  if (fields.currencyCode) body.currencyCode = fields.currencyCode;
  for (const [ui, key] of [
    ['dimensionFiltersUI', 'dimensionFilter'],
    ['metricsFiltersUI', 'metricFilter'],
  ] as const) {
    const group = (
      fields[ui] as
        { filterExpressions?: { filterExpressionType?: string; expression?: Record<string, Json[]> } } | undefined
    )?.filterExpressions;
    if (group?.expression)
      body[key] = { [String(group.filterExpressionType)]: { expressions: ga4Filters(group.expression) } };
  }
  if (fields.metricAggregations) body.metricAggregations = fields.metricAggregations;
  if (fields.keepEmptyRows) body.keepEmptyRows = fields.keepEmptyRows;
  const orderBy = fields.orderByUI as { metricOrderBy?: Json[]; dimmensionOrderBy?: Json[] } | undefined;
  if (orderBy) {
    body.orderBys = [
      ...(orderBy.metricOrderBy ?? []).map((o) => ({ desc: o.desc, metric: { metricName: o.metricName } })),
      ...(orderBy.dimmensionOrderBy ?? []).map((o) => ({
        desc: o.desc,
        dimension: { dimensionName: o.dimensionName, orderType: o.orderType },
      })),
    ];
  }
  if (fields.returnPropertyQuota) body.returnPropertyQuota = fields.returnPropertyQuota;
  const url = `${DATA_API}/v1beta/properties/${propertyId}:runReport`;
  let reports: Json[];
  if (ctx.getNodeParameter('returnAll', 0, false) === true) {
    const qs: Json = { limit: 100000, offset: 0 };
    let page = await call(ctx, url, body, qs, i);
    let rows: unknown[] = [...[page.rows]].flat();
    while (Number(page.rowCount) > rows.length) {
      page = await call(ctx, url, body, { ...qs, offset: rows.length }, i);
      rows = rows.concat(page.rows);
    }
    reports = [{ ...page, rows }];
  } else {
    body.limit = ctx.getNodeParameter('limit', 0, 50);
    reports = [await call(ctx, url, body, {}, i)];
  }
  if (ctx.getNodeParameter('simple', i, true) === true) return simplifyGa4(reports[0]!);
  return reports;
}

/** One item's operation. */
async function runItem(ctx: ExecuteContext, version: number, i: number): Promise<unknown> {
  const resource = String(ctx.getNodeParameter('resource', 0, 'report'));
  const operation = String(ctx.getNodeParameter('operation', 0, resource === 'report' ? 'get' : 'search'));
  const props = version >= 2 ? googleAnalyticsV2Properties : googleAnalyticsV1Properties;
  if (resource === 'userActivity' && operation === 'search') return searchActivity(ctx, props, i);
  if (resource === 'report' && operation === 'get') {
    if (version < 2) return reportV1(ctx, i);
    return String(ctx.getNodeParameter('propertyType', 0, 'ga4')) === 'ga4' ? reportGa4(ctx, i) : reportUa(ctx, i);
  }
  throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not known`);
}

/** Runs Google Analytics over the input items. */
export async function executeGoogleAnalytics(ctx: ExecuteContext): Promise<NodeOutput> {
  const version = ctx.getNode().typeVersion;
  const out: Item[] = [];
  const items = ctx.getInputData();
  for (let i = 0; i < items.length; i++) {
    try {
      const json = await runItem(ctx, version, i);
      const list = json === undefined ? [] : Array.isArray(json) ? json : [json];
      for (const j of list) out.push({ json: (j ?? {}) as JsonObject, pairedItem: { item: i } });
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}

/**
 * A loopback Google Analytics over seeded, in-memory data, following Google's documented
 * contracts: the Reporting API v4 (`POST /v4/reports:batchGet`, `POST /v4/userActivity:search`,
 * pageSize/pageToken paging) and the Data API v1beta (`POST /v1beta/properties/{id}:runReport`,
 * limit/offset, `GET /v1beta/properties/{id}/metadata`). Rows are grouped by the dimensions asked
 * for, metrics summed; a date range keeps the rows whose `date` (`ga:date`) falls inside it.
 * A single filter clause object is taken as a list of one, as Google's JSON reading of repeated
 * fields allows. Unknown views and properties are refused with 403, calls without a Bearer token with 401, and
 * errors are Google's `{ error: { code, message, status } }`.
 *
 * `createAnalyticsFake(seed)` answers `{ handle(req, res): boolean, state }`; seed:
 *
 *     { "views": { "<viewId>": { "rows": [{ "ga:date": "20250101", "ga:country": "France", "ga:users": 3 }] } },
 *       "properties": { "<propertyId>": { "rows": [{ "date": "20250101", "totalUsers": 3 }] } },
 *       "users": { "<viewId>": { "<userId>": [{ "sessionId": "…", "activities": [{ "activityType": "PAGEVIEW", … }] }] } } }
 *
 * Page tokens are row offsets, so a recorded run replays.
 */
import { createServer } from 'node:http';

const STATUS = { 400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 403: 'PERMISSION_DENIED', 404: 'NOT_FOUND', 429: 'RESOURCE_EXHAUSTED' };
class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}
const send = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
};
const readBody = (req) =>
  new Promise((resolve) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

const dayOf = (v) => String(v ?? '').replace(/-/g, '');
const inRange = (row, dateKey, ranges) => {
  if (!ranges?.length || row[dateKey] === undefined) return true;
  const d = dayOf(row[dateKey]);
  return ranges.some((r) => (!r.startDate || d >= dayOf(r.startDate)) && (!r.endDate || d <= dayOf(r.endDate)));
};
const isNum = (v) => typeof v === 'number' || (typeof v === 'string' && v !== '' && !Number.isNaN(Number(v)));

/** Groups rows by `dims` and sums `metrics` (missing dimension values are "(not set)"). */
function group(rows, dims, metrics) {
  const groups = new Map();
  for (const row of rows) {
    const key = dims.map((d) => String(row[d] ?? '(not set)'));
    const id = JSON.stringify(key);
    if (!groups.has(id)) groups.set(id, { key, values: metrics.map(() => 0) });
    const g = groups.get(id);
    metrics.forEach((m, i) => (g.values[i] += isNum(row[m]) ? Number(row[m]) : 0));
  }
  return [...groups.values()].sort((a, b) => (a.key.join('\u0000') < b.key.join('\u0000') ? -1 : a.key.join('\u0000') > b.key.join('\u0000') ? 1 : 0));
}

/** A UA dimension filter clause on one row. */
function uaFilterMatches(row, filter) {
  const value = String(row[filter.dimensionName] ?? '');
  const expr = String(filter.expressions?.[0] ?? '');
  const ci = filter.caseSensitive ? (s) => s : (s) => s.toLowerCase();
  let ok;
  switch (filter.operator ?? 'REGEXP') {
    case 'EXACT': ok = ci(value) === ci(expr); break;
    case 'PARTIAL': ok = ci(value).includes(ci(expr)); break;
    case 'BEGINS_WITH': ok = ci(value).startsWith(ci(expr)); break;
    case 'ENDS_WITH': ok = ci(value).endsWith(ci(expr)); break;
    default: ok = new RegExp(expr, filter.caseSensitive ? '' : 'i').test(value);
  }
  return filter.not ? !ok : ok;
}

/** A GA4 string filter on one row. */
function ga4FilterMatches(row, expression) {
  const f = expression.filter;
  if (!f) return true;
  const value = String(row[f.fieldName] ?? '');
  if (f.stringFilter) {
    const s = f.stringFilter;
    const ci = s.caseSensitive ? (x) => x : (x) => x.toLowerCase();
    const v = ci(value);
    const e = ci(String(s.value ?? ''));
    switch (s.matchType ?? 'EXACT') {
      case 'BEGINS_WITH': return v.startsWith(e);
      case 'ENDS_WITH': return v.endsWith(e);
      case 'CONTAINS': return v.includes(e);
      case 'FULL_REGEXP': return new RegExp(`^(?:${s.value})$`).test(value);
      case 'PARTIAL_REGEXP': return new RegExp(String(s.value)).test(value);
      default: return v === e;
    }
  }
  if (f.inListFilter) return (f.inListFilter.values ?? []).includes(value);
  return true;
}

/** A fresh Analytics API over `seed`. */
export function createAnalyticsFake(seed = {}) {
  const state = { views: seed.views ?? {}, properties: seed.properties ?? {}, users: seed.users ?? {}, requests: [] };

  function batchGet(body, qs) {
    const reports = (body.reportRequests ?? []).map((request) => {
      const view = state.views[String(request.viewId)];
      if (!view) throw new HttpError(403, 'User does not have sufficient permissions for this profile.');
      const metrics = (request.metrics ?? []).map((m) => ({ name: m.alias ?? m.expression, expression: m.expression, type: m.formattingType ?? 'INTEGER' }));
      if (!metrics.length) throw new HttpError(400, 'Selected dimensions and metrics cannot be queried together.');
      const dims = (request.dimensions ?? []).map((d) => d.name);
      let rows = view.rows.filter((r) => inRange(r, 'ga:date', request.dateRanges));
      for (const clause of [request.dimensionFilterClauses ?? []].flat()) rows = rows.filter((r) => (clause.filters ?? []).some((f) => uaFilterMatches(r, f)));
      const groups = group(rows, dims, metrics.map((m) => m.expression));
      const start = Number(request.pageToken ?? 0) || 0;
      const size = Number(request.pageSize ?? 1000);
      const page = groups.slice(start, start + size);
      const totals = metrics.map((_, i) => String(groups.reduce((s, g) => s + g.values[i], 0)));
      const data = { totals: [{ values: totals }], rowCount: groups.length, isDataGolden: true };
      if (page.length) {
        data.rows = page.map((g) => ({ ...(dims.length ? { dimensions: g.key } : {}), metrics: [{ values: g.values.map(String) }] }));
        data.minimums = [{ values: metrics.map((_, i) => String(Math.min(...groups.map((g) => g.values[i])))) }];
        data.maximums = [{ values: metrics.map((_, i) => String(Math.max(...groups.map((g) => g.values[i])))) }];
      }
      if (request.hideTotals) delete data.totals;
      const report = { columnHeader: { ...(dims.length ? { dimensions: dims } : {}), metricHeader: { metricHeaderEntries: metrics.map((m) => ({ name: m.name, type: m.type })) } }, data };
      if (start + size < groups.length) report.nextPageToken = String(start + size);
      return report;
    });
    const out = { reports };
    if (qs.get('useResourceQuotas') === 'true') out.resourceQuotasRemaining = { dailyQuotaTokensRemaining: 1000, hourlyQuotaTokensRemaining: 100 };
    return out;
  }

  function userActivity(body) {
    const view = state.users[String(body.viewId)];
    if (!view) throw new HttpError(403, 'User does not have sufficient permissions for this profile.');
    const userId = body.user?.userId;
    if (!userId) throw new HttpError(400, 'Field user.userId is required.');
    const sessions = (view[userId] ?? []).map((s) => ({
      ...s,
      activities: (s.activities ?? []).filter((a) => !body.activityTypes?.length || body.activityTypes.includes(a.activityType)),
    }));
    const start = Number(body.pageToken ?? 0) || 0;
    const size = Number(body.pageSize ?? 1000);
    const out = { sessions: sessions.slice(start, start + size), totalRows: sessions.length, sampleRate: 1 };
    if (start + size < sessions.length) out.nextPageToken = String(start + size);
    return out;
  }

  function runReport(id, body, qs) {
    const property = state.properties[id];
    if (!property) throw new HttpError(403, 'User does not have sufficient permissions for this property. To learn more about Property ID, see https://developers.google.com/analytics/devguides/reporting/data/v1/property-id.');
    const metrics = (body.metrics ?? []).map((m) => m.name);
    const dims = (body.dimensions ?? []).map((d) => d.name);
    const known = new Set(property.rows.flatMap((r) => Object.keys(r)));
    for (const m of metrics) if (!known.has(m)) throw new HttpError(400, `Field ${m} is not a valid metric. For a list of valid dimensions and metrics, see https://developers.google.com/analytics/devguides/reporting/data/v1/api-schema `);
    let rows = property.rows.filter((r) => inRange(r, 'date', body.dateRanges));
    const filter = body.dimensionFilter;
    if (filter?.andGroup) rows = rows.filter((r) => filter.andGroup.expressions.every((e) => ga4FilterMatches(r, e)));
    if (filter?.orGroup) rows = rows.filter((r) => filter.orGroup.expressions.some((e) => ga4FilterMatches(r, e)));
    let groups = group(rows, dims, metrics);
    for (const order of [...(body.orderBys ?? [])].reverse()) {
      const idx = order.metric ? metrics.indexOf(order.metric.metricName) : dims.indexOf(order.dimension?.dimensionName);
      const pick = (g) => (order.metric ? g.values[idx] : g.key[idx]);
      groups = [...groups].sort((a, b) => {
        const c = pick(a) < pick(b) ? -1 : pick(a) > pick(b) ? 1 : 0;
        return order.desc ? -c : c;
      });
    }
    const offset = Number(body.offset ?? qs.get('offset') ?? 0);
    const limit = Number(body.limit ?? qs.get('limit') ?? 10000);
    const page = groups.slice(offset, offset + limit);
    const out = { dimensionHeaders: dims.map((name) => ({ name })), metricHeaders: metrics.map((name) => ({ name, type: 'TYPE_INTEGER' })) };
    if (page.length) out.rows = page.map((g) => ({ dimensionValues: g.key.map((value) => ({ value })), metricValues: g.values.map((v) => ({ value: String(v) })) }));
    if (groups.length) out.rowCount = groups.length;
    out.metadata = { currencyCode: body.currencyCode ?? 'USD', timeZone: 'Etc/UTC' };
    if (body.returnPropertyQuota) out.propertyQuota = { tokensPerDay: { consumed: 1, remaining: 199999 }, tokensPerHour: { consumed: 1, remaining: 39999 } };
    out.kind = 'analyticsData#runReport';
    return out;
  }

  return {
    state,
    handle(req, res) {
      const url = new URL(req.url, 'http://fake');
      const path = url.pathname;
      const ga4 = /^\/v1beta\/properties\/([^/:]+)(?::runReport|\/metadata)$/.exec(path);
      if (!(path === '/v4/reports:batchGet' || path === '/v4/userActivity:search' || ga4)) return false;
      void (async () => {
        const text = await readBody(req);
        try {
          if (!/^Bearer \S+/.test(String(req.headers.authorization ?? ''))) throw new HttpError(401, 'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential.');
          const body = text ? JSON.parse(text) : {};
          state.requests.push({ method: req.method, path, query: Object.fromEntries(url.searchParams), body });
          if (path === '/v4/reports:batchGet') return send(res, 200, batchGet(body, url.searchParams));
          if (path === '/v4/userActivity:search') return send(res, 200, userActivity(body));
          const id = ga4[1];
          if (path.endsWith('/metadata')) {
            const property = state.properties[id];
            if (!property) throw new HttpError(403, 'User does not have sufficient permissions for this property.');
            const keys = [...new Set(property.rows.flatMap((r) => Object.keys(r)))];
            const numeric = (k) => property.rows.some((r) => typeof r[k] === 'number');
            return send(res, 200, { name: `properties/${id}/metadata`, dimensions: keys.filter((k) => !numeric(k)).map((k) => ({ apiName: k, uiName: k })), metrics: keys.filter(numeric).map((k) => ({ apiName: k, uiName: k })) });
          }
          return send(res, 200, runReport(id, body, url.searchParams));
        } catch (error) {
          const status = error instanceof HttpError ? error.status : 400;
          send(res, status, { error: { code: status, message: error.message, status: STATUS[status] ?? 'UNKNOWN' } });
        }
      })();
      return true;
    },
  };
}

/** Serves `fake` on 127.0.0.1:0; answers `{ server, url, fake }`. */
export async function start(fake = createAnalyticsFake()) {
  const server = createServer((req, res) => {
    if (!fake.handle(req, res)) send(res, 404, { error: { code: 404, message: 'No fake answers this route', status: 'NOT_FOUND' } });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}`, fake };
}

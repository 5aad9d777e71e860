/** Turning Google Analytics answers into n8n's items: simplified rows, merged pages, GA4 rows. */

type Json = Record<string, unknown>;
interface UaReport {
  columnHeader?: { dimensions?: string[]; metricHeader?: { metricHeaderEntries?: Array<{ name: string }> } };
  data?: { rows?: Array<{ dimensions?: string[]; metrics?: Array<{ values?: unknown[] }> }> };
}

/**
 * One object per row of Universal Analytics reports, dimension values then metric values by
 * their header names (reports without rows give nothing). `grouped` keeps the dimensions
 * before the metrics as typeVersion 2 does; typeVersion 1 writes them in turn.
 */
export function simplifyUa(reports: unknown, grouped: boolean): Json[] {
  const out: Json[] = [];
  for (const report of (Array.isArray(reports) ? reports : []) as UaReport[]) {
    const rows = report.data?.rows;
    if (rows === undefined) continue;
    const dimensions = report.columnHeader?.dimensions;
    const metrics = (report.columnHeader?.metricHeader?.metricHeaderEntries ?? []).map((e) => e.name);
    for (const row of rows) {
      const dims: Json = {};
      const values: Json = {};
      const target = grouped ? values : dims;
      if (dimensions) {
        dimensions.forEach((d, i) => {
          dims[d] = row.dimensions?.[i];
          metrics.forEach((m, j) => (target[m] = row.metrics?.[0]?.values?.[j]));
        });
      } else {
        metrics.forEach((m, j) => (target[m] = row.metrics?.[0]?.values?.[j]));
      }
      out.push({ ...dims, ...values });
    }
  }
  return out;
}

/** Several pages of one report as one report holding all their rows (the first page's headers). */
export function mergeUa(reports: UaReport[]): Json[] {
  const first = reports[0]!;
  const rows = reports.flatMap((r) => r.data?.rows ?? []);
  const data = { ...(first.data ?? {}), rows };
  return [{ columnHeader: first.columnHeader, data }];
}

interface Ga4Report {
  dimensionHeaders?: Array<{ name: string }>;
  metricHeaders?: Array<{ name: string }>;
  rows?: Array<{ dimensionValues: Array<{ value: unknown }>; metricValues: Array<{ value: unknown }> } | null>;
}

/** One object per row of a GA4 report, dimension values then metric values by header name. */
export function simplifyGa4(report: Ga4Report): Json[] {
  if (!report.rows) return [];
  const dims = (report.dimensionHeaders ?? []).map((h) => h.name);
  const metrics = (report.metricHeaders ?? []).map((h) => h.name);
  const out: Json[] = [];
  for (const row of report.rows) {
    if (!row) continue;
    const d: Json = {};
    const m: Json = {};
    dims.forEach((name, i) => (d[name] = row.dimensionValues[i]?.value));
    metrics.forEach((name, i) => (m[name] = row.metricValues[i]?.value));
    out.push({ ...d, ...m });
  }
  return out;
}

/** GA4 filter expressions as the Data API wants them, from the node's filter entries by type. */
export function ga4Filters(expression: Record<string, Json[]>): Json[] {
  const out: Json[] = [];
  for (const [type, filters] of Object.entries(expression)) {
    for (const entry of filters ?? []) {
      const f: Json = { ...entry };
      const fieldName = f.listName === 'other' || f.listName === 'custom' ? f.name : f.listName;
      if (f.listName === 'other' || f.listName === 'custom') delete f.name;
      delete f.listName;
      if (type === 'inListFilter') f.values = String(f.values ?? '').split(',');
      if (type === 'numericFilter') {
        f.value = { [String(f.valueType)]: f.value };
        delete f.valueType;
      }
      if (type === 'betweenFilter') {
        f.fromValue = { [String(f.valueType)]: f.fromValue };
        f.toValue = { [String(f.valueType)]: f.toValue };
        delete f.valueType;
      }
      out.push({ filter: { fieldName, [type]: f } });
    }
  }
  return out;
}

/**
 * The body of a contact or deal Search (HubSpot's v3 CRM search): one sort (`sortBy`, default
 * `createdate`, `direction`, default descending), the filter groups (at most 3 from version 2), and
 * the options as they are (`properties`, `query`…, which n8n's node also copies into the body).
 *
 * A filter's hidden `type` parameter is an expression over its sibling (`$parameter["&propertyName"]`),
 * which Weft's expressions do not reach: the filters are read raw, each value evaluated on its own,
 * and `type` worked out from the property name (`email|string` → `string`). Version 2 sends neither
 * `type` nor the `|type` suffix of the property name; version 1 sends both, as n8n's node does.
 */
import { NodeOperationError } from '@weft/workflow';
import { fields, type Run } from './run.js';

type Json = Record<string, unknown>;

const SIBLING_TYPE =
  /^=\s*\{\{\s*\$parameter\[\s*["']&propertyName["']\s*\]\.split\(\s*["']\|["']\s*\)\[1\]\s*\}\}\s*$/;

/** One filter's values, expressions evaluated for the item (the type from its property name). */
function filterValues(run: Run, raw: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'type' && typeof value === 'string' && SIBLING_TYPE.test(value)) continue;
    out[key] = typeof value === 'string' && value.startsWith('=') ? run.ctx.evaluateExpression(value, run.i) : value;
  }
  if ('type' in raw && !('type' in out)) out.type = String(out.propertyName ?? '').split('|')[1];
  return out;
}

/** The filter groups as written (expressions evaluated). */
function filterGroups(run: Run): Array<{ filtersUi?: { filterValues?: Json[] } }> | undefined {
  const raw = run.ctx.getNodeParameter('filterGroupsUi', run.i, {}, { rawExpressions: true }) as
    { filterGroupsValues?: Array<{ filtersUi?: { filterValues?: Json[] } }> } | undefined;
  const groups = raw?.filterGroupsValues;
  if (!Array.isArray(groups)) return undefined;
  return groups.map((g) =>
    g.filtersUi
      ? {
          filtersUi: {
            ...g.filtersUi,
            ...(Array.isArray(g.filtersUi.filterValues)
              ? { filterValues: g.filtersUi.filterValues.map((f) => filterValues(run, f)) }
              : {}),
          },
        }
      : {},
  );
}

/** The search body for the item. */
export function searchBody(run: Run): Json {
  const additional = fields(run, 'additionalFields');
  const body: Json = {
    sorts: [{ propertyName: additional.sortBy || 'createdate', direction: additional.direction || 'DESCENDING' }],
  };
  const groups = filterGroups(run);
  if (groups) {
    const out: Array<{ filters: Json[] }> = [];
    for (const group of groups) {
      if (!group.filtersUi) continue;
      const values = group.filtersUi.filterValues;
      if (run.version >= 2) {
        for (const filter of values ?? []) {
          delete filter.type;
          filter.propertyName =
            filter.propertyName === undefined || filter.propertyName === null
              ? undefined
              : String(filter.propertyName).split('|')[0];
        }
        out.push({ filters: values as Json[] });
      } else if (values) {
        out.push({ filters: values });
      }
    }
    body.filterGroups = out;
    if (run.version >= 2 && out.length > 3)
      throw new NodeOperationError(run.ctx.getNode(), 'You can only have 3 filter groups', { itemIndex: run.i });
  }
  Object.assign(body, additional);
  return body;
}

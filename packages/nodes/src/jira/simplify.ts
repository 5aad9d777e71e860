/**
 * Issue Get's "Simplify" output: an issue's `fields` keyed by their display names (from the
 * `names` Jira answers with `expand=names`), after `id`, `key` and `self`. Standard fields come
 * first, in name order, then custom fields (`customfield_<n>`); a display name already taken gets
 * `_1`, `_2`… appended, and a field without a display name keeps its id.
 */
type Json = Record<string, unknown>;

const CUSTOM = /^customfield_\d+$/;

function fieldOrder(a: string, b: string): number {
  const ca = CUSTOM.test(a);
  const cb = CUSTOM.test(b);
  if (ca && cb) return a > b ? 1 : -1;
  if (ca) return 1;
  if (cb) return -1;
  return a > b ? 1 : -1;
}

/** The simplified form of an issue read with `expand=names`. */
export function simplifyIssue(issue: Json): Json {
  const names = (issue.names ?? {}) as Record<string, string>;
  const fields = (issue.fields ?? {}) as Json;
  const out: Json = { id: issue.id, key: issue.key, self: issue.self };
  for (const field of Object.keys(fields).sort(fieldOrder)) {
    const name = names[field];
    if (name !== undefined && name in out) {
      let candidate = name;
      for (let n = 1; candidate in out; n++) candidate = `${name}_${n}`;
      out[candidate] = fields[field];
    } else {
      out[name || field] = fields[field];
    }
  }
  return out;
}

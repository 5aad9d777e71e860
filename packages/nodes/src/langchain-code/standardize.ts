/**
 * n8n's clean-up of a Code node's output: objects that are not plain objects (a Date, a RegExp, a
 * class instance without `toJSON`) anywhere in an item's JSON become their JSON text; objects
 * with `toJSON` (LangChain's messages) and plain ones are kept. Changes `json` in place.
 */
function traversable(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function' &&
    Object.keys(value).length > 0
  );
}

/** Replaces, in place and at any depth, each non-plain object in `json` by its JSON text. */
export function standardizeJson(json: Record<string, unknown>, seen = new WeakSet<object>()): Record<string, unknown> {
  for (const [key, value] of Object.entries(json)) {
    if (!traversable(value) || seen.has(value)) continue;
    seen.add(value);
    json[key] = value.constructor?.name !== 'Object' ? JSON.stringify(value) : standardizeJson(value, seen);
  }
  return json;
}

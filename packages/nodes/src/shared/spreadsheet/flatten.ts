/**
 * Flattens nested objects and arrays into one level with dotted keys (`{a: {b: 1}, c: [2]}` →
 * `{"a.b": 1, "c.0": 2}`), as n8n does before writing items to a spreadsheet. Dates become their
 * `toString()` text; empty objects and arrays leave no column.
 */
export function flattenObject(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(data)) {
    const value = data[key];
    if (value !== null && typeof value === 'object') {
      if (value instanceof Date) {
        out[key] = value.toString();
        continue;
      }
      const inner = flattenObject(value as Record<string, unknown>);
      for (const sub of Object.keys(inner)) if (inner[sub] !== undefined) out[`${key}.${sub}`] = inner[sub];
    } else {
      out[key] = value;
    }
  }
  return out;
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A value as HTML text, safe in element content and in quoted attribute values: `&`, `<`, `>`,
 * `"` and `'` become entities; `null` and `undefined` become the empty string.
 *
 * @example
 * escapeHtml('<b>"Tom" & Jerry</b>'); // '&lt;b&gt;&quot;Tom&quot; &amp; Jerry&lt;/b&gt;'
 */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);
}

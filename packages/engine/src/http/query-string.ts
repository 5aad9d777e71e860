/** Query-string serialisation for outgoing HTTP requests. */

/** How arrays are written into a query string. */
export type ArrayFormat = 'brackets' | 'indices' | 'repeat';

/**
 * Percent-encodes as n8n's requests do (the `qs` package's RFC 3986 format, which n8n sets as
 * axios' serializer): everything but letters, digits and `-._~`, so a space is `%20`, not `+`.
 */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

function appendPairs(out: string[], key: string, value: unknown, format: ArrayFormat): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((entry, index) => {
      const name = format === 'repeat' ? key : format === 'indices' ? `${key}[${index}]` : `${key}[]`;
      if (entry !== null && typeof entry === 'object' && !(entry instanceof Date) && format === 'indices') {
        appendPairs(out, name, entry, format);
      } else if (entry !== undefined && entry !== null) {
        out.push(`${encodeRfc3986(name)}=${encodeRfc3986(scalar(entry))}`);
      }
    });
    return;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [sub, entry] of Object.entries(value as Record<string, unknown>)) {
      appendPairs(out, `${key}[${sub}]`, entry, format);
    }
    return;
  }
  out.push(`${encodeRfc3986(key)}=${encodeRfc3986(scalar(value))}`);
}

/**
 * Serialises a query object. `null`/`undefined` values are skipped, arrays follow `format`,
 * nested objects use `key[sub]` notation.
 */
export function stringifyQuery(qs: Record<string, unknown>, format: ArrayFormat = 'brackets'): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(qs)) appendPairs(out, key, value, format);
  return out.join('&');
}

/** Appends a serialised query to a URL that may already carry one. */
export function appendQuery(url: string, qs: Record<string, unknown> | undefined, format?: ArrayFormat): string {
  if (!qs) return url;
  const query = stringifyQuery(qs, format);
  if (!query) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}${query}${hash}`;
}

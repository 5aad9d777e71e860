/** Reading the request headers by which a client says what it takes: `accept-encoding`, `if-none-match`. */

/** How a client may take a body, from its `accept-encoding`: brotli if it takes it, else gzip, else plain. */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  const offered = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => offered.get(name) ?? offered.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** Whether an `if-none-match` header names `etag` (or is `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag;
  });
}

// Property-based generator of malformed HTTP requests for the R3 fuzz (issue 19), shared by
// bench/fault/fuzz.mjs (10,000 requests at a real `weft start`) and the suite's 500-request
// version (packages/server/test/fault-fuzz.test.ts, in-process). Requests target every route
// of a route table ({method, url} with `:param` or `{param}` placeholders): wrong and hostile
// path values, random query strings, bodies that are broken JSON, JSON of the wrong shape, deep
// nesting, large strings or the wrong content type, signed in or not, with garbage API keys.
import fc from 'fast-check';

const hostileText = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '..',
  '../../etc/passwd',
  '%00',
  '%ZZ',
  '%2e%2e%2f',
  "' OR 1=1 --",
  '"; DROP TABLE workflow; --',
  '<script>alert(1)</script>',
  '{{ $secrets.env.X }}',
  '={{ process.exit(1) }}',
  '__proto__',
  'constructor',
  'prototype',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '😀'.repeat(50),
  'a'.repeat(5000),
  '9'.repeat(400),
);
const pathValue = fc.oneof(hostileText, fc.string({ maxLength: 40 }), fc.integer().map(String), fc.uuid());
const jsonish = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.oneof(hostileText, fc.string({ maxLength: 12 })), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 8 }),
  fc.record(
    {
      name: fc.jsonValue({ maxDepth: 2 }),
      nodes: fc.jsonValue({ maxDepth: 3 }),
      connections: fc.jsonValue({ maxDepth: 3 }),
      data: fc.jsonValue({ maxDepth: 2 }),
      type: fc.jsonValue({ maxDepth: 1 }),
    },
    { requiredKeys: [] },
  ),
);

/** A body and the content type it is sent with (or none). */
const bodyArb = fc.oneof(
  fc.constant({ body: undefined, contentType: undefined }),
  fc.constant({ body: '', contentType: 'application/json' }),
  jsonish.map((v) => ({ body: JSON.stringify(v), contentType: 'application/json' })),
  fc.string({ maxLength: 200 }).map((s) => ({ body: `{"a":${s}`, contentType: 'application/json' })),
  fc.string({ maxLength: 200 }).map((s) => ({ body: s, contentType: 'application/json' })),
  fc
    .tuple(
      jsonish,
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/octet-stream',
        'application/json; charset=utf-16',
        'bogus',
      ),
    )
    .map(([v, contentType]) => ({ body: JSON.stringify(v), contentType })),
  fc
    .integer({ min: 1000, max: 20_000 })
    .map((d) => ({ body: '['.repeat(d) + ']'.repeat(d), contentType: 'application/json' })),
  fc
    .integer({ min: 1000, max: 20_000 })
    .map((d) => ({ body: '{"a":'.repeat(d) + '1' + '}'.repeat(d), contentType: 'application/json' })),
  fc.integer({ min: 10_000, max: 300_000 }).map((n) => ({
    body: JSON.stringify({ name: 'x'.repeat(n), nodes: [], connections: {} }),
    contentType: 'application/json',
  })),
  fc.uint8Array({ maxLength: 300 }).map((b) => ({ body: Buffer.from(b), contentType: 'application/json' })),
);

const queryArb = fc.array(
  fc.tuple(
    fc.oneof(
      fc.constantFrom(
        'limit',
        'skip',
        'take',
        'filter',
        'cursor',
        'includeData',
        'projectId',
        'search',
        'sortBy',
        'status',
        'firstId',
        'lastId',
        'path',
        'methodName',
        'credentials',
        'nodeTypeAndVersion',
        'currentNodeParameters',
      ),
      fc.string({ maxLength: 8 }),
    ),
    pathValue,
  ),
  { maxLength: 4 },
);

/** Percent-encodes text; a lone surrogate becomes the invalid UTF-8 bytes %ED%A0%80 (a fuzz case in itself). */
function enc(v) {
  try {
    return encodeURIComponent(v);
  } catch {
    return encodeURIComponent(String(v).replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
}

/** Fills `:name` / `{name}` placeholders and wildcards with generated values. */
function fillPath(template, values) {
  let i = 0;
  const next = () => enc(values[i++ % values.length] ?? 'x');
  return template
    .replace(/:[A-Za-z0-9_]+/g, next)
    .replace(/\{[^}]+\}/g, next)
    .replace(/\*/g, () => values.slice(0, 2).map(enc).join('/'));
}

/**
 * An arbitrary request over `routes`. `auth` values: 'cookie' (the signed-in session given to
 * {@link toRequest}), 'none', 'badCookie', 'apiKey' (a garbage X-N8N-API-KEY).
 */
export function requestArbitrary(routes) {
  return fc.record({
    route: fc.constantFrom(...routes),
    otherMethod: fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'), { freq: 6 }),
    values: fc.array(pathValue, { minLength: 1, maxLength: 3 }),
    query: queryArb,
    body: bodyArb,
    auth: fc.constantFrom('cookie', 'cookie', 'none', 'badCookie', 'apiKey'),
  });
}

/** Turns a generated case into `{method, url, headers, body}`. */
export function toRequest(c, cookie) {
  const method = c.otherMethod ?? c.route.method;
  const qs = c.query.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  const url = fillPath(c.route.url, c.values) + (qs ? `?${qs}` : '');
  const headers = {};
  if (c.auth === 'cookie' && cookie) headers.cookie = cookie;
  if (c.auth === 'badCookie') headers.cookie = 'weft-auth=' + enc(c.values[0] ?? 'x');
  if (c.auth === 'apiKey') headers['x-n8n-api-key'] = String(c.values[0] ?? 'x').replace(/[^\x20-\x7e]/g, '?');
  const hasBody = method !== 'GET' && method !== 'OPTIONS' && c.body.body !== undefined;
  if (hasBody && c.body.contentType) headers['content-type'] = c.body.contentType;
  return { method, url, headers, body: hasBody ? c.body.body : undefined };
}

/** Routes of an OpenAPI document (`servers[0].url` + path) as {method, url}. */
export function openApiRoutes(doc, base = '/api/v1') {
  const out = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const method of Object.keys(ops)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method))
        out.push({ method: method.toUpperCase(), url: base + path });
    }
  }
  return out;
}

/** `count` generated requests (reproducible from `seed`). */
export function sampleRequests(routes, count, seed) {
  return fc.sample(requestArbitrary(routes), { numRuns: count, seed });
}

// HTTP Request 3–4.3 against the loopback conformance service (conformance-server.mjs, which must
// run on 127.0.0.1:18232 while a case is recorded): every kind of answer (a list, an object, text,
// HTML, XML, a file, errors, a redirect) read in each response format, full or not, with errors
// ignored or not; and requests built from query, header and body fields, as keys or as JSON.
const BASE = 'http://127.0.0.1:18232';

/** Two items: the request variants read them in expressions. */
const ITEMS = [
  { id: 1, q: 'a b&c', tags: ['x', 'y'], body: { k: 'v', n: 1 }, path: 'products' },
  { id: 2, q: 'ü=1', tags: [], body: [1, 2], path: 'summary' },
];

const ENDPOINTS = {
  list: '/products',
  object: '/summary',
  text: '/plain',
  html: '/html',
  xml: '/xml',
  file: '/binary',
  'not found': '/code/404',
  'server error': '/code/500',
  'no content': '/code/204',
  redirect: '/redirect',
};

function responseOptions(format, { full = false, neverError = false } = {}) {
  const response = {};
  if (full) response.fullResponse = true;
  if (neverError) response.neverError = true;
  if (format !== 'autodetect') response.responseFormat = format;
  if (format === 'file' || format === 'text') response.outputPropertyName = 'out';
  return Object.keys(response).length ? { response: { response } } : {};
}

function variants(version) {
  const out = [];
  const v = (label, parameters) =>
    out.push({ label, type: 'n8n-nodes-base.httpRequest', typeVersion: version, parameters });
  for (const [name, path] of Object.entries(ENDPOINTS))
    for (const format of ['autodetect', 'json', 'text', 'file'])
      for (const [mode, flags] of [
        ['', {}],
        [' never error', { neverError: true }],
        [' full', { full: true, neverError: true }],
      ]) {
        // Full responses use the `/closing/` routes, so the headers do not depend on connection reuse.
        const url = `${BASE}${flags.full ? '/closing' : ''}${path}`;
        v(`${name} ${format}${mode}`, { url, options: responseOptions(format, flags) });
      }
  const echo = (label, parameters) => v(label, { method: 'POST', url: `${BASE}/inspect`, options: {}, ...parameters });
  echo('query keys', {
    sendQuery: true,
    queryParameters: {
      parameters: [
        { name: 'q', value: '={{ $json.q }}' },
        { name: 'id', value: '={{ $json.id }}' },
        { name: 'tags', value: '={{ $json.tags }}' },
      ],
    },
  });
  echo('query json', {
    sendQuery: true,
    specifyQuery: 'json',
    jsonQuery: '={{ JSON.stringify({ q: $json.q, n: $json.id }) }}',
  });
  echo('headers keys', {
    sendHeaders: true,
    headerParameters: {
      parameters: [
        { name: 'x-custom', value: '=v{{ $json.id }}' },
        { name: 'accept', value: 'text/plain' },
      ],
    },
  });
  echo('headers json', { sendHeaders: true, specifyHeaders: 'json', jsonHeaders: '{"x-other": "o", "x-custom": "c"}' });
  echo('body json keys', {
    sendBody: true,
    bodyParameters: {
      parameters: [
        { name: 'id', value: '={{ $json.id }}' },
        { name: 'q', value: '={{ $json.q }}' },
        { name: 'body', value: '={{ $json.body }}' },
      ],
    },
  });
  echo('body json text', {
    sendBody: true,
    specifyBody: 'json',
    jsonBody: '={\n  "id": {{ $json.id }},\n  "q": "{{ $json.q }}"\n}',
  });
  echo('body json expression', { sendBody: true, specifyBody: 'json', jsonBody: '={{ $json.body }}' });
  echo('body json invalid', { sendBody: true, specifyBody: 'json', jsonBody: '{ not json' });
  echo('body form keys', {
    sendBody: true,
    contentType: 'form-urlencoded',
    bodyParameters: {
      parameters: [
        { name: 'q', value: '={{ $json.q }}' },
        { name: 'id', value: '={{ $json.id }}' },
      ],
    },
  });
  echo('body form single field', {
    sendBody: true,
    contentType: 'form-urlencoded',
    specifyBody: 'string',
    body: '=a=1&q={{ $json.id }}',
  });
  echo('body raw', {
    sendBody: true,
    contentType: 'raw',
    rawContentType: 'text/csv',
    body: '=id,q\n{{ $json.id }},{{ $json.q }}',
  });
  echo('body multipart', {
    sendBody: true,
    contentType: 'multipart-form-data',
    bodyParameters: {
      parameters: [
        { name: 'a', value: '={{ $json.id }}' },
        { name: 'b', value: 'two' },
      ],
    },
  });
  for (const method of ['GET', 'DELETE', 'PUT', 'PATCH', 'HEAD'])
    v(`method ${method}`, { method, url: `${BASE}/inspect`, options: {} });
  v('url from item', { url: `=${BASE}/{{ $json.path }}`, options: {} });
  v('url without scheme', { url: '127.0.0.1:18232/products', options: {} });
  v('url invalid', { url: 'http://', options: {} });
  v('redirect not followed', {
    url: `${BASE}/redirect`,
    options: { redirect: { redirect: { followRedirects: false } } },
  });
  v('redirect not followed never error', {
    url: `${BASE}/closing/redirect`,
    options: {
      redirect: { redirect: { followRedirects: false } },
      response: { response: { neverError: true, fullResponse: true } },
    },
  });
  return out;
}

export const httpRequest = {
  folder: 'http-request',
  cases: [3, 4, 4.1, 4.2, 4.3].map((version) => ({
    name: `v${String(version).replace('.', '')}`,
    items: ITEMS,
    variants: variants(version),
  })),
};

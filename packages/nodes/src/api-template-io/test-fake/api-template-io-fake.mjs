/**
 * A loopback APITemplate.io v1 API (https://docs.apitemplate.io/reference/api-reference.html) over
 * in-memory state, for tests and for recording n8n:
 * - `GET /v1/list-templates` lists the seeded templates (`{ id, name, format, status, … }`);
 * - `GET /v1/account-information` answers the account (its usage counted from renders);
 * - `POST /v1/create?template_id=…` renders: an image template takes `{ overrides: [...] }` (an
 *   array), a PDF template any JSON object; it answers `{ download_url, template_id,
 *   transaction_ref, status: 'success' }`, the link on `pub-cdn.apitemplate.io`;
 * - `GET /<yyyy>/<mm>/<ref>.<ext>` (on any host) serves a rendered file: a tiny PNG, JPEG or PDF.
 * Requests sign in with `X-API-KEY: API_KEY` (else 401 `{ status: 'error', message }`); an
 * unknown template is answered 200 with `{ status: 'error', message }`, as the v1 API reports
 * failures; image overrides that are not an array are refused 400. Seeded `failures`
 * (`{ status, retryAfter? }`) answer the next API calls first (a 429 with its Retry-After).
 * References are counted, so two fakes given the same calls answer the same. `state.calls` holds
 * each request (method, host, path, query, API key, JSON body), `state.renders` each render.
 *
 * `createApiTemplateIoFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`;
 * `start(seed?)` serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_KEY = 'weft-apitemplate-key-0001';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const FILES = {
  png: [PNG, 'image/png'],
  jpeg: [JPEG, 'image/jpeg'],
  jpg: [JPEG, 'image/jpeg'],
  pdf: [PDF, 'application/pdf'],
};
const EXT = { PNG: 'png', JPEG: 'jpeg', PDF: 'pdf' };

const DEFAULT_TEMPLATES = [
  { id: 'img-banner-01', name: 'Banner', format: 'PNG' },
  { id: 'img-photo-02', name: 'Photo card', format: 'JPEG' },
  { id: 'pdf-invoice-03', name: 'Invoice', format: 'PDF' },
];

export function createApiTemplateIoFake(seed = {}) {
  const state = {
    templates: (seed.templates ?? DEFAULT_TEMPLATES).map((t) => ({
      status: 'ACTIVE',
      created_at: '2024-03-01T09:00:00Z',
      updated_at: '2024-03-01T09:00:00Z',
      ...t,
    })),
    account: { email: 'ada@weft.example', username: 'ada', api_quota: 50, ...(seed.account ?? {}) },
    renders: [],
    calls: [],
    failures: [...(seed.failures ?? [])],
  };
  let counter = 0;

  async function handle(req, res) {
    const url = new URL(req.url, 'http://fake');
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const call = {
      method: req.method,
      host: String(req.headers.host ?? ''),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      apiKey: req.headers['x-api-key'] ?? '',
      body,
    };
    state.calls.push(call);
    const json = (status, value, headers = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(value));
      return true;
    };
    const file = /^\/\d{4}\/\d{2}\/([\w-]+)\.(\w+)$/.exec(url.pathname);
    if (req.method === 'GET' && file) {
      const known = state.renders.find((r) => r.file === `${file[1]}.${file[2]}`);
      if (!known || !FILES[file[2]]) return json(404, { message: 'Not Found' });
      const [bytes, type] = FILES[file[2]];
      res.writeHead(200, { 'content-type': type, 'content-length': bytes.length });
      res.end(bytes);
      return true;
    }
    if (!url.pathname.startsWith('/v1/')) return json(404, { status: 'error', message: 'Not Found' });
    if (state.failures.length) {
      const failure = state.failures.shift();
      return json(
        failure.status,
        { status: 'error', message: failure.message ?? 'Too many requests' },
        failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) },
      );
    }
    if (call.apiKey !== API_KEY) return json(401, { status: 'error', message: 'Invalid API key' });
    if (req.method === 'GET' && url.pathname === '/v1/list-templates') return json(200, state.templates);
    if (req.method === 'GET' && url.pathname === '/v1/account-information')
      return json(200, { ...state.account, api_usage: state.renders.length, status: 'success' });
    if (req.method === 'POST' && url.pathname === '/v1/create') {
      const id = url.searchParams.get('template_id') ?? '';
      const template = state.templates.find((t) => t.id === id);
      if (!template) return json(200, { status: 'error', message: `Template ${id || '(none)'} not found` });
      const data = body === undefined ? {} : body;
      if (template.format !== 'PDF' && !Array.isArray(data?.overrides))
        return json(400, { status: 'error', message: 'overrides must be an array of objects' });
      if (data === null || typeof data !== 'object')
        return json(400, { status: 'error', message: 'The data must be a JSON object' });
      counter++;
      const ref = `a1b2c3d4-0000-4000-8000-${String(counter).padStart(12, '0')}`;
      const name = `${ref}.${EXT[template.format] ?? 'png'}`;
      state.renders.push({ ref, file: name, template_id: id, data });
      return json(200, {
        download_url: `https://pub-cdn.apitemplate.io/2024/03/${name}`,
        template_id: id,
        transaction_ref: ref,
        total_pages: template.format === 'PDF' ? 1 : undefined,
        status: 'success',
      });
    }
    return json(404, { status: 'error', message: 'Not Found' });
  }

  return { handle, state };
}

export async function start(seed) {
  const fake = createApiTemplateIoFake(seed);
  const server = createServer((req, res) => {
    fake.handle(req, res).catch((error) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    fake,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

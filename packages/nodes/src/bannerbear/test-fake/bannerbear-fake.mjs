/**
 * A loopback Bannerbear v2 API (https://developers.bannerbear.com/) over in-memory state, for tests
 * and for recording n8n:
 * - `GET /v2/auth` answers the project the key belongs to;
 * - `GET /v2/templates` lists the seeded templates (25 a page, `page` from 1), `GET /v2/templates/{uid}`
 *   reads one (with its `available_modifications`);
 * - `POST /v2/images` (`{ template, modifications, webhook_url, metadata }`) queues an image
 *   (`status: 'pending'`, answered 202); it is `completed` (with its `image_url`) once it has been
 *   read `renderReads` times (seed, default 1) with `GET /v2/images/{uid}`.
 * Requests sign in with `Authorization: Bearer API_KEY` (else 401 `{ message: 'Unauthorized' }`);
 * unknown templates and images are answered 404 `{ message }`, a modification naming a layer the
 * template does not have 422. Seeded `failures` (`{ status, retryAfter? }`) answer the next calls
 * first (a 429 with its Retry-After). Uids and times are counted, so two fakes given the same calls
 * answer the same. `state.calls` holds each request (method, path, query, authorization, JSON body).
 *
 * `createBannerbearFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`;
 * `start(seed?)` serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_KEY = 'bb_pr_weft0000000000000001';

const DEFAULT_TEMPLATES = [
  { uid: 'tPl8BaNnEr01', name: 'Blog banner', width: 1200, height: 630, layers: ['title', 'subtitle', 'photo'] },
  { uid: 'tPl8QuOtE002', name: 'Quote card', width: 1080, height: 1080, layers: ['quote', 'author'] },
];

function templateOf(t) {
  return {
    uid: t.uid,
    name: t.name,
    width: t.width ?? 1000,
    height: t.height ?? 1000,
    self: `https://api.bannerbear.com/v2/templates/${t.uid}`,
    preview_url: `https://images.bannerbear.com/templates/${t.uid}.png`,
    created_at: '2024-03-01T09:00:00.000Z',
    updated_at: '2024-03-01T09:00:00.000Z',
    tags: t.tags ?? [],
    metadata: null,
    available_modifications: (t.layers ?? []).map((name) =>
      name === 'photo' ? { name, image_url: null } : { name, text: null, color: null, background: null },
    ),
  };
}

export function createBannerbearFake(seed = {}) {
  const state = {
    templates: (seed.templates ?? DEFAULT_TEMPLATES).map(templateOf),
    images: [],
    calls: [],
    failures: [...(seed.failures ?? [])],
    renderReads: seed.renderReads ?? 1,
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
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization ?? '',
      body,
    };
    state.calls.push(call);
    const json = (status, value, headers = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(value));
      return true;
    };
    if (state.failures.length) {
      const failure = state.failures.shift();
      return json(
        failure.status,
        { message: failure.message ?? 'Too many requests' },
        failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) },
      );
    }
    if (call.authorization !== `Bearer ${API_KEY}`) return json(401, { message: 'Unauthorized' });
    const path = url.pathname;
    if (req.method === 'GET' && path === '/v2/auth') return json(200, { message: 'Authorized', project: 'Weft' });
    if (req.method === 'GET' && path === '/v2/templates') {
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      return json(200, state.templates.slice((page - 1) * 25, page * 25));
    }
    let match = /^\/v2\/templates\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const template = state.templates.find((t) => t.uid === decodeURIComponent(match[1]));
      return template ? json(200, template) : json(404, { message: 'Template not found' });
    }
    if (req.method === 'POST' && path === '/v2/images') {
      const template = state.templates.find((t) => t.uid === body?.template);
      if (!template) return json(404, { message: 'Template not found' });
      const layers = template.available_modifications.map((m) => m.name);
      for (const m of body.modifications ?? [])
        if (!layers.includes(m.name))
          return json(422, { message: `Modification name ${m.name} not found in template` });
      counter++;
      const uid = `iMg${String(counter).padStart(9, '0')}`;
      const image = {
        created_at: `2024-03-04T09:00:${String(counter).padStart(2, '0')}.000Z`,
        status: 'pending',
        self: `https://api.bannerbear.com/v2/images/${uid}`,
        uid,
        image_url: null,
        image_url_png: null,
        image_url_jpg: null,
        template: template.uid,
        template_name: template.name,
        modifications: body.modifications ?? [],
        webhook_url: body.webhook_url ?? null,
        webhook_response_code: null,
        transparent: false,
        metadata: body.metadata ?? null,
        width: template.width,
        height: template.height,
        render_pdf: false,
        pdf_url: null,
      };
      state.images.push({ image, reads: 0 });
      return json(202, image);
    }
    match = /^\/v2\/images\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const entry = state.images.find((e) => e.image.uid === decodeURIComponent(match[1]));
      if (!entry) return json(404, { message: 'Image not found' });
      entry.reads++;
      if (entry.image.status !== 'completed' && entry.reads >= state.renderReads) {
        const png = `https://images.bannerbear.com/direct/${entry.image.uid}.png`;
        Object.assign(entry.image, {
          status: 'completed',
          image_url: png,
          image_url_png: png,
          image_url_jpg: png.replace(/\.png$/, '.jpg'),
        });
      }
      return json(200, entry.image);
    }
    return json(404, { message: 'Not found' });
  }

  return { handle, state };
}

export async function start(seed) {
  const fake = createBannerbearFake(seed);
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

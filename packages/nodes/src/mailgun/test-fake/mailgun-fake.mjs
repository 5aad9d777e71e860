/**
 * A loopback Mailgun messages API (https://documentation.mailgun.com/docs/mailgun/api-reference/)
 * over in-memory state, for tests and for recording n8n: `POST /v3/{domain}/messages` takes a
 * multipart (or urlencoded) form (`from`, `to`, `cc`, `bcc`, `subject`, `text`, `html`,
 * `attachment` files) and queues the message, answering `{ id: '<…@domain>', message: 'Queued. Thank you.' }`;
 * `GET /v3/domains` lists the seeded domains. Requests sign in with HTTP Basic `api:API_KEY`
 * (anything else: 401 `Forbidden` as text); a domain that is not seeded is answered 404
 * `{ message: 'Domain not found: …' }`; a message without `from`, `to`, or any of `text`/`html`
 * is refused 400 with Mailgun's message, as are addresses it cannot read. Message ids are counted,
 * so two fakes given the same calls answer the same. `state.messages` holds what was queued (with
 * attachments' names, types and sizes), `state.calls` each request.
 *
 * `createMailgunFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_KEY = 'weft-mailgun-key-0001';

const ADDRESS = /^\s*(?:[^<>,]*<\s*[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+\s*>|[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+)\s*$/;
const addresses = (value) =>
  String(value)
    .split(',')
    .filter((a) => a.trim() !== '');

export function createMailgunFake(seed = {}) {
  const state = { domains: seed.domains ?? ['mg.weft.example'], messages: [], calls: [] };
  let counter = 0;

  async function handle(req, res) {
    const url = new URL(req.url, 'http://fake');
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    const call = {
      method: req.method,
      path: url.pathname,
      authorization: req.headers.authorization ?? '',
      contentType: req.headers['content-type'] ?? '',
      form: {},
    };
    state.calls.push(call);
    const json = (status, value) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
      return true;
    };
    if (req.headers.authorization !== `Basic ${Buffer.from(`api:${API_KEY}`).toString('base64')}`) {
      res.writeHead(401, { 'content-type': 'text/plain' });
      res.end('Forbidden');
      return true;
    }
    if (req.method === 'GET' && url.pathname === '/v3/domains')
      return json(200, {
        total_count: state.domains.length,
        items: state.domains.map((name) => ({ name, state: 'active', type: 'custom' })),
      });
    const match = /^\/v3\/([^/]+)\/messages$/.exec(url.pathname);
    if (!match || req.method !== 'POST') return json(404, { message: 'Not Found' });
    const domain = decodeURIComponent(match[1]);
    if (!state.domains.includes(domain)) return json(404, { message: `Domain not found: ${domain}` });
    const fields = {};
    const files = [];
    try {
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': call.contentType },
        body: raw,
      }).formData();
      for (const [key, value] of form) {
        if (typeof value === 'string') fields[key] = key in fields ? [].concat(fields[key], value) : value;
        else
          files.push({
            field: key,
            name: value.name,
            type: value.type,
            size: value.size,
            text: Buffer.from(await value.arrayBuffer()).toString('utf8'),
          });
      }
    } catch {
      return json(400, { message: 'Bad Request: could not read the form' });
    }
    call.form = fields;
    const one = (key) => (Array.isArray(fields[key]) ? fields[key].join(',') : fields[key]);
    if (!one('from')) return json(400, { message: 'from parameter is missing' });
    if (!ADDRESS.test(one('from')))
      return json(400, { message: 'from parameter is not a valid address. please check documentation' });
    if (!one('to')) return json(400, { message: 'to parameter is missing' });
    for (const key of ['to', 'cc', 'bcc'])
      if (one(key) !== undefined && addresses(one(key)).some((a) => !ADDRESS.test(a)))
        return json(400, { message: `${key} parameter is not a valid address. please check documentation` });
    if (!one('text') && !one('html'))
      return json(400, { message: "Need at least one of 'text', 'html' or 'template' parameters specified" });
    counter++;
    const id = `<20240304090000.${String(counter).padStart(6, '0')}@${domain}>`;
    state.messages.push({ id, domain, ...fields, attachments: files });
    return json(200, { id, message: 'Queued. Thank you.' });
  }

  return { handle, state };
}

export async function start(seed) {
  const fake = createMailgunFake(seed);
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

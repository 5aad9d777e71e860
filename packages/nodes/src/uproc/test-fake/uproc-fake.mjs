/**
 * A loopback uProc API (https://docs.uproc.io/) over in-memory state, for tests and for recording
 * n8n: `POST /api/v2/process` takes `{ processor, params, callback? }` and answers
 * `{ processor, params, result, message: 'ok', cost, time, callback? }`; `GET /api/v2/profile`
 * answers the account. A handful of processors work: `check-email-format`, `check-email-exists`
 * (seeded mailboxes), `get-email-domain`, `check-domain-exist` (seeded domains),
 * `get-string-uppercase`, `get-word-count`, `check-word-count-betw` and `check-bank-iban-valid`
 * (ISO 13616 mod 97). Another processor is answered 404 `{ message: 'Processor not found: …' }`;
 * a processor's parameter that is missing or empty is refused 400
 * `{ message: 'Parameter <name> is required' }`. Requests sign in with HTTP Basic
 * `EMAIL:API_KEY` (anything else: 401 `{ message: 'Unauthorized' }`). `state.calls` logs each
 * request.
 *
 * `createUprocFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const EMAIL = 'weft@weft.example';
export const API_KEY = 'weft-uproc-key-0001';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const words = (text) => text.split(/\s+/).filter(Boolean).length;
function ibanValid(value) {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

export function createUprocFake(seed = {}) {
  const state = { mailboxes: seed.mailboxes ?? [], domains: seed.domains ?? [], calls: [] };
  /** Each processor: its parameters and its result. */
  const PROCESSORS = {
    'check-email-format': [['email'], ({ email }) => EMAIL_FORMAT.test(email)],
    'check-email-exists': [['email'], ({ email }) => state.mailboxes.includes(email.toLowerCase())],
    'get-email-domain': [['email'], ({ email }) => (EMAIL_FORMAT.test(email) ? email.split('@')[1].toLowerCase() : '')],
    'check-domain-exist': [['domain'], ({ domain }) => state.domains.includes(domain.toLowerCase())],
    'get-string-uppercase': [['text'], ({ text }) => text.toUpperCase()],
    'get-word-count': [['text'], ({ text }) => words(text)],
    'check-word-count-betw': [
      ['text', 'count1', 'count2'],
      ({ text, count1, count2 }) => words(text) >= Number(count1) && words(text) <= Number(count2),
    ],
    'check-bank-iban-valid': [['iban'], ({ iban }) => ibanValid(iban)],
  };

  async function handle(req, res) {
    const url = new URL(req.url, 'http://fake');
    let raw = '';
    for await (const chunk of req) raw += chunk;
    let body;
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      body = undefined;
    }
    state.calls.push({ method: req.method, path: url.pathname, authorization: req.headers.authorization ?? '', body });
    const json = (status, value) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
      return true;
    };
    if (req.headers.authorization !== `Basic ${Buffer.from(`${EMAIL}:${API_KEY}`).toString('base64')}`)
      return json(401, { message: 'Unauthorized' });
    if (req.method === 'GET' && url.pathname === '/api/v2/profile') return json(200, { email: EMAIL, credits: 1000 });
    if (req.method !== 'POST' || url.pathname !== '/api/v2/process') return json(404, { message: 'Not found' });
    if (!body || typeof body !== 'object') return json(400, { message: 'Invalid JSON body' });
    const processor = PROCESSORS[body.processor];
    if (!processor) return json(404, { message: `Processor not found: ${body.processor}` });
    const [names, run] = processor;
    const params = body.params ?? {};
    for (const name of names)
      if (typeof params[name] !== 'string' || params[name] === '')
        return json(400, { message: `Parameter ${name} is required` });
    return json(200, {
      processor: body.processor,
      params,
      result: run(params),
      message: 'ok',
      cost: 1,
      time: 0,
      ...(body.callback ? { callback: body.callback } : {}),
    });
  }

  return { handle, state };
}

export async function start(seed) {
  const fake = createUprocFake(seed);
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

/**
 * A loopback JotForm API (https://api.jotform.com/docs/) over in-memory state, for tests:
 *
 * - `GET /user/forms` (`limit`, `offset`): the account's forms;
 * - `GET /form/{id}/questions`: the form's questions, keyed by question id (`qid`, `name`, `text`, `type`, `order`);
 * - `GET /form/{id}/webhooks`: the form's webhook URLs keyed by their index (`{ "0": url }`);
 * - `POST /form/{id}/webhooks` (form field `webhookURL`): adds one and answers every webhook of the form;
 * - `DELETE /form/{id}/webhooks/{index}`: removes one and answers the rest (re-indexed, as a list).
 *
 * Every answer is JotForm's envelope `{ responseCode, message, content, duration, limit-left }`, with
 * the HTTP status equal to `responseCode`. Requests sign in with the `APIKEY` header (or an `apiKey`
 * query parameter) equal to `API_KEY`; anything else is answered 401. Unknown forms answer 404.
 * `state.calls` logs each request; answers pushed on `state.failures` (`{ status, retryAfter?, message? }`)
 * are given first, one a request. `submission(form, answers)` builds the multipart body JotForm
 * posts to a webhook for a submission.
 *
 * `createJotFormFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

/** The API key the fake accepts. */
export const API_KEY = 'weft-jotform-key';

/** The forms of a fresh fake: a contact form with three questions. */
const DEFAULT_FORMS = [
  {
    id: '240011223344556',
    title: 'Contact us',
    questions: [
      { qid: '1', name: 'heading', text: 'Contact us', type: 'control_head' },
      { qid: '3', name: 'fullName', text: 'Full Name', type: 'control_fullname' },
      { qid: '4', name: 'email', text: 'E-mail', type: 'control_email' },
      { qid: '5', name: 'your_message', text: 'Your message', type: 'control_textarea' },
    ],
  },
];

class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const readBody = (req) => new Promise((resolve, reject) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => resolve(Buffer.concat(chunks)));
  req.on('error', reject);
});

/** A fake JotForm API over `seed.forms` (each `{ id, title, questions, webhooks? }`). */
export function createJotFormFake(seed = {}) {
  const state = {
    forms: structuredClone(seed.forms ?? DEFAULT_FORMS).map((f) => ({ webhooks: [], ...f })),
    failures: [],
    calls: [],
  };
  const form = (id) => {
    const found = state.forms.find((f) => f.id === id);
    if (!found) throw new Refusal(404, 'Form not found');
    return found;
  };
  const indexed = (list) => Object.fromEntries(list.map((url, i) => [String(i), url]));
  const envelope = (status, message, content) => ({ responseCode: status, message, content, duration: '1ms', 'limit-left': 999 });

  function answer(method, path, query, fields) {
    let m;
    if (method === 'GET' && path === '/user/forms') {
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 20);
      return state.forms.slice(offset, offset + limit).map(({ id, title }) => ({ id, title, status: 'ENABLED', count: '0' }));
    }
    if (method === 'GET' && (m = /^\/form\/([^/]+)\/questions$/.exec(path))) {
      return Object.fromEntries(form(decodeURIComponent(m[1])).questions.map((q, i) => [q.qid, { order: String(i + 1), ...q }]));
    }
    if ((m = /^\/form\/([^/]+)\/webhooks$/.exec(path))) {
      const f = form(decodeURIComponent(m[1]));
      if (method === 'GET') return indexed(f.webhooks);
      if (method === 'POST') {
        const url = fields.get('webhookURL');
        if (!url) throw new Refusal(400, 'webhookURL is missing');
        if (!f.webhooks.includes(url)) f.webhooks.push(url);
        return indexed(f.webhooks);
      }
    }
    if (method === 'DELETE' && (m = /^\/form\/([^/]+)\/webhooks\/([^/]+)$/.exec(path))) {
      const f = form(decodeURIComponent(m[1]));
      const index = Number(decodeURIComponent(m[2]));
      if (!Number.isInteger(index) || index < 0 || index >= f.webhooks.length) throw new Refusal(404, 'Webhook not found');
      f.webhooks.splice(index, 1);
      return indexed(f.webhooks);
    }
    throw new Refusal(404, `Requested URL (${path}) is not available!`);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const fields = new URLSearchParams(/x-www-form-urlencoded/i.test(String(req.headers['content-type'] ?? '')) ? raw.toString('utf8') : '');
    state.calls.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: Object.fromEntries(fields), apiKey: req.headers.apikey, contentType: req.headers['content-type'] });
    const send = (status, body, headers = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
      return true;
    };
    const failure = state.failures.shift();
    if (failure) return send(failure.status, envelope(failure.status, failure.message ?? 'Too many requests', ''), failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {});
    const key = req.headers.apikey ?? url.searchParams.get('apiKey');
    if (key !== API_KEY) return send(401, envelope(401, `You're not authorized to use (${url.pathname}) `, ''));
    try {
      return send(200, envelope(200, 'success', answer(req.method, url.pathname, url.searchParams, fields)));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(error.status, envelope(error.status, error.message, ''));
    }
  }

  return { state, handle };
}

/**
 * The multipart body JotForm posts for a submission of `form` with `answers` (keyed
 * `q<qid>_<name>`): answers `{ body, contentType }`.
 */
export function submission(form, answers, submissionID = '5900000000000000001') {
  const rawRequest = { slug: `submit/${form.id}`, jsExecutionTracker: 'build-date-1', submitSource: 'form', buildDate: '1700000000000', ...answers, event_id: '1700000000000_240011223344556', timeToSubmit: '12', path: `/submit/${form.id}` };
  const fields = {
    action: '', webhookURL: '', username: 'weft', formID: form.id, type: 'WEB', customParams: '', product: 'false', formTitle: form.title,
    customTitle: '', submissionID, event: '', documentID: '', teamID: '', subject: '', isSilent: 'false', customBody: '',
    rawRequest: JSON.stringify(rawRequest), fromTable: '', appID: '', pretty: 'Full Name:Ada Lovelace, E-mail:ada@weft.example', unread: '', parent: '', ip: '203.0.113.7',
  };
  const boundary = '------------------------weftjotform';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}`, fields, rawRequest };
}

/** Serves a fake on 127.0.0.1:0. */
export async function start(seed) {
  const fake = createJotFormFake(seed);
  const server = createServer((req, res) => {
    fake.handle(req, res).catch((error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: String(error) }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

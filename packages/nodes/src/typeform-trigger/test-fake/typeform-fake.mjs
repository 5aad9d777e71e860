/**
 * A loopback Typeform API (https://www.typeform.com/developers/) over in-memory state, for tests:
 *
 * - `GET /forms` (`page` from 1, `page_size`): `{ total_items, page_count, items: [{ id, title, … }] }`;
 * - `GET /forms/{form_id}/webhooks`: `{ items: [{ id, form_id, tag, url, enabled, verify_ssl, … }] }`;
 * - `PUT /forms/{form_id}/webhooks/{tag}` (`{ url, enabled, verify_ssl }`): creates (201) or changes (200) one;
 * - `DELETE /forms/{form_id}/webhooks/{tag}`: 204.
 *
 * Requests sign in with `Authorization: bearer <ACCESS_TOKEN>` (any case of "bearer"); anything
 * else is answered 401. Errors have Typeform's shape `{ code, description }`. Webhook ids are
 * counted. `state.calls` logs each request; answers pushed on `state.failures`
 * (`{ status, retryAfter?, message? }`) are given first, one a request. `formResponse(form, answers)`
 * builds the body Typeform posts to a webhook for a response.
 *
 * `createTypeformFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const ACCESS_TOKEN = 'tfp_weft_typeform_token';

/** The fields of the default form, as a form definition lists them. */
export const FEEDBACK_FIELDS = [
  { id: 'fld_name', ref: 'name', type: 'short_text', title: 'What is your name?' },
  { id: 'fld_rating', ref: 'rating', type: 'opinion_scale', title: 'How likely are you to recommend us, {{field:name}}?' },
  { id: 'fld_plan', ref: 'plan', type: 'multiple_choice', title: 'Which plan are you on?', properties: {} },
  { id: 'fld_uses', ref: 'uses', type: 'multiple_choice', title: 'What do you use it for?', allow_multiple_selections: true },
  { id: 'fld_email', ref: 'email', type: 'email', title: 'Your e-mail' },
  { id: 'fld_ok', ref: 'ok', type: 'yes_no', title: 'May we contact you?' },
];

const DEFAULT_FORMS = [{ id: 'Fb7kQ2', title: 'Customer feedback' }, { id: 'Ab12Cd', title: 'Beta sign-up' }];

const readBody = (req) => new Promise((resolve, reject) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => resolve(Buffer.concat(chunks)));
  req.on('error', reject);
});

/** A fake Typeform account over `seed.forms` (each `{ id, title }`). */
export function createTypeformFake(seed = {}) {
  const state = { forms: structuredClone(seed.forms ?? DEFAULT_FORMS), webhooks: [], nextWebhook: 1, failures: [], calls: [] };
  const time = (n) => new Date(Date.UTC(2026, 0, 5, 10, n)).toISOString().replace('.000Z', 'Z');

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
    state.calls.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, authorization: req.headers.authorization });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, payload === undefined ? headers : { 'content-type': 'application/json', ...headers });
      res.end(payload === undefined ? undefined : JSON.stringify(payload));
      return true;
    };
    const failure = state.failures.shift();
    if (failure) return send(failure.status, { code: 'RATE_LIMITED', description: failure.message ?? 'Too many requests' }, failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {});
    if (String(req.headers.authorization ?? '').toLowerCase() !== `bearer ${ACCESS_TOKEN}`.toLowerCase()) {
      return send(401, { code: 'AUTHENTICATION_FAILED', description: 'Authentication credentials not found on the Request Headers' });
    }
    let m;
    if (req.method === 'GET' && url.pathname === '/forms') {
      const size = Number(url.searchParams.get('page_size') ?? 10);
      const page = Number(url.searchParams.get('page') ?? 1);
      const items = state.forms.slice((page - 1) * size, page * size).map((f) => ({ id: f.id, title: f.title, last_updated_at: time(0), self: { href: `https://api.typeform.com/forms/${f.id}` }, _links: { display: `https://weft.typeform.com/to/${f.id}` } }));
      return send(200, { total_items: state.forms.length, page_count: Math.max(1, Math.ceil(state.forms.length / size)), items });
    }
    if ((m = /^\/forms\/([^/]+)\/webhooks(?:\/([^/]+))?$/.exec(url.pathname))) {
      const formId = decodeURIComponent(m[1]);
      if (!state.forms.some((f) => f.id === formId)) return send(404, { code: 'FORM_NOT_FOUND', description: `Non existing form with uid ${formId}` });
      const tag = m[2] && decodeURIComponent(m[2]);
      if (req.method === 'GET' && !tag) return send(200, { items: state.webhooks.filter((w) => w.form_id === formId) });
      const existing = state.webhooks.find((w) => w.form_id === formId && w.tag === tag);
      if (req.method === 'PUT' && tag) {
        if (!body?.url) return send(400, { code: 'VALIDATION_ERROR', description: 'url is required' });
        if (existing) {
          Object.assign(existing, { url: body.url, enabled: Boolean(body.enabled), verify_ssl: Boolean(body.verify_ssl), updated_at: time(state.nextWebhook) });
          return send(200, existing);
        }
        const id = `01HWEFT${String(state.nextWebhook++).padStart(19, '0')}`;
        const hook = { id, form_id: formId, tag, url: body.url, enabled: Boolean(body.enabled), verify_ssl: Boolean(body.verify_ssl), created_at: time(state.nextWebhook), updated_at: time(state.nextWebhook) };
        state.webhooks.push(hook);
        return send(201, hook);
      }
      if (req.method === 'DELETE' && tag) {
        if (!existing) return send(404, { code: 'NOT_FOUND', description: 'Webhook not found' });
        state.webhooks.splice(state.webhooks.indexOf(existing), 1);
        return send(204, undefined);
      }
    }
    return send(404, { code: 'NOT_FOUND', description: 'Endpoint not found' });
  }

  return { state, handle };
}

/** The body Typeform posts to a webhook for one response to `form` with `answers` (Typeform's answer objects). */
export function formResponse(form, answers, fields = FEEDBACK_FIELDS) {
  return {
    event_id: '01HWEFTEVENT0000000000001',
    event_type: 'form_response',
    form_response: {
      form_id: form.id,
      token: 'resp0000000001',
      landed_at: '2026-01-05T10:00:00Z',
      submitted_at: '2026-01-05T10:02:00Z',
      definition: { id: form.id, title: form.title, fields },
      answers,
      hidden: {},
      calculated: { score: 0 },
    },
  };
}

/** Serves a fake on 127.0.0.1:0. */
export async function start(seed) {
  const fake = createTypeformFake(seed);
  const server = createServer((req, res) => {
    fake.handle(req, res).catch((error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'INTERNAL', description: String(error) }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

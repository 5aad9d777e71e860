/**
 * A loopback Dropcontact API (https://developer.dropcontact.com/) over in-memory state, for tests
 * and for recording n8n. Requests sign in with the `X-Access-Token` header (anything but API_KEY:
 * 401 `{ error: true, reason: 'Invalid access token', success: false }`).
 *
 * - `POST /batch` `{ data: [contact…], siren?, language? }` queues an enrichment request and answers
 *   `{ error: false, request_id, success: true, credits_left }`; an empty or missing `data`, or more
 *   than 250 contacts, or a contact with neither an email, a LinkedIn URL nor a name with a company
 *   or website, is answered (200, as Dropcontact does) `{ error: true, reason, success: false }`.
 * - `GET /batch/<request_id>` answers `{ data: [contact…], error: false, success: true }` once the
 *   request is ready (after `notReadyPolls` polls, 0 by default: `{ error: false, reason: 'Request
 *   not ready yet, try again in 30 seconds', success: false }` until then); an unknown id is answered
 *   `{ error: true, reason: 'Request not found', success: false }`.
 *
 * Each contact is matched against the seeded `people` by email, or by first and last name (or full
 * name) with the company, website or LinkedIn URL; a match adds its civility, names, qualified
 * email, phone, job, company, website and LinkedIn, plus its SIREN details when `siren` is true and
 * it has them; no match keeps the contact as sent, with `email: []` when it had none. `language`
 * `fr` gives French qualifications. Request ids are counted, so two fakes given the same calls
 * answer the same. `state.calls` holds every request (method, path, token, body).
 *
 * `createDropcontactFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`;
 * `start(seed?)` serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_KEY = 'weft-dropcontact-key-0001';

const lower = (v) =>
  String(v ?? '')
    .trim()
    .toLowerCase();
const domainOf = (v) =>
  lower(v)
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '');

function matches(person, c) {
  if (c.email && lower(c.email) === lower(person.email)) return true;
  const full = lower(c.full_name);
  const named =
    (c.first_name &&
      c.last_name &&
      lower(c.first_name) === lower(person.first_name) &&
      lower(c.last_name) === lower(person.last_name)) ||
    (full && full === lower(`${person.first_name} ${person.last_name}`));
  if (!named) return false;
  return (
    (c.company && lower(c.company) === lower(person.company)) ||
    (c.website && domainOf(c.website) === domainOf(person.website)) ||
    (c.linkedin && lower(c.linkedin) === lower(person.linkedin))
  );
}

const identifies = (c) =>
  Boolean(c && (c.email || c.linkedin || ((c.full_name || (c.first_name && c.last_name)) && (c.company || c.website))));

function enrich(contact, people, siren, language) {
  const person = people.find((p) => matches(p, contact));
  if (!person)
    return { ...contact, email: contact.email ? [{ email: contact.email, qualification: 'nominative@pro' }] : [] };
  const qualification = language === 'fr' ? 'nominatif@pro' : 'nominative@pro';
  const out = {
    ...contact,
    civility: person.civility ?? (language === 'fr' ? 'Mme' : 'Mrs'),
    first_name: person.first_name,
    last_name: person.last_name,
    full_name: `${person.first_name} ${person.last_name}`,
    email: [{ email: person.email, qualification }],
    phone: person.phone ?? '',
    job: person.job ?? '',
    company: person.company,
    website: person.website,
    linkedin: person.linkedin ?? '',
    country: person.country ?? (language === 'fr' ? 'États-Unis' : 'United States'),
  };
  if (siren && person.siren) {
    out.siren = person.siren;
    out.siret = `${person.siren}00017`;
    out.naf5_code = person.naf5_code ?? '6201Z';
    out.naf5_des = language === 'fr' ? 'Programmation informatique' : 'Computer programming';
    out.nb_employees = person.nb_employees ?? '10-19';
  }
  return out;
}

export function createDropcontactFake(seed = {}) {
  const state = {
    people: seed.people ?? [],
    requests: new Map(),
    calls: [],
    failures: [],
    credits: seed.credits ?? 1000,
  };
  const notReadyPolls = seed.notReadyPolls ?? 0;
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
    state.calls.push({ method: req.method, path: url.pathname, token: req.headers['x-access-token'] ?? '', body });
    const json = (status, value, headers = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(value));
      return true;
    };
    const failure = state.failures.shift();
    if (failure)
      return json(
        failure.status,
        { error: true, reason: failure.reason ?? 'Too many requests', success: false },
        failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) },
      );
    if (req.headers['x-access-token'] !== API_KEY)
      return json(401, { error: true, reason: 'Invalid access token', success: false });
    const path = url.pathname.replace(/\/+$/, '');
    if (req.method === 'POST' && path === '/batch') {
      const data = body?.data;
      if (!Array.isArray(data) || data.length === 0)
        return json(200, { error: true, reason: 'No contact in data', success: false });
      if (data.length > 250)
        return json(200, { error: true, reason: 'Too many contacts (250 at most)', success: false });
      if (data.some((c) => !identifies(c)))
        return json(200, {
          error: true,
          reason: 'Each contact needs an email, a LinkedIn URL, or a name with a company or website',
          success: false,
        });
      counter++;
      const id = `weft${String(counter).padStart(12, '0')}`;
      state.credits -= data.length;
      state.requests.set(id, {
        polls: 0,
        data: data.map((c) => enrich(c, state.people, body.siren === true, body.language)),
      });
      return json(200, { error: false, request_id: id, success: true, credits_left: state.credits });
    }
    const match = /^\/batch\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const request = state.requests.get(decodeURIComponent(match[1]));
      if (!request) return json(200, { error: true, reason: 'Request not found', success: false });
      if (request.polls++ < notReadyPolls)
        return json(200, { error: false, reason: 'Request not ready yet, try again in 30 seconds', success: false });
      return json(200, { data: request.data, error: false, success: true });
    }
    return json(404, { error: true, reason: 'Not found', success: false });
  }

  return { handle, state };
}

export async function start(seed) {
  const fake = createDropcontactFake(seed);
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

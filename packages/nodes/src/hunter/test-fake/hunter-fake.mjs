/**
 * A loopback Hunter API v2 (https://hunter.io/api-documentation/v2) over seeded data, for tests and
 * for recording n8n: `GET /v2/domain-search` (`domain`, `limit` up to 100, `offset`, `type`,
 * `seniority` and `department` as comma lists), `GET /v2/email-finder` (`domain`, `first_name`,
 * `last_name`), `GET /v2/email-verifier` (`email`) and `GET /v2/account`. Requests carry the key
 * as `api_key` in the query; a wrong one is answered 401. Refusals have Hunter's shape
 * (`{ errors: [{ id, code, details }] }`). The answers depend only on the seed and the query.
 * `state.calls` logs each request; answers pushed on `state.failures` (`{ status, retryAfter? }`)
 * are given first, one a request.
 *
 * `createHunterFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_KEY = 'weft-hunter-key-0001';

const SENIORITIES = ['junior', 'senior', 'executive'];
const DEPARTMENTS = ['executive', 'it', 'finance', 'management', 'sales', 'legal', 'support', 'hr', 'marketing', 'communication'];

/**
 * Seed: `{ companies?: [{ domain, organization, people?: number | [{ first_name, last_name, position?,
 * seniority?, department?, type? }] }] }`. A number of people makes that many counted ones.
 */
export function createHunterFake(seed = {}) {
  const state = { calls: [], failures: [] };
  const companies = (seed.companies ?? [{ domain: 'weft.example', organization: 'Weft', people: [{ first_name: 'Ada', last_name: 'Lovelace', position: 'CEO', seniority: 'executive', department: 'executive' }] }]).map((c) => {
    const people = typeof c.people === 'number'
      ? Array.from({ length: c.people }, (_, i) => ({ first_name: `Person${i + 1}`, last_name: 'Example', seniority: SENIORITIES[i % 3], department: DEPARTMENTS[i % DEPARTMENTS.length], type: i % 5 === 4 ? 'generic' : 'personal' }))
      : (c.people ?? []);
    return { ...c, people };
  });
  const emailOf = (domain, p) => (p.type === 'generic' ? `${p.first_name.toLowerCase()}@${domain}` : `${p.first_name.toLowerCase()}.${p.last_name.toLowerCase()}@${domain}`);
  const emailEntry = (domain, p, i) => ({
    value: emailOf(domain, p), type: p.type ?? 'personal', confidence: 90 + (i % 10), sources: [{ domain, uri: `http://${domain}/team`, extracted_on: '2025-06-01', last_seen_on: '2025-12-01', still_on_page: true }],
    first_name: p.first_name, last_name: p.last_name, position: p.position ?? null, seniority: p.seniority ?? null, department: p.department ?? null, linkedin: null, twitter: null, phone_number: null,
    verification: { date: '2025-12-01', status: 'valid' },
  });
  const refuse = (status, id, details) => ({ status, body: { errors: [{ id, code: status, details }] } });

  function route(path, q) {
    if (path === '/v2/account') return { status: 200, body: { data: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@weft.example', plan_name: 'Free', plan_level: 0, reset_date: '2026-02-01', team_id: 1, calls: { used: 0, available: 25 } } } };
    if (path === '/v2/domain-search') {
      if (!q.domain && !q.company) return refuse(400, 'wrong_params', 'You are missing the domain or company parameter');
      const limit = Number(q.limit ?? 10);
      const offset = Number(q.offset ?? 0);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) return refuse(400, 'invalid_limit', 'Limit must be between 1 and 100');
      const company = companies.find((c) => c.domain === q.domain);
      let people = company?.people ?? [];
      if (q.type) people = people.filter((p) => (p.type ?? 'personal') === q.type);
      if (q.seniority) people = people.filter((p) => q.seniority.split(',').includes(p.seniority));
      if (q.department) people = people.filter((p) => q.department.split(',').includes(p.department));
      const emails = people.map((p, i) => emailEntry(q.domain, p, i)).slice(offset, offset + limit);
      return {
        status: 200,
        body: {
          data: {
            domain: q.domain, disposable: false, webmail: false, accept_all: false, pattern: '{first}.{last}', organization: company?.organization ?? null, description: null,
            industry: null, twitter: null, facebook: null, linkedin: null, instagram: null, youtube: null, technologies: [], country: null, state: null, city: null,
            postal_code: null, street: null, headcount: null, company_type: null, emails, linked_domains: [],
          },
          meta: { results: people.length, limit, offset, params: { domain: q.domain, company: null, type: q.type ?? null, seniority: q.seniority ?? null, department: q.department ?? null } },
        },
      };
    }
    if (path === '/v2/email-finder') {
      if (!q.domain && !q.company) return refuse(400, 'wrong_params', 'You are missing the domain or company parameter');
      if (!q.first_name || !q.last_name) return refuse(400, 'wrong_params', 'You are missing the first_name or last_name parameter');
      const company = companies.find((c) => c.domain === q.domain);
      const person = company?.people.find((p) => p.first_name.toLowerCase() === q.first_name.toLowerCase() && p.last_name.toLowerCase() === q.last_name.toLowerCase());
      const found = person ? emailOf(q.domain, person) : null;
      return {
        status: 200,
        body: {
          data: {
            first_name: q.first_name, last_name: q.last_name, email: found, score: found ? 97 : null, domain: q.domain, accept_all: false, position: person?.position ?? null,
            twitter: null, linkedin_url: null, phone_number: null, company: company?.organization ?? null, sources: [], verification: { date: found ? '2025-12-01' : null, status: found ? 'valid' : null },
          },
          meta: { params: { first_name: q.first_name, last_name: q.last_name, full_name: null, domain: q.domain, company: null, max_duration: null } },
        },
      };
    }
    if (path === '/v2/email-verifier') {
      if (!q.email) return refuse(400, 'wrong_params', 'You are missing the email parameter');
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(q.email)) return refuse(400, 'invalid_email', 'The email address is invalid');
      const [, domain] = q.email.split('@');
      const company = companies.find((c) => c.domain === domain);
      const known = company?.people.some((p) => emailOf(domain, p) === q.email);
      return {
        status: 200,
        body: {
          data: {
            status: known ? 'valid' : company ? 'invalid' : 'unknown', result: known ? 'deliverable' : company ? 'undeliverable' : 'risky', score: known ? 100 : company ? 10 : 50, email: q.email,
            regexp: true, gibberish: false, disposable: false, webmail: false, mx_records: !!company, smtp_server: !!company, smtp_check: !!known, accept_all: false, block: false, sources: [],
          },
          meta: { params: { email: q.email } },
        },
      };
    }
    return refuse(404, 'not_found', 'This API endpoint does not exist');
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/v2/')) return false;
    for await (const _ of req); // eslint-disable-line no-unused-vars
    const query = Object.fromEntries(url.searchParams);
    state.calls.push({ method: req.method, path: url.pathname, query });
    const send = (status, body, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
      return true;
    };
    const failure = state.failures.shift();
    if (failure) return send(failure.status, { errors: [{ id: 'too_many_requests', code: failure.status, details: 'You have reached the rate limit.' }] }, failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {});
    if (query.api_key !== API_KEY) return send(401, { errors: [{ id: 'authentication_failed', code: 401, details: 'No user found for the API key supplied' }] });
    const { status, body } = route(url.pathname, query);
    return send(status, body);
  }
  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createHunterFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

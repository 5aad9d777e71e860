/**
 * A loopback Clearbit (https://dashboard.clearbit.com/docs) over seeded data, for tests and for
 * recording n8n: the streaming Person API (`GET /v2/people/find?email=…`, person-stream.clearbit.com),
 * the streaming Company API (`GET /v2/companies/find?domain=…`, company-stream.clearbit.com) and
 * Autocomplete (`GET /v1/companies/suggest?query=…`, autocomplete.clearbit.com). The paths tell the
 * three apart, so one origin serves them all. Requests sign in with `Authorization: Bearer KEY`
 * (Autocomplete takes any); refusals have Clearbit's shape (`{ error: { type, message } }`):
 * unknown records 404, malformed input 422, a wrong key 401. `state.calls` logs each request;
 * answers pushed on `state.failures` (`{ status, retryAfter? }`) are given first, one a request.
 *
 * `createClearbitFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_KEY = 'sk_weft_clearbit_0001';

const DEFAULT_SEED = {
  companies: [
    { domain: 'weft.example', name: 'Weft', legalName: 'Weft Labs Ltd', foundedYear: 2021, employees: 42, city: 'London', country: 'United Kingdom', countryCode: 'GB', sector: 'Information Technology', industry: 'Software', tags: ['SAAS', 'B2B'] },
    { domain: 'loom.example', name: 'Loom Works', legalName: 'Loom Works Inc', foundedYear: 2015, employees: 310, city: 'Austin', country: 'United States', countryCode: 'US', sector: 'Industrials', industry: 'Textiles', tags: ['Manufacturing'] },
  ],
  people: [
    { email: 'ada@weft.example', givenName: 'Ada', familyName: 'Lovelace', title: 'CEO', role: 'leadership', seniority: 'executive', city: 'London', twitter: 'ada' },
    { email: 'grace@loom.example', givenName: 'Grace', familyName: 'Hopper', title: 'Engineer', role: 'engineering', seniority: 'senior', city: 'Austin' },
  ],
};

/** Seed: `{ companies?: [{ domain, name, … }], people?: [{ email, givenName, familyName, … }] }`. */
export function createClearbitFake(seed = {}) {
  const state = { calls: [], failures: [] };
  const companies = seed.companies ?? DEFAULT_SEED.companies;
  const people = seed.people ?? DEFAULT_SEED.people;
  const slug = (s) => s.replace(/[^a-z0-9]/gi, '').toLowerCase();
  const idOf = (s) => {
    let h = 0;
    for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    return `${h.toString(16).padStart(8, '0')}-0000-4000-8000-${slug(s).padEnd(12, '0').slice(0, 12)}`;
  };
  const companyJson = (c) => ({
    id: idOf(c.domain), name: c.name, legalName: c.legalName ?? null, domain: c.domain, domainAliases: [], site: { phoneNumbers: [], emailAddresses: [`info@${c.domain}`] },
    category: { sector: c.sector ?? null, industryGroup: null, industry: c.industry ?? null, subIndustry: null, sicCode: null, naicsCode: null }, tags: c.tags ?? [],
    description: `${c.name} makes things.`, foundedYear: c.foundedYear ?? null, location: c.city ? `${c.city}, ${c.country}` : null, timeZone: null, utcOffset: null,
    geo: { streetNumber: null, streetName: null, subPremise: null, city: c.city ?? null, postalCode: null, state: null, stateCode: null, country: c.country ?? null, countryCode: c.countryCode ?? null, lat: null, lng: null },
    logo: `https://logo.clearbit.com/${c.domain}`, facebook: { handle: null }, linkedin: { handle: `company/${slug(c.name)}` }, twitter: { handle: slug(c.name), id: null, bio: null, followers: 0, following: 0, location: null, site: null, avatar: null },
    crunchbase: { handle: null }, emailProvider: false, type: 'private', ticker: null, identifiers: { usEIN: null }, phone: null,
    metrics: { alexaUsRank: null, alexaGlobalRank: null, trafficRank: null, employees: c.employees ?? null, employeesRange: null, marketCap: null, raised: null, annualRevenue: null, estimatedAnnualRevenue: null, fiscalYearEnd: null },
    indexedAt: '2025-12-01T00:00:00.000Z', tech: [], techCategories: [], parent: { domain: null }, ultimateParent: { domain: null },
  });
  const personJson = (p) => {
    const domain = p.email.split('@')[1];
    const company = companies.find((c) => c.domain === domain);
    return {
      id: idOf(p.email), name: { fullName: `${p.givenName} ${p.familyName}`, givenName: p.givenName, familyName: p.familyName }, email: p.email, location: p.city ?? null,
      timeZone: null, utcOffset: null, geo: { city: p.city ?? null, state: null, stateCode: null, country: null, countryCode: null, lat: null, lng: null }, bio: null, site: null,
      avatar: null, employment: { domain, name: company?.name ?? null, title: p.title ?? null, role: p.role ?? null, subRole: null, seniority: p.seniority ?? null },
      facebook: { handle: null }, github: { handle: null, id: null, avatar: null, company: null, blog: null, followers: null, following: null },
      twitter: { handle: p.twitter ?? null, id: null, bio: null, followers: null, following: null, statuses: null, favorites: null, location: null, site: null, avatar: null },
      linkedin: { handle: null }, googleplus: { handle: null }, gravatar: { handle: null, urls: [], avatar: null, avatars: [] }, fuzzy: false, emailProvider: false, indexedAt: '2025-12-01T00:00:00.000Z',
    };
  };
  const refuse = (status, type, message) => ({ status, body: { error: { type, message } } });

  function route(path, q, authorized) {
    if (path === '/v1/companies/suggest') {
      const term = String(q.query ?? '').toLowerCase();
      return { status: 200, body: companies.filter((c) => term && (c.name.toLowerCase().startsWith(term) || c.domain.startsWith(term))).map((c) => ({ name: c.name, domain: c.domain, logo: `https://logo.clearbit.com/${c.domain}` })) };
    }
    if (!authorized) return refuse(401, 'auth_required', 'API key required.');
    if (path === '/v2/people/find') {
      if (!q.email) return refuse(422, 'email_invalid', 'Email is required.');
      if (!/^[^@\s]+@[^@\s]+$/.test(q.email)) return refuse(422, 'email_invalid', 'Invalid email.');
      const person = people.find((p) => p.email === q.email);
      return person ? { status: 200, body: personJson(person) } : refuse(404, 'unknown_record', 'Unknown email address.');
    }
    if (path === '/v2/companies/find') {
      if (!q.domain) return refuse(422, 'domain_invalid', 'Domain is required.');
      const company = companies.find((c) => c.domain === q.domain);
      return company ? { status: 200, body: companyJson(company) } : refuse(404, 'unknown_record', 'Unknown domain.');
    }
    return undefined;
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!['/v1/companies/suggest', '/v2/people/find', '/v2/companies/find'].includes(url.pathname)) return false;
    for await (const _ of req); // eslint-disable-line no-unused-vars
    const query = Object.fromEntries(url.searchParams);
    const authorization = req.headers.authorization ?? '';
    state.calls.push({ method: req.method, host: req.headers.host ?? '', path: url.pathname, query, authorization });
    const send = (status, body, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
      return true;
    };
    const failure = state.failures.shift();
    if (failure) return send(failure.status, { error: { type: 'rate_limit', message: 'Rate limit exceeded.' } }, failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {});
    const answer = route(url.pathname, query, authorization === `Bearer ${API_KEY}`);
    return send(answer.status, answer.body);
  }
  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createClearbitFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

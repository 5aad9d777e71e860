/**
 * A loopback lemlist API (https://developer.lemlist.com/) over in-memory state, for tests and for
 * recording n8n. Everything lives under `/api`:
 *
 * - campaigns: `GET /campaigns` (`limit`, `offset`; with `version=v2` the answer is
 *   `{ campaigns, pagination }` read by `page`), `GET /campaigns/{id}/stats` (`startDate`, `endDate`,
 *   `timezone`, the dates required);
 * - leads: `POST /campaigns/{id}/leads/{email}` (`deduplicate`; the body's fields become the lead's),
 *   `DELETE /campaigns/{id}/leads/{email}` (`action=remove` removes it, otherwise it is unsubscribed
 *   from the campaign), `GET /leads/{email}`, `POST /leads/{id}/enrich/` (enrichment flags);
 * - `GET /activities` (`type`, `campaignId`, `leadId`, `isFirst`, `limit`, `offset`; `version=v2`
 *   pages by `page`);
 * - `GET /team`, `GET /team/credits`;
 * - unsubscribes: `GET /unsubscribes` (`limit`, `offset`), `POST|DELETE /unsubscribes/{email}`;
 * - enrichment: `POST /enrich/` (flags and the person's `email`, `linkedinUrl`, names, company),
 *   `GET /enrich/{id}`;
 * - hooks: `GET|POST /hooks`, `DELETE /hooks/{id}`.
 *
 * Requests sign in with HTTP Basic whose password is the API key (any user name); anything else is
 * answered 401. Refusals are plain text, as lemlist's are. Ids are counted and times come from a
 * clock that moves one minute per write, so two fakes given the same calls answer the same.
 * `state.calls` logs each request.
 *
 * `createLemlistFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_KEY = 'weft-lemlist-key-0001';

const LEAD_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'companyDomain',
  'icebreaker',
  'jobTitle',
  'phone',
  'picture',
  'linkedinUrl',
];
const ENRICH_FLAGS = ['findEmail', 'verifyEmail', 'linkedinEnrichment', 'findPhone'];

class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));
const truthy = (v) => v === true || v === 'true';

/**
 * Seed: `{ now?, team?: { name? }, credits?: number, campaigns?: [{ name, status?, leads?: [{ email,
 * firstName?, lastName?, companyName?, … }] }], unsubscribes?: [email], activities?: [{ type,
 * campaign (a name), lead (an email), isFirst? }] }`.
 */
export function createLemlistFake(seed = {}) {
  let counter = 0;
  const id = (prefix) => `${prefix}_${String(++counter).padStart(8, '0')}`;
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'),
    team: undefined,
    credits: seed.credits ?? 1500,
    campaigns: [],
    leads: [],
    activities: [],
    unsubscribes: [],
    enrichments: [],
    hooks: [],
    calls: [],
  };
  const stamp = () => new Date(state.clock).toISOString();
  const tick = () => {
    state.clock += 60_000;
    return stamp();
  };
  const userId = id('usr');
  state.team = {
    _id: id('tea'),
    name: seed.team?.name ?? 'Weft',
    userIds: [userId],
    createdBy: userId,
    createdAt: tick(),
    beta: [],
  };

  const findCampaign = (campaignId) => {
    const campaign = state.campaigns.find((c) => c._id === campaignId);
    if (!campaign) throw new Refusal(404, 'Campaign not found');
    return campaign;
  };
  const campaignView = (c) => ({
    _id: c._id,
    name: c.name,
    labels: [],
    createdAt: c.createdAt,
    createdBy: c.createdBy,
    status: c.status,
    archived: false,
  });
  const leadView = (l) => {
    const campaign = state.campaigns.find((c) => c._id === l.campaignId);
    const out = { _id: l._id, email: l.email };
    for (const key of LEAD_FIELDS) if (l[key] !== undefined) out[key] = l[key];
    return {
      ...out,
      isPaused: l.isPaused,
      campaignId: l.campaignId,
      campaignName: campaign?.name ?? '',
      state: l.state,
      createdAt: l.createdAt,
    };
  };

  function addLead(campaign, email, fields) {
    const lead = {
      _id: id('lea'),
      email,
      isPaused: false,
      campaignId: campaign._id,
      state: 'scanned',
      createdAt: tick(),
    };
    for (const key of LEAD_FIELDS) if (fields[key] !== undefined && fields[key] !== '') lead[key] = fields[key];
    state.leads.push(lead);
    return lead;
  }
  function record(type, campaign, lead, isFirst = true) {
    state.activities.push({
      _id: id('act'),
      type,
      isFirst,
      createdAt: tick(),
      createdBy: userId,
      teamId: state.team._id,
      campaignId: campaign?._id ?? '',
      campaignName: campaign?.name ?? '',
      leadId: lead?._id ?? '',
      leadEmail: lead?.email ?? '',
      leadFirstName: lead?.firstName ?? '',
      leadLastName: lead?.lastName ?? '',
    });
  }

  for (const c of seed.campaigns ?? []) {
    const campaign = {
      _id: id('cam'),
      name: c.name,
      status: c.status ?? 'running',
      createdBy: userId,
      createdAt: tick(),
    };
    state.campaigns.push(campaign);
    for (const l of c.leads ?? []) addLead(campaign, l.email, l);
  }
  for (const email of seed.unsubscribes ?? [])
    state.unsubscribes.push({ _id: id('uns'), email, source: 'manual', createdAt: tick() });
  for (const a of seed.activities ?? []) {
    const campaign = state.campaigns.find((c) => c.name === a.campaign);
    const lead = state.leads.find((l) => l.email === a.lead && (!campaign || l.campaignId === campaign._id));
    record(a.type, campaign, lead, a.isFirst ?? true);
  }

  /** A page by `offset`/`limit` (100 when not given), or by `page` when `byPage`. */
  function paged(list, query, byPage = false) {
    const limit = query.limit === undefined ? 100 : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1) throw new Refusal(400, 'Invalid limit');
    const page = Math.max(1, Number(query.page ?? 1) || 1);
    const offset = byPage ? (page - 1) * limit : Number(query.offset ?? 0) || 0;
    return list.slice(offset, offset + limit);
  }

  function enrichment(input, flags, lead) {
    if (!ENRICH_FLAGS.some((f) => truthy(flags[f])))
      throw new Refusal(400, 'At least one of findEmail, verifyEmail, linkedinEnrichment or findPhone must be true');
    const email = input.email || lead?.email || '';
    const data = {};
    if (truthy(flags.findEmail) || truthy(flags.verifyEmail))
      data.email = {
        email:
          email || `${String(input.firstName ?? 'someone').toLowerCase()}@${input.companyDomain ?? 'weft.example'}`,
        status: 'deliverable',
        notFound: false,
      };
    if (truthy(flags.linkedinEnrichment))
      data.linkedin = {
        firstName: input.firstName ?? lead?.firstName ?? '',
        lastName: input.lastName ?? lead?.lastName ?? '',
        companyName: input.companyName ?? lead?.companyName ?? '',
        linkedinUrl: input.linkedinUrl ?? lead?.linkedinUrl ?? '',
        occupation: 'Engineer',
      };
    if (truthy(flags.findPhone)) data.phone = { phone: '+33100000000', notFound: false };
    const e = {
      enrichmentId: id('enr'),
      enrichmentStatus: 'done',
      input: Object.fromEntries(
        ['email', 'firstName', 'lastName', 'linkedinUrl', 'companyName', 'companyDomain']
          .filter((k) => input[k] !== undefined)
          .map((k) => [k, input[k]]),
      ),
      ...(lead ? { leadId: lead._id } : {}),
      data,
      createdAt: tick(),
    };
    state.enrichments.push(e);
    return { id: e.enrichmentId };
  }

  function route(method, parts, query, body) {
    const [head, a, b, c, d] = parts;
    if (head === 'campaigns') {
      if (method === 'GET' && a === undefined) {
        const list = state.campaigns.map(campaignView);
        if (query.version === 'v2') {
          const limit = Number(query.limit ?? 100) || 100;
          const totalPage = Math.max(1, Math.ceil(list.length / limit));
          const page = Math.max(1, Number(query.page ?? 1) || 1);
          return [
            200,
            {
              campaigns: paged(list, query, true),
              pagination: {
                totalRecords: list.length,
                currentPage: page,
                nextPage: Math.min(page + 1, totalPage),
                totalPage,
              },
            },
          ];
        }
        return [200, paged(list, query)];
      }
      const campaign = findCampaign(a);
      if (method === 'GET' && b === 'stats' && c === undefined) {
        if (!query.startDate || !query.endDate) throw new Refusal(400, 'startDate and endDate are required');
        const from = Date.parse(query.startDate);
        const to = Date.parse(query.endDate);
        if (Number.isNaN(from) || Number.isNaN(to)) throw new Refusal(400, 'Invalid date');
        const acts = state.activities.filter(
          (x) => x.campaignId === campaign._id && Date.parse(x.createdAt) >= from && Date.parse(x.createdAt) <= to,
        );
        const count = (type) => acts.filter((x) => x.type === type).length;
        const leads = state.leads.filter((l) => l.campaignId === campaign._id);
        return [
          200,
          {
            sentCount: count('emailsSent'),
            deliveredCount: count('emailsSent') - count('emailsBounced'),
            openedCount: count('emailsOpened'),
            clickedCount: count('emailsClicked'),
            repliedCount: count('emailsReplied'),
            interestedCount: count('emailsInterested'),
            leadTotal: leads.length,
            leadInProgress: leads.filter((l) => l.state === 'inProgress').length,
            leadCompleted: leads.filter((l) => l.state === 'done').length,
            leadReadyToSend: leads.filter((l) => l.state === 'scanned').length,
            leadToLaunch: 0,
            timezone: query.timezone ?? '',
          },
        ];
      }
      if (b === 'leads' && c !== undefined && d === undefined) {
        const email = c;
        if (method === 'POST') {
          if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Refusal(400, 'Invalid email');
          if (state.leads.some((l) => l.campaignId === campaign._id && l.email === email))
            throw new Refusal(409, 'Lead already in the campaign');
          if (truthy(query.deduplicate) && state.leads.some((l) => l.email === email))
            throw new Refusal(409, 'Lead already exists in another campaign');
          const lead = addLead(campaign, email, body ?? {});
          return [200, leadView(lead)];
        }
        if (method === 'DELETE') {
          const lead = state.leads.find((l) => l.campaignId === campaign._id && l.email === email);
          if (!lead) throw new Refusal(404, 'Lead not found');
          if (query.action === 'remove') {
            state.leads = state.leads.filter((l) => l !== lead);
            return [200, { ...leadView(lead), state: 'removed' }];
          }
          lead.state = 'unsubscribed';
          tick();
          record('emailsUnsubscribed', campaign, lead);
          return [200, leadView(lead)];
        }
      }
    }
    if (head === 'leads' && a !== undefined) {
      if (method === 'GET' && b === undefined) {
        const leads = state.leads.filter((l) => l.email === a);
        if (!leads.length) throw new Refusal(404, 'Lead not found');
        return [200, leadView(leads[leads.length - 1])];
      }
      if (method === 'POST' && b === 'enrich' && c === undefined) {
        const lead = state.leads.find((l) => l._id === a);
        if (!lead) throw new Refusal(404, 'Lead not found');
        return [200, enrichment({}, query, lead)];
      }
    }
    if (head === 'activities' && a === undefined && method === 'GET') {
      let list = state.activities;
      if (query.type) list = list.filter((x) => x.type === query.type);
      if (query.campaignId) list = list.filter((x) => x.campaignId === query.campaignId);
      if (query.leadId) list = list.filter((x) => x.leadId === query.leadId);
      if (query.isFirst !== undefined) list = list.filter((x) => x.isFirst === truthy(query.isFirst));
      return [200, clone(paged(list, query, query.version === 'v2'))];
    }
    if (head === 'team' && method === 'GET') {
      if (a === undefined) return [200, clone(state.team)];
      if (a === 'credits' && b === undefined)
        return [
          200,
          {
            credits: state.credits,
            details: { remaining: { freemium: 0, subscription: state.credits, paid: 0, total: state.credits } },
          },
        ];
    }
    if (head === 'unsubscribes') {
      if (method === 'GET' && a === undefined) return [200, clone(paged(state.unsubscribes, query))];
      if (a !== undefined && b === undefined) {
        const existing = state.unsubscribes.find((u) => u.email === a);
        if (method === 'POST') {
          if (existing) return [200, clone(existing)];
          const entry = { _id: id('uns'), email: a, source: 'api', createdAt: tick() };
          state.unsubscribes.push(entry);
          return [200, clone(entry)];
        }
        if (method === 'DELETE') {
          if (!existing) throw new Refusal(404, 'Email not found in unsubscribes');
          state.unsubscribes = state.unsubscribes.filter((u) => u !== existing);
          tick();
          return [200, clone(existing)];
        }
      }
    }
    if (head === 'enrich') {
      if (method === 'POST' && a === undefined) {
        if (
          !query.email &&
          !query.linkedinUrl &&
          !(query.firstName && query.lastName && (query.companyName || query.companyDomain))
        )
          throw new Refusal(400, 'An email, a LinkedIn URL, or a name with a company is required');
        return [200, enrichment(query, query)];
      }
      if (method === 'GET' && a !== undefined && b === undefined) {
        const e = state.enrichments.find((x) => x.enrichmentId === a);
        if (!e) throw new Refusal(404, 'Enrichment not found');
        return [200, clone(e)];
      }
    }
    if (head === 'hooks') {
      if (method === 'GET' && a === undefined) return [200, clone(state.hooks)];
      if (method === 'POST' && a === undefined) {
        if (!body?.targetUrl) throw new Refusal(400, 'targetUrl is required');
        const hook = { _id: id('hoo'), targetUrl: body.targetUrl, createdAt: tick() };
        for (const key of ['type', 'campaignId', 'isFirst']) if (body[key] !== undefined) hook[key] = body[key];
        state.hooks.push(hook);
        return [200, clone(hook)];
      }
      if (method === 'DELETE' && a !== undefined && b === undefined) {
        const hook = state.hooks.find((h) => h._id === a);
        if (!hook) throw new Refusal(404, 'Hook not found');
        state.hooks = state.hooks.filter((h) => h !== hook);
        return [200, clone(hook)];
      }
    }
    throw new Refusal(404, 'Not found');
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/api/')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const query = Object.fromEntries(url.searchParams);
    const auth = req.headers.authorization ?? '';
    state.calls.push({ method: req.method, path: url.pathname, query, body, authorization: auth });
    const send = (status, payload) => {
      const json = status < 300;
      res.writeHead(status, { 'Content-Type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8' });
      res.end(json ? JSON.stringify(payload) : String(payload));
      return true;
    };
    try {
      const password = auth.startsWith('Basic ')
        ? Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':').slice(1).join(':')
        : undefined;
      if (password !== API_KEY) throw new Refusal(401, 'Invalid API key');
      if (typeof body === 'string') throw new Refusal(400, 'Invalid JSON body');
      const parts = url.pathname
        .slice('/api/'.length)
        .split('/')
        .filter(Boolean)
        .map((part) => decodeURIComponent(part));
      const [status, payload] = route(req.method ?? 'GET', parts, query, body);
      return send(status, payload);
    } catch (error) {
      if (error instanceof Refusal) return send(error.status, error.message);
      return send(500, String(error?.message ?? error));
    }
  }

  return { handle, state };
}

export async function start(seed = {}) {
  const fake = createLemlistFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
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

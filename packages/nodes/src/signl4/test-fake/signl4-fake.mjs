/**
 * A loopback SIGNL4 inbound webhook (https://connect.signl4.com/webhook/docs/index.html) over
 * in-memory state, for tests and for recording n8n: `POST /webhook/{teamSecret}` takes an event as
 * a multipart or urlencoded form, or JSON (`message`, `title`, `service`, `X-S4-Location`,
 * `X-S4-AlertingScenario`, `X-S4-Filtering`, `X-S4-ExternalID`, `X-S4-Status`,
 * `X-S4-SourceSystem`, an `attachment` file) and answers 201 `{ eventId }`. A secret that is not
 * seeded is answered 401 `{ Message }`; an alerting scenario other than single_ack, multi_ack or
 * emergency, a status other than new, acknowledged or resolved, or a resolve without
 * `X-S4-ExternalID` is refused 400 `{ Message }`. Resolving an external ID resolves the team's
 * open alerts with it. Seeded `failures` (`{ status, retryAfter? }`) answer the next calls first
 * (a 429 with its Retry-After). Event ids are counted, so two fakes given the same calls answer the
 * same. `state.events` holds what was accepted (fields, attachment name, type, size), `state.calls`
 * each request.
 *
 * `createSignl4Fake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const TEAM_SECRET = 'weftteamsecret01';

const SCENARIOS = ['single_ack', 'multi_ack', 'emergency'];
const STATUSES = ['new', 'acknowledged', 'resolved'];

export function createSignl4Fake(seed = {}) {
  const state = {
    teams: seed.teams ?? [TEAM_SECRET],
    events: [],
    calls: [],
    failures: [...(seed.failures ?? [])],
  };
  let counter = 0;

  async function handle(req, res) {
    const url = new URL(req.url, 'http://fake');
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    const contentType = String(req.headers['content-type'] ?? '');
    const call = { method: req.method, path: url.pathname, contentType, fields: {}, attachment: undefined };
    state.calls.push(call);
    const json = (status, value, headers = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(value));
      return true;
    };
    const match = /^\/webhook\/([^/]*)$/.exec(url.pathname);
    if (!match) return json(404, { Message: 'Not found' });
    if (req.method !== 'POST') return json(405, { Message: 'The requested resource does not support this method.' });
    if (state.failures.length) {
      const failure = state.failures.shift();
      return json(
        failure.status,
        { Message: failure.message ?? 'Too many requests' },
        failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) },
      );
    }
    const team = decodeURIComponent(match[1]);
    if (!state.teams.includes(team)) return json(401, { Message: 'The team secret is not valid.' });
    const fields = {};
    try {
      if (contentType.includes('application/json')) Object.assign(fields, JSON.parse(raw.toString('utf8') || '{}'));
      else {
        const form = await new Request('http://fake/', {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: raw,
        }).formData();
        for (const [key, value] of form) {
          if (typeof value === 'string') fields[key] = value;
          else
            call.attachment = {
              field: key,
              name: value.name,
              type: value.type,
              size: value.size,
              base64: Buffer.from(await value.arrayBuffer()).toString('base64'),
            };
        }
      }
    } catch {
      return json(400, { Message: 'The request body could not be read.' });
    }
    call.fields = fields;
    const scenario = fields['X-S4-AlertingScenario'];
    if (scenario !== undefined && !SCENARIOS.includes(scenario))
      return json(400, { Message: `Unknown alerting scenario '${scenario}'.` });
    const status = fields['X-S4-Status'] ?? 'new';
    if (!STATUSES.includes(status)) return json(400, { Message: `Unknown status '${status}'.` });
    if (status === 'resolved' && !fields['X-S4-ExternalID'])
      return json(400, { Message: 'X-S4-ExternalID is required to resolve an alert.' });
    counter++;
    const eventId = `2518236416806594587_${String(counter).padStart(8, '0')}-5e4a-4b2f-9c1d-000000000000`;
    if (status === 'resolved')
      for (const e of state.events)
        if (e.team === team && e.fields['X-S4-ExternalID'] === fields['X-S4-ExternalID']) e.status = 'resolved';
    state.events.push({ eventId, team, status, fields, attachment: call.attachment });
    return json(201, { eventId });
  }

  return { handle, state };
}

export async function start(seed) {
  const fake = createSignl4Fake(seed);
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

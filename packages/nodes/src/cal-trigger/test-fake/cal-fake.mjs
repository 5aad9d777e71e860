/**
 * A loopback Cal.com API (https://cal.com/docs/api-reference/v1) for the Cal.com Trigger, over
 * in-memory state, signed with the `apiKey` query parameter:
 *
 * - webhooks, served both at `/hooks` (the path n8n's node uses before API v2.0) and `/webhooks`
 *   (from v2.0), with or without a `/v1` prefix: `GET` lists `{ webhooks }`, `POST` takes
 *   `{ subscriberUrl, eventTriggers, active, appId?, eventTypeId?, payloadTemplate? }` and answers
 *   `{ webhook }` (201), `DELETE /{id}` answers `{ message }`;
 * - `GET /event-types` (`{ event_types }`) and `GET /v1/memberships` (`{ memberships }`).
 *
 * Refusals have Cal.com's `{ message }` shape (401 for a missing or wrong key, 400 for an invalid
 * webhook, 404 for an unknown one). `state.calls` logs each request.
 *
 * `createCalFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const API_KEY = 'cal_live_weft0000000000000000000000001';
const TRIGGERS = [
  'BOOKING_CANCELLED',
  'BOOKING_CREATED',
  'BOOKING_RESCHEDULED',
  'BOOKING_REQUESTED',
  'BOOKING_REJECTED',
  'BOOKING_PAID',
  'MEETING_ENDED',
  'MEETING_STARTED',
  'RECORDING_READY',
  'FORM_SUBMITTED',
];

class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** Seed: `{ webhooks?: [{ subscriberUrl, eventTriggers }] }` already registered. */
export function createCalFake(seed = {}) {
  let counter = 0;
  const state = { webhooks: [], calls: [] };
  const add = (w) => {
    const made = {
      id: `weft-hook-${String(++counter).padStart(4, '0')}`,
      userId: 5,
      eventTypeId: null,
      payloadTemplate: null,
      appId: null,
      active: true,
      secret: null,
      ...w,
    };
    state.webhooks.push(made);
    return made;
  };
  for (const w of seed.webhooks ?? []) add(w);
  const eventTypes = [
    { id: 7, title: 'Thirty Minute Meeting', slug: '30min', length: 30, hidden: false },
    { id: 3, title: 'coffee chat', slug: 'coffee', length: 15, hidden: false },
    { id: 9, title: 'Deep Dive', slug: 'deep-dive', length: 60, hidden: false },
  ];

  function route(method, parts, body) {
    if (parts[0] === 'memberships' && parts.length === 1 && method === 'GET')
      return [
        200,
        { memberships: [{ userId: 5, teamId: 1, accepted: true, role: 'OWNER', disableImpersonation: false }] },
      ];
    if (parts[0] === 'event-types' && parts.length === 1 && method === 'GET') return [200, { event_types: eventTypes }];
    if (parts[0] !== 'hooks' && parts[0] !== 'webhooks') throw new Refusal(404, 'Not found');
    if (parts.length === 1 && method === 'GET') return [200, { webhooks: state.webhooks }];
    if (parts.length === 1 && method === 'POST') {
      const { subscriberUrl, eventTriggers, active, appId, eventTypeId, payloadTemplate, ...rest } = body ?? {};
      if (Object.keys(rest).length)
        throw new Refusal(
          400,
          `Unrecognized key(s) in object: ${Object.keys(rest)
            .map((k) => `'${k}'`)
            .join(', ')}`,
        );
      if (typeof subscriberUrl !== 'string' || !/^https?:\/\//.test(subscriberUrl))
        throw new Refusal(400, 'subscriberUrl: Invalid url');
      if (!Array.isArray(eventTriggers) || eventTriggers.some((t) => !TRIGGERS.includes(t)))
        throw new Refusal(400, 'eventTriggers: Invalid enum value');
      if (eventTypeId !== undefined && !eventTypes.some((t) => t.id === Number(eventTypeId)))
        throw new Refusal(401, 'Unauthorized: OWNERSHIP_REQUIRED');
      const webhook = add({
        subscriberUrl,
        eventTriggers,
        active: active !== false,
        ...(appId ? { appId } : {}),
        ...(eventTypeId !== undefined ? { eventTypeId: Number(eventTypeId) } : {}),
        ...(payloadTemplate ? { payloadTemplate } : {}),
      });
      return [201, { webhook }];
    }
    const found = state.webhooks.find((w) => w.id === parts[1]);
    if (parts.length !== 2 || !found) throw new Refusal(404, `Webhook with id: ${parts[1] ?? ''} not found`);
    if (method === 'GET') return [200, { webhook: found }];
    if (method === 'DELETE') {
      state.webhooks.splice(state.webhooks.indexOf(found), 1);
      return [200, { message: `Webhook with id: ${found.id} deleted successfully` }];
    }
    throw new Refusal(405, 'Method Not Allowed');
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
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
    state.calls.push({ method: req.method, path: url.pathname, query, body });
    const send = (status, payload) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(payload));
      return true;
    };
    try {
      if (!query.apiKey) throw new Refusal(401, 'No apiKey provided');
      if (query.apiKey !== API_KEY) throw new Refusal(401, 'Your API key is not valid.');
      const parts = url.pathname
        .replace(/^\/v1(?=\/)/, '')
        .split('/')
        .filter(Boolean);
      const [status, payload] = route(req.method ?? 'GET', parts, body);
      return send(status, payload);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(error.status, { message: error.message });
    }
  }
  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createCalFake(seed);
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

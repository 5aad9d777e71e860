/**
 * A loopback Twilio Event Streams API (`https://events.twilio.com/v1`, as twilio.com/docs/events
 * documents it) over in-memory sinks and subscriptions, for the Twilio Trigger's tests:
 *
 * - `GET /v1/Sinks`, `POST /v1/Sinks` (form: `Description`, `SinkConfiguration` as JSON text,
 *   `SinkType`), `DELETE /v1/Sinks/{sid}`;
 * - `GET /v1/Subscriptions`, `POST /v1/Subscriptions` (form: `Description`, `SinkSid`, one or more
 *   `Types` each JSON text `{ "type": … }`), `DELETE /v1/Subscriptions/{sid}`;
 * - `GET|POST /v1/Subscriptions/{sid}/SubscribedEvents` (form: `Type`).
 *
 * Requests sign in with HTTP Basic `ACCOUNT_SID:AUTH_TOKEN`; anything else is answered 401. Errors
 * have Twilio's shape (`{ code, message, more_info, status }`). Sids are counted. `state.calls` logs
 * each request (its form fields parsed).
 */
import { createServer } from 'node:http';

export const ACCOUNT_SID = 'AC00000000000000000000000000000001';
export const AUTH_TOKEN = 'weft-twilio-token';
const TYPES = ['com.twilio.messaging.inbound-message.received', 'com.twilio.voice.insights.call-summary.complete'];

class Refusal extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.body = { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
  }
}

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/** A fake Events API: `{ handle(req, res), state }`. */
export function createEventsFake() {
  const state = { next: 1, sinks: [], subscriptions: [], calls: [] };
  const sid = (prefix) => `${prefix}${String(state.next++).padStart(32, '0')}`;
  const now = '2026-01-05T10:00:00Z';
  const origin = 'https://events.twilio.com/v1';
  const meta = (key) => ({
    page: 0,
    page_size: 20,
    first_page_url: `${origin}/${key}?PageSize=20&Page=0`,
    previous_page_url: null,
    url: `${origin}/${key}?PageSize=20&Page=0`,
    next_page_url: null,
    key,
  });
  const typeOf = (text) => {
    let type;
    try {
      type = JSON.parse(text).type;
    } catch {
      throw new Refusal(400, 20001, `Invalid Types: ${text}`);
    }
    if (!TYPES.includes(type)) throw new Refusal(400, 20001, `Unknown event type: ${type}`);
    return type;
  };

  function answer(method, path, form) {
    let m;
    const one = (list, id, what) =>
      list.find((e) => e.sid === id) ??
      (() => {
        throw new Refusal(404, 20404, `The requested resource /v1/${what}/${id} was not found`);
      })();
    if (path === '/Sinks' && method === 'GET') return { sinks: state.sinks, meta: meta('sinks') };
    if (path === '/Sinks' && method === 'POST') {
      let config;
      try {
        config = JSON.parse(form.get('SinkConfiguration') ?? '');
      } catch {
        throw new Refusal(400, 20001, 'Invalid SinkConfiguration');
      }
      if (form.get('SinkType') !== 'webhook' || !config.destination) throw new Refusal(400, 20001, 'Invalid sink');
      const id = sid('DG');
      const sink = {
        status: 'initialized',
        sink_configuration: {
          destination: config.destination,
          method: config.method ?? 'POST',
          batch_events: config.batch_events ?? true,
        },
        description: form.get('Description') ?? '',
        sid: id,
        date_created: now,
        sink_type: 'webhook',
        date_updated: now,
        url: `${origin}/Sinks/${id}`,
        links: { sink_test: `${origin}/Sinks/${id}/Test`, sink_validate: `${origin}/Sinks/${id}/Validate` },
      };
      state.sinks.push(sink);
      return [201, sink];
    }
    if ((m = /^\/Sinks\/(\w+)$/.exec(path)) && method === 'DELETE') {
      const sink = one(state.sinks, m[1], 'Sinks');
      state.sinks.splice(state.sinks.indexOf(sink), 1);
      return [204];
    }
    if (path === '/Subscriptions' && method === 'GET')
      return { subscriptions: state.subscriptions.map(({ types: _t, ...s }) => s), meta: meta('subscriptions') };
    if (path === '/Subscriptions' && method === 'POST') {
      const sink = one(state.sinks, form.get('SinkSid'), 'Sinks');
      const types = form.getAll('Types').map(typeOf);
      if (!types.length) throw new Refusal(400, 20001, 'Missing required parameter Types in the post body');
      const id = sid('DF');
      const subscription = {
        account_sid: ACCOUNT_SID,
        sid: id,
        date_created: now,
        date_updated: now,
        description: form.get('Description') ?? '',
        sink_sid: sink.sid,
        url: `${origin}/Subscriptions/${id}`,
        links: { subscribed_events: `${origin}/Subscriptions/${id}/SubscribedEvents` },
        types,
      };
      state.subscriptions.push(subscription);
      const { types: _t, ...shown } = subscription;
      return [201, shown];
    }
    if ((m = /^\/Subscriptions\/(\w+)$/.exec(path)) && method === 'DELETE') {
      const subscription = one(state.subscriptions, m[1], 'Subscriptions');
      state.subscriptions.splice(state.subscriptions.indexOf(subscription), 1);
      return [204];
    }
    if ((m = /^\/Subscriptions\/(\w+)\/SubscribedEvents$/.exec(path))) {
      const subscription = one(state.subscriptions, m[1], 'Subscriptions');
      const shape = (type) => ({
        account_sid: ACCOUNT_SID,
        type,
        schema_version: 1,
        subscription_sid: subscription.sid,
        url: `${origin}/Subscriptions/${subscription.sid}/SubscribedEvents/${type}`,
      });
      if (method === 'GET') return { types: subscription.types.map(shape), meta: meta('types') };
      if (method === 'POST') {
        const type = form.get('Type');
        if (!TYPES.includes(type)) throw new Refusal(400, 20001, `Unknown event type: ${type}`);
        if (subscription.types.includes(type)) throw new Refusal(409, 20409, 'Event type already subscribed');
        subscription.types.push(type);
        return [201, shape(type)];
      }
    }
    throw new Refusal(404, 20404, `The requested resource /v1${path} was not found`);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/v1/')) return false;
    const raw = await readBody(req);
    const form = new URLSearchParams(raw);
    const path = url.pathname.slice('/v1'.length);
    const authorization = String(req.headers.authorization ?? '');
    state.calls.push({
      method: req.method,
      path,
      form: Object.fromEntries(form),
      types: form.getAll('Types'),
      contentType: req.headers['content-type'],
      authorization,
    });
    const send = (status, payload) => {
      res.writeHead(status, payload === undefined ? {} : { 'content-type': 'application/json' });
      res.end(payload === undefined ? undefined : JSON.stringify(payload));
      return true;
    };
    if (authorization !== `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`)
      return send(401, new Refusal(401, 20003, 'Authenticate').body);
    try {
      const out = answer(req.method, path, form);
      return Array.isArray(out) ? send(out[0], out[1]) : send(200, out);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(error.status, error.body);
    }
  }
  return { state, handle };
}

/** Serves a fake on 127.0.0.1:0. */
export async function start() {
  const fake = createEventsFake();
  const server = createServer((req, res) => {
    fake
      .handle(req, res)
      .then((handled) => {
        if (!handled) res.writeHead(404).end();
      })
      .catch((error) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: String(error) }));
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

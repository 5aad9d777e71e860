/**
 * A loopback WhatsApp Cloud API (Meta Graph API) over in-memory state, for tests, following
 * https://developers.facebook.com/docs/whatsapp/cloud-api/reference: `/<version>/<phone number
 * id>/messages` (text, location, contacts, audio/document/image/video by `link` or uploaded `id`,
 * template), `/<phone number id>/media` (multipart `file` + `messaging_product`), `/<media id>`
 * (GET its download URL, DELETE it), `/<business account id>/phone_numbers` and
 * `/message_templates` with `Authorization: Bearer <token>`; and for the trigger the app token
 * (`/oauth/access_token`, client credentials) and the app's webhook subscriptions
 * (`/<app id>/subscriptions`, GET/POST/DELETE with the app token). With `state.verifyCallbacks`, a
 * new subscription is accepted only when its callback URL answers Meta's verification GET
 * (`hub.mode`, `hub.verify_token`, `hub.challenge`) with the challenge, as Meta does. Errors are
 * Graph's `{ error: { message, type, code, fbtrace_id } }`.
 *
 * With `state.digestIds`, a message id also carries a digest of the message sent
 * (`wamid.<n>.<12 hex>`, over its JSON with sorted keys), so that a recorded answer shows any
 * difference in what was sent.
 *
 * Every call is recorded (`calls`): method, path, query, parsed body (JSON, form or multipart
 * fields), files, content type and Authorization. `state.faults` queues answers to give instead.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

export const TOKEN = 'wa-access-token';
export const APP_ID = '7000';
export const APP_SECRET = 'wa-app-secret';
export const APP_TOKEN = 'wa-app-token';
export const PHONE_ID = '1100';
export const WABA_ID = '2200';

function initialState() {
  return {
    phoneNumbers: [
      { id: '1100', display_phone_number: '+1 555-0100', verified_name: 'Weft Support', quality_rating: 'GREEN' },
      { id: '1101', display_phone_number: '+1 555-0101', verified_name: 'Weft Alerts', quality_rating: 'GREEN' },
    ],
    templates: [
      { id: 't1', name: 'order_update', language: 'en_US', status: 'APPROVED', category: 'UTILITY' },
      { id: 't2', name: 'hello_world', language: 'en_US', status: 'APPROVED', category: 'UTILITY' },
    ],
    messages: [],
    media: [],
    subscriptions: [],
    verifyCallbacks: false,
    digestIds: false,
    faults: [],
    nextId: 1,
  };
}

/** A JSON value with its object keys sorted, so that key order does not change its digest. */
const sorted = (v) => (Array.isArray(v) ? v.map(sorted) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])) : v);
/** A short digest of a message body. */
const digest = (body) => createHash('sha256').update(JSON.stringify(sorted(body))).digest('hex').slice(0, 12);

/** Creates a fake: `{ handle(req, res), state, calls, reset() }`. */
export function createWhatsAppFake() {
  const fake = { state: initialState(), calls: [], origin: '' };
  fake.reset = () => {
    fake.state = initialState();
    fake.calls = [];
  };
  const graphError = (status, code, message, type = 'OAuthException') => ({ status, body: { error: { message, type, code, fbtrace_id: 'AbCdEf' } } });
  const invalidParam = (message) => graphError(400, 100, `(#100) ${message}`);

  function sendMessage(phoneId, body) {
    if (!fake.state.phoneNumbers.some((p) => p.id === phoneId)) return graphError(400, 100, `Unsupported post request. Object with ID '${phoneId}' does not exist`, 'GraphMethodException');
    if (body.messaging_product !== 'whatsapp') return invalidParam('The parameter messaging_product is required.');
    if (!body.to) return invalidParam('The parameter to is required.');
    const type = body.type ?? 'text';
    const content = body[type];
    if (!content) return invalidParam(`The parameter ${type} is required.`);
    if (type === 'text' && !content.body) return invalidParam("Param text['body'] is required.");
    if (['audio', 'document', 'image', 'video', 'sticker'].includes(type)) {
      if (content.id !== undefined && !fake.state.media.some((m) => m.id === String(content.id))) return invalidParam(`Param ${type}['id'] is not a valid whatsapp business account media attachment ID`);
      if (content.link !== undefined && !/^https?:\/\/[^\s]+$/.test(String(content.link))) return invalidParam(`Param ${type}['link'] is not a valid URI.`);
      if (content.id === undefined && content.link === undefined) return invalidParam(`Param ${type} must contain either id or link.`);
    }
    if (type === 'template' && !fake.state.templates.some((t) => t.name === content.name && t.language === content.language?.code)) {
      return graphError(404, 132001, `(#132001) Template name does not exist in the translation`);
    }
    const n = fake.state.nextId++;
    const id = fake.state.digestIds ? `wamid.${n}.${digest(body)}` : `wamid.${n}`;
    fake.state.messages.push({ id, from: phoneId, ...body });
    return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] } };
  }

  async function route(method, parts, query, body, files, auth) {
    const [first, second] = parts;
    if (first === 'oauth' && second === 'access_token' && method === 'POST') {
      if (body.client_id !== APP_ID || body.client_secret !== APP_SECRET || body.grant_type !== 'client_credentials') return graphError(400, 1, 'Error validating client secret.');
      return { status: 200, body: { access_token: APP_TOKEN, token_type: 'bearer' } };
    }
    if (second === 'subscriptions') {
      if (auth !== `Bearer ${APP_TOKEN}` || first !== APP_ID) return graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
      if (method === 'GET') return { status: 200, body: { data: fake.state.subscriptions } };
      if (method === 'DELETE') {
        fake.state.subscriptions = fake.state.subscriptions.filter((s) => body.object && s.object !== body.object);
        return { status: 200, body: { success: true } };
      }
      if (method === 'POST') {
        let fields = body.fields;
        try {
          fields = JSON.parse(fields);
        } catch {
          fields = String(fields ?? '').split(',').filter(Boolean);
        }
        if (!body.object || !body.callback_url || !Array.isArray(fields) || !fields.length) return invalidParam('The parameters object, callback_url and fields are required.');
        if (fake.state.verifyCallbacks) {
          const challenge = `challenge-${fake.state.nextId++}`;
          const url = new URL(body.callback_url);
          url.searchParams.set('hub.mode', 'subscribe');
          url.searchParams.set('hub.verify_token', String(body.verify_token ?? ''));
          url.searchParams.set('hub.challenge', challenge);
          let answer = '';
          try {
            answer = await (await fetch(url)).text();
          } catch {
            answer = '';
          }
          if (answer !== challenge) return graphError(400, 2200, '(#2200) Callback verification failed with the following errors: HTTP Status Code = 403');
        }
        fake.state.subscriptions = fake.state.subscriptions.filter((s) => s.object !== body.object);
        fake.state.subscriptions.push({ object: body.object, callback_url: body.callback_url, active: true, fields: fields.map((name) => ({ name, version: 'v19.0' })) });
        return { status: 200, body: { success: true } };
      }
    }
    if (auth !== `Bearer ${TOKEN}`) return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (first === WABA_ID && second === 'phone_numbers' && method === 'GET') return { status: 200, body: { data: fake.state.phoneNumbers, paging: { cursors: { before: 'a', after: 'b' } } } };
    if (first === WABA_ID && second === 'message_templates' && method === 'GET') return { status: 200, body: { data: fake.state.templates, paging: { cursors: { before: 'a', after: 'b' } } } };
    if (second === 'messages' && method === 'POST') return sendMessage(first, body);
    if (second === 'media' && method === 'POST') {
      if (!fake.state.phoneNumbers.some((p) => p.id === first)) return graphError(400, 100, `Unsupported post request. Object with ID '${first}' does not exist`, 'GraphMethodException');
      if (body.messaging_product !== 'whatsapp') return invalidParam('The parameter messaging_product is required.');
      if (!files.file) return invalidParam('The parameter file is required.');
      const id = String(900000 + fake.state.nextId++);
      fake.state.media.push({ id, ...files.file });
      return { status: 200, body: { id } };
    }
    if (!second) {
      const media = fake.state.media.find((m) => m.id === first);
      if (!media) return graphError(400, 100, `Unsupported get request. Object with ID '${first}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`, 'GraphMethodException');
      if (method === 'GET') return { status: 200, body: { messaging_product: 'whatsapp', url: `${fake.origin}/media-download/${media.id}`, mime_type: media.type, sha256: 'f00d', file_size: media.size, id: media.id } };
      if (method === 'DELETE') {
        fake.state.media = fake.state.media.filter((m) => m !== media);
        return { status: 200, body: { success: true } };
      }
    }
    return graphError(400, 100, 'Unknown path components', 'GraphMethodException');
  }

  async function readBody(req, raw) {
    const type = String(req.headers['content-type'] ?? '');
    if (!raw.length) return { body: {}, files: {} };
    if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
      const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
      const body = {};
      const files = {};
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') body[name] = value;
        else files[name] = { name: value.name, type: value.type, size: value.size, text: Buffer.from(await value.arrayBuffer()).toString('utf8') };
      }
      return { body, files };
    }
    return { body: JSON.parse(raw.toString('utf8')), files: {} };
  }

  /** Handles one request. */
  fake.handle = async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const url = new URL(req.url, 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    const { body, files } = await readBody(req, Buffer.concat(chunks));
    const auth = String(req.headers.authorization ?? '');
    fake.calls.push({ method: req.method, path: url.pathname, query, body, files, contentType: String(req.headers['content-type'] ?? ''), auth });
    const send = (status, answer, headers = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(answer));
    };
    const fault = fake.state.faults.findIndex((f) => !f.path || url.pathname.endsWith(f.path));
    if (fault >= 0) {
      const f = fake.state.faults[fault];
      if (!f.times || --f.times <= 0) fake.state.faults.splice(fault, 1);
      return send(f.status ?? 500, f.body ?? { error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1, fbtrace_id: 'x' } }, f.headers);
    }
    const match = /^\/v\d+\.\d+\/(.*)$/.exec(url.pathname);
    if (!match) return send(404, { error: { message: 'Unknown path', type: 'GraphMethodException', code: 100 } });
    const answer = await route(req.method, match[1].split('/'), query, body, files, auth);
    return send(answer.status, answer.body);
  };
  return fake;
}

/** Serves a fake on 127.0.0.1 at a free port: `{ url, fake, close() }`. */
export async function start() {
  const fake = createWhatsAppFake();
  const server = createServer((req, res) => {
    fake.handle(req, res).catch((err) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err?.stack ?? err));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  fake.origin = `http://127.0.0.1:${port}`;
  return { url: fake.origin, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

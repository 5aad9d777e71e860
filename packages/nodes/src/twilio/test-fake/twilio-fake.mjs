/**
 * A loopback Twilio REST API (https://www.twilio.com/docs/usage/api, version 2010-04-01) over
 * in-memory state, for tests and for recording n8n:
 *
 * - `GET /2010-04-01/Accounts/{AccountSid}.json`: the account;
 * - `POST|GET /2010-04-01/Accounts/{AccountSid}/Messages.json` and `GET …/Messages/{Sid}.json`:
 *   messages (form fields `From`, `To`, `Body`, `MediaUrl`, `StatusCallback`), `whatsapp:` numbers
 *   included; the sender must be one of the account's numbers (or WhatsApp senders);
 * - `POST|GET …/Calls.json` and `GET …/Calls/{Sid}.json`: calls (`From`, `To`, `Twiml` or `Url`,
 *   `StatusCallback`).
 *
 * Requests sign in with HTTP Basic auth: the account SID (`ACCOUNT_SID`) with its auth token
 * (`AUTH_TOKEN`), or an API key SID (`API_KEY_SID`) with its secret (`API_KEY_SECRET`); anything
 * else is answered 401, and another account's path 404, in Twilio's error shape
 * `{ code, message, more_info, status }`. Numbers must be E.164 (`+` and 2 to 15 digits). Sids are
 * counted (`SM…01`, `CA…01`) and times come from a clock that moves one second per write, so two
 * fakes given the same calls answer the same. `state.calls` logs each request; answers pushed on
 * `state.failures` (`{ status, retryAfter?, code?, message? }`) are given first, one a request.
 *
 * `createTwilioFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`. A seed may name the account's
 * `numbers`, its `whatsappSenders` and the clock's start (`now`).
 */
import { createServer } from 'node:http';

export const ACCOUNT_SID = 'AC0000000000000000000000000000weft';
export const AUTH_TOKEN = 'weft-twilio-auth-token';
export const API_KEY_SID = 'SK0000000000000000000000000000weft';
export const API_KEY_SECRET = 'weft-twilio-key-secret';
/** The account's numbers unless the seed names others. */
export const NUMBERS = ['+14155550100', '+14155550101'];
export const WHATSAPP_SENDERS = ['+14155238886'];

const E164 = /^\+[1-9]\d{1,14}$/;
const more = (code) => `https://www.twilio.com/docs/errors/${code}`;

class Refusal extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** `Thu, 24 Aug 2023 05:01:45 +0000`, Twilio's time format. */
const twilioTime = (ms) => new Date(ms).toUTCString().replace('GMT', '+0000');

/** How many segments a text takes: 160 characters (70 outside GSM-7) in one, 153 (67) a part beyond. */
function segments(text) {
  const gsm = /^[\x20-\x7e\n\r£¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ¤¡ÄÖÑÜ§¿äöñüà€]*$/.test(text);
  const [one, part] = gsm ? [160, 153] : [70, 67];
  const length = [...text].length;
  return length <= one ? 1 : Math.ceil(length / part);
}

/** The `+1 (415) 555-0100`-style rendering Twilio gives US numbers in `*_formatted`. */
const formatted = (n) => (/^\+1\d{10}$/.test(n) ? `(${n.slice(2, 5)}) ${n.slice(5, 8)}-${n.slice(8)}` : n);

export function createTwilioFake(seed = {}) {
  const state = {
    numbers: seed.numbers ?? NUMBERS,
    whatsappSenders: seed.whatsappSenders ?? WHATSAPP_SENDERS,
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'),
    messages: [],
    calls_made: [],
    nextMessage: 1,
    nextCall: 1,
    calls: [],
    failures: [],
  };
  const tick = () => (state.clock += 1000);
  const sid = (prefix, n) => `${prefix}${String(n).padStart(32, '0')}`;
  const base = `/2010-04-01/Accounts/${ACCOUNT_SID}`;

  function authorised(header) {
    const match = /^Basic (.+)$/.exec(header ?? '');
    if (!match) return false;
    const [user, ...rest] = Buffer.from(match[1], 'base64').toString('utf8').split(':');
    const password = rest.join(':');
    return (user === ACCOUNT_SID && password === AUTH_TOKEN) || (user === API_KEY_SID && password === API_KEY_SECRET);
  }

  /** A number field: required, E.164, optionally `whatsapp:`-prefixed. */
  function number(form, field, missingCode, missingText) {
    const raw = String(form[field] ?? '').trim();
    if (!raw) throw new Refusal(400, missingCode, missingText);
    const whatsapp = raw.startsWith('whatsapp:');
    const bare = whatsapp ? raw.slice('whatsapp:'.length) : raw;
    if (!E164.test(bare)) throw new Refusal(400, 21211, `Invalid '${field}' Phone Number: ${raw}`);
    return { raw, bare, whatsapp };
  }

  function statusCallback(form) {
    const url = form.StatusCallback;
    if (url === undefined || url === '') return;
    if (!/^https?:\/\/[^\s]+$/.test(url)) throw new Refusal(400, 21609, `The StatusCallback URL ${url} is not a valid URL.`);
  }

  function sendMessage(form) {
    const to = number(form, 'To', 21604, "A 'To' phone number is required.");
    const from = number(form, 'From', 21603, "A 'From' phone number is required.");
    const body = String(form.Body ?? '');
    const media = [].concat(form.MediaUrl ?? []);
    if (!body && !media.length) throw new Refusal(400, 21602, 'Message body is required.');
    if (body.length > 1600) throw new Refusal(400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    if (from.whatsapp !== to.whatsapp) throw new Refusal(400, 21910, "Invalid From and To pair. From and To should be of the same channel");
    if (from.whatsapp ? !state.whatsappSenders.includes(from.bare) : !state.numbers.includes(from.bare)) {
      if (from.whatsapp) throw new Refusal(400, 63007, `Twilio could not find a Channel with the specified From address`);
      throw new Refusal(400, 21606, `The From phone number ${from.bare} is not a valid, SMS-capable inbound phone number or short code for your account.`);
    }
    statusCallback(form);
    const at = twilioTime(tick());
    const id = sid('SM', state.nextMessage++);
    const message = {
      account_sid: ACCOUNT_SID,
      api_version: '2010-04-01',
      body,
      date_created: at,
      date_sent: null,
      date_updated: at,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: from.raw,
      messaging_service_sid: null,
      num_media: String(media.length),
      num_segments: String(body ? segments(body) : 1),
      price: null,
      price_unit: 'USD',
      sid: id,
      status: 'queued',
      subresource_uris: { media: `${base}/Messages/${id}/Media.json` },
      to: to.raw,
      uri: `${base}/Messages/${id}.json`,
    };
    state.messages.push(message);
    return message;
  }

  function makeCall(form) {
    const to = number(form, 'To', 21201, "No 'To' number is specified");
    const from = number(form, 'From', 21213, "No 'From' number is specified");
    if (!form.Twiml && !form.Url && !form.ApplicationSid) throw new Refusal(400, 21205, 'Url parameter is required.');
    if (form.Twiml !== undefined && form.Twiml.length > 4000) throw new Refusal(400, 21218, 'Twiml exceeds 4000 characters.');
    if (!state.numbers.includes(from.bare)) throw new Refusal(400, 21210, `The source phone number provided, ${from.bare}, is not yet verified for your account. You may only make calls from phone numbers that you've verified or purchased from Twilio.`);
    statusCallback(form);
    const at = twilioTime(tick());
    const id = sid('CA', state.nextCall++);
    const call = {
      account_sid: ACCOUNT_SID,
      annotation: null,
      answered_by: null,
      api_version: '2010-04-01',
      caller_name: null,
      date_created: at,
      date_updated: at,
      direction: 'outbound-api',
      duration: null,
      end_time: null,
      forwarded_from: null,
      from: from.raw,
      from_formatted: formatted(from.bare),
      group_sid: null,
      parent_call_sid: null,
      phone_number_sid: `PN${String(state.numbers.indexOf(from.bare) + 1).padStart(32, '0')}`,
      price: null,
      price_unit: 'USD',
      queue_time: '0',
      sid: id,
      start_time: null,
      status: 'queued',
      subresource_uris: {
        notifications: `${base}/Calls/${id}/Notifications.json`,
        recordings: `${base}/Calls/${id}/Recordings.json`,
        payments: `${base}/Calls/${id}/Payments.json`,
        events: `${base}/Calls/${id}/Events.json`,
        siprec: `${base}/Calls/${id}/Siprec.json`,
        streams: `${base}/Calls/${id}/Streams.json`,
        transcriptions: `${base}/Calls/${id}/Transcriptions.json`,
        user_defined_message_subscriptions: `${base}/Calls/${id}/UserDefinedMessageSubscriptions.json`,
        user_defined_messages: `${base}/Calls/${id}/UserDefinedMessages.json`,
      },
      to: to.raw,
      to_formatted: formatted(to.bare),
      trunk_sid: null,
      uri: `${base}/Calls/${id}.json`,
    };
    state.calls_made.push({ ...call, twiml: form.Twiml, url: form.Url, statusCallback: form.StatusCallback });
    return call;
  }

  const strip = ({ twiml, url, statusCallback, ...call }) => call; // eslint-disable-line no-unused-vars

  function list(key, entries, path) {
    return { [key]: entries, end: Math.max(entries.length - 1, 0), first_page_uri: `${path}?PageSize=50&Page=0`, next_page_uri: null, page: 0, page_size: 50, previous_page_uri: null, start: 0, uri: `${path}?PageSize=50&Page=0` };
  }

  function route(method, rest, form) {
    if (rest.length === 0 && method === 'GET') {
      return { sid: ACCOUNT_SID, friendly_name: 'Weft test account', status: 'active', type: 'Full', date_created: twilioTime(Date.parse('2025-01-01T00:00:00Z')), uri: `${base}.json` };
    }
    const [collection, item] = rest;
    if (collection === 'Messages.json' && method === 'POST') return [201, sendMessage(form)];
    if (collection === 'Messages.json' && method === 'GET') return list('messages', [...state.messages].reverse(), `${base}/Messages.json`);
    if (collection === 'Calls.json' && method === 'POST') return [201, makeCall(form)];
    if (collection === 'Calls.json' && method === 'GET') return list('calls', [...state.calls_made].reverse().map(strip), `${base}/Calls.json`);
    if ((collection === 'Messages' || collection === 'Calls') && item?.endsWith('.json') && method === 'GET') {
      const id = item.slice(0, -'.json'.length);
      const found = collection === 'Messages' ? state.messages.find((m) => m.sid === id) : state.calls_made.map(strip).find((c) => c.sid === id);
      if (found) return found;
    }
    throw new Refusal(404, 20404, `The requested resource ${base}/${rest.join('/')} was not found`);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://twilio.local');
    if (!url.pathname.startsWith('/2010-04-01/Accounts/')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    const contentType = String(req.headers['content-type'] ?? '');
    const form = {};
    if (raw && contentType.includes('application/x-www-form-urlencoded')) {
      for (const [k, v] of new URLSearchParams(raw)) form[k] = k in form ? [].concat(form[k], v) : v;
    }
    const method = String(req.method ?? 'GET').toUpperCase();
    state.calls.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), form, contentType, authorization: req.headers.authorization });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(payload));
    };
    const failure = state.failures.shift();
    if (failure) {
      const code = failure.code ?? (failure.status === 429 ? 20429 : 20500);
      send(failure.status, { code, message: failure.message ?? (failure.status === 429 ? 'Too Many Requests' : 'An internal server error has occurred'), more_info: more(code), status: failure.status }, failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {});
      return true;
    }
    if (!authorised(req.headers.authorization)) {
      send(401, { code: 20003, detail: 'Your AccountSid or AuthToken was incorrect.', message: 'Authenticate', more_info: more(20003), status: 401 });
      return true;
    }
    const parts = url.pathname.split('/').filter(Boolean); // 2010-04-01, Accounts, {sid}[.json], …
    const account = parts[2]?.replace(/\.json$/, '');
    try {
      if (account !== ACCOUNT_SID) throw new Refusal(404, 20404, `The requested resource ${url.pathname} was not found`);
      const rest = parts[2].endsWith('.json') ? [] : parts.slice(3);
      const answer = route(method, rest, form);
      if (Array.isArray(answer)) send(answer[0], answer[1]);
      else send(200, answer);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      send(error.status, { code: error.code, message: error.message, more_info: more(error.code), status: error.status });
    }
    return true;
  }

  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createTwilioFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * A loopback Discord HTTP API v10 (https://discord.com/developers/docs/reference) over in-memory
 * state, for tests: `/api/v10/...` with `Authorization: Bot <token>` (or `Bearer <user token>` for
 * `/users/@me/guilds`), JSON or multipart (`payload_json` + `files[n]`) bodies. Servers, channels,
 * messages (newest first, paged with `limit` + `before`), reactions, members (by user id, paged with
 * `limit` + `after`), roles, direct-message channels, and channel webhooks at
 * `/api/webhooks/<id>/<token>` (`?wait=true` answers the message, else 204). Errors in Discord's
 * shape (`{ code, message, errors? }`); a 429 answers `{ message, retry_after, global }` with a
 * `Retry-After` header, as Discord does.
 *
 * Every call is recorded (`calls`): method, path, query, parsed JSON body (a multipart call's
 * `payload_json`), files, content type and Authorization. `state.faults` queues answers to give
 * instead (e.g. a 429, a 502).
 *
 * Deterministic: ids are counted from `nextId` and timestamps derived from them (2026-01-01 plus
 * seconds), never random or the clock. A seed (`createDiscordFake(seed)`) adds messages
 * (`{ id?, channel_id, content, author?, … }`, filled in as Discord answers them), and may set
 * `nextId`, `channels`, `members` or `roles`.
 */
import { createServer } from 'node:http';

export const BOT_TOKEN = 'discord-bot-token';
export const USER_TOKEN = 'discord-user-token';
export const WEBHOOK_PATH = '/api/webhooks/900/hook-token';

function initialState() {
  const users = Array.from({ length: 5 }, (_, i) => ({ id: String(300 + i), username: `user${i}`, global_name: `User ${i}`, bot: false }));
  return {
    bot: { id: '999', username: 'weft-bot', bot: true },
    guilds: [{ id: '100', name: 'Weft Server' }, { id: '101', name: 'Other Server' }],
    /** Servers of the OAuth2 user. */
    userGuilds: ['100'],
    channels: [
      { id: '200', guild_id: '100', name: 'general', type: 0, position: 0, parent_id: '203', topic: null, nsfw: false },
      { id: '201', guild_id: '100', name: 'voice', type: 2, position: 1, bitrate: 64000, user_limit: 0 },
      { id: '202', guild_id: '100', name: 'random', type: 0, position: 2, topic: 'anything', nsfw: false },
      { id: '203', guild_id: '100', name: 'Text Channels', type: 4, position: 3 },
      { id: '210', guild_id: '101', name: 'elsewhere', type: 0, position: 0 },
    ],
    messages: [],
    users,
    members: users.map((user) => ({ user, roles: user.id === '300' ? ['500'] : [], nick: null, joined_at: '2026-01-01T00:00:00.000Z' })),
    roles: [
      { id: '100', name: '@everyone', managed: false },
      { id: '500', name: 'Admin', managed: false },
      { id: '501', name: 'Helper', managed: false },
      { id: '502', name: 'Bot Role', managed: true },
    ],
    faults: [],
    nextId: 1000,
  };
}

/** The media type Discord gives an attachment, from its file name's extension. */
function contentTypeOf(fileName) {
  const types = { txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', pdf: 'application/pdf' };
  return types[String(fileName ?? '').split('.').pop()?.toLowerCase() ?? ''];
}

/** A timestamp counted from an id: 2026-01-01T00:00:00Z plus the id's last six digits in seconds. */
const stampOf = (id) => new Date(Date.UTC(2026, 0, 1) + (Number(id) % 1_000_000) * 1000).toISOString();

/** A stored message as Discord answers it, from a seed's partial one. */
function fullMessage(state, m) {
  return {
    type: 0, content: '', author: state.users[0], timestamp: stampOf(m.id), edited_timestamp: null, tts: false, mention_everyone: false,
    mentions: [], mention_roles: [], pinned: false, embeds: [], components: [], attachments: [], flags: 0, reactions: [], ...m,
  };
}

/** The state a seed gives (see the module comment). */
function seededState(seed = {}) {
  const state = initialState();
  for (const key of ['channels', 'members', 'roles', 'guilds', 'users']) if (seed[key]) state[key] = structuredClone(seed[key]);
  if (seed.nextId !== undefined) state.nextId = seed.nextId;
  for (const m of seed.messages ?? []) {
    const id = m.id ?? String(++state.nextId);
    state.messages.push(fullMessage(state, { ...structuredClone(m), id }));
  }
  return state;
}

/** Creates a fake: `{ handle(req, res), state, calls, reset() }`, over the state a seed gives. */
export function createDiscordFake(seed = {}) {
  const fake = { state: seededState(seed), calls: [], origin: '' };
  fake.reset = () => {
    fake.state = seededState(seed);
    fake.calls = [];
  };
  const id = () => String(++fake.state.nextId);
  const error = (status, code, message, errors) => ({ status, body: errors ? { code, message, errors } : { code, message } });
  const channel = (cid) => fake.state.channels.find((c) => c.id === cid);
  const guild = (gid) => fake.state.guilds.find((g) => g.id === gid);
  const member = (gid, uid) => (guild(gid) ? fake.state.members.find((m) => m.user.id === uid) : undefined);

  function postMessage(channelId, body, files, author = fake.state.bot) {
    if (!body.content && !(body.embeds?.length) && !files.length && !(body.components?.length)) return error(400, 50006, 'Cannot send an empty message');
    if (typeof body.content === 'string' && body.content.length > 2000) return error(400, 50035, 'Invalid Form Body', { content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }] } });
    for (const embed of body.embeds ?? []) {
      if (embed.url !== undefined && !/^https?:\/\//.test(String(embed.url))) {
        return error(400, 50035, 'Invalid Form Body', { embeds: { 0: { url: { _errors: [{ code: 'URL_TYPE_INVALID_URL', message: 'Not a well formed URL.' }] } } } });
      }
    }
    if (body.message_reference && !fake.state.messages.some((m) => m.id === body.message_reference.message_id)) {
      return error(400, 50035, 'Invalid Form Body', { message_reference: { _errors: [{ code: 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', message: 'Unknown message' }] } });
    }
    const messageId = id();
    const message = {
      id: messageId, type: body.message_reference ? 19 : 0, channel_id: channelId, author, content: body.content ?? '', timestamp: stampOf(messageId),
      edited_timestamp: null, tts: !!body.tts, mention_everyone: false, mentions: [], mention_roles: [], pinned: false,
      embeds: body.embeds ?? [], components: body.components ?? [], flags: body.flags ?? 0, reactions: [],
      attachments: (body.attachments ?? []).map((a, i) => ({ id: id(), filename: a.filename, size: files[i]?.size ?? 0, content_type: contentTypeOf(a.filename) ?? files[i]?.type, url: `https://cdn.discordapp.test/${a.filename}` })),
      ...(body.message_reference ? { message_reference: body.message_reference } : {}),
    };
    fake.state.messages.push(message);
    return { status: 200, body: message };
  }

  /** The routes, by method and path pattern. */
  function route(method, parts, query, body, files, auth) {
    const [a, b, c, d, e, f, g] = parts;
    if (a === 'users' && b === '@me' && c === 'guilds' && method === 'GET') {
      if (auth === `Bearer ${USER_TOKEN}`) return { status: 200, body: fake.state.guilds.filter((x) => fake.state.userGuilds.includes(x.id)) };
      return { status: 200, body: fake.state.guilds };
    }
    if (a === 'users' && b === '@me' && !c && method === 'GET') return { status: 200, body: fake.state.bot };
    if (a === 'users' && b === '@me' && c === 'channels' && method === 'POST') {
      const user = fake.state.users.find((u) => u.id === body.recipient_id);
      if (!user) return error(400, 50035, 'Invalid Form Body', { recipient_id: { _errors: [{ code: 'NUMBER_TYPE_COERCE', message: 'Value is not snowflake.' }] } });
      let dm = fake.state.channels.find((x) => x.type === 1 && x.recipients?.[0]?.id === user.id);
      if (!dm) fake.state.channels.push((dm = { id: id(), type: 1, recipients: [user], last_message_id: null }));
      return { status: 200, body: dm };
    }
    if (a === 'guilds') {
      if (!guild(b)) return error(404, 10004, 'Unknown Guild');
      if (c === 'channels' && method === 'GET') return { status: 200, body: fake.state.channels.filter((x) => x.guild_id === b) };
      if (c === 'channels' && method === 'POST') {
        if (!body.name) return error(400, 50035, 'Invalid Form Body', { name: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } });
        const created = { id: id(), guild_id: b, position: 0, nsfw: false, topic: null, parent_id: null, ...body, type: Number(body.type ?? 0) };
        fake.state.channels.push(created);
        return { status: 201, body: created };
      }
      if (c === 'roles' && method === 'GET') return { status: 200, body: fake.state.roles };
      if (c === 'members' && !d && method === 'GET') {
        const limit = Math.min(1000, Number(query.limit ?? 1));
        const after = BigInt(query.after ?? '0');
        const list = fake.state.members.filter((m) => BigInt(m.user.id) > after).sort((x, y) => Number(BigInt(x.user.id) - BigInt(y.user.id)));
        return { status: 200, body: list.slice(0, limit) };
      }
      if (c === 'members' && d) {
        const m = member(b, d);
        if (!m) return error(404, 10007, 'Unknown Member');
        if (!e && method === 'GET') return { status: 200, body: m };
        if (e === 'roles' && f) {
          if (!fake.state.roles.some((r) => r.id === f)) return error(404, 10011, 'Unknown Role');
          if (method === 'PUT' && !m.roles.includes(f)) m.roles.push(f);
          if (method === 'DELETE') m.roles = m.roles.filter((r) => r !== f);
          return { status: 204 };
        }
      }
    }
    if (a === 'channels') {
      const ch = channel(b);
      if (!ch) return error(404, 10003, 'Unknown Channel');
      if (!c) {
        if (method === 'GET') return { status: 200, body: ch };
        if (method === 'PATCH') {
          Object.assign(ch, body);
          return { status: 200, body: ch };
        }
        if (method === 'DELETE') {
          fake.state.channels = fake.state.channels.filter((x) => x !== ch);
          return { status: 200, body: ch };
        }
      }
      if (c === 'messages' && !d && method === 'GET') {
        const limit = Math.min(100, Number(query.limit ?? 50));
        let list = fake.state.messages.filter((m) => m.channel_id === b).sort((x, y) => Number(BigInt(y.id) - BigInt(x.id)));
        if (query.before) list = list.filter((m) => BigInt(m.id) < BigInt(query.before));
        return { status: 200, body: list.slice(0, limit) };
      }
      if (c === 'messages' && !d && method === 'POST') return postMessage(b, body, files);
      if (c === 'messages' && d) {
        const m = fake.state.messages.find((x) => x.id === d && x.channel_id === b);
        if (!m) return error(404, 10008, 'Unknown Message');
        if (!e && method === 'GET') return { status: 200, body: m };
        if (!e && method === 'DELETE') {
          fake.state.messages = fake.state.messages.filter((x) => x !== m);
          return { status: 204 };
        }
        if (e === 'reactions' && g === '@me' && method === 'PUT') {
          const emoji = decodeURIComponent(f);
          if (!emoji || /^[a-z]+$/i.test(emoji)) return error(400, 10014, 'Unknown Emoji');
          m.reactions.push({ emoji: { name: emoji }, me: true, count: 1 });
          return { status: 204 };
        }
      }
    }
    return error(404, 0, '404: Not Found');
  }

  async function readBody(req, raw) {
    const type = String(req.headers['content-type'] ?? '');
    if (!raw.length) return { body: {}, files: [] };
    if (type.startsWith('multipart/form-data')) {
      const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
      const files = [];
      let body = {};
      for (const [name, value] of form.entries()) {
        if (name === 'payload_json') body = JSON.parse(typeof value === 'string' ? value : await value.text());
        else if (typeof value !== 'string') files.push({ field: name, name: value.name, type: value.type, size: value.size, text: Buffer.from(await value.arrayBuffer()).toString('utf8') });
      }
      return { body, files };
    }
    return { body: JSON.parse(raw.toString('utf8')), files: [] };
  }

  function send(res, status, body, headers = {}) {
    if (status === 204 || body === undefined) {
      res.writeHead(status, headers);
      return res.end();
    }
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }

  /** Handles one request: true once answered, false (nothing written) for a path outside the API and webhooks. */
  fake.handle = async (req, res) => {
    const path = new URL(req.url, 'http://fake').pathname;
    if (!path.startsWith('/api/v10/') && !path.startsWith('/api/webhooks/')) return false;
    await answerRequest(req, res);
    return true;
  };

  async function answerRequest(req, res) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const url = new URL(req.url, 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    const { body, files } = await readBody(req, Buffer.concat(chunks));
    const auth = String(req.headers.authorization ?? '');
    fake.calls.push({ method: req.method, path: url.pathname, query, body, files, contentType: String(req.headers['content-type'] ?? ''), auth });
    const fault = fake.state.faults.findIndex((f) => !f.path || url.pathname.endsWith(f.path));
    if (fault >= 0) {
      const f = fake.state.faults[fault];
      if (!f.times || --f.times <= 0) fake.state.faults.splice(fault, 1);
      return send(res, f.status ?? 500, f.body ?? { code: 0, message: '500: Internal Server Error' }, f.headers);
    }
    if (url.pathname === WEBHOOK_PATH && req.method === 'POST') {
      const hook = { id: '900', username: body.username || 'Captain Hook', avatar: null, bot: true };
      const answer = postMessage('200', body, files, hook);
      if (answer.status >= 300) return send(res, answer.status, answer.body);
      answer.body.webhook_id = '900';
      return query.wait === 'true' ? send(res, 200, answer.body) : send(res, 204);
    }
    if (!url.pathname.startsWith('/api/v10/')) return send(res, 404, { code: 10015, message: 'Unknown Webhook' });
    const parts = url.pathname.slice('/api/v10/'.length).split('/');
    const asUser = auth === `Bearer ${USER_TOKEN}` && parts.join('/') === 'users/@me/guilds';
    if (auth !== `Bot ${BOT_TOKEN}` && !asUser) return send(res, 401, { message: '401: Unauthorized', code: 0 });
    const answer = route(req.method, parts, query, body, files, auth);
    return send(res, answer.status, answer.body, answer.status < 300 ? { 'x-ratelimit-remaining': '4', 'x-ratelimit-reset-after': '1.0' } : {});
  }
  return fake;
}

/** Serves a fake on 127.0.0.1 at a free port: `{ url, fake, close() }`. */
export async function start() {
  const fake = createDiscordFake();
  const server = createServer((req, res) => {
    fake.handle(req, res).then((handled) => {
      if (!handled) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 0, message: '404: Not Found' }));
      }
    }, (err) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err?.stack ?? err));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  fake.origin = `http://127.0.0.1:${port}`;
  return { url: fake.origin, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

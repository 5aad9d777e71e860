/**
 * A loopback Slack Web API (https://api.slack.com/methods) over in-memory state, for tests:
 * `POST|GET /api/<method>` with `Authorization: Bearer <token>`, JSON, form or multipart bodies and
 * query parameters, answering `{ ok: true, … }` or HTTP 200 `{ ok: false, error }` as Slack does.
 * Conversations, chat, reactions, stars, files (legacy `files.upload` and the external upload flow,
 * whose upload URL is `/upload/<file id>` on this server: at `origin` when set, else at the origin
 * the request came to, so that n8n reaching it as https://slack.com gets a slack.com URL), users, user profiles, user groups,
 * search and team profile fields. Stored files download from `/files-pri/<id>/<name>` (the
 * `url_private_download` a file event names) with the token. Lists page with `limit` + `cursor` (`response_metadata.next_cursor`),
 * `files.list` and `search.messages` with `count` + `page` (`paging`).
 *
 * Every call is recorded (`calls`): http method, path, Web API method, query, parsed body, content
 * type, token. `state.faults` queues answers to give instead (e.g. a 429 with Retry-After), and
 * `state.endlessCursor` makes every list answer a next cursor (`'repeat'`: always the same one).
 */
import { createServer } from 'node:http';

export const TOKEN = 'xoxb-weft-test';

function initialState() {
  return {
    team: { id: 'T0WEFT', name: 'Weft' },
    users: [
      { id: 'U01ALICE', name: 'alice', real_name: 'Alice Liddell', profile: { email: 'alice@weft.test', first_name: 'Alice', last_name: 'Liddell', status_text: '', status_emoji: '' }, presence: 'active' },
      { id: 'U02BOB', name: 'bob', real_name: 'Bob Builder', profile: { email: 'bob@weft.test', first_name: 'Bob', last_name: 'Builder', status_text: '', status_emoji: '' }, presence: 'away' },
      { id: 'U03CAROL', name: 'carol', real_name: 'Carol Danvers', profile: { email: 'carol@weft.test', first_name: 'Carol', last_name: 'Danvers', status_text: '', status_emoji: '' }, presence: 'active' },
    ],
    channels: [
      { id: 'C01GENERAL', name: 'general', is_channel: true, is_private: false, is_archived: false, members: ['U01ALICE', 'U02BOB', 'U03CAROL'], topic: { value: '' }, purpose: { value: '' } },
      { id: 'C02RANDOM', name: 'random', is_channel: true, is_private: false, is_archived: false, members: ['U01ALICE', 'U02BOB'], topic: { value: '' }, purpose: { value: '' } },
      { id: 'C03SECRET', name: 'secret', is_channel: true, is_private: true, is_archived: false, members: ['U01ALICE'], topic: { value: '' }, purpose: { value: '' } },
    ],
    messages: [],
    files: [],
    stars: [],
    usergroups: [],
    teamFields: [{ id: 'Xf01', label: 'Favourite colour' }, { id: 'Xf02', label: 'Team' }],
    faults: [],
    endlessCursor: false,
    clock: 1700000000,
  };
}

/** Creates a fake: `{ handle(req, res), state, calls, reset() }`. */
export function createSlackFake() {
  const fake = { state: initialState(), calls: [], origin: '' };
  /** The origin the request being answered came to (its Host, over HTTP or HTTPS). */
  let requestOrigin = '';
  fake.reset = () => {
    fake.state = initialState();
    fake.calls = [];
  };

  const nextTs = () => `${++fake.state.clock}.000123`;
  const channelOf = (id) => fake.state.channels.find((c) => c.id === id || `#${c.name}` === id || c.name === id);
  const userOf = (id) => fake.state.users.find((u) => u.id === id || `@${u.name}` === id);
  const publicChannel = (c, extra = {}) => {
    const { members, ...rest } = c;
    return { ...rest, num_members: members.length, ...extra };
  };
  const publicUser = (u) => {
    const { presence, ...rest } = u;
    return { ...rest, team_id: fake.state.team.id };
  };

  /** One page of `list` by `limit` and `cursor` (the cursor is the next offset). */
  function page(list, p, key) {
    const limit = Math.max(1, Number(p.limit ?? 100));
    const start = p.cursor ? Number(String(p.cursor).replace('dXNlcjo', '')) : 0;
    const slice = list.slice(start, start + limit);
    const more = start + limit < list.length;
    const next = fake.state.endlessCursor === 'repeat' ? 'dXNlcjo0' : fake.state.endlessCursor ? `dXNlcjo${start + limit}` : more ? `dXNlcjo${start + limit}` : '';
    return { ok: true, [key]: slice, response_metadata: { next_cursor: next } };
  }

  /** One page of `list` by `count` and `page` (Slack's older paging). */
  function paged(list, p) {
    const count = Math.max(1, Number(p.count ?? 100));
    const pageNo = Math.max(1, Number(p.page ?? 1));
    return { items: list.slice((pageNo - 1) * count, pageNo * count), paging: { count, total: list.length, page: pageNo, pages: Math.max(1, Math.ceil(list.length / count)) } };
  }

  const fail = (error, extra = {}) => ({ ok: false, error, ...extra });
  const needChannel = (p) => channelOf(String(p.channel ?? ''));

  const methods = {
    'auth.test': () => ({ ok: true, team_id: fake.state.team.id, user_id: 'U01ALICE', bot_id: 'B0WEFT' }),
    'conversations.archive': (p) => { const c = needChannel(p); if (!c) return fail('channel_not_found'); if (c.is_archived) return fail('already_archived'); c.is_archived = true; return { ok: true }; },
    'conversations.unarchive': (p) => { const c = needChannel(p); if (!c) return fail('channel_not_found'); if (!c.is_archived) return fail('not_archived'); c.is_archived = false; return { ok: true }; },
    'conversations.close': (p) => (needChannel(p) ? { ok: true, no_op: true, already_closed: true } : fail('channel_not_found')),
    'conversations.create': (p) => {
      const name = String(p.name ?? '');
      if (!/^[a-z0-9_-]{1,80}$/.test(name)) return fail('invalid_name_specials');
      if (fake.state.channels.some((c) => c.name === name)) return fail('name_taken');
      const c = { id: `C${String(fake.state.channels.length + 1).padStart(2, '0')}NEW${name.toUpperCase().replace(/[^A-Z0-9]/g, '')}`, name, is_channel: true, is_private: p.is_private === true || p.is_private === 'true', is_archived: false, members: ['U01ALICE'], topic: { value: '' }, purpose: { value: '' }, created: fake.state.clock };
      fake.state.channels.push(c);
      return { ok: true, channel: publicChannel(c) };
    },
    'conversations.info': (p) => { const c = needChannel(p); return c ? { ok: true, channel: publicChannel(c) } : fail('channel_not_found'); },
    'conversations.list': (p) => {
      const types = String(p.types ?? 'public_channel').split(',');
      const list = fake.state.channels
        .filter((c) => (c.is_private ? types.includes('private_channel') : types.includes('public_channel')))
        .filter((c) => !(p.exclude_archived === true || p.exclude_archived === 'true') || !c.is_archived)
        .map((c) => publicChannel(c));
      return page(list, p, 'channels');
    },
    'conversations.history': (p) => {
      const c = needChannel(p);
      if (!c) return fail('channel_not_found');
      let list = fake.state.messages.filter((m) => m.channel === c.id && !m.thread_ts);
      if (p.oldest) list = list.filter((m) => Number(m.ts) > Number(p.oldest));
      if (p.latest) list = list.filter((m) => Number(m.ts) < Number(p.latest));
      return page(list.map(({ channel: _c, ...m }) => m), p, 'messages');
    },
    'conversations.replies': (p) => {
      const c = needChannel(p);
      if (!c) return fail('channel_not_found');
      const list = fake.state.messages.filter((m) => m.channel === c.id && (m.ts === String(p.ts) || m.thread_ts === String(p.ts)));
      if (!list.length) return fail('thread_not_found');
      return page(list.map(({ channel: _c, ...m }) => m), p, 'messages');
    },
    'conversations.invite': (p) => {
      const c = needChannel(p);
      if (!c) return fail('channel_not_found');
      for (const id of String(p.users ?? '').split(',').filter(Boolean)) {
        if (!userOf(id)) return fail('user_not_found');
        if (!c.members.includes(id)) c.members.push(id);
      }
      return { ok: true, channel: publicChannel(c) };
    },
    'conversations.join': (p) => { const c = needChannel(p); if (!c) return fail('channel_not_found'); if (!c.members.includes('U01ALICE')) c.members.push('U01ALICE'); return { ok: true, channel: publicChannel(c) }; },
    'conversations.kick': (p) => { const c = needChannel(p); if (!c) return fail('channel_not_found'); if (!c.members.includes(String(p.user))) return fail('not_in_channel'); c.members = c.members.filter((m) => m !== String(p.user)); return { ok: true }; },
    'conversations.leave': (p) => { const c = needChannel(p); if (!c) return fail('channel_not_found'); c.members = c.members.filter((m) => m !== 'U01ALICE'); return { ok: true }; },
    'conversations.members': (p) => { const c = needChannel(p); return c ? page(c.members, p, 'members') : fail('channel_not_found'); },
    'conversations.open': (p) => {
      if (p.channel) return { ok: true, channel: { id: String(p.channel) } };
      const users = String(p.users ?? '').split(',').filter(Boolean);
      if (!users.length) return fail('users_list_not_supplied');
      return { ok: true, no_op: false, channel: { id: `D${users.join('').slice(0, 8)}`, ...(p.return_im ? { is_im: true, user: users[0] } : {}) } };
    },
    'conversations.rename': (p) => { const c = needChannel(p); if (!c) return fail('channel_not_found'); c.name = String(p.name); return { ok: true, channel: publicChannel(c) }; },
    'conversations.setPurpose': (p) => { const c = needChannel(p); if (!c) return fail('channel_not_found'); c.purpose = { value: String(p.purpose) }; return { ok: true, channel: publicChannel(c) }; },
    'conversations.setTopic': (p) => { const c = needChannel(p); if (!c) return fail('channel_not_found'); c.topic = { value: String(p.topic) }; return { ok: true, channel: publicChannel(c) }; },
    'chat.postMessage': (p) => {
      let channel = String(p.channel ?? '');
      if (channel.startsWith('U') || channel.startsWith('@')) {
        const u = userOf(channel);
        if (!u) return fail('channel_not_found');
        channel = `D${u.id}`;
      } else {
        const c = channelOf(channel);
        if (!c) return fail('channel_not_found');
        if (c.is_archived) return fail('is_archived');
        channel = c.id;
      }
      if (p.text === undefined && p.blocks === undefined && p.attachments === undefined) return fail('no_text');
      const message = { type: 'message', user: 'U01ALICE', bot_id: 'B0WEFT', text: p.text ?? '', ts: nextTs(), team: fake.state.team.id };
      if (p.blocks) message.blocks = typeof p.blocks === 'string' ? JSON.parse(p.blocks) : p.blocks;
      if (p.attachments) message.attachments = typeof p.attachments === 'string' ? JSON.parse(p.attachments) : p.attachments;
      if (p.thread_ts) message.thread_ts = String(p.thread_ts);
      fake.state.messages.push({ ...message, channel });
      return { ok: true, channel, ts: message.ts, message };
    },
    'chat.postEphemeral': (p) => {
      const c = channelOf(String(p.channel ?? '')) ?? (userOf(String(p.channel ?? '')) ? { id: `D${userOf(String(p.channel)).id}` } : undefined);
      if (!c) return fail('channel_not_found');
      if (!userOf(String(p.user ?? ''))) return fail('user_not_found');
      return { ok: true, message_ts: nextTs() };
    },
    'chat.update': (p) => {
      const c = needChannel(p);
      const m = fake.state.messages.find((x) => x.channel === c?.id && x.ts === String(p.ts));
      if (!m) return fail('message_not_found');
      if (p.text !== undefined) m.text = p.text;
      if (p.blocks !== undefined) m.blocks = typeof p.blocks === 'string' ? JSON.parse(p.blocks) : p.blocks;
      if (p.attachments !== undefined) m.attachments = typeof p.attachments === 'string' ? JSON.parse(p.attachments) : p.attachments;
      const { channel: _c, ...message } = m;
      return { ok: true, channel: m.channel, ts: m.ts, text: m.text, message };
    },
    'chat.delete': (p) => {
      const channel = String(p.channel ?? '');
      const id = channelOf(channel)?.id ?? (userOf(channel) ? `D${userOf(channel).id}` : channel);
      const at = fake.state.messages.findIndex((x) => x.channel === id && x.ts === String(p.ts));
      if (at < 0) return fail('message_not_found');
      fake.state.messages.splice(at, 1);
      return { ok: true, channel: id, ts: String(p.ts) };
    },
    'chat.getPermalink': (p) => {
      const c = needChannel(p);
      if (!c) return fail('channel_not_found');
      if (!fake.state.messages.some((m) => m.channel === c.id && m.ts === String(p.message_ts))) return fail('message_not_found');
      return { ok: true, channel: c.id, permalink: `https://weft.slack.com/archives/${c.id}/p${String(p.message_ts).replace('.', '')}` };
    },
    'search.messages': (p) => {
      const words = String(p.query ?? '').split(/\s+/).filter((w) => w && !w.startsWith('in:'));
      const inChannels = String(p.query ?? '').split(/\s+/).filter((w) => w.startsWith('in:')).map((w) => w.slice(3));
      let list = fake.state.messages.filter((m) => words.every((w) => String(m.text).toLowerCase().includes(w.toLowerCase())));
      if (inChannels.length) list = list.filter((m) => inChannels.includes(channelOf(m.channel)?.name));
      list = [...list].sort((a, b) => (p.sort_dir === 'asc' ? 1 : -1) * (Number(a.ts) - Number(b.ts)));
      const { items, paging } = paged(list.map((m) => ({ ...m, channel: { id: m.channel, name: channelOf(m.channel)?.name } })), p);
      return { ok: true, query: p.query, messages: { total: list.length, matches: items, paging } };
    },
    'reactions.add': (p) => {
      const c = needChannel(p);
      const m = fake.state.messages.find((x) => x.channel === c?.id && x.ts === String(p.timestamp));
      if (!m) return fail('message_not_found');
      m.reactions ??= [];
      const r = m.reactions.find((x) => x.name === p.name);
      if (r?.users.includes('U01ALICE')) return fail('already_reacted');
      if (r) { r.users.push('U01ALICE'); r.count++; } else m.reactions.push({ name: String(p.name), users: ['U01ALICE'], count: 1 });
      return { ok: true };
    },
    'reactions.remove': (p) => {
      const c = needChannel(p);
      const m = fake.state.messages.find((x) => x.channel === c?.id && x.ts === String(p.timestamp));
      if (!m) return fail('message_not_found');
      const r = (m.reactions ?? []).find((x) => x.name === p.name);
      if (!r) return fail('no_reaction');
      m.reactions = m.reactions.filter((x) => x !== r);
      return { ok: true };
    },
    'reactions.get': (p) => {
      const c = needChannel(p);
      const m = fake.state.messages.find((x) => x.channel === c?.id && x.ts === String(p.timestamp));
      if (!m) return fail('message_not_found');
      const { channel: _c, ...message } = m;
      return { ok: true, type: 'message', channel: c.id, message };
    },
    'stars.add': (p) => {
      if (!p.channel && !p.file && !p.file_comment) return fail('bad_timestamp');
      fake.state.stars.push(p.file ? { type: 'file', file: { id: p.file } } : { type: 'message', channel: p.channel, message: { ts: String(p.timestamp) } });
      return { ok: true };
    },
    'stars.remove': (p) => {
      const before = fake.state.stars.length;
      fake.state.stars = fake.state.stars.filter((s) => !(p.file ? s.file?.id === p.file : s.channel === p.channel && s.message?.ts === String(p.timestamp)));
      return before === fake.state.stars.length ? fail('not_starred') : { ok: true };
    },
    'stars.list': (p) => page(fake.state.stars, p, 'items'),
    'files.upload': (p, files) => {
      const file = files.file;
      const content = file ? file.bytes : Buffer.from(String(p.content ?? ''));
      if (!content.length && !file) return fail('no_file_data');
      const f = { id: `F${String(fake.state.files.length + 1).padStart(4, '0')}`, name: p.filename ?? file?.name ?? 'file', title: p.title ?? p.filename ?? file?.name ?? 'file', mimetype: file?.type ?? 'text/plain', size: content.length, channels: p.channels ? String(p.channels).split(',') : [], user: 'U01ALICE', created: fake.state.clock };
      fake.state.files.push({ ...f, bytes: content });
      return { ok: true, file: f };
    },
    'files.getUploadURLExternal': (p) => {
      if (!p.filename || !p.length) return fail('invalid_arguments');
      const id = `F${String(fake.state.files.length + 1).padStart(4, '0')}`;
      fake.state.files.push({ id, name: String(p.filename), title: String(p.filename), size: Number(p.length), pending: true, channels: [] });
      return { ok: true, upload_url: `${fake.origin || requestOrigin}/upload/${id}`, file_id: id };
    },
    'files.completeUploadExternal': (p) => {
      const list = typeof p.files === 'string' ? JSON.parse(p.files) : p.files;
      const out = [];
      for (const { id, title } of list ?? []) {
        const f = fake.state.files.find((x) => x.id === id);
        if (!f || !f.bytes) return fail('file_not_found');
        delete f.pending;
        if (title) f.title = title;
        if (p.channel_id) f.channels = [String(p.channel_id)];
        const { bytes: _b, ...rest } = f;
        out.push(rest);
      }
      return { ok: true, files: out };
    },
    'files.list': (p) => {
      let list = fake.state.files.filter((f) => !f.pending);
      if (p.channel) list = list.filter((f) => f.channels.includes(String(p.channel)));
      if (p.user) list = list.filter((f) => f.user === p.user);
      const { items, paging } = paged(list.map(({ bytes: _b, ...f }) => f), p);
      return { ok: true, files: items, paging };
    },
    'files.info': (p) => {
      const f = fake.state.files.find((x) => x.id === p.file);
      if (!f) return fail('file_not_found');
      const { bytes: _b, ...file } = f;
      return { ok: true, file };
    },
    'users.info': (p) => { const u = userOf(String(p.user ?? '')); return u ? { ok: true, user: publicUser(u) } : fail('user_not_found'); },
    'users.list': (p) => page(fake.state.users.map(publicUser), p, 'members'),
    'users.getPresence': (p) => { const u = userOf(String(p.user ?? '')); return u ? { ok: true, presence: u.presence, online: u.presence === 'active' } : fail('user_not_found'); },
    'users.profile.get': (p) => { const u = p.user ? userOf(String(p.user)) : fake.state.users[0]; return u ? { ok: true, profile: u.profile } : fail('user_not_found'); },
    'users.profile.set': (p) => {
      const u = p.user ? userOf(String(p.user)) : fake.state.users[0];
      if (!u) return fail('user_not_found');
      const profile = typeof p.profile === 'string' ? JSON.parse(p.profile) : p.profile ?? {};
      Object.assign(u.profile, profile);
      return { ok: true, profile: u.profile };
    },
    'team.profile.get': () => ({ ok: true, profile: { fields: fake.state.teamFields } }),
    'usergroups.create': (p) => {
      if (!p.name) return fail('invalid_name');
      const g = { id: `S0${fake.state.usergroups.length + 1}GROUP`, team_id: fake.state.team.id, name: String(p.name), handle: p.handle ?? String(p.name).toLowerCase(), description: p.description ?? '', date_delete: 0, users: [], ...(p.include_count ? { user_count: 0 } : {}) };
      fake.state.usergroups.push(g);
      return { ok: true, usergroup: g };
    },
    'usergroups.disable': (p) => { const g = fake.state.usergroups.find((x) => x.id === p.usergroup); if (!g) return fail('no_such_subteam'); g.date_delete = fake.state.clock; return { ok: true, usergroup: g }; },
    'usergroups.enable': (p) => { const g = fake.state.usergroups.find((x) => x.id === p.usergroup); if (!g) return fail('no_such_subteam'); g.date_delete = 0; return { ok: true, usergroup: g }; },
    'usergroups.list': (p) => ({ ok: true, usergroups: fake.state.usergroups.filter((g) => p.include_disabled === true || p.include_disabled === 'true' || !g.date_delete) }),
    'usergroups.update': (p) => {
      const g = fake.state.usergroups.find((x) => x.id === p.usergroup);
      if (!g) return fail('no_such_subteam');
      for (const k of ['name', 'handle', 'description']) if (p[k] !== undefined) g[k] = p[k];
      return { ok: true, usergroup: g };
    },
  };

  /** Reads a request's body: JSON, a form, or multipart (fields and files). */
  async function readBody(req, raw) {
    const type = String(req.headers['content-type'] ?? '').toLowerCase();
    if (!raw.length) return { params: {}, files: {} };
    if (type.startsWith('application/json')) return { params: JSON.parse(raw.toString('utf8')), files: {} };
    if (type.startsWith('application/x-www-form-urlencoded')) return { params: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))), files: {} };
    if (type.startsWith('multipart/form-data')) {
      const form = await new Response(raw, { headers: { 'content-type': req.headers['content-type'] } }).formData();
      const params = {};
      const files = {};
      for (const [key, value] of form.entries()) {
        if (typeof value === 'string') params[key] = value;
        else files[key] = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
      }
      return { params, files };
    }
    return { params: { raw: raw.toString('utf8') }, files: {} };
  }

  const send = (res, status, body, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  /** Handles one request. */
  fake.handle = async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url, 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    const { params, files } = await readBody(req, raw);
    const token = String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const method = url.pathname.startsWith('/api/') ? url.pathname.slice(5) : url.pathname.startsWith('/upload/') ? 'upload' : url.pathname.startsWith('/files-pri/') ? 'download' : url.pathname;
    fake.calls.push({ httpMethod: req.method, path: url.pathname, method, query, body: params, files: Object.fromEntries(Object.entries(files).map(([k, f]) => [k, { name: f.name, type: f.type, text: f.bytes.toString('utf8') }])), contentType: String(req.headers['content-type'] ?? ''), token });
    const fault = fake.state.faults.findIndex((f) => !f.method || f.method === method);
    if (fault >= 0) {
      const f = fake.state.faults[fault];
      if (!f.times || --f.times <= 0) fake.state.faults.splice(fault, 1);
      return send(res, f.status ?? 200, f.body ?? { ok: false, error: 'fake_fault' }, f.headers);
    }
    if (token !== TOKEN) return send(res, 200, { ok: false, error: 'invalid_auth' });
    if (method === 'download') {
      const id = url.pathname.split('/')[2];
      const f = fake.state.files.find((x) => x.id === id && x.bytes);
      if (!f) return send(res, 404, 'not found');
      res.writeHead(200, { 'content-type': f.mimetype ?? 'application/octet-stream' });
      return res.end(f.bytes);
    }
    if (method === 'upload') {
      const id = url.pathname.split('/').pop();
      const f = fake.state.files.find((x) => x.id === id && x.pending);
      if (!f || !files.file) return send(res, 400, 'bad upload');
      f.bytes = files.file.bytes;
      f.mimetype = files.file.type;
      f.user = 'U01ALICE';
      f.created = fake.state.clock;
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end(`OK - ${f.bytes.length}`);
    }
    const handler = methods[method];
    if (!handler) return send(res, 404, { ok: false, error: 'unknown_method' });
    requestOrigin = `${req.socket?.encrypted ? 'https' : 'http'}://${req.headers.host ?? '127.0.0.1'}`;
    return send(res, 200, handler({ ...query, ...params }, files));
  };
  return fake;
}

/** Serves a fake on 127.0.0.1 at a free port: `{ url, fake, close() }`. */
export async function start() {
  const fake = createSlackFake();
  const server = createServer((req, res) => {
    fake.handle(req, res).catch((error) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error?.stack ?? error));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  fake.origin = `http://127.0.0.1:${port}`;
  return { url: fake.origin, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

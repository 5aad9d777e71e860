/**
 * A loopback Mattermost server (REST API v4, https://api.mattermost.com/, `/api/v4/…`) over
 * in-memory state, for tests and for recording n8n:
 *
 * - users: `GET|POST /users` (`page`, `per_page`, `in_team`, `not_in_team`, `in_channel`,
 *   `not_in_channel`, `sort`), `DELETE /users/{id}` (deactivates), `GET /users/email/{email}`,
 *   `POST /users/ids` (`since`), `GET /users/me/teams`, `GET /users/me/teams/{team}/channels`;
 * - teams: `POST /teams/{team}/invite/email`, `POST /teams/{team}/channels/search`;
 * - channels: `GET|POST /channels`, `DELETE /channels/{id}` (archives), `POST /channels/{id}/restore`,
 *   `GET|POST /channels/{id}/members`, `GET /channels/{id}/stats`;
 * - posts: `POST /posts`, `POST /posts/ephemeral`, `DELETE /posts/{id}`, `GET /posts/{id}/reactions`;
 * - reactions: `POST /reactions`, `DELETE /users/{user}/posts/{post}/reactions/{emoji}`.
 *
 * Requests sign in with `Authorization: Bearer TOKEN`; anything else is answered 401. Refusals
 * have Mattermost's shape (`{ id, message, detailed_error, request_id, status_code }`): unknown ids
 * 404, malformed ids and bad bodies 400. Ids are counted (26 characters), times come from a clock
 * that moves one minute per write, so two fakes given the same calls answer the same.
 * `state.calls` logs each request; answers pushed on `state.failures` (`{ status, retryAfter? }`)
 * are given first, one a request.
 *
 * `createMattermostFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const TOKEN = 'weftmattermosttoken0000001';

class Refusal extends Error {
  constructor(status, id, message) {
    super(message);
    this.status = status;
    this.id = id;
  }
}
const clone = (v) => JSON.parse(JSON.stringify(v));
const ID_PATTERN = /^[a-z0-9]{26}$/;

/**
 * Seed: `{ now?, users?: [{ username, email?, first_name?, last_name?, roles? }],
 * teams?: [{ name, display_name?, type?, members?: [username], channels?: [{ name, display_name?, type?,
 * members?: [username], posts?: [{ user, message, reactions?: [{ user, emoji }] }] }] }] }`.
 * The first user is the token's owner (`ada` when none are seeded).
 */
export function createMattermostFake(seed = {}) {
  let counter = 1;
  const id = () => `wf${(counter++).toString(36).padStart(24, '0')}`;
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'),
    users: [], teams: [], teamMembers: [], channels: [], channelMembers: [], posts: [], reactions: [], invites: [],
    calls: [], failures: [],
  };
  const tick = () => (state.clock += 60_000);

  function makeUser(u) {
    const at = tick();
    const made = {
      id: id(), create_at: at, update_at: at, delete_at: 0, username: u.username, auth_data: u.auth_data ?? '', auth_service: u.auth_service ?? '',
      email: u.email ?? `${u.username}@weft.example`, nickname: u.nickname ?? '', first_name: u.first_name ?? '', last_name: u.last_name ?? '',
      position: '', roles: u.roles ?? 'system_user', locale: u.locale ?? 'en', notify_props: u.notify_props ?? { channel: 'true', desktop: 'mention', email: 'true', push: 'mention' },
      last_activity_at: 0,
    };
    state.users.push(made);
    return made;
  }
  function makeChannel(c) {
    const at = tick();
    const made = {
      id: id(), create_at: at, update_at: at, delete_at: 0, team_id: c.team_id, type: c.type ?? 'O', display_name: c.display_name ?? c.name, name: c.name,
      header: '', purpose: c.purpose ?? '', last_post_at: 0, total_msg_count: 0, creator_id: c.creator_id ?? '', group_constrained: null, shared: false,
    };
    state.channels.push(made);
    return made;
  }
  function joinChannel(channel, userId) {
    let m = state.channelMembers.find((x) => x.channel_id === channel.id && x.user_id === userId);
    if (!m) {
      m = { channel_id: channel.id, user_id: userId, roles: 'channel_user', last_viewed_at: 0, msg_count: 0, mention_count: 0, notify_props: { desktop: 'default', email: 'default', mark_unread: 'all', push: 'default' }, last_update_at: tick(), scheme_guest: false, scheme_user: true, scheme_admin: false };
      state.channelMembers.push(m);
    }
    return m;
  }
  function makePost(p) {
    const at = tick();
    const made = {
      id: id(), create_at: at, update_at: at, edit_at: 0, delete_at: 0, is_pinned: false, user_id: p.user_id, channel_id: p.channel_id, root_id: p.root_id ?? '',
      original_id: '', message: p.message ?? '', type: '', props: p.props ?? {}, hashtags: '', pending_post_id: '', reply_count: 0, metadata: {},
    };
    if (!p.ephemeral) {
      state.posts.push(made);
      const ch = state.channels.find((c) => c.id === p.channel_id);
      if (ch) {
        ch.total_msg_count += 1;
        ch.last_post_at = at;
      }
    }
    return made;
  }

  for (const u of seed.users ?? [{ username: 'ada', first_name: 'Ada', last_name: 'Lovelace', roles: 'system_admin system_user' }]) makeUser(u);
  const me = () => state.users[0];
  const userNamed = (name) => state.users.find((u) => u.username === name);
  for (const st of seed.teams ?? []) {
    const at = tick();
    const team = { id: id(), create_at: at, update_at: at, delete_at: 0, display_name: st.display_name ?? st.name, name: st.name, description: '', email: '', type: st.type ?? 'O', allowed_domains: '', invite_id: id(), allow_open_invite: true };
    state.teams.push(team);
    for (const name of [me().username, ...(st.members ?? [])]) if (!state.teamMembers.some((m) => m.team_id === team.id && m.user_id === userNamed(name).id)) state.teamMembers.push({ team_id: team.id, user_id: userNamed(name).id });
    for (const sc of st.channels ?? []) {
      const ch = makeChannel({ ...sc, team_id: team.id, creator_id: me().id });
      for (const name of [me().username, ...(sc.members ?? [])]) joinChannel(ch, userNamed(name).id);
      for (const sp of sc.posts ?? []) {
        const post = makePost({ channel_id: ch.id, user_id: userNamed(sp.user).id, message: sp.message });
        for (const r of sp.reactions ?? []) state.reactions.push({ user_id: userNamed(r.user).id, post_id: post.id, emoji_name: r.emoji, create_at: tick(), update_at: 0, delete_at: 0, channel_id: ch.id });
      }
    }
  }

  const findUser = (uid) => {
    if (!ID_PATTERN.test(uid)) throw new Refusal(400, 'api.context.invalid_url_param.app_error', 'Invalid or missing user_id in request URL.');
    const u = state.users.find((x) => x.id === uid);
    if (!u) throw new Refusal(404, 'app.user.missing_account.const', 'We couldn\'t find an existing account matching your credentials. This team may require an invite from the team owner to join.');
    return u;
  };
  const findChannel = (cid, { deleted = true } = {}) => {
    if (!ID_PATTERN.test(cid)) throw new Refusal(400, 'api.context.invalid_url_param.app_error', 'Invalid or missing channel_id in request URL.');
    const c = state.channels.find((x) => x.id === cid && (deleted || x.delete_at === 0));
    if (!c) throw new Refusal(404, 'app.channel.get.existing.app_error', 'Unable to find the existing channel.');
    return c;
  };
  const findTeam = (tid) => {
    if (!ID_PATTERN.test(tid)) throw new Refusal(400, 'api.context.invalid_url_param.app_error', 'Invalid or missing team_id in request URL.');
    const t = state.teams.find((x) => x.id === tid);
    if (!t) throw new Refusal(404, 'app.team.get.find.app_error', 'Unable to find the existing team.');
    return t;
  };
  const findPost = (pid) => {
    if (!ID_PATTERN.test(pid)) throw new Refusal(400, 'api.context.invalid_url_param.app_error', 'Invalid or missing post_id in request URL.');
    const p = state.posts.find((x) => x.id === pid && x.delete_at === 0);
    if (!p) throw new Refusal(404, 'app.post.get.app_error', 'Unable to get the post.');
    return p;
  };
  const publicUser = (u) => {
    const { auth_data: _a, ...rest } = u; // eslint-disable-line no-unused-vars
    return clone(rest);
  };
  const page = (list, query) => {
    const per = Math.min(Math.max(Number(query.per_page ?? 60) || 60, 0), 200);
    const n = Number(query.page ?? 0) || 0;
    return list.slice(n * per, n * per + per);
  };
  const OK = { status: 'OK' };

  function route(method, path, query, body) {
    const parts = path.replace(/^\/api\/v4\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
    const [a, b, c, d, e, f] = parts;
    const n = parts.length;
    if (a === 'users') {
      if (n === 1 && method === 'GET') {
        let users = state.users.filter((u) => u.delete_at === 0 || !query.active);
        if (query.in_team) users = users.filter((u) => state.teamMembers.some((m) => m.team_id === query.in_team && m.user_id === u.id));
        if (query.not_in_team) users = users.filter((u) => !state.teamMembers.some((m) => m.team_id === query.not_in_team && m.user_id === u.id));
        if (query.in_channel) users = users.filter((u) => state.channelMembers.some((m) => m.channel_id === query.in_channel && m.user_id === u.id));
        if (query.not_in_channel) users = users.filter((u) => !state.channelMembers.some((m) => m.channel_id === query.not_in_channel && m.user_id === u.id));
        if (query.sort === 'created_at') users = [...users].sort((x, y) => y.create_at - x.create_at);
        else if (query.sort === 'last_activity_at') users = [...users].sort((x, y) => y.last_activity_at - x.last_activity_at);
        else users = [...users].sort((x, y) => (x.username < y.username ? -1 : 1));
        return [200, page(users, query).map(publicUser)];
      }
      if (n === 1 && method === 'POST') {
        if (!body?.username || !/^[a-z0-9.\-_]{3,22}$/.test(body.username)) throw new Refusal(400, 'model.user.is_valid.username.app_error', 'Invalid username.');
        if (state.users.some((u) => u.username === body.username)) throw new Refusal(400, 'app.user.save.username_exists.app_error', 'An account with that username already exists.');
        if ((body.auth_service ?? '') === 'email' || !body.auth_service) {
          if (!body.email || !/^[^@\s]+@[^@\s]+$/.test(body.email)) throw new Refusal(400, 'model.user.is_valid.email.app_error', 'Invalid email.');
          if (!body.password || String(body.password).length < 5) throw new Refusal(400, 'model.user.is_valid.pwd.app_error', 'Your password must contain at least 5 characters.');
        }
        const made = makeUser({ ...body, auth_service: body.auth_service === 'email' ? '' : body.auth_service });
        return [201, publicUser(made)];
      }
      if (n === 2 && b === 'ids' && method === 'POST') {
        if (!Array.isArray(body) || body.length === 0) throw new Refusal(400, 'api.context.invalid_body_param.app_error', 'Invalid or missing user_ids in request body.');
        const since = Number(query.since ?? 0);
        return [200, state.users.filter((u) => body.includes(u.id) && u.update_at > since).map(publicUser)];
      }
      if (n === 3 && b === 'email' && method === 'GET') {
        const u = state.users.find((x) => x.email === c);
        if (!u) throw new Refusal(404, 'app.user.missing_account.const', 'We couldn\'t find an existing account matching your credentials. This team may require an invite from the team owner to join.');
        return [200, publicUser(u)];
      }
      if (n === 3 && b === 'me' && c === 'teams' && method === 'GET') {
        const teams = state.teams.filter((t) => state.teamMembers.some((m) => m.team_id === t.id && m.user_id === me().id));
        return [200, page(teams, query).map(clone)];
      }
      if (n === 5 && b === 'me' && c === 'teams' && e === 'channels' && method === 'GET') {
        findTeam(d);
        const channels = state.channels.filter((ch) => ch.team_id === d && ch.delete_at === 0 && state.channelMembers.some((m) => m.channel_id === ch.id && m.user_id === me().id));
        return [200, page(channels, query).map(clone)];
      }
      if (n === 2 && method === 'DELETE') {
        const u = findUser(b);
        u.delete_at = u.update_at = tick();
        return [200, OK];
      }
      if (n === 6 && c === 'posts' && e === 'reactions' && method === 'DELETE') {
        findUser(b);
        findPost(d);
        const at = state.reactions.findIndex((r) => r.user_id === b && r.post_id === d && r.emoji_name === f);
        if (at >= 0) state.reactions.splice(at, 1);
        return [200, OK];
      }
    }
    if (a === 'teams' && n === 4 && c === 'invite' && d === 'email' && method === 'POST') {
      findTeam(b);
      if (!Array.isArray(body) || body.length === 0) throw new Refusal(400, 'api.context.invalid_body_param.app_error', 'Invalid or missing user_emails in request body.');
      for (const email of body) if (!/^[^@\s]+@[^@\s]+$/.test(String(email).trim())) throw new Refusal(400, 'api.team.invite_members.invalid_email.app_error', `The following email addresses do not belong to an accepted domain: ${email}.`);
      state.invites.push(...body.map((email) => ({ team_id: b, email })));
      return [200, OK];
    }
    if (a === 'teams' && n === 4 && c === 'channels' && d === 'search' && method === 'POST') {
      findTeam(b);
      const term = String(body?.term ?? '').toLowerCase();
      const found = state.channels.filter((ch) => ch.team_id === b && ch.type === 'O' && ch.delete_at === 0 && (ch.name.toLowerCase().includes(term) || ch.display_name.toLowerCase().includes(term)));
      return [200, found.map(clone)];
    }
    if (a === 'channels') {
      if (n === 1 && method === 'GET') {
        const list = state.channels.filter((ch) => ch.delete_at === 0 || query.include_deleted === 'true').map((ch) => {
          const team = state.teams.find((t) => t.id === ch.team_id);
          return { ...clone(ch), team_display_name: team?.display_name ?? '', team_name: team?.name ?? '', team_update_at: team?.update_at ?? 0, policy_id: null };
        });
        return [200, page(list, query)];
      }
      if (n === 1 && method === 'POST') {
        if (!body?.team_id) throw new Refusal(400, 'model.channel.is_valid.team_id.app_error', 'Invalid team id.');
        findTeam(body.team_id);
        if (!body.name || !/^[a-z0-9][a-z0-9\-_]{0,63}$/.test(body.name)) throw new Refusal(400, 'model.channel.is_valid.2_or_more.app_error', 'Name must be 2 or more lowercase alphanumeric characters.');
        if (!body.display_name) throw new Refusal(400, 'model.channel.is_valid.display_name.app_error', 'Invalid display name.');
        if (!['O', 'P'].includes(body.type)) throw new Refusal(400, 'model.channel.is_valid.type.app_error', 'Invalid type.');
        if (state.channels.some((ch) => ch.team_id === body.team_id && ch.name === body.name)) throw new Refusal(400, 'store.sql_channel.save_channel.exists.app_error', 'A channel with that name already exists on the same team.');
        const made = makeChannel({ team_id: body.team_id, name: body.name, display_name: body.display_name, type: body.type, purpose: body.purpose, creator_id: me().id });
        joinChannel(made, me().id);
        return [201, clone(made)];
      }
      if (n === 2 && method === 'DELETE') {
        const ch = findChannel(b, { deleted: false });
        ch.delete_at = ch.update_at = tick();
        return [200, OK];
      }
      if (n === 3 && c === 'restore' && method === 'POST') {
        const ch = findChannel(b);
        if (ch.delete_at === 0) throw new Refusal(400, 'api.channel.restore_channel.restored.app_error', 'Unable to unarchive channel. The channel is not archived.');
        ch.delete_at = 0;
        ch.update_at = tick();
        return [200, clone(ch)];
      }
      if (n === 3 && c === 'members' && method === 'GET') {
        findChannel(b);
        return [200, page(state.channelMembers.filter((m) => m.channel_id === b), query).map(clone)];
      }
      if (n === 3 && c === 'members' && method === 'POST') {
        const ch = findChannel(b, { deleted: false });
        if (!body?.user_id) throw new Refusal(400, 'api.context.invalid_body_param.app_error', 'Invalid or missing user_id in request body.');
        findUser(body.user_id);
        return [201, clone(joinChannel(ch, body.user_id))];
      }
      if (n === 3 && c === 'stats' && method === 'GET') {
        const ch = findChannel(b);
        const members = state.channelMembers.filter((m) => m.channel_id === b).length;
        return [200, { channel_id: ch.id, member_count: members, guest_count: 0, pinnedpost_count: 0, files_count: 0 }];
      }
    }
    if (a === 'posts') {
      if (n === 1 && method === 'POST') {
        if (!body?.channel_id) throw new Refusal(400, 'api.context.invalid_body_param.app_error', 'Invalid or missing channel_id in request body.');
        const ch = findChannel(body.channel_id, { deleted: false });
        if (body.root_id) findPost(body.root_id);
        if (!body.message && !(body.props?.attachments ?? []).length) throw new Refusal(400, 'model.post.is_valid.msg.app_error', 'Invalid Message.');
        const { channel_id: _c, message, props, root_id, ...rest } = body; // eslint-disable-line no-unused-vars
        return [201, clone({ ...makePost({ channel_id: ch.id, user_id: me().id, message, props: props ?? {}, root_id }), ...rest })];
      }
      if (n === 2 && b === 'ephemeral' && method === 'POST') {
        if (!body?.user_id) throw new Refusal(400, 'api.context.invalid_body_param.app_error', 'Invalid or missing user_id in request body.');
        findUser(body.user_id);
        const ch = findChannel(body.post?.channel_id ?? '', { deleted: false });
        return [201, clone(makePost({ channel_id: ch.id, user_id: me().id, message: body.post?.message ?? '', ephemeral: true }))];
      }
      if (n === 2 && method === 'DELETE') {
        const post = findPost(b);
        post.delete_at = post.update_at = tick();
        return [200, OK];
      }
      if (n === 3 && c === 'reactions' && method === 'GET') {
        findPost(b);
        return [200, state.reactions.filter((r) => r.post_id === b).map(clone)];
      }
    }
    if (a === 'reactions' && n === 1 && method === 'POST') {
      if (!body?.user_id || !body?.post_id || !body?.emoji_name) throw new Refusal(400, 'api.context.invalid_body_param.app_error', 'Invalid or missing reaction in request body.');
      findUser(body.user_id);
      const post = findPost(body.post_id);
      if (!/^[a-zA-Z0-9_+\-]{1,64}$/.test(body.emoji_name)) throw new Refusal(400, 'model.reaction.is_valid.emoji_name.app_error', 'Invalid emoji name.');
      let r = state.reactions.find((x) => x.user_id === body.user_id && x.post_id === post.id && x.emoji_name === body.emoji_name);
      if (!r) {
        r = { user_id: body.user_id, post_id: post.id, emoji_name: body.emoji_name, create_at: tick(), update_at: 0, delete_at: 0, channel_id: post.channel_id };
        state.reactions.push(r);
      }
      return [201, clone(r)];
    }
    throw new Refusal(404, 'api.context.404.app_error', 'Sorry, we could not find the page.');
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/api/v4/')) return false;
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
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(payload));
      return true;
    };
    const failure = state.failures.shift();
    if (failure) {
      return send(failure.status, { id: 'api.context.rate_limit.app_error', message: 'Too many requests.', detailed_error: '', request_id: 'wfrequest', status_code: failure.status }, failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {});
    }
    try {
      if (auth !== `Bearer ${TOKEN}`) throw new Refusal(401, 'api.context.session_expired.app_error', 'Invalid or expired session, please login again.');
      const [status, payload] = route(req.method ?? 'GET', url.pathname, query, body);
      return send(status, payload);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return send(error.status, { id: error.id, message: error.message, detailed_error: '', request_id: 'wfrequest', status_code: error.status });
    }
  }

  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createMattermostFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

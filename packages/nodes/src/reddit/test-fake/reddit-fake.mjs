/**
 * A loopback Reddit over in-memory state, for tests and for recording n8n. It answers by path,
 * whatever host a request came to (oauth.reddit.com and www.reddit.com while recording, one
 * origin when Weft replays); paths that act for the signed-in user (`/api/v1/me…`,
 * `/api/submit`, `/api/del`, `/api/comment`, `/user/{me}/saved.json`) need
 * `Authorization: Bearer weft-reddit-token`, a request naming another token is refused anywhere,
 * and public reads need none:
 *
 * - `POST /api/submit` (`sr`, `kind` self|link|image, `title`, `text`, `url`, `resubmit`) →
 *   `{ json: { errors, data: { url, drafts_count, id, name } } }` (Reddit's 200 with `errors`
 *   for an unknown subreddit or a link already submitted), `POST /api/del` (`id` t3_/t1_),
 *   `POST /api/comment` (`thing_id`, `text`) → `{ json: { errors, data: { things: [...] } } }`;
 * - listings `{ kind: 'Listing', data: { after, dist, children, before } }` with `limit` and
 *   `after`: `/r/{sr}.json`, `/r/{sr}/{hot|new|top|rising}.json`, `/r/{sr}/search.json` and
 *   `/search.json` (`q`, `restrict_sr`, `sort`), `/r/subreddits.json`, `/user/{name}/{comments|
 *   submitted|overview|gilded|saved}.json`; `/r/{sr}/comments/{id}.json` answers
 *   `[post listing, comment listing]`;
 * - `/api/v1/me` (+ `/blocked`, `/friends`, `/karma`, `/prefs`, `/trophies`),
 *   `/r/{sr}/about/{about|rules}.json`, `/user/{name}/about.json`,
 *   `/api/trending_subreddits.json`, `POST /api/search_subreddits.json` (`query`).
 *
 * Unknown things answer Reddit's `{ message: 'Not Found', error: 404 }`. Ids are counted in base
 * 36, times come from `state.clock` (one second per write); `state.calls` logs each request.
 *
 * `createRedditFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start()`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

/** The token the fake accepts. */
export const ACCESS_TOKEN = 'weft-reddit-token';

class Refusal extends Error {
  constructor(status, body) {
    super(JSON.stringify(body));
    this.status = status;
    this.body = body;
  }
}
const notFound = () => new Refusal(404, { message: 'Not Found', error: 404 });

/** Seed: `{ me, users: [{ name }], subreddits: [{ name, title, description, rules }], posts: [{ sr, author, title, text?, url? , score? }], comments: [{ post (index), author, body }], friends?, karma?, trophies? }`. */
function seeded(seed) {
  const state = { clock: Date.parse('2024-05-01T10:00:00.000Z') / 1000, nextPost: 1000, nextComment: 5000, users: [], subreddits: [], posts: [], comments: [], calls: [], me: seed.me ?? 'weft_bot' };
  for (const name of [state.me, ...(seed.users ?? []).map((u) => u.name)]) if (!state.users.some((u) => u.name === name)) state.users.push({ name, id: `${(100 + state.users.length).toString(36)}x`, created: state.clock - 86400 * 400, link_karma: 10 + state.users.length, comment_karma: 3 });
  for (const s of seed.subreddits ?? []) state.subreddits.push({ subscribers: 1000, rules: [], title: s.name, description: '', ...s, id: (900 + state.subreddits.length).toString(36) });
  for (const p of seed.posts ?? []) addPost(state, { ...p, created: state.clock - 60 * (seed.posts.length - state.posts.length) });
  for (const c of seed.comments ?? []) addComment(state, { parent: state.posts[c.post ?? 0].name, author: c.author, body: c.body, created: state.clock - 30 });
  state.friends = seed.friends ?? [];
  state.karma = seed.karma ?? [{ sr: 'weft', comment_karma: 3, link_karma: 12 }];
  state.trophies = seed.trophies ?? [{ name: 'Verified Email', award_id: null }];
  return state;
}

function addPost(state, p) {
  const id = (state.nextPost++).toString(36);
  const sub = state.subreddits.find((s) => s.name.toLowerCase() === String(p.sr).toLowerCase());
  const self = !p.url;
  const post = {
    id, name: `t3_${id}`, subreddit: sub?.name ?? p.sr, subreddit_id: `t5_${sub?.id ?? '0'}`, subreddit_name_prefixed: `r/${sub?.name ?? p.sr}`, title: p.title,
    selftext: self ? String(p.text ?? '') : '', author: p.author, author_fullname: `t2_${state.users.find((u) => u.name === p.author)?.id ?? '0'}`,
    is_self: self, url: self ? `https://www.reddit.com/r/${sub?.name ?? p.sr}/comments/${id}/${slug(p.title)}/` : p.url, domain: self ? `self.${sub?.name ?? p.sr}` : new URL(p.url).hostname,
    permalink: `/r/${sub?.name ?? p.sr}/comments/${id}/${slug(p.title)}/`, score: p.score ?? 1, ups: p.score ?? 1, num_comments: 0, over_18: false, created: p.created ?? state.clock, created_utc: p.created ?? state.clock,
  };
  state.posts.push(post);
  return post;
}

function addComment(state, c) {
  const id = (state.nextComment++).toString(36);
  const parentPost = c.parent.startsWith('t3_') ? state.posts.find((p) => p.name === c.parent) : state.posts.find((p) => p.name === state.comments.find((x) => x.name === c.parent)?.link_id);
  const comment = {
    id, name: `t1_${id}`, body: c.body, author: c.author, parent_id: c.parent, link_id: parentPost?.name, subreddit: parentPost?.subreddit, subreddit_name_prefixed: parentPost?.subreddit_name_prefixed,
    permalink: `${parentPost?.permalink}${id}/`, score: 1, ups: 1, created: c.created ?? state.clock, created_utc: c.created ?? state.clock,
  };
  if (parentPost) parentPost.num_comments++;
  state.comments.push(comment);
  return comment;
}

const slug = (title) => String(title).toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 50);

function listing(things, kind, q) {
  const limit = Math.min(Number(q.limit ?? 25) || 25, 100);
  const start = q.after ? things.findIndex((t) => t.name === q.after) + 1 : 0;
  const page = things.slice(start, start + limit);
  const after = start + limit < things.length && page.length ? page.at(-1).name : null;
  return { kind: 'Listing', data: { after, dist: page.length, modhash: '', geo_filter: '', children: page.map((data) => ({ kind: kind(data), data })), before: null } };
}
const kindOf = (thing) => (thing.name.startsWith('t3_') ? 't3' : thing.name.startsWith('t1_') ? 't1' : 't5');

function subredditAbout(s) {
  return { display_name: s.name, title: s.title, public_description: s.description, subscribers: s.subscribers, name: `t5_${s.id}`, id: s.id, url: `/r/${s.name}/`, display_name_prefixed: `r/${s.name}`, over18: false, subreddit_type: 'public' };
}

function sortPosts(posts, sort) {
  const list = [...posts];
  if (sort === 'new') list.sort((a, b) => b.created - a.created);
  else if (sort === 'top' || sort === 'hot' || sort === 'relevance' || sort === undefined) list.sort((a, b) => b.score - a.score || b.created - a.created);
  else if (sort === 'comments') list.sort((a, b) => b.num_comments - a.num_comments || b.created - a.created);
  else if (sort === 'rising') list.sort((a, b) => a.created - b.created);
  return list;
}

function route(state, method, path, q, signedIn) {
  const me = state.users.find((u) => u.name === state.me);
  const needsUser = () => {
    if (!signedIn) throw new Refusal(403, { message: 'Forbidden', error: 403 });
  };
  const live = (p) => !p.removed;
  let m;
  if (method === 'POST' && path === '/api/submit') {
    needsUser();
    const sub = state.subreddits.find((s) => s.name.toLowerCase() === String(q.sr ?? '').toLowerCase());
    if (!sub) return { json: { errors: [['SUBREDDIT_NOEXIST', "that community doesn't exist", 'sr']] } };
    if (!q.title) return { json: { errors: [['NO_TEXT', 'we need something here', 'title']] } };
    if (q.kind !== 'self' && state.posts.some((p) => live(p) && p.url === q.url && p.subreddit === sub.name) && q.resubmit !== 'true') {
      return { json: { errors: [['ALREADY_SUB', 'that link has already been submitted', 'url']] } };
    }
    state.clock++;
    const post = addPost(state, { sr: sub.name, author: me.name, title: q.title, text: q.kind === 'self' ? q.text : undefined, url: q.kind === 'self' ? undefined : q.url });
    return { json: { errors: [], data: { url: post.url.startsWith('https://www.reddit.com') ? post.url : `https://www.reddit.com${post.permalink}`, drafts_count: 0, id: post.id, name: post.name } } };
  }
  if (method === 'POST' && path === '/api/del') {
    needsUser();
    const thing = [...state.posts, ...state.comments].find((t) => t.name === q.id && t.author === me.name);
    if (thing) thing.removed = true;
    return {};
  }
  if (method === 'POST' && path === '/api/comment') {
    needsUser();
    const parent = [...state.posts, ...state.comments].find((t) => t.name === q.thing_id && live(t));
    if (!parent) return { json: { errors: [['INVALID_THING', 'that thing was deleted or does not exist', 'parent']] } };
    state.clock++;
    const comment = addComment(state, { parent: parent.name, author: me.name, body: String(q.text ?? '') });
    return { json: { errors: [], data: { things: [{ kind: 't1', data: comment }] } } };
  }
  if (method === 'GET' && path === '/api/v1/me') {
    needsUser();
    return { name: me.name, id: me.id, created_utc: me.created, link_karma: me.link_karma, comment_karma: me.comment_karma, has_verified_email: true, features: { chat: true, modmail_harassment_filter: true, mod_awards: true, show_amp_link: true } };
  }
  if (method === 'GET' && path === '/api/v1/me/blocked') {
    needsUser();
    return { kind: 'UserList', data: { children: [] } };
  }
  if (method === 'GET' && path === '/api/v1/me/friends') {
    needsUser();
    return { kind: 'UserList', data: { children: state.friends.map((f, i) => ({ date: state.clock - 86400 * (i + 1), rel_id: `r9_${i + 1}`, name: f, id: `t2_${state.users.find((u) => u.name === f)?.id ?? i}` })) } };
  }
  if (method === 'GET' && path === '/api/v1/me/karma') {
    needsUser();
    return { kind: 'KarmaList', data: state.karma };
  }
  if (method === 'GET' && path === '/api/v1/me/prefs') {
    needsUser();
    return { lang: 'en', over_18: false, show_trending: true, email_messages: true, default_comment_sort: 'confidence', num_comments: 200 };
  }
  if (method === 'GET' && path === '/api/v1/me/trophies') {
    needsUser();
    return { kind: 'TrophyList', data: { trophies: state.trophies.map((t, i) => ({ kind: 't6', data: { icon_70: `https://www.redditstatic.com/awards2/trophy_${i}-70.png`, granted_at: null, url: null, icon_40: `https://www.redditstatic.com/awards2/trophy_${i}-40.png`, name: t.name, award_id: t.award_id ?? null, id: null, description: null } })) } };
  }
  if (method === 'GET' && path === '/api/trending_subreddits.json') return { subreddit_names: state.subreddits.map((s) => s.name), comment_count: 12, comment_url: '/r/trendingsubreddits/comments/weft/' };
  if (method === 'POST' && path === '/api/search_subreddits.json') {
    const word = String(q.query ?? '').toLowerCase();
    return { subreddits: state.subreddits.filter((s) => s.name.toLowerCase().includes(word) || s.title.toLowerCase().includes(word)).map((s) => ({ active_user_count: 3, icon_img: '', key_color: '', name: s.name, subscriber_count: s.subscribers, is_chat_post_feature_enabled: false, allow_chat_post_creation: false, allow_images: true })) };
  }
  if (method === 'GET' && path === '/r/subreddits.json') return listing(state.subreddits.map((s) => ({ ...subredditAbout(s) })), () => 't5', q);
  if (method === 'GET' && path === '/search.json') {
    const word = String(q.q ?? '').toLowerCase();
    return listing(sortPosts(state.posts.filter((p) => live(p) && (p.title + p.selftext).toLowerCase().includes(word)), q.sort), kindOf, q);
  }
  if ((m = /^\/r\/([^/]+)\/about\/(about|rules)\.json$/.exec(path)) && method === 'GET') {
    const sub = state.subreddits.find((s) => s.name.toLowerCase() === m[1].toLowerCase());
    if (!sub) throw notFound();
    if (m[2] === 'rules') return { rules: sub.rules.map((r, i) => ({ kind: 'all', description: r.description ?? '', short_name: r.short_name, violation_reason: r.short_name, created_utc: state.clock - 1000 * (i + 1), priority: i, description_html: null })), site_rules: ['Spam', 'Personal and confidential information'], site_rules_flow: [] };
    return { kind: 't5', data: subredditAbout(sub) };
  }
  if ((m = /^\/r\/([^/]+)\/comments\/([^/]+)\.json$/.exec(path)) && method === 'GET') {
    const post = state.posts.find((p) => p.id === m[2] && p.subreddit.toLowerCase() === m[1].toLowerCase() && live(p));
    if (!post) throw notFound();
    const comments = state.comments.filter((c) => c.link_id === post.name && live(c));
    return [listing([post], kindOf, {}), listing(comments, kindOf, { limit: q.limit })];
  }
  if ((m = /^\/r\/([^/]+)\/search\.json$/.exec(path)) && method === 'GET') {
    const word = String(q.q ?? '').toLowerCase();
    const inSub = q.restrict_sr === 'true';
    return listing(sortPosts(state.posts.filter((p) => live(p) && (!inSub || p.subreddit.toLowerCase() === m[1].toLowerCase()) && (p.title + p.selftext).toLowerCase().includes(word)), q.sort), kindOf, q);
  }
  if ((m = /^\/r\/([^/]+?)(?:\/(hot|new|top|rising))?\.json$/.exec(path)) && method === 'GET') {
    const sub = state.subreddits.find((s) => s.name.toLowerCase() === m[1].toLowerCase());
    if (!sub) throw notFound();
    return listing(sortPosts(state.posts.filter((p) => live(p) && p.subreddit === sub.name), m[2] ?? 'hot'), kindOf, q);
  }
  if ((m = /^\/user\/([^/]+)\/(about|comments|submitted|overview|gilded|saved)\.json$/.exec(path)) && method === 'GET') {
    const user = state.users.find((u) => u.name.toLowerCase() === m[1].toLowerCase());
    if (!user) throw notFound();
    if (m[2] === 'about') return { kind: 't2', data: { name: user.name, id: user.id, created: user.created, created_utc: user.created, link_karma: user.link_karma, comment_karma: user.comment_karma, is_gold: false, is_mod: false, verified: true, has_verified_email: true } };
    if (m[2] === 'saved') {
      if (!signedIn || user.name !== me.name) throw new Refusal(403, { message: 'Forbidden', error: 403 });
      return listing([], kindOf, q);
    }
    const posts = state.posts.filter((p) => live(p) && p.author === user.name);
    const comments = state.comments.filter((c) => live(c) && c.author === user.name);
    const things = m[2] === 'comments' ? comments : m[2] === 'submitted' ? posts : m[2] === 'gilded' ? [] : [...posts, ...comments];
    return listing([...things].sort((a, b) => b.created - a.created), kindOf, q);
  }
  throw notFound();
}

/** A fresh Reddit fake holding `seed`. */
export function createRedditFake(seed = {}) {
  const state = seeded(seed);
  async function handle(req, res) {
    const url = new URL(req.url, 'http://x.invalid');
    for await (const chunk of req) void chunk;
    const q = Object.fromEntries(url.searchParams);
    const auth = req.headers.authorization;
    state.calls.push({ method: req.method, path: url.pathname, query: q, authorization: auth, userAgent: req.headers['user-agent'] });
    const send = (status, payload) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(payload));
      return true;
    };
    try {
      if (auth !== undefined && auth !== `Bearer ${ACCESS_TOKEN}`) throw new Refusal(401, { message: 'Unauthorized', error: 401 });
      return send(200, route(state, req.method, url.pathname, q, auth !== undefined));
    } catch (error) {
      if (error instanceof Refusal) return send(error.status, error.body);
      return send(500, { message: String(error?.message ?? error), error: 500 });
    }
  }
  return { handle, state };
}

/** Serves a fresh fake on 127.0.0.1:0. */
export async function start(seed = {}) {
  const fake = createRedditFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

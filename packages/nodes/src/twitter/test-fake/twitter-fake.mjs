/**
 * A loopback X (Twitter) API over in-memory state, for tests and for recording n8n. It answers
 * both API generations by path, whatever host a request came to (api.twitter.com and
 * upload.twitter.com while recording, one origin when Weft replays):
 *
 * - API v2 (`/2/…`, `Authorization: Bearer weft-x-access-token`): `GET /2/users/me`,
 *   `GET /2/users/by/username/{name}` (an unknown name answers 200 with `errors`, as X does; a name
 *   that is not 1–15 letters, digits or `_` answers 400), `GET /2/users/{id}`, `POST /2/tweets`
 *   (`text`, `reply.in_reply_to_tweet_id`, `quote_tweet_id`, `media.media_ids`, `geo.place_id`;
 *   201, duplicates refused with 403), `DELETE /2/tweets/{id}`, `POST /2/users/{id}/likes` and
 *   `/retweets` (`tweet_id`), `GET /2/tweets/search/recent` (`query` of words and `from:name`,
 *   `max_results` 10–100, `next_token`, `start_time`, `end_time`, `sort_order`, `tweet.fields`),
 *   `POST /2/lists/{id}/members` (`user_id`), `POST /2/dm_conversations/with/{id}/messages`.
 *   With the seed's `tier: 'free'`, search answers X's 403 "client-not-enrolled" problem.
 * - API v1.1 (`/1.1/…`, `Authorization: OAuth …` naming the consumer key `weft-consumer-key` and
 *   the token `weft-oauth1-token`): `POST statuses/update.json` (parameters in the query or a
 *   form), `POST statuses/destroy/{id}.json`, `POST statuses/retweet/{id}.json`,
 *   `POST favorites/create.json`, `GET search/tweets.json` (`q`, `count` ≤ 100, default 15,
 *   `since_id`, `until`, `lang`, `tweet_mode`), `POST direct_messages/events/new.json`, and
 *   `POST media/upload.json` (a whole `media_data`, or INIT / APPEND / FINALIZE).
 *
 * Errors have X's shapes: v1.1's `{ errors: [{ code, message }] }`, v2's problem objects. Users,
 * tweets, lists and media have counted ids; times come from `state.clock` (one second per write).
 * Searches answer newest first (relevancy sorts the same). `state.calls` logs each request.
 *
 * `createTwitterFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start()`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

/** The credentials the fake accepts. */
export const CONSUMER_KEY = 'weft-consumer-key';
export const OAUTH1_TOKEN = 'weft-oauth1-token';
export const OAUTH2_TOKEN = 'weft-x-access-token';

const TWEET_BASE = 1790000000000000000n;
const MEDIA_BASE = 1780000000000000000n;
const SOURCE = '<a href="https://weft.invalid" rel="nofollow">Weft test app</a>';

class Refusal extends Error {
  constructor(status, body) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
    this.status = status;
    this.body = body;
  }
}

const v1Error = (status, code, message) => new Refusal(status, { errors: [{ code, message }] });
const notFound2 = (kind, parameter, value) => ({
  value, detail: `Could not find ${kind} with ${parameter}: [${value}].`, title: 'Not Found Error', resource_type: kind, parameter, resource_id: value,
  type: 'https://api.twitter.com/2/problems/resource-not-found',
});
const invalid2 = (parameter, value, message) => new Refusal(400, {
  errors: [{ parameters: { [parameter]: [String(value)] }, message }], title: 'Invalid Request', detail: 'One or more parameters to your request was invalid.',
  type: 'https://api.twitter.com/2/problems/invalid-request',
});

/** `Wed May 01 10:00:00 +0000 2024`, v1.1's date format. */
function v1Date(ms) {
  const d = new Date(ms);
  const day = d.toUTCString().slice(0, 3);
  const month = d.toUTCString().slice(8, 11);
  return `${day} ${month} ${String(d.getUTCDate()).padStart(2, '0')} ${d.toISOString().slice(11, 19)} +0000 ${d.getUTCFullYear()}`;
}
const isoDate = (ms) => new Date(ms).toISOString();

function initialState() {
  return { clock: Date.parse('2024-05-01T10:00:00.000Z'), nextUser: 1, nextTweet: 1, nextList: 1, nextMedia: 1, nextEvent: 1, users: [], tweets: [], lists: [], media: [], messages: [], tier: 'basic', calls: [] };
}

function addUser(state, u) {
  const user = { id: String(1500000000 + state.nextUser++), username: u.username, name: u.name ?? u.username, description: u.description ?? '', created_at: state.clock - 86_400_000 * 365 };
  state.users.push(user);
  return user;
}

function addTweet(state, t) {
  const tweet = {
    id: String(TWEET_BASE + BigInt(state.nextTweet++)), text: t.text, author_id: t.author_id, created_at: t.created_at ?? state.clock, lang: t.lang ?? 'en',
    in_reply_to: t.in_reply_to, quote_of: t.quote_of, retweet_of: t.retweet_of, media_ids: t.media_ids ?? [], likes: new Set(), retweets: new Set(), replies: 0,
    geo: t.geo, possibly_sensitive: Boolean(t.possibly_sensitive), place_id: t.place_id,
  };
  state.tweets.push(tweet);
  return tweet;
}

/** Builds the state from a seed: `{ users: [{ username, name }], tweets: [{ text, author, minutesAgo?, lang? }], lists: [{ name, owner }], tier? }`. The first user is the signed-in one. */
function seeded(seed) {
  const state = initialState();
  for (const u of seed.users ?? [{ username: 'weft_bot', name: 'Weft Bot' }]) addUser(state, u);
  if (!state.users.length) addUser(state, { username: 'weft_bot', name: 'Weft Bot' });
  const tweets = seed.tweets ?? [];
  tweets.forEach((t, i) => {
    const author = state.users.find((u) => u.username === t.author) ?? state.users[0];
    addTweet(state, { text: t.text, author_id: author.id, lang: t.lang, created_at: state.clock - 60_000 * (t.minutesAgo ?? tweets.length - i) });
  });
  for (const l of seed.lists ?? []) {
    const owner = state.users.find((u) => u.username === l.owner) ?? state.users[0];
    state.lists.push({ id: String(1700000000000000000n + BigInt(state.nextList++)), name: l.name, owner_id: owner.id, members: [] });
  }
  if (seed.tier) state.tier = seed.tier;
  return state;
}

const tick = (state) => (state.clock += 1000);
const me = (state) => state.users[0];
const userById = (state, id) => state.users.find((u) => u.id === String(id));
const tweetById = (state, id) => state.tweets.find((t) => t.id === String(id) && !t.deleted);

// ---------- API v2 ----------

const userV2 = (u) => ({ id: u.id, name: u.name, username: u.username });

const V2_FIELDS = {
  attachments: (t) => (t.media_ids.length ? { media_keys: t.media_ids.map((m) => `3_${m}`) } : undefined),
  author_id: (t) => t.author_id,
  conversation_id: (t) => t.id,
  created_at: (t) => isoDate(t.created_at),
  edit_controls: (t) => ({ edits_remaining: 5, is_edit_eligible: true, editable_until: isoDate(t.created_at + 3_600_000) }),
  geo: (t) => (t.place_id ? { place_id: t.place_id } : undefined),
  in_reply_to_user_id: (t, state) => (t.in_reply_to ? tweetById(state, t.in_reply_to)?.author_id : undefined),
  lang: (t) => t.lang,
  possibly_sensitive: (t) => t.possibly_sensitive,
  public_metrics: (t) => ({ retweet_count: t.retweets.size, reply_count: t.replies, like_count: t.likes.size, quote_count: 0, bookmark_count: 0, impression_count: 0 }),
  referenced_tweets: (t) => {
    const refs = [];
    if (t.in_reply_to) refs.push({ type: 'replied_to', id: t.in_reply_to });
    if (t.quote_of) refs.push({ type: 'quoted', id: t.quote_of });
    if (t.retweet_of) refs.push({ type: 'retweeted', id: t.retweet_of });
    return refs.length ? refs : undefined;
  },
  reply_settings: () => 'everyone',
};

function tweetV2(state, t, fields) {
  const out = { id: t.id, text: t.text, edit_history_tweet_ids: [t.id] };
  for (const field of fields) {
    const value = V2_FIELDS[field]?.(t, state);
    if (value !== undefined) out[field] = value;
  }
  return out;
}

function matches(state, t, query) {
  for (const word of String(query ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    if (word.startsWith('from:')) {
      if (userById(state, t.author_id)?.username.toLowerCase() !== word.slice(5).replace('@', '')) return false;
    } else if (!t.text.toLowerCase().includes(word)) return false;
  }
  return true;
}

function searchV2(state, q) {
  if (state.tier === 'free') {
    throw new Refusal(403, {
      client_id: '29000001', detail: 'When authenticating requests to the Twitter API v2 endpoints, you must use keys and tokens from a Twitter developer App that is attached to a Project. You can create a project via the developer portal.',
      registration_url: 'https://developer.twitter.com/en/docs/projects/overview', title: 'Client Forbidden', required_enrollment: 'Appropriate Level of API Access', reason: 'client-not-enrolled',
      type: 'https://api.twitter.com/2/problems/client-forbidden',
    });
  }
  if (!q.query) throw invalid2('query', '', 'The `query` query parameter can not be empty');
  const max = q.max_results === undefined ? 10 : Number(q.max_results);
  if (!Number.isInteger(max) || max < 10 || max > 100) throw invalid2('max_results', q.max_results, `The \`max_results\` query parameter value [${q.max_results}] is not between 10 and 100`);
  let found = state.tweets.filter((t) => !t.deleted && !t.retweet_of && matches(state, t, q.query));
  if (q.start_time) found = found.filter((t) => t.created_at >= Date.parse(q.start_time));
  if (q.end_time) found = found.filter((t) => t.created_at < Date.parse(q.end_time));
  found.sort((a, b) => b.created_at - a.created_at || (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
  const offset = q.next_token ? parseInt(String(q.next_token).replace(/^page_/, ''), 36) : 0;
  const page = found.slice(offset, offset + max);
  const fields = String(q['tweet.fields'] ?? '').split(',').filter(Boolean);
  if (!page.length) return { meta: { result_count: 0 } };
  const meta = { newest_id: page[0].id, oldest_id: page.at(-1).id, result_count: page.length };
  if (offset + max < found.length) meta.next_token = `page_${(offset + max).toString(36)}`;
  return { data: page.map((t) => tweetV2(state, t, fields)), meta };
}

function v2(state, method, parts, q, body) {
  const [a, b, c, d] = parts;
  if (method === 'GET' && a === 'users' && b === 'me' && parts.length === 2) return [200, { data: userV2(me(state)) }];
  if (method === 'GET' && a === 'users' && b === 'by' && c === 'username' && parts.length === 4) {
    if (!/^[A-Za-z0-9_]{1,15}$/.test(d)) throw invalid2('username', d, `The \`username\` query parameter value [${d}] does not match ^[A-Za-z0-9_]{1,15}$`);
    const user = state.users.find((u) => u.username.toLowerCase() === d.toLowerCase());
    return [200, user ? { data: userV2(user) } : { errors: [notFound2('user', 'username', d)] }];
  }
  if (method === 'GET' && a === 'users' && parts.length === 2) {
    const user = userById(state, b);
    return [200, user ? { data: userV2(user) } : { errors: [notFound2('user', 'id', b)] }];
  }
  if (method === 'POST' && a === 'tweets' && parts.length === 1) {
    const text = String(body?.text ?? '');
    if (!text && !body?.media) throw invalid2('text', '', 'The `text` field can not be empty');
    if (state.tweets.some((t) => !t.deleted && t.author_id === me(state).id && t.text === text)) {
      throw new Refusal(403, { detail: 'You are not allowed to create a Tweet with duplicate content.', type: 'about:blank', title: 'Forbidden', status: 403 });
    }
    const replyTo = body?.reply?.in_reply_to_tweet_id;
    if (replyTo !== undefined && !tweetById(state, replyTo)) throw invalid2('reply.in_reply_to_tweet_id', replyTo, 'Invalid Request: The `reply.in_reply_to_tweet_id` field must be a Tweet that exists.');
    tick(state);
    const tweet = addTweet(state, { text, author_id: me(state).id, in_reply_to: replyTo, quote_of: body?.quote_tweet_id, media_ids: body?.media?.media_ids, place_id: body?.geo?.place_id });
    if (replyTo) tweetById(state, replyTo).replies++;
    return [201, { data: { id: tweet.id, text: tweet.text, edit_history_tweet_ids: [tweet.id] } }];
  }
  if (method === 'DELETE' && a === 'tweets' && parts.length === 2) {
    const tweet = tweetById(state, b);
    if (!tweet) throw new Refusal(404, { errors: [notFound2('tweet', 'id', b)], title: 'Not Found Error', detail: `Could not find tweet with id: [${b}].`, type: 'https://api.twitter.com/2/problems/resource-not-found' });
    if (tweet.author_id !== me(state).id) throw new Refusal(403, { detail: 'You are not authorized to delete this Tweet.', type: 'about:blank', title: 'Forbidden', status: 403 });
    tweet.deleted = true;
    tick(state);
    return [200, { data: { deleted: true } }];
  }
  if (method === 'POST' && a === 'users' && (c === 'likes' || c === 'retweets') && parts.length === 3) {
    if (b !== me(state).id) throw new Refusal(403, { detail: 'You are not permitted to perform this action.', type: 'about:blank', title: 'Forbidden', status: 403 });
    const tweet = tweetById(state, body?.tweet_id);
    if (!tweet) throw new Refusal(404, { errors: [notFound2('tweet', 'id', String(body?.tweet_id))], title: 'Not Found Error', detail: `Could not find tweet with id: [${body?.tweet_id}].`, type: 'https://api.twitter.com/2/problems/resource-not-found' });
    tick(state);
    if (c === 'likes') {
      tweet.likes.add(b);
      return [200, { data: { liked: true } }];
    }
    if (!tweet.retweets.has(b)) {
      tweet.retweets.add(b);
      addTweet(state, { text: `RT @${userById(state, tweet.author_id)?.username}: ${tweet.text}`, author_id: b, retweet_of: tweet.id });
    }
    return [200, { data: { retweeted: true } }];
  }
  if (method === 'GET' && a === 'tweets' && b === 'search' && c === 'recent' && parts.length === 3) return [200, searchV2(state, q)];
  if (method === 'POST' && a === 'lists' && c === 'members' && parts.length === 3) {
    const list = state.lists.find((l) => l.id === b);
    if (!list) throw new Refusal(404, { errors: [notFound2('list', 'id', b)], title: 'Not Found Error', detail: `Could not find list with id: [${b}].`, type: 'https://api.twitter.com/2/problems/resource-not-found' });
    if (!userById(state, body?.user_id)) throw invalid2('user_id', body?.user_id, `The \`user_id\` field value [${body?.user_id}] is not a user that exists`);
    if (!list.members.includes(String(body.user_id))) list.members.push(String(body.user_id));
    tick(state);
    return [200, { data: { is_member: true } }];
  }
  if (method === 'POST' && a === 'dm_conversations' && b === 'with' && d === 'messages' && parts.length === 4) {
    if (!userById(state, c)) throw invalid2('participant_id', c, `The \`participant_id\` value [${c}] is not a user that exists`);
    if (!body?.text && !body?.attachments) throw invalid2('text', '', 'A message needs text or an attachment');
    tick(state);
    const ids = [me(state).id, c].sort();
    const event = String(1760000000000000000n + BigInt(state.nextEvent++));
    state.messages.push({ id: event, to: c, text: body.text, attachments: body.attachments });
    return [201, { data: { dm_conversation_id: `${ids[0]}-${ids[1]}`, dm_event_id: event } }];
  }
  throw new Refusal(404, { errors: [{ message: 'Sorry, that page does not exist', code: 34 }] });
}

// ---------- API v1.1 ----------

const ENTITIES = () => ({ hashtags: [], symbols: [], user_mentions: [], urls: [] });

function userV1(state, u, trim) {
  if (trim) return { id: Number(u.id), id_str: u.id };
  return {
    id: Number(u.id), id_str: u.id, name: u.name, screen_name: u.username, location: '', description: u.description, url: null, protected: false,
    followers_count: 0, friends_count: 0, created_at: v1Date(u.created_at), verified: false, statuses_count: state.tweets.filter((t) => t.author_id === u.id && !t.deleted).length,
  };
}

function statusV1(state, t, options = {}) {
  const reply = t.in_reply_to ? tweetById(state, t.in_reply_to) ?? state.tweets.find((x) => x.id === t.in_reply_to) : undefined;
  const replyUser = reply ? userById(state, reply.author_id) : undefined;
  const out = { created_at: v1Date(t.created_at), id: Number(t.id), id_str: t.id };
  if (options.extended) {
    out.full_text = t.text;
    out.display_text_range = [0, [...t.text].length];
  } else out.text = t.text;
  Object.assign(out, {
    truncated: false, entities: ENTITIES(), source: SOURCE,
    in_reply_to_status_id: reply ? Number(reply.id) : null, in_reply_to_status_id_str: reply ? reply.id : null,
    in_reply_to_user_id: replyUser ? Number(replyUser.id) : null, in_reply_to_user_id_str: replyUser ? replyUser.id : null, in_reply_to_screen_name: replyUser ? replyUser.username : null,
    user: userV1(state, userById(state, t.author_id), options.trimUser),
    geo: t.geo ? { type: 'Point', coordinates: [t.geo.lat, t.geo.long] } : null, coordinates: t.geo ? { type: 'Point', coordinates: [t.geo.long, t.geo.lat] } : null,
    place: null, contributors: null,
  });
  if (t.retweet_of) out.retweeted_status = statusV1(state, state.tweets.find((x) => x.id === t.retweet_of), { extended: options.extended });
  Object.assign(out, { is_quote_status: false, retweet_count: t.retweets.size, favorite_count: t.likes.size, favorited: t.likes.has(me(state).id), retweeted: t.retweets.has(me(state).id) });
  if (t.media_ids.length) out.possibly_sensitive = t.possibly_sensitive;
  out.lang = t.lang;
  return out;
}

const truthy = (v) => v === true || v === 'true' || v === '1';

function searchV1(state, q) {
  if (q.q === undefined || q.q === '') throw v1Error(400, 25, 'Query parameters are missing.');
  const count = Math.min(Number(q.count ?? 15) || 15, 100);
  let found = state.tweets.filter((t) => !t.deleted && matches(state, t, q.q));
  if (q.since_id) found = found.filter((t) => BigInt(t.id) > BigInt(q.since_id));
  if (q.max_id) found = found.filter((t) => BigInt(t.id) <= BigInt(q.max_id));
  if (q.until) found = found.filter((t) => t.created_at < Date.parse(String(q.until).slice(0, 10)));
  if (q.lang) found = found.filter((t) => t.lang === q.lang);
  found.sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
  const page = found.slice(0, count);
  const maxId = page.length ? page[0].id : '0';
  const sinceId = String(q.since_id ?? '0');
  const query = encodeURIComponent(q.q);
  const metadata = { completed_in: 0.021, max_id: Number(maxId), max_id_str: maxId };
  if (found.length > count) metadata.next_results = `?max_id=${BigInt(page.at(-1).id) - 1n}&q=${query}&count=${count}&include_entities=1`;
  Object.assign(metadata, { query, refresh_url: `?since_id=${maxId}&q=${query}&include_entities=1`, count, since_id: Number(sinceId), since_id_str: sinceId });
  return { statuses: page.map((t) => statusV1(state, t, { extended: q.tweet_mode === 'extended' })), search_metadata: metadata };
}

function upload(state, p) {
  tick(state);
  const id = String(MEDIA_BASE + BigInt(state.nextMedia));
  if (p.command === 'APPEND') {
    const media = state.media.find((m) => m.id === p.media_id);
    if (!media) throw v1Error(400, 324, 'The media ID is not valid.');
    media.bytes += Buffer.from(String(p.media_data ?? ''), 'base64').length;
    return [204, undefined];
  }
  if (p.command === 'FINALIZE') {
    const media = state.media.find((m) => m.id === p.media_id);
    if (!media) throw v1Error(400, 324, 'The media ID is not valid.');
    if (media.bytes !== media.total) throw v1Error(400, 324, 'File size does not match the total bytes declared at INIT.');
    return [201, { media_id: Number(media.id), media_id_string: media.id, media_key: `7_${media.id}`, size: media.bytes, expires_after_secs: 86400, video: { video_type: media.type } }];
  }
  if (p.command === 'INIT') {
    state.nextMedia++;
    state.media.push({ id, total: Number(p.total_bytes), bytes: 0, type: p.media_type });
    return [202, { media_id: Number(id), media_id_string: id, expires_after_secs: 86399, media_key: `7_${id}` }];
  }
  if (!p.media_data) throw v1Error(400, 38, 'media parameter is missing.');
  state.nextMedia++;
  const size = Buffer.from(String(p.media_data), 'base64').length;
  state.media.push({ id, total: size, bytes: size, type: 'image' });
  return [200, { media_id: Number(id), media_id_string: id, size, expires_after_secs: 86400, image: { image_type: 'image/png', w: 1, h: 1 } }];
}

function v1(state, method, path, p, body) {
  if (method === 'POST' && path === 'media/upload.json') return upload(state, p);
  if (method === 'POST' && path === 'statuses/update.json') {
    const text = String(p.status ?? '');
    if (!text && !p.media_ids) throw v1Error(400, 170, 'Missing required parameter: status.');
    if (state.tweets.some((t) => !t.deleted && t.author_id === me(state).id && t.text === text)) throw v1Error(403, 187, 'Status is a duplicate.');
    const replyTo = p.in_reply_to_status_id ? tweetById(state, p.in_reply_to_status_id) : undefined;
    tick(state);
    const mediaIds = p.media_ids ? String(p.media_ids).split(',') : [];
    const geo = p.lat !== undefined && p.long !== undefined && truthy(p.display_coordinates) ? { lat: Number(p.lat), long: Number(p.long) } : undefined;
    const tweet = addTweet(state, { text, author_id: me(state).id, in_reply_to: replyTo?.id, media_ids: mediaIds, possibly_sensitive: truthy(p.possibly_sensitive), geo });
    if (replyTo) replyTo.replies++;
    return [200, statusV1(state, tweet)];
  }
  let m = /^statuses\/destroy\/(\d+)\.json$/.exec(path);
  if (method === 'POST' && m) {
    const tweet = tweetById(state, m[1]);
    if (!tweet) throw v1Error(404, 144, 'No status found with that ID.');
    if (tweet.author_id !== me(state).id) throw v1Error(403, 183, 'You may not delete another user\'s status.');
    const out = statusV1(state, tweet);
    tweet.deleted = true;
    tick(state);
    return [200, out];
  }
  m = /^statuses\/retweet\/(\d+)\.json$/.exec(path);
  if (method === 'POST' && m) {
    const tweet = tweetById(state, m[1]);
    if (!tweet) throw v1Error(404, 144, 'No status found with that ID.');
    if (tweet.retweets.has(me(state).id)) throw v1Error(403, 327, 'You have already retweeted this Tweet.');
    tick(state);
    tweet.retweets.add(me(state).id);
    const rt = addTweet(state, { text: `RT @${userById(state, tweet.author_id)?.username}: ${tweet.text}`, author_id: me(state).id, retweet_of: tweet.id });
    return [200, statusV1(state, rt, { trimUser: truthy(p.trim_user) })];
  }
  if (method === 'POST' && path === 'favorites/create.json') {
    const tweet = tweetById(state, p.id);
    if (!tweet) throw v1Error(404, 144, 'No status found with that ID.');
    if (tweet.likes.has(me(state).id)) throw v1Error(403, 139, 'You have already favorited this status.');
    tick(state);
    tweet.likes.add(me(state).id);
    const out = statusV1(state, tweet);
    if (!truthy(p.include_entities)) delete out.entities;
    return [200, out];
  }
  if (method === 'GET' && path === 'search/tweets.json') return [200, searchV1(state, p)];
  if (method === 'POST' && path === 'direct_messages/events/new.json') {
    const create = body?.event?.message_create;
    const to = create?.target?.recipient_id;
    if (body?.event?.type !== 'message_create' || !create) throw v1Error(400, 214, 'event.type: invalid value.');
    if (!userById(state, to)) throw v1Error(404, 50, 'User not found.');
    tick(state);
    const id = String(1760000000000000000n + BigInt(state.nextEvent++));
    const data = { text: String(create.message_data?.text ?? ''), entities: ENTITIES() };
    const media = create.message_data?.attachment?.media?.id;
    if (media !== undefined) {
      if (!state.media.some((x) => x.id === String(media))) throw v1Error(400, 324, 'The media ID is not valid.');
      data.attachment = { type: 'media', media: { id: Number(media), id_str: String(media), media_url_https: `https://pbs.twimg.com/dm_gif/${media}/image.png`, type: 'photo' } };
    }
    state.messages.push({ id, to: String(to), text: data.text });
    return [200, { event: { type: 'message_create', id, created_timestamp: String(state.clock), message_create: { target: { recipient_id: String(to) }, sender_id: me(state).id, message_data: data } } }];
  }
  throw v1Error(404, 34, 'Sorry, that page does not exist.');
}

// ---------- HTTP ----------

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** `OAuth k="v", …` header parameters. */
function oauthParams(header) {
  const out = {};
  for (const m of String(header ?? '').replace(/^OAuth\s+/i, '').matchAll(/([\w]+)="([^"]*)"/g)) out[m[1]] = decodeURIComponent(m[2]);
  return out;
}

/** A fresh X fake holding `seed`. */
export function createTwitterFake(seed = {}) {
  const state = seeded(seed);
  async function handle(req, res) {
    const url = new URL(req.url, 'http://x.invalid');
    const raw = await readBody(req);
    const type = String(req.headers['content-type'] ?? '');
    let body;
    if (raw && type.includes('application/x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(raw));
    else if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const query = Object.fromEntries(url.searchParams);
    const call = { method: req.method, path: url.pathname, query, body, authorization: req.headers.authorization, contentType: type };
    state.calls.push(call);
    const send = (status, payload) => {
      if (payload === undefined) res.writeHead(status).end();
      else res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(payload));
      return true;
    };
    try {
      if (url.pathname.startsWith('/2/')) {
        if (req.headers.authorization !== `Bearer ${OAUTH2_TOKEN}`) return send(401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
        const [status, payload] = v2(state, req.method, url.pathname.slice(3).split('/').filter(Boolean), query, body);
        return send(status, payload);
      }
      if (url.pathname.startsWith('/1.1/')) {
        const oauth = oauthParams(req.headers.authorization);
        if (oauth.oauth_consumer_key !== CONSUMER_KEY || oauth.oauth_token !== OAUTH1_TOKEN || !oauth.oauth_signature) throw v1Error(401, 32, 'Could not authenticate you.');
        const [status, payload] = v1(state, req.method, url.pathname.slice(5), { ...query, ...(type.includes('form') ? body : {}) }, type.includes('json') ? body : undefined);
        return send(status, payload);
      }
      return false;
    } catch (error) {
      if (error instanceof Refusal) return send(error.status, error.body);
      return send(500, { errors: [{ code: 131, message: String(error?.message ?? error) }] });
    }
  }
  return { handle, state };
}

/** Serves a fresh fake on 127.0.0.1:0. */
export async function start(seed = {}) {
  const fake = createTwitterFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * A loopback Hacker News search API (https://hn.algolia.com/api, `http://hn.algolia.com/api/v1/…`)
 * over in-memory state, for tests and for recording n8n:
 *
 * - `GET /api/v1/search` (`query` matched in titles and texts, case-insensitive; `tags` comma-separated,
 *   all required, e.g. `story,front_page`; `hitsPerPage` (default 20, at most 1000) and `page`),
 *   answered as Algolia answers it (`hits`, `nbHits`, `page`, `nbPages`, `hitsPerPage`, …);
 * - `GET /api/v1/items/{id}`: a story or comment with its `children` (comments) nested;
 * - `GET /api/v1/users/{username}`.
 *
 * Unknown items and users are answered 404 `{ status: 404, error: 'Not Found' }`. Stories are
 * seeded (ids counted from 1000, times from a fixed clock), so two fakes answer the same.
 * `state.calls` logs each request; answers pushed on `state.failures` (`{ status, retryAfter? }`)
 * are given first, one a request.
 *
 * `createHackerNewsFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

/**
 * Seed: `{ stories?: [{ title, author, url?, points?, text?, tags?: [tag], comments?: [{ author, text }] }],
 * users?: [{ username, about?, karma? }], generated?: number }` (`generated` more stories titled `Story n`).
 */
export function createHackerNewsFake(seed = {}) {
  let counter = 1000;
  let clock = Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z');
  const state = { items: [], users: [], calls: [], failures: [] };
  const at = () => {
    clock += 60_000;
    return { created_at: new Date(clock).toISOString(), created_at_i: Math.floor(clock / 1000) };
  };
  function addStory(s) {
    const story = { id: counter++, ...at(), type: 'story', author: s.author, title: s.title, url: s.url ?? null, text: s.text ?? null, points: s.points ?? 1, parent_id: null, story_id: null, tags: s.tags ?? [], children: [] };
    story.story_id = story.id;
    state.items.push(story);
    for (const c of s.comments ?? []) {
      const comment = { id: counter++, ...at(), type: 'comment', author: c.author, title: null, url: null, text: c.text, points: null, parent_id: story.id, story_id: story.id, tags: [], children: [] };
      state.items.push(comment);
      story.children.push(comment);
    }
  }
  for (const s of seed.stories ?? []) addStory(s);
  for (let k = 1; k <= (seed.generated ?? 0); k++) addStory({ title: `Story ${k}`, author: `user${k % 7}`, points: k });
  for (const u of seed.users ?? []) state.users.push({ username: u.username, about: u.about ?? '', karma: u.karma ?? 1 });

  const tagsOf = (x) => [x.type, `author_${x.author}`, `story_${x.story_id}`, ...x.tags];
  const hit = (x) => ({
    created_at: x.created_at, title: x.title, url: x.url, author: x.author, points: x.points, story_text: x.type === 'story' ? x.text : null,
    comment_text: x.type === 'comment' ? x.text : null, num_comments: x.type === 'story' ? x.children.length : null, story_id: x.story_id,
    story_title: x.type === 'comment' ? state.items.find((s) => s.id === x.story_id)?.title ?? null : null, parent_id: x.parent_id,
    created_at_i: x.created_at_i, _tags: tagsOf(x), objectID: String(x.id),
  });
  const itemJson = (x) => ({
    id: x.id, created_at: x.created_at, created_at_i: x.created_at_i, type: x.type, author: x.author, title: x.title, url: x.url, text: x.text,
    points: x.points, parent_id: x.parent_id, story_id: x.story_id, children: x.children.map(itemJson), options: [],
  });

  function search(q) {
    const words = String(q.query ?? '').toLowerCase().trim();
    const tags = String(q.tags ?? '').split(',').map((t) => t.trim()).filter(Boolean);
    const perPage = Math.min(Number(q.hitsPerPage ?? 20) || 20, 1000);
    const page = Number(q.page ?? 0) || 0;
    const all = state.items.filter((x) => (!words || `${x.title ?? ''} ${x.text ?? ''}`.toLowerCase().includes(words)) && tags.every((t) => tagsOf(x).includes(t)));
    const hits = all.slice(page * perPage, page * perPage + perPage).map(hit);
    return {
      hits, nbHits: all.length, page, nbPages: Math.ceil(all.length / perPage), hitsPerPage: perPage, exhaustiveNbHits: true, exhaustiveTypo: true,
      exhaustive: { nbHits: true, typo: true }, query: String(q.query ?? ''), params: new URLSearchParams(q).toString(), processingTimeMS: 1,
    };
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/api/v1/')) return false;
    const query = Object.fromEntries(url.searchParams);
    state.calls.push({ method: req.method, path: url.pathname, query });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(payload));
    };
    const failure = state.failures.shift();
    if (failure) {
      send(failure.status, { status: failure.status, error: 'Too Many Requests' }, failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) });
      return true;
    }
    const path = url.pathname.slice('/api/v1/'.length);
    let m;
    if (req.method === 'GET' && path === 'search') send(200, search(query));
    else if (req.method === 'GET' && (m = path.match(/^items\/(\d+)$/))) {
      const item = state.items.find((x) => x.id === Number(m[1]));
      if (item) send(200, itemJson(item));
      else send(404, { status: 404, error: 'Not Found' });
    } else if (req.method === 'GET' && (m = path.match(/^users\/([^/]+)$/))) {
      const user = state.users.find((u) => u.username === decodeURIComponent(m[1]));
      if (user) send(200, user);
      else send(404, { status: 404, error: 'Not Found' });
    } else send(404, { status: 404, error: 'Not Found' });
    return true;
  }

  return { handle, state };
}

/** Serves a fresh fake on 127.0.0.1:0. */
export async function start(seed) {
  const fake = createHackerNewsFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * A loopback Ghost site (https://ghost.org/docs/admin-api/, https://ghost.org/docs/content-api/)
 * over in-memory posts, tags and staff users, for tests and for recording n8n. Any API version in
 * the path is served (`/ghost/api/v2/admin/…`, `/ghost/api/v3/content/…`, or none), with or without
 * a trailing slash.
 *
 * Admin API (`/admin/…`): signed with `Authorization: Ghost <token>`, an HS256 JSON Web Token whose
 * `kid` is the seeded key's id, signed with its hex secret, for an `/admin/` audience and not
 * expired (401 Ghost errors otherwise). `GET posts` (every status; `limit`, `page`, `fields`,
 * `formats`, `include`), `GET posts/<id>`, `GET posts/slug/<slug>`, `POST posts` (`?source=html`
 * turns `html` into a Mobiledoc html card; tags by name, authors by id or email; 201), `PUT
 * posts/<id>` (refused 409 unless `updated_at` is the post's), `DELETE posts/<id>` (204), `GET
 * users`, `GET tags`, `GET pages`. Posts answer their Mobiledoc unless `formats` asks otherwise,
 * with their tags and authors.
 *
 * Content API (`/content/…`): signed with `?key=<content key>` (401 otherwise); published posts only,
 * with their HTML unless `formats` asks otherwise, tags and authors only when `include`d;
 * `GET posts`, `GET posts/<id>`, `GET posts/slug/<slug>`, `GET settings`.
 *
 * Lists are paged (`meta.pagination` with `next`), 15 a page unless `limit` says (`all` for every
 * one). Unknown posts are 404, invalid posts 422, with Ghost's `{ errors: [{ message, context, type }] }`.
 *
 * Seed: `{ now, site, adminKey: 'id:hexsecret', contentKey, users: [...], tags: [...], posts: [...],
 * generatedPosts }`. Times come from `now` and counters, so two fakes given the same calls answer the
 * same (tokens are checked against the real clock). `state.calls` holds every request.
 *
 * `createGhostFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

export const ADMIN_KEY = '65e5a0c1f1e2d3c4b5a69788:4a9f3c2e1d0b8a7f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a190876';
export const CONTENT_KEY = 'b8d1c4e7f0a3b6c9d2e5f8a1b4';

const SITE = 'https://blog.weft.example';

function error(status, type, message, context = null) {
  return [
    status,
    {
      errors: [
        {
          message,
          context,
          type,
          details: null,
          property: null,
          help: null,
          code: null,
          id: 'e0000000-0000-4000-8000-000000000000',
        },
      ],
    },
  ];
}

function listParam(query, name) {
  const out = [];
  for (const [key, value] of query) if (key === name || key.startsWith(`${name}[`)) out.push(...value.split(','));
  return out.map((v) => v.trim()).filter(Boolean);
}

function toMobiledoc(html) {
  return JSON.stringify({
    version: '0.3.1',
    atoms: [],
    cards: [['html', { html }]],
    markups: [],
    sections: [[10, 0]],
  });
}

function htmlOf(post) {
  if (post.lexical) {
    try {
      const root = JSON.parse(post.lexical).root;
      return (root?.children ?? [])
        .map((node) => `<p>${(node.children ?? []).map((c) => c.text ?? '').join('')}</p>`)
        .join('');
    } catch {
      return '';
    }
  }
  try {
    const doc = JSON.parse(post.mobiledoc ?? '{}');
    const cards = doc.cards ?? [];
    return (doc.sections ?? [])
      .map((s) => {
        if (s[0] === 10) return cards[s[1]]?.[0] === 'html' ? cards[s[1]][1].html : '';
        if (s[0] === 1) return `<${s[1]}>${(s[2] ?? []).map((m) => m[3] ?? '').join('')}</${s[1]}>`;
        return '';
      })
      .join('');
  } catch {
    return '';
  }
}

const plain = (html) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const slugify = (text) =>
  String(text)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function createGhostFake(seed = {}) {
  const now = Date.parse(seed.now ?? '2024-03-04T09:00:00.000Z');
  const site = seed.site ?? SITE;
  const [keyId, keySecret] = (seed.adminKey ?? ADMIN_KEY).split(':');
  const contentKey = seed.contentKey ?? CONTENT_KEY;
  let clock = 0;
  const tick = () => new Date(now + ++clock * 1000).toISOString();
  let counter = 0;
  const newId = () => `65e5b${String(++counter).padStart(19, '0')}`;
  let uuids = 0;
  const users = (seed.users ?? [{ id: '1', name: 'Ada Lovelace', slug: 'ada', email: 'ada@weft.example' }]).map(
    (u) => ({
      profile_image: null,
      cover_image: null,
      bio: null,
      website: null,
      location: null,
      url: `${site}/author/${u.slug}/`,
      ...u,
    }),
  );
  const tags = (seed.tags ?? []).map((t) => ({ slug: slugify(t.name), description: null, visibility: 'public', ...t }));
  const tagByName = (name) => {
    let tag = tags.find((t) => t.name === name);
    if (!tag) {
      tag = { id: newId(), name, slug: slugify(name), description: null, visibility: 'public' };
      tags.push(tag);
    }
    return tag;
  };
  const basePost = (p) => {
    const created = p.created_at ?? new Date(now - 86_400_000).toISOString();
    const id = p.id ?? newId();
    return {
      id,
      uuid: p.uuid ?? `0b7a3c1e-0000-4000-8000-${String(++uuids).padStart(12, '0')}`,
      title: p.title,
      slug: p.slug ?? slugify(p.title),
      mobiledoc: p.mobiledoc ?? (p.lexical ? null : toMobiledoc(p.html ?? '')),
      lexical: p.lexical ?? null,
      comment_id: id,
      feature_image: p.feature_image ?? null,
      featured: p.featured ?? false,
      status: p.status ?? 'published',
      visibility: p.visibility ?? 'public',
      created_at: created,
      updated_at: p.updated_at ?? created,
      published_at: p.published_at ?? ((p.status ?? 'published') === 'published' ? created : null),
      custom_excerpt: p.custom_excerpt ?? null,
      codeinjection_head: p.codeinjection_head ?? null,
      codeinjection_foot: p.codeinjection_foot ?? null,
      custom_template: null,
      canonical_url: p.canonical_url ?? null,
      og_image: p.og_image ?? null,
      og_title: p.og_title ?? null,
      og_description: p.og_description ?? null,
      twitter_image: p.twitter_image ?? null,
      twitter_title: p.twitter_title ?? null,
      twitter_description: p.twitter_description ?? null,
      meta_title: p.meta_title ?? null,
      meta_description: p.meta_description ?? null,
      tags: (p.tags ?? []).map((t) => tagByName(typeof t === 'string' ? t : t.name).id),
      authors: (p.authors ?? [users[0].id]).map((a) => (typeof a === 'string' ? a : a.id)),
    };
  };
  const posts = [];
  for (const p of seed.posts ?? []) posts.push(basePost(p));
  for (let n = 1; n <= (seed.generatedPosts ?? 0); n++)
    posts.push(
      basePost({
        title: `Weaving note ${n}`,
        html: `<p>Note ${n}</p>`,
        created_at: new Date(now - 86_400_000 * (n + 1)).toISOString(),
      }),
    );
  const state = { posts, tags, users, calls: [], failures: [] };

  function view(post, { admin, formats, include, fields }) {
    const html = htmlOf(post);
    const out = {
      id: post.id,
      uuid: post.uuid,
      title: post.title,
      slug: post.slug,
    };
    const want = formats.length ? formats : [admin ? 'mobiledoc' : 'html'];
    if (want.includes('mobiledoc') && admin) out.mobiledoc = post.mobiledoc;
    if (want.includes('lexical') && admin) out.lexical = post.lexical;
    if (want.includes('html')) out.html = html;
    if (want.includes('plaintext')) out.plaintext = plain(html);
    Object.assign(out, {
      comment_id: post.comment_id,
      feature_image: post.feature_image,
      featured: post.featured,
      ...(admin ? { status: post.status } : {}),
      visibility: post.visibility,
      created_at: post.created_at,
      updated_at: post.updated_at,
      published_at: post.published_at,
      custom_excerpt: post.custom_excerpt,
      codeinjection_head: post.codeinjection_head,
      codeinjection_foot: post.codeinjection_foot,
      custom_template: post.custom_template,
      canonical_url: post.canonical_url,
    });
    const postTags = post.tags.map((id) => tags.find((t) => t.id === id)).filter(Boolean);
    const postAuthors = post.authors.map((id) => users.find((u) => u.id === id)).filter(Boolean);
    if (admin || include.includes('tags')) {
      out.tags = postTags.map((t) => ({ ...t, url: `${site}/tag/${t.slug}/` }));
      out.primary_tag = out.tags[0] ?? null;
    }
    if (admin || include.includes('authors')) {
      out.authors = postAuthors.map((u) => ({ ...u }));
      out.primary_author = out.authors[0] ?? null;
    }
    Object.assign(out, {
      url: `${site}/${admin && post.status !== 'published' ? `p/${post.uuid}` : post.slug}/`,
      excerpt: post.custom_excerpt ?? plain(html).slice(0, 500),
      reading_time: Math.ceil(plain(html).split(' ').filter(Boolean).length / 275),
      og_image: post.og_image,
      og_title: post.og_title,
      og_description: post.og_description,
      twitter_image: post.twitter_image,
      twitter_title: post.twitter_title,
      twitter_description: post.twitter_description,
      meta_title: post.meta_title,
      meta_description: post.meta_description,
    });
    if (!fields.length) return out;
    return Object.fromEntries(Object.entries(out).filter(([k]) => fields.includes(k)));
  }

  function verifyToken(header) {
    const match = /^Ghost (.+)$/.exec(header ?? '');
    if (!match)
      return error(
        401,
        'NoPermissionError',
        'Authorization failed',
        'Unable to determine the authenticated user or integration. Check that cookies are being passed through if using session authentication.',
      );
    const parts = match[1].split('.');
    if (parts.length !== 3) return error(401, 'BadRequestError', 'Invalid token', 'jwt malformed');
    let head;
    let payload;
    try {
      head = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
      payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    } catch {
      return error(401, 'BadRequestError', 'Invalid token', 'jwt malformed');
    }
    if (head.kid !== keyId) return error(401, 'UnauthorizedError', 'Unknown Admin API Key');
    const expected = createHmac('sha256', Buffer.from(keySecret, 'hex')).update(`${parts[0]}.${parts[1]}`).digest();
    const given = Buffer.from(parts[2], 'base64url');
    if (head.alg !== 'HS256' || given.length !== expected.length || !timingSafeEqual(given, expected))
      return error(401, 'UnauthorizedError', 'Invalid token: invalid signature');
    if (!/^\/(v\d+\/)?admin\/$/.test(String(payload.aud)))
      return error(401, 'UnauthorizedError', 'Invalid token: jwt audience invalid. expected: /admin/');
    const seconds = Date.now() / 1000;
    if (typeof payload.exp !== 'number' || payload.exp < seconds)
      return error(401, 'UnauthorizedError', 'Invalid token: jwt expired');
    if (typeof payload.iat !== 'number' || payload.exp - payload.iat > 300)
      return error(401, 'UnauthorizedError', 'Invalid token: maximum lifetime is 5 minutes');
    return undefined;
  }

  function page(list, query, property, render) {
    const limitParam = query.get('limit');
    const all = limitParam === 'all';
    const limit = all ? list.length || 1 : Math.max(1, Number(limitParam ?? 15) || 15);
    const pageNo = Math.max(1, Number(query.get('page') ?? 1) || 1);
    const pages = Math.max(1, Math.ceil(list.length / limit));
    const slice = list.slice((pageNo - 1) * limit, pageNo * limit);
    return {
      [property]: slice.map(render),
      meta: {
        pagination: {
          page: pageNo,
          limit: all ? 'all' : limit,
          pages,
          total: list.length,
          next: pageNo < pages ? pageNo + 1 : null,
          prev: pageNo > 1 ? pageNo - 1 : null,
        },
      },
    };
  }

  const order = (list, admin) =>
    [...list].sort((a, b) => {
      if (admin && (a.status === 'draft') !== (b.status === 'draft')) return a.status === 'draft' ? -1 : 1;
      return String(b.published_at ?? b.updated_at).localeCompare(String(a.published_at ?? a.updated_at));
    });

  function accept(input, existing) {
    // A new post is a draft unless it says otherwise.
    const post = existing
      ? { ...existing }
      : { ...basePost({ title: input.title, html: '' }), status: 'draft', published_at: null };
    if (!existing && (input.title === undefined || String(input.title).trim() === ''))
      return error(
        422,
        'ValidationError',
        'Validation error, cannot save post.',
        'Value in [posts.title] cannot be blank.',
      );
    if (input.status !== undefined && !['draft', 'published', 'scheduled', 'sent'].includes(input.status))
      return error(
        422,
        'ValidationError',
        'Validation error, cannot save post.',
        'Validation (isIn) failed for status',
      );
    for (const key of ['mobiledoc', 'lexical'])
      if (input[key] !== undefined && input[key] !== null) {
        try {
          JSON.parse(input[key]);
        } catch {
          return error(
            422,
            'ValidationError',
            'Validation error, cannot save post.',
            `Value in [posts.${key}] is not valid JSON.`,
          );
        }
      }
    const simple = [
      'title',
      'slug',
      'featured',
      'status',
      'custom_excerpt',
      'codeinjection_head',
      'codeinjection_foot',
      'canonical_url',
      'og_image',
      'og_title',
      'og_description',
      'twitter_image',
      'twitter_title',
      'twitter_description',
      'meta_title',
      'meta_description',
      'feature_image',
      'visibility',
    ];
    for (const key of simple) if (input[key] !== undefined) post[key] = input[key];
    if (input.title !== undefined && input.slug === undefined && !existing) post.slug = slugify(input.title);
    if (input.html !== undefined) {
      post.mobiledoc = toMobiledoc(String(input.html));
      post.lexical = null;
    }
    if (input.mobiledoc !== undefined) {
      post.mobiledoc = input.mobiledoc;
      post.lexical = null;
    }
    if (input.lexical !== undefined) {
      post.lexical = input.lexical;
      post.mobiledoc = null;
    }
    if (Array.isArray(input.tags)) post.tags = input.tags.map((t) => tagByName(typeof t === 'string' ? t : t.name).id);
    if (Array.isArray(input.authors)) {
      const ids = [];
      for (const a of input.authors) {
        const key = typeof a === 'string' ? a : (a.id ?? a.email);
        const user = users.find((u) => u.id === key || u.email === key);
        if (!user)
          return error(422, 'ValidationError', 'Validation error, cannot save post.', `Author ${key} not found.`);
        ids.push(user.id);
      }
      post.authors = ids;
    }
    if (input.published_at !== undefined) {
      const at = input.published_at === null ? null : new Date(input.published_at);
      if (at && Number.isNaN(at.getTime()))
        return error(
          422,
          'ValidationError',
          'Validation error, cannot save post.',
          'Validation (isDate) failed for published_at',
        );
      post.published_at = at ? at.toISOString() : null;
    }
    const time = tick();
    if (!existing) post.created_at = time;
    post.updated_at = time;
    if (post.status === 'published' && !post.published_at) post.published_at = time;
    if (post.status === 'draft' && input.published_at === undefined) post.published_at = null;
    return [existing ? 200 : 201, post];
  }

  async function handle(req, res) {
    const url = new URL(req.url, 'http://fake');
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    state.calls.push({
      method: req.method,
      path: url.pathname,
      query: [...url.searchParams],
      authorization: req.headers.authorization ?? '',
      body,
    });
    const send = ([status, value], headers = {}) => {
      if (status === 204) {
        res.writeHead(204);
        res.end();
        return true;
      }
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(value));
      return true;
    };
    const failure = state.failures.shift();
    if (failure)
      return send(
        error(failure.status, failure.type ?? 'TooManyRequestsError', failure.message ?? 'Too many requests'),
        failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) },
      );
    const m = /^\/ghost\/api(?:\/v\d+(?:\.\d+)?)?\/(admin|content)(\/.*?)\/?$/.exec(url.pathname);
    if (!m) return send(error(404, 'NotFoundError', 'Resource not found'));
    const admin = m[1] === 'admin';
    const path = m[2];
    const q = url.searchParams;
    if (admin) {
      const refused = verifyToken(req.headers.authorization);
      if (refused) return send(refused);
    } else if (q.get('key') !== contentKey) {
      return send(error(401, 'UnauthorizedError', 'Unknown Content API Key'));
    }
    const opts = {
      admin,
      formats: listParam(q, 'formats'),
      include: listParam(q, 'include'),
      fields: listParam(q, 'fields'),
    };
    const visible = admin ? posts : posts.filter((p) => p.status === 'published');
    const notFound = () => send(error(404, 'NotFoundError', 'Post not found.'));
    const postMatch = /^\/posts\/(?:slug\/([^/]+)|([^/]+))$/.exec(path);

    if (req.method === 'GET' && path === '/posts')
      return send([200, page(order(visible, admin), q, 'posts', (p) => view(p, opts))]);
    if (req.method === 'GET' && postMatch) {
      const post = postMatch[1]
        ? visible.find((p) => p.slug === decodeURIComponent(postMatch[1]))
        : visible.find((p) => p.id === decodeURIComponent(postMatch[2]));
      return post ? send([200, { posts: [view(post, opts)] }]) : notFound();
    }
    if (!admin && req.method === 'GET' && path === '/settings')
      return send([
        200,
        { settings: { title: 'Weft Journal', description: 'Notes from the loom', url: `${site}/` }, meta: {} },
      ]);
    if (admin && req.method === 'GET' && path === '/users') return send([200, page(users, q, 'users', (u) => u)]);
    if (admin && req.method === 'GET' && path === '/tags') return send([200, page(tags, q, 'tags', (t) => t)]);
    if (admin && req.method === 'GET' && path === '/pages')
      return send([
        200,
        { pages: [], meta: { pagination: { page: 1, limit: 15, pages: 1, total: 0, next: null, prev: null } } },
      ]);
    if (admin && req.method === 'POST' && path === '/posts') {
      const input = body?.posts?.[0];
      if (!input) return send(error(422, 'ValidationError', "No root key ('posts') provided."));
      const [status, post] = accept(input);
      if (status >= 300) return send([status, post]);
      posts.push(post);
      return send([201, { posts: [view(post, opts)] }]);
    }
    if (admin && postMatch && postMatch[2] && req.method === 'PUT') {
      const existing = posts.find((p) => p.id === decodeURIComponent(postMatch[2]));
      if (!existing) return notFound();
      const input = body?.posts?.[0];
      if (!input) return send(error(422, 'ValidationError', "No root key ('posts') provided."));
      if (!input.updated_at)
        return send(
          error(
            422,
            'ValidationError',
            'Validation error, cannot edit post.',
            'Value in [posts.updated_at] cannot be blank.',
          ),
        );
      if (new Date(input.updated_at).getTime() !== new Date(existing.updated_at).getTime())
        return send(error(409, 'UpdateCollisionError', 'Saving failed! Someone else is editing this post.'));
      const [status, post] = accept(input, existing);
      if (status >= 300) return send([status, post]);
      posts[posts.indexOf(existing)] = post;
      return send([200, { posts: [view(post, opts)] }]);
    }
    if (admin && postMatch && postMatch[2] && req.method === 'DELETE') {
      const existing = posts.find((p) => p.id === decodeURIComponent(postMatch[2]));
      if (!existing) return notFound();
      posts.splice(posts.indexOf(existing), 1);
      return send([204]);
    }
    return send(error(404, 'NotFoundError', 'Resource not found'));
  }

  return { handle, state };
}

export async function start(seed) {
  const fake = createGhostFake(seed);
  const server = createServer((req, res) => {
    fake.handle(req, res).catch((e) => {
      res.writeHead(500);
      res.end(String(e));
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

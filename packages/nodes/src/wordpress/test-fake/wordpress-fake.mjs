/**
 * A loopback WordPress REST API (`/wp-json/wp/v2`, https://developer.wordpress.org/rest-api/reference/)
 * over in-memory state, for tests and for recording n8n:
 *
 * - posts and pages: `GET /posts` (`per_page` ≤ 100, `page`, `status`, `search`, `author`,
 *   `categories`, `categories_exclude`, `tags`, `tags_exclude`, `sticky`, `before`, `after`,
 *   `orderby`, `order`, `parent`, `menu_order`, `context`) with `X-WP-Total` and `X-WP-TotalPages`,
 *   `POST /posts` (create), `GET|POST|DELETE /posts/{id}` (read, update, trash or with `force`
 *   delete), the same under `/pages`;
 * - users: `GET /users` (`who`, `search`, `orderby`, `order`), `POST /users`, `GET|POST /users/{id}`,
 *   `GET /users/me`, `DELETE /users/{id|me}?force=true&reassign=…`;
 * - `GET /categories`, `GET /tags` (the editor's look-ups).
 *
 * Requests sign in with HTTP Basic auth (`admin` and the application password `weft app password`);
 * errors have WordPress's shape `{ code, message, data: { status } }`. Ids are counted (posts and
 * pages share one sequence, as in `wp_posts`), dates come from `state.clock` (one second per write),
 * and links name the fixed site `https://blog.weft-fake.test`, whatever host the request came to, so
 * two fakes given the same calls answer the same. `state.calls` logs each request.
 *
 * `createWordpressFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start()`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

/** The site every link names. */
export const SITE = 'https://blog.weft-fake.test';
/** The user and application password the fake accepts. */
export const USERNAME = 'admin';
export const PASSWORD = 'weft app password';

const API = '/wp-json/wp/v2';

class Refusal extends Error {
  constructor(status, code, message, extra = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

/** `2024-05-01T10:00:00` (WordPress's site-local format; the site runs on UTC). */
const wpDate = (ms) => new Date(ms).toISOString().slice(0, 19);

function slugify(text) {
  return String(text ?? '').toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** WordPress's `wpautop`, reduced: paragraphs from blank-line separated text. */
function autop(text) {
  const t = String(text ?? '').trim();
  if (!t) return '';
  return t.split(/\n\s*\n/).map((p) => `<p>${p.replace(/\n/g, '<br />\n')}</p>\n`).join('\n');
}

function excerptOf(text) {
  const words = String(text ?? '').replace(/<[^>]*>/g, '').split(/\s+/).filter(Boolean);
  if (!words.length) return '';
  return `<p>${words.slice(0, 55).join(' ')}${words.length > 55 ? ' [&hellip;]' : ''}</p>\n`;
}

const avatars = (email) => {
  const hash = Buffer.from(String(email ?? '')).toString('hex').slice(0, 32).padEnd(32, '0');
  return Object.fromEntries([24, 48, 96].map((s) => [String(s), `https://secure.gravatar.com/avatar/${hash}?s=${s}&d=mm&r=g`]));
};

function initialState() {
  const clock = Date.parse('2024-05-01T10:00:00.000Z');
  return {
    clock,
    nextPostId: 1,
    nextUserId: 2,
    nextTermId: 3,
    users: [{
      id: 1, username: USERNAME, password: PASSWORD, name: 'Site Admin', first_name: 'Site', last_name: 'Admin', email: 'admin@blog.weft-fake.test',
      url: '', description: '', nickname: USERNAME, slug: USERNAME, roles: ['administrator'], registered_date: new Date(clock - 86_400_000).toISOString().replace('.000Z', '+00:00'),
    }],
    posts: [],
    categories: [{ id: 1, name: 'Uncategorized', slug: 'uncategorized', description: '', parent: 0 }],
    tags: [{ id: 2, name: 'News', slug: 'news', description: '' }],
    calls: [],
  };
}

/**
 * A fresh fake. `seed` may hold `users` ({ username, name, email, … }), `categories`, `tags`, and
 * `posts` / `pages` ({ title, content, status, author, categories, tags, sticky, parent, … }), added
 * in that order with counted ids.
 */
export function createWordpressFake(seed = {}) {
  const state = initialState();
  const tick = () => (state.clock += 1000);

  const fake = { state, handle, addUser, addPost };

  function addUser(fields) {
    const user = {
      id: state.nextUserId++, username: fields.username, password: fields.password ?? 'secret', name: fields.name ?? fields.username,
      first_name: fields.first_name ?? '', last_name: fields.last_name ?? '', email: fields.email ?? `${fields.username}@example.com`, url: fields.url ?? '',
      description: fields.description ?? '', nickname: fields.nickname ?? fields.username, slug: fields.slug ?? slugify(fields.username), roles: fields.roles ?? ['subscriber'],
      registered_date: new Date(tick()).toISOString().replace('.000Z', '+00:00'),
    };
    state.users.push(user);
    return user;
  }

  function addTerm(kind, fields) {
    const term = { id: state.nextTermId++, name: fields.name, slug: fields.slug ?? slugify(fields.name), description: fields.description ?? '', ...(kind === 'categories' ? { parent: fields.parent ?? 0 } : {}) };
    state[kind].push(term);
    return term;
  }

  function addPost(type, fields) {
    const now = tick();
    const date = fields.date ? Date.parse(`${String(fields.date).replace(/Z$/, '')}Z`) : now;
    const post = {
      id: state.nextPostId++, type, date, modified: now, status: fields.status ?? 'draft', title: String(fields.title ?? ''), content: String(fields.content ?? ''),
      slug: fields.slug ? slugify(fields.slug) : '', author: Number(fields.author ?? 1), password: String(fields.password ?? ''),
      comment_status: fields.comment_status ?? (type === 'post' ? 'open' : 'closed'), ping_status: fields.ping_status ?? (type === 'post' ? 'open' : 'closed'),
      template: fields.template ?? '', featured_media: Number(fields.featured_media ?? 0),
      ...(type === 'post'
        ? { sticky: Boolean(fields.sticky), format: fields.format ?? 'standard', categories: toIds(fields.categories ?? [1]), tags: toIds(fields.tags ?? []) }
        : { parent: Number(fields.parent ?? 0), menu_order: Number(fields.menu_order ?? 0) }),
    };
    if (post.status === 'publish' && date > now) post.status = 'future';
    if (!post.slug && post.status === 'publish') post.slug = uniqueSlug(slugify(post.title) || String(post.id), post.id);
    state.posts.push(post);
    return post;
  }

  function uniqueSlug(base, id) {
    let slug = base;
    for (let n = 2; state.posts.some((p) => p.id !== id && p.slug === slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  for (const u of seed.users ?? []) addUser(u);
  for (const c of seed.categories ?? []) addTerm('categories', c);
  for (const t of seed.tags ?? []) addTerm('tags', t);
  for (const p of seed.posts ?? []) addPost('post', p);
  for (const p of seed.pages ?? []) addPost('page', p);

  // ------------------------------------------------------------------ representations

  const links = (collection, id) => ({
    self: [{ href: `${SITE}${API}/${collection}/${id}` }],
    collection: [{ href: `${SITE}${API}/${collection}` }],
  });

  function postJson(post, context) {
    const edit = context === 'edit';
    const rest = post.type === 'post' ? 'posts' : 'pages';
    const link = post.status === 'publish' ? `${SITE}/${post.type === 'post' ? '' : ''}${post.slug}/` : `${SITE}/?${post.type === 'post' ? 'p' : 'page_id'}=${post.id}`;
    const out = {
      id: post.id,
      date: wpDate(post.date),
      date_gmt: wpDate(post.date),
      guid: edit ? { rendered: `${SITE}/?${post.type === 'post' ? 'p' : 'page_id'}=${post.id}`, raw: `${SITE}/?${post.type === 'post' ? 'p' : 'page_id'}=${post.id}` } : { rendered: `${SITE}/?${post.type === 'post' ? 'p' : 'page_id'}=${post.id}` },
      modified: wpDate(post.modified),
      modified_gmt: wpDate(post.modified),
      ...(edit ? { password: post.password } : {}),
      slug: post.slug,
      status: post.status,
      type: post.type,
      link,
      title: edit ? { raw: post.title, rendered: post.title } : { rendered: post.title },
      content: edit
        ? { raw: post.content, rendered: autop(post.content), protected: Boolean(post.password), block_version: 0 }
        : { rendered: post.password ? '' : autop(post.content), protected: Boolean(post.password) },
      excerpt: edit
        ? { raw: '', rendered: excerptOf(post.content), protected: Boolean(post.password) }
        : { rendered: post.password ? '' : excerptOf(post.content), protected: Boolean(post.password) },
      author: post.author,
      featured_media: post.featured_media,
      ...(post.type === 'page' ? { parent: post.parent, menu_order: post.menu_order } : {}),
      comment_status: post.comment_status,
      ping_status: post.ping_status,
      ...(post.type === 'post' ? { sticky: post.sticky } : {}),
      template: post.template,
      ...(post.type === 'post' ? { format: post.format } : {}),
      meta: { footnotes: '' },
      ...(post.type === 'post' ? { categories: [...post.categories], tags: [...post.tags] } : {}),
      ...(edit ? { permalink_template: `${SITE}/%${post.type === 'post' ? 'post' : 'page'}name%/`, generated_slug: slugify(post.title) } : {}),
      _links: {
        ...links(rest, post.id),
        about: [{ href: `${SITE}${API}/types/${post.type}` }],
        author: [{ embeddable: true, href: `${SITE}${API}/users/${post.author}` }],
      },
    };
    return out;
  }

  function userJson(user, context) {
    const base = { id: user.id };
    if (context === 'edit') {
      Object.assign(base, {
        username: user.username, name: user.name, first_name: user.first_name, last_name: user.last_name, email: user.email, url: user.url,
        description: user.description, link: `${SITE}/author/${user.slug}/`, locale: 'en_US', nickname: user.nickname, slug: user.slug, roles: [...user.roles],
        registered_date: user.registered_date, capabilities: { read: true, level_0: true, [user.roles[0]]: true }, extra_capabilities: { [user.roles[0]]: true },
      });
    } else {
      Object.assign(base, { name: user.name, url: user.url, description: user.description, link: `${SITE}/author/${user.slug}/`, slug: user.slug });
    }
    base.avatar_urls = avatars(user.email);
    base.meta = [];
    base._links = links('users', user.id);
    return base;
  }

  // ------------------------------------------------------------------ routes

  function currentUser(req) {
    const header = String(req.headers.authorization ?? '');
    if (!header.startsWith('Basic ')) return undefined;
    const [name, ...rest] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    const password = rest.join(':');
    const user = state.users.find((u) => u.username === name || u.email === name);
    if (!user || user.password !== password) throw new Refusal(401, 'incorrect_password', 'The provided password is an invalid application password.');
    return user;
  }

  function paged(res, list, query, defaultOrderBy, defaultOrder) {
    const perPage = query.per_page === undefined ? 10 : Number(query.per_page);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) throw new Refusal(400, 'rest_invalid_param', 'Invalid parameter(s): per_page', { params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' } });
    const page = query.page === undefined ? 1 : Number(query.page);
    if (!Number.isInteger(page) || page < 1) throw new Refusal(400, 'rest_invalid_param', 'Invalid parameter(s): page', { params: { page: 'page must be greater than or equal to 1' } });
    const orderBy = String(query.orderby ?? defaultOrderBy);
    const order = String(query.order ?? defaultOrder);
    if (!['asc', 'desc'].includes(order)) throw new Refusal(400, 'rest_invalid_param', 'Invalid parameter(s): order', { params: { order: 'order is not one of asc and desc.' } });
    const sorted = [...list].sort((a, b) => {
      const x = a[orderBy] ?? a.id;
      const y = b[orderBy] ?? b.id;
      const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return (c || a.id - b.id) * (order === 'asc' ? 1 : -1);
    });
    const total = sorted.length;
    const pages = Math.ceil(total / perPage);
    if (page > 1 && page > pages) throw new Refusal(400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.');
    res.setHeader('X-WP-Total', String(total));
    res.setHeader('X-WP-TotalPages', String(pages));
    return sorted.slice((page - 1) * perPage, page * perPage);
  }

  function listPosts(res, type, query) {
    const statuses = query.status === undefined ? ['publish'] : arrayOf(query.status);
    let list = state.posts.filter((p) => p.type === type && (statuses.includes('any') ? p.status !== 'trash' : statuses.includes(p.status)));
    if (query.search) {
      const s = String(query.search).toLowerCase();
      list = list.filter((p) => p.title.toLowerCase().includes(s) || p.content.toLowerCase().includes(s));
    }
    if (query.author !== undefined) { const ids = toIds(query.author); list = list.filter((p) => ids.includes(p.author)); }
    if (query.categories !== undefined) { const ids = toIds(query.categories); list = list.filter((p) => p.categories?.some((c) => ids.includes(c))); }
    if (query.categories_exclude !== undefined) { const ids = toIds(query.categories_exclude); list = list.filter((p) => !p.categories?.some((c) => ids.includes(c))); }
    if (query.tags !== undefined) { const ids = toIds(query.tags); list = list.filter((p) => p.tags?.some((c) => ids.includes(c))); }
    if (query.tags_exclude !== undefined) { const ids = toIds(query.tags_exclude); list = list.filter((p) => !p.tags?.some((c) => ids.includes(c))); }
    if (query.sticky !== undefined) { const want = String(query.sticky) === 'true' || String(query.sticky) === '1'; list = list.filter((p) => Boolean(p.sticky) === want); }
    if (query.parent !== undefined) { const ids = toIds(query.parent); list = list.filter((p) => ids.includes(p.parent)); }
    if (query.menu_order !== undefined) list = list.filter((p) => p.menu_order === Number(query.menu_order));
    if (query.before) { const t = Date.parse(`${String(query.before).replace(/Z$/, '')}Z`); list = list.filter((p) => p.date < t); }
    if (query.after) { const t = Date.parse(`${String(query.after).replace(/Z$/, '')}Z`); list = list.filter((p) => p.date > t); }
    const context = query.context ?? 'view';
    const orderBy = { date: 'date', id: 'id', title: 'title', slug: 'slug', modified: 'modified', menu_order: 'menu_order', author: 'author', parent: 'parent', relevance: 'date', include: 'id', include_slugs: 'slug' };
    const key = query.orderby === undefined ? (type === 'page' ? 'date' : 'date') : orderBy[String(query.orderby)];
    if (!key) throw new Refusal(400, 'rest_invalid_param', 'Invalid parameter(s): orderby', { params: { orderby: `orderby is not one of ${Object.keys(orderBy).join(', ')}.` } });
    return paged(res, list, { ...query, orderby: key }, 'date', 'desc').map((p) => postJson(p, context));
  }

  function findPost(type, id) {
    const post = state.posts.find((p) => p.type === type && String(p.id) === String(id));
    if (!post) throw new Refusal(404, 'rest_post_invalid_id', `Invalid ${type} ID.`);
    return post;
  }

  function writePost(post, body, creating) {
    const type = post?.type;
    const set = (key, value) => { if (value !== undefined) post[key] = value; };
    if (body.status !== undefined && !['publish', 'future', 'draft', 'pending', 'private'].includes(body.status)) {
      throw new Refusal(400, 'rest_invalid_param', 'Invalid parameter(s): status', { params: { status: 'status is not one of publish, future, draft, pending, private.' } });
    }
    if (body.author !== undefined && !state.users.some((u) => u.id === Number(body.author))) throw new Refusal(400, 'rest_invalid_author', 'Invalid author ID.');
    set('title', body.title === undefined ? undefined : String(typeof body.title === 'object' ? body.title.raw ?? '' : body.title));
    set('content', body.content === undefined ? undefined : String(typeof body.content === 'object' ? body.content.raw ?? '' : body.content));
    set('password', body.password === undefined ? undefined : String(body.password));
    set('status', body.status);
    set('author', body.author === undefined ? undefined : Number(body.author));
    set('comment_status', body.comment_status);
    set('ping_status', body.ping_status);
    set('template', body.template);
    set('featured_media', body.featured_media === undefined ? undefined : Number(body.featured_media));
    if (type === 'post') {
      set('sticky', body.sticky === undefined ? undefined : Boolean(body.sticky));
      set('format', body.format);
      set('categories', body.categories === undefined ? undefined : toIds(body.categories));
      set('tags', body.tags === undefined ? undefined : toIds(body.tags));
    } else {
      set('parent', body.parent === undefined ? undefined : Number(body.parent));
      set('menu_order', body.menu_order === undefined ? undefined : Number(body.menu_order));
    }
    if (body.date !== undefined) post.date = Date.parse(`${String(body.date).replace(/Z$/, '').slice(0, 19)}Z`);
    if (body.slug !== undefined) post.slug = uniqueSlug(slugify(body.slug), post.id);
    post.modified = creating ? post.modified : tick();
    if (post.status === 'publish' && post.date > state.clock) post.status = 'future';
    if (!post.slug && post.status === 'publish') post.slug = uniqueSlug(slugify(post.title) || String(post.id), post.id);
  }

  function findUser(id, me) {
    if (id === 'me') return me;
    const user = state.users.find((u) => String(u.id) === String(id));
    if (!user) throw new Refusal(404, 'rest_user_invalid_id', 'Invalid user ID.');
    return user;
  }

  function writeUser(user, body, creating) {
    if (body.email !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(body.email))) throw new Refusal(400, 'rest_invalid_param', 'Invalid parameter(s): email', { params: { email: 'Invalid email address.' } });
    if (body.username !== undefined && !creating && body.username !== user.username) throw new Refusal(400, 'rest_user_invalid_argument', "Username isn't editable.");
    if (body.email !== undefined && state.users.some((u) => u !== user && u.email === body.email)) throw new Refusal(400, 'rest_user_invalid_email', 'Invalid email address.');
    for (const [from, to] of [['name', 'name'], ['first_name', 'first_name'], ['last_name', 'last_name'], ['email', 'email'], ['url', 'url'], ['description', 'description'], ['nickname', 'nickname'], ['password', 'password']]) {
      if (body[from] !== undefined) user[to] = String(body[from]);
    }
    if (body.slug !== undefined) user.slug = slugify(body.slug);
    if (body.roles !== undefined) user.roles = arrayOf(body.roles);
  }

  function route(req, res, me, method, parts, query, body) {
    const [collection, id, ...extra] = parts;
    if (extra.length) throw new Refusal(404, 'rest_no_route', 'No route was found matching the URL and request method.');
    const edit = (c) => c ?? 'edit';
    if (collection === 'posts' || collection === 'pages') {
      const type = collection === 'posts' ? 'post' : 'page';
      if (id === undefined) {
        if (method === 'GET') return listPosts(res, type, query);
        if (method === 'POST') {
          const post = addPost(type, {});
          try {
            writePost(post, body, true);
          } catch (error) {
            state.posts.pop();
            state.nextPostId--;
            throw error;
          }
          res.statusCode = 201;
          return postJson(post, 'edit');
        }
      } else {
        const post = findPost(type, id);
        if (method === 'GET') {
          if (post.password && query.password !== undefined && query.password !== post.password) throw new Refusal(403, 'rest_post_incorrect_password', 'Incorrect post password.');
          return postJson(post, query.context ?? 'view');
        }
        if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
          writePost(post, body, false);
          return postJson(post, 'edit');
        }
        if (method === 'DELETE') {
          const force = String(query.force ?? body.force ?? 'false') === 'true' || String(query.force) === '1';
          if (force) {
            const previous = postJson(post, 'edit');
            state.posts.splice(state.posts.indexOf(post), 1);
            return { deleted: true, previous };
          }
          if (post.status === 'trash') throw new Refusal(410, 'rest_already_trashed', `The ${type} has already been deleted.`);
          post.status = 'trash';
          post.modified = tick();
          return postJson(post, 'edit');
        }
      }
    }
    if (collection === 'users') {
      if (id === undefined) {
        if (method === 'GET') {
          let list = [...state.users];
          if (query.who === 'authors') list = list.filter((u) => !u.roles.includes('subscriber'));
          if (query.search) {
            const s = String(query.search).replace(/\*/g, '').toLowerCase();
            list = list.filter((u) => [u.username, u.name, u.email, u.slug, u.url].some((v) => String(v).toLowerCase().includes(s)));
          }
          const orderBy = { id: 'id', include: 'id', name: 'name', registered_date: 'registered_date', slug: 'slug', include_slugs: 'slug', email: 'email', url: 'url' };
          const key = query.orderby === undefined ? 'name' : orderBy[String(query.orderby)];
          if (!key) throw new Refusal(400, 'rest_invalid_param', 'Invalid parameter(s): orderby', { params: { orderby: `orderby is not one of ${Object.keys(orderBy).join(', ')}.` } });
          return paged(res, list, { ...query, orderby: key }, 'name', 'asc').map((u) => userJson(u, query.context ?? 'view'));
        }
        if (method === 'POST') {
          for (const field of ['username', 'email', 'password']) {
            if (body[field] === undefined || body[field] === '') throw new Refusal(400, 'rest_missing_callback_param', `Missing parameter(s): ${field}`, { params: [field] });
          }
          if (state.users.some((u) => u.username === body.username)) throw new Refusal(400, 'existing_user_login', 'Sorry, that username already exists!');
          if (state.users.some((u) => u.email === body.email)) throw new Refusal(400, 'existing_user_email', 'Sorry, that email address is already used!');
          const user = { id: 0, username: String(body.username), roles: ['subscriber'], name: '', first_name: '', last_name: '', email: '', url: '', description: '', nickname: '', slug: '' };
          writeUser(user, body, true);
          user.id = state.nextUserId++;
          user.name ||= user.username;
          user.nickname ||= user.username;
          user.slug ||= slugify(user.username);
          user.registered_date = new Date(tick()).toISOString().replace('.000Z', '+00:00');
          state.users.push(user);
          res.statusCode = 201;
          return userJson(user, 'edit');
        }
      } else {
        const user = findUser(id, me);
        if (method === 'GET') return userJson(user, query.context ?? 'view');
        if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
          writeUser(user, body, false);
          return userJson(user, 'edit');
        }
        if (method === 'DELETE') {
          const force = String(query.force ?? body.force ?? '') === 'true' || String(query.force) === '1';
          if (!force) throw new Refusal(501, 'rest_trash_not_supported', 'Users do not support trashing. Set \'force\' to delete.');
          const reassign = query.reassign ?? body.reassign;
          if (reassign !== undefined && reassign !== '' && !state.users.some((u) => String(u.id) === String(reassign) && u !== user)) {
            throw new Refusal(400, 'rest_user_invalid_reassign', 'Invalid user ID for reassignment.');
          }
          const previous = userJson(user, 'edit');
          for (const p of state.posts) if (p.author === user.id) {
            if (reassign) p.author = Number(reassign);
          }
          state.posts = state.posts.filter((p) => p.author !== user.id);
          state.users.splice(state.users.indexOf(user), 1);
          return { deleted: true, previous };
        }
      }
    }
    if ((collection === 'categories' || collection === 'tags') && id === undefined && method === 'GET') {
      return paged(res, state[collection], { ...query, orderby: 'name' }, 'name', 'asc').map((t) => ({
        id: t.id, count: state.posts.filter((p) => p[collection]?.includes(t.id)).length, description: t.description, link: `${SITE}/${collection === 'categories' ? 'category' : 'tag'}/${t.slug}/`,
        name: t.name, slug: t.slug, taxonomy: collection === 'categories' ? 'category' : 'post_tag', ...(collection === 'categories' ? { parent: t.parent } : {}), meta: [], _links: links(collection, t.id),
      }));
    }
    throw new Refusal(404, 'rest_no_route', 'No route was found matching the URL and request method.');
  }

  /** Serves one request; answers false when the path is not under /wp-json/. */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/wp-json/')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const query = parseQuery(url.search);
    let body = {};
    const call = { method: req.method, path: url.pathname, rawQuery: url.search.slice(1), query, body: undefined, authorization: req.headers.authorization, contentType: req.headers['content-type'] };
    state.calls.push(call);
    res.setHeader('content-type', 'application/json; charset=UTF-8');
    try {
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          throw new Refusal(400, 'rest_invalid_json', 'Invalid JSON body passed.');
        }
        call.body = body;
      }
      if (!url.pathname.startsWith(`${API}/`)) throw new Refusal(404, 'rest_no_route', 'No route was found matching the URL and request method.');
      const me = currentUser(req);
      const method = String(req.method);
      const needsUser = method !== 'GET' || url.pathname.includes('/users/me') || query.context === 'edit';
      if (!me && needsUser) {
        const what = method === 'GET' ? 'do that' : method === 'DELETE' ? 'delete this item' : 'create posts as this user';
        throw new Refusal(401, method === 'GET' ? 'rest_forbidden_context' : 'rest_cannot_create', `Sorry, you are not allowed to ${what}.`);
      }
      const parts = url.pathname.slice(API.length + 1).split('/').filter(Boolean).map(decodeURIComponent);
      const answer = route(req, res, me, method, parts, query, body && typeof body === 'object' ? body : {});
      if (!res.statusCode || res.statusCode < 200) res.statusCode = 200;
      res.end(JSON.stringify(answer));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      res.statusCode = error.status;
      res.end(JSON.stringify({ code: error.code, message: error.message, data: { status: error.status, ...error.extra } }));
    }
    return true;
  }

  return fake;
}

/** Ids from a list, a comma-separated string or one value. */
function toIds(value) {
  return arrayOf(value).map(Number).filter((n) => Number.isFinite(n));
}

function arrayOf(value) {
  if (Array.isArray(value)) return value.flatMap((v) => arrayOf(v));
  if (value === undefined || value === null || value === '') return [];
  return String(value).split(',').map((s) => s.trim()).filter(Boolean);
}

/**
 * A query string as PHP reads it: `a[]=1&a[]=2` and `a[0]=1` are lists, `a=1&a=2` keeps the last
 * value (as PHP does), other keys are strings.
 */
export function parseQuery(search) {
  const out = {};
  for (const [rawKey, value] of new URLSearchParams(search)) {
    const m = /^([^[]+)\[([^\]]*)\]$/.exec(rawKey);
    if (m) {
      const list = Array.isArray(out[m[1]]) ? out[m[1]] : (out[m[1]] = []);
      list.push(value);
    } else {
      out[rawKey] = value;
    }
  }
  return out;
}

/** Serves a fresh fake on 127.0.0.1:0. */
export async function start(seed = {}) {
  const fake = createWordpressFake(seed);
  const server = createServer((req, res) => {
    fake.handle(req, res).then((handled) => {
      if (!handled) { res.statusCode = 404; res.end(); }
    }, (error) => {
      res.statusCode = 500;
      res.end(String(error?.stack ?? error));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }) };
}

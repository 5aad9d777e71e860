/**
 * A loopback Notion API (https://developers.notion.com/reference) over in-memory state, for tests:
 * users (list, retrieve, me), search (query, object filter, last-edited sort), databases (retrieve,
 * query with property / timestamp / compound filters and sorts), pages (create under a database or
 * page, retrieve, update properties / icon / archived) and block children (list, append), with
 * cursor pagination (`start_cursor` / `page_size` → `has_more` / `next_cursor`), the bearer token
 * and the `Notion-Version` header checked, and errors in Notion's shape
 * `{ object: 'error', status, code, message }`. Shapes follow Notion-Version 2021-08-16 (blocks
 * carry `text`, filters on rich text say `text`); `rich_text` and `phone_number` filters are taken too.
 *
 * Ids not given are counted per fake (`<kind>0000000-0000-4000-8000-<n>`, kind `a` for pages, `b`
 * for blocks, `d` for databases, `e` for users), so two fakes given the same calls answer the same;
 * times come from `state.now` (the wall clock unless `options.now` or the test sets it).
 *
 * `createNotionFake()` answers `{ handle(req, res, body?): boolean, state }`; `start()` serves one
 * on 127.0.0.1:0.
 */
import { createServer } from 'node:http';

const dashed = (id) => {
  const hex = String(id ?? '').replace(/-/g, '').toLowerCase();
  return /^[0-9a-f]{32}$/.test(hex) ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : undefined;
};
const minute = (ms) => new Date(Math.floor(ms / 60000) * 60000).toISOString();
const clone = (v) => (v === undefined ? v : JSON.parse(JSON.stringify(v)));

class NotionError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
const invalid = (message) => new NotionError(400, 'validation_error', message);

/** A rich-text run as Notion answers it (plain text, annotations, href). */
function richRun(run) {
  const annotations = { bold: false, italic: false, strikethrough: false, underline: false, code: false, color: 'default', ...(run.annotations ?? {}) };
  if (run.type === 'mention' || run.mention) {
    const mention = run.mention ?? {};
    const plain = mention.type === 'date' ? String(mention.date?.start ?? '') : `@${mention[mention.type]?.id ?? ''}`;
    return { type: 'mention', mention, annotations, plain_text: plain, href: null };
  }
  if (run.type === 'equation' || run.equation) return { type: 'equation', equation: run.equation, annotations, plain_text: String(run.equation?.expression ?? ''), href: null };
  if (typeof run.text?.content !== 'string') throw invalid('body failed validation: text.content should be a string');
  return { type: 'text', text: { content: run.text.content, link: run.text.link ?? null }, annotations, plain_text: run.text.content, href: run.text.link?.url ?? null };
}

export function createNotionFake(options = {}) {
  let counted = 0;
  /** The next counted id of a kind (a valid version-4 UUID, as n8n checks relation ids). */
  const newId = (kind) => `${kind}0000000-0000-4000-8000-${(++counted).toString(16).padStart(12, '0')}`;
  const state = {
    tokens: new Set(options.tokens ?? ['secret_test']),
    requests: [],
    /** Answers to give instead of the real ones: `{ status, times?, path?, retryAfter?, code?, message? }`. */
    failures: [],
    users: new Map(),
    databases: new Map(),
    pages: new Map(),
    blocks: new Map(),
    /** Children ids by parent id (pages and blocks). */
    children: new Map(),
    /** The largest page a list answers (Notion's is 100). */
    pageSizeCap: 100,
    /** The clock of created / last edited times (ms). */
    now: options.now ?? (() => Date.now()),
    files: new Map(),
    addUser(user) {
      const id = dashed(user.id) ?? newId('e');
      const entry = { object: 'user', id, type: 'person', name: 'Someone', avatar_url: null, ...user, id };
      if (entry.type === 'person' && !entry.person) entry.person = { email: `${entry.name.toLowerCase().replace(/\W+/g, '.')}@example.com` };
      state.users.set(id, entry);
      return entry;
    },
    addDatabase(title, properties, extra = {}) {
      const id = dashed(extra.id) ?? newId('d');
      const schema = {};
      for (const [name, def] of Object.entries(properties)) {
        const type = typeof def === 'string' ? def : def.type;
        const config = typeof def === 'string' ? {} : def;
        const options = (config.options ?? []).map((o, i) => ({ id: o.id ?? `opt-${i}-${name.length}`, name: o.name ?? o, color: o.color ?? 'default' }));
        schema[name] = { id: config.propId ?? name.slice(0, 4).toLowerCase(), name, type, [type]: ['select', 'multi_select', 'status'].includes(type) ? { options } : (config.config ?? {}) };
      }
      const time = minute(state.now());
      const database = {
        object: 'database', id, created_time: time, last_edited_time: time,
        title: [richRun({ text: { content: title } })], properties: schema,
        parent: { type: 'workspace', workspace: true }, url: `https://www.notion.so/${id.replace(/-/g, '')}`, ...extra, id,
      };
      state.databases.set(id, database);
      return database;
    },
    addPage(parent, properties = {}, extra = {}) {
      return createPage({ parent, properties, ...extra });
    },
    addBlock(parentId, block, extra = {}) {
      return appendBlock(dashed(parentId) ?? parentId, block, extra);
    },
  };

  /** A page property value as Notion answers it, checked against the database schema. */
  function propertyValue(schema, name, value) {
    const type = schema.type;
    const given = value[type];
    if (given === undefined && !(type in value)) throw invalid(`${name} is expected to be ${type}.`);
    let out = given;
    if (type === 'title' || type === 'rich_text') out = (given ?? []).map(richRun);
    else if (type === 'select' || type === 'status') {
      if (given === null) out = null;
      else {
        const option = schema[type].options.find((o) => (given.id ? o.id === given.id : o.name === given.name));
        if (!option && given.id) throw invalid(`Invalid select option id: ${given.id}`);
        out = option ?? { id: `new-${given.name}`, name: given.name, color: 'default' };
        if (!option) schema[type].options.push(out);
      }
    } else if (type === 'multi_select') {
      out = (given ?? []).map((g) => {
        const option = schema.multi_select.options.find((o) => (g.id ? o.id === g.id : o.name === g.name));
        if (option) return option;
        if (g.id) throw invalid(`Invalid multi_select option id: ${g.id}`);
        const created = { id: `new-${g.name}`, name: g.name, color: 'default' };
        schema.multi_select.options.push(created);
        return created;
      });
    } else if (type === 'people') {
      out = (given ?? []).map((p) => {
        const user = state.users.get(dashed(p.id));
        if (!user) throw invalid(`Could not find user with ID: ${p.id}`);
        return user;
      });
    } else if (type === 'number' && given !== null && typeof given !== 'number') throw invalid(`body failed validation: body.properties.${name}.number should be a number or \`null\`, instead was \`${JSON.stringify(given)}\`.`);
    else if (type === 'checkbox' && typeof given !== 'boolean') throw invalid(`body failed validation: body.properties.${name}.checkbox should be a boolean, instead was \`${JSON.stringify(given)}\`.`);
    else if (type === 'date' && given !== null && (typeof given?.start !== 'string' || Number.isNaN(Date.parse(given.start)))) throw invalid(`body failed validation: body.properties.${name}.date.start should be a valid ISO 8601 date string`);
    else if (type === 'relation') out = (given ?? []).map((r) => ({ id: dashed(r.id) ?? r.id }));
    return { id: schema.id, type, [type]: out };
  }

  function pageProperties(parent, properties) {
    if (parent.type === 'database_id') {
      const database = state.databases.get(parent.database_id);
      const out = {};
      for (const [name, schema] of Object.entries(database.properties)) {
        const given = properties[name];
        if (given !== undefined) out[name] = propertyValue(schema, name, given);
        else out[name] = { id: schema.id, type: schema.type, [schema.type]: ['title', 'rich_text', 'multi_select', 'people', 'relation', 'files'].includes(schema.type) ? [] : schema.type === 'checkbox' ? false : null };
      }
      for (const name of Object.keys(properties)) if (!database.properties[name]) throw invalid(`${name} is not a property that exists.`);
      return out;
    }
    const keys = Object.keys(properties);
    if (keys.some((k) => k !== 'title')) throw invalid('body failed validation: a page under a page can only have a title property.');
    return { title: { id: 'title', type: 'title', title: titleRuns(properties.title).map(richRun) } };
  }

  /** A title as given: `{title: [runs]}`, or the runs themselves (Notion's shorthand). */
  const titleRuns = (value) => (Array.isArray(value) ? value : value?.title ?? []);

  function createPage(body) {
    const given = body.parent ?? {};
    let parent;
    if (given.database_id !== undefined) {
      const id = dashed(given.database_id);
      if (!id || !state.databases.has(id)) throw new NotionError(404, 'object_not_found', `Could not find database with ID: ${given.database_id}. Make sure the relevant pages and databases are shared with your integration.`);
      parent = { type: 'database_id', database_id: id };
    } else if (given.page_id !== undefined) {
      const id = dashed(given.page_id);
      if (!id || !state.pages.has(id)) throw new NotionError(404, 'object_not_found', `Could not find page with ID: ${given.page_id}. Make sure the relevant pages and databases are shared with your integration.`);
      parent = { type: 'page_id', page_id: id };
    } else if (given.workspace) parent = { type: 'workspace', workspace: true };
    else throw invalid('body failed validation: body.parent should be defined, instead was `undefined`.');
    const id = dashed(body.id) ?? newId('a');
    const time = body.created_time ?? minute(state.now());
    const title = parent.type === 'database_id' ? '' : (titleRuns(body.properties?.title)[0]?.text?.content ?? '');
    const page = {
      object: 'page', id, created_time: time, last_edited_time: body.last_edited_time ?? time,
      created_by: { object: 'user', id: 'bot' }, last_edited_by: { object: 'user', id: 'bot' },
      cover: null, icon: body.icon ? { type: body.icon.emoji ? 'emoji' : 'external', ...body.icon } : null,
      parent, archived: false, properties: pageProperties(parent, body.properties ?? {}),
      url: `https://www.notion.so/${title ? `${title.replace(/\W+/g, '-')}-` : ''}${id.replace(/-/g, '')}`,
    };
    state.pages.set(id, page);
    for (const child of body.children ?? []) appendBlock(id, child);
    return page;
  }

  function appendBlock(parentId, block, extra = {}) {
    if (!block || block.object !== undefined && block.object !== 'block') throw invalid('body failed validation: children should be blocks');
    const type = block.type;
    if (!type || block[type] === undefined) throw invalid(`body failed validation: body.children[0].${type} should be defined, instead was \`undefined\`.`);
    const content = clone(block[type]);
    if (Array.isArray(content.text)) content.text = content.text.map(richRun);
    const id = dashed(extra.id) ?? newId('b');
    const time = minute(state.now());
    const stored = { object: 'block', id, created_time: time, last_edited_time: time, created_by: { object: 'user', id: 'bot' }, has_children: false, archived: false, type, [type]: content, ...extra, id };
    state.blocks.set(id, stored);
    const list = state.children.get(parentId) ?? [];
    list.push(id);
    state.children.set(parentId, list);
    const parentBlock = state.blocks.get(parentId);
    if (parentBlock) parentBlock.has_children = true;
    return stored;
  }

  /** One page of a list, cursor-paginated as Notion does. */
  function page(items, cursor, size) {
    const pageSize = Math.min(Number(size ?? 100) || 100, state.pageSizeCap);
    if (Number(size) > 100) throw invalid(`body failed validation: page_size should be ≤ \`100\`, instead was \`${size}\`.`);
    const start = cursor ? Number(Buffer.from(String(cursor), 'base64url').toString()) : 0;
    if (Number.isNaN(start)) throw invalid('start_cursor provided is invalid.');
    const slice = items.slice(start, start + pageSize);
    const more = start + pageSize < items.length;
    return { object: 'list', results: slice, next_cursor: more ? Buffer.from(String(start + pageSize)).toString('base64url') : null, has_more: more };
  }

  const plain = (value) => (Array.isArray(value) ? value.map((r) => r.plain_text ?? '').join('') : '');

  /** Whether a page passes one filter (compound, timestamp or property). */
  function matches(pageEntry, filter) {
    if (!filter || Object.keys(filter).length === 0) return true;
    if (Array.isArray(filter.or)) return filter.or.some((f) => matches(pageEntry, f));
    if (Array.isArray(filter.and)) return filter.and.every((f) => matches(pageEntry, f));
    if (filter.timestamp) return compareDate(pageEntry[filter.timestamp], filter[filter.timestamp] ?? {});
    const property = pageEntry.properties[filter.property];
    if (!property) throw invalid(`Could not find property with name or id: ${filter.property}`);
    const kind = Object.keys(filter).find((k) => k !== 'property');
    const condition = filter[kind] ?? {};
    const [op, expected] = Object.entries(condition)[0] ?? [];
    const value = property[property.type];
    switch (kind) {
      case 'title': case 'text': case 'rich_text': case 'url': case 'email': case 'phone': case 'phone_number': {
        const text = ['title', 'rich_text'].includes(property.type) ? plain(value) : String(value ?? '');
        if (op === 'equals') return text === expected;
        if (op === 'does_not_equal') return text !== expected;
        if (op === 'contains') return text.includes(expected);
        if (op === 'does_not_contain') return !text.includes(expected);
        if (op === 'starts_with') return text.startsWith(expected);
        if (op === 'ends_with') return text.endsWith(expected);
        if (op === 'is_empty') return text === '';
        if (op === 'is_not_empty') return text !== '';
        break;
      }
      case 'number':
        if (op === 'equals') return value === expected;
        if (op === 'does_not_equal') return value !== expected;
        if (op === 'greater_than') return value !== null && value > expected;
        if (op === 'less_than') return value !== null && value < expected;
        if (op === 'greater_than_or_equal_to') return value !== null && value >= expected;
        if (op === 'less_than_or_equal_to') return value !== null && value <= expected;
        if (op === 'is_empty') return value === null;
        if (op === 'is_not_empty') return value !== null;
        break;
      case 'checkbox':
        if (op === 'equals') return value === expected;
        if (op === 'does_not_equal') return value !== expected;
        break;
      case 'select': case 'status':
        if (op === 'equals') return value?.name === expected;
        if (op === 'does_not_equal') return value?.name !== expected;
        if (op === 'is_empty') return !value;
        if (op === 'is_not_empty') return !!value;
        break;
      case 'multi_select':
        if (op === 'contains') return (value ?? []).some((o) => o.name === expected);
        if (op === 'does_not_contain') return !(value ?? []).some((o) => o.name === expected);
        if (op === 'is_empty') return !(value ?? []).length;
        if (op === 'is_not_empty') return !!(value ?? []).length;
        break;
      case 'date':
        return compareDate(value?.start, condition);
      default:
    }
    throw invalid(`body failed validation: filter.${kind}.${op} is not a supported filter.`);
  }

  function compareDate(actual, condition) {
    const [op, expected] = Object.entries(condition)[0] ?? [];
    if (op === 'is_empty') return !actual;
    if (op === 'is_not_empty') return !!actual;
    if (!actual) return false;
    const a = Date.parse(actual);
    const e = Date.parse(expected);
    if (typeof expected === 'string' && Number.isNaN(e)) throw invalid(`body failed validation: filter date ${expected} is not a valid ISO 8601 date`);
    if (op === 'equals') return a === e;
    if (op === 'before') return a < e;
    if (op === 'after') return a > e;
    if (op === 'on_or_before') return a <= e;
    if (op === 'on_or_after') return a >= e;
    if (['past_week', 'past_month', 'past_year', 'next_week', 'next_month', 'next_year'].includes(op)) return true;
    throw invalid(`body failed validation: date filter ${op} is not supported.`);
  }

  function sortValue(pageEntry, sort) {
    if (sort.timestamp) return pageEntry[sort.timestamp];
    const property = pageEntry.properties[sort.property];
    if (!property) throw invalid(`Could not find sort property with name or id: ${sort.property}`);
    const value = property[property.type];
    if (['title', 'rich_text'].includes(property.type)) return plain(value);
    if (property.type === 'date') return value?.start ?? '';
    if (property.type === 'select') return value?.name ?? '';
    return value ?? '';
  }

  function sortPages(pages, sorts) {
    const list = [...pages];
    const order = sorts?.length ? sorts : [{ timestamp: 'created_time', direction: 'descending' }];
    list.sort((x, y) => {
      for (const sort of order) {
        const a = sortValue(x, sort);
        const b = sortValue(y, sort);
        if (a < b) return sort.direction === 'descending' ? 1 : -1;
        if (a > b) return sort.direction === 'descending' ? -1 : 1;
      }
      return 0;
    });
    return list;
  }

  function findPage(id) {
    const page = state.pages.get(dashed(id));
    if (!page) throw new NotionError(404, 'object_not_found', `Could not find page with ID: ${id}. Make sure the relevant pages and databases are shared with your integration.`);
    return page;
  }
  function findDatabase(id) {
    const database = state.databases.get(dashed(id));
    if (!database) throw new NotionError(404, 'object_not_found', `Could not find database with ID: ${id}. Make sure the relevant pages and databases are shared with your integration.`);
    return database;
  }

  function route(method, path, query, body) {
    let m;
    if (method === 'GET' && path === '/v1/users') return page([...state.users.values()], query.start_cursor, query.page_size);
    if (method === 'GET' && path === '/v1/users/me') return { object: 'user', id: 'bot', type: 'bot', name: 'Weft', bot: {} };
    if (method === 'GET' && (m = /^\/v1\/users\/([^/]+)$/.exec(path))) {
      const user = state.users.get(dashed(m[1]));
      if (!user) throw new NotionError(404, 'object_not_found', `Could not find user with ID: ${m[1]}.`);
      return user;
    }
    if (method === 'POST' && path === '/v1/search') {
      const kind = body.filter?.value;
      if (body.filter && (body.filter.property !== 'object' || !['page', 'database'].includes(kind))) throw invalid('body failed validation: body.filter.value should be `"page"` or `"database"`.');
      let all = [...(kind === 'page' ? [] : state.databases.values()), ...(kind === 'database' ? [] : [...state.pages.values()].filter((p) => !p.archived))];
      if (body.query) {
        const q = String(body.query).toLowerCase();
        all = all.filter((o) => (o.object === 'database' ? plain(o.title) : plain(Object.values(o.properties).find((p) => p.type === 'title')?.title)).toLowerCase().includes(q));
      }
      const direction = body.sort?.direction ?? 'descending';
      all.sort((a, b) => (a.last_edited_time < b.last_edited_time ? 1 : a.last_edited_time > b.last_edited_time ? -1 : 0) * (direction === 'ascending' ? -1 : 1));
      return page(all, body.start_cursor, body.page_size);
    }
    if (method === 'GET' && (m = /^\/v1\/databases\/([^/]+)$/.exec(path))) return findDatabase(m[1]);
    if (method === 'POST' && (m = /^\/v1\/databases\/([^/]+)\/query$/.exec(path))) {
      const database = findDatabase(m[1]);
      const rows = [...state.pages.values()].filter((p) => p.parent.database_id === database.id && !p.archived && matches(p, body.filter));
      return page(sortPages(rows, body.sorts), body.start_cursor, body.page_size);
    }
    if (method === 'POST' && path === '/v1/pages') return createPage(body);
    if (method === 'GET' && (m = /^\/v1\/pages\/([^/]+)$/.exec(path))) return findPage(m[1]);
    if (method === 'PATCH' && (m = /^\/v1\/pages\/([^/]+)$/.exec(path))) {
      const pageEntry = findPage(m[1]);
      const updated = clone(pageEntry);
      if (body.properties) {
        const full = pageProperties(pageEntry.parent, body.properties);
        for (const name of Object.keys(body.properties)) updated.properties[name] = full[name];
      }
      if (body.icon) updated.icon = body.icon;
      if (body.archived !== undefined) updated.archived = body.archived;
      updated.last_edited_time = minute(state.now());
      state.pages.set(updated.id, updated);
      return updated;
    }
    if ((m = /^\/v1\/blocks\/([^/]+)\/children$/.exec(path))) {
      const id = dashed(m[1]);
      if (!id || (!state.pages.has(id) && !state.blocks.has(id))) throw new NotionError(404, 'object_not_found', `Could not find block with ID: ${m[1]}. Make sure the relevant pages and databases are shared with your integration.`);
      if (method === 'GET') return page((state.children.get(id) ?? []).map((c) => state.blocks.get(c)), query.start_cursor, query.page_size);
      if (method === 'PATCH') {
        if (!Array.isArray(body.children)) throw invalid('body failed validation: body.children should be defined, instead was `undefined`.');
        const added = body.children.map((child) => appendBlock(id, child));
        return { object: 'list', results: added, next_cursor: null, has_more: false };
      }
    }
    throw new NotionError(400, 'invalid_request_url', 'Invalid request URL.');
  }

  function send(res, status, payload, headers = {}) {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(payload));
  }

  function handle(req, res, raw) {
    const url = new URL(req.url, 'http://localhost');
    const method = req.method;
    const path = url.pathname;
    if (!path.startsWith('/v1/') && !path.startsWith('/files/')) return false;
    const query = Object.fromEntries(url.searchParams);
    let body;
    try {
      body = raw && raw.length ? JSON.parse(String(raw)) : {};
    } catch {
      send(res, 400, { object: 'error', status: 400, code: 'invalid_json', message: 'Error parsing JSON body.' });
      return true;
    }
    const auth = req.headers.authorization;
    state.requests.push({ method, path, query, body: raw && raw.length ? body : undefined, auth, version: req.headers['notion-version'] });
    if (path.startsWith('/files/')) {
      const file = state.files.get(path.slice('/files/'.length));
      if (!file) send(res, 404, { message: 'no such file' });
      else {
        res.writeHead(200, { 'Content-Type': file.mimeType });
        res.end(file.data);
      }
      return true;
    }
    const failure = state.failures.find((f) => (!f.path || f.path === path) && (f.times === undefined || f.times > 0));
    if (failure) {
      if (failure.times !== undefined) failure.times -= 1;
      const code = failure.code ?? (failure.status === 429 ? 'rate_limited' : failure.status >= 500 ? 'internal_server_error' : 'validation_error');
      send(res, failure.status, { object: 'error', status: failure.status, code, message: failure.message ?? (failure.status === 429 ? 'You have been rate limited. Please try again in a few minutes.' : 'Unexpected error occurred.') }, failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {});
      return true;
    }
    const token = /^Bearer (.+)$/.exec(auth ?? '')?.[1];
    if (!token || !state.tokens.has(token)) {
      send(res, 401, { object: 'error', status: 401, code: 'unauthorized', message: 'API token is invalid.' });
      return true;
    }
    if (!req.headers['notion-version']) {
      send(res, 400, { object: 'error', status: 400, code: 'missing_version', message: 'Notion-Version header failed validation: Notion-Version header should be defined, instead was `undefined`.' });
      return true;
    }
    try {
      send(res, 200, route(method, path, query, body));
    } catch (error) {
      if (error instanceof NotionError) send(res, error.status, { object: 'error', status: error.status, code: error.code, message: error.message });
      else send(res, 500, { object: 'error', status: 500, code: 'internal_server_error', message: String(error?.message ?? error) });
    }
    return true;
  }

  return { handle, state };
}

/** Serves a fake on 127.0.0.1 (a random port). */
export async function start(options) {
  const fake = createNotionFake(options);
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (!fake.handle(req, res, Buffer.concat(chunks))) {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ object: 'error', status: 404, code: 'invalid_request_url', message: 'Invalid request URL.' }));
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * A loopback monday.com GraphQL API (https://developer.monday.com/api-reference/, `POST /v2`,
 * version 2023-10) over in-memory boards, for tests and for recording n8n. Queries: `me`,
 * `boards (ids, page, limit)` with `columns`, `groups (ids)` and `items_page (limit)`, `items (ids)`,
 * `items_page_by_column_values (board_id, columns, limit)`, `next_items_page (cursor, limit)`.
 * Mutations: `create_board`, `archive_board`, `create_column`, `create_group`, `delete_group`,
 * `create_item`, `delete_item`, `move_item_to_group`, `change_column_value`,
 * `change_multiple_column_values`, `create_update`. Answers hold only the fields asked for
 * (test-fake/graphql-lite.mjs).
 *
 * Requests sign in with `Authorization: Bearer TOKEN` (or `TOKEN` alone, as monday accepts);
 * anything else is answered 401. Unknown boards, groups and items are answered as monday answers
 * application errors (status 200, `error_code`, `error_message`), malformed queries and bad JSON
 * values with `errors`. Ids are counted and times come from a clock that moves one minute per
 * write, so two fakes given the same calls answer the same. `state.calls` logs each request;
 * answers pushed on `state.failures` (`{ status, retryAfter? }`) are given first, one a request.
 *
 * `createMondayFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';
import { parseDocument, project } from './graphql-lite.mjs';

export const TOKEN = 'weftMondayToken0001';
export const ACCOUNT_ID = 4200001;

class AppError extends Error {
  constructor(code, message, data = {}) {
    super(message);
    this.code = code;
    this.data = data;
  }
}
class QueryError extends Error {}

const slug = (s) => String(s).toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'column';

/**
 * Seed: `{ now?, boards?: [{ name, kind?, description?, columns?: [{ title, type }], groups?: [{ title,
 * items?: [{ name, values?: { <column title>: <text> } }] }] }] }`.
 */
export function createMondayFake(seed = {}) {
  let counter = 1000000000;
  const id = () => String(++counter);
  const state = { clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'), me: { id: '70000001', name: 'Ada Lovelace' }, boards: [], items: [], updates: [], cursors: new Map(), calls: [], failures: [] };
  const tick = () => new Date((state.clock += 60_000)).toISOString().replace(/\.\d{3}Z$/, 'Z');

  function makeBoard({ name, kind = 'public', description = null }) {
    const b = { id: id(), name, description, state: 'active', board_folder_id: null, board_kind: kind, owners: [{ id: state.me.id }], columns: [], groups: [] };
    b.columns.push({ id: 'name', title: 'Name', type: 'name', settings_str: '{}', archived: false, description: null });
    state.boards.push(b);
    return b;
  }
  function makeColumn(b, { title, type, defaults }) {
    let cid = slug(title);
    for (let n = 1; b.columns.some((c) => c.id === cid); n++) cid = `${slug(title)}_${n}`;
    const c = { id: cid, title, type, settings_str: defaults ?? '{}', archived: false, description: null };
    b.columns.push(c);
    return c;
  }
  function makeGroup(b, title) {
    let gid = b.groups.length === 0 ? 'topics' : `group_${slug(title)}`;
    for (let n = 1; b.groups.some((g) => g.id === gid); n++) gid = `group_${slug(title)}${n}`;
    const colors = ['#579bfc', '#a25ddc', '#00c875', '#e2445c', '#fdab3d'];
    const g = { id: gid, title, color: colors[b.groups.length % colors.length], position: String(65536 * (b.groups.length + 1)), archived: false };
    b.groups.push(g);
    return g;
  }
  function setValue(item, column, raw) {
    const parsed = typeof raw === 'string' ? (() => { try { return JSON.parse(raw); } catch { return raw; } })() : raw;
    let text = '';
    if (typeof parsed === 'string' || typeof parsed === 'number') text = String(parsed);
    else if (parsed && typeof parsed === 'object') text = String(parsed.label ?? parsed.text ?? parsed.date ?? parsed.email ?? parsed.url ?? parsed.phone ?? JSON.stringify(parsed));
    item.values[column.id] = { value: JSON.stringify(parsed), text };
  }
  function makeItem(b, g, name, values = {}) {
    const item = { id: id(), name, created_at: tick(), state: 'active', boardId: b.id, groupId: g.id, values: {} };
    for (const [key, raw] of Object.entries(values)) {
      const column = b.columns.find((c) => c.id === key || c.title === key);
      if (!column) throw new AppError('ColumnValueException', 'This column ID doesn\'t exist for the board', { column_id: key });
      setValue(item, column, raw);
    }
    state.items.push(item);
    return item;
  }

  for (const sb of seed.boards ?? []) {
    const b = makeBoard(sb);
    for (const sc of sb.columns ?? []) makeColumn(b, sc);
    for (const sg of sb.groups ?? []) {
      const g = makeGroup(b, sg.title);
      for (const si of sg.items ?? []) makeItem(b, g, si.name, si.values);
    }
  }

  const board = (bid) => {
    const b = state.boards.find((x) => x.id === String(bid));
    if (!b) throw new AppError('InvalidBoardIdException', 'The board does not exist. Please check your board ID and try again', { board_id: Number(bid) });
    return b;
  };
  const group = (b, gid) => {
    const g = b.groups.find((x) => x.id === gid && !x.deleted);
    if (!g) throw new AppError('InvalidGroupIdException', 'The group does not exist. Please check your group ID and try again', { group_id: gid });
    return g;
  };
  const item = (iid) => {
    const it = state.items.find((x) => x.id === String(iid) && x.state !== 'deleted');
    if (!it) throw new AppError('InvalidItemIdException', 'The item does not exist. Please check your item ID and try again', { item_id: Number(iid) });
    return it;
  };
  const column = (b, cid) => {
    const c = b.columns.find((x) => x.id === cid);
    if (!c) throw new AppError('InvalidColumnIdException', 'This column ID doesn\'t exist for the board', { column_id: cid });
    return c;
  };
  const json = (text, name) => {
    if (typeof text !== 'string') return text;
    try {
      return JSON.parse(text);
    } catch {
      throw new QueryError(`Variable $${name} of type JSON was provided invalid value`);
    }
  };

  // Views: what a query may select, nested fields as functions of their arguments.
  const itemView = (it) => {
    const b = board(it.boardId);
    return {
      id: it.id, name: it.name, created_at: it.created_at, state: it.state,
      board: { id: b.id, name: b.name },
      group: () => ({ id: it.groupId, title: b.groups.find((g) => g.id === it.groupId)?.title ?? null }),
      column_values: b.columns.filter((c) => c.id !== 'name').map((c) => ({
        id: c.id, text: it.values[c.id]?.text ?? '', type: c.type, value: it.values[c.id]?.value ?? null,
        column: { title: c.title, archived: c.archived, description: c.description, settings_str: c.settings_str },
      })),
    };
  };
  const page = (list, limit) => {
    const size = Math.min(Math.max(Number(limit ?? 25) || 25, 1), 500);
    const key = `c${state.cursors.size + 1}`;
    const rest = list.slice(size);
    if (rest.length) state.cursors.set(key, rest.map((x) => x.id));
    return { cursor: rest.length ? key : null, items: list.slice(0, size).map(itemView) };
  };
  const groupView = (b, g) => ({
    id: g.id, title: g.title, color: g.color, position: g.position, archived: g.archived,
    items_page: ({ limit }) => page(state.items.filter((x) => x.boardId === b.id && x.groupId === g.id && x.state === 'active'), limit),
  });
  const boardView = (b) => ({
    id: b.id, name: b.name, description: b.description, state: b.state, board_folder_id: b.board_folder_id, board_kind: b.board_kind,
    owners: b.owners, columns: b.columns.map((c) => ({ ...c })),
    groups: ({ ids } = {}) => b.groups.filter((g) => !g.deleted && (!ids || [].concat(ids).includes(g.id))).map((g) => groupView(b, g)),
  });

  const queries = {
    me: () => ({ id: state.me.id, name: state.me.name }),
    boards: ({ ids, page: n, limit }) => {
      let list = state.boards.filter((b) => b.state === 'active');
      if (ids !== undefined && ids !== null) list = [].concat(ids).map(String).map((x) => state.boards.find((b) => b.id === x)).filter(Boolean);
      const size = Math.max(Number(limit ?? 25) || 25, 1);
      const from = (Math.max(Number(n ?? 1) || 1, 1) - 1) * size;
      return list.slice(from, from + size).map(boardView);
    },
    items: ({ ids }) => [].concat(ids ?? []).map(String).map((x) => state.items.find((it) => it.id === x && it.state === 'active')).filter(Boolean).map(itemView),
    items_page_by_column_values: ({ board_id: bid, columns, limit }) => {
      const b = board(bid);
      const rules = [].concat(columns ?? []);
      for (const r of rules) column(b, r.column_id);
      const found = state.items.filter((it) => it.boardId === b.id && it.state === 'active' && rules.every((r) => [].concat(r.column_values).includes(r.column_id === 'name' ? it.name : it.values[r.column_id]?.text ?? '')));
      return page(found, limit);
    },
    next_items_page: ({ cursor, limit }) => {
      const ids = state.cursors.get(cursor);
      if (!ids) throw new AppError('CursorException', 'CursorExpiredError: The cursor provided for pagination has expired. Please refresh your query and obtain a new cursor to continue fetching items');
      state.cursors.delete(cursor);
      return page(ids.map((x) => state.items.find((it) => it.id === x)).filter(Boolean), limit);
    },
  };
  const mutations = {
    create_board: ({ board_name: name, board_kind: kind, template_id: template }) => {
      if (!['public', 'private', 'share'].includes(kind)) throw new QueryError(`Value "${kind}" does not exist in "BoardKind" enum.`);
      const b = makeBoard({ name, kind });
      if (template) {
        const source = board(template);
        for (const c of source.columns.filter((x) => x.id !== 'name')) makeColumn(b, c);
        for (const g of source.groups.filter((x) => !x.deleted)) makeGroup(b, g.title);
      } else makeGroup(b, 'Group Title');
      tick();
      return { id: b.id };
    },
    archive_board: ({ board_id: bid }) => {
      const b = board(bid);
      b.state = 'archived';
      tick();
      return { id: b.id };
    },
    create_column: ({ board_id: bid, title, column_type: type, defaults }) => {
      const b = board(bid);
      const c = makeColumn(b, { title, type, defaults: defaults === undefined || defaults === null ? undefined : JSON.stringify(json(defaults, 'defaults')) });
      tick();
      return { id: c.id, title: c.title, type: c.type };
    },
    create_group: ({ board_id: bid, group_name: name }) => {
      const g = makeGroup(board(bid), name);
      tick();
      return { id: g.id, title: g.title };
    },
    delete_group: ({ board_id: bid, group_id: gid }) => {
      const b = board(bid);
      const g = group(b, gid);
      g.deleted = true;
      g.archived = true;
      for (const it of state.items.filter((x) => x.boardId === b.id && x.groupId === g.id)) it.state = 'deleted';
      tick();
      return { id: g.id, deleted: true };
    },
    create_item: ({ board_id: bid, group_id: gid, item_name: name, column_values: values }) => {
      const b = board(bid);
      const g = group(b, gid);
      return { id: makeItem(b, g, name, values ? json(values, 'columnValues') : {}).id, name };
    },
    delete_item: ({ item_id: iid }) => {
      const it = item(iid);
      it.state = 'deleted';
      tick();
      return { id: it.id };
    },
    move_item_to_group: ({ item_id: iid, group_id: gid }) => {
      const it = item(iid);
      group(board(it.boardId), gid);
      it.groupId = gid;
      tick();
      return { id: it.id };
    },
    change_column_value: ({ board_id: bid, item_id: iid, column_id: cid, value }) => {
      const b = board(bid);
      const it = item(iid);
      const c = column(b, cid);
      if (c.id === 'name') it.name = String(json(value, 'value'));
      else setValue(it, c, json(value, 'value'));
      tick();
      return { id: it.id, name: it.name };
    },
    change_multiple_column_values: ({ board_id: bid, item_id: iid, column_values: values }) => {
      const b = board(bid);
      const it = item(iid);
      for (const [cid, v] of Object.entries(json(values, 'columnValues') ?? {})) {
        const c = column(b, cid);
        if (c.id === 'name') it.name = String(v);
        else setValue(it, c, v);
      }
      tick();
      return { id: it.id, name: it.name };
    },
    create_update: ({ item_id: iid, body }) => {
      const it = item(iid);
      const u = { id: id(), item_id: it.id, body: String(body), text_body: String(body).replace(/<[^>]+>/g, ''), created_at: tick() };
      state.updates.push(u);
      return { id: u.id, body: u.body, text_body: u.text_body, created_at: u.created_at };
    },
  };

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!/^\/v2\/?$/.test(url.pathname)) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = undefined;
    }
    const auth = String(req.headers.authorization ?? '');
    state.calls.push({ method: req.method, path: url.pathname, body, authorization: auth, apiVersion: req.headers['api-version'] });
    const send = (status, payload, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(payload));
      return true;
    };
    const failure = state.failures.shift();
    if (failure) {
      return send(failure.status, { error_message: 'Rate Limit Exceeded.', status_code: failure.status }, failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {});
    }
    if (req.method !== 'POST') return send(405, { error_message: 'Method Not Allowed', status_code: 405 });
    if (auth !== `Bearer ${TOKEN}` && auth !== TOKEN) return send(401, { errors: [{ message: 'Not Authenticated', extensions: { status_code: 401 } }], account_id: null });
    if (!body || typeof body.query !== 'string') return send(400, { errors: [{ message: 'No query string was present' }], account_id: ACCOUNT_ID });
    try {
      const doc = parseDocument(body.query);
      const roots = doc.kind === 'mutation' ? mutations : queries;
      const data = {};
      for (const f of doc.fields) {
        const resolve = roots[f.name];
        if (!resolve) throw new QueryError(`Field '${f.name}' doesn't exist on type '${doc.kind === 'mutation' ? 'Mutation' : 'Query'}'`);
        data[f.name] = project({ [f.name]: resolve }, [f], body.variables ?? {})[f.name];
      }
      return send(200, { data, account_id: ACCOUNT_ID });
    } catch (error) {
      if (error instanceof AppError) return send(200, { error_code: error.code, status_code: 200, error_message: error.message, error_data: error.data, account_id: ACCOUNT_ID });
      return send(200, { errors: [{ message: error.message, locations: [{ line: 1, column: 1 }] }], account_id: ACCOUNT_ID });
    }
  }

  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createMondayFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

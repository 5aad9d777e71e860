/**
 * A loopback Dropbox API v2 (https://www.dropbox.com/developers/documentation/http/documentation)
 * over an in-memory file tree, for tests and for recording n8n. RPC endpoints on
 * api.dropboxapi.com take and answer JSON; content endpoints on content.dropboxapi.com take their
 * argument as the `arg` query parameter or the `Dropbox-API-Arg` header:
 *
 * - `POST /2/users/get_current_account`;
 * - `POST /2/files/upload` (bytes, `mode` add/overwrite), `POST /2/files/download` (bytes, the
 *   metadata in `Dropbox-API-Result`);
 * - `POST /2/files/create_folder_v2`, `/2/files/list_folder` (`path`, `limit`, `recursive`,
 *   `include_deleted`…) and `/2/files/list_folder/continue` (`cursor`);
 * - `POST /2/files/search_v2` (`query`, `options.max_results`, `options.path`,
 *   `options.file_extensions`, `options.filename_only`) and `/2/files/search/continue_v2`;
 * - `POST /2/files/copy_v2`, `/2/files/move_v2`, `/2/files/delete_v2`.
 *
 * Requests sign in with `Authorization: Bearer TOKEN` (or the OAuth2 token `OAUTH_TOKEN`);
 * anything else is answered 401 `invalid_access_token`. A `Dropbox-API-Path-Root` header must
 * name the account's root namespace. Path errors are Dropbox's 409 answers
 * (`{ error_summary, error }`), bad arguments 400 plain text. Ids, revisions and times are counted
 * (a clock moving one minute per write), so two fakes given the same calls answer the same.
 * `state.calls` logs each request; answers pushed on `state.failures` (`{ status, retryAfter? }`)
 * are given first, one a request.
 *
 * `createDropboxFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

export const TOKEN = 'weftdropboxtoken000000001';
export const OAUTH_TOKEN = 'weftdropboxoauth000000001';
export const ROOT_NAMESPACE = '3235641';
export const ACCOUNT_ID = 'dbid:AADweftaccount000000000000000000001';

class Refusal extends Error {
  constructor(status, summary, error) {
    super(summary);
    this.status = status;
    this.summary = summary;
    this.error = error;
  }
}
const lower = (p) => p.toLowerCase();
const parentOf = (p) => p.slice(0, p.lastIndexOf('/'));
const nameOf = (p) => p.slice(p.lastIndexOf('/') + 1);

/** Dropbox's content hash: SHA-256 over the SHA-256 of each 4 MiB block. */
function contentHash(bytes) {
  const blocks = [];
  for (let at = 0; at < bytes.length || (at === 0 && blocks.length === 0); at += 4 * 1024 * 1024) {
    blocks.push(createHash('sha256').update(bytes.subarray(at, at + 4 * 1024 * 1024)).digest());
    if (bytes.length === 0) break;
  }
  return createHash('sha256').update(Buffer.concat(blocks)).digest('hex');
}

const pathError = (kind, tag) => new Refusal(409, `${kind}/${tag}/..`, { '.tag': kind, [kind]: { '.tag': tag } });

/**
 * Seed: `{ now?, pageSize?, entries?: [{ path, folder?: true, body? }] }`: folders are made for
 * every parent; `pageSize` caps one list or search page (to test paging).
 */
export function createDropboxFake(seed = {}) {
  let counter = 1;
  const state = { clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'), entries: new Map(), calls: [], failures: [] };
  const pageSize = seed.pageSize ?? 2000;
  const tick = () => new Date((state.clock += 60_000)).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const nextId = () => `id:WEFT${String(counter++).padStart(10, '0')}`;
  const cursors = new Map();

  function ensureFolder(path) {
    if (path === '' || state.entries.has(lower(path))) return;
    ensureFolder(parentOf(path));
    state.entries.set(lower(path), { tag: 'folder', path, id: nextId() });
  }
  function writeFile(path, bytes, existing) {
    ensureFolder(parentOf(path));
    const at = tick();
    const entry = { tag: 'file', path: existing?.path ?? path, id: existing?.id ?? nextId(), body: Buffer.from(bytes), rev: `0${(counter++).toString(16).padStart(8, '0')}weft`, client_modified: at, server_modified: at };
    state.entries.set(lower(path), entry);
    return entry;
  }
  for (const e of seed.entries ?? []) {
    if (e.folder) ensureFolder(e.path);
    else writeFile(e.path, Buffer.from(e.body ?? '', 'utf8'));
  }

  function metadata(entry, tagged = true) {
    const base = { ...(tagged ? { '.tag': entry.tag } : {}), name: nameOf(entry.path), path_lower: lower(entry.path), path_display: entry.path, id: entry.id };
    if (entry.tag === 'folder') return base;
    return { ...base, client_modified: entry.client_modified, server_modified: entry.server_modified, rev: entry.rev, size: entry.body.length, is_downloadable: true, content_hash: contentHash(entry.body) };
  }
  const checkPath = (path, field = 'path') => {
    if (typeof path !== 'string' || (path !== '' && !/^(\/(.|[\r\n])*|id:.*)|(rev:[0-9a-f]{9,})|(ns:[0-9]+(\/.*)?)$/.test(path))) {
      throw new Refusal(400, `Error in call to API function "files": request body: ${field}: '${path}' did not match pattern '(/(.|[\\r\\n])*|id:.*)|(rev:[0-9a-f]{9,})|(ns:[0-9]+(/.*)?)'`);
    }
  };
  const find = (path, kind = 'path') => {
    checkPath(path);
    const entry = path.startsWith('id:') ? [...state.entries.values()].find((e) => e.id === path) : state.entries.get(lower(path));
    if (!entry) throw pathError(kind, 'not_found');
    return entry;
  };
  const under = (folder, recursive) => [...state.entries.values()]
    .filter((e) => (recursive ? lower(e.path).startsWith(`${lower(folder)}/`) : lower(parentOf(e.path)) === lower(folder)))
    .sort((a, b) => (lower(a.path) < lower(b.path) ? -1 : 1));
  function copyTree(from, to, move) {
    if (state.entries.has(lower(to))) throw new Refusal(409, 'to/conflict/file/..', { '.tag': 'to', to: { '.tag': 'conflict', conflict: { '.tag': 'file' } } });
    const entry = find(from, 'from_lookup');
    const moved = [entry, ...(entry.tag === 'folder' ? under(entry.path, true) : [])];
    ensureFolder(parentOf(to));
    let made;
    for (const e of moved) {
      const path = to + e.path.slice(entry.path.length);
      const copy = e.tag === 'folder' ? { tag: 'folder', path, id: move ? e.id : nextId() } : { ...e, path, id: move ? e.id : nextId() };
      if (move) state.entries.delete(lower(e.path));
      state.entries.set(lower(path), copy);
      if (e === entry) made = copy;
    }
    return { metadata: metadata(made) };
  }

  function route(path, arg, body) {
    switch (path) {
      case '/2/users/get_current_account':
        return { account_id: ACCOUNT_ID, name: { given_name: 'Ada', surname: 'Lovelace', familiar_name: 'Ada', display_name: 'Ada Lovelace', abbreviated_name: 'AL' }, email: 'ada@weft.example', email_verified: true, disabled: false, country: 'GB', locale: 'en', referral_link: 'https://www.dropbox.com/referrals/weft', is_paired: false, account_type: { '.tag': 'basic' }, root_info: { '.tag': 'user', root_namespace_id: ROOT_NAMESPACE, home_namespace_id: ROOT_NAMESPACE } };
      case '/2/files/upload': {
        checkPath(arg.path);
        const existing = state.entries.get(lower(arg.path));
        if (existing?.tag === 'folder') throw new Refusal(409, 'path/conflict/folder/..', { '.tag': 'path', reason: { '.tag': 'conflict', conflict: { '.tag': 'folder' } }, upload_session_id: 'weft' });
        const mode = typeof arg.mode === 'string' ? arg.mode : arg.mode?.['.tag'] ?? 'add';
        if (existing && mode === 'add') throw new Refusal(409, 'path/conflict/file/..', { '.tag': 'path', reason: { '.tag': 'conflict', conflict: { '.tag': 'file' } }, upload_session_id: 'weft' });
        return metadata(writeFile(arg.path, body, existing), false);
      }
      case '/2/files/download': {
        const entry = find(arg.path);
        if (entry.tag !== 'file') throw new Refusal(409, 'path/not_file/..', { '.tag': 'path', path: { '.tag': 'not_file' } });
        return { download: entry };
      }
      case '/2/files/create_folder_v2': {
        checkPath(arg.path);
        if (state.entries.has(lower(arg.path))) throw new Refusal(409, 'path/conflict/folder/..', { '.tag': 'path', path: { '.tag': 'conflict', conflict: { '.tag': 'folder' } } });
        ensureFolder(arg.path);
        return { metadata: metadata(state.entries.get(lower(arg.path)), false) };
      }
      case '/2/files/list_folder': {
        const folder = arg.path ?? '';
        if (folder !== '') {
          const entry = find(folder);
          if (entry.tag !== 'folder') throw new Refusal(409, 'path/not_folder/..', { '.tag': 'path', path: { '.tag': 'not_folder' } });
        }
        const all = under(folder, arg.recursive === true).map((e) => metadata(e));
        const size = Math.min(Number(arg.limit ?? 2000), pageSize);
        const slice = all.slice(0, size);
        const cursor = `WEFTCURSOR${String(counter++).padStart(6, '0')}`;
        cursors.set(cursor, { all, from: size, property: 'entries', size });
        return { entries: slice, cursor, has_more: size < all.length };
      }
      case '/2/files/list_folder/continue':
      case '/2/files/search/continue_v2': {
        const at = cursors.get(arg.cursor);
        if (!at) throw new Refusal(409, 'reset/..', { '.tag': 'reset' });
        const size = at.size ?? pageSize;
        const slice = at.all.slice(at.from, at.from + size);
        const cursor = `WEFTCURSOR${String(counter++).padStart(6, '0')}`;
        cursors.set(cursor, { ...at, from: at.from + size });
        return { [at.property]: slice, cursor, has_more: at.from + size < at.all.length };
      }
      case '/2/files/search_v2': {
        const options = arg.options ?? {};
        const words = String(arg.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
        if (words.length === 0) throw new Refusal(400, 'Error in call to API function "files/search_v2": request body: query: \'\' does not match pattern \'\\s*\\S+.*\'');
        const scope = options.path ? lower(options.path) : '';
        const extensions = (options.file_extensions ?? []).map((x) => String(x).toLowerCase().replace(/^\./, ''));
        const all = [...state.entries.values()]
          .filter((e) => (scope === '' || lower(e.path).startsWith(`${scope}/`)))
          .filter((e) => words.every((w) => nameOf(lower(e.path)).includes(w)))
          .filter((e) => extensions.length === 0 || (e.tag === 'file' && extensions.includes(nameOf(lower(e.path)).split('.').pop())))
          .sort((a, b) => (lower(a.path) < lower(b.path) ? -1 : 1))
          .map((e) => ({ match_type: { '.tag': 'filename' }, metadata: { '.tag': 'metadata', metadata: metadata(e) } }));
        const size = Math.min(Number(options.max_results ?? 100), pageSize);
        const slice = all.slice(0, size);
        const more = size < all.length;
        const answer = { matches: slice, has_more: more };
        if (more) {
          const cursor = `WEFTCURSOR${String(counter++).padStart(6, '0')}`;
          cursors.set(cursor, { all, from: size, property: 'matches', size });
          answer.cursor = cursor;
        }
        return answer;
      }
      case '/2/files/copy_v2':
        checkPath(arg.to_path, 'to_path');
        return copyTree(arg.from_path, arg.to_path, false);
      case '/2/files/move_v2':
        checkPath(arg.to_path, 'to_path');
        return copyTree(arg.from_path, arg.to_path, true);
      case '/2/files/delete_v2': {
        const entry = find(arg.path, 'path_lookup');
        for (const e of [entry, ...(entry.tag === 'folder' ? under(entry.path, true) : [])]) state.entries.delete(lower(e.path));
        return { metadata: metadata(entry) };
      }
      default:
        return undefined;
    }
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/2/')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    const content = url.pathname === '/2/files/upload' || url.pathname === '/2/files/download';
    const auth = req.headers.authorization ?? '';
    const send = (status, payload, headers = {}) => {
      const text = Buffer.isBuffer(payload) ? payload : typeof payload === 'string' ? payload : JSON.stringify(payload);
      res.writeHead(status, { 'Content-Type': Buffer.isBuffer(payload) ? 'application/octet-stream' : typeof payload === 'string' ? 'text/plain; charset=utf-8' : 'application/json', ...headers });
      res.end(text);
      return true;
    };
    let arg;
    let parsedBody;
    try {
      const argText = url.searchParams.get('arg') ?? req.headers['dropbox-api-arg'];
      arg = content ? (argText ? JSON.parse(argText) : {}) : (raw.length ? JSON.parse(raw.toString('utf8')) : null);
      parsedBody = content ? raw.toString('utf8') : arg;
    } catch {
      state.calls.push({ method: req.method, host: req.headers.host, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: { ...req.headers }, body: raw.toString('utf8') });
      return send(400, `Error in call to API function "${url.pathname.slice(3)}": request body: could not decode input as JSON`);
    }
    state.calls.push({ method: req.method, host: req.headers.host, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: { ...req.headers }, arg, body: parsedBody });
    const failure = state.failures.shift();
    if (failure) return send(failure.status, { error_summary: 'too_many_requests/..', error: { reason: { '.tag': 'too_many_requests' }, retry_after: failure.retryAfter ?? 0 } }, { 'Retry-After': String(failure.retryAfter ?? 0) });
    if (auth !== `Bearer ${TOKEN}` && auth !== `Bearer ${OAUTH_TOKEN}`) return send(401, { error_summary: 'invalid_access_token/..', error: { '.tag': 'invalid_access_token' } });
    const root = req.headers['dropbox-api-path-root'];
    if (root !== undefined) {
      let parsed;
      try {
        parsed = JSON.parse(String(root));
      } catch {
        parsed = undefined;
      }
      if (!parsed || parsed['.tag'] !== 'root' || parsed.root !== ROOT_NAMESPACE) return send(422, { error_summary: 'invalid_root/..', error: { '.tag': 'invalid_root' } });
    }
    if (req.method !== 'POST') return send(400, 'Error in call to API function: expected POST');
    try {
      if (!content && url.pathname !== '/2/users/get_current_account' && (arg === null || typeof arg !== 'object')) throw new Refusal(400, `Error in call to API function "${url.pathname.slice(3)}": request body: could not decode input as JSON`);
      const answer = route(url.pathname, arg ?? {}, raw);
      if (answer === undefined) return false;
      if (answer.download) return send(200, answer.download.body, { 'Dropbox-API-Result': JSON.stringify(metadata(answer.download, false)) });
      return send(200, answer);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      if (error.status === 400) return send(400, error.summary);
      return send(error.status, { error_summary: error.summary, error: error.error });
    }
  }

  return { handle, state };
}

/** Serves a fresh fake on 127.0.0.1 (any free port). */
export async function start(seed = {}) {
  const fake = createDropboxFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

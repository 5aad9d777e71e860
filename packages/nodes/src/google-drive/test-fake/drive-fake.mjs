/**
 * A loopback Google Drive v3 over in-memory state (Docs v1 is `../../google-docs/test-fake/docs-fake.mjs`),
 * following Google's documented contract: files list with a `q` query (name contains/=/!=,
 * mimeType =/!=, 'id' in parents, trashed =, createdTime/modifiedTime comparisons, and/or/not and
 * parentheses), `fields` selection (partial responses), `pageSize`/`pageToken` paging, files
 * get/create/update/copy/delete, export, `alt=media` downloads, uploads at /upload/drive/v3/files
 * (multipart, media, resumable in chunks with 308 answers), permissions, shared drives CRUD, and
 * a service-account token endpoint that checks the JWT's signature.
 *
 * `createDriveFake(options)` answers `{ handle(req, res): boolean, state }`; `start(fake)` serves it on
 * 127.0.0.1:0. State: `files` (id → file resource, `content` a Buffer), `drives`, `requests` (every
 * call: method, path, query, headers, body), `failures` (answers to give first: `{ path, status, body }`).
 * Ids (files, drives, permissions, upload sessions, tokens) are counted from the start of each fake,
 * never random, so a recorded run replays; `options.clock` (a function answering an ISO time) sets
 * the times the fake stamps (the wall clock when not given).
 */
import { createVerify } from 'node:crypto';
import { createServer } from 'node:http';

const FOLDER = 'application/vnd.google-apps.folder';

/** Google's error body. */
function errorBody(code, message, reason = 'badRequest', status) {
  return { error: { code, message, errors: [{ message, domain: 'global', reason }], ...(status ? { status } : {}) } };
}

function send(res, status, body, headers = {}) {
  if (body === undefined) {
    res.writeHead(status, headers);
    return res.end();
  }
  if (Buffer.isBuffer(body)) {
    res.writeHead(status, { 'content-length': body.length, ...headers });
    return res.end(body);
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(text);
}

// ---------------------------------------------------------------- q parsing

/** Tokens of a Drive query: quoted strings, words, operators and parentheses. */
function tokenize(q) {
  const tokens = [];
  let i = 0;
  while (i < q.length) {
    const c = q[i];
    if (/\s/.test(c)) { i++; continue; }
    if (c === "'") {
      let value = '';
      i++;
      while (i < q.length && q[i] !== "'") {
        if (q[i] === '\\' && i + 1 < q.length) { value += q[i + 1]; i += 2; continue; }
        value += q[i++];
      }
      if (q[i] !== "'") throw new Error('Unterminated string');
      i++;
      tokens.push({ type: 'string', value });
      continue;
    }
    if (c === '(' || c === ')') { tokens.push({ type: c }); i++; continue; }
    const op = /^(!=|<=|>=|=|<|>)/.exec(q.slice(i));
    if (op) { tokens.push({ type: 'op', value: op[1] }); i += op[1].length; continue; }
    const word = /^[A-Za-z0-9_.:-]+/.exec(q.slice(i));
    if (!word) throw new Error(`Unexpected "${c}"`);
    tokens.push({ type: 'word', value: word[0] });
    i += word[0].length;
  }
  return tokens;
}

/** A predicate over file resources for a Drive query; throws on syntax Drive would refuse. */
export function parseQuery(q) {
  const tokens = tokenize(q);
  let pos = 0;
  const peek = () => tokens[pos];
  const isWord = (t, w) => t && t.type === 'word' && t.value.toLowerCase() === w;
  function expr() {
    let left = term();
    while (isWord(peek(), 'or')) { pos++; const l = left, r = term(); left = (f) => l(f) || r(f); }
    return left;
  }
  function term() {
    let left = factor();
    while (isWord(peek(), 'and')) { pos++; const l = left, r = factor(); left = (f) => l(f) && r(f); }
    return left;
  }
  function factor() {
    const t = peek();
    if (!t) throw new Error('Query ends too early');
    if (isWord(t, 'not')) { pos++; const inner = factor(); return (f) => !inner(f); }
    if (t.type === '(') {
      pos++;
      const inner = expr();
      if (peek()?.type !== ')') throw new Error('Missing )');
      pos++;
      return inner;
    }
    // 'value' in parents
    if (t.type === 'string' && isWord(tokens[pos + 1], 'in')) {
      const field = tokens[pos + 2];
      if (!field || field.type !== 'word') throw new Error('Expected a field after in');
      pos += 3;
      if (field.value === 'parents') return (f) => (f.parents ?? []).includes(t.value);
      if (field.value === 'owners') return () => true;
      throw new Error(`Unknown collection ${field.value}`);
    }
    if (t.type !== 'word') throw new Error('Expected a field');
    const field = t.value;
    const op = tokens[pos + 1];
    const value = tokens[pos + 2];
    if (!op || !value) throw new Error('Incomplete condition');
    pos += 3;
    const operator = op.type === 'op' ? op.value : op.type === 'word' ? op.value.toLowerCase() : '';
    const literal = value.type === 'string' ? value.value : value.type === 'word' ? value.value : undefined;
    if (literal === undefined) throw new Error('Expected a value');
    if (field === 'trashed' || field === 'starred' || field === 'sharedWithMe') {
      const want = literal === 'true';
      if (operator === '=') return (f) => (f[field] === true) === want;
      if (operator === '!=') return (f) => (f[field] === true) !== want;
      throw new Error(`Invalid operator for ${field}`);
    }
    if (field === 'createdTime' || field === 'modifiedTime' || field === 'viewedByMeTime') {
      const at = Date.parse(literal);
      if (Number.isNaN(at)) throw new Error(`Invalid date ${literal}`);
      const cmp = { '=': (a) => a === at, '!=': (a) => a !== at, '<': (a) => a < at, '<=': (a) => a <= at, '>': (a) => a > at, '>=': (a) => a >= at }[operator];
      if (!cmp) throw new Error(`Invalid operator ${operator}`);
      return (f) => cmp(Date.parse(f[field]));
    }
    if (field === 'name' || field === 'mimeType' || field === 'fullText') {
      const key = field === 'fullText' ? 'name' : field;
      if (operator === 'contains') {
        // Drive matches name prefixes of words; a plain substring match is close enough here.
        return (f) => String(f[key] ?? '').toLowerCase().includes(literal.toLowerCase());
      }
      if (operator === '=') return (f) => f[key] === literal;
      if (operator === '!=') return (f) => f[key] !== literal;
      throw new Error(`Invalid operator ${operator} for ${field}`);
    }
    throw new Error(`Unknown field ${field}`);
  }
  if (tokens.length === 0) return () => true;
  const predicate = expr();
  if (pos !== tokens.length) throw new Error('Unexpected text after the query');
  return predicate;
}

// ---------------------------------------------------------------- fields

/** The parsed `fields` selection: a tree of field names (`true` for a whole field), or '*' for all. */
function parseFields(text) {
  let i = 0;
  function list() {
    const out = {};
    while (i < text.length) {
      while (text[i] === ' ' || text[i] === ',') i++;
      if (text[i] === ')' || i >= text.length) break;
      const m = /^[A-Za-z0-9_*/]+/.exec(text.slice(i));
      if (!m) throw new Error(`Invalid field selection at ${i}`);
      i += m[0].length;
      if (text[i] === '(') {
        i++;
        out[m[0]] = list();
        if (text[i] !== ')') throw new Error('Missing ) in fields');
        i++;
      } else out[m[0]] = true;
    }
    return out;
  }
  return list();
}

function pick(value, selection) {
  if (selection === true || selection?.['*']) return value;
  if (Array.isArray(value)) return value.map((v) => pick(v, selection));
  if (!value || typeof value !== 'object') return value;
  const out = {};
  for (const [key, sub] of Object.entries(selection)) if (value[key] !== undefined) out[key] = pick(value[key], sub);
  return out;
}

// ---------------------------------------------------------------- the fake

/** A fresh Drive over in-memory state. `publicKey` (PEM) lets /token check service-account JWTs; `clock` answers the fake's times. */
export function createDriveFake(options = {}) {
  const state = {
    files: new Map(),
    drives: new Map(),
    uploads: new Map(),
    requests: [],
    failures: [],
    tokens: [],
    clock: options.clock ?? (() => new Date().toISOString()),
  };
  /** Counts per kind of id, so that e.g. an upload session more or less does not shift file ids. */
  const counters = new Map();
  /** A Drive-like id, counted per prefix: the prefix, the count in base 36 padded to 6, a fixed tail. */
  const newId = (prefix, tail = 'Wft0xQ9kLm2z') => {
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    return `${prefix}${n.toString(36).padStart(6, '0')}${tail}`;
  };

  /** Adds a file (or folder) to the fake; answers its resource. */
  state.addFile = (props) => {
    const now = state.clock();
    const file = {
      kind: 'drive#file',
      name: 'Untitled',
      mimeType: 'application/octet-stream',
      parents: ['root'],
      trashed: false,
      starred: false,
      createdTime: now,
      modifiedTime: now,
      version: '1',
      ...props,
      id: props.id ?? newId('f'),
    };
    file.webViewLink ??= file.mimeType === FOLDER ? `https://drive.google.com/drive/folders/${file.id}` : `https://drive.google.com/file/d/${file.id}/view?usp=drivesdk`;
    if (props.content !== undefined) file.content = Buffer.from(props.content);
    state.files.set(file.id, file);
    return file;
  };
  state.addDrive = (props) => {
    const drive = { kind: 'drive#drive', name: 'Shared drive', createdTime: state.clock(), hidden: false, restrictions: {}, capabilities: {}, ...props, id: props.id ?? newId('0A') };
    state.drives.set(drive.id, drive);
    return drive;
  };

  /** A file resource as Drive answers it: default fields, or the `fields` asked for. */
  function fileView(file, fields, defaults = ['kind', 'id', 'name', 'mimeType']) {
    const { content: _content, permissionsList: _p, ...resource } = file;
    if (_content) resource.size = String(_content.length);
    if (!fields) return Object.fromEntries(defaults.filter((k) => resource[k] !== undefined).map((k) => [k, resource[k]]));
    return pick(resource, parseFields(fields));
  }

  function readBody(req) {
    return new Promise((resolve) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });
  }

  function json(raw) {
    if (!raw.length) return {};
    return JSON.parse(raw.toString('utf8'));
  }

  function applyMetadata(file, meta, query) {
    for (const [key, value] of Object.entries(meta)) {
      if (['id', 'kind', 'parents', 'createdTime', 'size'].includes(key) && file.createdTime) continue;
      file[key] = value;
    }
    if (query.get('addParents')) for (const p of query.get('addParents').split(',').map((s) => s.trim()).filter(Boolean)) if (!file.parents.includes(p)) file.parents.push(p);
    if (query.get('removeParents')) {
      const remove = query.get('removeParents').split(',').map((s) => s.trim());
      file.parents = file.parents.filter((p) => !remove.includes(p));
    }
    file.modifiedTime = state.clock();
    file.version = String(Number(file.version ?? '0') + 1);
  }

  /** The parts of a `multipart/related` body. */
  function multipart(raw, contentType) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
    if (!boundary) throw new Error('No boundary in the Content-Type');
    const text = raw.toString('latin1');
    const pieces = text.split(`--${boundary}`).slice(1, -1);
    return pieces.map((piece) => {
      const body = piece.replace(/^\r\n/, '');
      const split = body.indexOf('\r\n\r\n');
      const head = body.slice(0, split);
      const content = body.slice(split + 4).replace(/\r\n$/, '');
      const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim();
      return { type, content: Buffer.from(content, 'latin1') };
    });
  }

  function createFromUpload(meta, content, mimeType, query) {
    const file = state.addFile({ name: meta.name ?? 'Untitled', mimeType: meta.mimeType ?? mimeType ?? 'application/octet-stream', parents: meta.parents?.length ? meta.parents : ['root'], content });
    applyMetadata(file, Object.fromEntries(Object.entries(meta).filter(([k]) => !['name', 'mimeType', 'parents'].includes(k))), new URLSearchParams());
    file.version = '1';
    return fileView(file, query.get('fields'));
  }

  async function route(req, res, url, raw) {
    const path = url.pathname;
    const q = url.searchParams;
    const method = req.method ?? 'GET';

    if (path === '/token' && method === 'POST') {
      const assertion = new URLSearchParams(raw.toString()).get('assertion') ?? '';
      const [h, c, s] = assertion.split('.');
      const ok = options.publicKey ? createVerify('RSA-SHA256').update(`${h}.${c}`).verify(options.publicKey, Buffer.from(s ?? '', 'base64url')) : true;
      if (!ok) return send(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      const claims = JSON.parse(Buffer.from(c ?? '', 'base64url').toString());
      const token = newId('sa-', '');
      state.tokens.push({ token, claims });
      return send(res, 200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
    }

    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || auth === 'Bearer expired') {
      return send(res, 401, errorBody(401, 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.', 'authError', 'UNAUTHENTICATED'));
    }

    // ---- uploads
    if (path === '/upload/drive/v3/files' && method === 'POST') {
      const type = q.get('uploadType');
      if (type === 'multipart') {
        const parts = multipart(raw, req.headers['content-type']);
        if (parts.length !== 2) return send(res, 400, errorBody(400, 'Multipart upload needs a metadata part and a media part'));
        return send(res, 200, createFromUpload(json(parts[0].content), parts[1].content, parts[1].type, q));
      }
      if (type === 'media') return send(res, 200, createFromUpload({}, raw, req.headers['content-type'], q));
      if (type === 'resumable') {
        const session = newId('upload-', '');
        state.uploads.set(session, { meta: json(raw), mimeType: req.headers['x-upload-content-type'], chunks: [], received: 0, query: q });
        const origin = `http://${req.headers.host}`;
        return send(res, 200, undefined, { location: `${origin}/upload/drive/v3/files?uploadType=resumable&upload_id=${session}`, 'content-length': '0' });
      }
      return send(res, 400, errorBody(400, `Invalid value for uploadType: ${type}`, 'invalid'));
    }
    const reupload = /^\/upload\/drive\/v3\/files\/([^/]+)$/.exec(path);
    if (reupload && method === 'PATCH') {
      const file = state.files.get(decodeURIComponent(reupload[1]));
      if (!file) return send(res, 404, errorBody(404, `File not found: ${reupload[1]}.`, 'notFound'));
      if (q.get('uploadType') === 'media') {
        file.content = raw;
        file.mimeType = req.headers['content-type'] ?? file.mimeType;
        applyMetadata(file, {}, new URLSearchParams());
        return send(res, 200, fileView(file, q.get('fields')));
      }
      if (q.get('uploadType') === 'resumable') {
        const session = newId('upload-', '');
        state.uploads.set(session, { fileId: file.id, meta: json(raw), mimeType: req.headers['x-upload-content-type'], chunks: [], received: 0, query: q });
        return send(res, 200, undefined, { location: `http://${req.headers.host}/upload/drive/v3/files/${file.id}?uploadType=resumable&upload_id=${session}`, 'content-length': '0' });
      }
      return send(res, 400, errorBody(400, 'Invalid uploadType', 'invalid'));
    }
    if (path.startsWith('/upload/drive/v3/files') && method === 'PUT' && q.get('upload_id')) {
      const upload = state.uploads.get(q.get('upload_id'));
      if (!upload) return send(res, 404, errorBody(404, 'Upload session not found', 'notFound'));
      const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(req.headers['content-range'] ?? ''));
      if (!range) return send(res, 400, errorBody(400, 'Missing or bad Content-Range'));
      const [start, end, total] = range.slice(1).map(Number);
      if (start !== upload.received || end - start + 1 !== raw.length) return send(res, 400, errorBody(400, `Chunk ${start}-${end} does not follow the ${upload.received} bytes received`));
      if (end + 1 < total && raw.length % (256 * 1024) !== 0) return send(res, 400, errorBody(400, 'A chunk other than the last must be a multiple of 256 KiB'));
      upload.chunks.push(raw);
      upload.received += raw.length;
      if (upload.received < total) return send(res, 308, undefined, { range: `bytes=0-${upload.received - 1}`, 'content-length': '0' });
      state.uploads.delete(q.get('upload_id'));
      const content = Buffer.concat(upload.chunks);
      if (upload.fileId) {
        const file = state.files.get(upload.fileId);
        file.content = content;
        if (upload.mimeType) file.mimeType = upload.mimeType;
        applyMetadata(file, upload.meta, new URLSearchParams());
        return send(res, 200, fileView(file, upload.query.get('fields')));
      }
      return send(res, 200, createFromUpload(upload.meta, content, upload.mimeType, upload.query));
    }

    // ---- files
    if (path === '/drive/v3/files' && method === 'GET') {
      let predicate;
      try {
        predicate = parseQuery(q.get('q') ?? '');
      } catch (error) {
        return send(res, 400, errorBody(400, `Invalid Value: ${error.message}`, 'invalid'));
      }
      let files = [...state.files.values()].filter((f) => predicate(f));
      if (q.get('corpora') === 'drive') {
        const driveId = q.get('driveId');
        if (!driveId) return send(res, 400, errorBody(400, 'The driveId parameter must be specified if and only if corpora is set to drive.', 'invalid'));
        files = files.filter((f) => f.driveId === driveId);
      }
      const orderBy = q.get('orderBy');
      if (orderBy?.startsWith('name')) files.sort((a, b) => a.name.localeCompare(b.name));
      else if (orderBy?.startsWith('modifiedTime')) files.sort((a, b) => Date.parse(a.modifiedTime) - Date.parse(b.modifiedTime));
      const pageSize = Math.min(Number(q.get('pageSize') ?? 100) || 100, 1000);
      const start = Number(q.get('pageToken') ?? 0);
      const page = files.slice(start, start + pageSize);
      const next = start + pageSize < files.length ? String(start + pageSize) : undefined;
      const fields = q.get('fields');
      if (!fields) return send(res, 200, { kind: 'drive#fileList', ...(next ? { nextPageToken: next } : {}), incompleteSearch: false, files: page.map((f) => fileView(f)) });
      const selection = parseFields(fields);
      const body = {};
      if (selection.kind) body.kind = 'drive#fileList';
      if (selection.nextPageToken && next) body.nextPageToken = next;
      if (selection.files) body.files = page.map((f) => fileView(f, selection.files === true ? '*' : Object.keys(selection.files).join(',')));
      return send(res, 200, body);
    }
    if (path === '/drive/v3/files' && method === 'POST') {
      const meta = json(raw);
      const file = state.addFile({ name: meta.name ?? 'Untitled', mimeType: meta.mimeType ?? 'application/octet-stream', parents: meta.parents?.length ? meta.parents : ['root'] });
      if (meta.folderColorRgb) file.folderColorRgb = meta.folderColorRgb;
      for (const key of ['description', 'properties', 'appProperties', 'starred']) if (meta[key] !== undefined) file[key] = meta[key];
      return send(res, 200, fileView(file, q.get('fields')));
    }
    const files = /^\/drive\/v3\/files\/([^/]+)(\/copy|\/export|\/permissions)?$/.exec(path);
    if (files) {
      const id = decodeURIComponent(files[1]);
      const file = state.files.get(id);
      if (!file) return send(res, 404, errorBody(404, `File not found: ${id}.`, 'notFound'));
      const sub = files[2];
      if (!sub && method === 'GET') {
        if (q.get('alt') === 'media') {
          if (file.mimeType.startsWith('application/vnd.google-apps')) return send(res, 403, errorBody(403, 'Only files with binary content can be downloaded. Use Export with Docs Editors files.', 'fileNotDownloadable'));
          return send(res, 200, file.content ?? Buffer.alloc(0), { 'content-type': file.mimeType });
        }
        return send(res, 200, fileView(file, q.get('fields')));
      }
      if (!sub && method === 'PATCH') {
        applyMetadata(file, json(raw), q);
        return send(res, 200, fileView(file, q.get('fields')));
      }
      if (!sub && method === 'DELETE') {
        state.files.delete(id);
        return send(res, 204, undefined);
      }
      if (sub === '/copy' && method === 'POST') {
        const meta = json(raw);
        const copy = state.addFile({ ...file, id: undefined, webViewLink: undefined, name: meta.name ?? `Copy of ${file.name}`, parents: meta.parents?.length ? meta.parents : [...file.parents], content: file.content });
        for (const key of ['description', 'copyRequiresWriterPermission']) if (meta[key] !== undefined) copy[key] = meta[key];
        return send(res, 200, fileView(copy, q.get('fields')));
      }
      if (sub === '/export' && method === 'GET') {
        const mimeType = q.get('mimeType');
        if (!mimeType) return send(res, 400, errorBody(400, 'Required parameter: mimeType', 'required'));
        if (!file.mimeType.startsWith('application/vnd.google-apps')) return send(res, 403, errorBody(403, 'Export only supports Docs Editors files.', 'fileNotExportable'));
        const text = `${file.name} as ${mimeType}\n${file.content ? file.content.toString('utf8') : ''}`;
        return send(res, 200, Buffer.from(text, 'utf8'), { 'content-type': mimeType });
      }
      if (sub === '/permissions' && method === 'POST') {
        const body = json(raw);
        if (!body.role || !body.type) return send(res, 400, errorBody(400, 'The permission type field is required.', 'required'));
        if (body.role === 'owner' && q.get('transferOwnership') !== 'true') return send(res, 403, errorBody(403, 'The transferOwnership parameter must be enabled when the permission role is \'owner\'.', 'forbidden'));
        const permission = { kind: 'drive#permission', id: body.type === 'anyone' ? 'anyoneWithLink' : newId('perm', '17385'), type: body.type, role: body.role };
        if (body.type === 'domain' || body.type === 'anyone') permission.allowFileDiscovery = body.allowFileDiscovery === true;
        file.permissionsList = [...(file.permissionsList ?? []), { ...permission, emailAddress: body.emailAddress, domain: body.domain }];
        return send(res, 200, permission);
      }
    }

    // ---- shared drives
    if (path === '/drive/v3/drives' && method === 'GET') {
      let drives = [...state.drives.values()];
      const query = q.get('q');
      if (query) {
        const m = /^name contains '((?:[^'\\]|\\.)*)'$/.exec(query);
        if (!m) return send(res, 400, errorBody(400, 'Invalid Value', 'invalid'));
        drives = drives.filter((d) => d.name.toLowerCase().includes(m[1].replace(/\\(.)/g, '$1').toLowerCase()));
      }
      const pageSize = Math.min(Number(q.get('pageSize') ?? 10) || 10, 100);
      if (Number(q.get('pageSize')) > 100) return send(res, 400, errorBody(400, `Invalid value '${q.get('pageSize')}'. Values must be within the range: [1, 100]`, 'invalid'));
      const start = Number(q.get('pageToken') ?? 0);
      const page = drives.slice(start, start + pageSize);
      const next = start + pageSize < drives.length ? String(start + pageSize) : undefined;
      return send(res, 200, { kind: 'drive#driveList', ...(next ? { nextPageToken: next } : {}), drives: page.map((d) => ({ kind: d.kind, id: d.id, name: d.name })) });
    }
    if (path === '/drive/v3/drives' && method === 'POST') {
      if (!q.get('requestId')) return send(res, 400, errorBody(400, 'Required parameter: requestId', 'required'));
      const body = json(raw);
      return send(res, 200, state.addDrive({ ...body, name: body.name }));
    }
    const drive = /^\/drive\/v3\/drives\/([^/]+)$/.exec(path);
    if (drive) {
      const id = decodeURIComponent(drive[1]);
      const found = state.drives.get(id);
      if (!found) return send(res, 404, errorBody(404, `Shared drive not found: ${id}`, 'notFound'));
      if (method === 'GET') return send(res, 200, found);
      if (method === 'PATCH') {
        Object.assign(found, json(raw));
        return send(res, 200, found);
      }
      if (method === 'DELETE') {
        state.drives.delete(id);
        return send(res, 204, undefined);
      }
    }
    return send(res, 404, errorBody(404, `No route ${method} ${path}`, 'notFound'));
  }

  return {
    state,
    /** Answers a request when it is Drive's (true), or leaves it (false). */
    handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://fake');
      const ours = url.pathname === '/token' || url.pathname.startsWith('/drive/v3/') || url.pathname.startsWith('/upload/drive/v3/');
      if (!ours) return false;
      readBody(req).then((raw) => {
        const headers = { ...req.headers };
        state.requests.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers, raw, body: /json/.test(String(req.headers['content-type'] ?? '')) && raw.length ? JSON.parse(raw.toString('utf8')) : undefined });
        const failure = state.failures.findIndex((f) => !f.path || f.path === url.pathname);
        if (failure >= 0) {
          const [f] = state.failures.splice(failure, 1);
          return send(res, f.status, f.body ?? errorBody(f.status, 'Failure injected by the test', 'backendError'), f.headers ?? {});
        }
        return route(req, res, url, raw);
      }).catch((error) => send(res, 500, errorBody(500, String(error?.message ?? error), 'backendError')));
      return true;
    },
  };
}

/** Serves a fake (and any others given, e.g. the Docs fake) on 127.0.0.1 (a free port); answers `{ server, url, fake }`. */
export async function start(fake = createDriveFake(), ...others) {
  const server = createServer((req, res) => {
    for (const f of [fake, ...others]) if (f.handle(req, res)) return;
    send(res, 404, errorBody(404, 'No fake answers this route', 'notFound'));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { server, url: `http://127.0.0.1:${port}`, fake };
}

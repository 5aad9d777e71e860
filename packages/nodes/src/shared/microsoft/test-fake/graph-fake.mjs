/**
 * A loopback Microsoft Graph v1.0 (https://learn.microsoft.com/graph/api/overview) over in-memory
 * state, for tests. Entities live in collections keyed by their path (`me/contacts`,
 * `me/mailFolders/<id>/childFolders` …): POST creates (an id, timestamps), GET lists (with `$top`
 * pages and an `@odata.nextLink`, `$select`, a small `$filter` of `eq`/`ne`/`ge`/`lt`/`le`/`gt`
 * clauses joined by `and`), `…/{id}` GET/PATCH/DELETE. `/users/<upn>/…` is the same mailbox as
 * `/me/…`. Outlook's actions are modelled: sendMail, messages' send/move/createReply/createReplyAll,
 * attachments and `$value`. Other services add handlers with `fake.route(method, regex, fn)`.
 *
 * Every call needs `Authorization: Bearer <token>` (else 401 InvalidAuthenticationToken). Errors
 * are Graph's `{ error: { code, message, innerError } }`. `state.failures` makes the next matching
 * calls fail (e.g. 429 with Retry-After). `createGraphFake({ clock? })` answers `{ handle(req, res, body?): boolean,
 * state, route }`; `start()` serves one on 127.0.0.1:0.
 *
 * Ids are counted from the start for each fake (`state.nextId()`, `state.uuid()`), so the same calls
 * give the same ids; with `clock` (an ISO instant) every timestamp the fake makes is that instant
 * (`state.now()`), else the wall clock. Recorded n8n cases replay only on such a fake.
 */
import { createServer } from 'node:http';

/** A UUID-shaped id made from a count (`00000000-0000-4000-8000-000000000007`). */
export const countedUuid = (n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Graph's error answer (`inner` is its `innerError`: the date and request id). */
export function graphError(res, status, code, message, headers = {}, inner = { date: new Date().toISOString(), 'request-id': countedUuid(0) }) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify({ error: { code, message, innerError: inner } }));
  return true;
}

function send(res, status, body, headers = {}) {
  if (body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return true;
  }
  if (body instanceof Uint8Array) {
    res.writeHead(status, { 'Content-Type': 'application/octet-stream', ...headers });
    res.end(Buffer.from(body));
    return true;
  }
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
  return true;
}

const get = (obj, path) => path.split('/').reduce((o, k) => (o == null ? undefined : o[k]), obj);

/** A tiny OData `$filter`: clauses `path op value` joined by ` and `; anything else keeps the entity. */
function matches(entity, filter) {
  if (!filter) return true;
  return filter.split(/\s+and\s+/i).every((group) => group.replace(/^\s*\(|\)\s*$/g, '').split(/\s+or\s+/i).some((clause) => {
    const m = /^\s*([\w/]+)\s+(eq|ne|ge|gt|le|lt)\s+(.+?)\s*$/i.exec(clause.trim());
    if (!m) return true;
    const [, path, op, raw] = m;
    const actual = get(entity, path);
    let expected = raw.trim();
    if (/^'.*'$/.test(expected)) expected = expected.slice(1, -1);
    else if (expected === 'true' || expected === 'false') expected = expected === 'true';
    else if (expected === 'null') expected = null;
    else if (/^-?\d+(\.\d+)?$/.test(expected)) expected = Number(expected);
    const a = typeof actual === 'string' && typeof expected === 'string' && /^\d{4}-\d\d-\d\d/.test(expected) ? Date.parse(actual) : actual;
    const e = typeof actual === 'string' && typeof expected === 'string' && /^\d{4}-\d\d-\d\d/.test(expected) ? Date.parse(expected) : expected;
    switch (op.toLowerCase()) {
      case 'eq': return a === e || (a === undefined && e === null);
      case 'ne': return a !== e;
      case 'ge': return a >= e;
      case 'gt': return a > e;
      case 'le': return a <= e;
      case 'lt': return a < e;
    }
    return true;
  }));
}

function project(entity, select) {
  if (!select) return entity;
  const out = { id: entity.id };
  for (const key of select.split(',').map((s) => s.trim()).filter(Boolean)) if (key in entity) out[key] = entity[key];
  if (entity['@odata.type']) out['@odata.type'] = entity['@odata.type'];
  return out;
}

const recipient = (address, name) => ({ emailAddress: { address, name: name ?? address } });

/** Creates a fake Graph with empty state (`clock`: the ISO instant of every timestamp it makes). */
export function createGraphFake(options = {}) {
  let count = 0;
  const state = {
    /** Every call: method, path (without `/v1.0`), query, parsed body, headers. */
    requests: [],
    /** Calls to fail next: `{ method?, path: RegExp|string, status, code?, message?, headers?, times? }`. */
    failures: [],
    /** Collections by key (`me/messages`), each a Map id → entity. */
    collections: new Map(),
    /** Binary contents by key (`me/messages/<id>` for MIME, `attachment:<id>` for attachments). */
    contents: new Map(),
    /** Messages sent with sendMail or send (a copy of each). */
    sent: [],
    /** Page size used when no `$top` is given. */
    pageSize: 10,
    /** The origin links point to (set by start()). */
    origin: 'https://graph.microsoft.com',
    /** The instant of every timestamp, or undefined for the wall clock. */
    clock: options.clock,
  };
  const routes = [];
  /** The next count (1, 2, …) of this fake. */
  state.nextId = () => ++count;
  /** A counted UUID-shaped id. */
  state.uuid = () => countedUuid(state.nextId());
  /** The time of a timestamp: the fixed clock, else now. */
  const now = () => (state.clock ? new Date(state.clock).toISOString() : new Date().toISOString());
  state.now = now;
  const fail = (res, status, code, message, headers = {}) => graphError(res, status, code, message, headers, { date: now(), 'request-id': state.uuid() });

  const collection = (key) => {
    if (!state.collections.has(key)) state.collections.set(key, new Map());
    return state.collections.get(key);
  };
  const insert = (key, entity) => {
    const e = { id: entity.id ?? `AAMk${String(state.nextId()).padStart(12, '0')}`, createdDateTime: now(), lastModifiedDateTime: now(), ...entity };
    collection(key).set(e.id, e);
    return e;
  };
  /** Finds an entity by id in any collection under `prefix` (e.g. a message in any folder). */
  const find = (id, prefix = '') => {
    for (const [key, map] of state.collections) if (key.startsWith(prefix) && map.has(id)) return { key, entity: map.get(id) };
    return undefined;
  };

  /** Adds a message (mailbox `me`) with Graph's usual fields. */
  state.addMessage = (fields = {}) => {
    const folder = fields.parentFolderId ?? 'inbox';
    const message = insert('me/messages', {
      subject: 'Hello', bodyPreview: 'Hi there', body: { contentType: 'text', content: 'Hi there' }, from: recipient('ada@example.com', 'Ada'),
      sender: recipient('ada@example.com', 'Ada'), toRecipients: [recipient('me@contoso.com')], ccRecipients: [], bccRecipients: [], replyTo: [], categories: [],
      hasAttachments: false, isRead: false, isDraft: false, importance: 'normal', conversationId: `conv-${String(state.nextId()).padStart(4, '0')}`, receivedDateTime: now(),
      sentDateTime: now(), webLink: 'https://outlook.office365.com/owa/?ItemID=x', parentFolderId: folder, ...fields,
    });
    state.contents.set(`me/messages/${message.id}`, Buffer.from(`Subject: ${message.subject}\r\nFrom: ${message.from.emailAddress.address}\r\n\r\n${message.body.content}\r\n`));
    return message;
  };
  /** Adds a file attachment to a message. */
  state.addAttachment = (messageId, name, bytes, contentType = 'application/octet-stream') => {
    const a = insert(`me/messages/${messageId}/attachments`, { '@odata.type': '#microsoft.graph.fileAttachment', name, contentType, size: bytes.length, isInline: false, contentBytes: Buffer.from(bytes).toString('base64') });
    const message = find(messageId, 'me/messages')?.entity;
    if (message) message.hasAttachments = true;
    state.contents.set(`attachment:${a.id}`, Buffer.from(bytes));
    return a;
  };
  state.insert = insert;
  state.collection = collection;
  state.find = find;
  state.reset = () => {
    state.requests.length = 0;
    state.failures.length = 0;
    state.collections.clear();
    state.contents.clear();
    state.sent.length = 0;
    state.pageSize = 10;
  };

  function list(res, key, query, base) {
    let entries = [...collection(key).values()].filter((e) => matches(e, query.$filter));
    if (query.$search) {
      const needle = String(query.$search).replace(/^"|"$/g, '').toLowerCase();
      entries = entries.filter((e) => JSON.stringify(e).toLowerCase().includes(needle));
    }
    const skip = Number(query.$skip ?? 0);
    const top = Number(query.$top ?? state.pageSize);
    const page = entries.slice(skip, skip + top).map((e) => project(e, query.$select));
    const body = { '@odata.context': `${state.origin}/v1.0/$metadata#${key}`, value: page };
    if (skip + top < entries.length) {
      const next = new URLSearchParams({ ...query, $skip: String(skip + top), $top: String(top) });
      body['@odata.nextLink'] = `${state.origin}/v1.0/${base}?${next}`;
    }
    return send(res, 200, body);
  }

  function route(method, regex, fn) {
    routes.push({ method, regex, fn });
  }

  // Outlook actions.
  route('POST', /^me\/sendMail$/, ({ res, body }) => {
    if (!body?.message?.toRecipients?.length) return fail(res, 400, 'ErrorInvalidRecipients', 'At least one recipient is not valid., Recipient is missing.');
    const unresolved = body.message.toRecipients.find((r) => !/^[^@\s]+@[^@\s]+$/.test(String(r?.emailAddress?.address ?? '')));
    if (unresolved) return fail(res, 400, 'ErrorInvalidRecipients', `At least one recipient is not valid., Recipient '${unresolved?.emailAddress?.address ?? ''}' is not resolved. All recipients must be resolved before a message can be submitted.`);
    state.sent.push({ ...body.message, saveToSentItems: body.saveToSentItems });
    return send(res, 202);
  });
  route('POST', /^me\/messages\/([^/]+)\/send$/, ({ res, m }) => {
    const found = find(m[1], 'me/messages');
    if (!found) return fail(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    state.sent.push({ ...found.entity });
    found.entity.isDraft = false;
    return send(res, 202);
  });
  route('POST', /^me\/messages\/([^/]+)\/move$/, ({ res, m, body }) => {
    const found = find(m[1], 'me/messages');
    if (!found) return fail(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    found.entity.parentFolderId = body.destinationId;
    return send(res, 201, found.entity);
  });
  route('POST', /^me\/messages\/([^/]+)\/(createReply|createReplyAll)$/, ({ res, m, body }) => {
    const found = find(m[1], 'me/messages');
    if (!found) return fail(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    const original = found.entity;
    const to = m[2] === 'createReply' ? [original.from] : [original.from, ...original.toRecipients];
    const { id: _id, ...rest } = original;
    const saved = insert('me/messages', {
      ...rest, isDraft: true, subject: `RE: ${original.subject}`, toRecipients: to, hasAttachments: false, parentFolderId: 'drafts',
      body: { contentType: 'html', content: body.comment ?? body.message?.body?.content ?? '' }, ...(body.message ?? {}),
    });
    return send(res, 201, saved);
  });
  route('GET', /^me\/messages\/([^/]+)\/\$value$/, ({ res, m }) => {
    const bytes = state.contents.get(`me/messages/${m[1]}`);
    if (!bytes) return fail(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    return send(res, 200, bytes, { 'Content-Type': 'message/rfc822' });
  });
  route('POST', /^me\/messages\/([^/]+)\/attachments$/, ({ res, m, body }) => {
    if (!find(m[1], 'me/messages')) return fail(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    const bytes = Buffer.from(String(body.contentBytes ?? ''), 'base64');
    return send(res, 201, state.addAttachment(m[1], body.name, bytes, body.contentType));
  });
  route('POST', /^me\/messages\/([^/]+)\/attachments\/createUploadSession$/, ({ res, m, body }) => {
    const id = state.uuid();
    state.uploads ??= new Map();
    state.uploads.set(id, { messageId: m[1], name: body.AttachmentItem?.name, size: body.AttachmentItem?.size, chunks: [] });
    return send(res, 201, { uploadUrl: `${state.origin}/upload/${id}`, expirationDateTime: now(), nextExpectedRanges: ['0-'] });
  });
  route('GET', /^me\/messages\/([^/]+)\/attachments\/([^/]+)\/\$value$/, ({ res, m }) => {
    const bytes = state.contents.get(`attachment:${m[2]}`);
    if (!bytes) return fail(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    const a = collection(`me/messages/${m[1]}/attachments`).get(m[2]);
    return send(res, 200, bytes, { 'Content-Type': a?.contentType ?? 'application/octet-stream' });
  });
  // A folder's messages are the mailbox's messages with that parentFolderId.
  route('GET', /^me\/mailFolders\/([^/]+)\/messages$/, ({ res, m, query, path }) => {
    const key = `folder-view:${m[1]}`;
    state.collections.set(key, new Map([...collection('me/messages')].filter(([, e]) => e.parentFolderId === m[1])));
    return list(res, key, query, path);
  });
  // The drive search answers what every installed service offers (`state.searchSources`: q → entries).
  state.searchSources = [];
  route('GET', /^me\/drive\/root\/search\(q='(.*)'\)$/, ({ res, m, query }) => {
    const found = state.searchSources.flatMap((source) => source(m[1]));
    state.collections.set(`search:${m[1]}`, new Map(found.map((f) => [f.id, f])));
    return list(res, `search:${m[1]}`, query, m[0]);
  });
  // Events by id are found in whatever calendar holds them.
  route('*', /^me\/calendar\/events\/([^/]+)$/, ({ res, m, method, body, query }) => {
    const found = find(m[1], 'me/calendars/');
    if (!found) return fail(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    if (method === 'GET') return send(res, 200, project(found.entity, query.$select));
    if (method === 'PATCH') return send(res, 200, Object.assign(found.entity, body, { lastModifiedDateTime: now() }));
    if (method === 'DELETE') {
      collection(found.key).delete(m[1]);
      return send(res, 204);
    }
    return false;
  });

  /** Generic collections: `<key>` GET list / POST create, `<key>/<id>` GET / PATCH / DELETE. */
  function generic({ res, method, path, query, body }) {
    const parts = path.split('/');
    const asCollection = path;
    const parentKey = parts.slice(0, -1).join('/');
    const id = parts[parts.length - 1];
    if (method === 'GET' && state.collections.has(parentKey) && state.collections.get(parentKey).has(id)) {
      return send(res, 200, project(state.collections.get(parentKey).get(id), query.$select));
    }
    if (method === 'GET' && /^me\/messages\/[^/]+$/.test(path)) {
      const found = find(id, 'me/messages');
      if (found) return send(res, 200, project(found.entity, query.$select));
    }
    if ((method === 'PATCH' || method === 'DELETE') && (state.collections.get(parentKey)?.has(id) || (parentKey === 'me/messages' && find(id, 'me/messages')))) {
      const found = state.collections.get(parentKey)?.has(id) ? { key: parentKey, entity: state.collections.get(parentKey).get(id) } : find(id, 'me/messages');
      if (method === 'DELETE') {
        collection(found.key).delete(id);
        return send(res, 204);
      }
      return send(res, 200, Object.assign(found.entity, body, { lastModifiedDateTime: now() }));
    }
    if (method === 'GET' && (state.collections.has(asCollection) || /(s|Folders|events|value)$/.test(asCollection))) return list(res, asCollection, query, path);
    if (method === 'POST') {
      if (!body || typeof body !== 'object') return fail(res, 400, 'BadRequest', 'Empty Payload. JSON content expected.');
      const extra = asCollection === 'me/messages' ? { isDraft: true, hasAttachments: Array.isArray(body.attachments) && body.attachments.length > 0, parentFolderId: 'drafts' } : {};
      const created = insert(asCollection, { ...extra, ...body });
      if (asCollection === 'me/messages' && Array.isArray(body.attachments)) {
        delete created.attachments;
        for (const a of body.attachments) state.addAttachment(created.id, a.name, Buffer.from(String(a.contentBytes ?? ''), 'base64'), a.contentType);
      }
      return send(res, 201, created);
    }
    return fail(res, 404, method === 'GET' ? 'ErrorItemNotFound' : 'ResourceNotFound', method === 'GET' ? 'The specified object was not found in the store.' : `Resource not found for the segment '${id}'.`);
  }

  function handle(req, res, rawBody) {
    const url = new URL(req.url, 'http://fake');
    if (url.pathname.startsWith('/upload/')) {
      const upload = state.uploads?.get(url.pathname.slice('/upload/'.length));
      if (!upload) return fail(res, 404, 'itemNotFound', 'The upload session was not found.');
      upload.chunks.push({ range: req.headers['content-range'], bytes: rawBody });
      state.requests.push({ method: req.method, path: url.pathname, query: {}, body: rawBody, headers: req.headers });
      const total = upload.chunks.reduce((n, c) => n + c.bytes.length, 0);
      if (total >= upload.size) {
        state.addAttachment(upload.messageId, upload.name, Buffer.concat(upload.chunks.map((c) => c.bytes)));
        return send(res, 201, {});
      }
      return send(res, 200, { nextExpectedRanges: [`${total}-`] });
    }
    const version = /^\/(v1\.0|beta)\//.exec(url.pathname)?.[1];
    if (!version) return false;
    const query = Object.fromEntries(url.searchParams);
    let path = decodeURIComponent(url.pathname.slice(version.length + 2)).replace(/\/+$/, '');
    const original = version === 'beta' ? `beta/${path}` : path;
    path = path.replace(/^users\/[^/]+\//, 'me/');
    let body;
    const type = String(req.headers['content-type'] ?? '');
    if (rawBody && rawBody.length) {
      body = type.includes('json') ? (() => { try { return JSON.parse(rawBody.toString('utf8')); } catch { return rawBody.toString('utf8'); } })() : rawBody;
    }
    const method = req.method;
    state.requests.push({ method, path: original, query, body, headers: req.headers });
    const auth = String(req.headers.authorization ?? '');
    if (!/^Bearer \S+$/.test(auth) || auth === 'Bearer expired') {
      return fail(res, 401, 'InvalidAuthenticationToken', 'Access token has expired or is not yet valid.');
    }
    const failure = state.failures.find((f) => (!f.method || f.method === method) && (f.path instanceof RegExp ? f.path.test(original) : original === f.path || original.startsWith(f.path)));
    if (failure) {
      failure.times = (failure.times ?? 1) - 1;
      if (failure.times <= 0) state.failures.splice(state.failures.indexOf(failure), 1);
      return fail(res, failure.status, failure.code ?? (failure.status === 429 ? 'TooManyRequests' : 'ServiceUnavailable'), failure.message ?? 'Please retry later.', failure.headers ?? {});
    }
    for (const r of routes) {
      if (r.method !== '*' && r.method !== method) continue;
      const m = r.regex.exec(path);
      if (!m) continue;
      const answered = r.fn({ req, res, m, method, path, original, query, body, rawBody, state });
      if (answered !== false) return true;
    }
    return generic({ res, method, path, query, body });
  }

  return { handle, state, route, graphError: fail, send, list: (res, key, query, base) => list(res, key, query, base) };
}

/** Serves a fresh fake Graph on 127.0.0.1:0; `url` is its origin (set WEFT_MICROSOFT_GRAPH_URL to it). */
export async function start() {
  const fake = createGraphFake();
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (!fake.handle(req, res, Buffer.concat(chunks))) graphError(res, 404, 'NotFound', `No route for ${req.url}`);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const url = `http://127.0.0.1:${port}`;
  fake.state.origin = url;
  return { url, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

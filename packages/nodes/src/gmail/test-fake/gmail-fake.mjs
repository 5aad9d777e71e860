/**
 * A loopback Gmail API v1 (https://developers.google.com/gmail/api/reference/rest) over in-memory
 * state, for tests: users.getProfile, users.messages (list with q / labelIds / includeSpamTrash /
 * pagination, get in minimal / metadata / full / raw, send, insert, modify, trash, untrash,
 * delete, attachments.get), users.labels (list, get, create, patch, delete), users.drafts (list,
 * get, create, update, delete, send), users.threads (list, get, modify, trash, untrash, delete),
 * users.settings.sendAs.list, and a service-account token endpoint (`/token`, JWT checked with the
 * public key in `state.serviceAccountPublicKey`). Paths are routed both as
 * `/gmail/v1/users/{userId}/…` (www.googleapis.com and gmail.googleapis.com use the same ones).
 *
 * `createGmailFake()` answers `{ handle(req, res, body?): boolean, state }`; `start()` serves one
 * on 127.0.0.1:0. Errors are Google's `{ error: { code, message, status } }`.
 */
import { createServer } from 'node:http';
import { createVerify } from 'node:crypto';

const SYSTEM_LABELS = ['INBOX', 'SENT', 'DRAFT', 'SPAM', 'TRASH', 'UNREAD', 'STARRED', 'IMPORTANT', 'CATEGORY_PERSONAL', 'CATEGORY_SOCIAL', 'CATEGORY_PROMOTIONS', 'CATEGORY_UPDATES', 'CATEGORY_FORUMS'];
const STATUS = { 400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 403: 'PERMISSION_DENIED', 404: 'NOT_FOUND', 409: 'ALREADY_EXISTS', 429: 'RESOURCE_EXHAUSTED', 500: 'INTERNAL', 503: 'UNAVAILABLE' };

const b64url = (buf) => Buffer.from(buf).toString('base64url');
/** Gmail's 16-hex-digit ids, counted (from the start for each new fake) so that recorded n8n cases replay. */
const ID_START = 0x18c0000000000000n;
let idCounter = ID_START;
const hexId = () => (idCounter += 0x10001n).toString(16);

/** Headers and body of one MIME entity (unfolded headers, in order). */
function splitEntity(text) {
  const at = text.search(/\r?\n\r?\n/);
  const head = at < 0 ? text : text.slice(0, at);
  const body = at < 0 ? '' : text.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = [];
  for (const line of head.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && headers.length) headers[headers.length - 1].value += ' ' + line.trim();
    else if (line.includes(':')) headers.push({ name: line.slice(0, line.indexOf(':')), value: line.slice(line.indexOf(':') + 1).trim() });
  }
  return { headers, body };
}

const headerOf = (headers, name) => headers.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;
const param = (value, key) => new RegExp(`${key}\\*?=(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value ?? '')?.slice(1).find((v) => v !== undefined);

function decodeBody(body, encoding) {
  const e = (encoding ?? '7bit').toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (e === 'quoted-printable') {
    return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16))), 'latin1');
  }
  return Buffer.from(body, 'latin1');
}

/** Gmail's MessagePart tree of a raw message (attachments keep an attachmentId, not their data). */
function partOf(text, partId, attachments) {
  const { headers, body } = splitEntity(text);
  const type = headerOf(headers, 'content-type') ?? 'text/plain';
  const mimeType = type.split(';')[0].trim().toLowerCase();
  const filename = param(headerOf(headers, 'content-disposition'), 'filename') ?? param(type, 'name') ?? '';
  const part = { partId, mimeType, filename, headers, body: { size: 0 } };
  if (mimeType.startsWith('multipart/')) {
    const boundary = param(type, 'boundary');
    const chunks = boundary ? body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`)) : [];
    part.parts = chunks.slice(1).filter((c) => c.trim() !== '').map((chunk, i) => partOf(chunk, partId === '' ? String(i) : `${partId}.${i}`, attachments));
    return part;
  }
  const bytes = decodeBody(body, headerOf(headers, 'content-transfer-encoding'));
  part.body.size = bytes.length;
  if (filename) {
    const attachmentId = `ANGjd${hexId()}`;
    attachments.set(attachmentId, bytes);
    part.body.attachmentId = attachmentId;
  } else {
    part.body.data = b64url(bytes);
  }
  return part;
}

function textOf(part) {
  if (part.body?.data && part.mimeType.startsWith('text/')) {
    const text = Buffer.from(part.body.data, 'base64url').toString('utf8');
    return part.mimeType === 'text/html' ? text.replace(/<[^>]+>/g, ' ') : text;
  }
  return (part.parts ?? []).map(textOf).join(' ');
}

/** A fake Gmail mailbox and its HTTP handler. */
export function createGmailFake(options = {}) {
  idCounter = ID_START; // each fake counts from the start, so the same calls give the same ids
  const state = {
    emailAddress: options.emailAddress ?? 'me@weft.test',
    /** Bearer tokens the API accepts. */
    tokens: new Set(options.tokens ?? ['tok']),
    serviceAccountPublicKey: options.serviceAccountPublicKey,
    /** Every API call: method, path, query (repeated names as arrays), body. */
    requests: [],
    /** Answers to give before the next calls: `{ status, times?, path? }` (e.g. 429, 503). */
    failures: [],
    labels: new Map(SYSTEM_LABELS.map((id) => [id, { id, name: id, type: 'system', messageListVisibility: 'show', labelListVisibility: 'labelShow' }])),
    messages: new Map(),
    drafts: new Map(),
    attachments: new Map(),
    sendAs: options.sendAs ?? null,
    pageSizeCap: 500,
    clock: 1_767_000_000_000,
  };

  /** Stores a message from raw RFC 822 text (or bytes), answering it. */
  function addMessage(raw, { labelIds = ['INBOX', 'UNREAD'], threadId, internalDate } = {}) {
    const text = Buffer.isBuffer(raw) ? raw.toString('latin1') : String(raw);
    const id = hexId();
    const payload = partOf(text, '', state.attachments);
    const headers = payload.headers;
    const date = internalDate ?? (Date.parse(headerOf(headers, 'date') ?? '') || (state.clock += 1000));
    let thread = threadId;
    const inReplyTo = headerOf(headers, 'in-reply-to');
    if (!thread && inReplyTo) thread = [...state.messages.values()].find((m) => headerOf(m.payload.headers, 'message-id') === inReplyTo)?.threadId;
    const snippet = textOf(payload).replace(/\s+/g, ' ').trim().slice(0, 200)
      .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');
    const message = { id, threadId: thread ?? id, labelIds: [...labelIds], snippet, sizeEstimate: text.length, historyId: String(state.messages.size + 1000), internalDate: String(date), payload, raw: Buffer.from(text, 'latin1') };
    state.messages.set(id, message);
    return message;
  }
  state.addMessage = addMessage;
  /** Adds a user label, answering it. */
  state.addLabel = (name, extra = {}) => {
    const label = { id: `Label_${state.labels.size + 1}`, name, type: 'user', messageListVisibility: 'show', labelListVisibility: 'labelShow', ...extra };
    state.labels.set(label.id, label);
    return label;
  };

  const view = (m, format, metadataHeaders) => {
    const base = { id: m.id, threadId: m.threadId, labelIds: m.labelIds, snippet: m.snippet, sizeEstimate: m.sizeEstimate, historyId: m.historyId, internalDate: m.internalDate };
    if (format === 'minimal') return base;
    if (format === 'raw') return { ...base, raw: b64url(m.raw) };
    if (format === 'metadata') {
      const wanted = metadataHeaders?.length ? metadataHeaders.map((h) => h.toLowerCase()) : undefined;
      const { parts: _parts, body: _body, ...top } = m.payload;
      return { ...base, payload: { ...top, headers: m.payload.headers.filter((h) => !wanted || wanted.includes(h.name.toLowerCase())) } };
    }
    return { ...base, payload: m.payload };
  };

  const labelNames = (m) => m.labelIds.map((id) => state.labels.get(id)?.name ?? id);

  /** Gmail search operators the tests use: from:, to:, subject:, is:, label:, in:, has:attachment, after:, before:, words. */
  function matches(m, q) {
    const terms = [...String(q).matchAll(/(-)?(?:(\w+):)?("([^"]*)"|\S+)/g)];
    return terms.every(([, negate, op, raw, quoted]) => {
      const value = (quoted ?? raw).toLowerCase();
      const h = (name) => (headerOf(m.payload.headers, name) ?? '').toLowerCase();
      let ok;
      if (!op) ok = `${h('subject')} ${m.snippet} ${textOf(m.payload)}`.toLowerCase().includes(value);
      else if (op === 'from' || op === 'to' || op === 'cc' || op === 'subject') ok = h(op).includes(value);
      else if (op === 'is') ok = value === 'unread' ? m.labelIds.includes('UNREAD') : value === 'read' ? !m.labelIds.includes('UNREAD') : value === 'starred' ? m.labelIds.includes('STARRED') : false;
      else if (op === 'label' || op === 'in') ok = value === 'anywhere' || labelNames(m).some((n) => n.toLowerCase().replace(/\s+/g, '-') === value) || m.labelIds.some((id) => id.toLowerCase() === value);
      else if (op === 'has') ok = value === 'attachment' ? JSON.stringify(m.payload).includes('attachmentId') : false;
      else if (op === 'after' || op === 'before') {
        const at = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value.replace(/\//g, '-'));
        ok = op === 'after' ? Number(m.internalDate) > at : Number(m.internalDate) < at;
      } else ok = false;
      return negate ? !ok : ok;
    });
  }

  function listMessages(query, pool) {
    let list = [...pool].sort((a, b) => Number(b.internalDate) - Number(a.internalDate));
    const spamTrash = query.includeSpamTrash === 'true';
    if (!spamTrash) list = list.filter((m) => !m.labelIds.includes('SPAM') && !m.labelIds.includes('TRASH'));
    const labelIds = [].concat(query.labelIds ?? []);
    if (labelIds.length) list = list.filter((m) => labelIds.every((id) => m.labelIds.includes(id)));
    if (query.q) list = list.filter((m) => matches(m, query.q));
    return list;
  }

  function page(list, query) {
    const size = Math.min(Number(query.maxResults ?? 100) || 100, state.pageSizeCap);
    const start = Number(query.pageToken ?? 0);
    const slice = list.slice(start, start + size);
    return { slice, next: start + size < list.length ? String(start + size) : undefined };
  }

  const error = (res, code, message) => send(res, code, { error: { code, message, errors: [{ message, domain: 'global', reason: STATUS[code] ?? 'failed' }], status: STATUS[code] ?? 'UNKNOWN' } });
  const send = (res, code, value) => {
    res.writeHead(code, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(value === undefined ? '' : JSON.stringify(value));
    return true;
  };

  function threadsOf(pool) {
    const threads = new Map();
    for (const m of pool) (threads.get(m.threadId) ?? threads.set(m.threadId, []).get(m.threadId)).push(m);
    return threads;
  }

  function route(method, path, query, body, res) {
    const parts = path.split('/').filter(Boolean); // gmail v1 users {userId} …
    if (parts[0] !== 'gmail' || parts[1] !== 'v1' || parts[2] !== 'users') return error(res, 404, 'Not Found');
    const [, , , , kind, id, action, sub, subId] = parts;
    const messages = () => [...state.messages.values()];
    const getMessage = (mid) => {
      if (!/^[0-9a-zA-Z_-]+$/.test(mid ?? '')) return [400, 'Invalid id value'];
      const m = state.messages.get(mid);
      return m ? [200, m] : [404, 'Requested entity was not found.'];
    };
    if (kind === 'profile' && method === 'GET') return send(res, 200, { emailAddress: state.emailAddress, messagesTotal: state.messages.size, threadsTotal: threadsOf(state.messages.values()).size, historyId: '1000' });
    if (kind === 'settings' && id === 'sendAs' && method === 'GET') {
      return send(res, 200, { sendAs: state.sendAs ?? [{ sendAsEmail: state.emailAddress, displayName: '', isPrimary: true, isDefault: true }] });
    }

    if (kind === 'labels') {
      if (!id && method === 'GET') return send(res, 200, { labels: [...state.labels.values()].map(({ messagesTotal: _t, ...l }) => l) });
      if (!id && method === 'POST') {
        if (!body?.name) return error(res, 400, 'Invalid label name');
        if ([...state.labels.values()].some((l) => l.name.toLowerCase() === String(body.name).toLowerCase())) return error(res, 409, 'Label name exists or conflicts');
        return send(res, 200, state.addLabel(body.name, { ...(body.labelListVisibility ? { labelListVisibility: body.labelListVisibility } : {}), ...(body.messageListVisibility ? { messageListVisibility: body.messageListVisibility } : {}) }));
      }
      const label = state.labels.get(id);
      if (!label) return error(res, 404, 'Not Found');
      if (method === 'GET') {
        const withLabel = [...state.messages.values()].filter((m) => m.labelIds.includes(id));
        return send(res, 200, { ...label, messagesTotal: withLabel.length, messagesUnread: withLabel.filter((m) => m.labelIds.includes('UNREAD')).length, threadsTotal: threadsOf(withLabel).size, threadsUnread: 0 });
      }
      if (method === 'PATCH' || method === 'PUT') return send(res, 200, Object.assign(label, body ?? {}, { id }));
      if (method === 'DELETE') {
        if (label.type === 'system') return error(res, 400, 'Invalid delete request');
        state.labels.delete(id);
        for (const m of state.messages.values()) m.labelIds = m.labelIds.filter((l) => l !== id);
        return send(res, 204);
      }
    }

    if (kind === 'messages') {
      if (!id && method === 'GET') {
        const { slice, next } = page(listMessages(query, messages()), query);
        return send(res, 200, { ...(slice.length ? { messages: slice.map((m) => ({ id: m.id, threadId: m.threadId })) } : {}), ...(next ? { nextPageToken: next } : {}), resultSizeEstimate: slice.length });
      }
      if (id === 'send' && method === 'POST') {
        if (typeof body?.raw !== 'string' || !body.raw) return error(res, 400, "Invalid value for ByteString: ");
        const m = addMessage(Buffer.from(body.raw, 'base64url'), { labelIds: ['SENT'], threadId: body.threadId });
        return send(res, 200, { id: m.id, threadId: m.threadId, labelIds: m.labelIds });
      }
      if (!id && method === 'POST') {
        const m = addMessage(Buffer.from(String(body?.raw ?? ''), 'base64url'), { labelIds: body?.labelIds ?? ['INBOX', 'UNREAD'], threadId: body?.threadId });
        return send(res, 200, { id: m.id, threadId: m.threadId, labelIds: m.labelIds });
      }
      const [code, found] = getMessage(id);
      if (code !== 200) return error(res, code, found);
      const m = found;
      if (!action && method === 'GET') return send(res, 200, view(m, query.format ?? 'full', [].concat(query.metadataHeaders ?? [])));
      if (!action && method === 'DELETE') {
        state.messages.delete(id);
        return send(res, 204);
      }
      if (action === 'modify' && method === 'POST') {
        for (const l of [].concat(body?.addLabelIds ?? [])) {
          if (!state.labels.has(l)) return error(res, 400, `Invalid label: ${l}`);
          if (!m.labelIds.includes(l)) m.labelIds.push(l);
        }
        m.labelIds = m.labelIds.filter((l) => ![].concat(body?.removeLabelIds ?? []).includes(l));
        return send(res, 200, { id: m.id, threadId: m.threadId, labelIds: m.labelIds });
      }
      if (action === 'trash' || action === 'untrash') {
        m.labelIds = action === 'trash' ? [...m.labelIds.filter((l) => l !== 'TRASH'), 'TRASH'] : m.labelIds.filter((l) => l !== 'TRASH');
        return send(res, 200, view(m, 'minimal'));
      }
      if (action === 'attachments' && sub && method === 'GET') {
        const bytes = state.attachments.get(sub);
        if (!bytes) return error(res, 404, 'Requested entity was not found.');
        return send(res, 200, { attachmentId: sub, size: bytes.length, data: b64url(bytes) });
      }
    }

    if (kind === 'drafts') {
      const draftView = (d, format) => ({ id: d.id, message: view(state.messages.get(d.messageId), format ?? 'full') });
      if (!id && method === 'GET') {
        let list = [...state.drafts.values()];
        if (query.q) list = list.filter((d) => matches(state.messages.get(d.messageId), query.q));
        const { slice, next } = page(list, query);
        return send(res, 200, { ...(slice.length ? { drafts: slice.map((d) => ({ id: d.id, message: { id: d.messageId, threadId: state.messages.get(d.messageId).threadId } })) } : {}), ...(next ? { nextPageToken: next } : {}), resultSizeEstimate: slice.length });
      }
      if (!id && method === 'POST') {
        if (typeof body?.message?.raw !== 'string') return error(res, 400, 'Missing draft message');
        const m = addMessage(Buffer.from(body.message.raw, 'base64url'), { labelIds: ['DRAFT'], threadId: body.message.threadId });
        const draft = { id: `r${BigInt('0x' + hexId()) % 10n ** 18n}`, messageId: m.id };
        state.drafts.set(draft.id, draft);
        return send(res, 200, { id: draft.id, message: { id: m.id, threadId: m.threadId, labelIds: m.labelIds } });
      }
      if (id === 'send' && method === 'POST') {
        const draft = state.drafts.get(body?.id);
        if (!draft) return error(res, 404, 'Requested entity was not found.');
        state.drafts.delete(draft.id);
        const m = state.messages.get(draft.messageId);
        m.labelIds = ['SENT'];
        return send(res, 200, { id: m.id, threadId: m.threadId, labelIds: m.labelIds });
      }
      const draft = state.drafts.get(id);
      if (!draft) return error(res, 404, 'Requested entity was not found.');
      if (method === 'GET') return send(res, 200, draftView(draft, query.format));
      if (method === 'DELETE') {
        state.drafts.delete(id);
        state.messages.delete(draft.messageId);
        return send(res, 204);
      }
      if (method === 'PUT') {
        state.messages.delete(draft.messageId);
        draft.messageId = addMessage(Buffer.from(String(body?.message?.raw ?? ''), 'base64url'), { labelIds: ['DRAFT'] }).id;
        return send(res, 200, draftView(draft, 'minimal'));
      }
    }

    if (kind === 'threads') {
      if (!id && method === 'GET') {
        const matching = listMessages(query, messages());
        const seen = new Set();
        const threads = [];
        for (const m of matching) if (!seen.has(m.threadId)) { seen.add(m.threadId); threads.push({ id: m.threadId, snippet: m.snippet, historyId: m.historyId }); }
        const { slice, next } = page(threads, query);
        return send(res, 200, { ...(slice.length ? { threads: slice } : {}), ...(next ? { nextPageToken: next } : {}), resultSizeEstimate: slice.length });
      }
      if (!/^[0-9a-zA-Z_-]+$/.test(id ?? '')) return error(res, 400, 'Invalid id value');
      const inThread = [...state.messages.values()].filter((m) => m.threadId === id).sort((a, b) => Number(a.internalDate) - Number(b.internalDate));
      if (!inThread.length) return error(res, 404, 'Requested entity was not found.');
      const threadView = (format) => ({ id, historyId: inThread[inThread.length - 1].historyId, messages: inThread.map((m) => view(m, format ?? 'full', [].concat(query.metadataHeaders ?? []))) });
      if (!action && method === 'GET') return send(res, 200, threadView(query.format));
      if (!action && method === 'DELETE') {
        for (const m of inThread) state.messages.delete(m.id);
        return send(res, 204);
      }
      if (action === 'modify' && method === 'POST') {
        for (const m of inThread) {
          for (const l of [].concat(body?.addLabelIds ?? [])) if (!m.labelIds.includes(l)) m.labelIds.push(l);
          m.labelIds = m.labelIds.filter((l) => ![].concat(body?.removeLabelIds ?? []).includes(l));
        }
        return send(res, 200, threadView('minimal'));
      }
      if (action === 'trash' || action === 'untrash') {
        for (const m of inThread) m.labelIds = action === 'trash' ? [...m.labelIds.filter((l) => l !== 'TRASH'), 'TRASH'] : m.labelIds.filter((l) => l !== 'TRASH');
        return send(res, 200, threadView('minimal'));
      }
    }
    return error(res, 404, 'Not Found');
  }

  function tokenEndpoint(body, res) {
    const assertion = new URLSearchParams(body).get('assertion') ?? '';
    const [h, c, s] = assertion.split('.');
    const ok = state.serviceAccountPublicKey && createVerify('RSA-SHA256').update(`${h}.${c}`).verify(state.serviceAccountPublicKey, Buffer.from(s ?? '', 'base64url'));
    if (!ok) return send(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
    const token = `sa-${hexId()}`;
    state.tokens.add(token);
    return send(res, 200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
  }

  /** Answers a request (body read already, or read here); false when the path is not Gmail's. */
  function handle(req, res, rawBody) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/token' && !url.pathname.startsWith('/gmail/v1/')) return false;
    const run = (text) => {
      if (url.pathname === '/token') return tokenEndpoint(text, res);
      const query = {};
      for (const [k, v] of url.searchParams) query[k] = k in query ? [].concat(query[k], v) : v;
      let body;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        return error(res, 400, 'Invalid JSON payload received.');
      }
      state.requests.push({ method: req.method, path: url.pathname, query, body, auth: req.headers.authorization });
      const failure = state.failures.find((f) => !f.path || url.pathname.includes(f.path));
      if (failure) {
        failure.times = (failure.times ?? 1) - 1;
        if (failure.times <= 0) state.failures.splice(state.failures.indexOf(failure), 1);
        return error(res, failure.status, failure.message ?? 'Injected failure');
      }
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !state.tokens.has(token)) return error(res, 401, 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.');
      return route(req.method ?? 'GET', url.pathname, query, body, res);
    };
    if (rawBody !== undefined) return run(String(rawBody)), true;
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => run(text));
    return true;
  }

  return { handle, state };
}

/** Serves a Gmail fake on 127.0.0.1 (a random port): answers `{ url, fake, close() }`. */
export async function start(options) {
  const fake = createGmailFake(options);
  const server = createServer((req, res) => {
    if (!fake.handle(req, res)) res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * A loopback fake of the Telegram Bot API for tests (https://core.telegram.org/bots/api):
 * `/bot<token>/<method>` with JSON, form or multipart bodies (or the query string), answering
 * `{ ok: true, result }` or `{ ok: false, error_code, description }`; files at
 * `/file/bot<token>/<file_path>`. It keeps the messages it sent (message ids counted from the
 * seed, dates fixed by the seed, never the clock), the webhook `setWebhook` set, records every
 * request, and can be told to refuse the next calls of a method (429 with `retry_after`, 5xx, 400).
 *
 * Seeded (`new FakeBotApi(token, seed)` or {@link createTelegramFake}) with
 * `{ token, firstMessageId, date, chats: [{ id, type, title | first_name, … }],
 * messages: [{ chat_id, message_id?, text }], files: [{ file_id, file_path, content }],
 * members: [{ chat_id, status, user }] }`. When chats are seeded, other chats are "not found" and
 * messages to edit, delete or pin must exist; unseeded, every chat but `404` answers.
 */
import { createServer } from 'node:http';

/** The bot the fake is. */
const BOT = { id: 123456, is_bot: true, first_name: 'Weft Test Bot', username: 'weft_test_bot' };
/** 2026-01-01T00:00:00Z, the default date of every message. */
const DEFAULT_DATE = 1_767_225_600;

/** Splits a multipart/form-data body into text fields and files. */
function parseMultipart(body, boundary) {
  const fields = {};
  const files = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let pos = body.indexOf(delimiter);
  while (pos >= 0) {
    const start = pos + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    const part = body.subarray(start + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split >= 0) {
      const head = part.subarray(0, split).toString('utf8');
      const content = part.subarray(split + 4);
      const field = /\bname="([^"]*)"/i.exec(head)?.[1] ?? '';
      const fileName = /filename="([^"]*)"/i.exec(head)?.[1];
      const mimeType = /content-type:\s*([^\r\n]*)/i.exec(head)?.[1]?.trim();
      if (fileName !== undefined) files.push({ field, fileName, mimeType, bytes: Buffer.from(content) });
      else fields[field] = content.toString('utf8');
    }
    pos = next;
  }
  return { fields, files };
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The text and entities Telegram makes of a formatted text: `*bold*`, `_italic_`, `` `code` `` and
 * `[text](url)` for Markdown, `<b>`, `<strong>`, `<i>`, `<em>`, `<code>` and `<a href>` for HTML.
 */
export function parseFormatting(text, parseMode) {
  const entities = [];
  let out = '';
  const add = (type, inner, extra = {}) => {
    if (inner.length) entities.push({ offset: out.length, length: inner.length, type, ...extra });
    out += inner;
  };
  if (parseMode === 'Markdown') {
    const re = /\*([^*]+)\*|_([^_]+)_|`([^`]+)`|\[([^\]]+)\]\(([^)]+)\)/g;
    let last = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      out += text.slice(last, m.index);
      if (m[1] !== undefined) add('bold', m[1]);
      else if (m[2] !== undefined) add('italic', m[2]);
      else if (m[3] !== undefined) add('code', m[3]);
      else add('text_link', m[4], { url: m[5] });
      last = m.index + m[0].length;
    }
    out += text.slice(last);
    return { text: out, entities };
  }
  if (parseMode === 'HTML') {
    const types = { b: 'bold', strong: 'bold', i: 'italic', em: 'italic', code: 'code', a: 'text_link' };
    const re = /<(b|strong|i|em|code|a)(\s[^>]*)?>([^<]*)<\/\1>/g;
    const unescape = (s) => s.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    let last = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      out += unescape(text.slice(last, m.index).replace(/<[^>]*>/g, ''));
      const href = /href="([^"]*)"/.exec(m[2] ?? '')?.[1];
      add(types[m[1]], unescape(m[3]), m[1] === 'a' ? { url: href ?? '' } : {});
      last = m.index + m[0].length;
    }
    out += unescape(text.slice(last).replace(/<[^>]*>/g, ''));
    return { text: out, entities };
  }
  return { text, entities };
}

/** A running (or handler-only) fake Bot API. */
export class FakeBotApi {
  constructor(token = '123456:TEST-token', seed = {}) {
    this.token = seed.token ?? token;
    this.seed = seed;
    this.requests = [];
    /** Files served at `/file/bot<token>/<path>`, by path. */
    this.files = new Map();
    this.webhook = { url: '' };
    this.baseUrl = '';
    this.server = undefined;
    this.faults = new Map();
    this.load();
  }

  /** (Re)builds the state from the seed. */
  load() {
    const seed = this.seed;
    this.nextMessageId = seed.firstMessageId ?? 100;
    this.date = seed.date ?? DEFAULT_DATE;
    this.strict = Array.isArray(seed.chats);
    this.chats = new Map((seed.chats ?? []).map((c) => [String(c.id), { ...c }]));
    this.messages = [];
    this.members = (seed.members ?? []).map((m) => ({ ...m }));
    this.fileInfo = new Map();
    this.files.clear();
    for (const m of seed.messages ?? []) {
      const id = m.message_id ?? this.nextMessageId++;
      this.messages.push({ message_id: id, from: BOT, chat: this.chatOf(m.chat_id), date: this.date, text: m.text ?? '' });
      if (id >= this.nextMessageId) this.nextMessageId = id + 1;
    }
    for (const f of seed.files ?? []) {
      const bytes = Buffer.from(f.content ?? '', f.encoding ?? 'utf8');
      this.files.set(f.file_path, bytes);
      this.fileInfo.set(String(f.file_id), { file_id: String(f.file_id), file_unique_id: f.file_unique_id ?? `u${f.file_id}`, file_size: bytes.length, file_path: f.file_path });
    }
  }

  /** Starts listening on a free loopback port. */
  async start() {
    this.server = createServer((req, res) => {
      void this.handle(req, res).then((handled) => {
        if (!handled) res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
      });
    });
    await new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${this.server.address().port}`;
    return this;
  }

  async stop() {
    await new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The credential data pointing at this fake. */
  credential(token = this.token) {
    return { accessToken: token, baseUrl: this.baseUrl };
  }

  /** Makes the next `times` calls of `method` fail with `status` (429 answers carry `retry_after`). */
  fail(method, status, description, options = {}) {
    const list = this.faults.get(method) ?? [];
    list.push({ status, description, retryAfter: options.retryAfter, times: options.times ?? 1 });
    this.faults.set(method, list);
  }

  /** The requests made to a Bot API method. */
  calls(method) {
    return this.requests.filter((r) => r.method === method);
  }

  /** Forgets the requests and faults and rebuilds the seeded state (files set by tests stay). */
  reset() {
    this.requests.length = 0;
    this.faults.clear();
    const files = new Map(this.files);
    this.load();
    for (const [path, bytes] of files) if (!this.files.has(path)) this.files.set(path, bytes);
  }

  /** The chat of a message: the seeded chat's short form (as messages carry it), else a private chat with that id. */
  chatOf(chatId) {
    const chat = this.chats.get(String(chatId));
    if (!chat) return { id: Number(chatId) || chatId, type: 'private' };
    const short = {};
    for (const key of ['id', 'title', 'username', 'first_name', 'last_name', 'type', 'all_members_are_administrators']) if (chat[key] !== undefined) short[key] = chat[key];
    return short;
  }

  /** Whether a chat is known (every chat but 404 when none were seeded). */
  knows(chatId) {
    if (String(chatId) === '404') return false;
    return !this.strict || this.chats.has(String(chatId));
  }

  findMessage(chatId, messageId) {
    return this.messages.find((m) => String(m.chat.id) === String(chatId) && String(m.message_id) === String(messageId));
  }

  /** A new message from the bot in a chat, kept. */
  message(chatId, extra) {
    const m = { message_id: this.nextMessageId++, from: BOT, chat: this.chatOf(chatId), date: this.date, ...extra };
    this.messages.push(m);
    return m;
  }

  /** Answers one request; false when it is not a Bot API path (nothing written then). */
  async handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!/^\/(file\/)?bot[^/]+\//.test(url.pathname)) return false;
    let answer;
    try {
      answer = await this.answerRequest(req, url);
    } catch (error) {
      answer = { status: 500, body: JSON.stringify({ ok: false, error_code: 500, description: `Internal Server Error: ${error.message}` }) };
    }
    res.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
    res.end(answer.body);
    return true;
  }

  async answerRequest(req, url) {
    const raw = await readBody(req);
    const contentType = String(req.headers['content-type'] ?? '');
    const fileMatch = /^\/file\/bot([^/]+)\/(.+)$/.exec(url.pathname);
    if (fileMatch) {
      this.requests.push({ httpMethod: req.method ?? '', path: url.pathname, method: 'file', contentType, params: {}, files: [] });
      const bytes = fileMatch[1] === this.token ? this.files.get(decodeURIComponent(fileMatch[2])) : undefined;
      if (!bytes) return { status: 404, body: JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }) };
      return { status: 200, body: bytes, type: 'application/octet-stream' };
    }
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
    const params = Object.fromEntries(url.searchParams);
    let files = [];
    if (contentType.startsWith('application/json') && raw.length) Object.assign(params, JSON.parse(raw.toString('utf8')));
    else if (contentType.startsWith('application/x-www-form-urlencoded')) Object.assign(params, Object.fromEntries(new URLSearchParams(raw.toString('utf8'))));
    else if (contentType.startsWith('multipart/form-data')) {
      const parsed = parseMultipart(raw, /boundary="?([^";]+)"?/.exec(contentType)?.[1] ?? '');
      Object.assign(params, parsed.fields);
      files = parsed.files;
    }
    const method = match?.[2] ?? '';
    this.requests.push({ httpMethod: req.method ?? '', path: url.pathname, method, contentType, params, files });
    const refuse = (status, description, extra = {}) => ({ status, body: JSON.stringify({ ok: false, error_code: status, description, ...extra }) });
    if (!match) return refuse(404, 'Not Found');
    if (match[1] !== this.token) return refuse(401, 'Unauthorized');
    const fault = this.faults.get(method)?.[0];
    if (fault) {
      if (--fault.times <= 0) this.faults.get(method).shift();
      return refuse(fault.status, fault.description, fault.retryAfter !== undefined ? { parameters: { retry_after: fault.retryAfter } } : {});
    }
    const result = this.answer(method, params, files);
    if ('refuse' in result) return refuse(result.refuse[0], result.refuse[1]);
    return { status: 200, body: JSON.stringify({ ok: true, result: result.ok, ...(result.description ? { description: result.description } : {}) }) };
  }

  /** The parts of a message's answer its send parameters give: caption, formatting, reply markup, link preview. */
  messageExtras(p, textField) {
    const out = {};
    const source = p[textField];
    if (source !== undefined && source !== '') {
      const { text, entities } = parseFormatting(String(source), p.parse_mode);
      out[textField] = text;
      if (entities.length) out[textField === 'text' ? 'entities' : 'caption_entities'] = entities;
    }
    const markup = typeof p.reply_markup === 'string' ? JSON.parse(p.reply_markup) : p.reply_markup;
    if (markup?.inline_keyboard) out.reply_markup = { inline_keyboard: markup.inline_keyboard };
    if (textField === 'text' && (p.disable_web_page_preview === true || p.disable_web_page_preview === 'true')) out.link_preview_options = { is_disabled: true };
    if (p.message_thread_id) out.message_thread_id = Number(p.message_thread_id);
    if (p.reply_to_message_id) {
      const replied = this.findMessage(p.chat_id, p.reply_to_message_id);
      if (replied) out.reply_to_message = replied;
    }
    return out;
  }

  /** What a method answers: its result, or a refusal. */
  answer(method, p, files) {
    const needsChat = !['getMe', 'getFile', 'getWebhookInfo', 'setWebhook', 'deleteWebhook', 'answerCallbackQuery', 'answerInlineQuery'].includes(method);
    if (needsChat && p.inline_message_id === undefined && (p.chat_id === undefined || p.chat_id === '')) return { refuse: [400, 'Bad Request: chat_id is empty'] };
    if (needsChat && p.chat_id !== undefined && !this.knows(p.chat_id)) return { refuse: [400, 'Bad Request: chat not found'] };
    const existing = (what) => {
      const m = this.findMessage(p.chat_id, p.message_id);
      if (!m && this.strict) return { refuse: [400, `Bad Request: message to ${what} not found`] };
      return m;
    };
    const fileOf = (field) => {
      const upload = files.find((f) => f.field === field);
      return upload ? { file_id: `uploaded-${field}`, file_unique_id: `u-${field}`, file_size: upload.bytes.length } : { file_id: String(p[field] ?? '') };
    };
    switch (method) {
      case 'getMe':
        return { ok: BOT };
      case 'sendMessage':
        if (!p.text) return { refuse: [400, 'Bad Request: message text is empty'] };
        return { ok: this.message(p.chat_id, this.messageExtras(p, 'text')) };
      case 'editMessageText': {
        if (p.inline_message_id !== undefined) return { ok: true };
        const m = existing('edit');
        if (m?.refuse) return m;
        const extras = this.messageExtras(p, 'text');
        if (m) {
          if (m.text === extras.text) return { refuse: [400, 'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message'] };
          delete m.entities;
          Object.assign(m, extras, { edit_date: this.date + 60 });
          return { ok: m };
        }
        return { ok: { message_id: Number(p.message_id) || 1, from: BOT, chat: this.chatOf(p.chat_id ?? 1), date: this.date, text: p.text, edit_date: this.date + 60 } };
      }
      case 'sendPhoto':
        return { ok: this.message(p.chat_id, { photo: [fileOf('photo')], ...this.messageExtras(p, 'caption') }) };
      case 'sendDocument':
      case 'sendAudio':
      case 'sendVideo':
      case 'sendAnimation':
      case 'sendSticker': {
        const field = method.replace('send', '').toLowerCase();
        return { ok: this.message(p.chat_id, { [field]: fileOf(field), ...this.messageExtras(p, 'caption') }) };
      }
      case 'sendLocation':
        return { ok: this.message(p.chat_id, { location: { latitude: Number(p.latitude), longitude: Number(p.longitude) }, ...this.messageExtras(p, 'none') }) };
      case 'sendMediaGroup': {
        const media = Array.isArray(p.media) ? p.media : JSON.parse(String(p.media ?? '[]'));
        const group = String(this.nextMessageId * 1000);
        return { ok: media.map((m) => this.message(p.chat_id, { media_group_id: group, [String(m.type)]: m.type === 'photo' ? [{ file_id: m.media }] : { file_id: m.media }, ...(m.caption ? this.messageExtras(m, 'caption') : {}) })) };
      }
      case 'deleteMessage': {
        const m = existing('delete');
        if (m?.refuse) return m;
        this.messages = this.messages.filter((x) => x !== m);
        return { ok: true };
      }
      case 'pinChatMessage': {
        const m = existing('pin');
        if (m?.refuse) return m;
        const chat = this.chats.get(String(p.chat_id));
        if (chat && m) chat.pinned_message = m;
        return { ok: true };
      }
      case 'unpinChatMessage': {
        const chat = this.chats.get(String(p.chat_id));
        if (chat) delete chat.pinned_message;
        return { ok: true };
      }
      case 'setChatTitle': {
        const chat = this.chats.get(String(p.chat_id));
        if (chat) chat.title = String(p.title);
        return { ok: true };
      }
      case 'setChatDescription': {
        const chat = this.chats.get(String(p.chat_id));
        if (chat) {
          if (chat.description === p.description) return { refuse: [400, 'Bad Request: chat description is not modified'] };
          chat.description = String(p.description);
        }
        return { ok: true };
      }
      case 'sendChatAction':
      case 'leaveChat':
      case 'answerCallbackQuery':
      case 'answerInlineQuery':
        return { ok: true };
      case 'getChat':
        return { ok: this.chats.get(String(p.chat_id)) ?? { id: Number(p.chat_id) || p.chat_id, type: 'group', title: 'Weft testers' } };
      case 'getChatAdministrators': {
        const seeded = this.members.filter((m) => String(m.chat_id) === String(p.chat_id) && ['creator', 'administrator'].includes(m.status));
        if (seeded.length) return { ok: seeded.map(({ chat_id: _chat, ...m }) => m) };
        return { ok: [{ status: 'creator', user: { id: 1, is_bot: false, first_name: 'Ada' } }, { status: 'administrator', user: { id: 2, is_bot: false, first_name: 'Grace' } }] };
      }
      case 'getChatMember': {
        const seeded = this.members.find((m) => String(m.chat_id) === String(p.chat_id) && String(m.user?.id) === String(p.user_id));
        if (seeded) {
          const { chat_id: _chat, ...m } = seeded;
          return { ok: m };
        }
        if (this.strict) return { refuse: [400, 'Bad Request: user not found'] };
        return { ok: { status: 'member', user: { id: Number(p.user_id), is_bot: false, first_name: 'Linus' } } };
      }
      case 'getFile': {
        const seeded = this.fileInfo.get(String(p.file_id));
        if (seeded) return { ok: seeded };
        if (this.strict) return { refuse: [400, 'Bad Request: invalid file_id'] };
        const id = String(p.file_id);
        const path = `${id.startsWith('doc') ? 'documents' : 'photos'}/file_${id}.${id.startsWith('doc') ? 'pdf' : 'jpg'}`;
        return { ok: { file_id: p.file_id, file_unique_id: `u${id}`, file_size: this.files.get(path)?.length ?? 0, file_path: path } };
      }
      case 'getWebhookInfo':
        return { ok: { url: this.webhook.url, has_custom_certificate: false, pending_update_count: 0 } };
      case 'setWebhook':
        this.webhook = { url: String(p.url ?? ''), secretToken: p.secret_token, allowedUpdates: p.allowed_updates };
        return { ok: true, description: 'Webhook was set' };
      case 'deleteWebhook':
        this.webhook = { url: '' };
        return { ok: true, description: 'Webhook was deleted' };
      default:
        return { refuse: [404, 'Not Found: method not found'] };
    }
  }
}

/** A fake over fresh state built from a seed (see the module comment). */
export function createTelegramFake(seed = {}) {
  return new FakeBotApi(undefined, seed);
}

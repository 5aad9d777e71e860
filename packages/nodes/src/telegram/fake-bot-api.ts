/**
 * A loopback fake of the Telegram Bot API for tests (https://core.telegram.org/bots/api):
 * `/bot<token>/<method>` with JSON, form or multipart bodies (or the query string), answering
 * `{ ok: true, result }` or `{ ok: false, error_code, description }`; files at
 * `/file/bot<token>/<file_path>`. It keeps the webhook `setWebhook` set, records every request,
 * and can be told to refuse the next calls of a method (429 with `retry_after`, 5xx, 400).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One uploaded file part of a multipart request. */
export interface FakeUpload {
  field: string;
  fileName?: string;
  mimeType?: string;
  bytes: Buffer;
}

/** One request the fake got. */
export interface FakeBotRequest {
  httpMethod: string;
  path: string;
  /** The Bot API method (`sendMessage`), or `file` for downloads. */
  method: string;
  contentType: string;
  /** JSON body, form fields or query parameters, merged as Telegram reads them. */
  params: Record<string, unknown>;
  files: FakeUpload[];
}

/** A refusal queued for a method. */
interface Fault {
  status: number;
  description: string;
  retryAfter?: number;
  times: number;
}

/** Splits a multipart/form-data body into text fields and files. */
function parseMultipart(body: Buffer, boundary: string): { fields: Record<string, string>; files: FakeUpload[] } {
  const fields: Record<string, string> = {};
  const files: FakeUpload[] = [];
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

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A running fake Bot API. */
export class FakeBotApi {
  readonly requests: FakeBotRequest[] = [];
  /** Files served at `/file/bot<token>/<path>`, by path. */
  readonly files = new Map<string, Buffer>();
  /** The webhook as `setWebhook` left it. */
  webhook: { url: string; secretToken?: string; allowedUpdates?: unknown } = { url: '' };
  baseUrl = '';
  private server: Server | undefined;
  private readonly faults = new Map<string, Fault[]>();
  private nextMessageId = 100;

  constructor(readonly token = '123456:TEST-token') {}

  /** Starts listening on a free loopback port. */
  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(
        ({ status, body, type }) => {
          res.writeHead(status, { 'content-type': type ?? 'application/json' });
          res.end(body);
        },
        (error: Error) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ ok: false, error_code: 500, description: `Internal Server Error: ${error.message}` }));
        },
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The credential data pointing at this fake. */
  credential(token = this.token): { accessToken: string; baseUrl: string } {
    return { accessToken: token, baseUrl: this.baseUrl };
  }

  /** Makes the next `times` calls of `method` fail with `status` (429 answers carry `retry_after`). */
  fail(method: string, status: number, description: string, options: { retryAfter?: number; times?: number } = {}): void {
    const list = this.faults.get(method) ?? [];
    list.push({ status, description, retryAfter: options.retryAfter, times: options.times ?? 1 });
    this.faults.set(method, list);
  }

  /** The requests made to a Bot API method. */
  calls(method: string): FakeBotRequest[] {
    return this.requests.filter((r) => r.method === method);
  }

  reset(): void {
    this.requests.length = 0;
    this.faults.clear();
  }

  private message(chatId: unknown, extra: Record<string, unknown>): Record<string, unknown> {
    return { message_id: this.nextMessageId++, from: { id: 123456, is_bot: true, first_name: 'Weft Test Bot', username: 'weft_test_bot' }, chat: { id: Number(chatId) || chatId, type: 'private' }, date: 1_767_225_600, ...extra };
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: string | Buffer; type?: string }> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const contentType = String(req.headers['content-type'] ?? '');
    const fileMatch = /^\/file\/bot([^/]+)\/(.+)$/.exec(url.pathname);
    if (fileMatch) {
      this.requests.push({ httpMethod: req.method ?? '', path: url.pathname, method: 'file', contentType, params: {}, files: [] });
      const bytes = fileMatch[1] === this.token ? this.files.get(decodeURIComponent(fileMatch[2]!)) : undefined;
      if (!bytes) return { status: 404, body: JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }) };
      return { status: 200, body: bytes, type: 'application/octet-stream' };
    }
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
    const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
    let files: FakeUpload[] = [];
    if (contentType.startsWith('application/json') && raw.length) Object.assign(params, JSON.parse(raw.toString('utf8')));
    else if (contentType.startsWith('application/x-www-form-urlencoded')) Object.assign(params, Object.fromEntries(new URLSearchParams(raw.toString('utf8'))));
    else if (contentType.startsWith('multipart/form-data')) {
      const parsed = parseMultipart(raw, /boundary="?([^";]+)"?/.exec(contentType)?.[1] ?? '');
      Object.assign(params, parsed.fields);
      files = parsed.files;
    }
    const method = match?.[2] ?? '';
    this.requests.push({ httpMethod: req.method ?? '', path: url.pathname, method, contentType, params, files });
    const refuse = (status: number, description: string, extra: Record<string, unknown> = {}) => ({ status, body: JSON.stringify({ ok: false, error_code: status, description, ...extra }) });
    if (!match) return refuse(404, 'Not Found');
    if (match[1] !== this.token) return refuse(401, 'Unauthorized');
    const fault = this.faults.get(method)?.[0];
    if (fault) {
      if (--fault.times <= 0) this.faults.get(method)!.shift();
      return refuse(fault.status, fault.description, fault.retryAfter !== undefined ? { parameters: { retry_after: fault.retryAfter } } : {});
    }
    const result = this.answer(method, params, files);
    if ('refuse' in result) return refuse(result.refuse[0], result.refuse[1]);
    return { status: 200, body: JSON.stringify({ ok: true, result: result.ok, ...(result.description ? { description: result.description } : {}) }) };
  }

  /** What a method answers: its result, or a refusal. */
  private answer(method: string, p: Record<string, unknown>, files: FakeUpload[]): { ok: unknown; description?: string } | { refuse: [number, string] } {
    const needsChat = !['getMe', 'getFile', 'getWebhookInfo', 'setWebhook', 'deleteWebhook', 'answerCallbackQuery', 'answerInlineQuery'].includes(method);
    if (needsChat && p.inline_message_id === undefined && (p.chat_id === undefined || p.chat_id === '')) return { refuse: [400, 'Bad Request: chat_id is empty'] };
    if (String(p.chat_id) === '404') return { refuse: [400, 'Bad Request: chat not found'] };
    const fileOf = (field: string) => files.find((f) => f.field === field) ? { file_id: `uploaded-${field}`, file_unique_id: `u-${field}`, file_size: files.find((f) => f.field === field)!.bytes.length } : { file_id: String(p[field] ?? '') };
    switch (method) {
      case 'getMe':
        return { ok: { id: 123456, is_bot: true, first_name: 'Weft Test Bot', username: 'weft_test_bot' } };
      case 'sendMessage':
        if (!p.text) return { refuse: [400, 'Bad Request: message text is empty'] };
        return { ok: this.message(p.chat_id, { text: p.text }) };
      case 'editMessageText':
        return { ok: this.message(p.chat_id ?? 1, { message_id: Number(p.message_id) || 1, text: p.text, edit_date: 1_767_225_700 }) };
      case 'sendPhoto':
        return { ok: this.message(p.chat_id, { photo: [fileOf('photo')], ...(p.caption ? { caption: p.caption } : {}) }) };
      case 'sendDocument':
      case 'sendAudio':
      case 'sendVideo':
      case 'sendAnimation':
      case 'sendSticker': {
        const field = method.replace('send', '').toLowerCase();
        return { ok: this.message(p.chat_id, { [field]: fileOf(field), ...(p.caption ? { caption: p.caption } : {}) }) };
      }
      case 'sendLocation':
        return { ok: this.message(p.chat_id, { location: { latitude: Number(p.latitude), longitude: Number(p.longitude) } }) };
      case 'sendMediaGroup': {
        const media = (Array.isArray(p.media) ? p.media : JSON.parse(String(p.media ?? '[]'))) as Array<Record<string, unknown>>;
        return { ok: media.map((m) => this.message(p.chat_id, { media_group_id: 'g1', [String(m.type)]: m.type === 'photo' ? [{ file_id: m.media }] : { file_id: m.media }, ...(m.caption ? { caption: m.caption } : {}) })) };
      }
      case 'deleteMessage':
      case 'pinChatMessage':
      case 'unpinChatMessage':
      case 'sendChatAction':
      case 'leaveChat':
      case 'setChatTitle':
      case 'setChatDescription':
      case 'answerCallbackQuery':
      case 'answerInlineQuery':
        return { ok: true };
      case 'getChat':
        return { ok: { id: Number(p.chat_id) || p.chat_id, type: 'group', title: 'Weft testers' } };
      case 'getChatAdministrators':
        return { ok: [{ status: 'creator', user: { id: 1, is_bot: false, first_name: 'Ada' } }, { status: 'administrator', user: { id: 2, is_bot: false, first_name: 'Grace' } }] };
      case 'getChatMember':
        return { ok: { status: 'member', user: { id: Number(p.user_id), is_bot: false, first_name: 'Linus' } } };
      case 'getFile': {
        const path = `${String(p.file_id).startsWith('doc') ? 'documents' : 'photos'}/file_${String(p.file_id)}.${String(p.file_id).startsWith('doc') ? 'pdf' : 'jpg'}`;
        return { ok: { file_id: p.file_id, file_unique_id: `u${String(p.file_id)}`, file_size: this.files.get(path)?.length ?? 0, file_path: path } };
      }
      case 'getWebhookInfo':
        return { ok: { url: this.webhook.url, has_custom_certificate: false, pending_update_count: 0 } };
      case 'setWebhook':
        this.webhook = { url: String(p.url ?? ''), secretToken: p.secret_token as string | undefined, allowedUpdates: p.allowed_updates };
        return { ok: true, description: 'Webhook was set' };
      case 'deleteWebhook':
        this.webhook = { url: '' };
        return { ok: true, description: 'Webhook was deleted' };
      default:
        return { refuse: [404, 'Not Found: method not found'] };
    }
  }
}

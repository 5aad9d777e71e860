/** Types of the Telegram Bot API fake (`telegram-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

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

/** What a fake is built from (all optional): see the module comment of `telegram-fake.mjs`. */
export interface TelegramFakeSeed {
  token?: string;
  firstMessageId?: number;
  /** The Unix time every message is dated. */
  date?: number;
  chats?: Array<{ id: number | string; type: string; [key: string]: unknown }>;
  messages?: Array<{ chat_id: number | string; message_id?: number; text?: string }>;
  files?: Array<{ file_id: string; file_path: string; content?: string; encoding?: BufferEncoding; file_unique_id?: string }>;
  members?: Array<{ chat_id: number | string; status: string; user: Record<string, unknown>; [key: string]: unknown }>;
}

/** The text and entities Telegram makes of a Markdown or HTML text. */
export function parseFormatting(text: string, parseMode?: string): { text: string; entities: Array<Record<string, unknown>> };

/** A fake Bot API: a handler, or a server of its own once started. */
export class FakeBotApi {
  constructor(token?: string, seed?: TelegramFakeSeed);
  readonly token: string;
  readonly requests: FakeBotRequest[];
  /** Files served at `/file/bot<token>/<path>`, by path. */
  readonly files: Map<string, Buffer>;
  /** The webhook as `setWebhook` left it. */
  webhook: { url: string; secretToken?: string; allowedUpdates?: unknown };
  /** The origin once started. */
  baseUrl: string;
  /** The messages the chats hold (seeded and sent). */
  messages: Array<Record<string, any>>;
  server: Server | undefined;
  /** Starts listening on a free loopback port. */
  start(): Promise<this>;
  stop(): Promise<void>;
  /** The credential data pointing at this fake. */
  credential(token?: string): { accessToken: string; baseUrl: string };
  /** Makes the next `times` calls of `method` fail with `status` (429 answers carry `retry_after`). */
  fail(method: string, status: number, description: string, options?: { retryAfter?: number; times?: number }): void;
  /** The requests made to a Bot API method. */
  calls(method: string): FakeBotRequest[];
  /** Forgets the requests and faults and rebuilds the seeded state. */
  reset(): void;
  /** Answers one request; false when it is not a Bot API path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

/** A fake over fresh state built from a seed. */
export function createTelegramFake(seed?: TelegramFakeSeed): FakeBotApi;

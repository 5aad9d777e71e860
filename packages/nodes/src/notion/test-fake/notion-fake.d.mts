/** Types of the Notion fake (`notion-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One API call the fake saw. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: Record<string, any>;
  auth?: string;
  version?: string;
}

type Json = Record<string, any>;

/** The fake's in-memory workspace. */
export interface NotionFakeState {
  tokens: Set<string>;
  requests: SeenRequest[];
  failures: Array<{ status: number; times?: number; path?: string; retryAfter?: number; code?: string; message?: string }>;
  users: Map<string, Json>;
  databases: Map<string, Json>;
  pages: Map<string, Json>;
  blocks: Map<string, Json>;
  children: Map<string, string[]>;
  pageSizeCap: number;
  now: () => number;
  /** Files served at `/files/<name>`. */
  files: Map<string, { data: Buffer; mimeType: string }>;
  addUser(user: Json): Json;
  addDatabase(title: string, properties: Record<string, string | Json>, extra?: Json): Json;
  addPage(parent: Json, properties?: Json, extra?: Json): Json;
  addBlock(parentId: string, block: Json, extra?: Json): Json;
}

export interface NotionFake {
  handle(req: IncomingMessage, res: ServerResponse, body?: string | Buffer): boolean;
  state: NotionFakeState;
}

export function createNotionFake(options?: { tokens?: string[]; now?: () => number }): NotionFake;
export function start(options?: { tokens?: string[]; now?: () => number }): Promise<{ url: string; fake: NotionFake; close(): Promise<void> }>;

/** Types of the Microsoft Graph fake (`graph-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One API call the fake saw (`path` without `/v1.0/`). */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: any;
  headers: Record<string, string | string[] | undefined>;
}

/** A call to fail next. */
export interface Failure {
  method?: string;
  path: RegExp | string;
  status: number;
  code?: string;
  message?: string;
  headers?: Record<string, string>;
  times?: number;
}

/** The fake's in-memory state. */
export interface GraphFakeState {
  requests: SeenRequest[];
  failures: Failure[];
  collections: Map<string, Map<string, Record<string, any>>>;
  contents: Map<string, Buffer>;
  sent: Array<Record<string, any>>;
  pageSize: number;
  origin: string;
  /** What the drive search (`me/drive/root/search(q='…')`) finds, per installed service. */
  searchSources: Array<(q: string) => Array<Record<string, any>>>;
  /** The ISO instant of every timestamp the fake makes, or undefined for the wall clock. */
  clock?: string;
  /** The next count of this fake (1, 2, …). */
  nextId(): number;
  /** A counted UUID-shaped id. */
  uuid(): string;
  /** The time of a new timestamp. */
  now(): string;
  uploads?: Map<string, { messageId: string; name: string; size: number; chunks: Array<{ range: string; bytes: Buffer }> }>;
  addMessage(fields?: Record<string, unknown>): Record<string, any>;
  addAttachment(messageId: string, name: string, bytes: Uint8Array, contentType?: string): Record<string, any>;
  insert(key: string, entity: Record<string, unknown>): Record<string, any>;
  collection(key: string): Map<string, Record<string, any>>;
  find(id: string, prefix?: string): { key: string; entity: Record<string, any> } | undefined;
  reset(): void;
}

/** What a route handler is given. */
export interface RouteArgs {
  req: IncomingMessage;
  res: ServerResponse;
  m: RegExpExecArray;
  method: string;
  path: string;
  original: string;
  query: Record<string, string>;
  body: any;
  rawBody: Buffer;
  state: GraphFakeState;
}

export interface GraphFake {
  handle(req: IncomingMessage, res: ServerResponse, body?: Buffer): boolean;
  state: GraphFakeState;
  route(method: string, regex: RegExp, fn: (args: RouteArgs) => boolean): void;
  graphError(res: ServerResponse, status: number, code: string, message: string, headers?: Record<string, string>): true;
  send(res: ServerResponse, status: number, body?: unknown, headers?: Record<string, string>): true;
  list(res: ServerResponse, key: string, query: Record<string, string>, base: string): true;
}

export function graphError(res: ServerResponse, status: number, code: string, message: string, headers?: Record<string, string>, inner?: Record<string, string>): true;
export function countedUuid(n: number): string;
export function createGraphFake(options?: { clock?: string }): GraphFake;
export function start(): Promise<{ url: string; fake: GraphFake; close(): Promise<void> }>;

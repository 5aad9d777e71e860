/** Types of the Dropbox API v2 fake (`dropbox-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const TOKEN: string;
export const OAUTH_TOKEN: string;
export const ROOT_NAMESPACE: string;
export const ACCOUNT_ID: string;

/** One request the fake saw. */
export interface DropboxFakeRequest {
  method: string;
  host: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** The argument: the JSON body (RPC) or the `arg` query parameter / header (content endpoints). */
  arg: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The JSON body (RPC) or the bytes as text (content endpoints). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface DropboxSeed {
  now?: string;
  pageSize?: number;
  entries?: Array<{ path: string; folder?: boolean; body?: string }>;
}

export interface DropboxFake {
  state: { clock: number; entries: Map<string, Record<string, unknown>>; calls: DropboxFakeRequest[]; failures: Array<{ status: number; retryAfter?: number }> };
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createDropboxFake(seed?: DropboxSeed): DropboxFake;
export function start(seed?: DropboxSeed): Promise<{ url: string; fake: DropboxFake; close(): Promise<void> }>;

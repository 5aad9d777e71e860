/** Types of the QuickBooks Online company fake (`quick-books-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ACCESS_TOKEN: string;
export const REALM_ID: string;
export const PDF_BYTES: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw. */
export interface QuickBooksRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  authorization: string;
  accept?: string;
  contentType?: string;
}

export interface QuickBooksSeed {
  now?: string;
  records?: Record<string, Json[]>;
}

export interface QuickBooksFake {
  state: { clock: number; records: Record<string, Json[]>; calls: QuickBooksRequest[]; failures: Array<{ status: number; retryAfter?: number }> };
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createQuickBooksFake(seed?: QuickBooksSeed): QuickBooksFake;
export function start(seed?: QuickBooksSeed): Promise<{ url: string; fake: QuickBooksFake; close(): Promise<void> }>;

/** Types of the Zendesk Support API fake (`zendesk-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const EMAIL: string;
export const API_TOKEN: string;
export const ACCESS_TOKEN: string;

/** One call the fake saw (the path without `/api/v2` and `.json`). */
export interface ZendeskCall {
  method: string;
  path: string;
  query: Record<string, string>;
  rawQuery: string;
  body?: any;
  authorization: string;
}

export interface ZendeskSeed {
  subdomain?: string;
  now?: string;
  organizations?: Array<Record<string, unknown>>;
  users?: Array<Record<string, unknown>>;
  tickets?: Array<Record<string, unknown>>;
  suspendedTickets?: Array<{ subject: string; content: string; authorName?: string; authorEmail?: string; cause?: string }>;
}

export interface ZendeskFakeState {
  tickets: Array<Record<string, any>>;
  users: Array<Record<string, any>>;
  organizations: Array<Record<string, any>>;
  suspended: Array<Record<string, any>>;
  comments: Array<{ ticket_id: number; body: string; public: boolean }>;
  /** Answers given before anything else, one a request. */
  failures: Array<{ status: number; retryAfter?: number; message?: string }>;
  calls: ZendeskCall[];
  [key: string]: unknown;
}

export interface ZendeskFake {
  readonly state: ZendeskFakeState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createZendeskFake(seed?: ZendeskSeed): ZendeskFake;
export function start(seed?: ZendeskSeed): Promise<{ url: string; fake: ZendeskFake; close(): Promise<void> }>;

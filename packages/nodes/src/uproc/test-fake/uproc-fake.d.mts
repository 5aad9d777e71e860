/** Types of the uProc API fake (`uproc-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const EMAIL: string;
export const API_KEY: string;

/** What the fake starts with: mailboxes and domains that exist. */
export interface UprocSeed {
  mailboxes?: string[];
  domains?: string[];
}

/** The fake's state. */
export interface UprocState {
  mailboxes: string[];
  domains: string[];
  calls: Array<{ method: string; path: string; authorization: string; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A fake: its request handler and state. */
export interface UprocFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: UprocState;
}

export function createUprocFake(seed?: UprocSeed): UprocFake;
export function start(seed?: UprocSeed): Promise<{ url: string; fake: UprocFake; close(): Promise<void> }>;

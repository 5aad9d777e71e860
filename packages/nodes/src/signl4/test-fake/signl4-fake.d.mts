/** Types of the SIGNL4 webhook fake (`signl4-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const TEAM_SECRET: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the fake starts with: the team secrets it knows, and answers to give first. */
export interface Signl4Seed {
  teams?: string[];
  failures?: Array<{ status: number; retryAfter?: number; message?: string }>;
}

/** An attachment as the fake read it. */
export interface Signl4Attachment {
  field: string;
  name: string;
  type: string;
  size: number;
  base64: string;
}

/** The fake's state. */
export interface Signl4State {
  teams: string[];
  events: Array<{ eventId: string; team: string; status: string; fields: Json; attachment?: Signl4Attachment }>;
  calls: Array<{ method: string; path: string; contentType: string; fields: Json; attachment?: Signl4Attachment }>;
  failures: Array<{ status: number; retryAfter?: number; message?: string }>;
}

/** A fake: its request handler and state. */
export interface Signl4Fake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: Signl4State;
}

export function createSignl4Fake(seed?: Signl4Seed): Signl4Fake;
export function start(seed?: Signl4Seed): Promise<{ url: string; fake: Signl4Fake; close(): Promise<void> }>;

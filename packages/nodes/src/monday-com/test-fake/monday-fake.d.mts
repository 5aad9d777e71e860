/** Types of the monday.com GraphQL API fake (`monday-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const TOKEN: string;
export const ACCOUNT_ID: number;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw. */
export interface MondayRequest {
  method: string;
  path: string;
  body: { query: string; variables?: Json };
  authorization: string;
  apiVersion?: string;
}

export interface MondaySeed {
  now?: string;
  boards?: Array<{ name: string; kind?: string; description?: string; columns?: Array<{ title: string; type: string }>; groups?: Array<{ title: string; items?: Array<{ name: string; values?: Record<string, unknown> }> }> }>;
}

export interface MondayState {
  clock: number;
  me: { id: string; name: string };
  boards: Json[];
  items: Json[];
  updates: Json[];
  calls: MondayRequest[];
  failures: Array<{ status: number; retryAfter?: number }>;
}

export interface MondayFake {
  state: MondayState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createMondayFake(seed?: MondaySeed): MondayFake;
export function start(seed?: MondaySeed): Promise<{ url: string; fake: MondayFake; close(): Promise<void> }>;

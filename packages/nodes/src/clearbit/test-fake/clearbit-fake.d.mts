/** Types of the Clearbit fake (`clearbit-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface ClearbitSeed {
  companies?: Json[];
  people?: Json[];
}

export interface ClearbitFake {
  state: { calls: Array<{ method: string; host: string; path: string; query: Record<string, string>; authorization: string }>; failures: Array<{ status: number; retryAfter?: number }> };
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createClearbitFake(seed?: ClearbitSeed): ClearbitFake;
export function start(seed?: ClearbitSeed): Promise<{ url: string; fake: ClearbitFake; close(): Promise<void> }>;

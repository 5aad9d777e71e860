/** Types of the Phantombuster API fake (`phantombuster-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the fake starts with. */
export interface PhantombusterSeed {
  now?: string;
  agents?: Json[];
}

/** A fake: its request handler and state. */
export interface PhantombusterFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: {
    agents: Json[];
    calls: Array<{ method: string; path: string; query: Record<string, string>; key: string; body: unknown }>;
    failures: Array<{ status: number; retryAfter?: number; error?: string }>;
  };
}

export function createPhantombusterFake(seed?: PhantombusterSeed): PhantombusterFake;
export function start(
  seed?: PhantombusterSeed,
): Promise<{ url: string; fake: PhantombusterFake; close(): Promise<void> }>;

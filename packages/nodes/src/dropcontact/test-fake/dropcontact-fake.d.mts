/** Types of the Dropcontact API fake (`dropcontact-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the fake starts with: the people it knows, and how many polls a request stays not ready. */
export interface DropcontactSeed {
  people?: Json[];
  notReadyPolls?: number;
  credits?: number;
}

/** A fake: its request handler and state. */
export interface DropcontactFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: {
    people: Json[];
    requests: Map<string, { polls: number; data: Json[] }>;
    calls: Array<{ method: string; path: string; token: string; body: Json | undefined }>;
    failures: Array<{ status: number; retryAfter?: number; reason?: string }>;
    credits: number;
  };
}

export function createDropcontactFake(seed?: DropcontactSeed): DropcontactFake;
export function start(seed?: DropcontactSeed): Promise<{ url: string; fake: DropcontactFake; close(): Promise<void> }>;

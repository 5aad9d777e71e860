/** Types of the Bannerbear fake (`bannerbear-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the fake starts with. */
export interface BannerbearSeed {
  templates?: Array<{ uid: string; name: string; width?: number; height?: number; layers?: string[]; tags?: string[] }>;
  /** How many reads of a pending image it takes to complete it (default 1). */
  renderReads?: number;
  failures?: Array<{ status: number; retryAfter?: number; message?: string }>;
}

/** The fake's state. */
export interface BannerbearState {
  templates: Json[];
  images: Array<{ image: Json; reads: number }>;
  calls: Array<{ method: string; path: string; query: Record<string, string>; authorization: string; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  failures: Array<{ status: number; retryAfter?: number; message?: string }>;
  renderReads: number;
}

/** A fake: its request handler and state. */
export interface BannerbearFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: BannerbearState;
}

export function createBannerbearFake(seed?: BannerbearSeed): BannerbearFake;
export function start(seed?: BannerbearSeed): Promise<{ url: string; fake: BannerbearFake; close(): Promise<void> }>;

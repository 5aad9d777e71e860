/** Types of the Ghost site fake (`ghost-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ADMIN_KEY: string;
export const CONTENT_KEY: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the fake starts with. */
export interface GhostSeed {
  now?: string;
  site?: string;
  adminKey?: string;
  contentKey?: string;
  users?: Json[];
  tags?: Json[];
  posts?: Json[];
  generatedPosts?: number;
}

/** A fake: its request handler and state. */
export interface GhostFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: {
    posts: Json[];
    tags: Json[];
    users: Json[];
    calls: Array<{
      method: string;
      path: string;
      query: Array<[string, string]>;
      authorization: string;
      body: unknown;
    }>;
    failures: Array<{ status: number; retryAfter?: number; type?: string; message?: string }>;
  };
}

export function createGhostFake(seed?: GhostSeed): GhostFake;
export function start(seed?: GhostSeed): Promise<{ url: string; fake: GhostFake; close(): Promise<void> }>;

/** Types of the Reddit fake (`reddit-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ACCESS_TOKEN: string;

export interface RedditCall { method: string; path: string; query: Record<string, string>; authorization?: string; userAgent?: string }
export interface RedditSeed {
  me?: string;
  users?: Array<{ name: string }>;
  subreddits?: Array<{ name: string; title?: string; description?: string; rules?: Array<{ short_name: string; description?: string }> }>;
  posts?: Array<{ sr: string; author: string; title: string; text?: string; url?: string; score?: number }>;
  comments?: Array<{ post?: number; author: string; body: string }>;
  friends?: string[];
  karma?: Array<Record<string, unknown>>;
  trophies?: Array<{ name: string; award_id?: string | null }>;
}
export interface RedditFake { handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>; state: { calls: RedditCall[]; posts: Array<Record<string, any>>; comments: Array<Record<string, any>> } } // eslint-disable-line @typescript-eslint/no-explicit-any
export function createRedditFake(seed?: RedditSeed): RedditFake;
export function start(seed?: RedditSeed): Promise<{ url: string; fake: RedditFake; close(): Promise<void> }>;

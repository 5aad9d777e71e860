/** Types of the Hacker News search API fake (`hacker-news-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface HackerNewsSeed {
  now?: string;
  stories?: Array<{ title: string; author: string; url?: string; points?: number; text?: string; tags?: string[]; comments?: Array<{ author: string; text: string }> }>;
  users?: Array<{ username: string; about?: string; karma?: number }>;
  generated?: number;
}

export interface HackerNewsFake {
  state: { items: Json[]; users: Json[]; calls: Array<{ method: string; path: string; query: Record<string, string> }>; failures: Array<{ status: number; retryAfter?: number }> };
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createHackerNewsFake(seed?: HackerNewsSeed): HackerNewsFake;
export function start(seed?: HackerNewsSeed): Promise<{ url: string; fake: HackerNewsFake; close(): Promise<void> }>;

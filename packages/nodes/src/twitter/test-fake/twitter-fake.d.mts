/** Types of the X API fake (`twitter-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CONSUMER_KEY: string;
export const OAUTH1_TOKEN: string;
export const OAUTH2_TOKEN: string;

/** One call the fake saw. */
export interface TwitterCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  authorization?: string;
  contentType: string;
}

export interface TwitterSeed {
  users?: Array<{ username: string; name?: string; description?: string }>;
  tweets?: Array<{ text: string; author?: string; minutesAgo?: number; lang?: string }>;
  lists?: Array<{ name: string; owner?: string }>;
  tier?: 'basic' | 'free';
}

export interface TwitterFakeState {
  clock: number;
  users: Array<{ id: string; username: string; name: string }>;
  tweets: Array<{ id: string; text: string; author_id: string; deleted?: boolean; likes: Set<string>; retweets: Set<string>; media_ids: string[]; [key: string]: unknown }>;
  lists: Array<{ id: string; name: string; owner_id: string; members: string[] }>;
  media: Array<{ id: string; total: number; bytes: number; type: string }>;
  messages: Array<{ id: string; to: string; text: string; attachments?: unknown }>;
  tier: string;
  calls: TwitterCall[];
}

export interface TwitterFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: TwitterFakeState;
}

export function createTwitterFake(seed?: TwitterSeed): TwitterFake;
export function start(seed?: TwitterSeed): Promise<{ url: string; fake: TwitterFake; close(): Promise<void> }>;

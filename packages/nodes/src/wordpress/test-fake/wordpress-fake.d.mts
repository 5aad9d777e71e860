/** Types of the WordPress REST API fake (`wordpress-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const SITE: string;
export const USERNAME: string;
export const PASSWORD: string;

/** One call the fake saw. */
export interface WordpressCall {
  method: string;
  path: string;
  rawQuery: string;
  query: Record<string, any>;
  body?: any;
  authorization?: string;
  contentType?: string;
}

export interface FakeUser { id: number; username: string; password: string; name: string; email: string; roles: string[]; [key: string]: unknown }
export interface FakePost { id: number; type: 'post' | 'page'; title: string; content: string; status: string; author: number; date: number; modified: number; [key: string]: unknown }

export interface WordpressFakeState {
  clock: number;
  nextPostId: number;
  nextUserId: number;
  users: FakeUser[];
  posts: FakePost[];
  categories: Array<{ id: number; name: string; slug: string }>;
  tags: Array<{ id: number; name: string; slug: string }>;
  calls: WordpressCall[];
}

export interface WordpressSeed {
  users?: Array<Record<string, unknown>>;
  categories?: Array<Record<string, unknown>>;
  tags?: Array<Record<string, unknown>>;
  posts?: Array<Record<string, unknown>>;
  pages?: Array<Record<string, unknown>>;
}

export interface WordpressFake {
  readonly state: WordpressFakeState;
  addUser(fields: Record<string, unknown>): FakeUser;
  addPost(type: 'post' | 'page', fields: Record<string, unknown>): FakePost;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createWordpressFake(seed?: WordpressSeed): WordpressFake;
export function parseQuery(search: string): Record<string, any>;
export function start(seed?: WordpressSeed): Promise<{ url: string; fake: WordpressFake; close(): Promise<void> }>;

/** Types of the GitHub REST API fake (`github-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const TOKEN: string;
export const OAUTH_TOKEN: string;
export const LOGIN: string;

/** One call the fake saw. */
export interface GithubCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: any;
  authorization?: string;
}

export interface GithubFakeState {
  clock: number;
  nextId: number;
  users: Array<{ login: string; id: number; type: string }>;
  repos: Array<Record<string, any>>;
  files: Array<{ repo: number; path: string; branch: string; content: Buffer }>;
  issues: Array<Record<string, any>>;
  comments: Array<Record<string, any>>;
  reviews: Array<Record<string, any>>;
  releases: Array<Record<string, any>>;
  workflows: Array<Record<string, any>>;
  hooks: Array<{ id: number; repo: number; active: boolean; events: string[]; config: Record<string, any> }>;
  invitations: Array<Record<string, any>>;
  dispatches: Array<{ workflow: number; ref: string; inputs: Record<string, unknown> }>;
  calls: GithubCall[];
}

export interface GithubSeed {
  users?: Array<Record<string, unknown>>;
  repos?: Array<Record<string, unknown>>;
}

export interface GithubFake {
  readonly state: GithubFakeState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  addRepo(fields: Record<string, unknown>): Record<string, any>;
  addUser(fields: Record<string, unknown>): { login: string; id: number; type: string };
  putFile(repo: Record<string, any>, path: string, content: string | Buffer, branch?: string): unknown;
  blobSha(content: Buffer): string;
}

export function createGithubFake(seed?: GithubSeed): GithubFake;
export function start(seed?: GithubSeed): Promise<{ url: string; fake: GithubFake; close(): Promise<void> }>;

/** Types of the GitLab REST API fake (`gitlab-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const TOKEN: string;
export const OAUTH_TOKEN: string;
export const USERNAME: string;

/** One call the fake saw. */
export interface GitlabCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: any;
  privateToken?: string;
  authorization?: string;
}

export interface GitlabFakeState {
  clock: number;
  nextId: number;
  users: Array<{ id: number; username: string; name: string }>;
  projects: Array<Record<string, any>>;
  files: Array<{ project: number; path: string; branch: string; content: Buffer }>;
  issues: Array<Record<string, any>>;
  notes: Array<Record<string, any>>;
  releases: Array<Record<string, any>>;
  hooks: Array<Record<string, any>>;
  calls: GitlabCall[];
}

export interface GitlabSeed {
  users?: Array<Record<string, unknown>>;
  projects?: Array<Record<string, unknown>>;
}

export interface GitlabFake {
  readonly state: GitlabFakeState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createGitlabFake(seed?: GitlabSeed): GitlabFake;
export function start(seed?: GitlabSeed): Promise<{ url: string; fake: GitlabFake; close(): Promise<void> }>;

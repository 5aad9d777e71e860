/** Types of the Linear GraphQL fake (`linear-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const KEY: string;
export const OAUTH_TOKEN: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw. */
export interface LinearRequest {
  method: string;
  path: string;
  query: string;
  variables: Json;
  authorization: string;
}

export interface LinearSeed {
  now?: string;
  users?: Array<{ name: string; displayName?: string }>;
  teams?: Array<{ key: string; name: string; states?: string[] }>;
  issues?: Array<{ team?: number; title: string; description?: string; priority?: number; assignee?: number; state?: string }>;
  webhooks?: Array<{ url: string; team?: number; resources?: string[] }>;
}

export interface LinearState {
  clock: number;
  users: Json[];
  teams: Json[];
  states: Json[];
  issues: Json[];
  comments: Json[];
  attachments: Json[];
  webhooks: Json[];
  calls: LinearRequest[];
  failures: Array<{ status: number; retryAfter?: number }>;
}

export interface LinearFake {
  state: LinearState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createLinearFake(seed?: LinearSeed): LinearFake;
export function start(seed?: LinearSeed): Promise<{ url: string; fake: LinearFake; close(): Promise<void> }>;

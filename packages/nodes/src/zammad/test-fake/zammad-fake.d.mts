/** Types of the Zammad helpdesk fake (`zammad-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const EMAIL: string;
export const PASSWORD: string;
export const TOKEN: string;

/** One call the fake saw (the path under `/api/v1`). */
export interface ZammadCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: any;
  authorization: string;
}

export interface ZammadSeed {
  now?: string;
  users?: Array<Record<string, unknown>>;
  organizations?: Array<Record<string, unknown>>;
  groups?: Array<Record<string, unknown>>;
  tickets?: Array<Record<string, unknown>>;
}

export interface ZammadFakeState {
  users: Array<Record<string, any>>;
  organizations: Array<Record<string, any>>;
  groups: Array<Record<string, any>>;
  tickets: Array<Record<string, any>>;
  articles: Array<Record<string, any>>;
  calls: ZammadCall[];
  [key: string]: unknown;
}

export interface ZammadFake {
  readonly state: ZammadFakeState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createZammadFake(seed?: ZammadSeed): ZammadFake;
export function start(seed?: ZammadSeed): Promise<{ url: string; fake: ZammadFake; close(): Promise<void> }>;

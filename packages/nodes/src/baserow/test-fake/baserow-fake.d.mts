/** Types of the Baserow fake (`baserow-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const USERNAME: string;
export const PASSWORD: string;

/** One request the fake saw. */
export interface BaserowRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any;
  authorization?: string;
}

export interface BaserowSeed {
  users?: Array<{ email: string; password: string; name?: string }>;
  databases?: Array<{ name: string; tables?: Array<{ name: string; fields?: Array<{ name: string; type?: string }>; rows?: Array<Record<string, unknown>> }> }>;
  otherApplications?: string[];
}

export interface BaserowState {
  applications: Array<{ id: number; name: string; type: string }>;
  tables: Array<{ id: number; name: string; database_id: number }>;
  fields: Array<{ id: number; table_id: number; name: string; type: string; primary: boolean }>;
  rows: Array<Record<string, any>>;
  tokens: Set<string>;
  calls: BaserowRequest[];
  failures: Array<{ status: number; retryAfter?: number }>;
}

export interface BaserowFake {
  state: BaserowState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createBaserowFake(seed?: BaserowSeed): BaserowFake;
export function start(seed?: BaserowSeed): Promise<{ url: string; fake: BaserowFake; close(): Promise<void> }>;

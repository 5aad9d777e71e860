/** Types of the NocoDB fake (`nocodb-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const TOKEN: string;

/** One request the fake saw (`xc-auth` and `xc-token` apart). */
export interface NocoDbRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any;
  auth?: string;
  token?: string;
  contentType?: string;
}

export interface NocoDbSeed {
  projects?: Array<{ id?: string; title: string; tables?: Array<{ id?: string; title: string; primaryKey?: string; rows?: Array<Record<string, unknown>> }> }>;
}

export interface NocoDbState {
  projects: Array<{ id: string; title: string }>;
  tables: Array<{ id: string; title: string; projectId: string; primaryKey: string; rows: Array<Record<string, any>> }>;
  files: Array<{ data: Buffer; type?: string; title: string }>;
  calls: NocoDbRequest[];
  failures: Array<{ status: number; retryAfter?: number }>;
}

export interface NocoDbFake {
  state: NocoDbState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createNocoDbFake(seed?: NocoDbSeed): NocoDbFake;
export function start(seed?: NocoDbSeed): Promise<{ url: string; fake: NocoDbFake; close(): Promise<void> }>;

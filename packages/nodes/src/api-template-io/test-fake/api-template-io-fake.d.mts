/** Types of the APITemplate.io fake (`api-template-io-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the fake starts with. */
export interface ApiTemplateIoSeed {
  templates?: Array<{ id: string; name: string; format: string }>;
  account?: Json;
  failures?: Array<{ status: number; retryAfter?: number; message?: string }>;
}

/** The fake's state. */
export interface ApiTemplateIoState {
  templates: Json[];
  account: Json;
  renders: Array<{ ref: string; file: string; template_id: string; data: unknown }>;
  calls: Array<{
    method: string;
    host: string;
    path: string;
    query: Record<string, string>;
    apiKey: string;
    body: unknown;
  }>;
  failures: Array<{ status: number; retryAfter?: number; message?: string }>;
}

/** A fake: its request handler and state. */
export interface ApiTemplateIoFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: ApiTemplateIoState;
}

export function createApiTemplateIoFake(seed?: ApiTemplateIoSeed): ApiTemplateIoFake;
export function start(
  seed?: ApiTemplateIoSeed,
): Promise<{ url: string; fake: ApiTemplateIoFake; close(): Promise<void> }>;

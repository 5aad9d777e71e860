/** Types of the Typeform API fake (`typeform-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ACCESS_TOKEN: string;
export const FEEDBACK_FIELDS: Array<Record<string, unknown>>;

export interface TypeformCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: any;
  authorization?: string;
}

export interface TypeformFakeState {
  forms: Array<{ id: string; title: string }>;
  webhooks: Array<{ id: string; form_id: string; tag: string; url: string; enabled: boolean; verify_ssl: boolean }>;
  /** Answers given before anything else, one a request. */
  failures: Array<{ status: number; retryAfter?: number; message?: string }>;
  calls: TypeformCall[];
}

export interface TypeformFake {
  readonly state: TypeformFakeState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createTypeformFake(seed?: { forms?: Array<{ id: string; title: string }> }): TypeformFake;
export function formResponse(form: { id: string; title: string }, answers: Array<Record<string, unknown>>, fields?: Array<Record<string, unknown>>): Record<string, any>;
export function start(seed?: { forms?: Array<{ id: string; title: string }> }): Promise<{ url: string; fake: TypeformFake; close(): Promise<void> }>;

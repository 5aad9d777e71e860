/** Types of the SendGrid v3 API fake (`sendgrid-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;

/** One request the fake saw. */
export interface SendGridRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  authorization: string;
}

/** What the fake starts with. */
export interface SendGridSeed {
  now?: string;
  contacts?: Array<{ email: string; first_name?: string; last_name?: string; city?: string; country?: string }>;
  lists?: Array<{ name: string; contacts?: string[] }>;
  customFields?: Array<{ name: string; field_type?: string }>;
  templates?: Array<{ name: string }>;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The fake's state. */
export interface SendGridState {
  clock: number;
  contacts: Json[];
  lists: Json[];
  fields: Json[];
  templates: Json[];
  mails: Array<{ id: string; body: Json }>;
  jobs: number;
  calls: SendGridRequest[];
  failures: Array<{ status: number; retryAfter?: number }>;
}

/** A fake: its request handler and state. */
export interface SendGridFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: SendGridState;
}

export function createSendGridFake(seed?: SendGridSeed): SendGridFake;
export function start(seed?: SendGridSeed): Promise<{ url: string; fake: SendGridFake; close(): Promise<void> }>;

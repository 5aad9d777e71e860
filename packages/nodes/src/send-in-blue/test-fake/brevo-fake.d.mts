/** Types of the Brevo API fake (`brevo-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw. */
export interface BrevoRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  apiKey: string;
}

/** What the fake starts with. */
export interface BrevoSeed {
  now?: string;
  attributes?: Array<{ name: string; category?: string; type?: string }>;
  contacts?: Array<{ email: string; attributes?: Json }>;
  senders?: Array<{ name: string; email: string }>;
  templates?: Array<{ name: string; subject?: string }>;
}

/** The fake's state. */
export interface BrevoState {
  clock: number;
  contacts: Json[];
  attributes: Json[];
  senders: Json[];
  templates: Json[];
  mails: Array<{ messageId: string; body: Json }>;
  webhooks: Json[];
  calls: BrevoRequest[];
}

/** A fake: its request handler and state. */
export interface BrevoFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: BrevoState;
}

export function createBrevoFake(seed?: BrevoSeed): BrevoFake;
export function start(seed?: BrevoSeed): Promise<{ url: string; fake: BrevoFake; close(): Promise<void> }>;

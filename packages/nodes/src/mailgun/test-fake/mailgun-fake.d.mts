/** Types of the Mailgun messages API fake (`mailgun-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the fake starts with: the sending domains it knows. */
export interface MailgunSeed {
  domains?: string[];
}

/** The fake's state. */
export interface MailgunState {
  domains: string[];
  messages: Json[];
  calls: Array<{ method: string; path: string; authorization: string; contentType: string; form: Json }>;
}

/** A fake: its request handler and state. */
export interface MailgunFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: MailgunState;
}

export function createMailgunFake(seed?: MailgunSeed): MailgunFake;
export function start(seed?: MailgunSeed): Promise<{ url: string; fake: MailgunFake; close(): Promise<void> }>;

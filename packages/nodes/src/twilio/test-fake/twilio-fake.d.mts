/** Types of the Twilio REST API fake (`twilio-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ACCOUNT_SID: string;
export const AUTH_TOKEN: string;
export const API_KEY_SID: string;
export const API_KEY_SECRET: string;
export const NUMBERS: string[];
export const WHATSAPP_SENDERS: string[];

/** One request the fake saw. */
export interface TwilioRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string | string[]>;
  contentType: string;
  authorization?: string;
}

export interface TwilioSeed {
  numbers?: string[];
  whatsappSenders?: string[];
  now?: string;
}

export interface TwilioState {
  messages: Array<Record<string, any>>;
  calls_made: Array<Record<string, any>>;
  calls: TwilioRequest[];
  failures: Array<{ status: number; retryAfter?: number; code?: number; message?: string }>;
}

export interface TwilioFake {
  state: TwilioState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createTwilioFake(seed?: TwilioSeed): TwilioFake;
export function start(seed?: TwilioSeed): Promise<{ url: string; fake: TwilioFake; close(): Promise<void> }>;

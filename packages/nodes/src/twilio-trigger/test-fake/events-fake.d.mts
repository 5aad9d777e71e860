/** Types of the Twilio Event Streams fake (`events-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ACCOUNT_SID: string;
export const AUTH_TOKEN: string;

/** One call the fake saw (the path under `/v1`, its form fields). */
export interface EventsCall {
  method: string;
  path: string;
  form: Record<string, string>;
  types: string[];
  contentType?: string;
  authorization: string;
}

export interface EventsFakeState {
  sinks: Array<Record<string, any>>;
  subscriptions: Array<Record<string, any>>;
  calls: EventsCall[];
  [key: string]: unknown;
}

export interface EventsFake {
  readonly state: EventsFakeState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createEventsFake(): EventsFake;
export function start(): Promise<{ url: string; fake: EventsFake; close(): Promise<void> }>;

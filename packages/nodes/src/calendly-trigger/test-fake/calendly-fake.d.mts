/** Types of the Calendly fake (`calendly-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;
export const PERSONAL_TOKEN: string;
export const OAUTH_TOKEN: string;
export const USER_URI: string;
export const ORGANIZATION_URI: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface CalendlySeed {
  subscriptions?: Array<{ url: string; events: string[]; scope?: string }>;
  hooks?: Array<{ url: string; events: string[] }>;
}

export interface CalendlyFake {
  state: {
    subscriptions: Json[];
    hooks: Json[];
    calls: Array<{ method: string; path: string; query: Record<string, string>; body: any; authorization: string; xToken: string }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createCalendlyFake(seed?: CalendlySeed): CalendlyFake;
export function start(seed?: CalendlySeed): Promise<{ url: string; fake: CalendlyFake; close(): Promise<void> }>;

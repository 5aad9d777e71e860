/** Types of the Cal.com fake (`cal-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface CalSeed {
  webhooks?: Array<{ subscriberUrl: string; eventTriggers: string[] }>;
}

export interface CalFake {
  state: {
    webhooks: Json[];
    calls: Array<{ method: string; path: string; query: Record<string, string>; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createCalFake(seed?: CalSeed): CalFake;
export function start(seed?: CalSeed): Promise<{ url: string; fake: CalFake; close(): Promise<void> }>;

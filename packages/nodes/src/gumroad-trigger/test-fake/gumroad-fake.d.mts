/** Types of the Gumroad fake (`gumroad-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ACCESS_TOKEN: string;

export interface GumroadSubscription {
  id: string;
  resource_name: string;
  post_url: string;
}

export interface GumroadSeed {
  subscriptions?: Array<{ resource_name: string; post_url: string }>;
}

export interface GumroadFake {
  state: {
    subscriptions: GumroadSubscription[];
    calls: Array<{ method: string; path: string; query: Record<string, string>; body: any; contentType: string }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createGumroadFake(seed?: GumroadSeed): GumroadFake;
export function start(seed?: GumroadSeed): Promise<{ url: string; fake: GumroadFake; close(): Promise<void> }>;

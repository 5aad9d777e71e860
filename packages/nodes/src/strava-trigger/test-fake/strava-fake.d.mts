/** Types of the Strava fake (`strava-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CLIENT_ID: string;
export const CLIENT_SECRET: string;
export const ACCESS_TOKEN: string;
export const ATHLETE_ID: number;

export interface StravaSubscription {
  id: number;
  resource_state: number;
  application_id: number;
  callback_url: string;
  created_at: string;
  updated_at: string;
}

export interface StravaSeed {
  subscription?: { callback_url: string };
}

export interface StravaFake {
  state: {
    subscription: StravaSubscription | undefined;
    calls: Array<{
      method: string;
      path: string;
      query: Record<string, string>;
      form: Record<string, string>;
      contentType: string;
      authorization: string;
    }>;
    validations: Array<{ url: string; status?: number; body?: string; error?: string }>;
  };
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  push(event: Record<string, unknown>): Promise<{ status: number; body: string }>;
}

export function createStravaFake(seed?: StravaSeed): StravaFake;
export function start(seed?: StravaSeed): Promise<{ url: string; fake: StravaFake; close(): Promise<void> }>;

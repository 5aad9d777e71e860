/** Types of the Airtop API fake (`airtop-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const KEY: string;
export const SCREENSHOT_BASE64: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw. */
export interface AirtopRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  authorization: string;
  apiKey: string;
  sdk: string;
}

export interface AirtopSeed {
  now?: string;
  sessions?: Array<{ profileName?: string; windows?: Array<{ url: string }> }>;
  files?: Array<{ fileName: string; fileType?: string; sessions?: number[]; content?: string; status?: string }>;
  answers?: Record<string, string>;
  downloads?: Array<{ session?: number; fileName: string; content?: string }>;
  agentOutputs?: Record<string, Json>;
  agentErrors?: Record<string, string>;
}

export interface AirtopState {
  clock: number;
  sessions: Json[];
  windows: Json[];
  files: Json[];
  requests: Json[];
  invocations: Json[];
  events: Json[];
  calls: AirtopRequest[];
  failures: Array<{ status: number; retryAfter?: number }>;
}

export interface AirtopFake {
  state: AirtopState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createAirtopFake(seed?: AirtopSeed): AirtopFake;
export function start(seed?: AirtopSeed): Promise<{ url: string; fake: AirtopFake; close(): Promise<void> }>;

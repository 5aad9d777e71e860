/** Types of the HighLevel API fake (`high-level-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;
export const ACCESS_TOKEN: string;
export const LOCATION_ID: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw. */
export interface HighLevelRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  authorization: string;
  version?: string;
}

export interface HighLevelSeed {
  now?: string;
  users?: Array<{ name: string; email?: string }>;
  customFields?: Array<{ name: string; fieldKey?: string; dataType?: string }>;
  contacts?: Array<{ firstName?: string; lastName?: string; email?: string; phone?: string; tags?: string[]; source?: string }>;
  pipelines?: Array<{ name: string; stages?: string[] }>;
  opportunities?: Array<{ name: string; pipeline: string; stage?: string; contact: string; status?: string; monetaryValue?: number }>;
  tasks?: Array<{ contact: string; title: string; dueDate: string; description?: string; completed?: boolean }>;
  calendars?: Array<{ name: string }>;
}

export interface HighLevelState {
  clock: number;
  users: Json[];
  customFields: Json[];
  contacts: Json[];
  pipelines: Json[];
  opportunities: Json[];
  tasks: Json[];
  notes: Json[];
  calendars: Json[];
  appointments: Json[];
  calls: HighLevelRequest[];
  failures: Array<{ status: number; retryAfter?: number }>;
}

export interface HighLevelFake {
  state: HighLevelState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createHighLevelFake(seed?: HighLevelSeed): HighLevelFake;
export function start(seed?: HighLevelSeed): Promise<{ url: string; fake: HighLevelFake; close(): Promise<void> }>;

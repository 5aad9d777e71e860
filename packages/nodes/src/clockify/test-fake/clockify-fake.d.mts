/** Types of the Clockify REST API fake (`clockify-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw. */
export interface ClockifyRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  apiKey: string;
}

/** What the fake starts with: workspaces and what is in them. */
export interface ClockifySeed {
  workspaces?: Array<{
    name: string;
    users?: Array<{ email: string; name: string; status?: string }>;
    clients?: Array<{ name: string; archived?: boolean; address?: string; note?: string }>;
    projects?: Array<{ name: string; client?: string; archived?: boolean; billable?: boolean; tasks?: Json[] } & Json>;
    tags?: Array<{ name: string; archived?: boolean }>;
    customFields?: string[];
    timeEntries?: Array<{ start: string; end?: string; description?: string; project?: string; billable?: boolean }>;
  }>;
}

/** The fake's state. */
export interface ClockifyState {
  workspaces: Json[];
  users: Json[];
  clients: Json[];
  projects: Json[];
  tags: Json[];
  tasks: Json[];
  entries: Json[];
  fields: Json[];
  calls: ClockifyRequest[];
}

/** A fake: its request handler and state. */
export interface ClockifyFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: ClockifyState;
}

export function createClockifyFake(seed?: ClockifySeed): ClockifyFake;
export function start(seed?: ClockifySeed): Promise<{ url: string; fake: ClockifyFake; close(): Promise<void> }>;

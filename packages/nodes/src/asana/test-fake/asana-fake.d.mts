/** Types of the Asana REST API fake (`asana-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const TOKEN: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw. */
export interface AsanaRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  authorization: string;
}

export interface AsanaSeed {
  now?: string;
  workspaces?: Array<{
    name: string;
    is_organization?: boolean;
    teams?: string[];
    users?: string[];
    tags?: string[];
    projects?: Array<{ name: string; team?: string; sections?: string[]; tasks?: Array<{ name: string; notes?: string; assignee?: string; completed?: boolean; section?: string; tags?: string[]; subtasks?: string[] }> }>;
  }>;
}

export interface AsanaState {
  clock: number;
  workspaces: Json[];
  teams: Json[];
  users: Json[];
  projects: Json[];
  sections: Json[];
  tasks: Json[];
  tags: Json[];
  stories: Json[];
  webhooks: Json[];
  calls: AsanaRequest[];
  failures: Array<{ status: number; retryAfter?: number }>;
}

export interface AsanaFake {
  state: AsanaState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createAsanaFake(seed?: AsanaSeed): AsanaFake;
export function start(seed?: AsanaSeed): Promise<{ url: string; fake: AsanaFake; close(): Promise<void> }>;

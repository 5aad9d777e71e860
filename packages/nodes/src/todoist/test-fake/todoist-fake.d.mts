/** Types of the Todoist fake (`todoist-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const TOKEN: string;
export const OAUTH_TOKEN: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw. */
export interface TodoistRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  authorization: string;
}

export interface TodoistSeed {
  now?: string;
  projects?: Array<{ name: string; color?: string; is_favorite?: boolean; sections?: string[]; tasks?: Array<{ content: string; section?: string; labels?: string[]; priority?: number; description?: string; due_string?: string; comments?: string[] }> }>;
  labels?: Array<{ name: string; color?: string }>;
  collaborators?: Array<{ name: string; email: string }>;
  reminders?: Array<{ task: string; due: Json; type?: string }>;
}

export interface TodoistState {
  clock: number;
  projects: Json[];
  sections: Json[];
  tasks: Json[];
  comments: Json[];
  labels: Json[];
  reminders: Json[];
  collaborators: Json[];
  calls: TodoistRequest[];
  failures: Array<{ status: number; retryAfter?: number }>;
}

export interface TodoistFake {
  state: TodoistState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createTodoistFake(seed?: TodoistSeed): TodoistFake;
export function start(seed?: TodoistSeed): Promise<{ url: string; fake: TodoistFake; close(): Promise<void> }>;

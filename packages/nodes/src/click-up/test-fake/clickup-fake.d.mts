/** Types of the ClickUp API fake (`clickup-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const TOKEN: string;
export const OAUTH_TOKEN: string;
export const TEAM_ID: string;

/** One request the fake saw. */
export interface ClickUpRequest {
  method: string;
  path: string;
  rawQuery: string;
  query: Record<string, any>;
  body?: any;
  authorization?: string;
}

export interface ClickUpSeedList {
  name: string;
  content?: string;
  archived?: boolean;
  fields?: Array<{ name: string; type?: string; type_config?: Record<string, unknown> }>;
}

export interface ClickUpSeed {
  now?: string;
  teamName?: string;
  users?: Array<{ username: string; email: string; color?: string }>;
  spaces?: Array<{ name: string; tags?: Array<{ name: string; tag_fg?: string; tag_bg?: string }>; folders?: Array<{ name: string; archived?: boolean; lists?: ClickUpSeedList[] }>; lists?: ClickUpSeedList[] }>;
  /** Tasks by list name (the first list when none matches); assignees are indexes into `users`. */
  tasks?: Array<{ name: string; list?: string; content?: string; status?: string; priority?: number; due_date?: number; assignees?: number[]; tags?: string[]; parent?: string; archived?: boolean; fields?: Record<string, unknown>; comments?: string[] }>;
  timeEntries?: Array<{ task?: string; start: string; minutes: number; description?: string; billable?: boolean; tags?: string[]; running?: boolean }>;
}

export interface ClickUpState {
  users: Array<{ id: number; username: string; email: string }>;
  spaces: Array<Record<string, any>>;
  folders: Array<Record<string, any>>;
  lists: Array<Record<string, any>>;
  tasks: Array<Record<string, any>>;
  comments: Array<Record<string, any>>;
  goals: Array<Record<string, any>>;
  keyResults: Array<Record<string, any>>;
  entries: Array<Record<string, any>>;
  webhooks: Array<Record<string, any>>;
  calls: ClickUpRequest[];
  failures: Array<{ status: number; retryAfter?: number }>;
}

export interface ClickUpFake {
  state: ClickUpState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createClickUpFake(seed?: ClickUpSeed): ClickUpFake;
export function start(seed?: ClickUpSeed): Promise<{ url: string; fake: ClickUpFake; close(): Promise<void> }>;

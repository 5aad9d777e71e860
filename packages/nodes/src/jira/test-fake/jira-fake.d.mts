/** Types of the Jira REST API fake (`jira-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const SITE: string;
export const EMAIL: string;
export const API_TOKEN: string;
export const PASSWORD: string;
export const PAT: string;

/** One call the fake saw. */
export interface JiraCall {
  method: string;
  path: string;
  rawQuery: string;
  query: Record<string, any>;
  body?: any;
  authorization?: string;
  contentType?: string;
  atlassianToken?: string;
}

/** A seeded issue. */
export interface JiraSeedIssue {
  project?: string;
  type?: string;
  summary: string;
  description?: string;
  labels?: string[];
  priority?: string;
  assignee?: string;
  status?: 1 | 2 | 3;
  parent?: string;
  comments?: unknown[];
  attachments?: Array<{ filename: string; mimeType?: string; text?: string }>;
  changes?: number;
}

export interface JiraSeed {
  site?: string;
  now?: string;
  deployment?: 'Cloud' | 'Server';
  projects?: Array<Record<string, unknown>>;
  issueTypes?: Array<{ id: string; name: string; subtask: boolean }>;
  priorities?: Array<{ id: string; name: string }>;
  customFields?: Array<{ id: string; name: string }>;
  groups?: string[];
  users?: Array<Record<string, unknown>>;
  issues?: JiraSeedIssue[];
}

export interface JiraFakeState {
  site: string;
  issues: Array<Record<string, any>>;
  comments: Array<Record<string, any>>;
  attachments: Array<Record<string, any>>;
  users: Array<Record<string, any>>;
  webhooks: Array<{ id: number; name: string; url: string; events: string[]; filters: Record<string, unknown>; excludeBody: boolean }>;
  notifications?: Array<Record<string, any>>;
  /** Answers given before anything else, one a request. */
  failures: Array<{ status: number; retryAfter?: number; message?: string }>;
  calls: JiraCall[];
  [key: string]: unknown;
}

export interface JiraFake {
  readonly state: JiraFakeState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createJiraFake(seed?: JiraSeed): JiraFake;
export function parseMultipart(raw: Buffer, contentType: string): Array<{ name?: string; filename?: string; contentType?: string; bytes: Uint8Array }>;
export function start(seed?: JiraSeed): Promise<{ url: string; fake: JiraFake; close(): Promise<void> }>;

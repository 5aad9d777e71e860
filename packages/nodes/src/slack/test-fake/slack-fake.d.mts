/** Types of the Slack Web API fake (`slack-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The token the fake accepts. */
export const TOKEN: string;

/** One call the fake saw. */
export interface SlackCall {
  httpMethod: string;
  path: string;
  /** The Web API method (`chat.postMessage`), or `upload` for the upload URL. */
  method: string;
  query: Record<string, string>;
  body: Record<string, any>;
  files: Record<string, { name: string; type: string; text: string }>;
  contentType: string;
  token: string;
}

/** An answer given instead of the method's own (once, or `times` times). */
export interface SlackFault {
  method?: string;
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  times?: number;
}

export interface SlackFakeState {
  team: { id: string; name: string };
  users: Array<Record<string, any>>;
  channels: Array<Record<string, any>>;
  messages: Array<Record<string, any>>;
  files: Array<Record<string, any>>;
  stars: Array<Record<string, any>>;
  usergroups: Array<Record<string, any>>;
  teamFields: Array<{ id: string; label: string }>;
  faults: SlackFault[];
  endlessCursor: boolean | 'repeat';
  clock: number;
}

export interface SlackFake {
  state: SlackFakeState;
  calls: SlackCall[];
  origin: string;
  reset(): void;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export function createSlackFake(): SlackFake;
export function start(): Promise<{ url: string; fake: SlackFake; close(): Promise<void> }>;

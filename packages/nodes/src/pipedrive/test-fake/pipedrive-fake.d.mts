/** Types of the Pipedrive API fake (`pipedrive-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_TOKEN: string;
export const ACCESS_TOKEN: string;
export const DEAL_SOURCE_KEY: string;

/** One call the fake saw (the `api_token` parameter taken out of `query`). */
export interface PipedriveCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, any>;
  files: Array<{ name: string; filename: string; type: string; text: string }>;
  token?: string;
  authorization?: string;
}

export interface PipedriveSeed {
  now?: string;
  organizations?: Array<Record<string, unknown>>;
  persons?: Array<Record<string, unknown>>;
  products?: Array<Record<string, unknown>>;
  deals?: Array<Record<string, unknown>>;
  activities?: Array<Record<string, unknown>>;
  notes?: Array<Record<string, unknown>>;
  leads?: Array<Record<string, unknown>>;
}

export interface PipedriveFakeState {
  deal: Array<Record<string, any>>;
  person: Array<Record<string, any>>;
  organization: Array<Record<string, any>>;
  activity: Array<Record<string, any>>;
  note: Array<Record<string, any>>;
  lead: Array<Record<string, any>>;
  product: Array<Record<string, any>>;
  file: Array<Record<string, any>>;
  dealProduct: Array<Record<string, any>>;
  webhooks: Array<{ id: number; event_action: string; event_object: string; subscription_url: string; http_auth_user: string | null; http_auth_password: string | null }>;
  /** Answers given before anything else, one a request. */
  failures: Array<{ status: number; retryAfter?: number; message?: string }>;
  calls: PipedriveCall[];
  [key: string]: unknown;
}

export interface PipedriveFake {
  readonly state: PipedriveFakeState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createPipedriveFake(seed?: PipedriveSeed): PipedriveFake;
export function start(seed?: PipedriveSeed): Promise<{ url: string; fake: PipedriveFake; close(): Promise<void> }>;

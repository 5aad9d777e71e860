/** Types of the ServiceNow instance fake (`servicenow-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const USER: string;
export const PASSWORD: string;
export const ACCESS_TOKEN: string;

/** One call the fake saw (the path under `/api/now`). */
export interface ServiceNowCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: Buffer;
  contentType?: string;
  authorization: string;
}

export interface ServiceNowSeed {
  subdomain?: string;
  now?: string;
  tables?: Record<string, Array<Record<string, unknown>>>;
  attachments?: Array<{
    sys_id?: string;
    table_name: string;
    table_sys_id: string;
    file_name: string;
    content_type?: string;
    text?: string;
  }>;
}

export interface ServiceNowFakeState {
  tables: Record<string, Array<Record<string, any>>>;
  attachments: Array<Record<string, any>>;
  calls: ServiceNowCall[];
  [key: string]: unknown;
}

export interface ServiceNowFake {
  readonly state: ServiceNowFakeState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createServiceNowFake(seed?: ServiceNowSeed): ServiceNowFake;
export function start(seed?: ServiceNowSeed): Promise<{ url: string; fake: ServiceNowFake; close(): Promise<void> }>;

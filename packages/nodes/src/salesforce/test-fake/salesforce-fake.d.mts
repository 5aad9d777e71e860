/** Types of the Salesforce org fake (`salesforce-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ACCESS_TOKEN: string;
export const CLIENT_ID: string;
export const INSTANCE_URL: string;
export const TEST_PRIVATE_KEY: string;
export const TEST_PUBLIC_KEY: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request the fake saw. */
export interface SalesforceRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  authorization: string;
}

export interface SalesforceSeed {
  now?: string;
  pageSize?: number;
  users?: Array<{ FirstName: string; LastName: string; Email?: string }>;
  records?: Record<string, Json[]>;
  customObjects?: Array<{ name: string; label?: string; fields: Array<{ name: string; label?: string; externalId?: boolean }> }>;
  flows?: Array<{ name: string; label?: string }>;
}

export interface SalesforceFake {
  state: { clock: number; records: Record<string, Json[]>; calls: SalesforceRequest[]; failures: Array<{ status: number; retryAfter?: number }>; tokens: number };
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createSalesforceFake(seed?: SalesforceSeed): SalesforceFake;
export function start(seed?: SalesforceSeed): Promise<{ url: string; fake: SalesforceFake; close(): Promise<void> }>;

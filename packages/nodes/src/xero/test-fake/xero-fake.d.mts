/** Types of the Xero fake (`xero-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const ACCESS_TOKEN: string;
export const TENANT_ID: string;
export const OTHER_TENANT_ID: string;

/** What the fake starts with (records without a `tenantId` belong to TENANT_ID). */
export interface XeroSeed {
  now?: string;
  tenants?: Array<{ tenantId: string; tenantName: string }>;
  contacts?: Json[];
  invoices?: Json[];
  items?: Json[];
  accounts?: Json[];
  brandingThemes?: Json[];
  currencies?: Json[];
  trackingCategories?: Json[];
}

/** The fake's state. */
export interface XeroState {
  tenants: Array<{ tenantId: string; tenantName: string }>;
  contacts: Json[];
  invoices: Json[];
  lists: Record<string, Json[]>;
  /** How many next requests are answered 429. */
  rateLimited: number;
  calls: Array<{
    method: string;
    path: string;
    query: Record<string, string>;
    authorization: string;
    tenantId?: string;
    contentType: string;
    body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  }>;
}

/** A fake: its request handler and state. */
export interface XeroFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: XeroState;
}

export function createXeroFake(seed?: XeroSeed): XeroFake;
export function start(seed?: XeroSeed): Promise<{ url: string; fake: XeroFake; close(): Promise<void> }>;

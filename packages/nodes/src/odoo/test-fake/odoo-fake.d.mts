/** Types of the Odoo JSON-RPC fake (`odoo-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const DATABASE: string;
export const USERNAME: string;
export const PASSWORD: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One JSON-RPC call the fake saw. */
export interface OdooRequest {
  path: string;
  service: string;
  method: string;
  args: any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface OdooSeed {
  now?: string;
  models?: Array<{ model: string; fields: Record<string, [string, string]> }>;
  records?: Record<string, Json[]>;
}

export interface OdooFake {
  state: { clock: number; records: Record<string, Json[]>; calls: OdooRequest[]; failures: Array<{ status: number; retryAfter?: number }> };
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createOdooFake(seed?: OdooSeed): OdooFake;
export function start(seed?: OdooSeed): Promise<{ url: string; fake: OdooFake; close(): Promise<void> }>;

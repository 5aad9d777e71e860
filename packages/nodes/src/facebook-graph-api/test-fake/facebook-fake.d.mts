/** Types of the Graph API fake (`facebook-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ACCESS_TOKEN: string;

export interface FacebookCall { method: string; path: string; query: Record<string, string>; form: Record<string, any>; accept?: string } // eslint-disable-line @typescript-eslint/no-explicit-any
export interface FacebookSeed { user?: Record<string, unknown>; objects?: Array<Record<string, unknown>>; edges?: Record<string, string[]> }
export interface FacebookFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: { calls: FacebookCall[]; objects: Map<string, Record<string, unknown>>; files: Array<Record<string, unknown>> };
}
export function createFacebookFake(seed?: FacebookSeed): FacebookFake;
export function start(seed?: FacebookSeed): Promise<{ url: string; fake: FacebookFake; close(): Promise<void> }>;

/** Types of the LinkedIn fake (`linkedin-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const STANDARD_TOKEN: string;
export const COMMUNITY_TOKEN: string;
export const UPLOAD_ORIGIN: string;

export interface LinkedInCall { method: string; path: string; query: Record<string, string>; body?: any; bytes?: number; headers: Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
export interface LinkedInSeed { member?: { id?: string; firstName?: string; lastName?: string; email?: string }; organizations?: string[] }
export interface LinkedInFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: { calls: LinkedInCall[]; posts: Array<Record<string, unknown>>; images: Array<Record<string, unknown>> };
}
export function createLinkedInFake(seed?: LinkedInSeed): LinkedInFake;
export function start(seed?: LinkedInSeed): Promise<{ url: string; fake: LinkedInFake; close(): Promise<void> }>;

/** Types of the Hunter fake (`hunter-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const API_KEY: string;

export interface HunterSeed {
  companies?: Array<{ domain: string; organization: string; people?: number | Array<{ first_name: string; last_name: string; position?: string; seniority?: string; department?: string; type?: string }> }>;
}

export interface HunterFake {
  state: { calls: Array<{ method: string; path: string; query: Record<string, string> }>; failures: Array<{ status: number; retryAfter?: number }> };
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createHunterFake(seed?: HunterSeed): HunterFake;
export function start(seed?: HunterSeed): Promise<{ url: string; fake: HunterFake; close(): Promise<void> }>;

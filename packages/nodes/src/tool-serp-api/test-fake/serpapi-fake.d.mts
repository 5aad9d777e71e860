/** Types of the SerpApi fake (`serpapi-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const SERPAPI_KEY: string;
export interface SerpApiSeed {
  apiKey?: string;
  results?: Record<string, Record<string, unknown>>;
}
export interface SerpApiFakeState {
  requests: Array<Record<string, string>>;
  searches: number;
}
export function createSerpApiFake(seed?: SerpApiSeed): { handle(req: IncomingMessage, res: ServerResponse): boolean; state: SerpApiFakeState };
export function start(seed?: SerpApiSeed): Promise<{ url: string; state: SerpApiFakeState; close(): Promise<void> }>;

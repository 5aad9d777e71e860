/** Types of the Perplexity fake (`perplexity-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const PERPLEXITY_KEY: string;
export interface PerplexitySeed {
  apiKey?: string;
}
export interface PerplexityFakeState {
  requests: any[];
  count: number;
}
export function createPerplexityFake(seed?: PerplexitySeed): { handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>; state: PerplexityFakeState };
export function start(seed?: PerplexitySeed): Promise<{ url: string; state: PerplexityFakeState; close(): Promise<void> }>;

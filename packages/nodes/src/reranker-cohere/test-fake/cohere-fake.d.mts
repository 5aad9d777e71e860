/** Types of the Cohere fake (`cohere-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const COHERE_KEY: string;
export interface CohereSeed {
  apiKey?: string;
}
export interface CohereFakeState {
  requests: Array<{ method: string; path: string; query?: string; body?: any }>;
  count: number;
}
export function relevance(query: string, document: string): number;
export function createCohereFake(seed?: CohereSeed): {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: CohereFakeState;
};
export function start(seed?: CohereSeed): Promise<{ url: string; state: CohereFakeState; close(): Promise<void> }>;

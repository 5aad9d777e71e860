/** Types of the Mistral fake (`mistral-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MISTRAL_KEY: string;
export interface MistralSeed {
  apiKey?: string;
}
export interface MistralFakeState {
  requests: Array<{ method: string; path: string; body?: any }>;
  count: number;
  files: Map<string, any>;
  jobs: Map<string, any>;
}
export function createMistralFake(seed?: MistralSeed): {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: MistralFakeState;
};
export function start(seed?: MistralSeed): Promise<{ url: string; state: MistralFakeState; close(): Promise<void> }>;

/** Types of the Jina AI fake (`jina-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const JINA_KEY: string;
export interface JinaSeed {
  apiKey?: string;
}
export interface JinaFakeState {
  requests: Array<{
    method: string;
    path: string;
    query: Record<string, string>;
    headers: Record<string, string>;
    body?: any;
  }>;
  count: number;
}
export function createJinaFake(seed?: JinaSeed): {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: JinaFakeState;
};
export function start(seed?: JinaSeed): Promise<{ url: string; state: JinaFakeState; close(): Promise<void> }>;

/** Types of the MediaWiki API fake (`wikipedia-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface WikipediaSeed {
  pages?: Array<{ title: string; extract?: string; redirects?: string[] }>;
  status?: number;
}
export interface WikipediaFakeState {
  pages: Array<{ pageid: number; ns: number; title: string; extract: string; redirects: string[] }>;
  requests: Array<Record<string, string>>;
}
export function createWikipediaFake(seed?: WikipediaSeed): { handle(req: IncomingMessage, res: ServerResponse): boolean; state: WikipediaFakeState };
export function start(seed?: WikipediaSeed): Promise<{ url: string; state: WikipediaFakeState; close(): Promise<void> }>;

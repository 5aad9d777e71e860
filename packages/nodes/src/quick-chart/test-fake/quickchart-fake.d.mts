/** Types of the QuickChart API fake (`quickchart-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One request the fake saw. */
export interface QuickChartRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  rawQuery: string;
}

export interface QuickChartFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: { calls: QuickChartRequest[] };
}

export function createQuickChartFake(): QuickChartFake;
export function start(): Promise<{ url: string; fake: QuickChartFake; close(): Promise<void> }>;

/** Types of the Zoom API fake (`zoom-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const TOKEN: string;
export const OAUTH_TOKEN: string;

/** One call the fake saw (the path under `/v2`). */
export interface ZoomCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: any;
  authorization: string;
}

export interface ZoomSeed {
  now?: string;
  meetings?: Array<Record<string, unknown>>;
}

export interface ZoomFakeState {
  meetings: Array<Record<string, any>>;
  calls: ZoomCall[];
  [key: string]: unknown;
}

export interface ZoomFake {
  readonly state: ZoomFakeState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createZoomFake(seed?: ZoomSeed): ZoomFake;
export function start(seed?: ZoomSeed): Promise<{ url: string; fake: ZoomFake; close(): Promise<void> }>;

/** Types of the Nextcloud WebDAV and OCS fake (`nextcloud-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const USER: string;
export const PASSWORD: string;

/** What the fake starts with. */
export interface NextCloudSeed {
  now?: string;
  files?: Array<{ path: string; content?: string }>;
  users?: Array<{ id: string; email?: string; displayname?: string }>;
}

/** A fake: its request handler and state. */
export interface NextCloudFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: {
    nodes: Map<string, { folder: boolean; content?: Buffer; etag: string; id: number }>;
    users: Json[];
    shares: Json[];
    calls: Array<{ method: string; path: string; query: Record<string, string>; headers: Json; body: string }>;
  };
}

export function createNextCloudFake(seed?: NextCloudSeed): NextCloudFake;
export function start(seed?: NextCloudSeed): Promise<{ url: string; fake: NextCloudFake; close(): Promise<void> }>;

/** Types of the Google Cloud Storage JSON API fake (`gcs-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the fake starts with. */
export interface GcsSeed {
  now?: string;
  pageSize?: number;
  project?: { id: string; number: string };
  buckets?: Array<{
    name: string;
    labels?: Record<string, string>;
    objects?: Array<{
      name: string;
      content?: string;
      encoding?: BufferEncoding;
      contentType?: string;
      metadata?: Json;
    }>;
  }>;
}

/** A fake: its request handler and state. */
export interface GcsFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: {
    buckets: Array<Json & { name: string; objects: Array<Json & { name: string; content: Buffer }> }>;
    calls: Array<{ method: string; path: string; query: Record<string, string>; headers: Json; body: Buffer }>;
  };
}

export function createGcsFake(seed?: GcsSeed): GcsFake;
export function start(seed?: GcsSeed): Promise<{ url: string; fake: GcsFake; close(): Promise<void> }>;

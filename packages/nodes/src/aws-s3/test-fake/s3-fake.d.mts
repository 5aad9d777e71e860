/** Types of the S3 REST API fake (`s3-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ACCESS_KEY_ID: string;
export const SECRET_ACCESS_KEY: string;
export const TEMP_KEY_ID: string;
export const TEMP_SECRET: string;
export const TEMP_TOKEN: string;
export const OWNER: { ID: string; DisplayName: string };

/** One request the fake saw. */
export interface S3FakeRequest {
  method: string;
  host: string;
  path: string;
  query: Record<string, string>;
  bucket: string;
  key: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface S3Seed {
  now?: string;
  baseHosts?: string[];
  pageSize?: number;
  buckets?: Array<{ name: string; region?: string; objects?: Array<{ key: string; body?: string; contentType?: string }> }>;
}

export interface S3Object {
  key: string;
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: string;
  storageClass: string;
  tagging?: string;
}

export interface S3FakeState {
  clock: number;
  buckets: Array<{ name: string; region: string; created: string; objects: S3Object[] }>;
  calls: S3FakeRequest[];
  failures: Array<{ status: number; retryAfter?: number; code?: string }>;
  assumed: Array<Record<string, string>>;
}

export interface S3Fake {
  state: S3FakeState;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createS3Fake(seed?: S3Seed): S3Fake;
export function start(seed?: S3Seed): Promise<{ url: string; fake: S3Fake; close(): Promise<void> }>;

/** Types of the Qdrant fake (`qdrant-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One stored point. */
export interface QdrantPoint {
  id: string | number;
  vector: number[];
  payload?: Record<string, unknown>;
  version?: number;
}

/** A collection to create. */
export interface QdrantCollectionSpec {
  name: string;
  size?: number;
  distance?: 'Cosine' | 'Euclid' | 'Dot' | 'Manhattan';
  points?: QdrantPoint[];
}

/** The fake's in-memory server. */
export interface QdrantFakeState {
  apiKey?: string;
  version: string;
  requests: Array<{ method: string; path: string; query: Record<string, string>; body: any; apiKey?: string }>;
  collections: Map<string, { name: string; size?: number; distance: string; config: Record<string, unknown>; points: Map<string | number, QdrantPoint> }>;
  addCollection(spec: QdrantCollectionSpec): unknown;
  points(name: string): QdrantPoint[];
}

export interface QdrantFakeOptions {
  apiKey?: string;
  version?: string;
  collections?: QdrantCollectionSpec[];
  port?: number;
  /** A file every answered request is appended to (one JSON line each). */
  log?: string;
}

export function valuesAt(payload: unknown, key: string): unknown[];
export function matchesFilter(point: { id: string | number; payload: unknown }, filter: unknown): boolean;
export function createQdrantFake(options?: QdrantFakeOptions): { state: QdrantFakeState; handle(req: IncomingMessage, res: ServerResponse, body?: string | Buffer): Promise<boolean> };
export function start(options?: QdrantFakeOptions): Promise<{ url: string; port: number; state: QdrantFakeState; close(): Promise<void> }>;

/** Types of the Pinecone fake (`pinecone-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One stored vector. */
export interface PineconeRecord {
  id: string;
  values: number[];
  metadata?: Record<string, unknown>;
}

/** An index to create. */
export interface PineconeIndexSpec {
  name: string;
  dimension?: number;
  metric?: 'cosine' | 'dotproduct' | 'euclidean';
  namespaces?: Record<string, PineconeRecord[]>;
}

/** The fake's in-memory project. */
export interface PineconeFakeState {
  apiKeys: Set<string>;
  requests: Array<{ method: string; path: string; body: any; apiKey: string }>;
  indexes: Map<string, { name: string; dimension: number; metric: string; namespaces: Map<string, Map<string, PineconeRecord>> }>;
  addIndex(spec: PineconeIndexSpec): unknown;
  records(indexName: string, namespace?: string): PineconeRecord[];
}

export interface PineconeFakeOptions {
  apiKeys?: string[];
  indexes?: PineconeIndexSpec[];
  port?: number;
  /** A file every answered request is appended to (one JSON line each). */
  log?: string;
}

export function matchesFilter(metadata: Record<string, unknown> | undefined, filter: unknown): boolean;
export function createPineconeFake(options?: PineconeFakeOptions): { state: PineconeFakeState; handle(req: IncomingMessage, res: ServerResponse, body?: string | Buffer): Promise<boolean> };
export function start(options?: PineconeFakeOptions): Promise<{ url: string; port: number; state: PineconeFakeState; close(): Promise<void> }>;

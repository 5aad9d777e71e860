/** Types of the Supabase fake (`supabase-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One row of a documents table. */
export interface SupabaseRow {
  id: number | string;
  content: string | null;
  metadata: Record<string, unknown> | null;
  embedding: number[] | null;
}

/** A table to create. */
export interface SupabaseTableSpec {
  name: string;
  dimension?: number;
  idType?: 'bigint' | 'uuid';
  rows?: Array<Partial<SupabaseRow>>;
}

/** The fake's in-memory database. */
export interface SupabaseFakeState {
  serviceKeys: Set<string>;
  requests: Array<{ method: string; path: string; query: Record<string, string>; body: any; prefer?: string }>;
  tables: Map<string, { name: string; dimension?: number; idType: string; nextId: number; rows: Map<number | string, SupabaseRow> }>;
  functions: Map<string, string>;
  addTable(spec: SupabaseTableSpec): unknown;
  rows(name: string): SupabaseRow[];
}

export interface SupabaseFakeOptions {
  serviceKeys?: string[];
  tables?: SupabaseTableSpec[];
  functions?: Record<string, string>;
  port?: number;
  /** A file every answered request is appended to (one JSON line each). */
  log?: string;
}

export function contains(a: unknown, b: unknown): boolean;
export function createSupabaseFake(options?: SupabaseFakeOptions): { state: SupabaseFakeState; handle(req: IncomingMessage, res: ServerResponse, body?: string | Buffer): Promise<boolean> };
export function start(options?: SupabaseFakeOptions): Promise<{ url: string; port: number; state: SupabaseFakeState; close(): Promise<void> }>;

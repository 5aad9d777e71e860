/** Types of the Supabase (PostgREST) fake (`supabase-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The service role key the fake accepts. */
export const SERVICE_ROLE: string;
/** The most rows one answer holds. */
export const MAX_ROWS: number;

/** One call the fake saw. */
export interface SupabaseCall {
  method: string;
  path: string;
  rawQuery: string;
  params: Array<[string, string]>;
  body?: any;
  apikey?: string;
  authorization?: string;
  prefer?: string;
  acceptProfile?: string;
  contentProfile?: string;
}

export interface FakeColumn { type: string; identity?: boolean; primaryKey?: boolean; notNull?: boolean; unique?: boolean; default?: unknown }
export interface FakeTable { columns: Record<string, FakeColumn>; rows: Array<Record<string, any>> }

export interface SupabaseFakeState {
  clock: number;
  schemas: Record<string, Record<string, FakeTable>>;
  identities: Record<string, number>;
  calls: SupabaseCall[];
  serviceRole: string;
}

export interface SupabaseSeed {
  tables?: Record<string, { columns?: Record<string, FakeColumn>; rows?: Array<Record<string, unknown>> }>;
  generate?: { table?: string; count: number; row?: Record<string, unknown> };
}

export interface SupabaseFake {
  readonly state: SupabaseFakeState;
  insert(schema: string, table: string, rows: Array<Record<string, unknown>>): Array<Record<string, any>>;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createSupabaseFake(seed?: SupabaseSeed): SupabaseFake;
export function start(seed?: SupabaseSeed): Promise<{ url: string; fake: SupabaseFake; close(): Promise<void> }>;

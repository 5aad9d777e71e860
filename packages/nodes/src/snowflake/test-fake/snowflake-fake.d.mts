/** Types of the Snowflake fake (`snowflake-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A seeded table: declared columns (`NUMBER`, `NUMBER(p,s)`, `TEXT`, `FLOAT`, `BOOLEAN`, `VARIANT`) and rows. */
export interface SnowflakeTableSeed {
  columns: Array<{ name: string; type: string }>;
  rows?: Json[];
}

/** What the fake starts with. */
export interface SnowflakeSeed {
  account?: string;
  users?: Array<{ name: string; password?: string; publicKey?: string }>;
  tables?: Record<string, SnowflakeTableSeed>;
  failures?: Array<{ match: string; status: number; headers?: Record<string, string>; body?: string }>;
}

/** A fake: its request handler and state. */
export interface SnowflakeFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: {
    db: { tables: Record<string, { columns: Array<{ name: string }>; rows: Json[] }> };
    calls: Array<{ method: string; path: string; query: Record<string, string>; body: Json }>;
    sessions: Map<string, { user: string; closed: boolean; database: string | null; warehouse: string | null }>;
  };
}

/** Builds a fresh fake from a seed. */
export function createSnowflakeFake(seed?: SnowflakeSeed): SnowflakeFake;

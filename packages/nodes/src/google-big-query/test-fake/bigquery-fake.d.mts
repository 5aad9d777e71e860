/** Types of the BigQuery REST API fake (`bigquery-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the fake starts with. */
export interface BigQuerySeed {
  projects?: Array<{ id: string; friendlyName?: string }>;
  datasets?: Array<{ projectId: string; datasetId: string }>;
  tables?: Array<{ projectId: string; datasetId: string; tableId: string; schema?: { fields: Json[] }; rows?: Json[] }>;
  queries?: Array<{
    query: string;
    schema?: { fields: Json[] };
    rows?: Json[];
    pending?: number;
    numDmlAffectedRows?: number;
    error?: string;
    errors?: string[];
  }>;
}

/** The fake's state. */
export interface BigQueryState {
  projects: Json[];
  datasets: Json[];
  tables: Array<Json & { rows: Json[] }>;
  queries: Json[];
  jobs: Map<string, Json>;
  calls: Array<{ method: string; path: string; query: Record<string, string>; body: any; authorization: string }>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A fake: its request handler and state. */
export interface BigQueryFake {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  state: BigQueryState;
}

export function createBigQueryFake(seed?: BigQuerySeed): BigQueryFake;
export function start(seed?: BigQuerySeed): Promise<{ url: string; fake: BigQueryFake; close(): Promise<void> }>;

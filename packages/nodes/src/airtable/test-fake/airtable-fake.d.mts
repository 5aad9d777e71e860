/** Types of the Airtable Web API fake (`airtable-fake.mjs`), for the tests that drive it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The token the fake accepts. */
export const TOKEN: string;

/** One call the fake saw. */
export interface AirtableCall {
  method: string;
  path: string;
  rawQuery: string;
  query: Record<string, any>;
  body?: Record<string, any>;
  token?: string;
  contentType?: string;
}

export interface FakeRecord { id: string; createdTime: string; fields: Record<string, any>; [key: string]: unknown }
export interface FakeField { id: string; name: string; type: string; options?: Record<string, any> }
export interface FakeTable { id: string; name: string; primaryFieldId: string; fields: FakeField[]; views: Array<{ id: string; name: string; type: string; formula?: string; sort?: Array<{ field: string; direction: string }> }> }
export interface FakeBase { id: string; name: string; permissionLevel: string; tables: FakeTable[] }

export interface AirtableFakeState {
  token: string;
  bases: FakeBase[];
  records: Record<string, FakeRecord[]>;
  /** Attachment files served at `/attachments/<name>`. */
  files: Record<string, { data: Uint8Array | string; type?: string }>;
  /** Answers given to the next API calls, in order, before any work. */
  faults: Array<{ status: number; body?: unknown; headers?: Record<string, string> }>;
  calls: AirtableCall[];
  basesPageSize: number;
  clock: number;
  /** The count behind the next new id. */
  nextId: number;
}

export interface AirtableFake {
  readonly state: AirtableFakeState;
  reset(): void;
  addRecord(tableId: string, fields: Record<string, unknown>, extra?: Record<string, unknown>): FakeRecord;
  handle(req: IncomingMessage, res: ServerResponse, body?: string): boolean;
}

export function createAirtableFake(): AirtableFake;
export function parseFormula(text: string): unknown;
export function evaluate(tree: unknown, record: { id: string; fields: Record<string, unknown> }): unknown;
export function parseQuery(search: string): Record<string, any>;
export function start(): Promise<{ url: string; fake: AirtableFake; close(): Promise<void> }>;

/** Types of the Milvus fake (`milvus-fake.mjs`), for the tests that drive it. */

/** A field of a seeded collection (Milvus's FieldSchema, `type_params` as an object). */
export interface MilvusFieldSpec {
  name: string;
  data_type: string;
  description?: string;
  is_primary_key?: boolean;
  autoID?: boolean;
  type_params?: Record<string, string>;
}

/** A collection to seed. */
export interface MilvusCollectionSpec {
  name: string;
  fields: MilvusFieldSpec[];
  rows?: Array<Record<string, unknown>>;
  index?: { field_name: string; metric_type?: string; [key: string]: unknown };
  loaded?: boolean;
}

/** A collection as the fake keeps it. */
export interface MilvusCollection {
  name: string;
  id: string;
  fields: Array<{
    name: string;
    data_type: string;
    is_primary_key: boolean;
    autoID: boolean;
    params: Record<string, string>;
  }>;
  rows: Array<Record<string, unknown>>;
  index?: Record<string, unknown>;
  loaded: boolean;
}

/** The fake's in-memory server. */
export interface MilvusFakeState {
  users?: Record<string, string>;
  /** Every call, in order: the RPC's name (or `REST <method> <path>`) and its request. */
  requests: Array<{ method: string; request: Record<string, unknown> }>;
  collections: Map<string, MilvusCollection>;
  addCollection(spec: MilvusCollectionSpec): MilvusCollection;
}

export interface MilvusFakeOptions {
  port?: number;
  seed?: { users?: Record<string, string>; collections?: MilvusCollectionSpec[] };
  users?: Record<string, string>;
  /** A file every call is appended to (one JSON line each). */
  log?: string;
}

export function start(
  options?: MilvusFakeOptions,
): Promise<{ url: string; port: number; state: MilvusFakeState; close(): Promise<void> }>;

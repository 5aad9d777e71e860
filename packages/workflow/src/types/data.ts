/** Any JSON-compatible value. */
export type JsonValue = string | number | boolean | null | JsonObject | JsonValue[];
/** A JSON object, the `json` part of an item. */
export interface JsonObject {
  [key: string]: unknown;
}

/** Link from an output item back to the input item (and input index) that produced it. */
export interface PairedItemData {
  item: number;
  input?: number;
  sourceOverwrite?: SourceData;
}
/** An item's `pairedItem`: a bare index, one link, or several links. */
export type PairedItem = number | PairedItemData | PairedItemData[];

/** Metadata of one binary property of an item. */
export interface BinaryData {
  data: string;
  mimeType: string;
  fileName?: string;
  fileExtension?: string;
  fileSize?: string;
  fileType?: string;
  directory?: string;
  id?: string;
  [key: string]: unknown;
}

/** One item flowing between nodes. */
export interface Item {
  json: JsonObject;
  binary?: Record<string, BinaryData>;
  pairedItem?: PairedItem;
  error?: unknown;
  /** Set on items a node passed through unchanged; never serialised. */
  [key: string]: unknown;
}

/** Where the data of one node input came from. */
export interface SourceData {
  previousNode: string;
  previousNodeOutput?: number;
  previousNodeRun?: number;
}

/** A node error as stored in run data and shown to the user. */
export interface SerializedNodeError {
  message: string;
  description?: string | null;
  name?: string;
  node?: { name: string; type: string; typeVersion?: number };
  stack?: string;
  httpCode?: string | null;
  context?: Record<string, unknown>;
  timestamp?: number;
  [key: string]: unknown;
}

/** Status of one node run or of a whole execution. */
export type ExecutionStatus = 'new' | 'running' | 'success' | 'error' | 'waiting' | 'canceled' | 'crashed' | 'unknown';

/** One run of one node: the element of `runData[nodeName]`. */
export interface TaskData {
  startTime: number;
  executionIndex: number;
  executionTime: number;
  executionStatus: ExecutionStatus;
  source: Array<SourceData | null>;
  /**
   * Items per output, by connection type: `main` for ordinary nodes; a sub-node's run (a call into
   * its model, memory or tool) keeps what came out under its connection type (`ai_languageModel`…).
   */
  data?: TaskDataConnections;
  /** A sub-node's run: what went in (the messages sent to a model, a tool's query), by connection type. */
  inputOverride?: TaskDataConnections;
  error?: SerializedNodeError;
  hints?: Array<{ message: string; location?: string }>;
  metadata?: Record<string, unknown>;
  /**
   * Outputs a saved execution kept only the first items of (`WEFT_EXECUTIONS_DATA_MAX_ITEMS`), with
   * how many there were; absent on runs saved whole and on runs in memory.
   */
  itemsCapped?: Array<import('../execution/capped-run-data.js').CappedOutput>;
}

/** Items per output index, by connection type (`main`, `ai_languageModel`…). */
export interface TaskDataConnections {
  main?: Array<Item[] | null>;
  [connectionType: string]: Array<Item[] | null> | undefined;
}

/** Run data keyed by node name, one entry per run. */
export type RunData = Record<string, TaskData[]>;

/** Pinned data keyed by node name. */
export type PinData = Record<string, Item[]>;

/** The execution's result as n8n shapes it (`data.resultData`). */
export interface ResultData {
  runData: RunData;
  pinData?: PinData;
  lastNodeExecuted?: string;
  error?: SerializedNodeError;
  /** The execution's custom data (`$execution.customData`, the Execution Data node), when any was set. */
  metadata?: Record<string, string>;
}

/** How an execution was started. */
export type ExecutionMode =
  'manual' | 'trigger' | 'webhook' | 'error' | 'retry' | 'integrated' | 'cli' | 'internal' | 'evaluation';

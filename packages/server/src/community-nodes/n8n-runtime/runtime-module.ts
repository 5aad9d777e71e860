/**
 * What `require('n8n-workflow')` answers inside a community package: Weft's own implementation of
 * the runtime exports n8n packages use (errors, connection types, small utilities). Types-only
 * exports of n8n's package need nothing at run time. n8n's own package is never loaded.
 */
import { randomBytes, randomInt as cryptoRandomInt } from 'node:crypto';
import {
  ApplicationError,
  ensureError,
  NodeApiError,
  NodeOperationError,
  NodeSslError,
  OperationalError,
  TriggerCloseError,
  UnexpectedError,
  UserError,
} from './errors.js';
import { ExpressionError, WorkflowOperationError } from '@weft/workflow';
import { lazyRequire } from '../../lazy-require.js';

/** jsonrepair, loaded when a community node first asks for a repair. */
const repairer = lazyRequire<typeof import('jsonrepair')>('jsonrepair');

/** n8n's connection types (`NodeConnectionTypes`, and the older `NodeConnectionType` enum). */
export const NodeConnectionTypes = Object.freeze({
  AiAgent: 'ai_agent',
  AiChain: 'ai_chain',
  AiDocument: 'ai_document',
  AiEmbedding: 'ai_embedding',
  AiLanguageModel: 'ai_languageModel',
  AiMemory: 'ai_memory',
  AiOutputParser: 'ai_outputParser',
  AiRetriever: 'ai_retriever',
  AiReranker: 'ai_reranker',
  AiTextSplitter: 'ai_textSplitter',
  AiTool: 'ai_tool',
  AiVectorStore: 'ai_vectorStore',
  Main: 'main',
} as const);

/** `jsonParse(text, {fallbackValue?, errorMessage?, acceptJSObject?, repairJSON?})`. */
export function jsonParse<T = unknown>(
  text: string,
  options: { fallbackValue?: T; errorMessage?: string; acceptJSObject?: boolean; repairJSON?: boolean } = {},
): T {
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    if (options.acceptJSObject) {
      try {
        // Unquoted keys and single quotes, as n8n's relaxed parsing accepts.
        const relaxed = text
          .replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":')
          .replace(/'([^'\\]*(?:\\.[^'\\]*)*)'/g, (_m, s: string) => JSON.stringify(s.replace(/\\'/g, "'")));
        return JSON.parse(relaxed) as T;
      } catch {
        // fall through
      }
    }
    if (options.repairJSON) {
      try {
        return JSON.parse(repairer().jsonrepair(text)) as T;
      } catch {
        // fall through
      }
    }
    if ('fallbackValue' in options) return options.fallbackValue as T;
    if (options.errorMessage) throw new ApplicationError(options.errorMessage);
    throw error;
  }
}

/** `jsonStringify(value, {replaceCircularRefs?})`. */
export function jsonStringify(value: unknown, options: { replaceCircularRefs?: boolean } = {}): string {
  if (!options.replaceCircularRefs) return JSON.stringify(value);
  const seen = new WeakSet<object>();
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'object' && v !== null) {
      if (seen.has(v)) return '[Circular Reference]';
      seen.add(v);
    }
    return v;
  });
}

/** A deep copy of plain data (dates kept, functions dropped, cycles cut), as n8n's `deepCopy`. */
export function deepCopy<T>(source: T, seen = new WeakMap<object, unknown>()): T {
  if (typeof source !== 'object' || source === null) return source;
  if (source instanceof Date) return new Date(source.getTime()) as T;
  if (Buffer.isBuffer(source)) return Buffer.from(source) as T;
  if (seen.has(source)) return seen.get(source) as T;
  if (typeof (source as { toJSON?: unknown }).toJSON === 'function' && !Array.isArray(source)) {
    return deepCopy((source as unknown as { toJSON(): unknown }).toJSON() as T, seen);
  }
  const out: Record<string, unknown> | unknown[] = Array.isArray(source) ? [] : {};
  seen.set(source, out);
  for (const [k, v] of Object.entries(source)) {
    if (typeof v === 'function') continue;
    (out as Record<string, unknown>)[k] = deepCopy(v, seen);
  }
  return out as T;
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Like `sleep`, but rejects when the signal aborts. */
export function sleepWithAbort(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ApplicationError('Execution was cancelled'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new ApplicationError('Execution was cancelled'));
      },
      { once: true },
    );
  });
}

/** Whether an object has no own keys. */
export function isObjectEmpty(value: object | null | undefined): boolean {
  return !value || Object.keys(value).length === 0;
}

/** A random integer in [0, max) or [min, max). */
export function randomInt(min: number, max?: number): number {
  return max === undefined ? cryptoRandomInt(min) : cryptoRandomInt(min, max);
}

/** A random alphanumeric string of `length` (or between `length` and `maxLength`). */
export function randomString(length: number, maxLength?: number): string {
  const n = maxLength === undefined ? length : randomInt(length, maxLength + 1);
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(n)].map((b) => chars[b % chars.length]).join('');
}

/** A promise with its resolve and reject exposed (`createDeferredPromise`). */
export function createDeferredPromise<T = void>(): {
  promise: Promise<T>;
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
} {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Adds display rules to each of the properties (`updateDisplayOptions(displayOptions, properties)`). */
export function updateDisplayOptions<T extends { displayOptions?: Record<string, unknown> }>(
  displayOptions: Record<string, Record<string, unknown> | undefined>,
  properties: T[],
): T[] {
  return properties.map((p) => {
    const merged: Record<string, unknown> = { ...(p.displayOptions ?? {}) };
    for (const [kind, rules] of Object.entries(displayOptions)) {
      if (rules) merged[kind] = { ...(merged[kind] ?? {}), ...rules };
    }
    return { ...p, displayOptions: merged };
  });
}

/** Replaces circular references in an object with `[Circular Reference]`, in place. */
export function removeCircularRefs(value: Record<string, unknown>, seen = new Set<unknown>()): void {
  seen.add(value);
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== 'object' || v === null) continue;
    if (seen.has(v)) value[k] = '[Circular Reference]';
    else removeCircularRefs(v as Record<string, unknown>, new Set(seen));
  }
}

/** `assert(condition, message)`: throws an ApplicationError when the condition is false. */
export function assert(condition: unknown, message?: string): asserts condition {
  if (!condition) throw new ApplicationError(message ?? 'Assertion failed');
}

/** Whether a property may be set on an object without reaching its prototype. */
export function isSafeObjectProperty(property: string): boolean {
  return !['__proto__', 'prototype', 'constructor', 'getPrototypeOf'].includes(property);
}

/** Sets a property unless it would reach the prototype. */
export function setSafeObjectProperty(target: Record<string, unknown>, property: string, value: unknown): void {
  if (isSafeObjectProperty(property)) target[property] = value;
}

/** A number from a value, or an ApplicationError when it is not one. */
export function tryToParseNumber(value: unknown): number {
  const n = Number(value);
  if (Number.isNaN(n)) throw new ApplicationError(`Could not parse '${String(value)}' to number.`);
  return n;
}

/** n8n's logger proxy: community code logs through it; debug is kept quiet unless WEFT_LOG_LEVEL=debug. */
export const LoggerProxy = {
  debug: (...args: unknown[]) => {
    if (process.env.WEFT_LOG_LEVEL === 'debug') console.debug('[community]', ...args);
  },
  info: (...args: unknown[]) => {
    if (process.env.WEFT_LOG_LEVEL === 'debug' || process.env.WEFT_LOG_LEVEL === 'info')
      console.info('[community]', ...args);
  },
  verbose: (...args: unknown[]) => {
    if (process.env.WEFT_LOG_LEVEL === 'debug') console.debug('[community]', ...args);
  },
  warn: (...args: unknown[]) => console.warn('[community]', ...args),
  error: (...args: unknown[]) => console.error('[community]', ...args),
  init: () => undefined,
};

/**
 * n8n's `VersionedNodeType`: one node type with an implementation per version. The loader expands
 * it into one registered type per version (see node-adapter.ts `expandVersioned`).
 */
export class VersionedNodeType {
  nodeVersions: Record<number, unknown>;
  currentVersion: number;
  description: Record<string, unknown> & { defaultVersion?: number };
  constructor(
    nodeVersions: Record<number, unknown>,
    description: Record<string, unknown> & { defaultVersion?: number },
  ) {
    this.nodeVersions = nodeVersions;
    this.description = description;
    this.currentVersion = description.defaultVersion ?? this.getLatestVersion();
  }
  /** The highest version. */
  getLatestVersion(): number {
    return Math.max(...Object.keys(this.nodeVersions).map(Number));
  }
  /** The implementation of a version (the current one without). */
  getNodeType(version?: number): unknown {
    return this.nodeVersions[version ?? this.currentVersion];
  }
}

/** Binary data encoding n8n stores in `data`. */
export const BINARY_ENCODING = 'base64';

/**
 * The module object: everything `require('n8n-workflow')` gives a package. Frozen, so one package
 * cannot change what another sees.
 */
export const n8nWorkflowModule: Readonly<Record<string, unknown>> = Object.freeze({
  __esModule: true,
  NodeConnectionTypes,
  NodeConnectionType: NodeConnectionTypes,
  NodeOperationError,
  NodeApiError,
  NodeSslError,
  ApplicationError,
  UserError,
  OperationalError,
  UnexpectedError,
  TriggerCloseError,
  ExpressionError,
  WorkflowOperationError,
  ensureError,
  jsonParse,
  jsonStringify,
  deepCopy,
  sleep,
  sleepWithAbort,
  isObjectEmpty,
  randomInt,
  randomString,
  createDeferredPromise,
  updateDisplayOptions,
  removeCircularRefs,
  assert,
  isSafeObjectProperty,
  setSafeObjectProperty,
  tryToParseNumber,
  LoggerProxy,
  VersionedNodeType,
  BINARY_ENCODING,
  SEND_AND_WAIT_OPERATION: 'sendAndWait',
  CHAT_TRIGGER_NODE_TYPE: '@n8n/n8n-nodes-langchain.chatTrigger',
  MANUAL_TRIGGER_NODE_TYPE: 'n8n-nodes-base.manualTrigger',
  WAIT_INDEFINITELY: new Date('3000-01-01T00:00:00.000Z'),
});

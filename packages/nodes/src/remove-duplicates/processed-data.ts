/**
 * The deduplication history of Remove Duplicates 2 ("Remove Items Processed in Previous
 * Executions"), kept per scope in a plain store object that outlives the execution (the workflow's
 * static data). Works as n8n's: `entries` keeps hashes of the keys seen (the newest `maxEntries`),
 * `latestIncrementalKey` and `latestDate` keep only the largest value seen.
 */
import { createHash } from 'node:crypto';
import { parseDateTime } from '../shared/filter-conditions/parse-value.js';

/** How a scope's history is kept. */
export type DedupeMode = 'entries' | 'latestIncrementalKey' | 'latestDate';

/** One scope's stored history. */
interface StoredHistory {
  mode: DedupeMode;
  data: string[] | string;
}

/** Keys split into those not seen before and those already processed. */
export interface CheckResult {
  new: string[];
  processed: string[];
}

/** An error of the deduplication history (wrong mode, values that cannot be compared), worded as n8n's. */
export class DeduplicationError extends Error {
  constructor(message: string) {
    super(`Deduplication Failed: ${message}`);
    this.name = 'DeduplicationError';
  }
}

/** The store key of a scope: `''` for the whole workflow, `n:<node id>` for one node. */
export function scopeKey(scope: string, nodeId: string): string {
  return scope === 'node' ? `n:${nodeId}` : '';
}

function hashOf(value: string): string {
  return createHash('md5').update(value).digest('base64');
}

function compareLatest(mode: DedupeMode, a: string, b: string): number {
  if (mode === 'latestIncrementalKey') {
    const x = Number(a);
    const y = Number(b);
    if (Number.isNaN(x) || Number.isNaN(y))
      throw new DeduplicationError('Invalid value. Only numbers are supported in mode "latestIncrementalKey"');
    return x === y ? 0 : x > y ? 1 : -1;
  }
  const x = parseDateTime(a);
  const y = parseDateTime(b);
  if (!x || !y) throw new DeduplicationError('Invalid value. Only valid dates are supported in mode "latestDate"');
  // As n8n: two dates never compare equal, so an equal date counts as processed.
  return x.toMillis() > y.toMillis() ? 1 : -1;
}

/**
 * Splits `keys` into new and processed ones against the history of `scope`, and records them:
 * new keys join the history (trimmed to `maxEntries`), or the largest value is kept. The first call
 * for a scope answers every key as new.
 */
export function checkProcessedAndRecord(
  store: Record<string, unknown>,
  scope: string,
  keys: string[],
  mode: DedupeMode,
  maxEntries?: number,
): CheckResult {
  const stored = store[scope] as StoredHistory | undefined;
  if (stored && stored.mode !== mode) {
    throw new DeduplicationError(
      'Deduplication data was originally saved with an incompatible setting of the ‘Keep Items Where’ parameter. Try ’Clean Database’ operation to reset.',
    );
  }
  if (mode === 'entries') {
    const hashes = keys.map(hashOf);
    if (!stored) {
      store[scope] = {
        mode,
        data: maxEntries ? hashes.slice(Math.max(0, hashes.length - maxEntries)) : hashes,
      } satisfies StoredHistory;
      return { new: keys, processed: [] };
    }
    const result: CheckResult = { new: [], processed: [] };
    if (!Array.isArray(stored.data)) return result;
    const seen = new Set(stored.data);
    hashes.forEach((hash, i) => {
      if (seen.has(hash)) result.processed.push(keys[i]!);
      else {
        result.new.push(keys[i]!);
        (stored.data as string[]).push(hash);
      }
    });
    if (maxEntries) stored.data.splice(0, Math.max(0, stored.data.length - maxEntries));
    return result;
  }
  const sorted = keys.slice().sort((a, b) => compareLatest(mode, a, b));
  if (!stored) {
    store[scope] = { mode, data: sorted[sorted.length - 1]! } satisfies StoredHistory;
    return { new: keys, processed: [] };
  }
  const result: CheckResult = { new: [], processed: [] };
  if (Array.isArray(stored.data)) return result;
  const previous = stored.data;
  let largest = previous;
  for (const key of sorted) {
    if (compareLatest(mode, key, previous) === 1) {
      result.new.push(key);
      if (compareLatest(mode, key, largest) === 1) largest = key;
    } else result.processed.push(key);
  }
  stored.data = largest;
  return result;
}

/** How many keys the history of `scope` holds (entries mode only; else 0). */
export function processedCount(store: Record<string, unknown>, scope: string): number {
  const stored = store[scope] as StoredHistory | undefined;
  return stored && Array.isArray(stored.data) ? stored.data.length : 0;
}

/** Forgets the history of `scope`. */
export function clearProcessed(store: Record<string, unknown>, scope: string): void {
  delete store[scope];
}

import type { Item, PinData } from './types/data.js';

/**
 * Normalises pinned data for one node: always an array, each value wrapped into `{json: value}`
 * unless it already has a `json` key.
 */
export function normalizePinData(value: unknown): Item[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((entry) => {
    if (entry && typeof entry === 'object' && !Array.isArray(entry) && 'json' in entry) return entry as Item;
    return {
      json: (entry && typeof entry === 'object' && !Array.isArray(entry) ? entry : { value: entry }) as Item['json'],
    };
  });
}

/** Normalises a whole workflow's pinned data. */
export function normalizeWorkflowPinData(pinData: Record<string, unknown> | undefined): PinData {
  const out: PinData = {};
  for (const [node, value] of Object.entries(pinData ?? {})) out[node] = normalizePinData(value);
  return out;
}

/** Byte size of pinned data as stored, excluding one node (the one being edited). */
export function pinDataSize(pinData: PinData, excludeNode?: string): number {
  let size = 0;
  for (const [node, items] of Object.entries(pinData)) {
    if (node === excludeNode) continue;
    size += new TextEncoder().encode(JSON.stringify(items)).length;
  }
  return size;
}

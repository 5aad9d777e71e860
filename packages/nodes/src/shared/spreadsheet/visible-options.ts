/**
 * n8n drops the values of collection options that their display conditions hide (an "Add BOM"
 * set while the encoding is one without a byte-order mark, a sheet name on a CSV read …) before
 * a node reads them. These helpers do the same for the file nodes.
 */

/** `options` without the keys in `hidden`. */
export function withoutKeys<T extends object>(options: T, hidden: readonly string[]): T {
  const out = { ...options } as Record<string, unknown>;
  for (const key of hidden) delete out[key];
  return out as T;
}

const BOM_ENCODINGS: readonly string[] = ['utf8', 'cesu8', 'ucs2'];

/** Whether a BOM option (add or strip) shows for the collection's chosen encoding (none chosen: hidden). */
export function bomOptionShown(encoding: unknown): boolean {
  return typeof encoding === 'string' && BOM_ENCODINGS.includes(encoding);
}

/** Options of reading CSV that only show when the format is CSV. */
export const CSV_READ_OPTIONS: readonly string[] = [
  'delimiter',
  'encoding',
  'enableBOM',
  'relaxQuotes',
  'maxRowCount',
  'fromLine',
  'skipRecordsWithErrors',
];

import type { NodeProperty } from '@weft/workflow';

/**
 * The entries of one list of a fixedCollection with the defaults of its sub-parameters filled in
 * where an entry lacks them, as n8n does when it loads a node (an export leaves out values equal
 * to their default, e.g. an If 1 condition without `operation`). Non-object entries are skipped.
 */
export function entriesWithDefaults(entries: unknown, values: readonly NodeProperty[]): Array<Record<string, unknown>> {
  if (!Array.isArray(entries)) return [];
  const out: Array<Record<string, unknown>> = [];
  for (const entry of entries) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) continue;
    const filled: Record<string, unknown> = { ...(entry as Record<string, unknown>) };
    for (const property of values) {
      // Only a key the node's parameters lack: an expression that resolved to undefined stays so.
      if (!Object.hasOwn(filled, property.name)) filled[property.name] = property.default;
    }
    out.push(filled);
  }
  return out;
}

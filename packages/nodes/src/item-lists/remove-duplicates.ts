import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item } from '@weft/workflow';
import { getPath, pickPaths } from '../shared/field-paths.js';
import { flattenKeys, isDeepEqual, looseLessThan, parseFieldList } from '../shared/transform-values.js';
import { fieldNames } from './context.js';

/** n8n's order of value types in Item Lists 3.1's duplicate sort. */
function typeRank(value: unknown): number {
  if (Array.isArray(value)) return 9;
  if (value === null) return 10;
  if (value instanceof Date) return 11;
  return (
    (
      { string: 1, number: 2, bigint: 3, boolean: 4, symbol: 5, undefined: 6, object: 7, function: 8 } as Record<
        string,
        number
      >
    )[typeof value] ?? 7
  );
}

/**
 * Item Lists "Remove Duplicates" (all versions): compares all fields, all but some, or selected
 * ones; 1.x/2.x name fields in a `{fields}` collection, 3.x as comma-separated text; before 3.1
 * a field must keep one type across items, from 3.1 values are ordered by type first.
 */
export function removeDuplicates(ctx: ExecuteContext, items: Item[], version: number): Item[] {
  const node = ctx.getNode();
  if (items.length === 0) return [];
  const compare = String(ctx.getNodeParameter('compare', 0, 'allFields'));
  const disableDot = ctx.getNodeParameter('options.disableDotNotation', 0, false) === true;
  const removeOtherFields = ctx.getNodeParameter('options.removeOtherFields', 0, false) === true;
  const keysOf = (item: Item) => Object.keys(disableDot ? item.json : flattenKeys(item.json));
  const fieldList = (name: string, label: string): string[] =>
    version >= 3
      ? parseFieldList(ctx.getNodeParameter(name, 0, ''), label)
      : fieldNames(ctx.getNodeParameter(name, 0, {}));
  let keys = keysOf(items[0]!);
  for (const item of items) for (const key of keysOf(item)) if (!keys.includes(key)) keys.push(key);
  if (compare === 'allFieldsExcept') {
    const exclude = fieldList('fieldsToExclude', 'Fields To Exclude');
    if (!exclude.length)
      throw new NodeOperationError(node, 'No fields specified. Please add a field to exclude from comparison');
    if (!disableDot) keys = Object.keys(flattenKeys(items[0]!.json));
    keys = keys.filter((key) => !exclude.includes(key));
  }
  if (compare === 'selectedFields') {
    const selected = fieldList('fieldsToCompare', 'Fields To Compare');
    if (!selected.length) throw new NodeOperationError(node, 'No fields specified. Please add a field to compare on');
    keys = selected.map((key) => key.trim());
  }
  const read = (item: Item, key: string) => (disableDot ? item.json[key] : getPath(item.json, key));
  const order = items.map((item, index) => ({ item, index }));
  order.sort((a, b) => {
    for (const key of keys) {
      const va = read(a.item, key);
      const vb = read(b.item, key);
      if (version >= 3.1 && typeRank(va) !== typeRank(vb)) return typeRank(va) - typeRank(vb);
      if (!isDeepEqual(va, vb)) return looseLessThan(va, vb) ? -1 : 1;
    }
    return 0;
  });
  for (const key of keys) {
    let type: string | undefined;
    for (const { item } of order) {
      if (key === '') throw new NodeOperationError(node, 'Name of field to compare is blank');
      const value = read(item, key);
      if (value === undefined) {
        throw new NodeOperationError(node, `'${key}' field is missing from some input items`, {
          description:
            disableDot && key.includes('.')
              ? "If you're trying to use a nested field, make sure you turn off 'disable dot notation' in the node options"
              : undefined,
        });
      }
      if (version < 3.1 && type !== undefined && type !== typeof value) {
        throw new NodeOperationError(node, `'${key}' isn't always the same type`, {
          description: 'The type of this field varies between items',
        });
      }
      type = typeof value;
    }
  }
  const removed = new Set<number>();
  let kept = order[0]!;
  for (let i = 1; i < order.length; i++) {
    const current = order[i]!;
    if (keys.every((key) => isDeepEqual(read(current.item, key), read(kept.item, key)))) removed.add(current.index);
    else kept = current;
  }
  const out = items.filter((_, index) => !removed.has(index));
  if (!removeOtherFields) return out;
  return out.map((item, index) => ({ json: pickPaths(item.json, keys), pairedItem: { item: index } }));
}

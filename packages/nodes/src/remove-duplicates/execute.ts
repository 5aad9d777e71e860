/** Runs Remove Duplicates 1 and 1.1, and the "within current input" operation of 2. */
import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import { pickPaths } from '../shared/field-paths.js';
import { flattenKeys, parseFieldList } from '../shared/transform-values.js';
import { duplicateIndexes } from './dedupe.js';

function unionKeys(items: readonly Item[], dotNotation: boolean): string[] {
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    for (const key of Object.keys(dotNotation ? flattenKeys(item.json) : item.json)) {
      if (!seen.has(key)) {
        seen.add(key);
        keys.push(key);
      }
    }
  }
  return keys;
}

/** Executes the Remove Duplicates node, versions 1 and 1.1. */
export async function executeRemoveDuplicates(ctx: ExecuteContext): Promise<NodeOutput> {
  return removeDuplicateInputItems(ctx, ctx.getInputData(), false);
}

/**
 * Drops the items that repeat an earlier one on the compared fields. Versions 1 and 1.1 read the
 * options only when comparing some fields; version 2 (`optionsAlways`) reads them in every case.
 */
export function removeDuplicateInputItems(ctx: ExecuteContext, items: Item[], optionsAlways: boolean): NodeOutput {
  const node = ctx.getNode();
  if (items.length === 0) return [[]];
  const compare = String(ctx.getNodeParameter('compare', 0, 'allFields'));
  const hasOptions = optionsAlways || compare === 'allFieldsExcept' || compare === 'selectedFields';
  const dotNotation = !(hasOptions && ctx.getNodeParameter('options.disableDotNotation', 0, false) === true);
  const removeOtherFields = hasOptions && ctx.getNodeParameter('options.removeOtherFields', 0, false) === true;

  let keys = unionKeys(items, dotNotation);
  if (compare === 'allFieldsExcept') {
    const exclude = parseFieldList(ctx.getNodeParameter('fieldsToExclude', 0, ''), 'Fields To Exclude');
    if (!exclude.length) {
      throw new NodeOperationError(node, 'No fields specified. Please add a field to exclude from comparison');
    }
    if (dotNotation) keys = Object.keys(flattenKeys((items[0] as Item).json));
    keys = keys.filter((key) => !exclude.includes(key));
  } else if (compare === 'selectedFields') {
    const selected = parseFieldList(ctx.getNodeParameter('fieldsToCompare', 0, ''), 'Fields To Compare');
    if (!selected.length) throw new NodeOperationError(node, 'No fields specified. Please add a field to compare on');
    keys = selected.map((key) => key.trim());
  }

  const removed = duplicateIndexes(node, items, keys, dotNotation);
  let result = items.filter((_, index) => !removed.has(index));
  if (removeOtherFields) {
    result = result.map((item, index) => ({
      json: pickPaths(item.json as Record<string, unknown>, keys),
      pairedItem: { item: index },
    }));
  }
  return [result];
}

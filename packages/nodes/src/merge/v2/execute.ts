import {
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type PairedItemData,
} from '@weft/workflow';
import { addSuffixToKeys, selectMergeMethod } from '../clash.js';
import { combineAll } from '../modes/combine-all.js';
import { deepMerge, pairedItemList } from '../object-utils.js';
import { clashOptionsV2 } from './clash-options.js';
import { mergeByFieldsV2 } from './merge-by-fields.js';

/**
 * "Combine → Merge By Position" of Merge 2: the n-th items of both inputs merged (input 2 wins by
 * default). When one input is empty, the other input's items are output as they are.
 */
function mergeByPosition(ctx: ExecuteContext, input1: Item[], input2: Item[]): Item[] {
  if (input1.length === 0 || input2.length === 0) return [...input1, ...input2];
  const clash = clashOptionsV2(ctx);
  const includeUnpaired = ctx.getNodeParameter('options.includeUnpaired', 0, false) as boolean;
  let [first, second] = [input1, input2];
  // Preferring input 1 means merging it last.
  if (clash.resolveClash === 'preferInput1') [first, second] = [second, first];
  if (clash.resolveClash === 'addSuffix') {
    first = addSuffixToKeys(first, '1');
    second = addSuffixToKeys(second, '2');
  }
  const count = includeUnpaired ? Math.max(first.length, second.length) : Math.min(first.length, second.length);
  const merge = selectMergeMethod(clash);
  const out: Item[] = [];
  for (let i = 0; i < count; i++) {
    const a = first[i];
    const b = second[i];
    if (!a || !b) {
      out.push((a ?? b)!);
      continue;
    }
    const item: Item = { json: merge(a.json, b.json), pairedItem: [a.pairedItem, b.pairedItem] as PairedItemData[] };
    const binary = deepMerge([a.binary, b.binary]);
    if (Object.keys(binary).length) item.binary = binary as Item['binary'];
    out.push(item);
  }
  return out;
}

/** "Choose Branch" of Merge 2: once both inputs arrived, the items of one, or a single empty item. */
function chooseBranch(ctx: ExecuteContext, input1: Item[], input2: Item[]): Item[] {
  if (ctx.getNodeParameter('chooseBranchMode', 0, 'waitForBoth') !== 'waitForBoth') return [];
  const output = ctx.getNodeParameter('output', 0, 'input1') as string;
  if (output === 'input1') return input1;
  if (output === 'input2') return input2;
  if (output === 'empty') {
    return [{ json: {}, pairedItem: [...input1, ...input2].flatMap((item) => pairedItemList(item.pairedItem)) }];
  }
  throw new NodeOperationError(ctx.getNode(), `The output "${output}" is not known`);
}

/**
 * Runs the Merge node (n8n `merge` 2 and 2.1): append, combine (by fields, by position,
 * multiplex) or choose a branch, always with two inputs.
 */
export async function executeMergeV2(ctx: ExecuteContext): Promise<NodeOutput> {
  const input1 = ctx.getInputData(0) ?? [];
  const input2 = ctx.getInputData(1) ?? [];
  const mode = ctx.getNodeParameter('mode', 0, 'append') as string;
  if (mode === 'append') return [[...input1, ...input2]];
  if (mode === 'chooseBranch') return [chooseBranch(ctx, input1, input2)];
  if (mode !== 'combine') throw new NodeOperationError(ctx.getNode(), `The mode "${mode}" is not known to Merge 2`);
  const combinationMode = ctx.getNodeParameter('combinationMode', 0, 'mergeByFields') as string;
  switch (combinationMode) {
    case 'multiplex':
      return combineAll(ctx, [input1, input2]);
    case 'mergeByPosition':
      return [mergeByPosition(ctx, input1, input2)];
    case 'mergeByFields':
      return [mergeByFieldsV2(ctx, input1, input2)];
    default:
      throw new NodeOperationError(ctx.getNode(), `The combination mode "${combinationMode}" is not known`);
  }
}

import type { ExecuteContext, Item, PairedItemData } from '@weft/workflow';
import { addSuffixToKeys, selectMergeMethod, type ClashResolveOptions } from '../clash.js';
import { deepMerge } from '../object-utils.js';

/** "Combine → All Possible Combinations": every input-1 item merged with every input-2 item. */
export function combineAll(ctx: ExecuteContext, inputs: Item[][]): Item[][] {
  const out: Item[] = [];
  const clash = (ctx.getNodeParameter('options.clashHandling.values', 0, {}) ?? {}) as ClashResolveOptions;
  let input1 = inputs[0];
  let input2 = inputs[1];
  // Preferring input 1 means letting it be merged last.
  if (clash.resolveClash === 'preferInput1') [input1, input2] = [input2, input1];
  if (clash.resolveClash === 'addSuffix') {
    input1 = input1 && addSuffixToKeys(input1, '1');
    input2 = input2 && addSuffixToKeys(input2, '2');
  }
  const merge = selectMergeMethod(clash);
  if (!input1 || !input2) return [out];
  for (const entry1 of input1) {
    for (const entry2 of input2) {
      const item: Item = {
        json: merge(entry1.json, entry2.json),
        pairedItem: [entry1.pairedItem, entry2.pairedItem] as PairedItemData[],
      };
      const binary = deepMerge([entry1.binary, entry2.binary]);
      if (Object.keys(binary).length) item.binary = binary as Item['binary'];
      out.push(item);
    }
  }
  return [out];
}

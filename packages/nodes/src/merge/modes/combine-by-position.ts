import type { ExecuteContext, Item, PairedItemData } from '@weft/workflow';
import { addSuffixToKeys, selectMergeMethod, type ClashResolveOptions } from '../clash.js';
import { deepMerge } from '../object-utils.js';

/**
 * "Combine → Position": the n-th items of all inputs merged into one, the preferred input's last
 * (by default the last input). Stops at the shortest input unless unpaired items are included.
 */
export function combineByPosition(ctx: ExecuteContext, inputs: Item[][]): Item[][] {
  const out: Item[] = [];
  const clash = (ctx.getNodeParameter('options.clashHandling.values', 0, {}) ?? {}) as ClashResolveOptions;
  const includeUnpaired = ctx.getNodeParameter('options.includeUnpaired', 0, false) as boolean;
  const preferredIndex = clash.resolveClash?.includes('preferInput')
    ? Number(clash.resolveClash.replace('preferInput', '')) - 1
    : inputs.length - 1;
  const preferred = inputs[preferredIndex] ?? [];
  const data =
    clash.resolveClash === 'addSuffix'
      ? inputs.map((input, index) => addSuffixToKeys(input, String(index + 1)))
      : inputs;
  const lengths = [...data.map((input) => input.length), preferred.length];
  const count = includeUnpaired ? Math.max(...lengths) : Math.min(...lengths);
  if (count === 0) return [out];
  const merge = selectMergeMethod(clash);
  for (let i = 0; i < count; i++) {
    const preferredEntry: Partial<Item> = preferred[i] ?? {};
    const entries: Array<Partial<Item>> = data.map((input) => input[i] ?? {});
    const item: Item = {
      json: merge({}, ...entries.map((entry) => entry.json ?? {}), preferredEntry.json ?? {}),
      pairedItem: [...entries.map((entry) => entry.pairedItem).flat(), preferredEntry.pairedItem].filter(
        (link) => link !== undefined,
      ) as PairedItemData[],
    };
    const binary = deepMerge([...entries.map((entry) => entry.binary), preferredEntry.binary]);
    if (Object.keys(binary).length) item.binary = binary as Item['binary'];
    out.push(item);
  }
  return [out];
}

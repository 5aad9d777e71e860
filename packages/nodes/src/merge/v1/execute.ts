import {
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type PairedItemData,
} from '@weft/workflow';
import { getPath } from '../object-utils.js';

type Obj = Record<string, unknown>;

/** "Merge By Index": the n-th items of both inputs shallow-merged (input 2 wins); `join` sets the count. */
function mergeByIndex(ctx: ExecuteContext, input1: Item[], input2: Item[]): Item[] {
  const join = ctx.getNodeParameter('join', 0, 'left') as string;
  if (input1.length === 0) return join === 'inner' || join === 'left' ? [] : input2;
  if (input2.length === 0) return join === 'left' || join === 'outer' ? input1 : [];
  let count = input1.length;
  if (join === 'inner') count = Math.min(input1.length, input2.length);
  else if (join === 'outer') count = Math.max(input1.length, input2.length);
  const out: Item[] = [];
  for (let i = 0; i < count; i++) {
    const a = input1[i];
    const b = input2[i];
    if (!a) {
      out.push(b!);
      continue;
    }
    if (!b) {
      out.push(a);
      continue;
    }
    const item: Item = { json: { ...a.json, ...b.json }, pairedItem: [a.pairedItem, b.pairedItem] as PairedItemData[] };
    if (a.binary !== undefined || b.binary !== undefined) {
      const binary: Obj = { ...(a.binary ?? {}) };
      for (const [key, value] of Object.entries(b.binary ?? {})) binary[key] = value ?? binary[key];
      item.binary = binary as Item['binary'];
    }
    out.push(item);
  }
  return out;
}

/** "Multiplex": every input-1 item shallow-merged with every input-2 item. */
function multiplex(input1: Item[], input2: Item[]): Item[] {
  return input1.flatMap((a) =>
    input2.map((b): Item => ({
      json: { ...a.json, ...b.json },
      pairedItem: [a.pairedItem, b.pairedItem] as PairedItemData[],
    })),
  );
}

/**
 * A key of input 1 as Merge 1 compares it: numbers as text, strings as they are, null as "null";
 * undefined when the item has no key, or one that cannot be compared (objects, booleans, dates).
 */
function comparableKey(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return value.toString();
  if (value === null) return 'null';
  return null;
}

/** "Keep Key Matches", "Remove Key Matches" and "Merge By Key": input 1 items looked up in input 2 by key. */
function byKey(ctx: ExecuteContext, mode: string, input1: Item[], input2: Item[]): Item[] {
  const property1 = String(ctx.getNodeParameter('propertyName1', 0, '') ?? '');
  const property2 = String(ctx.getNodeParameter('propertyName2', 0, '') ?? '');
  const overwrite = ctx.getNodeParameter('overwrite', 0, 'always') as string;
  if (!property1 || !property2) return mode === 'keepKeyMatches' ? [] : input1;

  // Input 2 by key (as object keys: the text of the value); a later item with the same key wins.
  const lookup = new Map<string, Item>();
  for (const entry of input2) {
    const key = getPath(entry.json, property2);
    if (!entry.json || !key) continue;
    lookup.set(String(key), entry);
  }

  const out: Item[] = [];
  for (const entry of input1) {
    const key = comparableKey(getPath(entry.json, property1));
    const match = typeof key === 'string' ? lookup.get(key) : undefined;
    if (key === undefined || key === null) {
      if (mode === 'removeKeyMatches') out.push(entry);
      continue;
    }
    if (!match) {
      if (mode !== 'keepKeyMatches') out.push(entry);
      continue;
    }
    if (mode === 'keepKeyMatches') out.push(entry);
    if (mode !== 'mergeByKey') continue;
    const json: Obj = structuredClone(entry.json);
    for (const [field, value] of Object.entries(match.json)) {
      if (field === property2) continue;
      if (
        overwrite === 'always' ||
        (overwrite === 'undefined' && !Object.hasOwn(json, field)) ||
        (overwrite === 'blank' && (json[field] === null || json[field] === undefined || json[field] === ''))
      ) {
        json[field] = value;
      }
    }
    out.push({ ...entry, json });
  }
  return out;
}

/**
 * Runs the Merge node (n8n `merge` 1): append, merge by index / key, multiplex, keep or remove
 * key matches, pass one input through, or wait for both and output one empty item.
 */
export async function executeMergeV1(ctx: ExecuteContext): Promise<NodeOutput> {
  const input1 = ctx.getInputData(0) ?? [];
  const input2 = ctx.getInputData(1) ?? [];
  const mode = ctx.getNodeParameter('mode', 0, 'append') as string;
  switch (mode) {
    case 'append':
      return [[...input1, ...input2]];
    case 'mergeByIndex':
      return [mergeByIndex(ctx, input1, input2)];
    case 'multiplex':
      return [multiplex(input1, input2)];
    case 'keepKeyMatches':
    case 'mergeByKey':
    case 'removeKeyMatches':
      return [byKey(ctx, mode, input1, input2)];
    case 'passThrough':
      return [ctx.getNodeParameter('output', 0, 'input1') === 'input1' ? input1 : input2];
    case 'wait':
      return [[{ json: {}, pairedItem: input1.map((_, item) => ({ item })) }]];
    default:
      throw new NodeOperationError(ctx.getNode(), `The mode "${mode}" is not known to Merge 1`);
  }
}

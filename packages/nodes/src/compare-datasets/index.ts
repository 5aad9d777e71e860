import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, NodeOutput, NodeType } from '@weft/workflow';
import { getPath } from '../shared/field-paths.js';
import { compareDatasetsDescription } from './description.js';
import { CompareError, compareDatasets } from './compare.js';
import type { CompareOptions, FieldPair } from './compare.js';

export { compareDatasetsDescription } from './description.js';
export { compareDatasets } from './compare.js';
export { valueComparer } from './fuzzy.js';

const isEmptyJson = (item: Item) => !item.json || Object.keys(item.json).length === 0;

function checkPairs(ctx: ExecuteContext, raw: unknown): FieldPair[] {
  const node = ctx.getNode();
  const pairs = (Array.isArray(raw) ? raw : []) as Array<Partial<FieldPair>>;
  if (pairs.length === 1 && pairs[0]!.field1 === '' && pairs[0]!.field2 === '') {
    throw new NodeOperationError(
      node,
      'You need to define at least one pair of fields in "Fields to Match" to match on',
    );
  }
  pairs.forEach((pair, index) => {
    if (pair.field1 === '' || pair.field2 === '') {
      throw new NodeOperationError(
        node,
        `You need to define both fields in "Fields to Match" for pair ${index + 1}, field 1 = '${pair.field1 ?? ''}', field 2 = '${pair.field2 ?? ''}'`,
      );
    }
  });
  return pairs.map((p) => ({ field1: String(p.field1 ?? ''), field2: String(p.field2 ?? '') }));
}

/** Before 2.2: empty items dropped, and a match field present in no item of an input is an error. */
function checkInput(
  ctx: ExecuteContext,
  input: Item[],
  fields: string[],
  disableDotNotation: boolean,
  label: string,
): Item[] {
  const items = input.filter((item) => !isEmptyJson(item));
  if (items.length === 0) return items;
  for (const field of fields) {
    const present = items.some((item) =>
      disableDotNotation
        ? Object.prototype.hasOwnProperty.call(item.json, field)
        : getPath(item.json, field) !== undefined,
    );
    if (!present)
      throw new NodeOperationError(ctx.getNode(), `Field '${field}' is not present in any of items in '${label}'`);
  }
  return items;
}

/**
 * Compare Datasets: pairs items of input A and B on the fields to match, then outputs A's items
 * without a partner, the pairs that are the same, the pairs that differ (as chosen by
 * "When There Are Differences") and B's items without a partner. Per version as n8n: fuzzy
 * compare moves out of the options in 2, 2.1 compares all keys fuzzily and skips nested fields,
 * 2.2 stops requiring the match fields to exist, 2.1+ defaults to including both versions.
 */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const version = node.typeVersion;
  const pairs = checkPairs(ctx, ctx.getNodeParameter('mergeByFields.values', 0, []));
  const raw = (ctx.getNodeParameter('options', 0, {}) ?? {}) as Record<string, unknown>;
  const fuzzyCompare = version >= 2 ? !!ctx.getNodeParameter('fuzzyCompare', 0, false) : !!raw.fuzzyCompare;
  const resolve = String(ctx.getNodeParameter('resolve', 0, '') ?? '');
  const options: CompareOptions = {
    version,
    fuzzyCompare,
    disableDotNotation: !!raw.disableDotNotation,
    multipleMatches: String(raw.multipleMatches || 'first'),
    skipFields: typeof raw.skipFields === 'string' ? raw.skipFields : '',
    resolve,
    preferWhenMix: resolve === 'mix' ? String(ctx.getNodeParameter('preferWhenMix', 0, '') ?? '') : '',
    exceptWhenMix: resolve === 'mix' ? ((ctx.getNodeParameter('exceptWhenMix', 0, '') as string | string[]) ?? '') : '',
  };
  let input1 = ctx.getInputData(0) ?? [];
  let input2 = ctx.getInputData(1) ?? [];
  if (version < 2.2) {
    input1 = checkInput(
      ctx,
      input1,
      pairs.map((p) => p.field1),
      options.disableDotNotation,
      'Input A',
    );
    input2 = checkInput(
      ctx,
      input2,
      pairs.map((p) => p.field2),
      options.disableDotNotation,
      'Input B',
    );
  } else {
    input1 = input1.filter((item) => !isEmptyJson(item));
    input2 = input2.filter((item) => !isEmptyJson(item));
  }
  try {
    return compareDatasets(input1, input2, pairs, options);
  } catch (error) {
    if (error instanceof CompareError) throw new NodeOperationError(node, error.message);
    throw error;
  }
}

/** The Compare Datasets node (`weft.compareDatasets`, n8n's `n8n-nodes-base.compareDatasets`), versions 1 to 2.3. */
export const compareDatasetsNode: NodeType[] = [{ description: compareDatasetsDescription, execute }];

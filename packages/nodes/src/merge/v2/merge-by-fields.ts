import { NodeOperationError, type ExecuteContext, type Item } from '@weft/workflow';
import { addSuffixToKeys } from '../clash.js';
import { findMatches, mergeMatched, type FieldPair, type MatchOptions } from '../match.js';
import { checkFieldPairs, withSource } from '../modes/combine-by-fields.js';
import { getPath } from '../object-utils.js';
import { clashOptionsV2 } from './clash-options.js';

/**
 * Merge 2.0 refuses a field to match that no item of an input has (an empty input has none);
 * 2.1 dropped this check.
 */
function checkFieldsPresent(
  ctx: ExecuteContext,
  input: Item[],
  fields: string[],
  disableDotNotation: boolean,
  label: string,
): void {
  for (const field of fields) {
    const present = input.some((item) =>
      disableDotNotation ? Object.hasOwn(item.json, field) : getPath(item.json, field) !== undefined,
    );
    if (!present) {
      throw new NodeOperationError(ctx.getNode(), `Field '${field}' is not present in any of items in '${label}'`, {
        description: 'Check the names in "Fields to Match", or use Merge 2.1 or later, which does not require them',
      });
    }
  }
}

/**
 * "Combine → Merge By Fields" of Merge 2 and 2.1: joins input 1 and input 2 on field pairs — inner
 * join (keep matches), anti-join (keep non-matches), outer join (keep everything) or left/right join.
 */
export function mergeByFieldsV2(ctx: ExecuteContext, input1: Item[], input2: Item[]): Item[] {
  const pairs: FieldPair[] = checkFieldPairs(
    ctx,
    (ctx.getNodeParameter('mergeByFields.values', 0, []) ?? []) as Array<Partial<FieldPair>>,
  );
  const joinMode = ctx.getNodeParameter('joinMode', 0, 'keepMatches') as string;
  const outputDataFrom = ctx.getNodeParameter('outputDataFrom', 0, 'both') as string;
  const options: MatchOptions = {
    ...((ctx.getNodeParameter('options', 0, {}) ?? {}) as MatchOptions),
    joinMode,
    outputDataFrom,
  };
  if (ctx.getNode().typeVersion < 2.1) {
    const noDots = !!options.disableDotNotation;
    checkFieldsPresent(
      ctx,
      input1,
      pairs.map((pair) => pair.field1),
      noDots,
      'Input 1',
    );
    checkFieldsPresent(
      ctx,
      input2,
      pairs.map((pair) => pair.field2),
      noDots,
      'Input 2',
    );
  }

  if (input1.length === 0 || input2.length === 0) {
    if (!input1.length && joinMode === 'keepNonMatches' && outputDataFrom === 'input1') return [];
    if (!input2.length && joinMode === 'keepNonMatches' && outputDataFrom === 'input2') return [];
    if (joinMode === 'keepMatches') return [];
    if (joinMode === 'enrichInput1' && input1.length === 0) return [];
    if (joinMode === 'enrichInput2' && input2.length === 0) return [];
    return [...input1, ...input2];
  }
  if (!pairs.length) return ['keepMatches', 'keepEverything', 'enrichInput2'].includes(joinMode) ? [] : input1;

  const matches = findMatches(input1, input2, pairs, options);
  const clash = clashOptionsV2(ctx);
  const suffix = clash.resolveClash === 'addSuffix';
  switch (joinMode) {
    case 'keepMatches':
    case 'keepEverything': {
      let output: Item[] = [];
      if (outputDataFrom === 'input1') output = matches.matched.map((match) => match.entry);
      if (outputDataFrom === 'input2') output = matches.matched2;
      if (outputDataFrom === 'both') output = mergeMatched(matches.matched, clash);
      if (joinMode === 'keepMatches') return output;
      return [
        ...output,
        ...(suffix ? addSuffixToKeys(matches.unmatched1, '1') : matches.unmatched1),
        ...(suffix ? addSuffixToKeys(matches.unmatched2, '2') : matches.unmatched2),
      ];
    }
    case 'keepNonMatches':
      if (outputDataFrom === 'input1') return matches.unmatched1;
      if (outputDataFrom === 'input2') return matches.unmatched2;
      if (outputDataFrom === 'both')
        return [...withSource(matches.unmatched1, 'input1'), ...withSource(matches.unmatched2, 'input2')];
      return [];
    case 'enrichInput1':
    case 'enrichInput2': {
      const merged = mergeMatched(matches.matched, clash, joinMode);
      const [rest, restSuffix] = joinMode === 'enrichInput1' ? [matches.unmatched1, '1'] : [matches.unmatched2, '2'];
      return [...merged, ...(suffix ? addSuffixToKeys(rest, restSuffix) : rest)];
    }
    default:
      throw new NodeOperationError(ctx.getNode(), `The output type "${joinMode}" is not known`);
  }
}

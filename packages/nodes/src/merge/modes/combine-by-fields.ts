import { NodeOperationError, type ExecuteContext, type Item } from '@weft/workflow';
import { addSuffixToKeys, type ClashResolveOptions } from '../clash.js';
import { findMatches, mergeMatched, type FieldPair, type MatchOptions } from '../match.js';

/** Checks the field pairs as n8n does: at least one pair, both names in every pair. */
export function checkFieldPairs(ctx: ExecuteContext, pairs: Array<Partial<FieldPair>>): FieldPair[] {
  const first = pairs[0];
  if (pairs.length === 1 && first?.field1 === '' && first.field2 === '') {
    throw new NodeOperationError(
      ctx.getNode(),
      'You need to define at least one pair of fields in "Fields to Match" to match on',
    );
  }
  pairs.forEach((pair, index) => {
    if (pair.field1 === '' || pair.field2 === '') {
      throw new NodeOperationError(
        ctx.getNode(),
        `You need to define both fields in "Fields to Match" for pair ${index + 1},
\t\t\t\t field 1 = '${pair.field1}'
\t\t\t\t field 2 = '${pair.field2}'`,
      );
    }
  });
  return pairs as FieldPair[];
}

function fieldPairs(ctx: ExecuteContext): FieldPair[] {
  if (ctx.getNodeParameter('advanced', 0, false)) {
    return checkFieldPairs(
      ctx,
      (ctx.getNodeParameter('mergeByFields.values', 0, []) ?? []) as Array<Partial<FieldPair>>,
    );
  }
  const names = String(ctx.getNodeParameter('fieldsToMatchString', 0, '') ?? '').split(',');
  return checkFieldPairs(
    ctx,
    names.map((name) => ({ field1: name.trim(), field2: name.trim() })),
  );
}

/** Copies of items with `_source` set to the input they came from ("Keep Non-Matches", both inputs). */
export const withSource = (items: Item[], source: string): Item[] =>
  items.map((item) => ({ ...item, json: { ...item.json, _source: source } }));

/**
 * "Combine → Matching Fields": joins input 1 and input 2 on field values — inner join (keep
 * matches), anti-join (keep non-matches), outer join (keep everything) or left/right join
 * (enrich input 1 / input 2).
 */
export function combineByFields(ctx: ExecuteContext, inputs: Item[][]): Item[][] {
  const pairs = fieldPairs(ctx);
  const joinMode = ctx.getNodeParameter('joinMode', 0, 'keepMatches') as string;
  const outputDataFrom = ctx.getNodeParameter('outputDataFrom', 0, 'both') as string;
  const options = { ...((ctx.getNodeParameter('options', 0, {}) ?? {}) as MatchOptions), joinMode, outputDataFrom };
  const input1 = inputs[0];
  const input2 = inputs[1];
  if (!input1) return [[]];

  if (input1.length === 0 || !input2 || input2.length === 0) {
    const other = input2 ?? [];
    if (!input1.length && joinMode === 'keepNonMatches' && outputDataFrom === 'input1') return [[]];
    if (!other.length && joinMode === 'keepNonMatches' && outputDataFrom === 'input2') return [[]];
    // n8n stops the branch (no output at all) when there is nothing to match or enrich.
    if (joinMode === 'keepMatches') return [];
    if (joinMode === 'enrichInput1' && input1.length === 0) return [];
    if (joinMode === 'enrichInput2' && other.length === 0) return [];
    return [[...input1, ...other]];
  }
  if (!pairs.length) {
    return ['keepMatches', 'keepEverything', 'enrichInput2'].includes(joinMode) ? [[]] : [input1];
  }

  const matches = findMatches(input1, input2, pairs, options);
  const clash = () => (ctx.getNodeParameter('options.clashHandling.values', 0, {}) ?? {}) as ClashResolveOptions;

  if (joinMode === 'keepMatches' || joinMode === 'keepEverything') {
    const clashOptions = clash();
    let output: Item[] = [];
    if (outputDataFrom === 'input1') output = matches.matched.map((match) => match.entry);
    if (outputDataFrom === 'input2') output = matches.matched2;
    if (outputDataFrom === 'both') output = mergeMatched(matches.matched, clashOptions);
    if (joinMode === 'keepEverything') {
      const suffix = clashOptions.resolveClash === 'addSuffix';
      output = [
        ...output,
        ...(suffix ? addSuffixToKeys(matches.unmatched1, '1') : matches.unmatched1),
        ...(suffix ? addSuffixToKeys(matches.unmatched2, '2') : matches.unmatched2),
      ];
    }
    return [output];
  }
  if (joinMode === 'keepNonMatches') {
    if (outputDataFrom === 'input1') return [matches.unmatched1];
    if (outputDataFrom === 'input2') return [matches.unmatched2];
    if (outputDataFrom === 'both')
      return [[...withSource(matches.unmatched1, 'input1'), ...withSource(matches.unmatched2, 'input2')]];
    return [[]];
  }
  if (joinMode === 'enrichInput1' || joinMode === 'enrichInput2') {
    const clashOptions = clash();
    const merged = mergeMatched(matches.matched, clashOptions, joinMode);
    const suffix = clashOptions.resolveClash === 'addSuffix';
    const rest = joinMode === 'enrichInput1' ? matches.unmatched1 : matches.unmatched2;
    const restSuffix = joinMode === 'enrichInput1' ? '1' : '2';
    return [[...merged, ...(suffix ? addSuffixToKeys(rest, restSuffix) : rest)]];
  }
  return [[]];
}

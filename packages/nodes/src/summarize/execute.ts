/** Runs Summarize 1 and 1.1. */
import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject, NodeOutput } from '@weft/workflow';
import { deepCopy, parseFieldList } from '../shared/transform-values.js';
import { aggregateAndSplit, flattenToArray, flattenToObject, valueGetter } from './aggregations.js';
import type { Aggregation, Row, SummarizeOptions } from './aggregations.js';

const withDefaults = (entry: Partial<Aggregation>): Aggregation => ({
  ...entry,
  aggregation: entry.aggregation ?? 'count',
  field: String(entry.field ?? ''),
});

/** Executes the Summarize node. */
export async function executeSummarize(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const node = ctx.getNode();
  const rows: Row[] = items.map(({ json }, i) => ({ ...json, _itemIndex: i }));
  const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as SummarizeOptions;
  const splitBy = parseFieldList(ctx.getNodeParameter('fieldsToSplitBy', 0, ''), 'Fields to Split By');
  const fields = ((ctx.getNodeParameter('fieldsToSummarize.values', 0, []) ?? []) as Array<Partial<Aggregation>>).map(
    withDefaults,
  );
  if (fields.every((f) => f.field === '')) {
    throw new NodeOperationError(
      node,
      "You need to add at least one aggregation to 'Fields to Summarize' with non empty 'Field'",
    );
  }
  const get = valueGetter(options.disableDotNotation);
  const result = aggregateAndSplit(splitBy, rows, fields, options, get, node.typeVersion === 1);

  for (const { field } of fields) {
    if (field === '' || rows.some((row) => get(row, field) !== undefined)) continue;
    if (node.typeVersion > 1 || options.continueIfFieldNotFound) continue;
    throw new NodeOperationError(node, `The field '${field}' does not exist in any items`);
  }

  const toJson = (row: Row) => deepCopy<JsonObject>(row);
  if (options.outputFormat === 'singleItem') {
    return [[{ json: toJson(flattenToObject(result)), pairedItem: rows.map((_, item) => ({ item })) }]];
  }
  const groups = flattenToArray(result);
  const out: Item[] = groups.map(({ returnData, pairedItems }) => ({
    json: toJson(returnData),
    pairedItem: (pairedItems ?? []).map((item) => ({ item })),
  }));
  return [out];
}

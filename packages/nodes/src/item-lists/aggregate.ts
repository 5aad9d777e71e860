import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject } from '@weft/workflow';
import { getPath } from '../shared/field-paths.js';
import { fieldNames } from './context.js';

/**
 * Before Item Lists 2.1, "Aggregate Items" on individual fields first checks that each field
 * exists in some item (unless missing values are kept).
 */
export function checkAggregateFields(ctx: ExecuteContext, items: Item[]): void {
  const node = ctx.getNode();
  const disableDot = ctx.getNodeParameter('options.disableDotNotation', 0, false) === true;
  const keepMissing = ctx.getNodeParameter('options.keepMissing', 0, false) === true;
  const fields = (ctx.getNodeParameter('fieldsToAggregate.fieldToAggregate', 0, []) ?? []) as Array<{
    fieldToAggregate?: string;
  }>;
  if (!fields.length)
    throw new NodeOperationError(node, 'No fields specified', { description: 'Please add a field to aggregate' });
  for (const { fieldToAggregate = '' } of fields) {
    let found = false;
    for (const item of items) {
      if (fieldToAggregate === '')
        throw new NodeOperationError(node, 'Field to aggregate is blank', {
          description: 'Please add a field to aggregate',
        });
      if (
        disableDot
          ? Object.prototype.hasOwnProperty.call(item.json, fieldToAggregate)
          : getPath(item.json, fieldToAggregate) !== undefined
      )
        found = true;
    }
    if (!found && disableDot && fieldToAggregate.includes('.')) {
      throw new NodeOperationError(node, `Couldn't find the field '${fieldToAggregate}' in the input data`, {
        description:
          "If you're trying to use a nested field, make sure you turn off 'disable dot notation' in the node options",
      });
    }
    if (!found && !keepMissing)
      throw new NodeOperationError(node, `Couldn't find the field '${fieldToAggregate}' in the input data`);
  }
}

/**
 * Item Lists 1.x/2.x "Aggregate Items" of all item data, with fields to include or exclude as a
 * `{fields}` collection; 1 does not link the new item to its sources.
 */
export function aggregateAllItemDataLegacy(ctx: ExecuteContext, items: Item[], version: number): Item[] {
  const destination = String(ctx.getNodeParameter('destinationFieldName', 0, 'data'));
  const exclude = fieldNames(ctx.getNodeParameter('fieldsToExclude', 0, {}));
  const include = fieldNames(ctx.getNodeParameter('fieldsToInclude', 0, {}));
  let rows: JsonObject[] = items.map((item) => item.json);
  let pairedItem: Array<{ item: number }> = [];
  if (exclude.length || include.length) {
    const kept: JsonObject[] = [];
    rows.forEach((row, index) => {
      let keys = Object.keys(row);
      if (exclude.length) keys = keys.filter((k) => !exclude.includes(k));
      if (include.length) keys = keys.filter((k) => include.includes(k));
      if (!keys.length) return;
      kept.push(Object.fromEntries<unknown>(keys.map((k) => [k, row[k]])));
      pairedItem.push({ item: index });
    });
    rows = kept;
  } else pairedItem = rows.map((_, item) => ({ item }));
  const json = { [destination]: rows } as JsonObject;
  return version < 2 ? [{ json }] : [{ json, pairedItem }];
}

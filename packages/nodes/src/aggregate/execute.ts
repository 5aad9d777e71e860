/** Runs Aggregate 1: gathers fields (or whole items) of all input items into one item. */
import { NodeOperationError } from '@weft/workflow';
import type { BinaryData, ExecuteContext, Item, JsonObject, NodeOutput, PairedItemData } from '@weft/workflow';
import { getPath, setPath } from '../shared/field-paths.js';
import { deepCopy, parseFieldList } from '../shared/transform-values.js';

interface FieldToAggregate {
  fieldToAggregate?: string;
  renameField?: boolean;
  outputFieldName?: string;
}

/** Adds the binaries of `sources` to `target`, suffixing clashing keys (`data_1`, …). */
export function addBinaries(target: Item, sources: readonly Item[], uniqueOnly: boolean): void {
  const seen: BinaryData[] = [];
  for (const source of sources) {
    for (const [key, binary] of Object.entries(source.binary ?? {})) {
      target.binary ??= {};
      if (uniqueOnly) {
        const dup = seen.some(
          (b) =>
            b.mimeType === binary.mimeType &&
            b.fileType === binary.fileType &&
            b.fileSize === binary.fileSize &&
            b.fileExtension === binary.fileExtension,
        );
        if (dup) continue;
        seen.push(binary);
      }
      let name = key;
      for (let n = 1; target.binary[name] !== undefined; n++) name = `${key}_${n}`;
      target.binary[name] = binary;
    }
  }
}

function aggregateFields(ctx: ExecuteContext, items: Item[]): Item {
  const node = ctx.getNode();
  const dotNotation = ctx.getNodeParameter('options.disableDotNotation', 0, false) !== true;
  const mergeLists = ctx.getNodeParameter('options.mergeLists', 0, false) === true;
  const keepMissing = ctx.getNodeParameter('options.keepMissing', 0, false) === true;
  const fields = (ctx.getNodeParameter('fieldsToAggregate.fieldToAggregate', 0, []) ?? []) as FieldToAggregate[];
  if (!fields.length)
    throw new NodeOperationError(node, 'No fields specified', { description: 'Please add a field to aggregate' });

  const result: Item = { json: {}, pairedItem: items.map((_, item) => ({ item })) };
  const values = new Map<string, unknown[]>();
  const outputFields: string[] = [];
  for (const { fieldToAggregate = '', outputFieldName = '', renameField = false } of fields) {
    const field = renameField ? outputFieldName : fieldToAggregate;
    if (outputFields.includes(field)) {
      throw new NodeOperationError(node, `The '${field}' output field is used more than once`, {
        description: 'Please make sure each output field name is unique',
      });
    }
    outputFields.push(field);
    const target = outputFieldName
      ? outputFieldName
      : dotNotation && fieldToAggregate.includes('.')
        ? (fieldToAggregate.split('.').pop() as string)
        : fieldToAggregate;
    if (fieldToAggregate === '') continue;
    const list: unknown[] = [];
    values.set(target, list);
    for (const item of items) {
      let value = dotNotation
        ? getPath(item.json, fieldToAggregate)
        : (item.json as Record<string, unknown>)[fieldToAggregate];
      if (!keepMissing) {
        if (Array.isArray(value)) value = value.filter((entry) => entry !== null);
        else if (value === null || value === undefined) continue;
      }
      if (Array.isArray(value) && mergeLists) list.push(...deepCopy(value));
      else list.push(deepCopy(value));
    }
  }
  for (const [key, list] of values) {
    if (dotNotation) setPath(result.json, key, list);
    else (result.json as Record<string, unknown>)[key] = list;
  }
  return result;
}

function aggregateAllData(ctx: ExecuteContext, items: Item[]): Item {
  const destination = String(ctx.getNodeParameter('destinationFieldName', 0, 'data'));
  const include = String(ctx.getNodeParameter('include', 0, 'allFields'));
  const exclude =
    include === 'allFieldsExcept'
      ? parseFieldList(ctx.getNodeParameter('fieldsToExclude', 0, ''), 'Fields To Exclude')
      : [];
  const only =
    include === 'specifiedFields'
      ? parseFieldList(ctx.getNodeParameter('fieldsToInclude', 0, ''), 'Fields To Include')
      : [];
  const pairedItem: PairedItemData[] = [];
  const list: JsonObject[] = [];
  items.forEach((item, index) => {
    if (!exclude.length && !only.length) {
      list.push(deepCopy(item.json));
      pairedItem.push({ item: index });
      return;
    }
    let keys = Object.keys(item.json);
    if (exclude.length) keys = keys.filter((key) => !exclude.includes(key));
    if (only.length) keys = keys.filter((key) => only.includes(key));
    if (!keys.length) return;
    const picked: JsonObject = {};
    for (const key of keys) picked[key] = deepCopy((item.json as Record<string, unknown>)[key]);
    list.push(picked);
    pairedItem.push({ item: index });
  });
  return { json: { [destination]: list }, pairedItem };
}

/** Executes the Aggregate node. */
export async function executeAggregate(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const mode = String(ctx.getNodeParameter('aggregate', 0, 'aggregateIndividualFields'));
  const result = mode === 'aggregateIndividualFields' ? aggregateFields(ctx, items) : aggregateAllData(ctx, items);
  if (ctx.getNodeParameter('options.includeBinaries', 0, false) === true) {
    const sources = (result.pairedItem as PairedItemData[]).map((p) => items[p.item] as Item);
    addBinaries(result, sources, ctx.getNodeParameter('options.keepOnlyUnique', 0, false) === true);
  }
  return [[result]];
}

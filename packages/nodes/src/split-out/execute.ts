/** Runs Split Out 1: turns a list inside each item into separate items. */
import { NodeOperationError } from '@weft/workflow';
import type { BinaryData, ExecuteContext, Item, JsonObject, NodeOutput } from '@weft/workflow';
import { getPath, unsetPath } from '../shared/field-paths.js';
import { deepCopy, parseFieldList } from '../shared/transform-values.js';

type Include = 'noOtherFields' | 'allOtherFields' | 'selectedOtherFields';

function entriesToSplit(item: Item, json: Record<string, unknown>, field: string, dotNotation: boolean): unknown[] {
  if (field === '$binary') return Object.entries(item.binary ?? {}).map(([key, value]) => ({ [key]: value }));
  let value: unknown = dotNotation ? getPath(json, field) : json[field];
  if (value === undefined) return [];
  if (typeof value !== 'object' || value === null) value = [value];
  return Array.isArray(value) ? value : Object.values(value as object);
}

/** Executes the Split Out node. */
export async function executeSplitOut(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const node = ctx.getNode();
  const out: Item[] = [];

  for (let i = 0; i < items.length; i++) {
    const input = items[i] as Item;
    const fields = String(ctx.getNodeParameter('fieldToSplitOut', i, '') ?? '')
      .split(',')
      .map((f) => f.trim().replace(/^\$json\./, ''));
    const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as Record<string, unknown>;
    const dotNotation = options.disableDotNotation !== true;
    const destinations = String(options.destinationFieldName ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter((f) => f !== '');
    if (destinations.length && destinations.length !== fields.length) {
      throw new NodeOperationError(
        node,
        'If multiple fields to split out are given, the same number of destination fields must be given',
      );
    }
    const include = String(ctx.getNodeParameter('include', i, 'noOtherFields')) as Include;
    const multiSplit = fields.length > 1;
    const json = { ...input.json } as Record<string, unknown>;

    const parts: Item[] = [];
    fields.forEach((field, fieldIndex) => {
      const destination = destinations[fieldIndex] ?? '';
      const fieldName = destination || field;
      entriesToSplit(input, json, field, dotNotation).forEach((element, n) => {
        const part = (parts[n] ??= { json: {}, pairedItem: { item: i } });
        if (field === '$binary') {
          const [key, value] = Object.entries(element as Record<string, BinaryData>)[0] ?? [];
          if (key !== undefined && value !== undefined) part.binary = { ...part.binary, [key]: value };
          return;
        }
        if (
          typeof element === 'object' &&
          element !== null &&
          include === 'noOtherFields' &&
          destination === '' &&
          !multiSplit
        ) {
          parts[n] = {
            json: { ...part.json, ...(deepCopy(element) as JsonObject) },
            pairedItem: { item: i },
            ...(part.binary ? { binary: part.binary } : {}),
          };
        } else {
          (part.json as Record<string, unknown>)[fieldName] = deepCopy(element);
        }
      });
    });

    for (const part of parts) {
      if (!part) continue;
      if (include === 'allOtherFields') {
        const rest = deepCopy(json);
        for (const field of fields) {
          if (dotNotation) unsetPath(rest, field);
          else delete rest[field];
        }
        part.json = { ...rest, ...part.json };
      } else if (include === 'selectedOtherFields') {
        const selected = parseFieldList(ctx.getNodeParameter('fieldsToInclude', i, ''), 'Fields To Include');
        if (!selected.length)
          throw new NodeOperationError(node, 'No fields specified', { description: 'Please add a field to include' });
        for (const field of selected) {
          (part.json as Record<string, unknown>)[field] = deepCopy(dotNotation ? getPath(json, field) : json[field]);
        }
      }
      if (options.includeBinary === true && input.binary && !part.binary) part.binary = input.binary;
      out.push(part);
    }
  }
  return [out];
}

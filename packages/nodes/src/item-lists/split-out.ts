import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item } from '@weft/workflow';
import { getPath, unsetPath } from '../shared/field-paths.js';
import { deepCopy } from '../shared/transform-values.js';
import { fieldNames } from './context.js';

const DOT_HINT =
  "If you're trying to use a nested field, make sure you turn off 'disable dot notation' in the node options";
type Json = Record<string, unknown>;

/** Item Lists 1 "Split Out Items": one array field per item, each element a new item. */
export function splitOutV1(ctx: ExecuteContext, items: Item[]): Item[] {
  const node = ctx.getNode();
  const out: Item[] = [];
  const disableDot = ctx.getNodeParameter('options.disableDotNotation', 0, false) === true;
  items.forEach((item, i) => {
    const field = String(ctx.getNodeParameter('fieldToSplitOut', i, '') ?? '');
    const destination = String(ctx.getNodeParameter('options.destinationFieldName', i, '') ?? '');
    const include = String(ctx.getNodeParameter('include', i, 'noOtherFields'));
    const read = (name: string) => (disableDot ? item.json[name] : getPath(item.json, name));
    const list = read(field);
    if (list === undefined) {
      throw new NodeOperationError(node, `Couldn't find the field '${field}' in the input data`, {
        itemIndex: i,
        ...(field.includes('.') && disableDot ? { description: DOT_HINT } : {}),
      });
    }
    if (!Array.isArray(list))
      throw new NodeOperationError(node, `The provided field '${field}' is not an array`, { itemIndex: i });
    for (const element of list) {
      let json: Json = {};
      if (include === 'selectedOtherFields') {
        const selected = fieldNames(ctx.getNodeParameter('fieldsToInclude', i, {}));
        if (!selected.length)
          throw new NodeOperationError(node, 'No fields specified', { description: 'Please add a field to include' });
        for (const name of selected) if (name !== field) json[name] = read(name);
      } else if (include === 'allOtherFields') {
        for (const name of Object.keys(item.json)) json[name] = read(name);
        unsetPath(json, field);
      }
      if (typeof element === 'object' && include === 'noOtherFields' && destination === '')
        json = { ...json, ...(element as Json) };
      else json = { ...json, [destination || field]: element };
      out.push({ json: json, pairedItem: { item: i } });
    }
  });
  return out;
}

/**
 * Item Lists 2.x "Split Out Items": several fields (comma-separated) split side by side; from 2.1
 * a missing field splits as an empty list, from 2.2 a plain value as a one-element list.
 */
export function splitOutV2(ctx: ExecuteContext, items: Item[], version: number): Item[] {
  const node = ctx.getNode();
  const out: Item[] = [];
  items.forEach((input, i) => {
    const fields = String(ctx.getNodeParameter('fieldToSplitOut', i, '') ?? '')
      .split(',')
      .map((f) => f.trim());
    const disableDot = ctx.getNodeParameter('options.disableDotNotation', 0, false) === true;
    const destinations = String(ctx.getNodeParameter('options.destinationFieldName', i, '') ?? '')
      .split(',')
      .filter((f) => f.trim() !== '')
      .map((f) => f.trim());
    if (destinations.length && destinations.length !== fields.length) {
      throw new NodeOperationError(
        node,
        'If multiple fields to split out are given, the same number of destination fields must be given',
      );
    }
    const include = String(ctx.getNodeParameter('include', i, 'noOtherFields'));
    const multi = fields.length > 1;
    const item: Json = { ...input.json };
    const rows: Json[] = [];
    fields.forEach((field, entryIndex) => {
      const destination = destinations[entryIndex] || '';
      let list: unknown = disableDot ? item[field] : getPath(item, field);
      if (list === undefined) {
        if (version < 2.1) {
          throw new NodeOperationError(node, `Couldn't find the field '${field}' in the input data`, {
            ...(field.includes('.') && disableDot ? { description: DOT_HINT } : { itemIndex: i }),
          });
        }
        list = [];
      }
      if (typeof list !== 'object' || list === null) {
        if (version < 2.2)
          throw new NodeOperationError(node, `The provided field '${field}' is not an array or object`, {
            itemIndex: i,
          });
        list = [list];
      }
      const elements = Array.isArray(list) ? list : Object.values(list as Json);
      elements.forEach((element, index) => {
        rows[index] ??= {};
        const name = destination || field;
        if (
          typeof element === 'object' &&
          element !== null &&
          include === 'noOtherFields' &&
          destination === '' &&
          !multi
        ) {
          rows[index] = { ...rows[index], ...(element as Json) };
        } else rows[index][name] = element;
      });
    });
    for (const row of rows) {
      let json: Json = {};
      if (include === 'noOtherFields') json = row;
      if (include === 'allOtherFields') {
        const copy = deepCopy(item);
        for (const field of fields) {
          if (disableDot) delete copy[field];
          else unsetPath(copy, field);
        }
        json = { ...copy, ...row };
      }
      if (include === 'selectedOtherFields') {
        const selected = fieldNames(ctx.getNodeParameter('fieldsToInclude', i, {}));
        if (!selected.length)
          throw new NodeOperationError(node, 'No fields specified', { description: 'Please add a field to include' });
        for (const name of selected) row[name] = disableDot ? item[name] : getPath(item, name);
        json = row;
      }
      out.push({ json: json ?? {}, pairedItem: { item: i } });
    }
  });
  return out;
}

/** Runs the legacy Set node (n8n `set` 1 and 2) on its input items. */
import type {
  ExecuteContext,
  Item,
  JsonObject,
  NodeOutput,
  NodeProperty,
  NodePropertyCollection,
} from '@weft/workflow';
import { entriesWithDefaults } from '../shared/collection-entries.js';
import { setPath } from '../shared/field-paths.js';
import { deepCopy } from '../shared/transform-values.js';
import { legacySetProperties } from './legacy-description.js';

/** The value lists in the order the node applies them (a later list wins on the same name). */
const LISTS = ['boolean', 'number', 'string'] as const;
type ListName = (typeof LISTS)[number];

const listValues = (list: ListName): NodeProperty[] => {
  const values = legacySetProperties.find((p) => p.name === 'values')?.options ?? [];
  return (values as NodePropertyCollection[]).find((o) => o.name === list)?.values ?? [];
};
const LIST_VALUES: Record<ListName, NodeProperty[]> = {
  boolean: listValues('boolean'),
  number: listValues('number'),
  string: listValues('string'),
};

/** A list entry's value as the version writes it. */
function convert(list: ListName, value: unknown, version: number): unknown {
  if (list === 'boolean') return !!value;
  // Version 2 writes a numeric string of a Number value as a number ('' counts as 0, as Number('') does).
  if (list === 'number' && version >= 2 && typeof value === 'string' && !Number.isNaN(Number(value)))
    return Number(value);
  return value;
}

/**
 * Executes Set 1/2: each output item is a copy of its input item (or, with "Keep Only Set", an
 * empty one) with the boolean, then number, then string values written into it, by dot-notation
 * path unless the option is off. Without input items it outputs one item from nothing.
 */
export async function executeLegacySet(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const items = [...ctx.getInputData()];
  if (items.length === 0) items.push({ json: {}, pairedItem: { item: 0 } });
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const input = items[i] as Item;
    const keepOnlySet = ctx.getNodeParameter('keepOnlySet', i, false) === true;
    const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as { dotNotation?: unknown };
    const item: Item = { json: {}, pairedItem: { item: i } };
    if (!keepOnlySet) {
      if (input.binary !== undefined) item.binary = { ...input.binary };
      item.json = deepCopy<JsonObject>(input.json);
    }
    const json = item.json as Record<string, unknown>;
    for (const list of LISTS) {
      const entries = entriesWithDefaults(ctx.getNodeParameter(`values.${list}`, i, []), LIST_VALUES[list]);
      for (const entry of entries) {
        const name = String(entry.name);
        const value = convert(list, entry.value, node.typeVersion);
        if (options.dotNotation === false) json[name] = value;
        else setPath(json, name, value);
      }
    }
    out.push(item);
  }
  return [out];
}

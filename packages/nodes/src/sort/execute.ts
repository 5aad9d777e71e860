/** Runs Sort 1: by fields, at random, or with a comparison function. */
import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import { getPath } from '../shared/field-paths.js';
import { isDeepEqual, looseLessThan } from '../shared/transform-values.js';

/** One sort key: a field name and its direction (1 ascending, -1 descending). */
export interface SortKey {
  name: string;
  dir: 1 | -1;
}

/** Shuffles an array in place (Fisher–Yates). */
export function shuffleInPlace<T>(array: T[], random: () => number = Math.random): T[] {
  for (let i = array.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [array[i], array[j]] = [array[j] as T, array[i] as T];
  }
  return array;
}

/** Compares two items on sort keys the way n8n does (strings case-insensitively, loose `<`). */
export function compareByKeys(a: Item, b: Item, keys: readonly SortKey[], dotNotation: boolean): number {
  const read = (item: Item, name: string): unknown => {
    const v = dotNotation ? getPath(item.json, name) : (item.json as Record<string, unknown>)[name];
    return typeof v === 'string' ? v.toLowerCase() : v;
  };
  for (const key of keys) {
    const va = read(a, key.name);
    const vb = read(b, key.name);
    if (!isDeepEqual(va, vb)) return looseLessThan(va, vb) ? -key.dir : key.dir;
  }
  return 0;
}

function sortByFields(ctx: ExecuteContext, items: Item[]): Item[] {
  const node = ctx.getNode();
  const disableDot = ctx.getNodeParameter('options.disableDotNotation', 0, false) === true;
  const ui = (ctx.getNodeParameter('sortFieldsUi', 0, {}) ?? {}) as {
    sortField?: Array<{ fieldName?: string; order?: string }>;
  };
  const fields = ui.sortField ?? [];
  if (!fields.length) throw new NodeOperationError(node, 'No sorting specified. Please add a field to sort by');
  for (const { fieldName = '' } of fields) {
    const found = items.some((item) =>
      disableDot
        ? Object.prototype.hasOwnProperty.call(item.json, fieldName)
        : getPath(item.json, fieldName) !== undefined,
    );
    if (!found) {
      throw new NodeOperationError(node, `Couldn't find the field '${fieldName}' in the input data`, {
        description:
          disableDot && fieldName.includes('.')
            ? "If you're trying to use a nested field, make sure you turn off 'disable dot notation' in the node options"
            : undefined,
      });
    }
  }
  const keys: SortKey[] = fields.map((f) => ({
    name: f.fieldName ?? '',
    dir: (f.order ?? 'ascending') === 'ascending' ? 1 : -1,
  }));
  return [...items].sort((a, b) => compareByKeys(a, b, keys, !disableDot));
}

/** The script that sorts item indexes with the user's comparison code inside the Code sandbox. */
export function buildSortScript(code: string): string {
  return [
    'const __items = $input.all();',
    'const __order = __items.map((_, i) => i);',
    'const __compare = (function () { var fieldName; return function (a, b) {',
    code,
    '}; })();',
    '__order.sort((x, y) => __compare(__items[x], __items[y]));',
    'return [{ json: { order: __order } }];',
  ].join('\n');
}

function readOrder(result: unknown): number[] | undefined {
  const first = Array.isArray(result) ? (result[0] as Record<string, unknown> | undefined) : undefined;
  const holder = (first?.json ?? first) as Record<string, unknown> | undefined;
  const order = holder?.order;
  return Array.isArray(order) && order.every((n) => typeof n === 'number') ? order : undefined;
}

async function sortByCode(ctx: ExecuteContext, items: Item[]): Promise<Item[]> {
  const code = String(ctx.getNodeParameter('code', 0, ''));
  if (!/\breturn\b/.test(code)) {
    throw new NodeOperationError(
      ctx.getNode(),
      "Sort code doesn't return. Please add a 'return' statement to your code",
    );
  }
  const result = await ctx.runCode({ code: buildSortScript(code), mode: 'runOnceForAllItems' });
  const order = readOrder(result.items);
  if (!order || order.length !== items.length) {
    throw new NodeOperationError(ctx.getNode(), 'The sort code did not produce a valid order');
  }
  return order.map((i) => items[i] as Item);
}

/** Executes the Sort node. */
export async function executeSort(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const type = ctx.getNodeParameter('type', 0, 'simple') as string;
  if (type === 'random') return [shuffleInPlace([...items])];
  if (type === 'simple') return [sortByFields(ctx, items)];
  return [await sortByCode(ctx, items)];
}

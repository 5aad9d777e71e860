/**
 * What a Code node's JavaScript may return, as n8n's Code node checks it: shared by the engine's
 * sandboxes and the nodes that run code in the host (the LangChain Code node).
 */
import { WeftError } from '../errors.js';
import type { Item } from '../types/data.js';

/** The code ran but returned something n8n's Code node does not accept. */
export class CodeValidationError extends WeftError {
  itemIndex: number | undefined;
  lineNumber: number | undefined;
  constructor(options: { message: string; description: string; itemIndex?: number; lineNumber?: number }) {
    const { itemIndex, lineNumber } = options;
    let suffix = '';
    if (lineNumber !== undefined && itemIndex !== undefined) suffix = ` [line ${lineNumber}, for item ${itemIndex}]`;
    else if (lineNumber !== undefined) suffix = ` [line ${lineNumber}]`;
    else if (itemIndex !== undefined) suffix = ` [item ${itemIndex}]`;
    super(options.message + suffix, {
      description: options.description,
      context: itemIndex === undefined ? {} : { itemIndex },
    });
    this.name = 'CodeValidationError';
    this.itemIndex = itemIndex;
    this.lineNumber = lineNumber;
  }
}

/** Top-level keys an n8n item may have. */
const ITEM_KEYS = new Set(['json', 'binary', 'pairedItem', 'error', 'metadata', 'index']);

const ALL_ITEMS_DESCRIPTION = 'Please return an array of objects, one for each item you would like to output.';

/** n8n's `isObject`: a non-null, non-array object (results arrive as JSON, so no Dates). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * n8n's `normalizeItems`: wraps plain objects into `{json}`; items that all have `json` pass as they are;
 * mixing wrapped and unwrapped items is an error.
 */
export function normalizeItems(data: unknown): Item[] {
  let list: unknown[];
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    list = (data as { json?: unknown }).json ? [data] : [{ json: data }];
  } else {
    list = data as unknown[];
  }
  const has = (item: unknown, key: string) => typeof item === 'object' && item !== null && key in item;
  if (list.every((item) => has(item, 'json'))) return list as Item[];
  if (list.some((item) => has(item, 'json'))) throw new WeftError('Inconsistent item format');
  if (list.every((item) => has(item, 'binary'))) {
    return list.map((item) => {
      const { binary, ...json } = item as Record<string, unknown>;
      return { json, binary } as Item;
    });
  }
  if (list.some((item) => has(item, 'binary'))) throw new WeftError('Inconsistent item format');
  return list.map((item) => ({ json: item }) as Item);
}

function validateItem(item: Item, itemIndex: number): void {
  if (item.json === undefined || !isPlainObject(item.json)) {
    throw new CodeValidationError({
      message: "A 'json' property isn't an object",
      description: "In the returned data, every key named 'json' must point to an object.",
      itemIndex,
    });
  }
  if (item.binary !== undefined && !isPlainObject(item.binary)) {
    throw new CodeValidationError({
      message: "A 'binary' property isn't an object",
      description: "In the returned data, every key named 'binary' must point to an object.",
      itemIndex,
    });
  }
}

function validateTopLevelKeys(item: Record<string, unknown>, itemIndex: number): void {
  let reserved: string | null = null;
  const unknownKeys: string[] = [];
  for (const key of Object.keys(item)) {
    if (ITEM_KEYS.has(key)) reserved ??= key;
    else unknownKeys.push(key);
  }
  if (unknownKeys.length === 0) return;
  if (reserved) {
    throw new CodeValidationError({
      message: 'Invalid output format',
      description: `An output item contains the reserved key <code>${reserved}</code>. To get around this, please wrap each item in an object, under a key called <code>json</code>. <a href="https://docs.n8n.io/data/data-structure/#data-structure" target="_blank">Example</a>`,
      itemIndex,
    });
  }
  throw new CodeValidationError({
    message: `Unknown top-level item key: ${unknownKeys[0]}`,
    description: 'Access the properties of an item under `.json`, e.g. `item.json`',
    itemIndex,
  });
}

/**
 * Validates and normalises what all-items code returned (after its JSON round trip): an array of
 * items or plain objects, or a single object. `null` means no output.
 */
export function validateAllItemsResult(result: unknown): Item[] {
  if (result === null) return [];
  if (typeof result !== 'object') {
    throw new CodeValidationError({
      message: "Code doesn't return items properly",
      description: ALL_ITEMS_DESCRIPTION,
    });
  }
  if (Array.isArray(result)) {
    for (const item of result) {
      if (!isPlainObject(item)) {
        throw new CodeValidationError({
          message: "Code doesn't return items properly",
          description: ALL_ITEMS_DESCRIPTION,
        });
      }
    }
    const needsItemKeys = result.some((item) => Object.keys(item as object).some((key) => ITEM_KEYS.has(key)));
    if (needsItemKeys) result.forEach((item, index) => validateTopLevelKeys(item as Record<string, unknown>, index));
  }
  const items = normalizeItems(result);
  items.forEach((item, index) => validateItem(item, index));
  return items;
}

/** n8n's refusal of an array returned by each-item code (`firstType`: its first element's type, '' when empty). */
export function arrayReturned(firstType: string, itemIndex: number): CodeValidationError {
  const first = firstType ? `An array of ${firstType}s was returned.` : 'An empty array was returned.';
  return new CodeValidationError({
    message: "Code doesn't return a single object",
    description: `${first} If you need to output multiple items, please use the 'Run Once for All Items' mode instead.`,
    itemIndex,
  });
}

/** Validates one each-item output, already shaped `{json, pairedItem, binary?}` by the sandbox. */
export function validateEachItemResult(result: unknown, itemIndex: number): Item {
  if (typeof result !== 'object' || result === null) {
    throw new CodeValidationError({
      message: "Code doesn't return an object",
      description: `Please return an object representing the output item. ('${String(result)}' was returned instead.)`,
      itemIndex,
    });
  }
  if (Array.isArray(result)) throw arrayReturned(result.length > 0 ? typeof result[0] : '', itemIndex);
  const [item] = normalizeItems([result]);
  validateItem(item as Item, itemIndex);
  validateTopLevelKeys(item as Record<string, unknown>, itemIndex);
  return item as Item;
}

/**
 * n8n refuses each-item code that mentions `$input.first/last/all/itemMatching` before running it,
 * naming the first line that contains the method (lines starting with `//` or `*` skipped): the
 * refusal for item `itemIndex`, or undefined when the code may run.
 */
export function eachItemCodeRefusal(code: string, itemIndex = 0): CodeValidationError | undefined {
  const match = code.match(/\$input\.(?<method>first|last|all|itemMatching)/);
  const method = match?.groups?.method;
  if (!method) return undefined;
  const lineNumber =
    code.split('\n').findIndex((line) => line.includes(method) && !line.startsWith('//') && !line.startsWith('*')) + 1;
  if (lineNumber === 0) return undefined;
  return new CodeValidationError({
    message: `Can't use .${method}() here`,
    description: "This is only available in 'Run Once for All Items' mode",
    itemIndex,
    lineNumber,
  });
}

/** Runs Rename Keys 1: renames fields by name (dot notation) and by regular expression. */
import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject, NodeOutput, WorkflowNode } from '@weft/workflow';
import { getPath, setPath, unsetPath } from '../shared/field-paths.js';
import { deepCopy } from '../shared/transform-values.js';

interface KeyRename {
  currentKey?: string;
  newKey?: string;
}

interface RegexReplacement {
  searchRegex?: string;
  replaceRegex?: string;
  options?: { caseInsensitive?: boolean; depth?: number };
}

/** Renames one key of `target`, reading its value from the original json `source`. */
export function renameKey(source: JsonObject, target: JsonObject, key: KeyRename): void {
  const from = key.currentKey ?? '';
  const to = key.newKey ?? '';
  if (from === '' || to === '' || from === to) return;
  const value = getPath(source, from);
  if (value === undefined) return;
  setPath(target, to, deepCopy(value));
  unsetPath(target, from);
}

/** Renames the keys matching `regex` at every level down to `depth` (-1: no limit). */
export function renameKeysByRegex(
  obj: Record<string, unknown>,
  regex: RegExp,
  replacement: string,
  depth: number,
): Record<string, unknown> {
  for (const key in obj) {
    if (Array.isArray(obj)) {
      if (depth !== 0) renameKeysByRegex(obj[key] as Record<string, unknown>, regex, replacement, depth - 1);
    } else if (Object.prototype.hasOwnProperty.call(obj, key)) {
      const value = obj[key];
      if (typeof value === 'object' && value !== null && depth !== 0) {
        renameKeysByRegex(value as Record<string, unknown>, regex, replacement, depth - 1);
      }
      if (regex.test(key)) {
        const renamed = key.replace(regex, replacement);
        if (renamed !== key) {
          obj[renamed] = obj[key];
          delete obj[key];
        }
      }
    }
  }
  return obj;
}

function compileRegex(node: WorkflowNode, source: string, caseInsensitive: boolean, itemIndex: number): RegExp {
  try {
    return new RegExp(source, caseInsensitive ? 'i' : undefined);
  } catch (error) {
    // JavaScript's own message, as n8n gives it: it names the pattern and what is wrong with it.
    throw new NodeOperationError(
      node,
      error instanceof Error ? error.message : `Invalid regular expression: ${source}`,
      {
        itemIndex,
        description: "A regex replacement's search pattern is not a valid regular expression",
      },
    );
  }
}

/** One item with its keys renamed. */
function renameItem(ctx: ExecuteContext, node: WorkflowNode, input: Item, i: number): Item {
  const keys = (ctx.getNodeParameter('keys.key', i, []) ?? []) as KeyRename[];
  const replacements = (ctx.getNodeParameter('additionalOptions.regexReplacement.replacements', i, []) ??
    []) as RegexReplacement[];
  const item: Item = { json: deepCopy(input.json), pairedItem: { item: i } };
  if (input.binary !== undefined) item.binary = input.binary;
  for (const key of keys) renameKey(input.json, item.json, key);
  for (const r of replacements) {
    const regex = compileRegex(node, String(r.searchRegex ?? ''), r.options?.caseInsensitive === true, i);
    const depth = r.options?.depth ?? -1;
    item.json = renameKeysByRegex(item.json, regex, String(r.replaceRegex ?? ''), depth);
  }
  return item;
}

/**
 * Executes the Rename Keys node. As in n8n, an item that fails (a bad pattern, a key that cannot be
 * written) becomes an `error` item when the node continues on error, and the other items go on.
 */
export async function executeRenameKeys(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const node = ctx.getNode();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      out.push(renameItem(ctx, node, items[i] as Item, i));
    } catch (error) {
      if (!ctx.continueOnFail())
        throw error instanceof NodeOperationError
          ? error
          : new NodeOperationError(node, error as Error, { itemIndex: i });
      out.push({ json: { error: error instanceof Error ? error.message : String(error) }, pairedItem: { item: i } });
    }
  }
  return [out];
}

import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject, NodeOutput, NodeType } from '@weft/workflow';
import { runLegacyCode } from '../function/index.js';
import { functionItemDescription } from './description.js';

export { functionItemDescription, FUNCTION_ITEM_DEFAULT_CODE } from './description.js';

/**
 * Runs the Function Item node: for each input item the code gets a copy of its JSON as `item`
 * (and `$json`, `$node`, `$item(i)` … for that item, `getBinaryData()` / `setBinaryData()`), and
 * what it returns becomes the item's JSON, paired with it; the item's binary data stays. Errors
 * name the line and the item like n8n's; with continue-on-fail they become `{error}` items.
 */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const code = ctx.getNodeParameter('functionCode', 0, '') as unknown;
  if (typeof code !== 'string') throw new NodeOperationError(node, 'The JavaScript code must be a string');
  const continueOnFail = ctx.continueOnFail();
  let results: NonNullable<Awaited<ReturnType<typeof runLegacyCode>>['results']>;
  try {
    results = (await runLegacyCode(ctx, code, 'each')).results ?? [];
  } catch (error) {
    if (!continueOnFail) throw error;
    return [[{ json: { error: error instanceof Error ? error.message : String(error) } }]];
  }
  const out: Item[] = [];
  for (const [itemIndex, result] of results.entries()) {
    if (result.error) {
      const { message, line } = result.error;
      if (continueOnFail) {
        out.push({ json: { error: message }, pairedItem: { item: itemIndex } });
        continue;
      }
      const where = line === undefined ? `[Item Index: ${itemIndex}]` : `[Line ${line} | Item Index: ${itemIndex}]`;
      throw new NodeOperationError(node, `${message} ${where}`, { itemIndex });
    }
    if (result.value === undefined) {
      const message = 'No data got returned. Always an object has to be returned!';
      if (continueOnFail) {
        out.push({ json: { error: message }, pairedItem: { item: itemIndex } });
        continue;
      }
      throw new NodeOperationError(node, message, { itemIndex });
    }
    const item: Item = { json: result.value as JsonObject, pairedItem: { item: itemIndex } };
    if (result.binary) item.binary = result.binary as Item['binary'];
    out.push(item);
  }
  return [out];
}

/** The legacy Function Item node (`weft.functionItem`, n8n's `n8n-nodes-base.functionItem`), version 1. */
export const functionItemNode: NodeType[] = [{ description: functionItemDescription, execute }];

/**
 * The Notion node's run: each item through its resource's operation, the outputs paired with
 * their item. From Notion 2 a failing item becomes `{error}` when the node continues on failure
 * (Notion 1 fails the node, as n8n's 1 does); errors name the item.
 */
import { NodeOperationError, WeftError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { OPERATIONS, prepareShared, type OperationRun } from './operations.js';

/** The error of item `itemIndex`, keeping Notion's message and naming the item. */
function itemError(ctx: ExecuteContext, error: unknown, itemIndex: number): Error {
  if (error instanceof WeftError) {
    if (error.context.itemIndex === undefined) error.context.itemIndex = itemIndex;
    return error;
  }
  return new NodeOperationError(ctx.getNode(), error instanceof Error ? error : String(error), { itemIndex });
}

/** Runs the Notion node (every version). */
export async function executeNotion(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const version = node.typeVersion;
  const resource = String(ctx.getNodeParameter('resource', 0, 'page'));
  const operation = String(ctx.getNodeParameter('operation', 0));
  const run = OPERATIONS[`${resource}:${operation}`];
  if (
    !run ||
    (version < 2 && ['database:search', 'databasePage:get', 'page:archive'].includes(`${resource}:${operation}`)) ||
    (version >= 2 && `${resource}:${operation}` === 'page:get')
  ) {
    throw new NodeOperationError(
      node,
      `The operation "${operation}" of "${resource}" is not supported by Notion ${version}`,
    );
  }
  const shown = { resource, operation, filterType: ctx.getNodeParameter('filterType', 0, 'none') };
  const shared = await prepareShared(ctx, resource, operation, version);
  const timezone = ctx.getTimezone();
  const items = ctx.getInputData();
  const out: Item[] = [];
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const context: OperationRun = { ctx, version, itemIndex, timezone, shown, shared };
    try {
      for (const result of await run(context))
        out.push({
          json: result.json,
          ...(result.binary ? { binary: result.binary } : {}),
          pairedItem: { item: itemIndex },
        });
    } catch (error) {
      if (version >= 2 && ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
        continue;
      }
      throw itemError(ctx, error, itemIndex);
    }
  }
  return [out];
}

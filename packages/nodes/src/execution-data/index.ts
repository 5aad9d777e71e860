import { NodeOperationError, customDataAccessor } from '@weft/workflow';
import type { CustomDataAccessor, ExecuteContext, Item, NodeOutput, NodeType } from '@weft/workflow';
import { executionDataDescription } from './description.js';

export { executionDataDescription } from './description.js';
export { CUSTOM_DATA_KEY_LIMIT, setAllCustomData, setCustomData } from './custom-data.js';

/**
 * `$execution.customData` of the running execution (from the engine); a context without one
 * (a host that keeps no custom data) gets a store of this node run, so the rules still apply.
 */
function customDataOf(ctx: ExecuteContext): CustomDataAccessor {
  return ctx.getExecutionCustomData?.() ?? customDataAccessor({}, ctx.getMode());
}

/**
 * Execution Data: for each item, saves `dataToSave` as the execution's custom data (n8n's rules
 * for keys and values) and outputs the item unchanged. A bad key or value fails the node in
 * manual runs, and is skipped otherwise, as in n8n. From 1.1 an empty value saves ''.
 */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const items = ctx.getInputData();
  const operation = ctx.getNodeParameter('operation', 0, 'save') as string;
  if (operation !== 'save') return [items];
  const data = customDataOf(ctx);
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const rows =
        ((ctx.getNodeParameter('dataToSave', i, {}) ?? {}) as { values?: Array<{ key?: unknown; value?: unknown }> })
          .values ?? [];
      const values: Record<string, unknown> = {};
      for (const row of rows) {
        // A row without a value has the parameter's default, ''.
        const value = 'value' in row ? row.value : '';
        values[String(row.key)] = value ? value : node.typeVersion >= 1.1 ? '' : value;
      }
      // Throws in manual runs only; other runs skip invalid pairs, as n8n does.
      data.setAll(values as Record<string, string>);
      out.push(items[i]!);
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
        continue;
      }
      throw new NodeOperationError(node, (error as Error).message, { itemIndex: i });
    }
  }
  return [out];
}

/** The Execution Data node (`weft.executionData`, n8n's `n8n-nodes-base.executionData`), versions 1 and 1.1. */
export const executionDataNode: NodeType[] = [{ description: executionDataDescription, execute }];

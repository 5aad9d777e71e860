import type { ExecuteContext, Item } from '@weft/workflow';

/**
 * The items a typeVersion 1.2 node sends to the sub-workflow: each input item with the values of
 * n8n's "Workflow Inputs" mapping (`workflowInputs.value`, expressions resolved for that item)
 * merged over its fields, minus the fields its `schema` marks as removed. Weft's editor has no
 * input for this mapping yet; workflows imported from n8n 1.2 carry it and run as they did there.
 * n8n shows (and so reads) the mapping only for a workflow from the database: with the workflow
 * defined in the node, the items go as they are, whatever mapping the node still stores.
 */
export function itemsWithWorkflowInputs(ctx: ExecuteContext, items: Item[]): Item[] {
  const mapped = ctx.getNodeParameter('source', 0, 'database') === 'database';
  const schema = (mapped ? ctx.getNodeParameter('workflowInputs.schema', 0, []) : []) as Array<{
    displayName?: string;
    removed?: boolean;
  }> | null;
  const removed = new Set(
    (Array.isArray(schema) ? schema : []).filter((f) => f?.removed && f.displayName).map((f) => f.displayName!),
  );
  return items.map((item, i) => {
    const values = (mapped ? ctx.getNodeParameter('workflowInputs.value', i, {}) : {}) as Record<
      string,
      unknown
    > | null;
    const json: Record<string, unknown> = {
      ...item.json,
      ...(values && typeof values === 'object' && !Array.isArray(values) ? values : {}),
    };
    for (const key of removed) delete json[key];
    return { ...item, json: json, pairedItem: { item: i } };
  });
}

import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, NodeOutput, NodeProperty, NodeType, NodeTypeDescription } from '@weft/workflow';
import { executeAggregate } from '../aggregate/execute.js';
import { executeLimit } from '../limit/execute.js';
import { executeSort } from '../sort/execute.js';
import { executeSplitOut } from '../split-out/execute.js';
import { executeSummarize } from '../summarize/execute.js';
import { valueGetter } from '../summarize/aggregations.js';
import { adaptedContext } from './context.js';
import { aggregateAllItemDataLegacy, checkAggregateFields } from './aggregate.js';
import { removeDuplicates } from './remove-duplicates.js';
import { splitOutV1, splitOutV2 } from './split-out.js';
import { itemListsV1Properties, itemListsV2Properties, itemListsV3Properties } from './properties.js';

export { removeDuplicates } from './remove-duplicates.js';
export { splitOutV1, splitOutV2 } from './split-out.js';

function description(version: number | number[], properties: NodeProperty[]): NodeTypeDescription {
  return {
    name: 'weft.itemLists',
    displayName: 'Item Lists',
    description:
      'Helper for working with lists of items and transforming arrays (legacy, use the single transform nodes)',
    group: ['input'],
    version,
    defaultVersion: 3.1,
    hidden: true,
    icon: 'fa:list',
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    defaults: { name: 'Item Lists' },
    inputs: ['main'],
    outputs: ['main'],
    properties,
  };
}

const first = (output: NodeOutput): Item[] => output?.[0] ?? [];

/** Before 2.1, Summarize requires each summarized field in some item. */
function checkSummarizeFields(ctx: ExecuteContext, items: Item[]): void {
  const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as { disableDotNotation?: boolean };
  const get = valueGetter(options.disableDotNotation);
  const fields = (ctx.getNodeParameter('fieldsToSummarize.values', 0, []) ?? []) as Array<{ field?: string }>;
  for (const { field = '' } of fields) {
    if (field === '') continue;
    if (!items.some((item) => get(item.json, field) !== undefined)) {
      throw new NodeOperationError(ctx.getNode(), `The field '${field}' does not exist in any items`);
    }
  }
}

/**
 * Item Lists "Summarize": groups by the split values as text (like Summarize 1) without requiring
 * the summarized fields; "ignore items without valid fields to group by" looks at the values
 * before they become text (so a missing value is left out, not grouped as 'undefined').
 */
async function summarize(ctx: ExecuteContext, items: Item[]): Promise<Item[]> {
  const raw = (ctx.getNodeParameter('options', 0, {}) ?? {}) as Record<string, unknown>;
  const splitBy = String(ctx.getNodeParameter('fieldsToSplitBy', 0, '') ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f);
  const get = valueGetter(raw.disableDotNotation === true);
  let kept = items.map((_, i) => i);
  if (raw.skipEmptySplitFields === true) {
    kept = kept.filter((i) =>
      splitBy.every((field) => {
        let value = get(items[i]!.json, field);
        if (typeof value === 'object') value = JSON.stringify(value);
        return typeof value === 'number' || !!value;
      }),
    );
  }
  const options = { ...raw, skipEmptySplitFields: false, continueIfFieldNotFound: true };
  const out = first(
    await executeSummarize(
      adaptedContext(
        ctx,
        1,
        { options },
        kept.map((i) => items[i]!),
      ),
    ),
  );
  const remap = (p: unknown) =>
    p && typeof p === 'object' && 'item' in p
      ? { ...p, item: kept[(p as { item: number }).item] ?? (p as { item: number }).item }
      : p;
  return out.map((item) => ({
    ...item,
    pairedItem: (Array.isArray(item.pairedItem)
      ? item.pairedItem.map(remap)
      : remap(item.pairedItem)) as Item['pairedItem'],
  }));
}

/**
 * Runs an Item Lists operation as n8n's version does. Behaviour shared with the standalone
 * transform nodes (n8n split them out of Item Lists 3) runs through those nodes' code with the
 * matching version; what differs (1.x/2.x field collections, split out and aggregate rules of
 * 1.x/2.x, Remove Duplicates per version) is implemented here.
 */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const version = node.typeVersion;
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'splitOutItems'));
  switch (operation) {
    case 'concatenateItems':
    case 'aggregateItems': {
      if ((operation === 'concatenateItems') !== version >= 3) break;
      const mode = String(ctx.getNodeParameter('aggregate', 0, 'aggregateIndividualFields'));
      if (version < 3 && mode !== 'aggregateIndividualFields') return [aggregateAllItemDataLegacy(ctx, items, version)];
      if (version < 2.1) checkAggregateFields(ctx, items);
      return executeAggregate(adaptedContext(ctx, 1));
    }
    case 'limit':
      return executeLimit(adaptedContext(ctx, 1));
    case 'removeDuplicates':
      return [removeDuplicates(ctx, items, version)];
    case 'sort':
      return executeSort(adaptedContext(ctx, 1));
    case 'splitOutItems':
      if (version < 2) return [splitOutV1(ctx, items)];
      if (version < 3) return [splitOutV2(ctx, items, version)];
      return executeSplitOut(adaptedContext(ctx, 1));
    case 'summarize':
      if (version < 2.1) checkSummarizeFields(ctx, items);
      return [await summarize(ctx, items)];
    default:
      break;
  }
  throw new NodeOperationError(node, `Operation '${operation}' is not recognized`, {
    description:
      version >= 3
        ? 'Item Lists 3.x operations: concatenateItems, limit, removeDuplicates, sort, splitOutItems, summarize.'
        : 'Item Lists 1.x and 2.x operations: aggregateItems, limit, removeDuplicates, sort, splitOutItems, summarize.',
  });
}

/** The legacy Item Lists node (`weft.itemLists`, n8n's `n8n-nodes-base.itemLists`): 1, 2–2.2 and 3–3.1. */
export const itemListsNode: NodeType[] = [
  { description: description(1, itemListsV1Properties), execute },
  { description: description([2, 2.1, 2.2], itemListsV2Properties), execute },
  { description: description([3, 3.1], itemListsV3Properties), execute },
];

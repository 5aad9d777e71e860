/** Runs Remove Duplicates 2. */
import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import { parseDateTime } from '../shared/filter-conditions/parse-value.js';
import { removeDuplicateInputItems } from './execute.js';
import {
  checkProcessedAndRecord,
  clearProcessed,
  processedCount,
  scopeKey,
  type DedupeMode,
} from './processed-data.js';

const DEFAULT_HISTORY_SIZE = 10000;

type Logic =
  'removeItemsWithAlreadySeenKeyValues' | 'removeItemsUpToStoredIncrementalKey' | 'removeItemsUpToStoredDate';

/** The history store of the run: the workflow's static data, or one for this run only. */
function storeOf(ctx: ExecuteContext): Record<string, unknown> {
  if (ctx.getDeduplicationStore) return ctx.getDeduplicationStore();
  return ((ctx.getWorkflowStaticData('global').__deduplication as Record<string, unknown> | undefined) ??= {});
}

/** The dedupe key of every item, grouping the items that share one (keys in object-key order, as n8n). */
function groupByKey(ctx: ExecuteContext, items: Item[], logic: Logic): Record<string, Item[]> {
  const node = ctx.getNode();
  const groups: Record<string, Item[]> = {};
  items.forEach((item, i) => {
    let key: string;
    if (logic === 'removeItemsWithAlreadySeenKeyValues') {
      key = stringOf(ctx.getNodeParameter('dedupeValue', i, ''));
    } else if (logic === 'removeItemsUpToStoredIncrementalKey') {
      const raw = ctx.getNodeParameter('incrementalDedupeValue', i, '');
      if (!stringOf(raw))
        throw new NodeOperationError(node, 'The `Value to Dedupe` On is empty. Please provide a value.');
      const number = Number(raw);
      if (Number.isNaN(number))
        throw new NodeOperationError(node, `The value '${stringOf(raw)}' is not a number. Please provide a number.`);
      key = String(number);
    } else {
      key = stringOf(ctx.getNodeParameter('dateDedupeValue', i, ''));
      if (!key) throw new NodeOperationError(node, 'The `Value to Dedupe` On is empty. Please provide a value.');
      if (!parseDateTime(key))
        throw new NodeOperationError(node, `The value '${key}' is not a valid date. Please provide a valid date.`);
    }
    (groups[key] ??= []).push(item);
  });
  return groups;
}

function stringOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const MODES: Record<Logic, DedupeMode> = {
  removeItemsWithAlreadySeenKeyValues: 'entries',
  removeItemsUpToStoredIncrementalKey: 'latestIncrementalKey',
  removeItemsUpToStoredDate: 'latestDate',
};

function removeSeenItems(ctx: ExecuteContext, items: Item[]): NodeOutput {
  const node = ctx.getNode();
  const logic = ctx.getNodeParameter('logic', 0, 'removeItemsWithAlreadySeenKeyValues') as Logic;
  if (!(logic in MODES)) return [items];
  const scope = String(ctx.getNodeParameter('options.scope', 0, 'node'));
  if (scope !== 'node' && scope !== 'workflow') {
    throw new NodeOperationError(
      node,
      `The scope '${scope}' is not supported. Please select either "node" or "workflow".`,
    );
  }
  const groups = groupByKey(ctx, items, logic);
  const store = storeOf(ctx);
  const key = scopeKey(scope, node.id);
  const mode = MODES[logic];
  let maxEntries: number | undefined;
  if (mode === 'entries') {
    maxEntries = Number(ctx.getNodeParameter('options.historySize', 0, DEFAULT_HISTORY_SIZE));
    if (processedCount(store, key) + items.length > maxEntries) {
      throw new NodeOperationError(
        node,
        'The number of items to be processed exceeds the maximum history size. Please increase the history size or reduce the number of items to be processed.',
      );
    }
  }
  const result = checkProcessedAndRecord(store, key, Object.keys(groups), mode, maxEntries);
  return [result.new.flatMap((k) => groups[k] ?? []), result.processed.flatMap((k) => groups[k] ?? [])];
}

/** Executes Remove Duplicates 2 (operations: within the input, against history, clear history). */
export async function executeRemoveDuplicatesV2(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const operation = ctx.getNodeParameter('operation', 0, 'removeDuplicateInputItems') as string;
  try {
    switch (operation) {
      case 'removeDuplicateInputItems':
        return removeDuplicateInputItems(ctx, items, true);
      case 'removeItemsSeenInPreviousExecutions':
        return removeSeenItems(ctx, items);
      case 'clearDeduplicationHistory': {
        if (ctx.getNodeParameter('mode', 0, 'cleanDatabase') === 'cleanDatabase') {
          clearProcessed(
            storeOf(ctx),
            scopeKey(String(ctx.getNodeParameter('options.scope', 0, 'node')), ctx.getNode().id),
          );
        }
        return [items];
      }
      default:
        return [items];
    }
  } catch (error) {
    if (ctx.continueOnFail()) return [[{ json: items[0]?.json ?? {}, error: { message: (error as Error).message } }]];
    throw error;
  }
}

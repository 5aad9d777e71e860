import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, WorkflowNode } from '@weft/workflow';
import { entriesWithDefaults } from '../collection-entries.js';
import { legacyConditionLists } from './description.js';
import { checkStringOperand, LEGACY_OPERATIONS, legacyTime } from './operations.js';

/** The condition lists in the order the legacy nodes check them. */
const LIST_ORDER = ['boolean', 'dateTime', 'number', 'string'] as const;
type ListName = (typeof LIST_ORDER)[number];

const listValues = (name: ListName) => legacyConditionLists.find((l) => l.name === name)?.values ?? [];

/** Evaluates one legacy condition of list `list`; throws a node error for what cannot be compared. */
function evaluate(node: WorkflowNode, list: ListName, condition: Record<string, unknown>, itemIndex: number): boolean {
  let { value1, value2 } = condition;
  const operation = String(condition.operation);
  const compare = Object.hasOwn(LEGACY_OPERATIONS, operation) ? LEGACY_OPERATIONS[operation] : undefined;
  if (!compare) {
    throw new NodeOperationError(node, `The operation "${operation}" is not known for ${list} conditions`, {
      itemIndex,
    });
  }
  if (list === 'dateTime') {
    value1 = legacyTime(node, value1, itemIndex);
    value2 = legacyTime(node, value2, itemIndex);
  }
  checkStringOperand(node, operation, value1, itemIndex, 'condition');
  return compare(value1, value2);
}

/** How the conditions of an item combine: all must hold, or any one. */
export type LegacyCombine = 'all' | 'any';

/**
 * Whether an item passes the legacy `conditions` parameter: lists are checked in the order
 * boolean, date & time, number, string, stopping at the first condition that decides. With no
 * conditions, "all" passes and "any" does not.
 * @param onEvaluated called once a condition has been evaluated (Filter 1 sets pairedItem then).
 */
export function passesLegacyConditions(
  ctx: ExecuteContext,
  itemIndex: number,
  combine: LegacyCombine,
  onEvaluated?: () => void,
): boolean {
  const node = ctx.getNode();
  for (const list of LIST_ORDER) {
    const conditions = entriesWithDefaults(ctx.getNodeParameter(`conditions.${list}`, itemIndex, []), listValues(list));
    for (const condition of conditions) {
      const result = evaluate(node, list, condition, itemIndex);
      onEvaluated?.();
      if (result && combine === 'any') return true;
      if (!result && combine === 'all') return false;
    }
  }
  return combine === 'all';
}

/**
 * Splits the input items of a legacy If / Filter into those that pass and the rest; items pass
 * through as they are.
 * @param combineOf the item's combine mode, from the node's own parameter.
 * @param pairMissing give an item without pairedItem `[{item: index}]` once a condition ran (Filter 1).
 */
export function splitByLegacyConditions(
  ctx: ExecuteContext,
  combineOf: (itemIndex: number) => LegacyCombine,
  pairMissing: boolean,
): [Item[], Item[]] {
  const passed: Item[] = [];
  const failed: Item[] = [];
  ctx.getInputData().forEach((item, itemIndex) => {
    const pairItem = () => {
      if (pairMissing && item.pairedItem === undefined) item.pairedItem = [{ item: itemIndex }];
    };
    (passesLegacyConditions(ctx, itemIndex, combineOf(itemIndex), pairItem) ? passed : failed).push(item);
  });
  return [passed, failed];
}

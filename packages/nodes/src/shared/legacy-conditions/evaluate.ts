import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, WorkflowNode } from '@weft/workflow';
import { entriesWithDefaults } from '../collection-entries.js';
import { parseRegexPattern } from '../filter-conditions/index.js';
import { legacyConditionLists } from './description.js';

/** The condition lists in the order the legacy nodes check them. */
const LIST_ORDER = ['boolean', 'dateTime', 'number', 'string'] as const;
type ListName = (typeof LIST_ORDER)[number];

// The legacy comparisons are JavaScript's own loose operators on values of any type.
type Compare = (left: any, right: any) => boolean;

const isDate = (v: unknown): v is Date => Object.prototype.toString.call(v) === '[object Date]';
const text = (v: any): string => (v || '').toString();

function isEmpty(v: unknown): boolean {
  if (v === undefined || v === null || v === '' || Number.isNaN(v)) return true;
  if (isDate(v)) return Number.isNaN(v.getTime());
  return typeof v === 'object' && Object.entries(v).length === 0;
}

function matches(left: unknown, right: unknown): boolean {
  return parseRegexPattern(text(right)).test(text(left));
}

/** The legacy operations, with the loose JavaScript semantics of n8n's If 1 / Filter 1. */
const OPERATIONS: Record<string, Compare> = {
  after: (l, r) => (l || 0) > (r || 0),
  before: (l, r) => (l || 0) < (r || 0),
  contains: (l, r) => text(l).includes(text(r)),
  notContains: (l, r) => !text(l).includes(text(r)),
  endsWith: (l, r) => l.endsWith(r),
  notEndsWith: (l, r) => !l.endsWith(r),
  equal: (l, r) => l === r,
  notEqual: (l, r) => l !== r,
  larger: (l, r) => (l || 0) > (r || 0),
  largerEqual: (l, r) => (l || 0) >= (r || 0),
  smaller: (l, r) => (l || 0) < (r || 0),
  smallerEqual: (l, r) => (l || 0) <= (r || 0),
  startsWith: (l, r) => l.startsWith(r),
  notStartsWith: (l, r) => !l.startsWith(r),
  isEmpty: (l) => isEmpty(l),
  isNotEmpty: (l) => !isEmpty(l),
  regex: matches,
  notRegex: (l, r) => !matches(l, r),
};
const STRING_ONLY = new Set(['endsWith', 'notEndsWith', 'startsWith', 'notStartsWith']);

/**
 * A date value as milliseconds: a string as `new Date` reads it, a number as it is, a Date; anything
 * else (a luxon DateTime too, as in n8n) is n8n's "not a valid DateTime" error.
 */
function toTime(node: WorkflowNode, value: unknown, itemIndex: number): number {
  let time: number | undefined;
  if (typeof value === 'string') time = new Date(value).getTime();
  else if (typeof value === 'number') time = value;
  else if (value instanceof Date) time = value.getTime();
  if (time === undefined || Number.isNaN(time)) {
    throw new NodeOperationError(node, `The value "${String(value)}" is not a valid DateTime.`, { itemIndex });
  }
  return time;
}

const listValues = (name: ListName) => legacyConditionLists.find((l) => l.name === name)?.values ?? [];

/** Evaluates one legacy condition of list `list`; throws a node error for what cannot be compared. */
function evaluate(node: WorkflowNode, list: ListName, condition: Record<string, unknown>, itemIndex: number): boolean {
  let { value1, value2 } = condition;
  const operation = String(condition.operation);
  const compare = Object.hasOwn(OPERATIONS, operation) ? OPERATIONS[operation] : undefined;
  if (!compare) {
    throw new NodeOperationError(node, `The operation "${operation}" is not known for ${list} conditions`, {
      itemIndex,
    });
  }
  if (list === 'dateTime') {
    value1 = toTime(node, value1, itemIndex);
    value2 = toTime(node, value2, itemIndex);
  }
  if (STRING_ONLY.has(operation) && typeof value1 !== 'string') {
    throw new NodeOperationError(
      node,
      `Value 1 of the "${operation}" condition must be a string, but it is ${value1 === null ? 'null' : typeof value1} [item ${itemIndex}]`,
      { itemIndex },
    );
  }
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

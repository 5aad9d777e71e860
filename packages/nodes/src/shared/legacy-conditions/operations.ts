import { NodeOperationError, type WorkflowNode } from '@weft/workflow';
import { parseRegexPattern } from '../filter-conditions/index.js';

// The legacy comparisons are JavaScript's own loose operators on values of any type.
type Compare = (left: any, right: any) => boolean;

const isDate = (v: unknown): v is Date => Object.prototype.toString.call(v) === '[object Date]';
const text = (v: any): string => (v || '').toString();

function isEmpty(v: unknown): boolean {
  if (v === undefined || v === null || v === '' || Number.isNaN(v)) return true;
  if (isDate(v)) return Number.isNaN(v.getTime());
  return typeof v === 'object' && Object.entries(v).length === 0;
}

const matches = (left: unknown, right: unknown): boolean => parseRegexPattern(text(right)).test(text(left));

/**
 * The operations of the typed legacy conditions (If 1, Filter 1, Switch 1 and 2), with the loose
 * JavaScript semantics of n8n's: `|| 0` before an order comparison, `===` for equality, text of
 * `value || ''` for contains and regex.
 */
export const LEGACY_OPERATIONS: Readonly<Record<string, Compare>> = {
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

const STRING_METHOD: Readonly<Record<string, string>> = {
  endsWith: 'endsWith',
  notEndsWith: 'endsWith',
  startsWith: 'startsWith',
  notStartsWith: 'startsWith',
};

/**
 * Throws where a starts/ends-with operation meets a value that is not text. The message is the
 * JavaScript error n8n's node meets there, because it becomes the item's `error` under "continue on
 * error" and workflows read it; the description says in words what went wrong.
 */
export function checkStringOperand(
  node: WorkflowNode,
  operation: string,
  value1: unknown,
  itemIndex: number,
  what: 'condition' | 'rule',
): void {
  const method = STRING_METHOD[operation];
  if (method === undefined || typeof value1 === 'string') return;
  const message =
    value1 === null || value1 === undefined
      ? `Cannot read properties of ${String(value1)} (reading '${method}')`
      : `value1.${method} is not a function`;
  throw new NodeOperationError(node, message, {
    itemIndex,
    description: `Value 1 of the "${operation}" ${what} must be text, but it is ${value1 === null ? 'null' : typeof value1} (item ${itemIndex})`,
  });
}

/**
 * A date value as milliseconds: a string as `new Date` reads it, a number as it is, a Date; anything
 * else (a luxon DateTime too, as in n8n) is n8n's "not a valid DateTime" error.
 */
export function legacyTime(node: WorkflowNode, value: unknown, itemIndex: number): number {
  let time: number | undefined;
  if (typeof value === 'string') time = new Date(value).getTime();
  else if (typeof value === 'number') time = value;
  else if (value instanceof Date) time = value.getTime();
  if (time === undefined || Number.isNaN(time)) {
    throw new NodeOperationError(node, `The value "${String(value)}" is not a valid DateTime.`, { itemIndex });
  }
  return time;
}

/**
 * Typed values in conditions (If, Filter, Switch) and assignments (Edit Fields), as n8n's editor
 * keeps them: a number operator's value is stored as a number, a boolean one as true/false,
 * switching the operator converts a fixed value to the new type, and dropping a field infers
 * the operator or the assignment type from the value the field holds. Pure functions.
 */

/** An operator as a condition stores it. */
export interface ConditionOperator {
  type: string;
  operation: string;
  singleValue?: boolean;
  rightType?: string;
}

/** A filter condition. */
export interface ConditionValue {
  id?: string;
  leftValue?: unknown;
  rightValue?: unknown;
  operator?: ConditionOperator;
}

/** The operator a condition gets for a value type when a field is dropped (n8n's defaults). */
export const DEFAULT_OPERATOR_BY_TYPE: Record<string, ConditionOperator> = {
  string: { type: 'string', operation: 'equals' },
  number: { type: 'number', operation: 'equals' },
  boolean: { type: 'boolean', operation: 'equals' },
  array: { type: 'array', operation: 'contains', rightType: 'any' },
  object: { type: 'object', operation: 'notEmpty', singleValue: true },
  dateTime: { type: 'dateTime', operation: 'equals' },
};

/** Whether a stored value is an expression ('=' prefix). */
export function isExpressionValue(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('=');
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The operator type a value suggests: 'string', 'dateTime', 'number', 'boolean', 'array', 'object' or 'any'. */
export function inferOperatorType(value: unknown): string {
  if (typeof value === 'string')
    return ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? 'dateTime' : 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (value instanceof Date) return 'dateTime';
  if (value && typeof value === 'object') return Array.isArray(value) ? 'array' : 'object';
  return 'any';
}

/** The assignment type a value suggests (anything else is a string). */
export function inferAssignmentType(value: unknown): string {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (Array.isArray(value)) return 'array';
  if (value && typeof value === 'object' && !(value instanceof Date)) return 'object';
  return 'string';
}

/** Which input a value of an operator or assignment type is edited with. */
export type ValueInputKind = 'number' | 'boolean' | 'text';

/** The input for a value of the given type ('number' → number, 'boolean' → true/false, else text). */
export function valueInputKind(type: string | undefined): ValueInputKind {
  if (type === 'number') return 'number';
  if (type === 'boolean') return 'boolean';
  return 'text';
}

/** The type a condition's right value has under an operator. */
export function rightTypeOf(operator: ConditionOperator | undefined): string {
  return operator?.rightType ?? operator?.type ?? 'string';
}

/** What typed text is stored as: a number input keeps a number once the text is one; expressions stay text. */
export function valueFromInput(kind: ValueInputKind, text: string): unknown {
  if (kind !== 'number' || isExpressionValue(text)) return text;
  const trimmed = text.trim();
  if (trimmed === '' || Number.isNaN(Number(trimmed))) return text;
  return Number(trimmed);
}

const TRUE_WORDS = new Set(['true', '1', 't', 'yes', 'y']);

/** A fixed value converted to an operator type ('number', 'boolean', else string); one that does not convert stays (a boolean becomes false unless it reads as true). */
export function convertToType(value: unknown, type: string): unknown {
  if (type === 'any' || value === undefined || value === null) return value;
  if (type === 'boolean') {
    if (typeof value === 'boolean') return value;
    return TRUE_WORDS.has(String(value).trim().toLowerCase());
  }
  if (value === '') return value;
  if (type === 'number') {
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value;
}

/**
 * A condition after its operator changed: fixed values are converted when their type changes
 * (a typed '30' becomes 30 under "is greater than"), a single-value operator clears the right value.
 */
export function withOperator(condition: ConditionValue, operator: ConditionOperator): ConditionValue {
  const current = condition.operator ?? { type: 'string', operation: 'equals' };
  const next: ConditionValue = { ...condition, operator };
  if (current.type !== operator.type && !isExpressionValue(condition.leftValue))
    next.leftValue = convertToType(condition.leftValue, targetType(operator.type));
  if (operator.singleValue) next.rightValue = '';
  else if (rightTypeOf(current) !== rightTypeOf(operator) && !isExpressionValue(condition.rightValue))
    next.rightValue = convertToType(condition.rightValue, targetType(rightTypeOf(operator)));
  return next;
}

function targetType(type: string): string {
  return type === 'number' || type === 'boolean' ? type : type === 'any' ? 'any' : 'string';
}

/**
 * A condition after a field was dropped on its left value: the operator becomes the default of
 * the type the field's value has (a number field → "is equal to" for numbers), as in n8n.
 * `resolved` is what the new left value gives for the first input item (undefined: unknown).
 */
export function conditionAfterLeftDrop(
  condition: ConditionValue,
  leftValue: string,
  resolved: unknown,
): ConditionValue {
  const next = { ...condition, leftValue };
  const operator = DEFAULT_OPERATOR_BY_TYPE[inferOperatorType(resolved)];
  return operator ? withOperator(next, operator) : next;
}

/**
 * A condition after a field was dropped on its right value: the operator follows the value's
 * type when that type's default operator compares with a value of the same type.
 */
export function conditionAfterRightDrop(
  condition: ConditionValue,
  rightValue: string,
  resolvedLeft: unknown,
  resolvedRight: unknown,
): ConditionValue {
  const next = { ...condition, rightValue };
  const suggested = inferOperatorType(resolvedLeft === '' || resolvedLeft === undefined ? resolvedRight : resolvedLeft);
  const operator = DEFAULT_OPERATOR_BY_TYPE[suggested];
  if (!operator || operator.singleValue || rightTypeOf(operator) !== suggested) return next;
  return withOperator(next, operator);
}

/** An assignment after a field was dropped on its value: its type follows the value, an empty name takes the field's name. */
export function assignmentAfterValueDrop<A extends { name: string; value: unknown; type: string }>(
  assignment: A,
  value: string,
  resolved: unknown,
  fieldName: string | undefined,
): A {
  return {
    ...assignment,
    value,
    type: resolved === undefined ? assignment.type : inferAssignmentType(resolved),
    name: assignment.name || fieldName || assignment.name,
  };
}

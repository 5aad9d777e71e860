import type { DateTime } from 'luxon';
import { parseAsType, parseBoolean, type ParseResult } from './parse-value.js';
import type { FilterCondition, FilterOperatorType, FilterOptions, FilterValue } from './types.js';

/** A condition could not be evaluated (wrong value type); carries n8n's message and description. */
export class FilterError extends Error {
  readonly description: string;
  constructor(message: string, description: string) {
    super(message);
    this.name = 'FilterError';
    this.description = description;
  }
}

/** The hint n8n adds to a strict type error when the node's loose option is off. */
export const ENABLE_LESS_STRICT_TYPE_VALIDATION =
  "Try changing the type of comparison. Alternatively you can enable 'Convert types where required'.";

const withArticle = (noun: string): string => `${'aeiou'.includes(noun.charAt(0)) ? 'an' : 'a'} ${noun}`;

function parseOperand(value: unknown, type: FilterOperatorType, strict: boolean, version: number): ParseResult {
  if (type === 'any' || value === null || value === undefined) return { valid: true, value };
  if (type === 'boolean' && !strict) {
    // Version 2 understands 'false' and 0; version 1 (and anything unparsable) uses truthiness.
    const parsed = version >= 2 ? parseBoolean(value) : undefined;
    return { valid: true, value: parsed ?? Boolean(value) };
  }
  if (type === 'number' && Number.isNaN(value)) return { valid: true, value };
  // Version 3 (If/Filter 2.3) takes a blank string or an empty array as no number, not as 0.
  const blank = (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
  if (type === 'number' && version >= 3 && blank) return { valid: true, value: null };
  return parseAsType(value, type, { strict, parseStrings: true });
}

function typeErrorDescription(strict: boolean, type: string, position: 'first' | 'second'): string {
  const conversions: Record<string, string> = { string: '.toString()', number: '.toNumber()', boolean: '.toBoolean()' };
  const conversion = conversions[type];
  if (strict && conversion) {
    return `
<p>Try either:</p>
<ol>
  <li>Enabling 'Convert types where required'</li>
  <li>Converting the ${position} field to ${withArticle(type)} by adding <code>${conversion}</code></li>
</ol>
\t\t\t`;
  }
  return strict ? ENABLE_LESS_STRICT_TYPE_VALIDATION : 'Try changing the type of the comparison.';
}

/** Converts both sides of a condition to the operator's types, or throws n8n's type error. */
function parseOperands(
  condition: FilterCondition,
  options: FilterOptions,
  position: { index: number; itemIndex: number },
): { left: unknown; right: unknown } {
  const strict = options.typeValidation === 'strict';
  const version = options.version ?? 1;
  const { operator, leftValue, rightValue } = condition;
  const rightType = operator.rightType ?? operator.type;
  const left = parseOperand(leftValue, operator.type, strict, version);
  const right = parseOperand(rightValue, rightType, strict, version);
  const rightOk = right.valid || !!operator.singleValue;
  const typeMessage = (type: string, value: unknown) => {
    const suffix = `[condition ${position.index}, item ${position.itemIndex}]`;
    const fromType = (typeof value).toLocaleLowerCase();
    return strict
      ? `Wrong type: '${String(value)}' is ${withArticle(fromType)} but was expecting ${withArticle(type)} ${suffix}`
      : `Conversion error: the ${fromType} '${String(value)}' can't be converted to ${withArticle(type)} ${suffix}`;
  };

  if (!left.valid && !rightOk && typeof leftValue === typeof rightValue) {
    throw new FilterError(
      `Comparison type expects ${withArticle(operator.type)} but both fields are ${withArticle(typeof leftValue)}`,
      strict ? ENABLE_LESS_STRICT_TYPE_VALIDATION : 'Try changing the type of the comparison.',
    );
  }
  if (!left.valid) {
    throw new FilterError(typeMessage(operator.type, leftValue), typeErrorDescription(strict, operator.type, 'first'));
  }
  if (!rightOk) {
    throw new FilterError(typeMessage(rightType, rightValue), typeErrorDescription(strict, rightType, 'second'));
  }
  return { left: left.value, right: right.valid ? right.value : undefined };
}

/** Builds a RegExp from `pattern` or from a `/pattern/flags` literal. */
export function parseRegexPattern(pattern: string): RegExp {
  const literal = /^\/(.*?)\/([gimusy]*)$/.exec(pattern || '');
  return literal ? new RegExp(literal[1] ?? '', literal[2]) : new RegExp(pattern || '');
}

function arrayContains(array: unknown[], value: unknown, ignoreCase: boolean): boolean {
  if (ignoreCase && typeof value === 'string') {
    const wanted = value.toLocaleLowerCase();
    return array.some((entry) => typeof entry === 'string' && entry.toLocaleLowerCase() === wanted);
  }
  return array.includes(value);
}

type Operands = { left: unknown; right: unknown; exists: boolean; ignoreCase: boolean };
/** One type's operations: a result, or undefined when the operation is not one of this type's. */
type TypeEvaluator = (operation: string, operands: Operands) => boolean | undefined;

function evaluateString(operation: string, { left: l, right: r, ignoreCase }: Operands): boolean | undefined {
  const isRegex = operation === 'regex' || operation === 'notRegex';
  const left = ((ignoreCase && typeof l === 'string' ? l.toLocaleLowerCase() : l) ?? '') as string;
  const right = ((ignoreCase && !isRegex && typeof r === 'string' ? r.toLocaleLowerCase() : r) ?? '') as string;
  switch (operation) {
    case 'empty':
      return left.length === 0;
    case 'notEmpty':
      return left.length !== 0;
    case 'equals':
      return left === right;
    case 'notEquals':
      return left !== right;
    case 'contains':
      return left.includes(right);
    case 'notContains':
      return !left.includes(right);
    case 'startsWith':
      return left.startsWith(right);
    case 'notStartsWith':
      return !left.startsWith(right);
    case 'endsWith':
      return left.endsWith(right);
    case 'notEndsWith':
      return !left.endsWith(right);
    case 'regex':
      return parseRegexPattern(right).test(left);
    case 'notRegex':
      return !parseRegexPattern(right).test(left);
    default:
      return undefined;
  }
}

function evaluateNumber(operation: string, { left: l, right: r, exists }: Operands): boolean | undefined {
  const left = l as number;
  const right = r as number;
  switch (operation) {
    case 'empty':
      return !exists;
    case 'notEmpty':
      return exists;
    case 'equals':
      return left === right;
    case 'notEquals':
      return left !== right;
    case 'gt':
      return left > right;
    case 'lt':
      return left < right;
    case 'gte':
      return left >= right;
    case 'lte':
      return left <= right;
    default:
      return undefined;
  }
}

function evaluateDateTime(operation: string, { left: l, right: r, exists }: Operands): boolean | undefined {
  if (operation === 'empty') return !exists;
  if (operation === 'notEmpty') return exists;
  if (!l || !r) return false;
  // The operands were made luxon DateTimes by the type validation that ran before.
  const left = (l as Pick<DateTime, 'toMillis'>).toMillis();
  const right = (r as Pick<DateTime, 'toMillis'>).toMillis();
  switch (operation) {
    case 'equals':
      return left === right;
    case 'notEquals':
      return left !== right;
    case 'after':
      return left > right;
    case 'before':
      return left < right;
    case 'afterOrEquals':
      return left >= right;
    case 'beforeOrEquals':
      return left <= right;
    default:
      return undefined;
  }
}

function evaluateBoolean(operation: string, { left, right, exists }: Operands): boolean | undefined {
  switch (operation) {
    case 'empty':
      return !exists;
    case 'notEmpty':
      return exists;
    case 'true':
      return left as boolean;
    case 'false':
      return !left;
    case 'equals':
      return left === right;
    case 'notEquals':
      return left !== right;
    default:
      return undefined;
  }
}

function evaluateArray(operation: string, { left: l, right, ignoreCase }: Operands): boolean | undefined {
  const left = (l ?? []) as unknown[];
  const length = right as number;
  switch (operation) {
    case 'contains':
      return arrayContains(left, right, ignoreCase);
    case 'notContains':
      return !arrayContains(left, right, ignoreCase);
    case 'lengthEquals':
      return left.length === length;
    case 'lengthNotEquals':
      return left.length !== length;
    case 'lengthGt':
      return left.length > length;
    case 'lengthLt':
      return left.length < length;
    case 'lengthGte':
      return left.length >= length;
    case 'lengthLte':
      return left.length <= length;
    case 'empty':
      return left.length === 0;
    case 'notEmpty':
      return left.length !== 0;
    default:
      return undefined;
  }
}

function evaluateObject(operation: string, { left }: Operands): boolean | undefined {
  if (operation === 'empty') return !left || Object.keys(left).length === 0;
  if (operation === 'notEmpty') return !!left && Object.keys(left).length !== 0;
  return undefined;
}

/**
 * n8n evaluates types in this order and an unknown operation of one type falls through to the
 * next ones (a switch without breaks); strings never fall through.
 */
const FALL_THROUGH_ORDER: Array<[FilterOperatorType, TypeEvaluator]> = [
  ['number', evaluateNumber],
  ['dateTime', evaluateDateTime],
  ['boolean', evaluateBoolean],
  ['array', evaluateArray],
  ['object', evaluateObject],
];

/**
 * Evaluates one condition for one item, with n8n's type conversion and messages.
 * @throws FilterError when a value does not have (or cannot be converted to) the operator's type.
 */
export function evaluateCondition(
  condition: FilterCondition,
  options: FilterOptions,
  position: { index: number; itemIndex: number } = { index: 0, itemIndex: 0 },
): boolean {
  const { left, right } = parseOperands(condition, options, position);
  const exists = left !== undefined && left !== null && !Number.isNaN(left);
  const { type, operation } = condition.operator;
  if (operation === 'exists') return exists;
  if (operation === 'notExists') return !exists;
  const operands: Operands = { left, right, exists, ignoreCase: !options.caseSensitive };
  if (type === 'string') return evaluateString(operation, operands) ?? false;
  const start = FALL_THROUGH_ORDER.findIndex(([name]) => name === type);
  if (start === -1) return false;
  for (let i = start; i < FALL_THROUGH_ORDER.length; i++) {
    const result = FALL_THROUGH_ORDER[i]![1](operation, operands);
    if (result !== undefined) return result;
  }
  return false;
}

/** Options used when a stored filter value has none (values saved by older editors). */
const DEFAULT_OPTIONS: FilterOptions = { caseSensitive: true, typeValidation: 'strict', version: 1 };

const mergedOptions = new WeakMap<object, FilterOptions>();

function optionsOf(value: FilterValue): FilterOptions {
  const stored = value.options;
  if (!stored) return DEFAULT_OPTIONS;
  let merged = mergedOptions.get(stored);
  if (!merged) mergedOptions.set(stored, (merged = { ...DEFAULT_OPTIONS, ...stored }));
  return merged;
}

/**
 * Evaluates a resolved filter parameter value for one item: every condition (`and`) or any (`or`),
 * stopping at the first decisive one. An unknown combinator is false.
 * @throws FilterError as {@link evaluateCondition}.
 */
export function evaluateFilter(value: FilterValue, itemIndex = 0): boolean {
  const options = optionsOf(value);
  const conditions = Array.isArray(value.conditions) ? value.conditions : [];
  const pass = (condition: FilterCondition, index: number) =>
    evaluateCondition(condition, options, { index, itemIndex });
  if (value.combinator === 'and') return conditions.every(pass);
  if (value.combinator === 'or') return conditions.some(pass);
  return false;
}

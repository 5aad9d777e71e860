import { ExpressionError, ExpressionSecurityError } from '../errors.js';
import { BLOCKED_PROPERTIES } from './blocked-names.js';

/** The time budget state shared by the compiled snippets of one evaluation. */
const budget = { deadline: Infinity, ticks: 0, expired: false, limitMs: 5000 };

/** Sets how long one expression may run before it is stopped (milliseconds). */
export function setExpressionTimeout(ms: number): void {
  budget.limitMs = ms;
}

/**
 * Starts a new evaluation. The clock itself starts at the first check (after 1024 ticks, a few
 * microseconds in), so evaluations without loops never read the time.
 */
export function startBudget(): void {
  budget.deadline = 0;
  budget.ticks = 0;
  budget.expired = false;
}

/** Called at every loop iteration and function entry of a compiled snippet. */
export function tick(): void {
  if (budget.expired) throw timeoutError();
  if ((++budget.ticks & 1023) === 0) {
    const now = Date.now();
    if (budget.deadline === 0)
      budget.deadline = budget.limitMs > 0 && Number.isFinite(budget.limitMs) ? now + budget.limitMs : Infinity;
    else if (now > budget.deadline) {
      budget.expired = true;
      throw timeoutError();
    }
  }
}

function timeoutError(): ExpressionError {
  return new ExpressionError(`The expression took longer than ${budget.limitMs} ms and was stopped`, {
    description: 'Look for a loop that never ends or recursion without an exit.',
  });
}

/** Checks a computed property key: no symbols, no blocked names. Answers the key as a primitive. */
export function checkKey(key: unknown): string | number {
  if (typeof key === 'number') return key;
  if (typeof key === 'symbol')
    throw new ExpressionSecurityError('Not allowed: symbols cannot be used as property keys in expressions');
  const k = String(key);
  if (BLOCKED_PROPERTIES.has(k))
    throw new ExpressionSecurityError(`Not allowed: the property "${k}" is not available in expressions`);
  return k;
}

/** Whether a value is plain data an expression may modify: an array or a plain object. */
export function isPlainData(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/** Guards an object about to be written to: only plain data may change. */
export function checkWritable<T>(value: T): T {
  if (!isPlainData(value) || Object.isFrozen(value)) {
    throw new ExpressionSecurityError('Not allowed: expressions can only modify plain objects and arrays');
  }
  return value;
}

/**
 * The value of a name that is neither in the scope nor a global: `undefined`, as n8n's engines
 * read names through the data object (so `nothing ?? 'x'` gives 'x' and `nothing + 1` NaN).
 */
export function unknownName(_name: string): undefined {
  return undefined;
}

const FnCall = Function.prototype.call;
const FnApply = Function.prototype.apply;
const FnBind = Function.prototype.bind;

/** `fn.call/apply/bind(thisArg, …)`, allowed when `thisArg` is data, never a function or facade. */
export function callFunctionMethod(fn: unknown, name: 'call' | 'apply' | 'bind', args: unknown[]): unknown {
  if (typeof fn !== 'function') throw new TypeError(`${name} is not a function`);
  const thisArg = args[0];
  if (thisArg !== null && thisArg !== undefined && typeof thisArg === 'object' && !isPlainData(thisArg)) {
    throw new ExpressionSecurityError(`Not allowed: ${name}() with this receiver`);
  }
  if (typeof thisArg === 'function')
    throw new ExpressionSecurityError(`Not allowed: ${name}() with a function as receiver`);
  const method = name === 'call' ? FnCall : name === 'apply' ? FnApply : FnBind;
  return Reflect.apply(method, fn, args);
}

/**
 * Reading and writing parameter values by path (`options.timeout`, `headerParameters.parameters[0].name`)
 * without mutating: the change payload (an undefined value means delete).
 */
import { getPath } from '@weft/workflow';

/** Splits `a.b[0].c` into `['a', 'b', 0, 'c']`. */
export function splitParameterPath(path: string): Array<string | number> {
  const out: Array<string | number> = [];
  for (const part of path.replace(/\[(\d+)\]/g, '.$1').split('.')) {
    if (part === '') continue;
    out.push(/^\d+$/.test(part) ? Number(part) : part);
  }
  return out;
}

/** Joins a parent path and a child name or index. */
export function childPath(parent: string, child: string | number): string {
  if (typeof child === 'number') return `${parent}[${child}]`;
  return parent ? `${parent}.${child}` : child;
}

/** The value at a path. */
export function getValueAt(values: unknown, path: string): unknown {
  return getPath(values, path);
}

function setIn(target: unknown, parts: Array<string | number>, value: unknown): unknown {
  const [head, ...rest] = parts;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const arr = Array.isArray(target) ? [...target] : [];
    if (rest.length === 0 && value === undefined) {
      arr.splice(head, 1);
      return arr;
    }
    arr[head] = setIn(arr[head], rest, value);
    return arr;
  }
  const obj: Record<string, unknown> =
    target && typeof target === 'object' && !Array.isArray(target) ? { ...(target as Record<string, unknown>) } : {};
  if (rest.length === 0 && value === undefined) {
    delete obj[head];
    return obj;
  }
  obj[head] = setIn(obj[head], rest, value);
  return obj;
}

/**
 * A copy of `values` with the value at `path` replaced; `undefined` deletes the key (or removes the
 * array element at that index).
 */
export function setValueAt<T extends Record<string, unknown>>(values: T, path: string, value: unknown): T {
  return setIn(values, splitParameterPath(path), value) as T;
}

/** Moves an array element (repeatable items: move up/down); answers a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const copy = [...items];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved as T);
  return copy;
}

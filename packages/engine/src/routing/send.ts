/**
 * Where `routing.send` puts a parameter's value: in the query string or the body, under a field
 * name that, in dot notation (the default), makes nested objects (`address.city`) and lists
 * (`tags[0]`). Pure.
 */
import type { DeclarativeRequestOptions, RoutingSend } from '@weft/workflow';
import { isPlainObject, mergeDeep, UNSAFE_KEYS } from './merge.js';

/** The keys of a dotted path: `a.b[0].c` → `['a', 'b', '0', 'c']`. */
export function pathKeys(path: string): string[] {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((k) => k !== '');
}

/**
 * A copy of `target` with `value` at `path` (dot notation), creating objects, or lists where the
 * next key is an index, on the way. A path through `__proto__`, `constructor` or `prototype` is
 * refused.
 *
 * @example
 * setPath({}, 'contact.emails[0]', 'a@b.c') // { contact: { emails: ['a@b.c'] } }
 */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const keys = pathKeys(path);
  if (!keys.length) return target;
  const bad = keys.find((k) => UNSAFE_KEYS.has(k));
  if (bad) throw new Error(`The property "${path}" cannot be sent: "${bad}" is not allowed in a property name`);
  const root = mergeDeep(target, {});
  let cur: Record<string, unknown> | unknown[] = root;
  keys.forEach((key, i) => {
    const last = i === keys.length - 1;
    const slot = cur as Record<string, unknown>;
    if (last) {
      slot[key] = value;
      return;
    }
    const next = slot[key];
    if (!(isPlainObject(next) || Array.isArray(next))) slot[key] = /^\d+$/.test(keys[i + 1]!) ? [] : {};
    cur = slot[key] as Record<string, unknown>;
  });
  return root;
}

/**
 * `options` with `value` sent as `property`: in the body for `send.type: 'body'`, else in the
 * query; as a dotted path unless `send.propertyInDotNotation` is false (then the name is one key).
 */
export function placeSendValue(
  options: DeclarativeRequestOptions,
  send: Pick<RoutingSend, 'type' | 'propertyInDotNotation'>,
  property: string,
  value: unknown,
): DeclarativeRequestOptions {
  const where = send.type === 'body' ? 'body' : 'qs';
  const current = isPlainObject(options[where]) ? options[where] : {};
  let next: Record<string, unknown>;
  if (send.propertyInDotNotation === false) {
    if (UNSAFE_KEYS.has(property)) throw new Error(`The property "${property}" cannot be sent`);
    next = { ...current, [property]: value };
  } else {
    next = setPath(current, property, value);
  }
  return { ...options, [where]: next };
}

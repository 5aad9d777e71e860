import { useEffect, useRef, useState } from 'react';

/** Debounce of the expression result. */
export const EXPRESSION_DEBOUNCE_MS = 500;
/** Debounce of input changes. */
export const INPUT_CHANGE_DEBOUNCE_MS = 100;

/** A value that follows `value` after it stayed unchanged for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/**
 * A trailing debounced callback with `flush()` (run the pending call now) so nothing typed is
 * lost on blur or unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const pending = useRef<{ args: A; timer: ReturnType<typeof setTimeout> } | null>(null);
  const api = useRef({
    call(...args: A) {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { args, timer: setTimeout(() => api.current.flush(), ms) };
    },
    flush() {
      const p = pending.current;
      if (!p) return;
      clearTimeout(p.timer);
      pending.current = null;
      fnRef.current(...p.args);
    },
  });
  useEffect(() => () => api.current.flush(), []);
  return api.current;
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { EXPRESSION_DEBOUNCE_MS, INPUT_CHANGE_DEBOUNCE_MS, useDebouncedCallback, useDebouncedValue } from './debounce';
import { evaluateForDisplay } from './evaluation';
import { stripEquals } from './segments';

/**
 * The text an expression editor edits (the parameter value without its leading '='), written back
 * debounced and evaluated for display debounced. The echo of our own change is not applied
 * back, because the editor may already be ahead of it. Shared by the inline editor and the modal.
 */
export function useExpressionDoc(
  value: string | undefined,
  onChange: (v: string) => void,
  scope: Parameters<typeof evaluateForDisplay>[1],
  hasInputData: boolean | undefined,
) {
  const [doc, setDoc] = useState(stripEquals(value ?? ''));
  const emitted = useRef<string | null>(null);
  useEffect(() => {
    if (value === emitted.current) return;
    setDoc(stripEquals(value ?? ''));
  }, [value]);
  const emit = useDebouncedCallback((d: string) => {
    emitted.current = `=${d}`;
    onChange(`=${d}`);
  }, INPUT_CHANGE_DEBOUNCE_MS);
  // Only the typed text is debounced (500 ms), so evaluating does not run on every keystroke.
  // A new scope (the hovered or picked item) applies at once: it is one deliberate pointer move,
  // evaluating one item is cheap, and a result that lagged half a second behind the row under
  // the pointer would show the previous row's value next to the new 'Result for item N'.
  const resultDoc = useDebouncedValue(doc, EXPRESSION_DEBOUNCE_MS);
  const result = useMemo(
    () => evaluateForDisplay(resultDoc, scope, { hasInputData }),
    [resultDoc, scope, hasInputData],
  );
  return { doc, setDoc, emit, result };
}

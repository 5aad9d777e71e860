import { DateTime } from 'luxon';

/** How an expression result is shown: its text, and whether it is a usable value. */
export interface FormattedExpressionResult {
  text: string;
  state: 'valid' | 'invalid';
}

/** The labels the editor shows for special results (editing-area spec §5). */
export const RESULT_LABELS = {
  empty: '[empty]',
  emptyString: '[empty string]',
  undefined: '[undefined]',
  null: 'null',
  uncalledFunction: '[this is a function, please add ()]',
  error: 'ERROR',
  noExecutionData: '[Execute previous nodes for preview]',
  pairedItem: "[Can't determine which item to use]",
} as const;

/**
 * Formats the result of evaluating an expression for the editor's result pane and the inline
 * 'result for item N' preview: special values get their labels, errors read
 * `[ERROR: message]`, objects and arrays are shown as JSON.
 */
export function formatExpressionResult(result: { value?: unknown; error?: Error; isEmptyExpression?: boolean }): FormattedExpressionResult {
  if (result.error) {
    const ctx = (result.error as { context?: { type?: string } }).context;
    if (ctx?.type === 'no_node_execution_data') return { text: RESULT_LABELS.noExecutionData, state: 'invalid' };
    if (ctx?.type?.startsWith('paired_item')) return { text: RESULT_LABELS.pairedItem, state: 'invalid' };
    return { text: `[${RESULT_LABELS.error}: ${result.error.message}]`, state: 'invalid' };
  }
  if (result.isEmptyExpression) return { text: RESULT_LABELS.empty, state: 'valid' };
  const v = result.value;
  if (v === undefined) return { text: RESULT_LABELS.undefined, state: 'invalid' };
  if (v === null) return { text: RESULT_LABELS.null, state: 'valid' };
  if (typeof v === 'number' && Number.isNaN(v)) return { text: RESULT_LABELS.null, state: 'valid' };
  if (v === '') return { text: RESULT_LABELS.emptyString, state: 'valid' };
  if (typeof v === 'function') return { text: RESULT_LABELS.uncalledFunction, state: 'invalid' };
  if (DateTime.isDateTime(v)) return { text: v.toISO() ?? String(v), state: 'valid' };
  if (v instanceof Date) return { text: v.toISOString(), state: 'valid' };
  if (Array.isArray(v)) return { text: `[Array: ${safeJson(v)}]`, state: 'valid' };
  if (typeof v === 'object') return { text: `[Object: ${safeJson(v)}]`, state: 'valid' };
  return { text: String(v), state: 'valid' };
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v);
  } catch {
    return String(v);
  }
}

import { DateTime } from 'luxon';

/** How an expression result is shown: its text, and whether it is a usable value. */
export interface FormattedExpressionResult {
  text: string;
  state: 'valid' | 'invalid';
}

/** The ids of the labels special results are shown with. */
export type ResultLabelId =
  | 'empty'
  | 'emptyString'
  | 'undefined'
  | 'null'
  | 'uncalledFunction'
  | 'error'
  | 'noExecutionData'
  | 'pairedItem'
  | 'array'
  | 'object';

/**
 * The text of every result label. The editor passes its translated labels to
 * {@link formatExpressionResult}; this package stays free of any locale.
 */
export type ResultLabels = Readonly<Record<ResultLabelId, string>>;

/** The English labels the editor shows for special results. */
export const RESULT_LABELS = {
  empty: '[empty]',
  emptyString: '[empty string]',
  undefined: '[undefined]',
  null: 'null',
  uncalledFunction: '[this is a function, please add ()]',
  error: 'ERROR',
  noExecutionData: '[Execute previous nodes for preview]',
  pairedItem: "[Can't determine which item to use]",
  array: 'Array',
  object: 'Object',
} as const satisfies ResultLabels;

/**
 * Formats the result of evaluating an expression for the editor's result pane and the inline
 * 'result for item N' preview: special values get their labels, errors read
 * `[ERROR: message]`, objects and arrays are shown as JSON (`[Object: {…}]`).
 *
 * @param labels the label texts (default: English); the editor passes its locale's.
 * @example formatExpressionResult({ value: '' }, { ...RESULT_LABELS, emptyString: '[leere Zeichenkette]' }).text // '[leere Zeichenkette]'
 */
export function formatExpressionResult(
  result: { value?: unknown; error?: Error; isEmptyExpression?: boolean },
  labels: ResultLabels = RESULT_LABELS,
): FormattedExpressionResult {
  if (result.error) {
    const ctx = (result.error as { context?: { type?: string } }).context;
    if (ctx?.type === 'no_node_execution_data') return { text: labels.noExecutionData, state: 'invalid' };
    if (ctx?.type?.startsWith('paired_item')) return { text: labels.pairedItem, state: 'invalid' };
    return { text: `[${labels.error}: ${result.error.message}]`, state: 'invalid' };
  }
  if (result.isEmptyExpression) return { text: labels.empty, state: 'valid' };
  const v = result.value;
  if (v === undefined) return { text: labels.undefined, state: 'invalid' };
  if (v === null) return { text: labels.null, state: 'valid' };
  if (typeof v === 'number' && Number.isNaN(v)) return { text: labels.null, state: 'valid' };
  if (v === '') return { text: labels.emptyString, state: 'valid' };
  if (typeof v === 'function') return { text: labels.uncalledFunction, state: 'invalid' };
  if (DateTime.isDateTime(v)) return { text: v.toISO() ?? String(v), state: 'valid' };
  if (v instanceof Date) return { text: v.toISOString(), state: 'valid' };
  if (Array.isArray(v)) return { text: `[${labels.array}: ${safeJson(v)}]`, state: 'valid' };
  if (typeof v === 'object') return { text: `[${labels.object}: ${safeJson(v)}]`, state: 'valid' };
  return { text: String(v), state: 'valid' };
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v);
  } catch {
    return String(v);
  }
}

/**
 * Expression segments for the editor: splitting a parameter value
 * into plaintext and `{{ }}` parts with @weft/workflow's parser, resolving each against a scope,
 * and the highlight state of each part.
 */
import { formatExpressionResult, resolveSegments, splitTemplate, type ExpressionSegment } from '@weft/workflow';
import { resultLabels } from './result-labels';

/** Highlight state of a resolvable segment: resolved, error, or pending (no data yet / incomplete). */
export type SegmentState = 'resolved' | 'error' | 'pending';

/** A segment as the editor highlights it (offsets in the editor document, which has no leading `=`). */
export interface HighlightedSegment {
  kind: 'plaintext' | 'resolvable';
  from: number;
  to: number;
  text: string;
  state?: SegmentState;
  /** The segment's formatted result (resolvable segments). */
  result?: string;
}

/** The message of the error thrown when an expression cannot be split (a programming error, kept in English). */
export const PARSE_FAILURE_MESSAGE = 'Failed to parse expression';

/** Removes the leading `=` of an expression value. */
export function stripEquals(value: string): string {
  return value.startsWith('=') ? value.slice(1) : value;
}

/**
 * Splits an editor document into segments; throws 'Failed to parse expression' when the
 * parser fails, so callers see one known error.
 */
export function parseSegments(doc: string): ExpressionSegment[] {
  try {
    return splitTemplate(doc);
  } catch (e) {
    throw new Error(PARSE_FAILURE_MESSAGE, { cause: e });
  }
}

function isPendingError(e: Error | undefined): boolean {
  const type = (e as { context?: { type?: string } } | undefined)?.context?.type;
  return (
    type === 'no_node_execution_data' ||
    type === 'no_input_connection' ||
    /has not been executed|no data|execute previous/i.test(e?.message ?? '')
  );
}

/**
 * Resolves the document's segments against a scope (undefined: no data to evaluate against)
 * and gives each resolvable segment its highlight state and formatted result. Segments reading
 * the input are pending while there is no input data.
 */
export function highlightSegments(
  doc: string,
  scope: object | undefined,
  options: { hasInputData?: boolean } = {},
): HighlightedSegment[] {
  const segs = scope ? resolveSegments(doc, scope) : parseSegments(doc);
  const labels = resultLabels();
  return segs.map((s) => {
    if (s.kind === 'plaintext') return { kind: 'plaintext', from: s.from, to: s.to, text: s.text };
    if (!scope) return { kind: 'resolvable', from: s.from, to: s.to, text: s.text, state: 'pending' };
    if (options.hasInputData === false && /\$(json|binary|input)\b/.test(s.text))
      return { kind: 'resolvable', from: s.from, to: s.to, text: s.text, state: 'pending' };
    if (s.text.trim() === '')
      return {
        kind: 'resolvable',
        from: s.from,
        to: s.to,
        text: s.text,
        state: 'pending',
        result: formatExpressionResult({ isEmptyExpression: true }, labels).text,
      };
    const f = formatExpressionResult(s.error ? { error: s.error } : { value: s.resolved }, labels);
    const state: SegmentState = s.error
      ? isPendingError(s.error)
        ? 'pending'
        : 'error'
      : f.state === 'invalid'
        ? 'error'
        : 'resolved';
    return { kind: 'resolvable', from: s.from, to: s.to, text: s.text, state, result: f.text };
  });
}

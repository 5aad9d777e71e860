/**
 * Evaluating expressions in the editor against the open workflow's run data, with the engine's
 * own ExpressionDataContext (from @weft/workflow), so the preview shows what a run will do.
 */
import {
  ConnectionGraph,
  ExpressionDataContext,
  evaluateExpression,
  formatExpressionResult,
  type FormattedExpressionResult,
  type Item,
  type PinData,
  type RunData,
  type SourceData,
  type Workflow,
} from '@weft/workflow';
import { resultLabels } from './result-labels';
import { parseSegments, stripEquals } from './segments';

/** Docs link of the expression syntax hint. */
export const EXPRESSIONS_DOCS_URL = 'https://docs.n8n.io/code/expressions/';

/** Placeholder execution values of test mode. */
export const TEST_EXECUTION_ID = '[filled at execution time]';
/** Placeholder resume URL of test mode. */
export const TEST_RESUME_URL = '[filled at execution time]';

/** What the editor knows when it evaluates an expression of one node. */
export interface EditorEvaluationInput {
  workflow: Workflow;
  runData: RunData | null;
  pinData?: PinData;
  nodeName: string;
  /** Parent node whose output feeds `$json` (default: the node's first main input). */
  inputNodeName?: string;
  /** Run of that parent (default: its last run); used only together with `inputNodeName`. */
  inputRunIndex?: number;
  timezone?: string;
  variables?: Record<string, unknown>;
}

/** The expression context of a node plus its input items. */
export interface EditorEvaluationContext {
  context: ExpressionDataContext;
  inputItems: Item[];
  /** Whether any input data exists (run data or pinned data of the parent). */
  hasInputData: boolean;
  /** The parent output (node, run, output) whose items are `inputItems`; null without a parent. */
  input: { nodeName: string; runIndex: number; outputIndex: number } | null;
}

/** Run data with pinned data filled in for nodes that have not run (pinned output is what a run uses). */
export function runDataWithPins(runData: RunData | null, pinData: PinData | undefined): RunData {
  const out: RunData = { ...(runData ?? {}) };
  for (const [name, items] of Object.entries(pinData ?? {})) {
    if (out[name]?.length) continue;
    out[name] = [
      {
        startTime: 0,
        executionIndex: 0,
        executionTime: 0,
        executionStatus: 'success',
        source: [],
        data: { main: [items] },
      },
    ];
  }
  return out;
}

/** Builds the engine's expression context for a node of the open workflow. */
export function buildEditorContext(input: EditorEvaluationInput): EditorEvaluationContext {
  const runData = runDataWithPins(input.runData, input.pinData);
  const graph = new ConnectionGraph(
    input.workflow.connections,
    input.workflow.nodes.map((n) => n.name),
  );
  const incoming = graph.incoming(input.nodeName).filter((c) => c.type === 'main' && c.inputIndex === 0);
  const chosen = input.inputNodeName ? incoming.find((c) => c.node === input.inputNodeName) : undefined;
  const conn = chosen ?? incoming[0];
  let inputItems: Item[] = [];
  let source: Array<SourceData | null> = [];
  let used: EditorEvaluationContext['input'] = null;
  if (conn) {
    const runs = runData[conn.node] ?? [];
    const last = Math.max(0, runs.length - 1);
    const runIndex =
      chosen && input.inputRunIndex !== undefined && input.inputRunIndex >= 0 && input.inputRunIndex <= last
        ? input.inputRunIndex
        : last;
    inputItems = runs[runIndex]?.data?.main?.[conn.outputIndex] ?? [];
    source = [{ previousNode: conn.node, previousNodeOutput: conn.outputIndex, previousNodeRun: runIndex }];
    used = { nodeName: conn.node, runIndex, outputIndex: conn.outputIndex };
  }
  const context = new ExpressionDataContext({
    workflow: input.workflow,
    runData,
    nodeName: input.nodeName,
    inputItems,
    inputSource: source,
    runIndex: 0,
    mode: 'manual',
    executionId: TEST_EXECUTION_ID,
    resumeUrl: TEST_RESUME_URL,
    timezone: input.timezone,
    variables: input.variables ?? {},
    env: 'blocked',
    graph,
  });
  return { context, inputItems, hasInputData: inputItems.length > 0, input: used };
}

/** Whether resolvable segments read the current input (`$json`, `$binary`, `$input`). */
export function usesInputData(doc: string): boolean {
  return parseSegments(stripEquals(doc)).some((s) => s.kind === 'resolvable' && /\$(json|binary|input)\b/.test(s.text));
}

/** Whether an editor document has nothing to evaluate: empty, or only blank `{{ }}` segments. */
export function isEmptyExpression(doc: string): boolean {
  const text = stripEquals(doc);
  if (text.trim() === '') return true;
  const segs = parseSegments(text);
  return segs.length > 0 && segs.every((s) => s.kind === 'resolvable' && s.text.trim() === '');
}

/**
 * Evaluates a whole expression value for one item and formats it with the result messages of
 * n8n's ('[empty]', '[undefined]', 'null', '[empty string]', the uncalled-function message,
 * '[ERROR: …]'), in the active locale.
 */
export function evaluateForDisplay(
  value: string,
  scope: object | undefined,
  options: { hasInputData?: boolean } = {},
): FormattedExpressionResult {
  const doc = stripEquals(value);
  const labels = resultLabels();
  if (isEmptyExpression(doc)) return formatExpressionResult({ isEmptyExpression: true }, labels);
  if (!scope) return { text: labels.noExecutionData, state: 'invalid' };
  // Reading the input before anything ran: ask for a run instead of showing [undefined].
  if (options.hasInputData === false && usesInputData(doc)) return { text: labels.noExecutionData, state: 'invalid' };
  try {
    // Strict: the preview names an error a run would turn into `undefined`, as n8n's editor does.
    return formatExpressionResult({ value: evaluateExpression(`=${doc}`, scope, true) }, labels);
  } catch (e) {
    return formatExpressionResult({ error: e as Error }, labels);
  }
}

/**
 * What the canvas shows for a node, computed from its type: outputs and their labels (If
 * true/false, Switch outputs, the error output), the subtitle, and its issues.
 */
import {
  CORE_NODE_TYPES,
  createBasicScope,
  evaluateExpression,
  isDisplayed,
  nodeInputs,
  withDefaults,
  type NodeTypeDescription,
  type RunData,
  type WorkflowNode,
} from '@weft/workflow';

/** One output handle. */
export interface OutputInfo {
  index: number;
  label?: string;
  /** The error output (onError: continueErrorOutput). */
  error?: boolean;
}

function evaluate(expr: string, node: WorkflowNode, desc: NodeTypeDescription): unknown {
  try {
    const params = withDefaults(desc.properties, node.parameters, node.typeVersion);
    return evaluateExpression(expr, createBasicScope({ $parameter: params, $version: node.typeVersion }));
  } catch {
    return undefined;
  }
}

/** The outputs a node has. */
export function outputsOf(node: WorkflowNode, desc: NodeTypeDescription | undefined): OutputInfo[] {
  if (!desc) return [{ index: 0 }];
  let count: number;
  let names = desc.outputNames;
  if (typeof desc.outputs === 'string') {
    const v = evaluate(desc.outputs, node, desc);
    count = Array.isArray(v) ? v.filter(isMain).length : Number(v) || 0;
    if (desc.name === CORE_NODE_TYPES.switch) names = switchOutputNames(node, count);
  } else count = desc.outputs.filter(isMain).length;
  const out: OutputInfo[] = [];
  for (let i = 0; i < count; i++) out.push({ index: i, ...(names?.[i] ? { label: names[i] } : {}) });
  if (node.onError === 'continueErrorOutput') out.push({ index: count, label: 'error', error: true });
  return out;
}

function switchOutputNames(node: WorkflowNode, count: number): string[] {
  if (node.typeVersion < 3) {
    // Switch 2 (n8n's V2): each rule's output is labelled by its Output Key; expression mode by number.
    if (node.parameters.mode === 'expression') return Array.from({ length: count }, (_, i) => String(i));
    const rules = (node.parameters.rules as { rules?: Array<{ outputKey?: unknown }> } | undefined)?.rules ?? [];
    return Array.from({ length: count }, (_, i) => {
      const key = rules[i]?.outputKey;
      return typeof key === 'string' && key !== '' ? key : String(i);
    });
  }
  const rules =
    (node.parameters.rules as { values?: Array<{ outputKey?: string; renameOutput?: boolean }> } | undefined)?.values ??
    [];
  const names = rules.map((r, i) => (r.renameOutput && r.outputKey ? r.outputKey : String(i)));
  while (names.length < count)
    names.push(
      names.length === rules.length &&
        (node.parameters.options as { fallbackOutput?: string } | undefined)?.fallbackOutput === 'extra'
        ? 'Fallback'
        : String(names.length),
    );
  return names.slice(0, count);
}

/** Whether a port is a main one (sub-node ports of AI nodes are drawn apart). */
function isMain(port: unknown): boolean {
  return (typeof port === 'string' ? port : (port as { type?: unknown } | null)?.type) === 'main';
}

/** How many main inputs a node has. */
export function inputCountOf(desc: NodeTypeDescription | undefined, node?: WorkflowNode): number {
  if (!desc) return 1;
  return nodeInputs(
    desc,
    node ? withDefaults(desc.properties, node.parameters, node.typeVersion) : {},
    node?.typeVersion,
  ).filter(isMain).length;
}

/** The subtitle under a node's name (its type's subtitle expression, evaluated). */
export function subtitleOf(node: WorkflowNode, desc: NodeTypeDescription | undefined): string {
  if (!desc?.subtitle) return '';
  const v = evaluate(desc.subtitle, node, desc);
  return typeof v === 'string' && !v.includes('undefined') ? v : '';
}

/** Node issues by kind. */
export interface NodeIssues {
  parameters?: string[];
  credentials?: string[];
  execution?: boolean;
  typeUnknown?: boolean;
  /** The type is there but not at the node's typeVersion: the versions the instance has. */
  versionUnknown?: { version: number; known: number[] };
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

/**
 * A node's issues. Disabled nodes and nodes with pinned data have none; a node has an
 * execution issue if any of its runs has an error.
 */
export function issuesOf(
  node: WorkflowNode,
  desc: NodeTypeDescription | undefined,
  opts: { pinned: boolean; runData: RunData | null; knownVersions?: number[] },
): NodeIssues | null {
  if (node.disabled || opts.pinned) return null;
  if (!desc)
    return opts.knownVersions?.length
      ? { typeUnknown: true, versionUnknown: { version: node.typeVersion, known: opts.knownVersions } }
      : { typeUnknown: true };
  const issues: NodeIssues = {};
  const params = withDefaults(desc.properties, node.parameters, node.typeVersion);
  const missing = desc.properties
    .filter(
      (p) =>
        p.required &&
        p.type !== 'notice' &&
        p.type !== 'boolean' &&
        isDisplayed(p.displayOptions, params, node.typeVersion) &&
        isEmpty(params[p.name]),
    )
    .map((p) => `Parameter "${p.displayName}" is required.`);
  if (missing.length) issues.parameters = missing;
  const creds = (desc.credentials ?? [])
    .filter((c) => c.required && isDisplayed(c.displayOptions, params, node.typeVersion) && !node.credentials?.[c.name])
    .map((c) => `Credentials for ${c.name} are not set.`);
  if (creds.length) issues.credentials = creds;
  if (opts.runData?.[node.name]?.some((r) => r.error)) issues.execution = true;
  return Object.keys(issues).length ? issues : null;
}

/** Issues as lines for a tooltip. */
export function issueLines(issues: NodeIssues | null): string[] {
  if (!issues) return [];
  const lines: string[] = [];
  if (issues.versionUnknown) {
    const { version, known } = issues.versionUnknown;
    lines.push(
      `Weft does not have version ${version} of this node (it has ${known.join(', ')}). Replace the node or remove it.`,
    );
  } else if (issues.typeUnknown) lines.push('This node type is not installed.');
  lines.push(...(issues.parameters ?? []), ...(issues.credentials ?? []));
  if (issues.execution) lines.push('Execution error.');
  return lines;
}

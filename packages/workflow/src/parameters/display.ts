import type { DisplayCondition, DisplayOptions, NodeProperty } from '../types/node-type.js';
import type { NodeParameters, NodeParameterValue } from '../types/workflow.js';

function isCondition(v: unknown): v is DisplayCondition {
  return !!v && typeof v === 'object' && '_cnd' in v;
}

function matchesCondition(actual: unknown, cond: DisplayCondition): boolean {
  const [op, expected] = Object.entries(cond._cnd)[0] ?? [];
  const a = actual as number;
  const e = expected as number;
  switch (op) {
    case 'eq':
      return actual === expected;
    case 'not':
      return actual !== expected;
    case 'gte':
      return a >= e;
    case 'lte':
      return a <= e;
    case 'gt':
      return a > e;
    case 'lt':
      return a < e;
    case 'between': {
      const { from, to } = expected as { from: number; to: number };
      return a >= from && a <= to;
    }
    case 'startsWith':
      return typeof actual === 'string' && actual.startsWith(String(expected));
    case 'endsWith':
      return typeof actual === 'string' && actual.endsWith(String(expected));
    case 'includes':
      return typeof actual === 'string' && actual.includes(String(expected));
    case 'regex':
      return typeof actual === 'string' && new RegExp(String(expected)).test(actual);
    case 'exists':
      return actual !== undefined && actual !== null && actual !== '';
    default:
      return false;
  }
}

function valueMatches(actual: unknown, accepted: Array<NodeParameterValue | DisplayCondition>): boolean {
  const values = Array.isArray(actual) ? actual : [actual];
  return accepted.some((acc) => values.some((v) => (isCondition(acc) ? matchesCondition(v, acc) : v === acc)));
}

const isExpressionText = (v: unknown): boolean => typeof v === 'string' && v.charCodeAt(0) === 61;

function lookup(
  name: string,
  values: NodeParameters,
  nodeVersion: number | undefined,
  root: NodeParameters | undefined,
  tool: boolean,
): unknown {
  if (name === '@version') return nodeVersion;
  if (name === '@tool') return tool;
  const value = name.startsWith('/') ? getPath(root ?? values, name.slice(1)) : getPath(values, name);
  // A resource locator is read by the value it holds, as n8n reads it.
  if (value && typeof value === 'object' && (value as { __rl?: unknown }).__rl)
    return (value as { value?: unknown }).value;
  return value;
}

const pathCache = new Map<string, string[]>();

function splitPath(path: string): string[] {
  let parts = pathCache.get(path);
  if (!parts) {
    parts = path
      .replace(/\[(\d+)\]/g, '.$1')
      .split('.')
      .filter((p) => p !== '');
    if (pathCache.size > 10_000) pathCache.clear();
    pathCache.set(path, parts);
  }
  return parts;
}

/** Reads a path (`options.dotNotation`, `rules.values[0].conditions`) from parameters. */
export function getPath(values: unknown, path: string): unknown {
  if (!path.includes('.') && !path.includes('[')) return (values as Record<string, unknown> | undefined)?.[path];
  let cur: unknown = values;
  for (const part of splitPath(path)) {
    if (cur === null || cur === undefined || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/**
 * Whether a parameter is displayed given the current values (its siblings), the root parameters
 * (for `/name` references) and the node's version (for `@version`). Hide wins over show, except
 * that a show rule on a value that is an expression shows the parameter, as in n8n. `@tool` is
 * whether the node is an AI tool variant (its type name ends in `Tool`).
 */
export function isDisplayed(
  options: DisplayOptions | undefined,
  values: NodeParameters,
  nodeVersion?: number,
  root?: NodeParameters,
  tool = false,
): boolean {
  if (!options) return true;
  for (const [name, accepted] of Object.entries(options.show ?? {})) {
    const actual = lookup(name, values, nodeVersion, root, tool);
    // As n8n: a rule that depends on an expression cannot be decided before the run, so the
    // parameter shows (and the remaining show rules are not asked).
    if ((Array.isArray(actual) ? actual : [actual]).some(isExpressionText)) return true;
    if (!valueMatches(actual, accepted)) return false;
  }
  for (const [name, rejected] of Object.entries(options.hide ?? {})) {
    if (valueMatches(lookup(name, values, nodeVersion, root, tool), rejected)) return false;
  }
  return true;
}

/**
 * The node's top-level parameters with defaults filled in for every displayed property that has
 * no value. Properties are visited in order so later display rules see earlier defaults.
 * Values of hidden properties are kept as stored (n8n exports may carry them).
 */
export function withDefaults(
  properties: readonly NodeProperty[],
  stored: NodeParameters,
  nodeVersion?: number,
): NodeParameters {
  const out: NodeParameters = { ...stored };
  for (let pass = 0; pass < 2; pass++) {
    for (const p of properties) {
      if (p.type === 'notice' || out[p.name] !== undefined) continue;
      if (!isDisplayed(p.displayOptions, out, nodeVersion)) continue;
      out[p.name] = structuredCloneValue(p.default);
    }
  }
  return out;
}

/**
 * A node's parameters as n8n shows them to expressions (`$parameter`, `$('Node').params`,
 * `$node["Node"].parameter`): the displayed properties only, in the description's order, from
 * `withDefaults`' result, notices included with their default. Values stored for hidden
 * properties are left out, as n8n leaves them.
 */
export function displayedParameters(
  properties: readonly NodeProperty[],
  parameters: NodeParameters,
  nodeVersion?: number,
): NodeParameters {
  const out: NodeParameters = {};
  for (const p of properties) {
    if (p.name in out || !isDisplayed(p.displayOptions, parameters, nodeVersion)) continue;
    // Notices hold no value but n8n lists them with their default ('').
    if (p.type === 'notice') out[p.name] = p.default ?? '';
    else if (parameters[p.name] !== undefined) out[p.name] = parameters[p.name]!;
  }
  return out;
}

function structuredCloneValue(v: NodeParameterValue): NodeParameterValue {
  return v !== null && typeof v === 'object' ? (JSON.parse(JSON.stringify(v)) as NodeParameterValue) : v;
}

/**
 * Which parameters the list shows and what it writes back: display rules
 * through @weft/workflow's `isDisplayed` on values whose expressions were resolved first (`$parameter`
 * chains capped at 50), the custom-API-call filter, hidden types, clearing hidden values.
 */
import {
  CORE_NODE_TYPES,
  createBasicScope,
  evaluateExpression,
  isDisplayed,
  isExpression,
  withDefaults,
  type NodeParameters,
  type NodeProperty,
  type NodePropertyCollection,
} from '@weft/workflow';

/** How deep `$parameter` references may chain while resolving values for display. */
export const DEPENDENCY_LOOP_CAP = 50;
/** The operation value that selects a custom API call. */
export const CUSTOM_API_CALL_KEY = '__CUSTOM_API_CALL__';
/** Parameters kept visible when a custom API call is selected. */
export const MUST_REMAIN_VISIBLE = ['authentication', 'resource', 'operation'];
/** Node types whose main `authentication` parameter stays visible in the list. */
export const AUTH_FIELD_EXCEPTIONS: readonly string[] = [
  CORE_NODE_TYPES.httpRequest,
  CORE_NODE_TYPES.webhook,
  CORE_NODE_TYPES.respondToWebhook,
  CORE_NODE_TYPES.wait,
];

/** Evaluates one expression string against a scope (injected so tests can count calls). */
export type Evaluator = (expression: string, scope: object) => unknown;

const defaultEvaluator: Evaluator = (expression, scope) => evaluateExpression(expression, scope);

/**
 * The values with every expression resolved, as the display rules need them. `$parameter.x`
 * inside an expression resolves x (itself resolved first); chains deeper than
 * {@link DEPENDENCY_LOOP_CAP} (loops) and failing expressions yield an empty value ('').
 */
export function resolveValuesForDisplay(
  values: NodeParameters,
  nodeVersion?: number,
  evaluate: Evaluator = defaultEvaluator,
): NodeParameters {
  const out: NodeParameters = {};
  const resolving = (name: string, depth: number): unknown => {
    const raw = values[name];
    if (!isExpression(raw)) return raw;
    if (depth > DEPENDENCY_LOOP_CAP) throw new Error('Dependency loop cap reached');
    const $parameter = new Proxy(
      {},
      {
        get: (_t, key) => (typeof key === 'string' ? resolving(key, depth + 1) : undefined),
        has: (_t, key) => typeof key === 'string' && key in values,
      },
    );
    return evaluate(raw, createBasicScope({ $parameter, $nodeVersion: nodeVersion }));
  };
  for (const name of Object.keys(values)) {
    try {
      out[name] = resolving(name, 0) as NodeParameters[string];
    } catch {
      out[name] = '';
    }
  }
  return out;
}

/** Context of a parameter list: the node's type name, whether it has credentials, its version. */
export interface ListContext {
  nodeType?: string;
  hasCredentials?: boolean;
  nodeVersion?: number;
  /** Root parameters for `/name` references (nested lists). */
  root?: NodeParameters;
}

/**
 * The parameters to show for these (resolved) values: hidden-type parameters never; display
 * conditions; with a custom API call selected only authentication/resource/operation and those
 * without hide conditions that have a value; the main authentication field hidden for node types
 * with credentials that are not in {@link AUTH_FIELD_EXCEPTIONS}.
 */
export function displayedParameters(
  properties: readonly NodeProperty[],
  resolved: NodeParameters,
  ctx: ListContext = {},
): NodeProperty[] {
  const customApiCall = resolved.operation === CUSTOM_API_CALL_KEY;
  return properties.filter((p) => {
    if (p.type === 'hidden') return false;
    if (customApiCall) {
      const keep = MUST_REMAIN_VISIBLE.includes(p.name) || (!p.displayOptions?.hide && p.name in resolved);
      if (!keep) return false;
    }
    if (
      p.name === 'authentication' &&
      ctx.hasCredentials &&
      ctx.nodeType &&
      !AUTH_FIELD_EXCEPTIONS.includes(ctx.nodeType) &&
      !ctx.root
    )
      return false;
    return isDisplayed(p.displayOptions, resolved, ctx.nodeVersion, ctx.root ?? resolved);
  });
}

/**
 * The values with every parameter that is no longer displayed removed ("A parameter that
 * stops being displayed has its value cleared"). Only names the properties define are touched.
 * Answers the same object when nothing changed.
 */
export function clearHiddenValues(
  properties: readonly NodeProperty[],
  values: NodeParameters,
  nodeVersion?: number,
  evaluate?: Evaluator,
): NodeParameters {
  let current = values;
  // A removal can hide another parameter: repeat until stable (bounded by the property count).
  for (let pass = 0; pass <= properties.length; pass++) {
    const resolved = resolveValuesForDisplay(withDefaults(properties, current, nodeVersion), nodeVersion, evaluate);
    const shown = new Set<string>();
    for (const p of properties) if (isDisplayed(p.displayOptions, resolved, nodeVersion, resolved)) shown.add(p.name);
    let next: NodeParameters | null = null;
    for (const p of properties) {
      // Several definitions may share a name (one per version or operation): keep it when any is shown.
      if (shown.has(p.name) || !(p.name in current)) continue;
      next ??= { ...current };
      delete next[p.name];
    }
    if (!next) return clearHiddenNested(properties, current, nodeVersion, current);
    current = next;
  }
  return clearHiddenNested(properties, current, nodeVersion, current);
}

function clearLevel(
  properties: readonly NodeProperty[],
  values: Record<string, unknown>,
  nodeVersion: number | undefined,
  root: NodeParameters,
): Record<string, unknown> {
  let next: Record<string, unknown> | null = null;
  const shown = new Set(
    properties
      .filter((p) => isDisplayed(p.displayOptions, values as NodeParameters, nodeVersion, root))
      .map((p) => p.name),
  );
  for (const p of properties) {
    if (!(p.name in values)) continue;
    if (!shown.has(p.name)) {
      next ??= { ...values };
      delete next[p.name];
      continue;
    }
    const nested = clearNestedValue(p, values[p.name], nodeVersion, root);
    if (nested !== values[p.name]) {
      next ??= { ...values };
      next[p.name] = nested;
    }
  }
  return next ?? values;
}

function clearNestedValue(
  p: NodeProperty,
  value: unknown,
  nodeVersion: number | undefined,
  root: NodeParameters,
): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  if (p.type === 'collection')
    return clearLevel((p.options ?? []) as NodeProperty[], value as Record<string, unknown>, nodeVersion, root);
  if (p.type !== 'fixedCollection') return value;
  let next: Record<string, unknown> | null = null;
  for (const group of (p.options ?? []) as NodePropertyCollection[]) {
    const raw = (value as Record<string, unknown>)[group.name];
    if (!raw || typeof raw !== 'object' || !Array.isArray(group.values)) continue;
    const cleaned = Array.isArray(raw)
      ? (() => {
          const items = raw.map((item) =>
            item && typeof item === 'object'
              ? clearLevel(group.values, item as Record<string, unknown>, nodeVersion, root)
              : item,
          );
          return items.every((x, i) => x === raw[i]) ? raw : items;
        })()
      : clearLevel(group.values, raw as Record<string, unknown>, nodeVersion, root);
    if (cleaned !== raw) {
      next ??= { ...(value as Record<string, unknown>) };
      next[group.name] = cleaned;
    }
  }
  return next ?? value;
}

/**
 * Inside displayed collections and fixed-collection items, removes the values of options whose
 * display conditions (against their siblings and the root) no longer match.
 */
export function clearHiddenNested(
  properties: readonly NodeProperty[],
  values: NodeParameters,
  nodeVersion?: number,
  root: NodeParameters = values,
): NodeParameters {
  let next: NodeParameters | null = null;
  for (const p of properties) {
    if (p.type !== 'collection' && p.type !== 'fixedCollection') continue;
    if (!(p.name in values)) continue;
    const cleaned = clearNestedValue(p, values[p.name], nodeVersion, root);
    if (cleaned !== values[p.name]) {
      next ??= { ...values };
      next[p.name] = cleaned as NodeParameters[string];
    }
  }
  return next ?? values;
}

import {
  PARAMETER_SIBLINGS,
  compileTemplate,
  getPath,
  type CompiledTemplate,
  type ExpressionDataContext,
} from '@weft/workflow';

/**
 * How to resolve one parameter value: compiled once per stored value, then run per item.
 * Sub-trees without expressions are constants and are returned as they are (not copied).
 */
type Plan =
  | { kind: 'const'; value: unknown }
  | { kind: 'expr'; fn: CompiledTemplate; sibling: boolean }
  | { kind: 'array'; items: Plan[] }
  | { kind: 'object'; keys: string[]; plans: Plan[]; sibling: boolean };

/** `$parameter["&key"]`: an expression that reads a sibling value of the object holding it. */
const SIBLING_REFERENCE = /\$parameter\s*\[\s*(['"`])&/;

const objectPlans = new WeakMap<object, Plan>();
const stringPlans = new Map<string, Plan>();

function planOf(value: unknown): Plan {
  if (typeof value === 'string') {
    if (value.charCodeAt(0) !== 61) return { kind: 'const', value };
    let plan = stringPlans.get(value);
    if (!plan) {
      plan = { kind: 'expr', fn: compileTemplate(value), sibling: SIBLING_REFERENCE.test(value) };
      if (stringPlans.size > 20_000) stringPlans.clear();
      stringPlans.set(value, plan);
    }
    return plan;
  }
  if (value === null || typeof value !== 'object') return { kind: 'const', value };
  let plan = objectPlans.get(value);
  if (plan) return plan;
  if (Array.isArray(value)) {
    const items = value.map(planOf);
    plan = items.every((p) => p.kind === 'const') ? { kind: 'const', value } : { kind: 'array', items };
  } else {
    const keys = Object.keys(value);
    const plans = keys.map((k) => planOf((value as Record<string, unknown>)[k]));
    plan = plans.every((p) => p.kind === 'const')
      ? { kind: 'const', value }
      : { kind: 'object', keys, plans, sibling: plans.some((p) => p.kind === 'expr' && p.sibling) };
  }
  objectPlans.set(value, plan);
  return plan;
}

function run(plan: Plan, itemIndex: number, data: ExpressionDataContext, extra?: Record<string, unknown>): unknown {
  switch (plan.kind) {
    case 'const':
      return plan.value;
    case 'expr':
      return data.run(plan.fn, itemIndex, extra);
    case 'array': {
      const out = new Array<unknown>(plan.items.length);
      for (let i = 0; i < plan.items.length; i++) out[i] = run(plan.items[i]!, itemIndex, data, extra);
      return out;
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      if (!plan.sibling) {
        for (let i = 0; i < plan.keys.length; i++) out[plan.keys[i]!] = run(plan.plans[i]!, itemIndex, data, extra);
        return out;
      }
      // As n8n: the values that do not name a sibling first, then those that do, reading the
      // first ones resolved (`$parameter["&key"]`).
      const later: number[] = [];
      for (let i = 0; i < plan.keys.length; i++) {
        const p = plan.plans[i]!;
        if (p.kind === 'expr' && p.sibling) later.push(i);
        else out[plan.keys[i]!] = run(p, itemIndex, data, extra);
      }
      const withSiblings = { ...extra, [PARAMETER_SIBLINGS]: { ...out } };
      for (const i of later) out[plan.keys[i]!] = run(plan.plans[i]!, itemIndex, data, withSiblings);
      return out;
    }
  }
}

/**
 * Resolves every expression inside a parameter value for one item. Sub-trees without
 * expressions are returned as they are (not copied).
 */
export function resolveValue(
  value: unknown,
  itemIndex: number,
  data: ExpressionDataContext | (() => ExpressionDataContext),
  extra?: Record<string, unknown>,
): unknown {
  const plan = planOf(value);
  // A value without expressions needs no data context (one is made only if `data` is a function).
  if (plan.kind === 'const') return plan.value;
  return run(plan, itemIndex, typeof data === 'function' ? data() : data, extra);
}

/** Reads a parameter path (`options.x`, `rules.values[0]`). */
export function readParameter(parameters: Record<string, unknown>, path: string): unknown {
  return getPath(parameters, path);
}

/**
 * Fixed ⇄ expression switching of a parameter value, as pure
 * functions so every parameter type's rule is unit-tested.
 */
import {
  isExpression,
  isResourceLocatorParameter,
  type NodeProperty,
  type NodePropertyType,
  type ResourceLocatorParameter,
} from '@weft/workflow';

/** A resource locator value; the one type @weft/workflow defines for the engine and server too. */
export type ResourceLocatorValue = ResourceLocatorParameter;

/** Whether a value is a resource locator value (`__rl: true`). */
export const isResourceLocatorValue = isResourceLocatorParameter;

/** Types that hold structured values edited by their own sub-inputs: no expression toggle. */
const NO_EXPRESSION_TYPES: ReadonlySet<NodePropertyType> = new Set<NodePropertyType>([
  'collection',
  'fixedCollection',
  'notice',
  'hidden',
  'credentialsSelect',
  'curlImport',
  'filter',
  'assignmentCollection',
]);

/** Whether the parameter may be switched to expression mode (never for noDataExpression). */
export function canBeExpression(parameter: Pick<NodeProperty, 'type' | 'noDataExpression'>): boolean {
  return !parameter.noDataExpression && !NO_EXPRESSION_TYPES.has(parameter.type);
}

/** Whether a stored value is shown in expression mode (a string starting with '=', or a locator whose value does). */
export function isExpressionValue(value: unknown): boolean {
  if (isResourceLocatorValue(value)) return isExpression(value.value);
  return isExpression(value);
}

function templateOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The value after "Add expression": '=' before the value; number and boolean values (and any
 * non-string) wrapped as `={{ value }}`; an empty number becomes `={{ 0 }}`; a resource locator
 * keeps its mode and prefixes its inner value. Parameters that cannot be expressions are returned
 * unchanged.
 */
export function toExpression(parameter: Pick<NodeProperty, 'type' | 'noDataExpression'>, value: unknown): unknown {
  if (!canBeExpression(parameter) || isExpressionValue(value)) return value;
  if (parameter.type === 'resourceLocator') {
    const rl = isResourceLocatorValue(value) ? value : { __rl: true as const, value: value ?? '', mode: '' };
    return { ...rl, value: `=${templateOf(rl.value)}` };
  }
  if (parameter.type === 'number') {
    if (value === '' || value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value)))
      return '={{ 0 }}';
    return `={{ ${templateOf(value)} }}`;
  }
  if (parameter.type === 'boolean') return `={{ ${value === true || value === 'true' ? 'true' : 'false'} }}`;
  if (typeof value === 'string') return `=${value}`;
  if (value === null || value === undefined) return '=';
  return `={{ ${JSON.stringify(value)} }}`;
}

/** The outcome of evaluating an expression for "Remove expression". */
export type Evaluated = { ok: true; value: unknown } | { ok: false };

/**
 * The value after "Remove expression": the evaluated result, converted to the parameter's type;
 * for strings the text after '=' when the expression cannot be evaluated; for multiOptions the
 * evaluated comma-separated text split and filtered to valid options; a resource locator keeps
 * its mode. Non-expression values are returned unchanged.
 */
export function fromExpression(
  parameter: Pick<NodeProperty, 'type' | 'default' | 'options'>,
  value: unknown,
  evaluated: Evaluated,
): unknown {
  if (!isExpressionValue(value)) return value;
  if (parameter.type === 'resourceLocator' && isResourceLocatorValue(value)) {
    const inner = String(value.value).slice(1);
    const v =
      evaluated.ok && evaluated.value !== undefined && evaluated.value !== null && typeof evaluated.value !== 'object'
        ? String(evaluated.value)
        : inner;
    return { ...value, value: v };
  }
  const raw = String(value).slice(1);
  const result = evaluated.ok ? evaluated.value : undefined;
  switch (parameter.type) {
    case 'number': {
      if (typeof result === 'number' && Number.isFinite(result)) return result;
      const n = Number(typeof result === 'string' ? result : NaN);
      return Number.isFinite(n) && String(result).trim() !== '' ? n : parameter.default;
    }
    case 'boolean':
      if (typeof result === 'boolean') return result;
      if (result === 'true' || result === 'false') return result === 'true';
      return Boolean(parameter.default);
    case 'multiOptions': {
      const valid = new Set((parameter.options ?? []).map((o) => String((o as { value: unknown }).value)));
      const parts = Array.isArray(result)
        ? result.map(String)
        : typeof result === 'string'
          ? result.split(',').map((s) => s.trim())
          : [];
      return parts.filter((p) => valid.has(p));
    }
    case 'options':
      return result !== undefined && result !== null && typeof result !== 'object' ? result : parameter.default;
    case 'json':
      if (result !== undefined && result !== null && typeof result === 'object') return JSON.stringify(result, null, 2);
      return result !== undefined && result !== null ? String(result) : raw;
    default:
      if (result === undefined || result === null) return raw;
      return typeof result === 'object' ? JSON.stringify(result) : String(result);
  }
}

/**
 * A fixed text into which `{{` was just typed, as n8n turns it: an expression with the braces
 * closed (`{{ | }}`) and where the cursor goes (an offset in the text without '='). Null when the
 * text does not switch (it already had `{{`, or still has none). A pasted `{{ … }}` stays as it is.
 */
export function expressionFromTyped(previous: string, typed: string): { value: string; cursor: number } | null {
  if (previous.startsWith('=') || previous.includes('{{') || !typed.includes('{{')) return null;
  const at = typed.indexOf('{{');
  const after = typed.slice(at + 2);
  if (after.includes('}}')) return { value: `=${typed}`, cursor: typed.length };
  const open = `${typed.slice(0, at)}{{ `;
  const doc = `${open} }}${after.replace(/^ /, '')}`;
  return { value: `=${doc}`, cursor: open.length };
}

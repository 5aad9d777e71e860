/** Building Set's output items: type checks of entries, input-field inclusion, JSON output. */
import { NodeOperationError } from '@weft/workflow';
import type { Item, JsonObject, WorkflowNode } from '@weft/workflow';
import { getPath, setPath, unsetPath } from '../shared/field-paths.js';
import { parseOrRepairJson } from '../shared/repair-json.js';
import { deepCopy, parseFieldList } from '../shared/transform-values.js';
import { validateFieldType } from './validate.js';
import type { SetFieldType } from './validate.js';

/** Which input fields an output item keeps. */
export type IncludeMode = 'all' | 'none' | 'selected' | 'except';

/** Options that shape one output item. */
export interface ComposeOptions {
  include: IncludeMode;
  dotNotation?: boolean;
  includeBinary?: boolean;
  stripBinary?: boolean;
  ignoreConversionErrors?: boolean;
  includeFields?: unknown;
  excludeFields?: unknown;
}

/** With dot notation off, `['a.b']` still names the key `a.b`. */
export function sanitizeDataPathKey(item: Record<string, unknown>, key: string): string {
  if (item[key] !== undefined) return key;
  if ((key.startsWith("['") && key.endsWith("']")) || (key.startsWith('["') && key.endsWith('"]'))) {
    return key.slice(2, -2);
  }
  return key;
}

/** Get/set/unset on item json, with or without dot notation. */
export interface FieldAccess {
  get(obj: Record<string, unknown>, key: string): unknown;
  set(obj: Record<string, unknown>, key: string, value: unknown): void;
  unset(obj: Record<string, unknown>, key: string): void;
}

/** Field access for the `dotNotation` option (on unless explicitly false). */
export function fieldAccess(dotNotation: boolean | undefined): FieldAccess {
  if (dotNotation !== false) {
    return { get: getPath, set: (o, k, v) => void setPath(o, k, v), unset: (o, k) => void unsetPath(o, k) };
  }
  return {
    get: (o, k) => o[sanitizeDataPathKey(o, k)],
    set: (o, k, v) => {
      o[sanitizeDataPathKey(o, k)] = v;
    },
    unset: (o, k) => {
      delete o[sanitizeDataPathKey(o, k)];
    },
  };
}

/**
 * Checks and converts one field value to its declared type. Answers the value to store or
 * throws with n8n's message.
 */
export function validateEntry(
  node: WorkflowNode,
  name: string,
  type: SetFieldType,
  value: unknown,
  itemIndex: number,
  ignoreErrors: boolean,
  nodeVersion: number,
): unknown {
  if (nodeVersion >= 3.2 && (value === undefined || value === null)) return null;
  const description = `To fix the error try to change the type for the field "${name}" or activate the option “Ignore Type Conversion Errors” to apply a less strict type validation`;
  let v = value;
  if (type === 'string') {
    if (nodeVersion > 3 && (v === undefined || v === null)) {
      if (ignoreErrors) return null;
      throw new NodeOperationError(node, `'${name}' expects a ${type} but we got '${String(v)}' [item ${itemIndex}]`, {
        description,
      });
    }
    v = typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  const result = validateFieldType(name, v, type);
  if (!result.valid) {
    if (ignoreErrors) return v ?? null;
    throw new NodeOperationError(node, `${result.errorMessage} [item ${itemIndex}]`, { itemIndex, description });
  }
  return result.newValue ?? null;
}

/** Builds the output item for input item `itemIndex` with the new fields set on it. */
export function composeItem(
  itemIndex: number,
  input: Item,
  newFields: Array<[string, unknown]>,
  options: ComposeOptions,
  nodeVersion: number,
): Item {
  const out: Item = { json: {}, pairedItem: { item: itemIndex } };
  const keepBinary =
    nodeVersion >= 3.4 ? !options.stripBinary && options.include !== 'none' : options.includeBinary === true;
  if (keepBinary && input.binary !== undefined) out.binary = { ...input.binary };

  const access = fieldAccess(options.dotNotation);
  const source = input.json as Record<string, unknown>;
  switch (options.include) {
    case 'all':
      out.json = deepCopy(input.json);
      break;
    case 'selected':
      for (const key of parseFieldList(options.includeFields ?? '', 'Fields to Include')) {
        const value = access.get(source, key);
        const target = options.dotNotation !== false && key.includes('.') ? (key.split('.').pop() as string) : key;
        access.set(out.json, target, deepCopy(value));
      }
      break;
    case 'except': {
      const copy = deepCopy(input.json) as Record<string, unknown>;
      for (const key of parseFieldList(options.excludeFields ?? '', 'Fields to Exclude')) access.unset(copy, key);
      out.json = copy;
      break;
    }
    case 'none':
      break;
    default:
      throw new Error(`The include option "${String(options.include)}" is not known!`);
  }
  for (const [key, value] of newFields) access.set(out.json, key, value);
  return out;
}

/**
 * Parses the JSON output of an item; answers an object or throws n8n's error. Text that is not
 * JSON is repaired first as n8n 1.123 does (`jsonrepair`: unquoted keys and values, single quotes,
 * trailing commas, comments…), so `{ "a": {{ $json.b }} }` with `b` = `x` gives `{ "a": "x" }`.
 */
export function parseJsonParameter(
  node: WorkflowNode,
  data: unknown,
  itemIndex: number,
  entryName?: string,
): JsonObject {
  const location = entryName ? `entry "${entryName}" inside 'Fields to Set'` : "'JSON Output'";
  let parsed: unknown = data;
  if (typeof data === 'string') {
    try {
      parsed = parseOrRepairJson(data);
    } catch {
      throw new NodeOperationError(node, `The ${location} in item ${itemIndex} contains invalid JSON`, {
        description: data,
      });
    }
  }
  if (parsed === undefined || parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new NodeOperationError(node, `The ${location} in item ${itemIndex} does not contain a valid JSON object`);
  }
  return parsed as JsonObject;
}

/** The `{{ … }}` segments of a template, in order. */
export function findResolvables(template: string): string[] {
  if (!template) return [];
  return Array.from(template.matchAll(/({{[\s\S]*?}})/g), (m) => m[1] as string);
}

/**
 * Resolves the `{{ … }}` segments of raw JSON text one by one, inserting objects as JSON and
 * other values as text (as n8n does, so that the result can then be parsed as JSON).
 */
export function resolveRawJson(template: string, evaluate: (expression: string) => unknown): string {
  let out = template;
  for (const segment of findResolvables(template)) {
    const value = evaluate(segment);
    out = out.replace(segment, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  return out;
}

/** How the MongoDB node builds documents from items and queries from JSON text, as n8n's MongoDB node does. */
import type { Item, WorkflowNode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

type Json = Record<string, unknown>;

/** A comma-separated field list as names (trimmed, empty ones dropped). */
export function prepareFields(fields: string): string[] {
  return String(fields ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
}

/** The keys of a lodash-style path: `a.b[0].c` → a, b, 0, c. */
function pathKeys(path: string): string[] {
  const keys: string[] = [];
  for (const part of path.split('.')) {
    const m = part.split(/\[(\d+)\]/).filter((p) => p !== '');
    keys.push(...m);
  }
  return keys;
}

/** The value at a path (`a.b[0]`), or `fallback` when it is undefined; a whole key named like the path wins, as lodash's `get`. */
export function getPath(source: unknown, path: string, fallback: unknown): unknown {
  if (source && typeof source === 'object' && path in (source as Json)) {
    const v = (source as Json)[path];
    return v === undefined ? fallback : v;
  }
  let node: unknown = source;
  for (const key of pathKeys(path)) {
    if (node === null || node === undefined) return fallback;
    node = (node as Json)[key];
  }
  return node === undefined ? fallback : node;
}

/** Sets the value at a path, making objects (or arrays before a numeric key) on the way, as lodash's `set`. */
export function setPath(target: Json, path: string, value: unknown): void {
  const keys = pathKeys(path);
  let node: Json = target;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] = value;
      return;
    }
    if (node[key] === null || typeof node[key] !== 'object') node[key] = /^\d+$/.test(keys[i + 1]!) ? [] : {};
    node = node[key] as Json;
  });
}

/** What {@link prepareItems} reads. */
export interface PrepareOptions {
  fields: string[];
  /** The key that matches documents (update operations): items without it are left out, and it joins the fields. */
  updateKey?: string;
  useDotNotation?: boolean;
  dateFields?: string[];
  /** Keep dotted names flat (`{"a.b": v}`, so `$set` reaches into `a`), as n8n does from 1.2 for updates. */
  isUpdate?: boolean;
}

/**
 * The documents of the items: each named field (missing ones as null), date fields as Dates, and with
 * dot notation read from (and, unless updating, written to) nested paths.
 */
export function prepareItems(items: Item[], options: PrepareOptions): Json[] {
  const { updateKey = '', useDotNotation = false, dateFields = [], isUpdate = false } = options;
  const fields = [...options.fields];
  let data = items;
  if (updateKey) {
    if (!fields.includes(updateKey)) fields.push(updateKey);
    data = items.filter((item) => item.json[updateKey] !== undefined);
  }
  return data.map(({ json }) => {
    const doc: Json = {};
    for (const field of fields) {
      let value: unknown = useDotNotation ? getPath(json, field, null) : json[field] !== undefined ? json[field] : null;
      if (value && dateFields.includes(field)) value = new Date(value as string);
      if (useDotNotation && !isUpdate) setPath(doc, field, value);
      else doc[field] = value;
    }
    return doc;
  });
}

function isScalar(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof value) || value instanceof Date;
}

/** The Query Parameters: a JSON array (or an array given by an expression) of scalars or arrays of scalars. */
export function parseQueryParameters(raw: unknown, node: WorkflowNode, itemIndex: number): unknown[] {
  let parameters = raw;
  if (typeof parameters === 'string') {
    try {
      parameters = JSON.parse(parameters);
    } catch (error) {
      throw new NodeOperationError(node, 'Query Parameters must be valid JSON', {
        itemIndex,
        description: `Enter the parameters as a JSON array (${(error as Error).message})`,
      });
    }
  }
  if (!Array.isArray(parameters))
    throw new NodeOperationError(node, 'Query Parameters must be a JSON array', {
      itemIndex,
      description: 'Enter the parameters as a JSON array',
    });
  return parameters.map((parameter, index) => {
    if (isScalar(parameter) || (Array.isArray(parameter) && parameter.every(isScalar))) return parameter;
    throw new NodeOperationError(node, `Query parameter ${index + 1} must be a scalar or an array of scalars`, {
      itemIndex,
      description: 'Objects and nested arrays are not supported',
    });
  });
}

/**
 * A query (JSON text) with its placeholders resolved: a string value that is exactly `$1`, `$2` …
 * becomes that parameter; every parameter must be used. Without parameters the query is as parsed.
 */
export function resolveQuery(query: unknown, rawParameters: unknown, node: WorkflowNode, itemIndex: number): unknown {
  const parsed: unknown = typeof query === 'string' ? JSON.parse(query) : query;
  const parameters = parseQueryParameters(rawParameters, node, itemIndex);
  if (parameters.length === 0) return parsed;
  const used = new Set<number>();
  const resolve = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const m = /^\$(\d+)$/.exec(value);
      if (!m) return value;
      const at = Number(m[1]) - 1;
      if (at < 0 || at >= parameters.length)
        throw new NodeOperationError(node, `Query placeholder ${value} has no matching value`, {
          itemIndex,
          description: `Add a value for ${value} to Query Parameters`,
        });
      used.add(at);
      return parameters[at];
    }
    if (Array.isArray(value)) return value.map(resolve);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
    return value;
  };
  const resolved = resolve(parsed);
  const unused = parameters.findIndex((_, i) => !used.has(i));
  if (unused !== -1)
    throw new NodeOperationError(node, `Query parameter ${unused + 1} is not used`, {
      itemIndex,
      description: `Add $${unused + 1} to the query or remove the unused parameter`,
    });
  return resolved;
}

/** A document as the item JSON n8n's execution shows: ObjectIds as hex strings, Dates as ISO strings (their JSON forms). */
export function toItemJson(doc: unknown): Json {
  return JSON.parse(JSON.stringify(doc ?? {})) as Json;
}

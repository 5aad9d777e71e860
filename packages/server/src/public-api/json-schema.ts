/**
 * A small JSON-schema validator: the subset the public API's OpenAPI 3.0 document and the
 * credential data schemas use. It checks request bodies (so a bad body answers a 400 naming the
 * field) and, in tests, every response against the document.
 *
 * Supported keywords: `type` (one or a list), `nullable` (OpenAPI 3.0), `enum`, `properties`,
 * `required`, `additionalProperties` (boolean or schema), `items`, `minItems`, `maxItems`,
 * `minLength`, `maxLength`, `minimum`, `maximum`, `format: date-time`, `allOf`, `anyOf`, `oneOf`,
 * `if`/`then`/`else` and local `$ref`s (`#/components/schemas/…`). Unknown keywords
 * (`description`, `example`, `readOnly` …) are ignored.
 */

/** A JSON schema (the subset above). */
export interface JsonSchema {
  type?: JsonType | JsonType[];
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  $ref?: string;
  description?: string;
  example?: unknown;
  readOnly?: boolean;
  default?: unknown;
  title?: string;
}

/** The JSON types a schema can name. */
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** One problem found: where (`body.nodes[0].name`) and what. */
export interface SchemaError {
  path: string;
  message: string;
}

/** Resolves `#/…` references against a root document (an OpenAPI document, say). */
export type RefResolver = (ref: string) => JsonSchema | undefined;

/** A resolver for references into `root` (`#/components/schemas/Workflow` → that schema). */
export function refResolver(root: unknown): RefResolver {
  return (ref) => {
    if (!ref.startsWith('#/')) return undefined;
    let node: unknown = root;
    for (const part of ref.slice(2).split('/')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return typeof node === 'object' && node !== null ? node : undefined;
  };
}

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

function matchesType(value: unknown, type: JsonType): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Checks `value` against `schema`; answers every problem found (an empty list when it fits).
 *
 * @example
 * validateSchema({ name: 3 }, { type: 'object', required: ['name'], properties: { name: { type: 'string' } } }, 'body')
 * // → [{ path: 'body.name', message: 'must be string' }]
 */
export function validateSchema(
  value: unknown,
  schema: JsonSchema,
  path = '$',
  resolve: RefResolver = () => undefined,
): SchemaError[] {
  const errors: SchemaError[] = [];
  const fail = (message: string, at = path) => errors.push({ path: at, message });

  if (schema.$ref) {
    const target = resolve(schema.$ref);
    if (!target) return [{ path, message: `unknown schema reference ${schema.$ref}` }];
    return validateSchema(value, target, path, resolve);
  }
  if (value === null && schema.nullable) return [];
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => matchesType(value, t))) return [{ path, message: `must be ${types.join(' or ')}` }];
  }
  if (schema.enum && !schema.enum.some((e) => sameJson(e, value)))
    fail(`must be one of ${schema.enum.map((e) => JSON.stringify(e)).join(', ')}`);

  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength)
      fail(`must be at least ${schema.minLength} characters long`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      fail(`must be at most ${schema.maxLength} characters long`);
    if (schema.format === 'date-time' && !DATE_TIME.test(value)) fail('must be a date-time (ISO 8601)');
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) fail(`must be at least ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) fail(`must be at most ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      fail(`must have at least ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      fail(`must have at most ${schema.maxItems} items`);
    if (schema.items)
      value.forEach((item, i) => errors.push(...validateSchema(item, schema.items!, `${path}[${i}]`, resolve)));
  }
  if (typeOf(value) === 'object') {
    const obj = value as Record<string, unknown>;
    for (const key of schema.required ?? []) {
      if (obj[key] === undefined) fail(`must have required property '${key}'`);
    }
    for (const [key, v] of Object.entries(obj)) {
      if (v === undefined) continue;
      const prop = schema.properties?.[key];
      if (prop) errors.push(...validateSchema(v, prop, `${path}.${key}`, resolve));
      else if (schema.additionalProperties === false) fail(`must NOT have additional property '${key}'`);
      else if (typeof schema.additionalProperties === 'object')
        errors.push(...validateSchema(v, schema.additionalProperties, `${path}.${key}`, resolve));
    }
  }

  for (const sub of schema.allOf ?? []) errors.push(...validateSchema(value, sub, path, resolve));
  if (schema.anyOf && !schema.anyOf.some((sub) => validateSchema(value, sub, path, resolve).length === 0))
    fail('must match one of the allowed shapes');
  if (schema.oneOf) {
    const matching = schema.oneOf.filter((sub) => validateSchema(value, sub, path, resolve).length === 0).length;
    if (matching !== 1)
      fail(matching === 0 ? 'must match one of the allowed shapes' : 'must match exactly one of the allowed shapes');
  }
  if (schema.if) {
    const branch = validateSchema(value, schema.if, path, resolve).length === 0 ? schema.then : schema.else;
    if (branch) errors.push(...validateSchema(value, branch, path, resolve));
  }
  return errors;
}

/** The errors as one readable line: `body.name must be string; body must have required property 'nodes'`. */
export function describeSchemaErrors(errors: readonly SchemaError[]): string {
  return errors.map((e) => `${e.path} ${e.message}`).join('; ');
}

/**
 * JSON Schema for the Structured Output Parser and the Information Extractor: a schema generated
 * from an example (the generate-schema library n8n uses, optionally with every property made
 * required, as from version 1.3), and a JSON Schema turned into a zod schema, so that LangChain's
 * format instructions show the same schema n8n sends and outputs are validated the same way.
 */
import type { ZodTypeAny } from 'zod';

/** A JSON Schema object (loosely typed: it comes from the user). */
export type JsonSchema = Record<string, unknown>;

/** Makes every property of every object in a schema required (n8n does so from example in 1.3). */
function requireAll(schema: JsonSchema): JsonSchema {
  const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && 'type' in v;
  if (schema.type === 'object' && schema.properties && typeof schema.properties === 'object') {
    const props = schema.properties as Record<string, unknown>;
    const keys = Object.keys(props);
    if (keys.length > 0) schema.required = keys;
    for (const key of keys) if (isSchema(props[key])) requireAll(props[key]);
  }
  if (schema.type === 'array' && isSchema(schema.items)) schema.items = requireAll(schema.items);
  return schema;
}

/**
 * The JSON Schema of an example JSON text, as generate-schema infers it; with `allRequired`
 * every object property is required. Throws on text that is not JSON.
 */
export async function schemaFromExample(exampleJson: string, allRequired = false): Promise<JsonSchema> {
  const example = JSON.parse(exampleJson) as unknown;
  const name = 'generate-schema';
  const lib = (await import(name)) as {
    json?: (v: unknown) => JsonSchema;
    default?: { json: (v: unknown) => JsonSchema };
  };
  const generate = lib.json ?? lib.default!.json;
  const schema = generate(example);
  return allRequired ? requireAll(schema) : schema;
}

/** The zod module, loaded on first use. */
type Zod = typeof import('zod').z;

/** A string schema with its length, pattern and format checks. */
function stringSchema(z: Zod, s: JsonSchema): ZodTypeAny {
  let out = z.string();
  if (typeof s.minLength === 'number') out = out.min(s.minLength);
  if (typeof s.maxLength === 'number') out = out.max(s.maxLength);
  if (typeof s.pattern === 'string') out = out.regex(new RegExp(s.pattern));
  switch (s.format) {
    case 'email':
      out = out.email();
      break;
    case 'uri':
    case 'url':
      out = out.url();
      break;
    case 'uuid':
      out = out.uuid();
      break;
    case 'date-time':
      out = out.datetime({ offset: true });
      break;
    default:
      break;
  }
  return out;
}

/** A number schema (`integer` adds the integer check) with its bounds. */
function numberSchema(z: Zod, s: JsonSchema): ZodTypeAny {
  let out = z.number();
  if (s.type === 'integer') out = out.int();
  if (typeof s.minimum === 'number') out = out.gte(s.minimum);
  if (typeof s.maximum === 'number') out = out.lte(s.maximum);
  if (typeof s.exclusiveMinimum === 'number') out = out.gt(s.exclusiveMinimum);
  if (typeof s.exclusiveMaximum === 'number') out = out.lt(s.exclusiveMaximum);
  if (typeof s.multipleOf === 'number') out = out.multipleOf(s.multipleOf);
  return out;
}

/** An object schema: its properties (optional unless required or defaulted) and extra keys. */
function objectSchema(z: Zod, s: JsonSchema): ZodTypeAny {
  const extra = s.additionalProperties === undefined ? undefined : toZod(z, s.additionalProperties);
  const props =
    s.properties && typeof s.properties === 'object' ? (s.properties as Record<string, unknown>) : undefined;
  if (!props) {
    if (extra) return z.record(extra);
    return z.record(z.any());
  }
  const required = Array.isArray(s.required) ? (s.required as string[]) : undefined;
  const shape: Record<string, ZodTypeAny> = {};
  for (const [key, prop] of Object.entries(props)) {
    const schema = toZod(z, prop);
    const hasDefault = typeof prop === 'object' && prop !== null && (prop as JsonSchema).default !== undefined;
    const isRequired = required
      ? required.includes(key)
      : typeof prop === 'object' && prop !== null && (prop as JsonSchema).required === true;
    shape[key] = hasDefault || isRequired ? schema : schema.optional();
  }
  const obj = z.object(shape);
  if (!extra) return obj;
  if (extra instanceof z.ZodNever) return obj.strict();
  return obj.catchall(extra);
}

/** A union of two or more schemas, one schema alone, or `never` for none. */
function union(z: Zod, list: ZodTypeAny[]): ZodTypeAny {
  if (list.length === 0) return z.never();
  if (list.length === 1) return list[0]!;
  return z.union(list as [ZodTypeAny, ZodTypeAny, ...ZodTypeAny[]]);
}

/** The zod schema of one JSON Schema node, without its description and default. */
function bare(z: Zod, s: JsonSchema): ZodTypeAny {
  if (s.nullable === true) return bare(z, { ...s, nullable: undefined }).nullable();
  if (Array.isArray(s.type))
    return union(
      z,
      (s.type as string[]).map((type) => toZod(z, { ...s, type })),
    );
  if (s.type === 'object') return objectSchema(z, s);
  if (s.type === 'array') {
    if (Array.isArray(s.items)) {
      const items = (s.items as unknown[]).map((v) => toZod(z, v));
      return items.length ? z.tuple(items as [ZodTypeAny, ...ZodTypeAny[]]) : z.tuple([]);
    }
    let out = z.array(s.items === undefined ? z.any() : toZod(z, s.items));
    if (typeof s.minItems === 'number') out = out.min(s.minItems);
    if (typeof s.maxItems === 'number') out = out.max(s.maxItems);
    return out;
  }
  if (Array.isArray(s.anyOf))
    return union(
      z,
      (s.anyOf as unknown[]).map((v) => toZod(z, v)),
    );
  if (Array.isArray(s.oneOf))
    return union(
      z,
      (s.oneOf as unknown[]).map((v) => toZod(z, v)),
    );
  if (Array.isArray(s.allOf)) {
    const parts = (s.allOf as unknown[]).map((v) => toZod(z, v));
    if (parts.length === 0) return z.any();
    return parts.reduce((a, b) => z.intersection(a, b));
  }
  if (Array.isArray(s.enum)) {
    const values = s.enum as unknown[];
    if (values.length === 0) return z.never();
    if (values.length === 1) return z.literal(values[0] as string);
    if (values.every((v) => typeof v === 'string')) return z.enum(values as [string, ...string[]]);
    return union(
      z,
      values.map((v) => z.literal(v as string)),
    );
  }
  if ('const' in s) return z.literal(s.const as string);
  if (s.type === 'string') return stringSchema(z, s);
  if (s.type === 'number' || s.type === 'integer') return numberSchema(z, s);
  if (s.type === 'boolean') return z.boolean();
  if (s.type === 'null') return z.null();
  return z.any();
}

function toZod(z: Zod, schema: unknown): ZodTypeAny {
  if (typeof schema !== 'object' || schema === null) return schema === false ? z.never() : z.any();
  const s = schema as JsonSchema;
  let out = bare(z, s);
  if (typeof s.description === 'string' && s.description) out = out.describe(s.description);
  if (s.default !== undefined) out = out.default(s.default);
  return out;
}

/** A zod schema validating what the JSON Schema describes (types, required keys, enums, bounds). */
export async function jsonSchemaToZod(schema: unknown): Promise<ZodTypeAny> {
  const { z } = await import('zod');
  return toZod(z, schema);
}

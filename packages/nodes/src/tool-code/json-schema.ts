/**
 * JSON Schema for the input of code and workflow tools: a schema generated from an example (as
 * n8n does with `generate-schema`, every field required from Code tool 1.3 on) and a zod schema
 * made from a JSON Schema, which LangChain then sends to the model.
 */
import type { ZodTypeAny } from 'zod';

/** A JSON Schema node, loosely typed. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  description?: string;
  default?: unknown;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  [key: string]: unknown;
}

function requireAll(schema: JsonSchema): JsonSchema {
  if (schema.type === 'object' && schema.properties) {
    const keys = Object.keys(schema.properties);
    if (keys.length > 0) schema.required = keys;
    for (const key of keys) {
      const child = schema.properties[key];
      if (child && typeof child === 'object' && 'type' in child) requireAll(child);
    }
  }
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object' && 'type' in schema.items)
    requireAll(schema.items);
  return schema;
}

/** The JSON Schema of an example value (JSON text); with `allRequired`, every object field is required. */
export async function schemaFromExample(exampleJson: string, allRequired: boolean): Promise<JsonSchema> {
  const example = JSON.parse(exampleJson) as unknown;
  const library = 'generate-schema'; // untyped: imported by name
  const mod = (await import(library)) as unknown as {
    json(value: unknown): JsonSchema;
    default?: { json(value: unknown): JsonSchema };
  };
  const generate = mod.default?.json ?? mod.json;
  const schema = generate(example);
  return allRequired ? requireAll(schema) : schema;
}

/** A zod schema accepting what `schema` describes (types, required fields, enums, descriptions, defaults). */
export async function zodFromJsonSchema(schema: JsonSchema): Promise<ZodTypeAny> {
  const { z } = await import('zod');
  const convert = (s: JsonSchema | undefined): ZodTypeAny => {
    if (!s || typeof s !== 'object') return z.any();
    let out: ZodTypeAny;
    const variants = s.anyOf ?? s.oneOf;
    if (variants && variants.length > 0) {
      const parts = variants.map(convert);
      out = parts.length === 1 ? parts[0]! : z.union(parts as [ZodTypeAny, ZodTypeAny, ...ZodTypeAny[]]);
    } else if (Array.isArray(s.type)) {
      const parts = s.type.map((t) => convert({ ...s, type: t, description: undefined, default: undefined }));
      out = parts.length === 1 ? parts[0]! : z.union(parts as [ZodTypeAny, ZodTypeAny, ...ZodTypeAny[]]);
    } else if (Array.isArray(s.enum) && s.enum.length > 0 && s.enum.every((v) => typeof v === 'string')) {
      out = z.enum(s.enum as [string, ...string[]]);
    } else {
      switch (s.type) {
        case 'string':
          out = z.string();
          break;
        case 'number':
          out = z.number();
          break;
        case 'integer':
          out = z.number().int();
          break;
        case 'boolean':
          out = z.boolean();
          break;
        case 'null':
          out = z.null();
          break;
        case 'array':
          out = z.array(convert(s.items));
          break;
        case 'object': {
          const required = new Set(s.required ?? []);
          const shape: Record<string, ZodTypeAny> = {};
          for (const [key, child] of Object.entries(s.properties ?? {})) {
            const field = convert(child);
            shape[key] = required.has(key) ? field : field.optional();
          }
          const base = z.object(shape);
          let object: ZodTypeAny = base;
          if (s.additionalProperties && typeof s.additionalProperties === 'object')
            object = base.catchall(convert(s.additionalProperties));
          else if (s.additionalProperties === true) object = base.passthrough();
          out = object;
          break;
        }
        default:
          out = z.any();
      }
    }
    if (s.nullable) out = out.nullable();
    if (s.description) out = out.describe(s.description);
    if (s.default !== undefined) out = out.default(s.default);
    return out;
  };
  return convert(schema);
}

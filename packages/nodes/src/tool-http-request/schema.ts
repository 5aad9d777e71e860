/**
 * The zod schema of the HTTP Request Tool 1.1: one field per tool parameter, typed by its
 * placeholder definition (string when not specified), optional unless required, described.
 */
import type { ToolParameter } from './parameters.js';

/** LangChain's tool classes seen through the members used here (their generics are too deep for tsc). */
export interface LcToolClasses {
  DynamicTool: new (fields: { name: string; description: string; func: (input: string) => Promise<string> }) => unknown;
  DynamicStructuredTool: new (fields: {
    name: string;
    description: string;
    func: (input: unknown) => Promise<string>;
    schema: unknown;
  }) => unknown;
}

/** A zod schema as built here (zod's own generics make type-checking slow). */
interface ZodLike {
  optional(): ZodLike;
  describe(description: string): ZodLike;
}

interface ZodModule {
  string(): ZodLike;
  number(): ZodLike;
  boolean(): ZodLike;
  any(): ZodLike;
  record(value: ZodLike): ZodLike;
  object(shape: Record<string, ZodLike>): ZodLike;
}

/** `z.object` of the parameters, as n8n builds it. */
export async function toolSchema(parameters: ToolParameter[]): Promise<unknown> {
  const z = ((await import('zod')) as unknown as { z: ZodModule }).z;
  const shape: Record<string, ZodLike> = {};
  for (const p of parameters) {
    let schema: ZodLike;
    if (p.type === 'number') schema = z.number();
    else if (p.type === 'boolean') schema = z.boolean();
    else if (p.type === 'json') schema = z.record(z.any());
    else schema = z.string();
    if (!p.required) schema = schema.optional();
    if (p.description) schema = schema.describe(p.description);
    shape[p.name] = schema;
  }
  return z.object(shape);
}

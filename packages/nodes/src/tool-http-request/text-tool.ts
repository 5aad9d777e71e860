/**
 * The HTTP Request Tool 1.1 for the AI Agent 1's older agent types, which send a tool one text:
 * as n8n's `asDynamicTool`, a text tool whose description lists the parameters (name,
 * description, type, required) and whose input is parsed as JSON (from a fenced block too), or,
 * when the tool has one parameter, taken as that parameter's value.
 */

/** A zod object schema as read here. */
export interface ZodObjectLike {
  shape: Record<string, ZodFieldLike>;
  parse(data: unknown): unknown;
}

interface ZodFieldLike {
  description?: string;
  isOptional(): boolean;
  unwrap?(): ZodFieldLike;
  _def?: { typeName?: string };
}

/** The simplified type n8n names a parameter by. */
function simplifiedType(schema: ZodFieldLike): string {
  const name = schema._def?.typeName;
  if (name === 'ZodOptional' || name === 'ZodNullable') return simplifiedType(schema.unwrap!());
  if (name === 'ZodObject') return 'object';
  if (name === 'ZodNumber') return 'number';
  if (name === 'ZodBoolean') return 'boolean';
  return 'string';
}

/** The description of the text variant: the tool's own, then how to write its input. */
export function textToolDescription(description: string, schema: ZodObjectLike): string {
  const entries = Object.entries(schema.shape);
  if (entries.length === 0) return description;
  const lines = entries.map(
    ([name, s]) =>
      `${name}: (description: ${s.description ?? ''}, type: ${simplifiedType(s)}, required: ${!s.isOptional()})`,
  );
  return `${description}\nTool expects valid stringified JSON object with ${entries.length} properties.\nProperty names with description, type and required status:\n${lines.join(',\n ')}\nALL parameters marked as required must be provided`;
}

/** The model's text as the tool's arguments. */
export function textToolArguments(query: string, schema: ZodObjectLike): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(query)?.[1];
  let data: unknown;
  try {
    data = JSON.parse((fenced ?? query).trim());
  } catch (error) {
    const names = Object.keys(schema.shape);
    if (names.length !== 1) throw new Error(`Input is not a valid JSON: ${(error as Error).message}`, { cause: error });
    data = { [names[0]!]: query };
  }
  return schema.parse(data);
}

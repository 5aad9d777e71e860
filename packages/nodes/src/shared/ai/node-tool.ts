/**
 * Tools for LangChain agents from what sub-nodes supply: a Weft node offered as a tool (the
 * engine's `NodeTool`, built from its `$fromAI` calls) becomes a `DynamicStructuredTool` whose
 * zod schema has one required field per `$fromAI` key, as n8n builds it.
 */
import type { FromAiCall, NodeTool } from '@weft/workflow';
import type { StructuredToolInterface } from '@langchain/core/tools';

/** Whether a value is the engine's {@link NodeTool}. */
export function isNodeTool(value: unknown): value is NodeTool {
  return (
    !!value &&
    typeof value === 'object' &&
    (value as { kind?: unknown }).kind === 'nodeTool' &&
    typeof (value as NodeTool).invoke === 'function'
  );
}

/** The zod schema of one `$fromAI` argument (type, description, default). */
async function argumentSchema(call: FromAiCall) {
  const { z } = await import('zod');
  let schema: import('zod').ZodTypeAny;
  switch (call.type) {
    case 'number':
      schema = z.number();
      break;
    case 'boolean':
      schema = z.boolean();
      break;
    case 'json':
      schema = z.record(z.any());
      break;
    default:
      schema = z.string();
  }
  if (call.description) schema = schema.describe(call.description);
  if (call.defaultValue !== undefined) return schema.default(call.defaultValue);
  return schema;
}

/** A LangChain tool that runs a Weft node (`<type>Tool`) with the model's arguments. */
export async function toLangChainTool(tool: NodeTool): Promise<StructuredToolInterface> {
  const [{ z }, { DynamicStructuredTool }] = await Promise.all([import('zod'), import('@langchain/core/tools')]);
  const shape: Record<string, import('zod').ZodTypeAny> = {};
  for (const call of tool.arguments) shape[call.key] = await argumentSchema(call);
  // The generic types of DynamicStructuredTool over a schema built at run time are too deep for tsc.
  const Tool = DynamicStructuredTool as unknown as new (fields: Record<string, unknown>) => StructuredToolInterface;
  return new Tool({
    name: tool.name,
    description: tool.description,
    schema: z.object(shape).required(),
    func: async (args: Record<string, unknown>) => tool.invoke(args),
  });
}

/**
 * The tools connected to a root node (its `ai_tool` input), as LangChain tools: node tools are
 * converted, toolkits (objects with `getTools()`, e.g. an MCP client) are flattened. With
 * `uniqueNames`, two tools of one name are refused with an error naming it.
 */
export async function connectedTools(
  ctx: { getInputConnectionData?(type: string, itemIndex: number): Promise<unknown> },
  itemIndex = 0,
  options: { uniqueNames?: boolean } = {},
): Promise<StructuredToolInterface[]> {
  const supplied = (((await ctx.getInputConnectionData?.('ai_tool', itemIndex)) ?? []) as unknown[]).flat();
  const tools: StructuredToolInterface[] = [];
  for (const entry of supplied) {
    if (isNodeTool(entry)) tools.push(await toLangChainTool(entry));
    else if (entry && typeof (entry as { getTools?: unknown }).getTools === 'function')
      tools.push(...(entry as { getTools(): StructuredToolInterface[] }).getTools());
    else if (entry) tools.push(entry as StructuredToolInterface);
  }
  if (options.uniqueNames) {
    const seen = new Set<string>();
    for (const t of tools) {
      if (seen.has(t.name))
        throw new Error(
          `You have multiple tools with the same name: '${t.name}', please rename them to avoid conflicts`,
        );
      seen.add(t.name);
    }
  }
  return tools;
}

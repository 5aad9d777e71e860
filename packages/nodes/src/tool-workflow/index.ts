import {
  NodeOperationError,
  collectFromAiCalls,
  importN8nWorkflow,
  type ExecuteContext,
  type Item,
  type NodeTool,
  type NodeType,
  type SupplyDataContext,
  type Workflow,
} from '@weft/workflow';
import { toolNameOf } from '@weft/workflow';
import type { StructuredToolInterface } from '@langchain/core/tools';
import { toolWorkflowV1Description, toolWorkflowV2Description } from './description.js';
import { schemaFromExample, zodFromJsonSchema, type JsonSchema } from '../tool-code/json-schema.js';
import { toLangChainTool } from '../shared/ai/node-tool.js';

type Context = ExecuteContext & Partial<SupplyDataContext>;

/** The workflow to run: by id (database) or the JSON in the parameter. */
function workflowSource(ctx: ExecuteContext, itemIndex: number): { workflow: Workflow } | { id: string } {
  const node = ctx.getNode();
  if (ctx.getNodeParameter('source', itemIndex) === 'parameter') {
    const text = ctx.getNodeParameter('workflowJson', itemIndex) as unknown;
    try {
      return { workflow: importN8nWorkflow(typeof text === 'string' ? JSON.parse(text) : text) };
    } catch (error) {
      throw new NodeOperationError(node, `The provided workflow is not valid JSON: "${(error as Error).message}"`, {
        itemIndex,
      });
    }
  }
  const id =
    node.typeVersion <= 1.1
      ? ctx.getNodeParameter('workflowId', itemIndex)
      : ctx.getNodeParameter('workflowId', itemIndex, undefined, { extractValue: true });
  if (id === undefined || id === null || id === '')
    throw new NodeOperationError(node, 'No workflow ID is set', { itemIndex });
  return { id: String(id) };
}

/** The "Extra Workflow Inputs" (1.x): each field's value, typed as the Set node types it. */
function extraFields(ctx: ExecuteContext, itemIndex: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const entries = ctx.getNodeParameter('fields.values', itemIndex, []) as Array<Record<string, unknown>>;
  for (const entry of Array.isArray(entries) ? entries : []) {
    const name = String(entry.name ?? '');
    if (!name) continue;
    const type = String(entry.type ?? 'stringValue');
    const raw = entry[type];
    switch (type) {
      case 'numberValue':
        out[name] = Number(raw);
        break;
      case 'booleanValue':
        out[name] = raw === true || raw === 'true';
        break;
      case 'arrayValue':
      case 'objectValue':
        out[name] = typeof raw === 'string' ? JSON.parse(raw) : raw;
        break;
      default:
        out[name] = raw === undefined || raw === null ? '' : String(raw);
    }
  }
  return out;
}

/** The item a 2.x tool sends: the mapped workflow inputs (`$fromAI` answered), or the query. */
function v2Item(ctx: Context, itemIndex: number, query: unknown, useSchema: boolean): Item {
  if (!useSchema) return { json: (query && typeof query === 'object' ? query : { query }) as Item['json'] };
  const scoped = ctx.withFromAi ? ctx.withFromAi((query ?? {}) as Record<string, unknown>) : ctx;
  const values = scoped.getNodeParameter('workflowInputs.value', itemIndex, {}) as Record<string, unknown> | null;
  const schema = ctx.getNodeParameter('workflowInputs.schema', itemIndex, []) as Array<{
    id?: string;
    displayName?: string;
    removed?: boolean;
  }>;
  const json: Record<string, unknown> = { ...(values ?? {}) };
  for (const field of Array.isArray(schema) ? schema : []) if (field?.removed && field.id) delete json[field.id];
  return { json: json };
}

/** How a sub-workflow's answer goes back to the model (n8n's rules: numbers and objects as text). */
function answerText(node: unknown, ctx: ExecuteContext): string {
  const response = node;
  if (typeof response === 'number') return response.toString();
  if (
    Array.isArray(response) &&
    response.length &&
    response[0] &&
    typeof response[0] === 'object' &&
    'json' in response[0]
  ) {
    return JSON.stringify(
      (response as Item[]).map((i) => i.json),
      null,
      2,
    );
  }
  if (response && typeof response === 'object') return JSON.stringify(response, null, 2);
  if (typeof response !== 'string') {
    throw new NodeOperationError(ctx.getNode(), 'Wrong output type returned', {
      description: `The response property should be a string, but it is an ${typeof response}`,
    });
  }
  return response;
}

/** Runs the sub-workflow on one item; answers its first item's JSON, or (2.1+ … 2.2) all its items. */
async function runSubWorkflow(ctx: ExecuteContext, itemIndex: number, item: Item, allItems: boolean): Promise<unknown> {
  const source = workflowSource(ctx, itemIndex);
  let data: Item[][];
  try {
    data = await ctx.executeWorkflow(source, [item]);
  } catch (error) {
    throw new NodeOperationError(ctx.getNode(), error as Error);
  }
  const response = allItems ? (data?.[0]?.length ? data[0] : undefined) : data?.[0]?.[0]?.json;
  if (response === undefined)
    throw new NodeOperationError(ctx.getNode(), 'There was an error: "The workflow did not return a response"');
  return response;
}

/** The zod schema of a 1.x tool that specifies its input. */
async function v1Schema(ctx: ExecuteContext, itemIndex: number) {
  try {
    const schemaType = ctx.getNodeParameter('schemaType', itemIndex) as string;
    const schema =
      schemaType === 'fromJson'
        ? await schemaFromExample(ctx.getNodeParameter('jsonSchemaExample', itemIndex, '') as string, false)
        : (JSON.parse(ctx.getNodeParameter('inputSchema', itemIndex, '') as string) as JsonSchema);
    return await zodFromJsonSchema(schema);
  } catch (error) {
    throw new NodeOperationError(ctx.getNode(), `Error during parsing of JSON Schema. \n ${String(error)}`);
  }
}

/** Builds the tool of a 1.x node: each call recorded; errors go back to the model as text. */
async function v1Tool(ctx: Context, itemIndex: number, log: boolean): Promise<StructuredToolInterface> {
  const node = ctx.getNode();
  const name = ctx.getNodeParameter('name', itemIndex) as string;
  const description = ctx.getNodeParameter('description', itemIndex) as string;
  const handler = async (query: unknown): Promise<string> => {
    const index = log ? ctx.addInputData!('ai_tool', [[{ json: { query } }]]).index : 0;
    let response: unknown;
    let failure: Error | undefined;
    try {
      const item: Item = { json: { query, ...extraFields(ctx, itemIndex) } };
      response = await runSubWorkflow(ctx, itemIndex, item, false);
    } catch (error) {
      failure = error as Error;
      response = `There was an error: "${failure.message}"`;
    }
    if (typeof response === 'number') response = response.toString();
    if (response && typeof response === 'object') response = JSON.stringify(response, null, 2);
    if (typeof response !== 'string') {
      failure = new NodeOperationError(node, 'Wrong output type returned', {
        description: `The response property should be a string, but it is an ${typeof response}`,
      });
      response = `There was an error: "${failure.message}"`;
    }
    if (log) {
      if (failure)
        ctx.addOutputData!(
          'ai_tool',
          index,
          failure instanceof NodeOperationError ? failure : new NodeOperationError(node, failure),
        );
      else ctx.addOutputData!('ai_tool', index, [[{ json: parseOr(response as string) }]]);
    }
    return response as string;
  };
  const tools = await import('@langchain/core/tools');
  if (ctx.getNodeParameter('specifyInputSchema', itemIndex, false) === true) {
    const Structured = tools.DynamicStructuredTool as unknown as new (
      fields: Record<string, unknown>,
    ) => StructuredToolInterface;
    return new Structured({ name, description, schema: await v1Schema(ctx, itemIndex), func: handler });
  }
  return new tools.DynamicTool({ name, description, func: handler });
}

function parseOr(text: string): Item['json'] {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Item['json'];
    return parsed as Item['json'];
  } catch {
    return { response: text };
  }
}

/**
 * Builds the tool of a 2.x node. Each call is a run of the node (`{query}` in; the workflow's items
 * out), with the node's retry settings; a failure goes back to the model as `There was an error: "…"`.
 * With `$fromAI` in the workflow inputs, the tool takes those arguments (a structured tool).
 * Run in the main flow (`log` false), the handler answers the items instead.
 */
async function v2Tool(
  ctx: Context,
  itemIndex: number,
  log: boolean,
): Promise<{ tool: StructuredToolInterface; run(query: unknown): Promise<unknown> }> {
  const node = ctx.getNode();
  const allItems = node.typeVersion > 2;
  const name = node.typeVersion <= 2.1 ? (ctx.getNodeParameter('name', 0) as string) : toolNameOf(node.name);
  const description = ctx.getNodeParameter('description', 0) as string;
  const schemaFields = (node.parameters.workflowInputs as { schema?: unknown[] } | undefined)?.schema ?? [];
  const useSchema = Array.isArray(schemaFields) && schemaFields.length > 0;
  const tries = node.retryOnFail === true ? Math.min(5, Math.max(2, Number(node.maxTries ?? 3))) : 1;
  const wait = node.retryOnFail === true ? Math.min(5000, Math.max(0, Number(node.waitBetweenTries ?? 1000))) : 0;

  const run = async (query: unknown): Promise<unknown> => {
    let lastError: Error | undefined;
    for (let attempt = 0; attempt < tries; attempt++) {
      if (ctx.signal?.aborted) return 'There was an error: "Execution was cancelled"';
      if (attempt > 0 && wait > 0) {
        try {
          await ctx.sleep(wait);
        } catch {
          return 'There was an error: "Execution was cancelled"';
        }
      }
      const index = log ? ctx.addInputData!('ai_tool', [[{ json: { query } }]]).index : 0;
      try {
        const response = await runSubWorkflow(ctx, itemIndex, v2Item(ctx, itemIndex, query, useSchema), allItems);
        const text = answerText(response, ctx);
        const items: Item[] = Array.isArray(response) ? (response as Item[]) : [{ json: parseOr(text) }];
        if (log) {
          ctx.addOutputData!('ai_tool', index, [items]);
          return text;
        }
        return items;
      } catch (error) {
        if (ctx.signal?.aborted) return 'There was an error: "Execution was cancelled"';
        lastError = error as Error;
        if (log)
          ctx.addOutputData!(
            'ai_tool',
            index,
            lastError instanceof NodeOperationError ? lastError : new NodeOperationError(node, lastError),
          );
        if (attempt === tries - 1) return `There was an error: "${lastError.message}"`;
      }
    }
    return `There was an error: ${lastError?.message ?? 'Unknown error'}`;
  };

  const tools = await import('@langchain/core/tools');
  const args = useSchema ? collectFromAiCalls(node.parameters) : [];
  if (args.length > 0) {
    const nodeTool: NodeTool = {
      kind: 'nodeTool',
      name,
      description,
      arguments: args,
      invoke: async (a) => (await run(a)) as string,
    };
    return { tool: await toLangChainTool(nodeTool), run };
  }
  return {
    tool: new tools.DynamicTool({
      name,
      description,
      func: async (q: string) => (await run(q)) as string,
    }) as unknown as StructuredToolInterface,
    run,
  };
}

/** n8n's Call n8n Workflow Tool (`toolWorkflow` 1–1.3 and 2–2.2): another workflow as an agent's tool. */
export const toolWorkflowNode: NodeType[] = [
  {
    description: toolWorkflowV1Description,
    async supplyData(ctx: SupplyDataContext, itemIndex: number) {
      return { response: await v1Tool(ctx, itemIndex, true) };
    },
  },
  {
    description: toolWorkflowV2Description,
    async supplyData(ctx: SupplyDataContext, itemIndex: number) {
      return { response: (await v2Tool(ctx, itemIndex, true)).tool };
    },
    /** Run in the main flow: each item's JSON is the tool's input; the workflow's items come out. */
    async execute(ctx: ExecuteContext) {
      const out: Item[] = [];
      const items = ctx.getInputData();
      for (let i = 0; i < items.length; i++) {
        const { run } = await v2Tool(ctx, i, false);
        const result = await run(items[i]!.json);
        if (Array.isArray(result)) out.push(...(result as Item[]));
        else out.push({ json: { response: result }, pairedItem: { item: i } });
      }
      return [out];
    },
  },
];

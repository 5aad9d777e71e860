/**
 * MCP Server Trigger (`@n8n/n8n-nodes-langchain.mcpTrigger` 1, 1.1, 2). The server speaks MCP at
 * `/mcp/<path>` and, for each request that needs the tools, runs the workflow from this node with
 * the request as its input item: `{ mcp: { method: 'tools/list' } }` answers the connected tools'
 * names, descriptions and JSON Schemas; `{ mcp: { method: 'tools/call', name, arguments } }` runs
 * the tool (its run is recorded under the tool node, `ai_tool`) and answers its result as MCP text.
 */
import { NodeOperationError, type ExecuteContext, type NodeType } from '@weft/workflow';
import { connectedTools } from '../shared/ai/node-tool.js';
import { mcpTriggerDescription } from './description.js';

export { MCP_TRIGGER_TYPE } from './description.js';

/** One tool as `tools/list` answers it. */
export interface McpToolInfo {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

/** What a tool call answers: MCP's text content, and whether it failed. */
export interface McpCallResult {
  content: Array<{ type: 'text'; text: string }>;
  isError?: boolean;
}

/** The request the server hands the node as its input item. */
type McpRequest =
  { method: 'tools/list' } | { method: 'tools/call'; name: string; arguments?: Record<string, unknown> };

async function jsonSchemaOf(schema: unknown): Promise<Record<string, unknown>> {
  const { zodToJsonSchema } = await import('zod-to-json-schema');
  const json = zodToJsonSchema(schema as never, { removeAdditionalStrategy: 'strict' }) as Record<string, unknown>;
  const { $schema: _drop, ...rest } = json;
  return rest;
}

/** The text of a tool's result, as n8n answers it (objects as JSON). */
function textOf(result: unknown): string {
  if (typeof result === 'string') return result;
  if (result && typeof result === 'object') return JSON.stringify(result);
  return String(result);
}

async function run(ctx: ExecuteContext) {
  const node = ctx.getNode();
  const request = ctx.getInputData()[0]?.json.mcp as McpRequest | undefined;
  if (!request || typeof request !== 'object') {
    throw new NodeOperationError(node, 'The MCP Server Trigger runs when an MCP client calls it', {
      description: 'Activate the workflow and connect an MCP client to the production URL shown on the node.',
    });
  }
  const tools = await connectedTools(ctx, 0, { uniqueNames: true });
  if (request.method === 'tools/list') {
    const list: McpToolInfo[] = [];
    for (const tool of tools)
      list.push({ name: tool.name, description: tool.description ?? '', inputSchema: await jsonSchemaOf(tool.schema) });
    return [[{ json: { mcp: { method: 'tools/list' }, tools: list as unknown as never } }]];
  }
  const tool = tools.find((t) => t.name === request.name);
  if (!tool)
    throw new NodeOperationError(node, `Tool not found: "${request.name}"`, {
      description: `This MCP server offers: ${tools.map((t) => t.name).join(', ') || 'no tools'}`,
    });
  let answer: McpCallResult;
  try {
    const result: unknown = await tool.invoke((request.arguments ?? {}) as never);
    answer = { content: [{ type: 'text', text: textOf(result) }] };
  } catch (error) {
    answer = { isError: true, content: [{ type: 'text', text: `Error: ${(error as Error).message}` }] };
  }
  return [
    [
      {
        json: {
          mcp: { method: 'tools/call', name: request.name, arguments: (request.arguments ?? {}) as never },
          result: answer as unknown as never,
        },
      },
    ],
  ];
}

/** The MCP Server Trigger: one implementation for its three versions. */
export const mcpTriggerNode: NodeType[] = [{ description: mcpTriggerDescription, execute: run }];

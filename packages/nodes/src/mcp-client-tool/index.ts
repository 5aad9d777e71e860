/**
 * MCP Client Tool (n8n's `@n8n/n8n-nodes-langchain.mcpClientTool` 1–1.2): connects to an MCP
 * server (Streamable HTTP, or SSE, the only transport of 1) and hands the agent its tools as a
 * toolkit. Each call is a run of this node under `ai_tool`; a failed call answers the model with
 * the server's error text, and its run keeps that answer and the error. The connection closes when the agent's run ends.
 */
import {
  NodeOperationError,
  type NodeType,
  type SupplyDataContext,
  type NodeMethodContext,
  type NodePropertyOption,
} from '@weft/workflow';
import { multipleHeaders } from '../credentials/index.js';
import { jsonSchemaToZod } from '../output-parser-structured/index.js';
import { logToolCalls, ToolFailureAnswer } from '../shared/ai/tool-logging.js';
import {
  connectMcp,
  failureText,
  listAllTools,
  selectTools,
  type McpClient,
  type McpConnection,
  type McpTool,
} from './client.js';
import { mcpClientToolDescription } from './description.js';

type Params = Pick<SupplyDataContext, 'getNodeParameter' | 'getNode' | 'getCredentials'>;

/** The headers of the node's authentication. */
async function authHeaders(
  ctx: Pick<Params, 'getCredentials' | 'getNode'>,
  authentication: string,
): Promise<Record<string, string>> {
  switch (authentication) {
    case 'bearerAuth':
      return { Authorization: `Bearer ${String((await ctx.getCredentials('httpBearerAuth')).token ?? '')}` };
    case 'headerAuth': {
      const c = await ctx.getCredentials('httpHeaderAuth');
      return { [String(c.name)]: String(c.value ?? '') };
    }
    case 'multipleHeadersAuth':
      return multipleHeaders(await ctx.getCredentials('httpMultipleHeadersAuth'));
    case 'mcpOAuth2Api':
      throw new NodeOperationError(ctx.getNode(), 'MCP OAuth2 authentication is not supported by Weft yet', {
        description: 'Use Bearer Auth with a token from your MCP server, or Header Auth.',
      });
    default:
      return {};
  }
}

/** The node's connection settings for an item. */
async function connectionOf(
  ctx: Params & { helpers: SupplyDataContext['helpers'] },
  itemIndex: number,
): Promise<McpConnection> {
  const node = ctx.getNode();
  const v1 = node.typeVersion === 1;
  const fetch = ctx.helpers.fetch;
  if (!fetch)
    throw new NodeOperationError(node, 'This host gives nodes no guarded fetch, so the MCP client cannot connect');
  return {
    transport: v1
      ? 'sse'
      : (String(ctx.getNodeParameter('serverTransport', itemIndex, v1 ? 'sse' : 'httpStreamable')) as
          'sse' | 'httpStreamable'),
    endpointUrl: String(ctx.getNodeParameter(v1 ? 'sseEndpoint' : 'endpointUrl', itemIndex, '')),
    headers: await authHeaders(ctx, String(ctx.getNodeParameter('authentication', itemIndex, 'none'))),
    fetch,
    clientName: node.type,
    clientVersion: String(node.typeVersion),
  };
}

/** One MCP tool as a LangChain structured tool calling the server (arguments schema from its JSON Schema). */
async function toLangChain(tool: McpTool, client: McpClient, timeout: number, itemIndex: number): Promise<unknown> {
  const [{ z }, { DynamicStructuredTool }, compat] = await Promise.all([
    import('zod'),
    import('@langchain/core/tools') as unknown as Promise<{
      DynamicStructuredTool: new (fields: Record<string, unknown>) => unknown;
    }>,
    import('@modelcontextprotocol/sdk/types.js') as unknown as Promise<{ CompatibilityCallToolResultSchema: unknown }>,
  ]);
  const raw = (await jsonSchemaToZod(tool.inputSchema)) as unknown;
  const schema = raw instanceof z.ZodObject ? raw : z.object({ value: raw as never });
  return new DynamicStructuredTool({
    name: tool.name,
    description: tool.description ?? '',
    schema,
    metadata: { isFromToolkit: true },
    func: async (args: Record<string, unknown>) => {
      let result;
      try {
        result = await client.callTool({ name: tool.name, arguments: args }, compat.CompatibilityCallToolResultSchema, {
          timeout,
        });
      } catch (error) {
        throw new ToolFailureAnswer(failureText(tool.name, error), itemIndex);
      }
      if (result.isError) throw new ToolFailureAnswer(failureText(tool.name, result), itemIndex);
      if (result.toolResult !== undefined) return result.toolResult;
      if (result.content !== undefined) return result.content;
      return result;
    },
  });
}

async function supplyData(ctx: SupplyDataContext, itemIndex: number) {
  const node = ctx.getNode();
  const connection = await connectionOf(ctx, itemIndex);
  const client = await connectMcp(node, connection);
  try {
    const tools = selectTools(
      await listAllTools(client),
      String(ctx.getNodeParameter('include', itemIndex, 'all')),
      ctx.getNodeParameter('includeTools', itemIndex, []) as string[],
      ctx.getNodeParameter('excludeTools', itemIndex, []) as string[],
    );
    if (!tools.length) {
      throw new NodeOperationError(node, 'MCP Server returned no tools', {
        itemIndex,
        description: 'Connected successfully to your MCP server but it returned an empty list of tools.',
      });
    }
    const timeout = Number(ctx.getNodeParameter('options.timeout', itemIndex, 60000));
    const lcTools = await Promise.all(
      tools.map(async (t) => logToolCalls((await toLangChain(t, client, timeout, itemIndex)) as object, ctx)),
    );
    const toolkit = { tools: lcTools, getTools: () => lcTools };
    return { response: toolkit, closeFunction: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/** The server's tools for the editor's include/exclude lists. */
async function getTools(this: NodeMethodContext, ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const node = ctx.getNode();
  const fetch = ctx.helpers.fetch;
  if (!fetch) throw new Error('This host gives remote methods no guarded fetch');
  const v1 = node.typeVersion === 1;
  const client = await connectMcp(node, {
    transport: v1
      ? 'sse'
      : (String(ctx.getNodeParameter('serverTransport', v1 ? 'sse' : 'httpStreamable')) as 'sse' | 'httpStreamable'),
    endpointUrl: String(ctx.getNodeParameter(v1 ? 'sseEndpoint' : 'endpointUrl', '')),
    headers: await authHeaders(ctx, String(ctx.getNodeParameter('authentication', 'none'))),
    fetch,
    clientName: node.type,
    clientVersion: String(node.typeVersion),
  });
  try {
    return (await listAllTools(client)).map((t) => ({ name: t.name, value: t.name, description: t.description ?? '' }));
  } finally {
    await client.close();
  }
}

/** MCP Client Tool, versions 1–1.2. */
export const mcpClientToolNode: NodeType[] = [
  { description: mcpClientToolDescription, supplyData, methods: { loadOptions: { getTools } } },
];

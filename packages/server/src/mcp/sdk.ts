/**
 * The few parts of the MCP SDK's server side this server uses, typed structurally: the SDK's own
 * types (deep zod generics) would cost the type checker far more than they give here. Loaded on
 * the first MCP call, so instances without MCP triggers never load the SDK.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A JSON-RPC request handler's extra argument (what this server reads of it). */
export interface McpHandlerExtra {
  sessionId?: string;
}

/** The SDK's low-level `Server`. */
export interface McpSdkServer {
  setRequestHandler(
    schema: unknown,
    handler: (request: { params?: Record<string, unknown> }, extra: McpHandlerExtra) => Promise<unknown>,
  ): void;
  connect(transport: unknown): Promise<void>;
  close(): Promise<void>;
}

/** The SDK's Streamable HTTP server transport. */
export interface McpStreamableTransport {
  handleRequest(req: IncomingMessage, res: ServerResponse, parsedBody?: unknown): Promise<void>;
  close(): Promise<void>;
}

/** The SDK's SSE server transport (MCP's older HTTP transport). */
export interface McpSseTransport {
  readonly sessionId: string;
  handlePostMessage(req: IncomingMessage, res: ServerResponse, parsedBody?: unknown): Promise<void>;
  close(): Promise<void>;
}

/** What this server takes from the SDK. */
export interface McpSdk {
  createServer(name: string): McpSdkServer;
  streamable(): McpStreamableTransport;
  sse(postUrl: string, res: ServerResponse): McpSseTransport;
  ListToolsRequestSchema: unknown;
  CallToolRequestSchema: unknown;
}

let loaded: Promise<McpSdk> | undefined;

/** The SDK, loaded once. */
export function mcpSdk(): Promise<McpSdk> {
  loaded ??= (async () => {
    const [server, streamable, sse, types] = await Promise.all([
      import('@modelcontextprotocol/sdk/server/index.js') as Promise<unknown> as Promise<{
        Server: new (info: unknown, options: unknown) => McpSdkServer;
      }>,
      import('@modelcontextprotocol/sdk/server/streamableHttp.js') as Promise<unknown> as Promise<{
        StreamableHTTPServerTransport: new (options: unknown) => McpStreamableTransport;
      }>,
      import('@modelcontextprotocol/sdk/server/sse.js') as Promise<unknown> as Promise<{
        SSEServerTransport: new (endpoint: string, res: ServerResponse) => McpSseTransport;
      }>,
      import('@modelcontextprotocol/sdk/types.js') as Promise<unknown> as Promise<{
        ListToolsRequestSchema: unknown;
        CallToolRequestSchema: unknown;
      }>,
    ]);
    return {
      createServer: (name) => new server.Server({ name, version: '0.1.0' }, { capabilities: { tools: {} } }),
      // Stateless: each POST is answered on its own (JSON), so any process of a cluster can answer it.
      streamable: () =>
        new streamable.StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true }),
      sse: (postUrl, res) => new sse.SSEServerTransport(postUrl, res),
      ListToolsRequestSchema: types.ListToolsRequestSchema,
      CallToolRequestSchema: types.CallToolRequestSchema,
    };
  })();
  return loaded;
}

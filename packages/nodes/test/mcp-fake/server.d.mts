/** A running loopback MCP server (see server.mjs). */
export interface McpFake {
  url: string;
  calls: Array<{ tool: string; args: Record<string, unknown> }>;
  requests: Array<{ method: string; path: string; headers: Record<string, string | string[] | undefined> }>;
  close(): Promise<void>;
}
export function startMcpFake(options?: { port?: number }): Promise<McpFake>;

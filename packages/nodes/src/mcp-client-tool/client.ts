/**
 * Connecting to an MCP server with the official SDK (Streamable HTTP or SSE), through the
 * instance's outgoing-connection guard, and listing its tools. The SDK is loaded through small
 * structural types (its zod-typed generics cost the type-checker minutes, as LangChain's do).
 */
import { NodeOperationError, type WorkflowNode } from '@weft/workflow';

/** An MCP tool as the server lists it. */
export interface McpTool {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown> & { properties?: Record<string, unknown>; additionalProperties?: unknown };
}

/** The result of a tool call (content parts, or a legacy `toolResult`). */
export interface McpCallResult {
  isError?: boolean;
  content?: unknown[];
  toolResult?: unknown;
}

/** The SDK's client, seen through the members Weft calls. */
export interface McpClient {
  connect(transport: unknown): Promise<void>;
  listTools(params?: { cursor?: string }): Promise<{ tools: McpTool[]; nextCursor?: string }>;
  callTool(
    params: { name: string; arguments: Record<string, unknown> },
    resultSchema?: unknown,
    options?: { timeout?: number },
  ): Promise<McpCallResult>;
  close(): Promise<void>;
}

/** How to reach the server. */
export interface McpConnection {
  transport: 'httpStreamable' | 'sse';
  endpointUrl: string;
  headers: Record<string, string>;
  /** The guarded fetch every request goes through. */
  fetch: (input: string | { href: string } | { url: string }, init?: Record<string, unknown>) => Promise<unknown>;
  /** Who connects (the node's type and version), as the client's name. */
  clientName: string;
  clientVersion: string;
}

type Ctor<T> = new (...args: unknown[]) => T;

/** The endpoint as a URL (`https://` added when no protocol is given), or a clear error. */
export function endpointOf(node: WorkflowNode, input: string): URL {
  const text = /^https?:\/\//i.test(input) ? input : `https://${input}`;
  try {
    return new URL(text);
  } catch {
    throw new NodeOperationError(
      node,
      `Could not connect to your MCP server. The provided URL is invalid: "${input}"`,
      {
        description: 'Enter the full URL of the MCP endpoint, e.g. https://my-mcp-server.ai/mcp',
      },
    );
  }
}

/** An error's message with its causes (`fetch failed: <why>`), so a refused address names its rule. */
function reasonOf(error: unknown): string {
  const parts: string[] = [];
  for (
    let e = error as { message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.message === 'string' && e.message && !parts.includes(e.message)) parts.push(e.message);
  }
  return parts.join(': ') || String(error);
}

function status(error: unknown, code: number): boolean {
  const e = error as { code?: unknown; message?: unknown } | undefined;
  return !!e && (Number(e.code) === code || (typeof e.message === 'string' && e.message.includes(String(code))));
}

/**
 * A connected client, or a NodeOperationError saying why not (invalid URL, authentication
 * refused, or the connection failed), as n8n words it.
 */
export async function connectMcp(node: WorkflowNode, connection: McpConnection): Promise<McpClient> {
  const endpoint = endpointOf(node, connection.endpointUrl);
  const [{ Client }, transports] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js') as unknown as Promise<{ Client: Ctor<McpClient> }>,
    connection.transport === 'httpStreamable'
      ? (import('@modelcontextprotocol/sdk/client/streamableHttp.js') as unknown as Promise<{
          StreamableHTTPClientTransport: Ctor<unknown>;
        }>)
      : (import('@modelcontextprotocol/sdk/client/sse.js') as unknown as Promise<{
          SSEClientTransport: Ctor<unknown>;
        }>),
  ]);
  const client = new Client({ name: connection.clientName, version: connection.clientVersion }, { capabilities: {} });
  const { headers, fetch } = connection;
  let transport: unknown;
  if ('StreamableHTTPClientTransport' in transports) {
    transport = new transports.StreamableHTTPClientTransport(endpoint, { requestInit: { headers }, fetch });
  } else {
    const eventSourceFetch = (url: string | { href: string }, init?: Record<string, unknown>) =>
      fetch(url, { ...init, headers: { ...headers, Accept: 'text/event-stream' } });
    transport = new transports.SSEClientTransport(endpoint, {
      eventSourceInit: { fetch: eventSourceFetch },
      fetch,
      requestInit: { headers },
    });
  }
  try {
    await client.connect(transport);
    return client;
  } catch (error) {
    const reason = reasonOf(error);
    const auth = status(error, 401) || status(error, 403);
    throw new NodeOperationError(
      node,
      auth ? 'Could not connect to your MCP server. Authentication failed.' : 'Could not connect to your MCP server',
      {
        description: reason,
      },
    );
  }
}

/** Every tool the server lists, following its pages. */
export async function listAllTools(client: McpClient): Promise<McpTool[]> {
  const tools: McpTool[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : undefined);
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor);
  return tools;
}

/** The tools chosen by the node's "Tools to Include" setting. */
export function selectTools(tools: McpTool[], mode: string, include: string[], exclude: string[]): McpTool[] {
  if (mode === 'selected') {
    if (!include.length) return tools;
    const wanted = new Set(include);
    return tools.filter((t) => wanted.has(t.name));
  }
  if (mode === 'except') {
    const unwanted = new Set(exclude);
    return tools.filter((t) => !unwanted.has(t.name));
  }
  return tools;
}

/** The text the model gets when a call fails: the server's first text part, or a generic line. */
export function failureText(name: string, result: unknown): string {
  const r = result as { content?: unknown; toolResult?: unknown; message?: unknown } | undefined;
  if (r && typeof r === 'object') {
    if (Array.isArray(r.content)) {
      const text = r.content.find(
        (c) => c && typeof c === 'object' && typeof (c as { text?: unknown }).text === 'string',
      ) as { text: string } | undefined;
      if (text) return text.text;
    } else if (typeof r.toolResult === 'string') return r.toolResult;
    if (typeof r.message === 'string') return r.message;
  }
  return `Failed to execute tool "${name}"`;
}

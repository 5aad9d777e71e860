/**
 * A minimal MCP server over Streamable HTTP (n8n-nodes-mcp's `mcpClientHttpApi` transport) on
 * loopback: JSON-RPC 2.0 over `POST /mcp`, answered with `application/json` (the transport lets a
 * server answer a request that way instead of an event stream). It speaks `initialize` (and hands
 * out an `Mcp-Session-Id` that later requests must carry), `notifications/initialized` (202),
 * `ping`, `tools/list` and `tools/call` for two tools, `add` and `echo`. `GET` (the optional
 * server-to-client stream) is 405, `DELETE` ends the session. Requests must carry the
 * `authorization` header given, when one is.
 */
import { randomUUID } from 'node:crypto';
import { sendJson, startFake, type Fake } from './fake-server.js';

/** The tools the fake offers, as `tools/list` answers them. */
export const MCP_FAKE_TOOLS = [
  {
    name: 'add',
    description: 'Adds two numbers',
    inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] },
  },
  {
    name: 'echo',
    description: 'Answers the text it is given',
    inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
  },
];

interface RpcMessage {
  jsonrpc?: string;
  id?: string | number;
  method?: string;
  params?: Record<string, unknown>;
}

function callTool(params: Record<string, unknown> | undefined): {
  result?: unknown;
  error?: { code: number; message: string };
} {
  const name = params?.name;
  const args = (params?.arguments ?? {}) as Record<string, unknown>;
  if (name === 'add') {
    if (typeof args.a !== 'number' || typeof args.b !== 'number')
      return { result: { content: [{ type: 'text', text: 'a and b must be numbers' }], isError: true } };
    return { result: { content: [{ type: 'text', text: String(args.a + args.b) }], isError: false } };
  }
  if (name === 'echo')
    return { result: { content: [{ type: 'text', text: String(args.text ?? '') }], isError: false } };
  return { error: { code: -32602, message: `Unknown tool: ${String(name)}` } };
}

/** Starts the MCP server; its endpoint is `<url>` (the path /mcp is part of it). */
export async function startMcpFake(options: { authorization?: string } = {}): Promise<Fake> {
  const sessions = new Set<string>();
  const fake = await startFake((req, res) => {
    if (req.path !== '/mcp') return sendJson(res, 404, { error: 'not found' });
    if (options.authorization && req.headers.authorization !== options.authorization)
      return sendJson(res, 401, { error: 'unauthorized' });
    if (req.method === 'GET') return void res.writeHead(405, { allow: 'POST, DELETE' }).end();
    const session = req.headers['mcp-session-id'] as string | undefined;
    if (req.method === 'DELETE') {
      if (session) sessions.delete(session);
      return void res.writeHead(200).end();
    }
    if (req.method !== 'POST') return void res.writeHead(405).end();
    const accept = String(req.headers.accept ?? '');
    if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
      return sendJson(res, 406, {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32000, message: 'Client must accept both application/json and text/event-stream' },
      });
    }
    const message = req.json as RpcMessage | RpcMessage[] | undefined;
    if (!message || Array.isArray(message) || message.jsonrpc !== '2.0') {
      return sendJson(res, 400, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } });
    }
    if (message.method === 'initialize') {
      const id = randomUUID();
      sessions.add(id);
      const requested =
        typeof message.params?.protocolVersion === 'string' ? message.params.protocolVersion : '2025-03-26';
      return sendJson(
        res,
        200,
        {
          jsonrpc: '2.0',
          id: message.id,
          result: {
            protocolVersion: requested,
            capabilities: { tools: { listChanged: false } },
            serverInfo: { name: 'weft-mcp-fake', version: '1.0.0' },
          },
        },
        { 'mcp-session-id': id },
      );
    }
    if (!session || !sessions.has(session))
      return sendJson(res, 404, {
        jsonrpc: '2.0',
        id: message.id ?? null,
        error: { code: -32001, message: 'Session not found' },
      });
    if (message.id === undefined) return void res.writeHead(202).end();
    if (message.method === 'ping') return sendJson(res, 200, { jsonrpc: '2.0', id: message.id, result: {} });
    if (message.method === 'tools/list')
      return sendJson(res, 200, { jsonrpc: '2.0', id: message.id, result: { tools: MCP_FAKE_TOOLS } });
    if (message.method === 'tools/call')
      return sendJson(res, 200, { jsonrpc: '2.0', id: message.id, ...callTool(message.params) });
    sendJson(res, 200, {
      jsonrpc: '2.0',
      id: message.id,
      error: { code: -32601, message: `Method not found: ${String(message.method)}` },
    });
  });
  return { ...fake, url: `${fake.url}/mcp` };
}

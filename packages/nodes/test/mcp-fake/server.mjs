/**
 * A loopback MCP server for tests and recordings, built on the official SDK's server side:
 * Streamable HTTP (stateless) on `/mcp` and the older SSE transport on `/sse` + `/messages`.
 * `/auth/mcp` wants `Authorization: Bearer mcp-token` (else 401). Tools: `add` (two numbers),
 * `echo` (a text), `fail` (always an error result), and `image` (an image content part).
 *
 * Run `node server.mjs --port 18234` to record cases against it; tests call `startMcpFake()`.
 */
import { createServer } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { z } from 'zod';

/** A fresh MCP server with the test tools (one per connection, as the stateless transport wants). */
function mcpServer(log) {
  const server = new McpServer({ name: 'weft-mcp-fake', version: '1.0.0' });
  server.registerTool('add', { description: 'Adds two numbers', inputSchema: { a: z.number().describe('First number'), b: z.number().describe('Second number') } }, async ({ a, b }) => {
    log.push({ tool: 'add', args: { a, b } });
    return { content: [{ type: 'text', text: String(a + b) }] };
  });
  server.registerTool('echo', { description: 'Echoes a text back', inputSchema: { text: z.string() } }, async ({ text }) => {
    log.push({ tool: 'echo', args: { text } });
    return { content: [{ type: 'text', text: `echo: ${text}` }] };
  });
  server.registerTool('fail', { description: 'Always fails', inputSchema: { reason: z.string().optional() } }, async ({ reason }) => {
    log.push({ tool: 'fail', args: { reason } });
    return { isError: true, content: [{ type: 'text', text: `It failed: ${reason ?? 'no reason'}` }] };
  });
  return server;
}

async function readBody(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/**
 * Starts the fake on 127.0.0.1:`port` (0: any free port). Answers `{url, calls, requests, close}`:
 * `calls` lists the tool calls made, `requests` every HTTP request's method, path and headers.
 */
export async function startMcpFake({ port = 0 } = {}) {
  const calls = [];
  const requests = [];
  const sse = new Map();
  const http = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    requests.push({ method: req.method, path: url.pathname, headers: req.headers });
    try {
      if (url.pathname === '/mcp' || url.pathname === '/auth/mcp') {
        if (url.pathname === '/auth/mcp' && req.headers.authorization !== 'Bearer mcp-token') {
          res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
          return;
        }
        if (req.method !== 'POST') {
          res.writeHead(405).end();
          return;
        }
        const server = mcpServer(calls);
        const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
        res.on('close', () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(req, res, await readBody(req));
        return;
      }
      if (url.pathname === '/sse' && req.method === 'GET') {
        const transport = new SSEServerTransport('/messages', res);
        sse.set(transport.sessionId, transport);
        res.on('close', () => sse.delete(transport.sessionId));
        await mcpServer(calls).connect(transport);
        return;
      }
      if (url.pathname === '/messages' && req.method === 'POST') {
        const transport = sse.get(url.searchParams.get('sessionId'));
        if (!transport) {
          res.writeHead(404).end('unknown session');
          return;
        }
        await transport.handlePostMessage(req, res, await readBody(req));
        return;
      }
      res.writeHead(404).end('not found');
    } catch (error) {
      if (!res.headersSent) res.writeHead(500).end(String(error?.message ?? error));
    }
  });
  await new Promise((resolve) => http.listen(port, '127.0.0.1', resolve));
  const address = http.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    calls,
    requests,
    close: () => new Promise((resolve) => {
      http.closeAllConnections();
      http.close(() => resolve());
    }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--port');
  const fake = await startMcpFake({ port: i > 0 ? Number(process.argv[i + 1]) : 18234 });
  console.log(`MCP fake on ${fake.url}`);
}

/**
 * The MCP Server Trigger served at /mcp/<path> to the MCP SDK's own client over real HTTP: version
 * 2 over Streamable HTTP with bearer authentication (tools listed with their schemas, a call run
 * as a saved webhook execution whose tool node ran, listing leaving no execution behind), and
 * version 1.1 over SSE. Refused tokens and unknown paths get clear answers. While the editor
 * listens ("Execute workflow"), the same is served at /mcp-test/<path> until the first tool call,
 * which runs as the editor's manual run and is pushed to it, as n8n's test URL does.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowNode } from '@weft/workflow';
import { insertWorkflow, node } from './activation-helpers.js';
import { createTestServer, type TestServer } from './harness.js';

interface McpClient {
  connect(transport: unknown): Promise<void>;
  listTools(): Promise<{ tools: Array<{ name: string; description?: string; inputSchema: Record<string, any> }> }>;
  callTool(args: {
    name: string;
    arguments: Record<string, unknown>;
  }): Promise<{ content: Array<{ type: string; text: string }>; isError?: boolean }>;
  close(): Promise<void>;
}

let server: TestServer;
let base = '';
let credential = { id: '', name: '' };

beforeAll(async () => {
  server = await createTestServer('sqlite');
  const owner = await server.owner();
  const created = await owner.post('/rest/credentials', {
    name: 'MCP token',
    type: 'httpBearerAuth',
    data: { token: 's3cret' },
  });
  credential = { id: created.body.data.id, name: 'MCP token' };
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => server?.close());

function shoutTool(): WorkflowNode {
  return node(
    'Shout',
    '@n8n/n8n-nodes-langchain.toolCode',
    {
      description: 'Answers the text in capitals',
      specifyInputSchema: true,
      schemaType: 'manual',
      inputSchema: JSON.stringify({ type: 'object', properties: { text: { type: 'string' } }, required: ['text'] }),
      jsCode: 'return query.text.toUpperCase();',
    },
    { typeVersion: 1.3 },
  );
}

async function mcpWorkflow(
  path: string,
  version: number,
  parameters: Record<string, unknown> = {},
  extra: Partial<WorkflowNode> = {},
  ownerId?: string,
): Promise<string> {
  const trigger = node(
    'MCP Server Trigger',
    '@n8n/n8n-nodes-langchain.mcpTrigger',
    { path, ...parameters },
    { typeVersion: version, webhookId: `mcp-${path}`, ...extra },
  );
  return insertWorkflow(server.ctx, {
    nodes: [trigger, shoutTool()],
    connections: { Shout: { ai_tool: [[{ node: 'MCP Server Trigger', type: 'ai_tool', index: 0 }]] } },
    settings: { saveDataSuccessExecution: 'all' },
    ownerId,
  });
}

async function activeMcpWorkflow(
  path: string,
  version: number,
  parameters: Record<string, unknown> = {},
  extra: Partial<WorkflowNode> = {},
): Promise<string> {
  const id = await mcpWorkflow(path, version, parameters, extra);
  await server.ctx.db.kysely.updateTable('workflow').set({ active: 1 }).where('id', '=', id).execute();
  await server.ctx.activeWorkflows.activate(id);
  return id;
}

async function client(
  transport: 'streamable' | 'sse',
  url: string,
  headers: Record<string, string> = {},
): Promise<McpClient> {
  const { Client } = (await import('@modelcontextprotocol/sdk/client/index.js')) as unknown as {
    Client: new (info: unknown) => McpClient;
  };
  const c = new Client({ name: 'weft-test', version: '1.0.0' });
  if (transport === 'streamable') {
    const { StreamableHTTPClientTransport } =
      (await import('@modelcontextprotocol/sdk/client/streamableHttp.js')) as unknown as {
        StreamableHTTPClientTransport: new (url: URL, o: unknown) => unknown;
      };
    await c.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  } else {
    const { SSEClientTransport } = (await import('@modelcontextprotocol/sdk/client/sse.js')) as unknown as {
      SSEClientTransport: new (url: URL, o: unknown) => unknown;
    };
    await c.connect(
      new SSEClientTransport(new URL(url), {
        requestInit: { headers },
        eventSourceInit: {
          fetch: (u: string, init: RequestInit) =>
            fetch(u, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } }),
        },
      }),
    );
  }
  return c;
}

const executions = (workflowId: string) =>
  server.ctx.db.kysely.selectFrom('execution').selectAll().where('workflowId', '=', workflowId).execute();

describe('MCP Server Trigger over HTTP', () => {
  it('version 2: Streamable HTTP with a bearer token lists and calls the tools', async () => {
    const id = await activeMcpWorkflow(
      'tools',
      2,
      { authentication: 'bearerAuth' },
      { credentials: { httpBearerAuth: credential } },
    );
    const refused = await fetch(`${base}/mcp/tools`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer wrong' },
      body: '{}',
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('Authorization data is wrong!');
    expect((await fetch(`${base}/mcp/tools`, { method: 'POST', body: '{}' })).status).toBe(401);

    const c = await client('streamable', `${base}/mcp/tools`, { authorization: 'Bearer s3cret' });
    const { tools } = await c.listTools();
    expect(tools).toHaveLength(1);
    expect(tools[0]).toMatchObject({
      name: 'Shout',
      description: 'Answers the text in capitals',
      inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
    });
    expect(await executions(id)).toHaveLength(0); // listing leaves nothing behind

    const answer = await c.callTool({ name: 'Shout', arguments: { text: 'hello' } });
    expect(answer.content).toEqual([{ type: 'text', text: 'HELLO' }]);
    const rows = await executions(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mode: 'webhook', status: 'success' });
    const runData = JSON.parse(rows[0]!.data).resultData.runData;
    expect(Object.keys(runData).sort()).toEqual(['MCP Server Trigger', 'Shout']);
    await c.close();

    const get = await fetch(`${base}/mcp/tools`, { headers: { authorization: 'Bearer s3cret' } });
    expect(get.status).toBe(405);
  });

  it('version 1.1: an SSE session at <path>/sse with messages at <path>/messages', async () => {
    await activeMcpWorkflow('legacy', 1.1);
    const c = await client('sse', `${base}/mcp/legacy/sse`);
    const { tools } = await c.listTools();
    expect(tools.map((t) => t.name)).toEqual(['Shout']);
    expect((await c.callTool({ name: 'Shout', arguments: { text: 'sse' } })).content[0]!.text).toBe('SSE');
    await c.close();
    const stray = await fetch(`${base}/mcp/legacy/messages?sessionId=nope`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(stray.status).toBe(404);
  });

  it('an unknown path, and a tool that does not exist, get clear answers', async () => {
    const res = await fetch(`${base}/mcp/nothing-here`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe(
      'The requested MCP server "nothing-here" is not registered.',
    );
    await activeMcpWorkflow('third', 2);
    const c = await client('streamable', `${base}/mcp/third`);
    const answer = await c.callTool({ name: 'Missing', arguments: {} });
    expect(answer.isError).toBe(true);
    expect(answer.content[0]!.text).toBe('Error: Tool not found: "Missing"');
    await c.close();
  });
});

describe('MCP Server Trigger test URL (/mcp-test/)', () => {
  /** Records what the server pushes to editors. */
  function pushes(): Array<{ type: string; data: unknown }> {
    const seen: Array<{ type: string; data: unknown }> = [];
    const push = server.ctx.push as unknown as { send: (to: unknown, type: string, data: unknown) => unknown };
    const send = push.send.bind(push);
    push.send = (to, type, data) => {
      seen.push({ type, data });
      return send(to, type, data);
    };
    return seen;
  }

  it('answers while the editor listens: listing keeps listening, the first tool call runs manually and ends it', async () => {
    const owner = await server.owner();
    const id = await mcpWorkflow('listen', 2, {}, {}, owner.user.id);
    const before = await fetch(`${base}/mcp-test/listen`, { method: 'POST', body: '{}' });
    expect(before.status).toBe(404);
    expect(((await before.json()) as { hint: string }).hint).toContain("Click the 'Execute workflow' button");

    const listen = await owner.post('/rest/workflows/run', { workflowId: id });
    expect(listen.body.data).toEqual({ waitingForWebhook: true });
    const seen = pushes();
    const c = await client('streamable', `${base}/mcp-test/listen`);
    expect((await c.listTools()).tools.map((t) => t.name)).toEqual(['Shout']);
    expect((await c.listTools()).tools).toHaveLength(1); // listing does not end the listening
    expect(await executions(id)).toHaveLength(0);
    // The workflow is not active, so the production URL knows nothing of it.
    expect((await fetch(`${base}/mcp/listen`, { method: 'POST', body: '{}' })).status).toBe(404);

    const answer = await c.callTool({ name: 'Shout', arguments: { text: 'test' } });
    expect(answer.content).toEqual([{ type: 'text', text: 'TEST' }]);
    const rows = await executions(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mode: 'manual', status: 'success' });
    expect(seen.filter((p) => p.type === 'testWebhookReceived').map((p) => p.data)).toEqual([
      { workflowId: id, executionId: String(rows[0]!.id) },
    ]);
    // The first tool call ended the listening, as a test webhook serves one call.
    await expect(c.callTool({ name: 'Shout', arguments: { text: 'again' } })).rejects.toThrow();
    await c.close();
    expect(await executions(id)).toHaveLength(1);
  });

  it('version 1.1 over SSE at /mcp-test/<path>/sse, and stopping the listening closes the URL', async () => {
    const owner = await server.owner();
    const id = await mcpWorkflow('legacy-test', 1.1, {}, {}, owner.user.id);
    expect((await owner.post('/rest/workflows/run', { workflowId: id })).body.data).toEqual({
      waitingForWebhook: true,
    });
    const c = await client('sse', `${base}/mcp-test/legacy-test/sse`);
    expect((await c.listTools()).tools.map((t) => t.name)).toEqual(['Shout']);
    expect((await c.callTool({ name: 'Shout', arguments: { text: 'sse' } })).content[0]!.text).toBe('SSE');
    await c.close();
    expect((await executions(id))[0]).toMatchObject({ mode: 'manual', status: 'success' });

    expect((await owner.post('/rest/workflows/run', { workflowId: id })).body.data).toEqual({
      waitingForWebhook: true,
    });
    const stray = () => fetch(`${base}/mcp-test/legacy-test/messages?sessionId=x`, { method: 'POST', body: '{}' });
    expect(await (await stray()).text()).toBe('No transport found for sessionId'); // listening: the session is unknown
    expect((await owner.delete(`/rest/test-webhook/${id}`)).body.data).toBe(true);
    const after = await stray();
    expect(after.status).toBe(404);
    expect(((await after.json()) as { message: string }).message).toBe(
      'The requested MCP server "legacy-test/messages" is not registered.',
    );
  });
});

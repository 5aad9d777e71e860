/**
 * The MCP Client Tool through the real engine against the loopback MCP server of
 * `test/mcp-fake/server.mjs` (the SDK's own server side): a probe root node invokes the toolkit's
 * tools as an agent would. The agent cases recorded from n8n are in `test/ai-cases/mcpClientTool-*`;
 * these cover what they do not: headers, tool selection, the outgoing-connection guard, bad URLs,
 * an empty toolkit, the editor's tool list and closing the connection after the run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type NodeMethodContext,
  type NodeType,
  type RunData,
} from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { connectedTools } from '../shared/ai/node-tool.js';
import { startMcpFake, type McpFake } from '../../test/mcp-fake/server.mjs';
import { mcpClientToolNode } from './index.js';

const probe: NodeType = {
  description: {
    name: 'test.probe',
    displayName: 'Probe',
    group: ['transform'],
    version: 1,
    defaults: { name: 'Probe' },
    inputs: ['main', { type: 'ai_tool', displayName: 'Tool', required: true }],
    outputs: ['main'],
    properties: [],
  },
  async execute(ctx) {
    const tools = await connectedTools(ctx, 0, { uniqueNames: true });
    const params = ctx.getNode().parameters as { tool: string; args: string };
    const names = tools.map((t) => t.name).join(',');
    if (!params.tool) return [[{ json: { names } }]];
    const tool = tools.find((t) => t.name === params.tool);
    if (!tool) throw new Error(`no tool ${params.tool}; have ${names}`);
    return [[{ json: { answer: (await tool.invoke(JSON.parse(params.args))) as string, names } }]];
  },
};
const registry = createNodeTypeRegistry([...builtinNodeTypes, probe]);

let mcp: McpFake;
beforeAll(async () => {
  mcp = await startMcpFake();
});
afterAll(() => mcp?.close());

const CREDENTIALS: Record<string, Record<string, unknown>> = {
  headers: {
    headers: {
      values: [
        { name: 'Authorization', value: 'Bearer mcp-token' },
        { name: 'X-Extra', value: 'two' },
      ],
    },
  },
  bearer: { token: 'mcp-token' },
};

async function run(
  parameters: Record<string, unknown>,
  tool = '',
  args: unknown = {},
  typeVersion = 1.2,
  credential?: string,
) {
  const workflow = importN8nWorkflow({
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: '2',
        name: 'Probe',
        type: 'test.probe',
        typeVersion: 1,
        position: [200, 0],
        parameters: { tool, args: JSON.stringify(args) },
      },
      {
        id: '3',
        name: 'MCP Client',
        type: '@n8n/n8n-nodes-langchain.mcpClientTool',
        typeVersion,
        position: [200, 200],
        parameters,
        ...(credential
          ? {
              credentials: {
                [credential === 'headers' ? 'httpMultipleHeadersAuth' : 'httpBearerAuth']: {
                  id: credential,
                  name: credential,
                },
              },
            }
          : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Probe', type: 'main', index: 0 }]] },
      'MCP Client': { ai_tool: [[{ node: 'Probe', type: 'ai_tool', index: 0 }]] },
    },
  });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => CREDENTIALS[credential ?? ''] ?? {} },
  });
  const runData: RunData = result.data.resultData.runData;
  return {
    error: result.data.resultData.error,
    out: runData.Probe?.[0]?.data?.main?.[0]?.[0]?.json as { answer?: string; names: string } | undefined,
    runs: runData['MCP Client'] ?? [],
  };
}

describe('MCP Client Tool', () => {
  it('sends every header of a Multiple Headers credential', async () => {
    const { out, error } = await run(
      { endpointUrl: `${mcp.url}/auth/mcp`, authentication: 'multipleHeadersAuth' },
      'echo',
      { text: 'hi' },
      1.2,
      'headers',
    );
    expect(error).toBeUndefined();
    expect(out!.answer).toBe(JSON.stringify([{ type: 'text', text: 'echo: hi' }]));
    expect(mcp.requests.filter((r) => r.path === '/auth/mcp').at(-1)!.headers['x-extra']).toBe('two');
  });

  it('offers only the selected tools, or all but the excluded ones', async () => {
    expect(
      (await run({ endpointUrl: `${mcp.url}/mcp`, include: 'selected', includeTools: ['add', 'echo'] })).out!.names,
    ).toBe('add,echo');
    expect((await run({ endpointUrl: `${mcp.url}/mcp`, include: 'except', excludeTools: ['add'] })).out!.names).toBe(
      'echo,fail',
    );
  });

  it("fails with n8n's error when the selection leaves no tool", async () => {
    const { error, runs } = await run({ endpointUrl: `${mcp.url}/mcp`, include: 'selected', includeTools: ['nope'] });
    expect(error).toBeDefined();
    expect(runs[0]!.error?.message).toBe('MCP Server returned no tools');
  });

  it('connects over SSE from 1.1 when the transport says so, and closes the stream after the run', async () => {
    const { out } = await run({ endpointUrl: `${mcp.url}/sse`, serverTransport: 'sse' }, 'add', { a: 40, b: 2 }, 1.1);
    expect(out!.answer).toBe(JSON.stringify([{ type: 'text', text: '42' }]));
    // The SSE stream (a GET held open by the server) is closed by the run's close function.
    await new Promise((r) => setTimeout(r, 100));
    const { requests } = mcp;
    expect(requests.some((r) => r.path === '/sse')).toBe(true);
  });

  it('refuses an endpoint the outgoing-connection guard blocks, naming the rule', async () => {
    const before = process.env.WEFT_SSRF_BLOCK_PRIVATE;
    process.env.WEFT_SSRF_BLOCK_PRIVATE = 'true';
    try {
      const seen = mcp.requests.length;
      // By name, so no connection kept alive from the other tests is reused.
      const { error, runs } = await run({ endpointUrl: `${mcp.url.replace('127.0.0.1', 'localhost')}/mcp` }, 'echo', {
        text: 'x',
      });
      expect(error).toBeDefined();
      expect(runs[0]!.error?.message).toBe('Could not connect to your MCP server');
      expect(JSON.stringify(runs[0]!.error)).toMatch(/WEFT_SSRF/);
      expect(mcp.requests.length).toBe(seen);
    } finally {
      if (before === undefined) delete process.env.WEFT_SSRF_BLOCK_PRIVATE;
      else process.env.WEFT_SSRF_BLOCK_PRIVATE = before;
    }
  });

  it('says which URL is invalid', async () => {
    const { runs } = await run({ endpointUrl: 'http://exa mple/mcp' });
    expect(runs[0]!.error?.message).toBe(
      'Could not connect to your MCP server. The provided URL is invalid: "http://exa mple/mcp"',
    );
  });

  it("lists the server's tools for the editor", async () => {
    const { guardedFetch } = await import('@weft/engine');
    const node = {
      id: 'x',
      name: 'MCP Client',
      type: '@n8n/n8n-nodes-langchain.mcpClientTool',
      typeVersion: 1.2,
      position: [0, 0] as [number, number],
      parameters: {},
    };
    const params: Record<string, unknown> = {
      endpointUrl: `${mcp.url}/mcp`,
      serverTransport: 'httpStreamable',
      authentication: 'none',
    };
    const ctx = {
      getNode: () => node,
      getNodeParameter: (p: string, fallback?: unknown) => params[p] ?? fallback,
      getCredentials: async () => ({}),
      helpers: {
        fetch: (input: string | { href: string } | { url: string }, init?: Record<string, unknown>) =>
          guardedFetch(typeof input === 'string' ? input : 'href' in input ? input.href : input.url, init),
      },
    } as unknown as NodeMethodContext;
    const getTools = mcpClientToolNode[0]!.methods!.loadOptions!.getTools!;
    expect(await getTools.call(ctx, ctx)).toEqual([
      { name: 'add', value: 'add', description: 'Adds two numbers' },
      { name: 'echo', value: 'echo', description: 'Echoes a text back' },
      { name: 'fail', value: 'fail', description: 'Always fails' },
    ]);
  });
});

/**
 * The MCP Server Trigger run by the real engine from its request item, with a Calculator tool and
 * a Code tool (JavaScript in the sandbox) connected: it lists their names, descriptions and JSON
 * Schemas, runs a call (recorded as the tool's own run), and answers a failing tool as an MCP error.
 */
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);

const workflow: Workflow = {
  name: 'mcp',
  nodes: [
    {
      id: 't',
      name: 'MCP Server Trigger',
      type: '@n8n/n8n-nodes-langchain.mcpTrigger',
      typeVersion: 2,
      position: [0, 0],
      parameters: { path: 'tools' },
      webhookId: 'w1',
    },
    {
      id: 'c',
      name: 'Calculator',
      type: '@n8n/n8n-nodes-langchain.toolCalculator',
      typeVersion: 1,
      position: [0, 200],
      parameters: {},
    },
    {
      id: 'd',
      name: 'Shout',
      type: '@n8n/n8n-nodes-langchain.toolCode',
      typeVersion: 1.3,
      position: [200, 200],
      parameters: {
        name: 'shout',
        description: 'Answers the text in capitals',
        specifyInputSchema: true,
        schemaType: 'manual',
        inputSchema: JSON.stringify({
          type: 'object',
          properties: { text: { type: 'string', description: 'what to shout' } },
          required: ['text'],
        }),
        jsCode: "if (query.text === 'boom') throw new Error('no booms'); return query.text.toUpperCase();",
      },
    },
  ],
  connections: {
    Calculator: { ai_tool: [[{ node: 'MCP Server Trigger', type: 'ai_tool', index: 0 }]] },
    Shout: { ai_tool: [[{ node: 'MCP Server Trigger', type: 'ai_tool', index: 0 }]] },
  },
};

async function ask(mcp: Record<string, unknown>) {
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'webhook',
    timezone: 'UTC',
    startNode: 'MCP Server Trigger',
    startItems: [{ json: { mcp } }],
  });
  const runData = result.data.resultData.runData;
  return {
    error: result.data.resultData.error,
    json: runData['MCP Server Trigger']?.[0]?.data?.main?.[0]?.[0]?.json as Record<string, any> | undefined,
    runData,
  };
}

describe('MCP Server Trigger', () => {
  it('lists the connected tools with their JSON Schemas', async () => {
    const { json, error } = await ask({ method: 'tools/list' });
    expect(error).toBeUndefined();
    const tools = json!.tools as Array<{ name: string; description: string; inputSchema: Record<string, any> }>;
    expect(tools.map((t) => t.name).sort()).toEqual(['Calculator', 'Shout']);
    const shout = tools.find((t) => t.name === 'Shout')!;
    expect(shout.description).toBe('Answers the text in capitals');
    expect(shout.inputSchema).toMatchObject({
      type: 'object',
      properties: { text: { type: 'string', description: 'what to shout' } },
      required: ['text'],
    });
  });

  it("runs a call, recorded as the tool node's run, and answers MCP text content", async () => {
    const { json, runData } = await ask({ method: 'tools/call', name: 'Shout', arguments: { text: 'hello' } });
    expect(json!.result).toEqual({ content: [{ type: 'text', text: 'HELLO' }] });
    expect(runData.Shout).toHaveLength(1);
    const calc = await ask({ method: 'tools/call', name: 'Calculator', arguments: { input: '6 * 7' } });
    expect(calc.json!.result).toEqual({ content: [{ type: 'text', text: '42' }] });
  });

  it('answers a failing Code tool with its error text, and an unknown tool as a node error', async () => {
    const failed = await ask({ method: 'tools/call', name: 'Shout', arguments: { text: 'boom' } });
    // As in n8n, the Code tool answers its error as text for the model rather than failing the call.
    expect(failed.json!.result.isError).toBeUndefined();
    expect(failed.json!.result.content[0].text).toMatch(/no booms/);
    const unknown = await ask({ method: 'tools/call', name: 'nope', arguments: {} });
    expect(unknown.error?.message).toBe('Tool not found: "nope"');
  });
});

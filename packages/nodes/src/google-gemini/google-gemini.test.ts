/**
 * The Google Gemini node through the real engine against the loopback AI fake: a message with a
 * connected tool (function declarations, the call answered and sent back), options and JSON
 * output in the generation config, a bad key, and operations Weft does not run yet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, type NodeType, type Workflow, type WorkflowNode } from '@weft/workflow';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';

let fake: AiFake;
beforeAll(async () => {
  fake = await startAiFake({ port: 0 });
});
afterAll(() => fake?.close());

/** A node run as a tool: upper-cases `$fromAI('text')`. */
const testTool: NodeType = {
  description: {
    name: 'test.upperTool',
    displayName: 'Upper Tool',
    group: ['transform'],
    version: 1,
    defaults: { name: 'Upper' },
    inputs: ['main'],
    outputs: ['ai_tool'],
    properties: [
      { displayName: 'Text', name: 'text', type: 'string', default: '' },
      { displayName: 'Description', name: 'toolDescription', type: 'string', default: 'Upper-cases a text' },
    ],
  },
  async execute(ctx) {
    return [[{ json: { upper: String(ctx.getNodeParameter('text', 0)).toUpperCase() } }]];
  },
};

const registry = createNodeTypeRegistry([...builtinNodeTypes, testTool]);
const model = { __rl: true, mode: 'list', value: 'models/gemini-2.5-flash' };

async function runGemini(
  parameters: WorkflowNode['parameters'],
  options: { tool?: boolean; variant?: boolean; key?: string } = {},
) {
  const nodes: WorkflowNode[] = [
    { id: '1', name: 'Start', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: '2',
      name: 'Gemini',
      type: '@n8n/n8n-nodes-langchain.googleGemini',
      typeVersion: 1,
      position: [200, 0],
      parameters,
      credentials: { googlePalmApi: { id: 'g', name: 'Gemini' } },
    },
  ] as WorkflowNode[];
  const connections: Workflow['connections'] = { Start: { main: [[{ node: 'Gemini', type: 'main', index: 0 }]] } };
  if (options.tool) {
    nodes.push({
      id: '3',
      name: 'Upper',
      type: 'test.upperTool',
      typeVersion: 1,
      position: [200, 200],
      parameters: { text: "={{ $fromAI('text', 'the text', 'string') }}", toolDescription: 'Upper-cases a text' },
    });
    connections.Upper = { ai_tool: [[{ node: 'Gemini', type: 'ai_tool', index: 0 }]] };
  }
  if (options.variant) {
    // Gemini's own tool variant, its message from the model.
    nodes.push({
      id: '4',
      name: 'Ask Gemini',
      type: '@n8n/n8n-nodes-langchain.googleGeminiTool',
      typeVersion: 1,
      position: [400, 200],
      parameters: {
        modelId: model,
        messages: { values: [{ content: "={{ $fromAI('question', 'What to ask', 'string') }}" }] },
        simplify: true,
        options: {},
        descriptionType: 'manual',
        toolDescription: 'Asks Gemini a question',
      },
      credentials: { googlePalmApi: { id: 'g', name: 'Gemini' } },
    });
    connections['Ask Gemini'] = { ai_tool: [[{ node: 'Gemini', type: 'ai_tool', index: 0 }]] };
  }
  const before = fake.requests.length;
  const result = await runWorkflow({
    workflow: { name: 'gemini', nodes, connections, settings: { executionOrder: 'v1' } },
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => ({ apiKey: options.key ?? 'g-test', host: fake.url }) },
  });
  const run = result.data.resultData.runData.Gemini?.[0];
  return {
    output: run?.data?.main?.[0] ?? [],
    error: result.data.resultData.error,
    requests: fake.requests.slice(before),
    toolRuns: result.data.resultData.runData['Ask Gemini'] ?? [],
  };
}

describe('Google Gemini node: Message a Model', () => {
  it('declares the connected tool, answers its call and returns the candidates', async () => {
    const { output, requests } = await runGemini(
      { modelId: model, messages: { values: [{ content: '@tool(Upper, {"text":"gemini"})' }] }, options: {} },
      { tool: true },
    );
    expect(requests.map((r) => r.path)).toEqual([
      '/v1beta/models/gemini-2.5-flash:generateContent',
      '/v1beta/models/gemini-2.5-flash:generateContent',
    ]);
    expect(requests[0]!.query).toEqual({ key: 'g-test' });
    const first = requests[0]!.body as {
      tools: Array<{ functionDeclarations: Array<Record<string, unknown>> }>;
      contents: unknown[];
    };
    expect(first.tools).toEqual([
      {
        functionDeclarations: [
          {
            name: 'Upper',
            description: 'Upper-cases a text',
            parameters: {
              type: 'object',
              properties: { text: { type: 'string', description: 'the text' } },
              required: ['text'],
            },
          },
        ],
      },
    ]);
    expect(first.contents).toEqual([{ parts: [{ text: '@tool(Upper, {"text":"gemini"})' }], role: 'user' }]);
    const second = requests[1]!.body as { contents: Array<{ role: string; parts: Array<Record<string, any>> }> };
    expect(second.contents.map((c) => c.role)).toEqual(['user', 'model', 'tool']);
    expect(JSON.stringify(second.contents[2]!.parts[0]!.functionResponse.response.result)).toContain('GEMINI');
    expect(output).toHaveLength(1);
    expect(JSON.stringify(output[0]!.json)).toContain('Tools said:');
  });

  it('is offered to models as a tool (googleGeminiTool), its message filled by the model', async () => {
    const { output, requests, toolRuns, error } = await runGemini(
      { modelId: model, messages: { values: [{ content: '@tool(Ask_Gemini, {"question":"What is 6 times 7?"})' }] } },
      { variant: true },
    );
    expect(error).toBeUndefined();
    const declared = (requests[0]!.body as { tools: Array<{ functionDeclarations: Array<Record<string, unknown>> }> })
      .tools[0]!.functionDeclarations[0];
    expect(declared).toMatchObject({
      name: 'Ask_Gemini',
      description: 'Asks Gemini a question',
      parameters: { properties: { question: { type: 'string', description: 'What to ask' } } },
    });
    // The tool's own request carries the model's question; its run is recorded under the tool node.
    expect(requests).toHaveLength(3);
    expect((requests[1]!.body as { contents: unknown[] }).contents).toEqual([
      { parts: [{ text: 'What is 6 times 7?' }], role: 'user' },
    ]);
    expect(toolRuns).toHaveLength(1);
    expect(toolRuns[0]!.data?.ai_tool?.[0]?.length).toBe(1);
    expect(JSON.stringify(output[0]!.json)).toContain('Tools said:');
  });

  it('puts the options, the system message and JSON output into the request', async () => {
    const { requests } = await runGemini({
      modelId: model,
      jsonOutput: true,
      messages: {
        values: [{ content: '@json({"a":1})' }, { content: 'earlier answer', role: 'model' }, { content: 'go on' }],
      },
      options: {
        systemMessage: 'Be brief',
        temperature: 0.4,
        maxOutputTokens: 100,
        thinkingBudget: 0,
        codeExecution: true,
      },
    });
    const body = requests[0]!.body as Record<string, unknown>;
    expect(body.generationConfig).toEqual({
      temperature: 0.4,
      maxOutputTokens: 100,
      responseMimeType: 'application/json',
      thinkingConfig: { thinkingBudget: 0 },
    });
    expect(body.systemInstruction).toEqual({ parts: [{ text: 'Be brief' }] });
    expect(body.tools).toEqual([{ codeExecution: {} }]);
    expect((body.contents as Array<{ role: string }>).map((c) => c.role)).toEqual(['user', 'model', 'user']);
  });

  it('fails with the API error Google gives a bad key (400)', async () => {
    const { error, output } = await runGemini(
      { modelId: model, messages: { values: [{ content: 'hi' }] } },
      { key: 'bad-key' },
    );
    expect(error?.message).toBe('Bad request - please check your parameters');
    expect(String(error?.description)).toContain('API key not valid');
    expect(output).toEqual([]);
  });

  it('refuses the media operations it does not run yet, naming them', async () => {
    const { error } = await runGemini({ resource: 'image', operation: 'generate', modelId: model, prompt: 'x' });
    expect(error?.message).toBe('The operation "generate" of the resource "image" is not available in Weft yet');
  });
});

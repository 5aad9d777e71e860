/**
 * The tool sub-nodes (Calculator, Think, Code, Call n8n Workflow) run through the real engine: a
 * probe root node takes them on its `ai_tool` input and invokes one with the arguments a model
 * would give; the answers and the runs recorded under each tool node are n8n's.
 */
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type NodeType, type RunData } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { connectedTools } from '../shared/ai/node-tool.js';

/** A root node that invokes the connected tool named `tool` with `args` (JSON) and outputs the answer. */
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
    const tool = tools.find((t) => t.name === params.tool);
    if (!tool) throw new Error(`no tool ${params.tool}; have ${tools.map((t) => t.name).join(', ')}`);
    const answer = await tool.invoke(JSON.parse(params.args));
    return [[{ json: { answer: answer as string, names: tools.map((t) => t.name).join(',') } }]];
  },
};

const registry = createNodeTypeRegistry([...builtinNodeTypes, probe]);

async function runTool(
  toolNode: Record<string, unknown>,
  tool: string,
  args: unknown,
  stored: Record<string, string> = {},
): Promise<{ answer: string; runData: RunData }> {
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
      { id: '3', position: [200, 200], ...toolNode },
    ],
    connections: {
      Start: { main: [[{ node: 'Probe', type: 'main', index: 0 }]] },
      [toolNode.name as string]: { ai_tool: [[{ node: 'Probe', type: 'ai_tool', index: 0 }]] },
    },
  });
  // Workflows "from the database" (source: database), by id.
  const loadWorkflow = async (id: string) => {
    if (!(id in stored)) throw new Error(`no workflow ${id}`);
    return importN8nWorkflow(JSON.parse(stored[id]!));
  };
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: { loadWorkflow },
  });
  const error = result.data.resultData.error;
  if (error) throw new Error(`run failed: ${error.message}`);
  const out = result.data.resultData.runData.Probe?.[0]?.data?.main?.[0]?.[0]?.json as { answer: string };
  return { answer: out.answer, runData: result.data.resultData.runData };
}

function toolRuns(runData: RunData, node: string) {
  return (runData[node] ?? []).map((r) => ({
    status: r.executionStatus,
    in: r.inputOverride?.ai_tool,
    out: r.data?.ai_tool,
    error: r.error?.message,
  }));
}

describe('Calculator tool', () => {
  it('evaluates the expression, named after the node, one run recorded', async () => {
    const { answer, runData } = await runTool(
      { name: 'Calculator', type: '@n8n/n8n-nodes-langchain.toolCalculator', typeVersion: 1, parameters: {} },
      'Calculator',
      { input: '6*7' },
    );
    expect(answer).toBe('42');
    expect(toolRuns(runData, 'Calculator')).toEqual([
      {
        status: 'success',
        in: [[{ json: { query: '6*7' } }]],
        out: [[{ json: { response: '42' } }]],
        error: undefined,
      },
    ]);
  });
  it("answers LangChain's text for what it cannot evaluate", async () => {
    const { answer } = await runTool(
      { name: 'Calc', type: '@n8n/n8n-nodes-langchain.toolCalculator', typeVersion: 1, parameters: {} },
      'Calc',
      { input: '6 * banana' },
    );
    expect(answer).toBe("I don't know how to do that.");
  });
});

describe('Think tool', () => {
  it('1.1 is named after the node and answers the thought', async () => {
    const { answer, runData } = await runTool(
      { name: 'My Think', type: '@n8n/n8n-nodes-langchain.toolThink', typeVersion: 1.1, parameters: {} },
      'My_Think',
      { input: 'plan' },
    );
    expect(answer).toBe('plan');
    expect(toolRuns(runData, 'My Think')[0]!.out).toEqual([[{ json: { response: 'plan' } }]]);
  });
  it('1 is named thinking_tool', async () => {
    const { answer } = await runTool(
      { name: 'Think', type: '@n8n/n8n-nodes-langchain.toolThink', typeVersion: 1, parameters: {} },
      'thinking_tool',
      { input: 'x' },
    );
    expect(answer).toBe('x');
  });
});

describe('Code tool', () => {
  const code = (parameters: Record<string, unknown>, typeVersion = 1.3) => ({
    name: 'Shout',
    type: '@n8n/n8n-nodes-langchain.toolCode',
    typeVersion,
    parameters,
  });
  it('runs the JavaScript with the query in the sandbox', async () => {
    const { answer, runData } = await runTool(
      code({ description: 'caps', jsCode: 'return query.toUpperCase() + "!";' }),
      'Shout',
      { input: 'hello there' },
    );
    expect(answer).toBe('HELLO THERE!');
    expect(toolRuns(runData, 'Shout')).toEqual([
      {
        status: 'success',
        in: [[{ json: { query: 'hello there' } }]],
        out: [[{ json: { response: 'HELLO THERE!' } }]],
        error: undefined,
      },
    ]);
  });
  it('takes structured arguments from a JSON example (all required from 1.3) and answers numbers as text', async () => {
    const { answer, runData } = await runTool(
      code({
        description: 'Adds',
        jsCode: 'return query.a + query.b;',
        specifyInputSchema: true,
        schemaType: 'fromJson',
        jsonSchemaExample: '{"a": 1, "b": 2}',
      }),
      'Shout',
      { a: 2, b: 40 },
    );
    expect(answer).toBe('42');
    expect(toolRuns(runData, 'Shout')[0]!.in).toEqual([[{ json: { query: { a: 2, b: 40 } } }]]);
  });
  it('refuses arguments that do not match the schema', async () => {
    await expect(
      runTool(
        code({
          description: 'Adds',
          jsCode: 'return 1',
          specifyInputSchema: true,
          schemaType: 'manual',
          inputSchema: '{"type":"object","properties":{"a":{"type":"number"}},"required":["a"]}',
        }),
        'Shout',
        { a: 'x' },
      ),
    ).rejects.toThrow(/schema/);
  });
  it('1.1 takes its name from the parameter', async () => {
    const { answer } = await runTool(
      code({ name: 'my_tool', description: 'd', jsCode: 'return "ok"' }, 1.1),
      'my_tool',
      { input: '' },
    );
    expect(answer).toBe('ok');
  });
  it('answers an error text to the model and records the error when the code throws', async () => {
    const { answer, runData } = await runTool(code({ description: 'd', jsCode: 'throw new Error("boom")' }), 'Shout', {
      input: 'x',
    });
    expect(answer).toMatch(/^There was an error: ".*boom.*"$/);
    const [run] = toolRuns(runData, 'Shout');
    expect(run!.status).toBe('error');
    expect(run!.error).toMatch(/boom/);
  });
  it('refuses answers that are not text', async () => {
    const { answer, runData } = await runTool(code({ description: 'd', jsCode: 'return { a: 1 }' }), 'Shout', {
      input: 'x',
    });
    expect(answer).toBe('There was an error: "Wrong output type returned"');
    expect(toolRuns(runData, 'Shout')[0]!.error).toBe('Wrong output type returned');
  });
});

describe('Call n8n Workflow tool', () => {
  const subWorkflow = JSON.stringify({
    nodes: [
      {
        id: 's1',
        name: 'When Executed',
        type: 'n8n-nodes-base.executeWorkflowTrigger',
        typeVersion: 1.1,
        position: [0, 0],
        parameters: { inputSource: 'passthrough' },
      },
      {
        id: 's2',
        name: 'Answer',
        type: 'n8n-nodes-base.code',
        typeVersion: 2,
        position: [200, 0],
        parameters: { jsCode: 'return [{ json: { response: "found: " + JSON.stringify($input.first().json) } }];' },
      },
    ],
    connections: { 'When Executed': { main: [[{ node: 'Answer', type: 'main', index: 0 }]] } },
  });
  it('2.2 runs the workflow given as JSON with the query and answers all its items as JSON text', async () => {
    const { answer, runData } = await runTool(
      {
        name: 'Lookup',
        type: '@n8n/n8n-nodes-langchain.toolWorkflow',
        typeVersion: 2.2,
        parameters: { description: 'Looks up', source: 'parameter', workflowJson: subWorkflow },
      },
      'Lookup',
      { input: 'weft' },
    );
    expect(answer).toBe(JSON.stringify([{ response: 'found: {"query":"weft"}' }], null, 2));
    const [run] = toolRuns(runData, 'Lookup');
    expect(run!.in).toEqual([[{ json: { query: 'weft' } }]]);
    expect(run!.out).toEqual([[{ json: { response: 'found: {"query":"weft"}' }, pairedItem: { item: 0 } }]]);
  });
  it('2.2 with $fromAI workflow inputs takes those arguments and sends the mapped item', async () => {
    const { answer } = await runTool(
      {
        name: 'Lookup',
        type: '@n8n/n8n-nodes-langchain.toolWorkflow',
        typeVersion: 2.2,
        parameters: {
          description: 'Looks up',
          // Workflow inputs show (and are read, as in n8n) only for a workflow from the database.
          source: 'database',
          workflowId: { __rl: true, mode: 'id', value: 'wf-lookup' },
          workflowInputs: {
            mappingMode: 'defineBelow',
            value: { word: "={{ $fromAI('word', 'the word', 'string') }}" },
            schema: [{ id: 'word', displayName: 'word', type: 'string' }],
          },
        },
      },
      'Lookup',
      { word: 'loom' },
      { 'wf-lookup': subWorkflow },
    );
    expect(answer).toBe(JSON.stringify([{ response: 'found: {"word":"loom"}' }], null, 2));
  });
  it('answers an error text when the workflow JSON is broken', async () => {
    const { answer, runData } = await runTool(
      {
        name: 'Lookup',
        type: '@n8n/n8n-nodes-langchain.toolWorkflow',
        typeVersion: 2.2,
        parameters: { description: 'd', source: 'parameter', workflowJson: '{ nope' },
      },
      'Lookup',
      { input: 'x' },
    );
    expect(answer).toMatch(/^There was an error: "The provided workflow is not valid JSON/);
    expect(toolRuns(runData, 'Lookup')[0]!.status).toBe('error');
  });
  it('1.3 answers the first item of the workflow as JSON text', async () => {
    const { answer } = await runTool(
      {
        name: 'Lookup',
        type: '@n8n/n8n-nodes-langchain.toolWorkflow',
        typeVersion: 1.3,
        parameters: { name: 'lookup', description: 'd', source: 'parameter', workflowJson: subWorkflow },
      },
      'lookup',
      { input: 'w' },
    );
    expect(answer).toBe(JSON.stringify({ response: 'found: {"query":"w"}' }, null, 2));
  });
});

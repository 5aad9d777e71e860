/**
 * The AI Agent through the real engine against the loopback AI fake: a test-only chat model
 * sub-node supplies LangChain's ChatOpenAI pointed at the fake, a test-only node runs as a tool.
 * Checks the answers, the requests the provider gets (system message or none, tools, the
 * steps sent back), tool runs, iteration limits and errors.
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

/** A chat model sub-node: ChatOpenAI on the fake (key `bad-key` when the `key` parameter says so). */
const testModel: NodeType = {
  description: {
    name: 'test.chatModel',
    displayName: 'Test Chat Model',
    group: ['transform'],
    version: 1,
    defaults: { name: 'Model' },
    inputs: [],
    outputs: ['ai_languageModel'],
    properties: [{ displayName: 'Key', name: 'key', type: 'string', default: 'x' }],
  },
  async supplyData(ctx) {
    const { ChatOpenAI } = await import('@langchain/openai');
    const apiKey = ctx.getNodeParameter('key', 0) as string;
    return {
      response: new ChatOpenAI({
        model: 'gpt-4o-mini',
        apiKey,
        maxRetries: 0,
        configuration: { baseURL: `${fake.url}/v1` },
      }),
    };
  },
};

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
    const text = String(ctx.getNodeParameter('text', 0));
    return [[{ json: { upper: text.toUpperCase() } }]];
  },
};

const registry = createNodeTypeRegistry([...builtinNodeTypes, testModel, testTool]);

interface AgentSetup {
  version: number;
  parameters: WorkflowNode['parameters'];
  prompts: string[];
  tool?: boolean;
  model?: boolean;
  key?: string;
  onError?: string;
  /** A second test model on the agent's input index 1 (the fallback model), with this key. */
  fallbackKey?: string;
}

/** Runs Start → Items (the prompts as `q`) → AI Agent with the test model (and tool). */
async function runAgent(setup: AgentSetup) {
  const nodes: WorkflowNode[] = [
    { id: '1', name: 'Start', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: '2',
      name: 'Items',
      type: 'weft.code',
      typeVersion: 2,
      position: [200, 0],
      parameters: { jsCode: `return ${JSON.stringify(setup.prompts.map((q) => ({ json: { q } })))};` },
    },
    {
      id: '3',
      name: 'AI Agent',
      type: '@n8n/n8n-nodes-langchain.agent',
      typeVersion: setup.version,
      position: [400, 0],
      parameters: setup.parameters,
      ...(setup.onError ? { onError: setup.onError } : {}),
    },
  ] as WorkflowNode[];
  const connections: Workflow['connections'] = {
    Start: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
    Items: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
  };
  if (setup.model !== false) {
    nodes.push({
      id: '4',
      name: 'Model',
      type: 'test.chatModel',
      typeVersion: 1,
      position: [400, 200],
      parameters: { key: setup.key ?? 'x' },
    });
    connections.Model = { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] };
  }
  if (setup.fallbackKey) {
    nodes.push({
      id: '6',
      name: 'Fallback',
      type: 'test.chatModel',
      typeVersion: 1,
      position: [500, 200],
      parameters: { key: setup.fallbackKey },
    });
    connections.Fallback = { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 1 }]] };
  }
  if (setup.tool) {
    nodes.push({
      id: '5',
      name: 'Upper',
      type: 'test.upperTool',
      typeVersion: 1,
      position: [600, 200],
      parameters: { text: "={{ $fromAI('text', 'the text', 'string') }}", toolDescription: 'Upper-cases a text' },
    });
    connections.Upper = { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] };
  }
  const before = fake.requests.length;
  const result = await runWorkflow({
    workflow: { name: 'agent test', nodes, connections },
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
  });
  const runData = result.data.resultData.runData;
  return {
    error: result.data.resultData.error,
    items: runData['AI Agent']?.[0]?.data?.main?.[0] ?? [],
    runs: (name: string) => runData[name]?.length ?? 0,
    requests: fake.requests.slice(before).map(
      (r) =>
        r.body as {
          messages: Array<{
            role: string;
            content: unknown;
            tool_calls?: Array<{ function: { name: string; arguments: string } }>;
          }>;
          tools?: Array<{ function: { name: string } }>;
        },
    ),
  };
}

describe('AI Agent 2.2 (tools agent)', () => {
  it('answers each item, sending no system message when none is set', async () => {
    const run = await runAgent({
      version: 2.2,
      parameters: { promptType: 'define', text: '={{ $json.q }}', options: {} },
      prompts: ['Hello', 'Again'],
    });
    expect(run.error).toBeUndefined();
    expect(run.items.map((i) => i.json)).toEqual([{ output: 'Echo: Hello' }, { output: 'Echo: Again' }]);
    expect(run.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
    expect(run.requests.map((r) => r.messages)).toEqual([
      [{ role: 'user', content: 'Hello' }],
      [{ role: 'user', content: 'Again' }],
    ]);
  });

  it('sends the system message of the options, braces as they are', async () => {
    const run = await runAgent({
      version: 2.2,
      parameters: { promptType: 'define', text: '={{ $json.q }}', options: { systemMessage: 'Be brief {really}.' } },
      prompts: ['@system'],
    });
    expect(run.items[0]?.json).toEqual({ output: 'Be brief {really}.' });
    expect(run.requests[0]?.messages[0]).toEqual({ role: 'system', content: 'Be brief {really}.' });
  });

  it('calls a node tool with the model arguments, records its run and returns intermediate steps', async () => {
    const run = await runAgent({
      version: 2.2,
      tool: true,
      prompts: ['Shout @tool(Upper, {"text": "hi"})'],
      parameters: { promptType: 'define', text: '={{ $json.q }}', options: { returnIntermediateSteps: true } },
    });
    expect(run.error).toBeUndefined();
    expect(run.items[0]?.json.output).toBe('Tools said: [{"upper":"HI"}]');
    const steps = run.items[0]?.json.intermediateSteps as Array<{
      action: { tool: string; toolInput: unknown };
      observation: string;
    }>;
    expect(steps.map((s) => [s.action.tool, s.action.toolInput, s.observation])).toEqual([
      ['Upper', { text: 'hi' }, '[{"upper":"HI"}]'],
    ]);
    expect(run.runs('Upper')).toBe(1);
    expect(run.requests[0]?.tools?.map((t) => t.function.name)).toEqual(['Upper']);
    expect(run.requests[1]?.messages.at(-1)).toEqual({
      role: 'tool',
      content: '[{"upper":"HI"}]',
      tool_call_id: 'call_1',
    });
  });

  it("stops after maxIterations with LangChain's answer", async () => {
    const run = await runAgent({
      version: 2.2,
      tool: true,
      prompts: ['@loop @tool(Upper, {"text": "a"})'],
      parameters: { promptType: 'define', text: '={{ $json.q }}', options: { maxIterations: 2 } },
    });
    expect(run.items[0]?.json).toEqual({ output: 'Agent stopped due to max iterations.' });
    expect(run.requests).toHaveLength(2);
    expect(run.runs('Upper')).toBe(2);
  });

  it("answers an unknown tool with LangChain's observation", async () => {
    const run = await runAgent({
      version: 2.2,
      tool: true,
      prompts: ['@unknowntool'],
      parameters: { promptType: 'define', text: '={{ $json.q }}', options: {} },
    });
    expect(run.items[0]?.json.output).toBe('Tools said: no_such_tool is not a valid tool, try another one.');
  });

  it("fails with the provider's 401, or keeps it as an item with continue on fail", async () => {
    const run = await runAgent({
      version: 2.2,
      key: 'bad-key',
      prompts: ['Hi'],
      parameters: { promptType: 'define', text: '={{ $json.q }}', options: {} },
    });
    expect(run.error?.message).toMatch(/Incorrect API key provided|Authorization failed/);
    const kept = await runAgent({
      version: 2.2,
      key: 'bad-key',
      onError: 'continueRegularOutput',
      prompts: ['Hi'],
      parameters: { promptType: 'define', text: '={{ $json.q }}', options: {} },
    });
    expect(kept.error).toBeUndefined();
    expect(String(kept.items[0]?.json.error)).toMatch(/Incorrect API key provided|Authorization failed/);
  });

  it('answers through the fallback model (input index 1) when the model fails', async () => {
    const run = await runAgent({
      version: 2.2,
      key: 'bad-key',
      fallbackKey: 'good-key',
      prompts: ['Hi'],
      parameters: { promptType: 'define', text: '={{ $json.q }}', needsFallback: true, options: {} },
    });
    expect(run.error).toBeUndefined();
    expect(run.items[0]?.json).toEqual({ output: 'Echo: Hi' });
    expect(run.requests).toHaveLength(2);
  });

  it('refuses to run without a chat model', async () => {
    const run = await runAgent({
      version: 2.2,
      model: false,
      prompts: ['Hi'],
      parameters: { promptType: 'define', text: '={{ $json.q }}', options: {} },
    });
    expect(run.error?.message).toBe('No Chat Model is connected to "AI Agent"');
  });

  it('takes the prompt from chatInput with promptType auto, and says so when it is missing', async () => {
    const run = await runAgent({ version: 2.2, prompts: ['x'], parameters: { promptType: 'auto', options: {} } });
    expect(run.error?.message).toBe('No prompt specified');
  });
});

describe('AI Agent 1.x', () => {
  it('1.7 sends the default system message', async () => {
    const run = await runAgent({
      version: 1.7,
      prompts: ['@system'],
      parameters: { promptType: 'define', text: '={{ $json.q }}' },
    });
    expect(run.items[0]?.json).toEqual({ output: 'You are a helpful assistant' });
    expect(run.requests[0]?.messages[0]).toEqual({ role: 'system', content: 'You are a helpful assistant' });
  });

  it('refuses an agent type n8n does not have instead of running another agent', async () => {
    const run = await runAgent({
      version: 1.5,
      prompts: ['Hi'],
      parameters: { agent: 'babyAgi', text: '={{ $json.q }}' },
    });
    expect(run.error?.message).toBe('The agent type "babyAgi" is not supported');
    expect(run.requests).toHaveLength(0);
  });

  it('runs the ReAct agent on its own prompt format, not as a tools agent', async () => {
    const run = await runAgent({
      version: 1.5,
      prompts: ['Hi @text(Final Answer: Woven)'],
      parameters: { agent: 'reActAgent', promptType: 'define', text: '={{ $json.q }}' },
    });
    expect(run.items[0]?.json).toEqual({ output: 'Woven' });
    // One user message carrying LangChain's ReAct instructions; no tools offered to the API.
    expect(run.requests[0]?.tools).toBeUndefined();
    expect(JSON.stringify(run.requests[0]?.messages)).toContain('Final Answer');
  });
});

describe('AI Agent 3', () => {
  it("sends the tool call back with its id and the tool node's items as JSON", async () => {
    const run = await runAgent({
      version: 3,
      tool: true,
      prompts: ['Shout @tool(Upper, {"text": "yo"})'],
      parameters: { promptType: 'define', text: '={{ $json.q }}', options: { returnIntermediateSteps: true } },
    });
    expect(run.error).toBeUndefined();
    expect(run.items[0]?.json.output).toBe('Tools said: [{"upper":"YO"}]');
    const sent = run.requests[1]?.messages ?? [];
    expect(sent.at(-2)?.tool_calls?.[0]?.function).toEqual({ name: 'Upper', arguments: '{"text":"yo","id":"call_1"}' });
    expect(sent.at(-1)).toEqual({ role: 'tool', content: '[{"upper":"YO"}]', tool_call_id: 'call_1' });
    const steps = run.items[0]?.json.intermediateSteps as Array<{ action: { tool: string; log: string } }>;
    expect(steps[0]?.action.log).toBe('Calling Upper with input: {"text":"yo","id":"call_1"}');
    expect(run.runs('Upper')).toBe(1);
  });

  it('fails once maxIterations model calls kept asking for tools', async () => {
    const run = await runAgent({
      version: 3,
      tool: true,
      prompts: ['@unknowntool'],
      parameters: { promptType: 'define', text: '={{ $json.q }}', options: { maxIterations: 3 } },
    });
    expect(run.error?.message).toBe(
      'Max iterations (3) reached. The agent could not complete the task within the allowed number of iterations.',
    );
    expect(run.requests).toHaveLength(3);
  });
});

describe('AI Agent 3 with Respond to Chat as a tool (chatTool)', () => {
  const TRIGGER = 'When chat message received';
  /** Chat Trigger (Using Response Nodes) → AI Agent 3 → Done, the agent with the test model and a chat tool. */
  function chatWorkflow(version = 3, toolParameters: Record<string, unknown> = {}): Workflow {
    return {
      name: 'agent asks the user',
      nodes: [
        {
          id: 't',
          name: TRIGGER,
          type: '@n8n/n8n-nodes-langchain.chatTrigger',
          typeVersion: 1.3,
          position: [0, 0],
          webhookId: 'w1',
          parameters: { public: true, mode: 'hostedChat', options: { responseMode: 'responseNodes' } },
        },
        {
          id: 'a',
          name: 'AI Agent',
          type: '@n8n/n8n-nodes-langchain.agent',
          typeVersion: version,
          position: [200, 0],
          parameters: { promptType: 'auto', options: {} },
        },
        { id: 'd', name: 'Done', type: 'weft.noOp', typeVersion: 1, position: [400, 0], parameters: {} },
        { id: 'm', name: 'Model', type: 'test.chatModel', typeVersion: 1, position: [200, 200], parameters: {} },
        {
          id: 'c',
          name: 'Ask user',
          type: '@n8n/n8n-nodes-langchain.chatTool',
          typeVersion: 1,
          position: [400, 200],
          parameters: {
            message: "={{ $fromAI('message', 'What to ask the user', 'string') }}",
            toolDescription: 'Asks the user a question and answers their reply',
            ...toolParameters,
          },
        },
      ] as WorkflowNode[],
      connections: {
        [TRIGGER]: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
        'AI Agent': { main: [[{ node: 'Done', type: 'main', index: 0 }]] },
        Model: { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
        'Ask user': { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
      },
      settings: { executionOrder: 'v1' },
    };
  }
  const ask = '@tool(Ask_user, {"message":"What is your name?"})';
  const start = (wf: Workflow) =>
    runWorkflow({
      workflow: wf,
      nodeTypes: registry,
      mode: 'webhook',
      timezone: 'UTC',
      startNode: TRIGGER,
      startItems: [{ json: { sessionId: 's-1', action: 'sendMessage', chatInput: ask } }],
    });

  it("waits in the agent with the tool's message, and the reply goes back to the model as the tool's answer", async () => {
    const wf = chatWorkflow();
    const waiting = await start(wf);
    expect(waiting.data.resultData.error).toBeUndefined();
    expect(waiting.status).toBe('waiting');
    const runData = waiting.data.resultData.runData;
    // The chat takes the message from the agent's waiting run; the tool's run waits too.
    expect(runData['AI Agent']![0]!.executionStatus).toBe('waiting');
    expect(runData['AI Agent']![0]!.data!.main![0]).toEqual([
      { json: {}, sendMessage: 'What is your name?', pairedItem: { item: 0 } },
    ]);
    expect(runData['Ask user']![0]!.executionStatus).toBe('waiting');
    expect(runData.Done).toBeUndefined();

    const before = fake.requests.length;
    const reply = { json: { sessionId: 's-1', action: 'sendMessage', chatInput: 'Ada' } };
    const done = await runWorkflow({
      workflow: wf,
      nodeTypes: registry,
      mode: 'webhook',
      timezone: 'UTC',
      resume: { executionData: waiting.data.executionData!, runData, items: [reply] },
    });
    expect(done.data.resultData.error).toBeUndefined();
    expect(done.status).toBe('success');
    const after = done.data.resultData.runData;
    expect(after['AI Agent']).toHaveLength(1);
    const output = after.Done![0]!.data!.main![0]!.map((i) => i.json);
    expect(output).toEqual([{ output: `Tools said: ${JSON.stringify([reply.json])}` }]);
    // The model got the earlier call and the reply as the tool's result.
    const sent = fake.requests.slice(before)[0]!.body as { messages: Array<{ role: string; content: unknown }> };
    expect(sent.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool']);
    expect(String(sent.messages[2]!.content)).toContain('"chatInput":"Ada"');
    // The tool's waiting run now shows the reply.
    expect(after['Ask user']![0]!.executionStatus).toBe('success');
    expect(after['Ask user']![0]!.data!.ai_tool![0]![0]!.json).toEqual({ response: [reply.json] });
  });

  it("answers the tool's own input when it does not wait for a reply, or when the wait ran out", async () => {
    for (const [toolParameters, items] of [
      [{ waitUserReply: false }, [{ json: { sessionId: 's-1', action: 'sendMessage', chatInput: '' } }]],
      [{ options: { limitWaitTime: { values: { limitType: 'afterTimeInterval', resumeAmount: 1 } } } }, undefined],
    ] as const) {
      const wf = chatWorkflow(3, toolParameters);
      const waiting = await start(wf);
      expect(waiting.status).toBe('waiting');
      const done = await runWorkflow({
        workflow: wf,
        nodeTypes: registry,
        mode: 'webhook',
        timezone: 'UTC',
        resume: {
          executionData: waiting.data.executionData!,
          runData: waiting.data.resultData.runData,
          items: items as never,
        },
      });
      expect(done.data.resultData.error).toBeUndefined();
      expect(done.data.resultData.runData.Done![0]!.data!.main![0]!.map((i) => i.json)).toEqual([
        { output: `Tools said: ${JSON.stringify([{ message: 'What is your name?' }])}` },
      ]);
    }
  });

  it('refuses the chat tool on an agent that cannot wait (version 2), naming the version to use', async () => {
    const result = await start(chatWorkflow(2.2));
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toMatch(/AI Agent 3/);
  });
});

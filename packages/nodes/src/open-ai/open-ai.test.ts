/**
 * The OpenAI node through the real engine against the loopback AI fake: message a model with a
 * connected tool (Chat Completions 1.x and the Responses API 2.x), JSON output, image analysis
 * from a binary file, image URLs, speech, translation, and errors (a bad key, continue
 * on failure, a missing binary file). Checks the outputs and the requests the provider gets.
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

interface Setup {
  version: number;
  parameters: WorkflowNode['parameters'];
  /** Code node source answering the input items. */
  input?: string;
  tool?: boolean;
  key?: string;
  onError?: string;
}

/** Runs Start → Input (Code) → OpenAI (with the tool); answers the OpenAI node's run and the requests sent. */
async function runOpenAi(setup: Setup) {
  const nodes: WorkflowNode[] = [
    { id: '1', name: 'Start', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: '2',
      name: 'Input',
      type: 'weft.code',
      typeVersion: 2,
      position: [200, 0],
      parameters: { jsCode: setup.input ?? 'return [{ json: {} }];' },
    },
    {
      id: '3',
      name: 'OpenAI',
      type: '@n8n/n8n-nodes-langchain.openAi',
      typeVersion: setup.version,
      position: [400, 0],
      parameters: setup.parameters,
      credentials: { openAiApi: { id: 'c', name: 'OpenAI' } },
      ...(setup.onError ? { onError: setup.onError } : {}),
    },
  ] as WorkflowNode[];
  const connections: Workflow['connections'] = {
    Start: { main: [[{ node: 'Input', type: 'main', index: 0 }]] },
    Input: { main: [[{ node: 'OpenAI', type: 'main', index: 0 }]] },
  };
  if (setup.tool) {
    nodes.push({
      id: '4',
      name: 'Upper',
      type: 'test.upperTool',
      typeVersion: 1,
      position: [400, 200],
      parameters: { text: "={{ $fromAI('text', 'the text', 'string') }}", toolDescription: 'Upper-cases a text' },
    });
    connections.Upper = { ai_tool: [[{ node: 'OpenAI', type: 'ai_tool', index: 0 }]] };
  }
  const before = fake.requests.length;
  const result = await runWorkflow({
    workflow: { name: 'openai', nodes, connections, settings: { executionOrder: 'v1' } },
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => ({ apiKey: setup.key ?? 'sk-test', url: `${fake.url}/v1` }) },
  });
  const run = result.data.resultData.runData.OpenAI?.[0];
  return {
    run,
    output: run?.data?.main?.[0] ?? [],
    error: result.data.resultData.error,
    requests: fake.requests.slice(before),
    toolRuns: result.data.resultData.runData.Upper ?? [],
  };
}

const model = { __rl: true, mode: 'list', value: 'gpt-4o-mini' };

describe('OpenAI node 1.x: Message a Model', () => {
  it("answers the connected tool's calls and sends its result back", async () => {
    const { output, requests, toolRuns } = await runOpenAi({
      version: 1.8,
      tool: true,
      parameters: {
        modelId: model,
        messages: { values: [{ content: '@tool(Upper, {"text":"hi there"})' }] },
        options: {},
      },
    });
    expect(requests).toHaveLength(2);
    const first = requests[0]!.body as {
      tools: Array<{ type: string; function: { name: string; parameters: Record<string, unknown> } }>;
      messages: unknown[];
    };
    expect(first.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'Upper',
          description: 'Upper-cases a text',
          parameters: {
            type: 'object',
            properties: { text: { type: 'string', description: 'the text' } },
            required: ['text'],
            additionalProperties: false,
            $schema: 'http://json-schema.org/draft-07/schema#',
          },
        },
      },
    ]);
    const second = requests[1]!.body as { messages: Array<{ role: string; content?: unknown; tool_call_id?: string }> };
    expect(second.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool']);
    expect(second.messages[2]).toMatchObject({ tool_call_id: 'call_1' });
    expect(String(second.messages[2]!.content)).toContain('HI THERE');
    expect(toolRuns).toHaveLength(1);
    expect(output).toHaveLength(1);
    expect((output[0]!.json as { message: { content: string } }).message.content).toContain('Tools said:');
  });

  it('offers no tools to a model n8n hides them for, and leaves the tools input alone', async () => {
    const { requests } = await runOpenAi({
      version: 1.8,
      tool: true,
      parameters: {
        modelId: { __rl: true, mode: 'id', value: 'gpt-3.5-turbo-16k' },
        messages: { values: [{ content: 'plain' }] },
        options: {},
      },
    });
    expect(requests).toHaveLength(1);
    expect((requests[0]!.body as Record<string, unknown>).tools).toBeUndefined();
  });

  it("asks for JSON with n8n's system prompt and parses the answer", async () => {
    const { output, requests } = await runOpenAi({
      version: 1.8,
      parameters: {
        modelId: model,
        messages: { values: [{ content: '@json({"a":1})' }] },
        jsonOutput: true,
        simplify: false,
        options: { temperature: 0.2, topP: 0.5 },
      },
    });
    const body = requests[0]!.body as Record<string, unknown>;
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.messages).toEqual([
      { role: 'system', content: 'You are a helpful assistant designed to output JSON.' },
      { role: 'user', content: '@json({"a":1})' },
    ]);
    expect(body).toMatchObject({ temperature: 0.2, top_p: 0.5 });
    expect(body.topP).toBeUndefined();
    const json = output[0]!.json as { choices: Array<{ message: { content: unknown } }> };
    expect(json.choices[0]!.message.content).toEqual({ a: 1 });
  });

  it('names the credential problem on a bad key (401), and continues on failure with the message', async () => {
    const failed = await runOpenAi({
      version: 1.8,
      key: 'bad-key',
      parameters: { modelId: model, messages: { values: [{ content: 'hi' }] } },
    });
    expect(failed.error?.message).toBe('Authorization failed - please check your credentials');
    expect(String(failed.error?.description)).toContain('Incorrect API key');
    const continued = await runOpenAi({
      version: 1.8,
      key: 'bad-key',
      onError: 'continueRegularOutput',
      parameters: { modelId: model, messages: { values: [{ content: 'hi' }] } },
    });
    expect(continued.output).toEqual([
      { json: { error: 'Authorization failed - please check your credentials' }, pairedItem: { item: 0 } },
    ]);
  });

  it("words a rate limit as n8n's OpenAI node does", async () => {
    const { error } = await runOpenAi({
      version: 1.8,
      parameters: { modelId: model, messages: { values: [{ content: '@status(429, always)' }] } },
    });
    expect(error?.message).toBe('OpenAI: Rate limit reached');
  });
});

describe('OpenAI node 2.x: Message a Model (Responses API)', () => {
  it('answers function calls with the connected tool and returns the messages', async () => {
    const { output, requests } = await runOpenAi({
      version: 2.1,
      tool: true,
      parameters: {
        modelId: model,
        responses: { values: [{ type: 'text', content: '@tool(Upper, {"text":"abc"})' }] },
        builtInTools: {},
        options: {},
      },
    });
    expect(requests.map((r) => r.path)).toEqual(['/v1/responses', '/v1/responses']);
    const first = requests[0]!.body as { tools: Array<Record<string, unknown>> };
    expect(first.tools).toEqual([
      {
        type: 'function',
        name: 'Upper',
        description: 'Upper-cases a text',
        strict: true,
        parameters: {
          type: 'object',
          properties: { text: { type: 'string', description: 'the text' } },
          required: ['text'],
          additionalProperties: false,
          $schema: 'http://json-schema.org/draft-07/schema#',
        },
      },
    ]);
    const input = (requests[1]!.body as { input: Array<{ type?: string; output?: string }> }).input;
    expect(input.map((x) => x.type ?? 'message')).toEqual(['message', 'function_call', 'function_call_output']);
    expect(input[2]!.output).toContain('ABC');
    const messages = (output[0]!.json as { output: Array<{ content: Array<{ text: string }> }> }).output;
    expect(messages[0]!.content[0]!.text).toContain('Tools said:');
  });

  it('sends built-in tools and the text format, and parses JSON output', async () => {
    const { output, requests } = await runOpenAi({
      version: 2.1,
      parameters: {
        modelId: model,
        responses: { values: [{ content: '@json({"ok":true})' }] },
        builtInTools: {
          webSearch: { searchContextSize: 'low', allowedDomains: 'a.com, b.com' },
          codeInterpreter: true,
        },
        options: { textFormat: { textOptions: { type: 'json_object' } }, maxTokens: 50, store: false },
      },
    });
    const body = requests[0]!.body as Record<string, unknown>;
    expect(body.tools).toEqual([
      { type: 'web_search', search_context_size: 'low', filters: { allowed_domains: ['a.com', 'b.com'] } },
      { type: 'code_interpreter', container: { type: 'auto' } },
    ]);
    expect(body).toMatchObject({ max_output_tokens: 50, store: false, text: { format: { type: 'json_object' } } });
    expect((body.input as Array<{ role: string }>)[0]).toEqual({
      role: 'system',
      content: [{ type: 'input_text', text: 'You are a helpful assistant designed to output JSON.' }],
    });
    const messages = (output[0]!.json as { output: Array<{ content: Array<{ text: unknown }> }> }).output;
    expect(messages[0]!.content[0]!.text).toEqual({ ok: true });
  });
});

const PNG_B64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('OpenAI node: images and audio', () => {
  it('analyzes an image from a binary file (1.8, Chat Completions) and simplifies the answer', async () => {
    const { output, requests } = await runOpenAi({
      version: 1.8,
      input: `return [{ json: {}, binary: { pic: { data: '${PNG_B64}', mimeType: 'image/png', fileName: 'a.png' } } }];`,
      parameters: {
        resource: 'image',
        operation: 'analyze',
        modelId: model,
        inputType: 'base64',
        binaryPropertyName: 'pic',
        text: 'Describe',
        options: { detail: 'low' },
      },
    });
    expect(requests[0]!.body).toEqual({
      model: 'gpt-4o-mini',
      max_tokens: 300,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Describe' },
            { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG_B64}`, detail: 'low' } },
          ],
        },
      ],
    });
    expect(output[0]!.json).toEqual({ content: 'Echo: Describe' });
  });

  it('refuses to analyze an item without the binary file, naming it', async () => {
    const { error } = await runOpenAi({
      version: 2.1,
      parameters: {
        resource: 'image',
        operation: 'analyze',
        modelId: model,
        inputType: 'base64',
        binaryPropertyName: 'pic',
      },
    });
    expect(error?.message).toContain("binary file 'pic'");
  });

  it('answers image URLs when asked instead of files', async () => {
    const { output, requests } = await runOpenAi({
      version: 2.1,
      parameters: { resource: 'image', model: 'dall-e-2', prompt: 'A fox', options: { returnImageUrls: true, n: 2 } },
    });
    expect(requests[0]!.body).toEqual({ prompt: 'A fox', model: 'dall-e-2', response_format: 'url', n: 2 });
    expect(output).toHaveLength(2);
    expect(String((output[0]!.json as { url: string }).url)).toMatch(/^http/);
  });

  it('translates a recording (multipart with whisper-1 and the file)', async () => {
    const { output, requests } = await runOpenAi({
      version: 2.1,
      input:
        "return [{ json: {}, binary: { data: { data: Buffer.from('bonjour tout le monde').toString('base64'), mimeType: 'audio/mpeg', fileName: 'fr.mp3' } } }];",
      parameters: { resource: 'audio', operation: 'translate', options: { temperature: 0.3 } },
    });
    expect(requests[0]!.path).toBe('/v1/audio/translations');
    expect(requests[0]!.body).toEqual({
      fields: { model: 'whisper-1', temperature: '0.3' },
      files: [{ field: 'file', filename: 'fr.mp3', contentType: 'audio/mpeg', size: 21 }],
    });
    expect(output[0]!.json).toMatchObject({ text: 'bonjour tout le monde' });
  });

  it('stores generated speech under the output property chosen', async () => {
    const { output } = await runOpenAi({
      version: 1.8,
      parameters: {
        resource: 'audio',
        input: 'Hi',
        voice: 'echo',
        options: { response_format: 'flac', binaryPropertyOutput: 'speech' },
      },
    });
    const item = output[0]!;
    expect(item.json).toMatchObject({
      mimeType: 'audio/flac',
      fileType: 'audio',
      fileExtension: 'flac',
      fileName: 'audio.flac',
    });
    expect(Buffer.from(item.binary!.speech!.data, 'base64').toString()).toBe('FAKEAUDIO:echo:Hi');
  });
});

describe("OpenAI node: the editor's model list", () => {
  it("lists the models of the credential's API upper-cased and sorted, narrowed by the filter", async () => {
    const { openAiListSearch, isChatListed } = await import('./search.js');
    const { defaultHttpRequest } = await import('@weft/engine');
    const httpRequest = defaultHttpRequest();
    const ctx = {
      getCredentials: async () => ({ apiKey: 'sk-test', url: `${fake.url}/v1` }),
      helpers: { httpRequest },
    } as unknown as import('@weft/workflow').NodeMethodContext;
    const all = await openAiListSearch.modelSearch!.call(ctx, ctx);
    expect(all.results.length).toBeGreaterThan(1);
    const names = all.results.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(all.results.every((r) => r.name === String(r.value).toUpperCase())).toBe(true);
    const some = await openAiListSearch.modelSearch!.call(ctx, ctx, 'mini');
    expect(some.results.length).toBeGreaterThan(0);
    expect(some.results.every((r) => String(r.value).includes('mini'))).toBe(true);
    expect(isChatListed('whisper-1', false)).toBe(false);
    expect(isChatListed('gpt-3.5-turbo-instruct', false)).toBe(false);
    expect(isChatListed('whisper-1', true)).toBe(true);
  });
});

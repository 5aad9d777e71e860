/**
 * The Anthropic node through the real engine against the loopback Anthropic fake
 * (test-fake/anthropic-vendor-fake.mjs): messages (options in the body, the headers and betas, a
 * connected tool answered and its result sent back, the iteration limit, merged text, binary and
 * URL attachments, an unsupported attachment), document and image analysis (URLs, stored files,
 * binary files), the Files API (upload from a binary field and a URL, list by page and all pages,
 * get, delete, a missing file), the prompt tools, errors (a wrong key, 429, continue on failure),
 * the editor's model list and the tool variant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, type NodeType, type Workflow, type WorkflowNode } from '@weft/workflow';
import { start, type AnthropicVendorSeed } from './test-fake/anthropic-vendor-fake.mjs';

type Fake = Awaited<ReturnType<typeof start>>;
let fake: Fake;
beforeAll(async () => {
  fake = await start(seed);
});
afterAll(() => fake?.close());

const b64 = (text: string) => Buffer.from(text).toString('base64');

const seed: AnthropicVendorSeed = {
  files: [
    {
      id: 'file_a',
      filename: 'a.pdf',
      mime_type: 'application/pdf',
      text: '%PDF a',
      created_at: '2025-01-01T00:00:00Z',
    },
    { id: 'file_b', filename: 'b.png', mime_type: 'image/png', text: 'PNG b', created_at: '2025-01-02T00:00:00Z' },
    { id: 'file_c', filename: 'c.txt', mime_type: 'text/plain', text: 'c', created_at: '2025-01-03T00:00:00Z' },
  ],
  web: {
    'doc.pdf': { type: 'application/pdf', text: '%PDF web' },
    'pic.png': { type: 'image/png; charset=binary', text: 'PNG web' },
    'notes.txt': { type: 'text/plain', text: 'plain' },
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
    return [[{ json: { upper: String(ctx.getNodeParameter('text', 0)).toUpperCase() } }]];
  },
};

const registry = createNodeTypeRegistry([...builtinNodeTypes, testTool]);

interface Setup {
  parameters: WorkflowNode['parameters'];
  input?: string;
  tool?: boolean;
  /** Connects Anthropic's own tool variant (Generate Prompt, its task from the model). */
  variant?: boolean;
  key?: string;
  onError?: string;
}

/** Runs Start → Input (Code) → Anthropic (with the tool); the node's output, the error and the requests sent. */
async function runNode(setup: Setup) {
  const nodes = [
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
      name: 'Anthropic',
      type: '@n8n/n8n-nodes-langchain.anthropic',
      typeVersion: 1,
      position: [400, 0],
      parameters: setup.parameters,
      credentials: { anthropicApi: { id: 'c', name: 'Anthropic' } },
      ...(setup.onError ? { onError: setup.onError } : {}),
    },
  ] as WorkflowNode[];
  const connections: Workflow['connections'] = {
    Start: { main: [[{ node: 'Input', type: 'main', index: 0 }]] },
    Input: { main: [[{ node: 'Anthropic', type: 'main', index: 0 }]] },
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
    connections.Upper = { ai_tool: [[{ node: 'Anthropic', type: 'ai_tool', index: 0 }]] };
  }
  if (setup.variant) {
    nodes.push({
      id: '5',
      name: 'Generate Prompt',
      type: '@n8n/n8n-nodes-langchain.anthropicTool',
      typeVersion: 1,
      position: [600, 200],
      parameters: {
        resource: 'prompt',
        task: "={{ $fromAI('task', 'What the prompt is for', 'string') }}",
        descriptionType: 'manual',
        toolDescription: 'Writes a prompt for a task',
      },
      credentials: { anthropicApi: { id: 'c', name: 'Anthropic' } },
    });
    connections['Generate Prompt'] = { ai_tool: [[{ node: 'Anthropic', type: 'ai_tool', index: 0 }]] };
  }
  const before = fake.state.requests.length;
  const result = await runWorkflow({
    workflow: { name: 'anthropic', nodes, connections, settings: { executionOrder: 'v1' } },
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => ({ apiKey: setup.key ?? 'sk-ant-test', url: fake.url }) },
  });
  return {
    output: result.data.resultData.runData.Anthropic?.[0]?.data?.main?.[0] ?? [],
    error: result.data.resultData.error,
    requests: fake.state.requests.slice(before),
    toolRuns: result.data.resultData.runData.Upper ?? [],
  };
}

const model = { __rl: true, mode: 'list', value: 'claude-sonnet-4-5-20250929' };
const message = (content: string, extra: Record<string, unknown> = {}) => ({
  resource: 'text',
  operation: 'message',
  modelId: model,
  messages: { values: [{ content, role: 'user' }] },
  ...extra,
});

describe('Anthropic: Message a Model', () => {
  it('sends the messages and options with the version, betas and key; answers the content', async () => {
    const { output, requests, error } = await runNode({
      parameters: message('Hello there', {
        options: {
          system: 'Be brief',
          temperature: 0.5,
          topP: 0.3,
          topK: 7,
          maxTokens: 50,
          includeMergedResponse: true,
        },
      }),
    });
    expect(error).toBeUndefined();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers['anthropic-version']).toBe('2023-06-01');
    expect(requests[0]!.headers['anthropic-beta']).toBe('files-api-2025-04-14');
    expect(requests[0]!.headers['x-api-key']).toBe('sk-ant-test');
    expect(requests[0]!.body).toEqual({
      model: 'claude-sonnet-4-5-20250929',
      messages: [{ content: 'Hello there', role: 'user' }],
      tools: [],
      max_tokens: 50,
      system: 'Be brief',
      temperature: 0.5,
      top_p: 0.3,
      top_k: 7,
    });
    expect(output.map((i) => [i.json, i.pairedItem])).toEqual([
      [{ content: [{ type: 'text', text: 'Echo: Hello there' }], merged_response: 'Echo: Hello there' }, { item: 0 }],
    ]);
  });

  it('gives the whole answer when not simplified, one per item', async () => {
    const { output } = await runNode({
      input: 'return [{ json: { q: "one" } }, { json: { q: "two" } }];',
      parameters: message('={{ $json.q }}', { simplify: false }),
    });
    expect(output).toHaveLength(2);
    expect(output[1]!.json).toMatchObject({
      type: 'message',
      role: 'assistant',
      content: [{ type: 'text', text: 'Echo: two' }],
      stop_reason: 'end_turn',
    });
    expect(output[1]!.pairedItem).toEqual({ item: 1 });
  });

  it("answers the connected tool's calls and sends the results back", async () => {
    const { output, requests, toolRuns } = await runNode({
      tool: true,
      parameters: message('@tool(Upper, {"text":"hi there"}) @final(done)'),
    });
    expect(requests).toHaveLength(2);
    expect(requests[0]!.body.tools).toEqual([
      {
        type: 'custom',
        name: 'Upper',
        description: 'Upper-cases a text',
        input_schema: {
          type: 'object',
          properties: { text: { type: 'string', description: 'the text' } },
          required: ['text'],
          additionalProperties: false,
          $schema: 'http://json-schema.org/draft-07/schema#',
        },
      },
    ]);
    const second = requests[1]!.body.messages as Array<{ role: string; content: any }>;
    expect(second.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(second[2]!.content[0]).toMatchObject({ type: 'tool_result', tool_use_id: second[1]!.content[0].id });
    expect(String(second[2]!.content[0].content)).toContain('HI THERE');
    expect(toolRuns).toHaveLength(1);
    expect(output[0]!.json).toEqual({ content: [{ type: 'text', text: 'done' }] });
  });

  it('stops after Max Tool Calls Iterations rounds with the last answer', async () => {
    const { output, requests } = await runNode({
      tool: true,
      parameters: message('@loop @tool(Upper, {"text":"x"})', { options: { maxToolsIterations: 2 } }),
    });
    expect(requests).toHaveLength(3);
    expect((output[0]!.json.content as Array<{ type: string }>)[0]!.type).toBe('tool_use');
  });

  it('adds code execution and web search tools with their betas', async () => {
    const { requests } = await runNode({
      parameters: message('Hi', {
        options: { codeExecution: true, webSearch: true, maxUses: 2, allowedDomains: 'a.com, b.org' },
      }),
    });
    expect(requests[0]!.headers['anthropic-beta']).toBe('files-api-2025-04-14,code-execution-2025-05-22');
    expect(requests[0]!.body.tools).toEqual([
      { type: 'code_execution_20250522', name: 'code_execution' },
      { type: 'web_search_20250305', name: 'web_search', max_uses: 2, allowed_domains: ['a.com', 'b.org'] },
    ]);
  });

  it('attaches binary images and PDFs as base64 blocks and refuses other types', async () => {
    const input = `return [{ json: {}, binary: {
      img: { data: '${b64('PNG!')}', mimeType: 'image/png', fileName: 'p.png' },
      doc: { data: '${b64('%PDF')}', mimeType: 'application/pdf', fileName: 'd.pdf' } } }];`;
    const { output, requests } = await runNode({
      input,
      parameters: message('Look', {
        addAttachments: true,
        attachmentsInputType: 'binary',
        binaryPropertyName: 'img, doc',
      }),
    });
    expect(requests[0]!.body.messages[1]).toEqual({
      role: 'user',
      content: [
        { type: 'image', source: { type: 'base64', media_type: 'image/png', data: b64('PNG!') } },
        { type: 'document', source: { type: 'base64', media_type: 'application/pdf', data: b64('%PDF') } },
      ],
    });
    expect(String((output[0]!.json.content as Array<{ text: string }>)[0]!.text)).toContain(
      'image image/png of 4 bytes',
    );
    const bad = await runNode({
      input: `return [{ json: {}, binary: { data: { data: '${b64('x')}', mimeType: 'text/plain' } } }];`,
      parameters: message('Look', { addAttachments: true, attachmentsInputType: 'binary' }),
      onError: 'continueRegularOutput',
    });
    expect(bad.output[0]!.json).toEqual({
      error: 'Unsupported file type: text/plain. Only images and PDFs are supported.',
    });
  });

  it("attaches URLs by their HEAD's type and stored files by their metadata", async () => {
    const { requests } = await runNode({
      parameters: message('Look', {
        addAttachments: true,
        attachmentsUrls: `${fake.url}/web/pic.png, ${fake.url}/v1/files/file_a`,
      }),
    });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/files/file_a', 'POST /v1/messages']);
    expect(requests[1]!.body.messages[1].content).toEqual([
      { type: 'image', source: { type: 'url', url: `${fake.url}/web/pic.png` } },
      { type: 'document', source: { type: 'file', file_id: 'file_a' } },
    ]);
  });

  it('uploads attachments for code execution as container uploads', async () => {
    const { requests } = await runNode({
      parameters: message('Run', {
        addAttachments: true,
        attachmentsUrls: `${fake.url}/web/notes.txt, ${fake.url}/v1/files/file_c`,
        options: { codeExecution: true },
      }),
    });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/files', 'POST /v1/messages']);
    const content = requests[1]!.body.messages[1].content as Array<{ type: string; file_id: string }>;
    expect(content.map((c) => c.type)).toEqual(['container_upload', 'container_upload']);
    expect(content[1]!.file_id).toBe('file_c');
  });
});

describe('Anthropic: Analyze Document and Image', () => {
  it('sends document URLs and stored files with the question', async () => {
    const { output, requests } = await runNode({
      parameters: {
        resource: 'document',
        operation: 'analyze',
        modelId: model,
        documentUrls: `https://example.com/x.pdf, ${fake.url}/v1/files/file_a`,
        options: { maxTokens: 99 },
      },
    });
    expect(requests[0]!.body).toEqual({
      model: 'claude-sonnet-4-5-20250929',
      max_tokens: 99,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'document', source: { type: 'url', url: 'https://example.com/x.pdf' } },
            { type: 'document', source: { type: 'file', file_id: 'file_a' } },
            { type: 'text', text: "What's in this document?" },
          ],
        },
      ],
    });
    expect(Object.keys(output[0]!.json)).toEqual(['content']);
  });

  it('sends binary images as base64, the whole answer when not simplified', async () => {
    const { output, requests } = await runNode({
      input: `return [{ json: {}, binary: { data: { data: '${b64('PNG')}', mimeType: 'image/png' } } }];`,
      parameters: { resource: 'image', operation: 'analyze', modelId: model, inputType: 'binary', simplify: false },
    });
    expect(requests[0]!.body.messages[0].content[0]).toEqual({
      type: 'image',
      source: { type: 'base64', media_type: 'image/png', data: b64('PNG') },
    });
    expect(requests[0]!.body.max_tokens).toBe(1024);
    expect(output[0]!.json).toMatchObject({ type: 'message', stop_reason: 'end_turn' });
  });
});

describe('Anthropic: Files', () => {
  it('uploads a binary field and a URL, with the name and the file URL', async () => {
    const up = await runNode({
      input: `return [{ json: {}, binary: { data: { data: '${b64('hello')}', mimeType: 'text/plain', fileName: 'h.txt' } } }];`,
      parameters: { resource: 'file', operation: 'upload', inputType: 'binary', options: { fileName: 'hello.txt' } },
    });
    const file = up.output[0]!.json;
    expect(file).toMatchObject({ type: 'file', filename: 'hello.txt', mime_type: 'text/plain', size_bytes: 5 });
    expect(file.url).toBe(`${fake.url}/v1/files/${String(file.id)}`);
    const fromUrl = await runNode({
      parameters: { resource: 'file', operation: 'upload', fileUrl: `${fake.url}/web/doc.pdf` },
    });
    expect(fromUrl.output[0]!.json).toMatchObject({ filename: 'file', mime_type: 'application/pdf', size_bytes: 8 });
  });

  it('lists a page up to the limit, or every page', async () => {
    const page = await runNode({ parameters: { resource: 'file', operation: 'list', limit: 2 } });
    expect(page.requests[0]!.query).toEqual({ limit: '2' });
    expect(page.output).toHaveLength(2);
    expect(page.output[0]!.json.url).toBe(`${fake.url}/v1/files/${String(page.output[0]!.json.id)}`);
    const all = await runNode({ parameters: { resource: 'file', operation: 'list', returnAll: true } });
    expect(all.requests[0]!.query).toEqual({ limit: '1000' });
    expect(all.output.map((i) => i.json.id)).toEqual([...fake.state.files.values()].map((f) => f.meta.id).reverse());
  });

  it('gets and deletes a file; a missing file is a 404', async () => {
    const got = await runNode({ parameters: { resource: 'file', operation: 'get', fileId: 'file_b' } });
    expect(got.output[0]!.json).toMatchObject({ id: 'file_b', filename: 'b.png', url: `${fake.url}/v1/files/file_b` });
    const gone = await runNode({ parameters: { resource: 'file', operation: 'deleteFile', fileId: 'file_b' } });
    expect(gone.output[0]!.json).toEqual({ id: 'file_b', type: 'file_deleted' });
    const missing = await runNode({
      parameters: { resource: 'file', operation: 'get', fileId: 'file_b' },
      onError: 'continueRegularOutput',
    });
    expect(missing.output[0]!.json).toEqual({ error: 'The resource you are requesting could not be found' });
  });
});

describe('Anthropic: Prompt tools', () => {
  it('generates, improves and templatizes with the prompt-tools beta', async () => {
    const gen = await runNode({ parameters: { resource: 'prompt', operation: 'generate', task: 'a chef' } });
    expect(gen.requests[0]!.headers['anthropic-beta']).toBe('files-api-2025-04-14,prompt-tools-2025-04-02');
    expect(gen.requests[0]!.body).toEqual({ task: 'a chef' });
    expect(Object.keys(gen.output[0]!.json)).toEqual(['messages', 'system']);
    const imp = await runNode({
      parameters: {
        resource: 'prompt',
        operation: 'improve',
        messages: { values: [{ content: 'Cook', role: 'user' }] },
        options: { feedback: 'shorter' },
        simplify: false,
      },
    });
    expect(imp.requests[0]!.body).toEqual({ messages: [{ content: 'Cook', role: 'user' }], feedback: 'shorter' });
    expect(imp.output[0]!.json).toHaveProperty('usage');
    const tpl = await runNode({
      parameters: {
        resource: 'prompt',
        operation: 'templatize',
        messages: { values: [{ content: 'Translate hello', role: 'user' }] },
      },
    });
    expect(tpl.output[0]!.json.variable_values).toEqual({ VALUE_1: 'hello' });
  });
});

describe('Anthropic: errors', () => {
  it("stops on a wrong key with n8n's message, or gives an error item under Continue", async () => {
    const stop = await runNode({ key: 'wrong', parameters: message('Hi') });
    expect(stop.error?.message).toBe('Authorization failed - please check your credentials');
    const go = await runNode({ key: 'wrong', parameters: message('Hi'), onError: 'continueRegularOutput' });
    expect(go.output[0]!.json).toEqual({ error: 'Authorization failed - please check your credentials' });
  });

  it('does not retry a 429', async () => {
    const { error, requests } = await runNode({ parameters: message('@status(429, always)') });
    expect(requests).toHaveLength(1);
    expect(error?.message).toBe('The service is receiving too many requests from you');
  });
});

describe('Anthropic: registration', () => {
  it("lists the account's models for the editor, narrowed by the filter", async () => {
    const { anthropicListSearch } = await import('./search.js');
    const { defaultHttpRequest } = await import('@weft/engine');
    const ctx = {
      getCredentials: async () => ({ apiKey: 'sk-ant-test', url: fake.url }),
      getNode: () => ({ name: 'Anthropic' }),
      helpers: { httpRequest: defaultHttpRequest() },
    } as unknown as import('@weft/workflow').NodeMethodContext;
    const all = await anthropicListSearch.modelSearch!.call(ctx, ctx);
    expect(all.results.length).toBeGreaterThan(1);
    const some = await anthropicListSearch.modelSearch!.call(ctx, ctx, 'HAIKU');
    expect(some.results).toEqual([{ name: 'claude-3-5-haiku-20241022', value: 'claude-3-5-haiku-20241022' }]);
  });

  it('runs its tool variant as a tool of the message operation', async () => {
    const { output, requests } = await runNode({
      variant: true,
      parameters: message('@tool(Generate_Prompt, {"task":"a travel planner"})'),
    });
    expect(requests.map((r) => r.path)).toEqual(['/v1/messages', '/v1/experimental/generate_prompt', '/v1/messages']);
    expect(requests[0]!.body.tools[0]).toMatchObject({
      name: 'Generate_Prompt',
      description: 'Writes a prompt for a task',
    });
    expect(requests[1]!.body).toEqual({ task: 'a travel planner' });
    expect(String((output[0]!.json.content as Array<{ text: string }>)[0]!.text)).toContain('a travel planner');
  });

  it('has a tool variant on an ai_tool output', () => {
    const tool = builtinNodeTypes.find((t) => t.description.name === '@n8n/n8n-nodes-langchain.anthropicTool');
    expect(tool?.description.version).toBe(1);
    expect(tool?.description.outputs).toEqual(['ai_tool']);
  });
});

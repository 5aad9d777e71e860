/**
 * Airtop 1 and 1.1 against the loopback Airtop fake (test-fake/airtop-fake.mjs), in workflows as n8n
 * stores them: each operation's requests (method, path, query, body, the API key headers) and the
 * items it answers, sessions created and terminated around extractions, paging of files, the event
 * stream, Airtop's refusals as node errors, continue-on-fail, 429 retries, the node's own checks,
 * the tool variant's answers and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeType } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { connectedTools } from '../shared/ai/node-tool.js';
import { airtopUrl } from './api.js';
import { cleanForTool } from './execute.js';
import { KEY, SCREENSHOT_BASE64, start, type AirtopFake, type AirtopSeed } from './test-fake/airtop-fake.mjs';

// A node that calls its connected tool once with the arguments it is given, as an agent would.
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
    const [tool] = await connectedTools(ctx, 0);
    return [[{ json: { answer: (await tool!.invoke({ question: 'What is sold?' })) as string } }]];
  },
};
const registry = createNodeTypeRegistry([...builtinNodeTypes, probe]);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: AirtopFake;
const S1 = '00000000-0000-4000-8000-000000000001';
const W1 = 'window-0002';
const SEED: AirtopSeed = { sessions: [{ windows: [{ url: 'https://weft.example/' }] }] };

async function restart(seed: AirtopSeed = SEED) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_AIRTOP_API_URL = server.url;
}
beforeEach(async () => {
  await restart();
  process.env.WEFT_AIRTOP_RETRY_BASE_MS = '1';
  process.env.WEFT_AIRTOP_POLL_MS = '1';
});
afterAll(async () => {
  for (const name of ['WEFT_AIRTOP_API_URL', 'WEFT_AIRTOP_RETRY_BASE_MS', 'WEFT_AIRTOP_POLL_MS'])
    delete process.env[name];
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; key?: string; version?: number } = {},
) {
  const node: Record<string, unknown> = {
    id: 'a1',
    name: 'Airtop',
    type: 'n8n-nodes-base.airtop',
    typeVersion: options.version ?? 1,
    position: [0, 0],
    parameters,
    credentials: { airtopApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'airtop test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Airtop',
    startItems: options.items ?? [{ json: { sessionId: S1, windowId: W1 } }],
    services: { getCredentials: async () => ({ apiKey: options.key ?? KEY }) },
  });
  const items = result.data.resultData.runData.Airtop?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const route = () => calls().map((c) => `${c.method} ${c.path}`);

describe('Airtop registration', () => {
  it('registers Airtop 1 and 1.1, airtopTool and the airtopApi credential (bearer token and api-key)', () => {
    expect(registry.versions?.('n8n-nodes-base.airtop')).toEqual([1, 1.1]);
    expect(registry.versions?.('n8n-nodes-base.airtopTool')).toEqual([1, 1.1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'airtopApi')!;
    expect(cred.properties.map((p) => p.name)).toEqual(['apiKey']);
    expect(cred.authenticate?.({ apiKey: 'k' }, { url: 'x', headers: {} }).headers).toEqual({
      Authorization: 'Bearer k',
      'api-key': 'k',
    });
  });

  it('moves only api.airtop.ai to the test origin', () => {
    expect(airtopUrl('/sessions')).toBe(`${server!.url}/api/v1/sessions`);
    expect(airtopUrl('https://api.airtop.ai/api/hooks/agents/a/webhooks/b')).toBe(
      `${server!.url}/api/hooks/agents/a/webhooks/b`,
    );
    expect(airtopUrl('https://files.example/x')).toBe('https://files.example/x');
  });
});

describe('Airtop sessions and windows', () => {
  it('creates a session with its configuration, the SDK headers and the key, and saves the profile on termination', async () => {
    const { json, error } = await run({
      profileName: 'p-1',
      saveProfileOnTermination: true,
      proxy: 'proxyUrl',
      proxyUrl: ' http://proxy.weft.example ',
      additionalFields: { extensionIds: 'a, b' },
    });
    expect(error).toBeUndefined();
    expect(route()).toEqual([
      'POST /api/v1/sessions',
      'PUT /api/v1/sessions/00000000-0000-4000-8000-000000000004/save-profile-on-termination/p-1',
    ]);
    expect(calls()[0]).toMatchObject({ authorization: `Bearer ${KEY}`, apiKey: KEY, sdk: 'n8n' });
    expect(calls()[0]!.body).toEqual({
      configuration: {
        profileName: 'p-1',
        timeoutMinutes: 10,
        proxy: 'http://proxy.weft.example',
        solveCaptcha: false,
        record: false,
        extensionIds: ['a', 'b'],
      },
    });
    expect(json[0]).toMatchObject({ sessionId: '00000000-0000-4000-8000-000000000004', data: { status: 'running' } });
  });

  it('opens a window and reads its live view with the options as query', async () => {
    const { json } = await run({
      resource: 'window',
      url: 'https://weft.example/a',
      getLiveView: true,
      screenResolution: '800x600',
      disableResize: true,
      additionalFields: {},
    });
    expect(route()).toEqual([`POST /api/v1/sessions/${S1}/windows`, `GET /api/v1/sessions/${S1}/windows/window-0004`]);
    expect(calls()[1]!.query).toEqual({ screenResolution: '800x600', disableResize: 'true' });
    expect(json[0]).toMatchObject({
      sessionId: S1,
      windowId: 'window-0004',
      data: { liveViewUrl: expect.stringContaining('screenResolution=800x600') },
    });
  });

  it('gives a screenshot as a data URL or as binary', async () => {
    expect((await run({ resource: 'window', operation: 'takeScreenshot' })).json).toEqual([
      { sessionId: S1, windowId: W1, image: `data:image/jpeg;base64,${SCREENSHOT_BASE64}` },
    ]);
    const binary = await run({ resource: 'window', operation: 'takeScreenshot', outputImageAsBinary: true });
    expect(binary.json).toEqual([{ sessionId: S1, windowId: W1, image: '' }]);
    expect(binary.items[0]!.binary?.data).toMatchObject({ fileName: 'screenshot.jpg', mimeType: 'image/jpeg' });
  });

  it("waits for a finished download on the session's event stream", async () => {
    await restart({ sessions: [{}], downloads: [{ session: 0, fileName: 'r.pdf' }] });
    const { json } = await run({ operation: 'waitForDownload' });
    expect(route()).toEqual([`GET /api/v1/sessions/${S1}/events`]);
    expect(json).toEqual([
      {
        sessionId: S1,
        data: {
          fileId: '00000000-0000-4000-8000-000000000002',
          downloadUrl: 'https://api.airtop.ai/downloads/00000000-0000-4000-8000-000000000002',
        },
      },
    ]);
  });
});

describe('Airtop extraction and interaction', () => {
  it('runs a query in a new session and terminates it afterwards', async () => {
    const { json } = await run(
      {
        resource: 'extraction',
        operation: 'query',
        sessionMode: 'new',
        url: 'https://weft.example/x',
        prompt: 'Title?',
        additionalFields: {},
      },
      { version: 1.1 },
    );
    expect(route()).toEqual([
      'POST /api/v1/sessions',
      'POST /api/v1/sessions/00000000-0000-4000-8000-000000000004/windows',
      'POST /api/v1/sessions/00000000-0000-4000-8000-000000000004/windows/window-0006/page-query',
      'DELETE /api/v1/sessions/00000000-0000-4000-8000-000000000004',
    ]);
    expect(calls()[0]!.body).toEqual({ configuration: { profileName: '' } });
    expect(calls()[2]!.body).toEqual({
      prompt: 'Title?',
      configuration: { experimental: { includeVisualAnalysis: 'disabled' } },
    });
    expect(json[0]).toMatchObject({
      data: { modelResponse: 'The page https://weft.example/x answers: Title?' },
      errors: null,
      warnings: null,
    });
    expect(json[0]!.sessionId).toBeUndefined();
  });

  it('terminates the session when the request fails, and refuses an answer that is not JSON', async () => {
    const failed = await run(
      { resource: 'extraction', operation: 'query', prompt: 'x', additionalFields: {} },
      { items: [{ json: { sessionId: S1, windowId: 'window-0099' } }] },
    );
    expect(failed.error?.message).toBe('The resource you are requesting could not be found');
    expect(route()).toEqual([
      `POST /api/v1/sessions/${S1}/windows/window-0099/page-query`,
      `DELETE /api/v1/sessions/${S1}`,
    ]);
    await restart({ ...SEED, answers: { x: 'not json' } });
    const bad = await run({
      resource: 'extraction',
      operation: 'query',
      prompt: 'x',
      additionalFields: { outputSchema: '{}', parseJsonOutput: true },
    });
    expect(bad.error?.message).toBe('Output is not a valid JSON');
  });

  it('clicks with the visual scope and the navigation wait, and scrolls by amounts', async () => {
    await run({
      resource: 'interaction',
      elementDescription: 'Go',
      clickType: 'click',
      additionalFields: { visualScope: 'page', waitForNavigation: 'load' },
    });
    expect(calls()[0]!.body).toEqual({
      elementDescription: 'Go',
      configuration: {
        clickType: 'click',
        visualAnalysis: { scope: 'page' },
        waitForNavigationConfig: { waitUntil: 'load' },
      },
      waitForNavigation: true,
    });
    await run({
      resource: 'interaction',
      operation: 'scroll',
      scrollingMode: 'manual',
      scrollBy: { scrollValues: { yAxis: '10px' } },
      additionalFields: {},
    });
    expect(calls()[1]!.body).toEqual({ scrollToEdge: {}, scrollBy: { xAxis: '', yAxis: '10px' }, configuration: {} });
    expect(
      (await run({ resource: 'interaction', operation: 'scroll', scrollingMode: 'manual', additionalFields: {} })).error
        ?.message,
    ).toBe("Please fill any of the 'Scroll To Edge' or 'Scroll By' parameters");
    expect(
      (
        await run({
          resource: 'interaction',
          operation: 'scroll',
          scrollingMode: 'manual',
          scrollBy: { scrollValues: { xAxis: 'far' } },
          additionalFields: {},
        })
      ).error?.message,
    ).toMatch(/'Scroll By' amount/);
  });
});

describe('Airtop files and agents', () => {
  it('reads every file 100 at a time while Airtop says there are more', async () => {
    await restart({ files: Array.from({ length: 150 }, (_, k) => ({ fileName: `f${k}.txt` })) });
    const { json } = await run({ resource: 'file', returnAll: true });
    expect(calls().map((c) => c.query)).toEqual([
      { offset: '0', limit: '100', sessionIds: '' },
      { offset: '100', limit: '100', sessionIds: '' },
    ]);
    expect(json[0]!.data.files).toHaveLength(150);
    expect(json[0]!.data.pagination).toEqual({ hasMore: false });
  });

  it('starts an agent and looks at its result until it answers', async () => {
    const { json } = await run({
      resource: 'agent',
      webhookUrl: 'https://api.airtop.ai/api/hooks/agents/ag/webhooks/h',
      agentParameters: '{"q":1}',
    });
    expect(route()).toEqual([
      'POST /api/hooks/agents/ag/webhooks/h',
      'GET /api/hooks/agents/ag/invocations/invocation-0004/result',
    ]);
    expect(json).toEqual([{ invocationId: 'invocation-0004', status: 'completed', output: { received: { q: 1 } } }]);
    expect(
      (await run({ resource: 'agent', webhookUrl: 'https://weft.example/hook', agentParameters: '{}' })).error?.message,
    ).toMatch(/Invalid agent webhook URL/);
  });
});

describe('Airtop errors', () => {
  it('refuses a wrong key (401) and an unknown session (404)', async () => {
    expect((await run({ operation: 'terminate' }, { key: 'wrong' })).error?.message).toMatch(/Authorization failed/);
    expect(calls()[0]).toMatchObject({ authorization: 'Bearer wrong', apiKey: 'wrong' });
    const missing = await run({ operation: 'terminate', sessionId: 'nope' });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
  });

  it('checks its parameters before calling', async () => {
    expect((await run({ profileName: 'bad name' })).error?.message).toBe(
      "'Profile Name' should only contain letters, numbers and dashes",
    );
    expect((await run({ timeoutMinutes: 0 })).error?.message).toBe('Timeout must be between 1 and 10080 minutes');
    expect((await run({ resource: 'window', operation: 'close', windowId: ' ' })).error?.message).toBe(
      "Please fill the 'Window ID' parameter",
    );
    expect(calls()).toHaveLength(0);
  });

  it('gives { error } for a failing first item with Continue On Fail', async () => {
    const { json } = await run(
      { resource: 'window', operation: 'list' },
      { onError: 'continueRegularOutput', items: [{ json: { sessionId: 'nope' } }, { json: { sessionId: S1 } }] },
    );
    expect(json[0]).toEqual({ error: 'The resource you are requesting could not be found' });
    expect(json[1]).toMatchObject({ sessionId: S1, data: { windows: [{ windowId: W1 }] } });
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    const { json } = await run({ resource: 'window', operation: 'list' });
    expect(calls()).toHaveLength(2);
    expect(json[0]).toMatchObject({ sessionId: S1 });
  });
});

describe('Airtop as a tool', () => {
  it("answers the model the error, the parsed output, the model's answer or the data", () => {
    expect(
      cleanForTool([
        { json: { errors: [{ message: 'no' }] } },
        { json: { output: { a: 1 } } },
        { json: { data: { modelResponse: 'hi' } } },
        { json: { data: { windowId: 'w' } } },
      ]).map((i) => i.json),
    ).toEqual([{ output: 'Error: no' }, { a: 1 }, { output: 'hi' }, { output: { windowId: 'w' } }]);
  });
});

describe('Airtop Tool through the engine', () => {
  it("asks the page the model's question and answers it the model's answer only", async () => {
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
        { id: '2', name: 'Probe', type: 'test.probe', typeVersion: 1, position: [200, 0], parameters: {} },
        {
          id: '3',
          name: 'Ask page',
          type: 'n8n-nodes-base.airtopTool',
          typeVersion: 1.1,
          position: [200, 200],
          credentials: { airtopApi: { id: 'c', name: 'c' } },
          parameters: {
            resource: 'extraction',
            operation: 'query',
            sessionId: S1,
            windowId: W1,
            prompt: "={{ $fromAI('question') }}",
            additionalFields: {},
          },
        },
      ],
      connections: {
        Start: { main: [[{ node: 'Probe', type: 'main', index: 0 }]] },
        'Ask page': { ai_tool: [[{ node: 'Probe', type: 'ai_tool', index: 0 }]] },
      },
    });
    const result = await runWorkflow({
      workflow,
      nodeTypes: registry,
      mode: 'manual',
      timezone: 'UTC',
      services: { getCredentials: async () => ({ apiKey: KEY }) },
    });
    expect(result.data.resultData.error).toBeUndefined();
    expect(calls()[0]!.body.prompt).toBe('What is sold?');
    const answer = result.data.resultData.runData.Probe![0]!.data!.main![0]![0]!.json.answer as string;
    expect(JSON.parse(answer)).toEqual([{ output: 'The page https://weft.example/ answers: What is sold?' }]);
  });
});

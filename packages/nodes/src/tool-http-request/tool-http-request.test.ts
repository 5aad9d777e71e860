/**
 * The HTTP Request Tool through the engine: a probe root node invokes the tool the node supplies
 * (as an agent would) against a loopback server that echoes what it got, so placeholders, fixed
 * values, JSON texts, whole objects by the model, authentication, response optimizing, errors
 * answered to the model, each call's run, and the outgoing-request guard are checked for real.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type NodeType, type WorkflowNode } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { connectedTools } from '../shared/ai/node-tool.js';
import { startAiFake } from '../../test/ai-fake/server.mjs';

/** Invokes the connected tool with the `args` parameter (JSON) and answers what the tool said. */
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
    const args = JSON.parse((ctx.getNode().parameters as { args: string }).args) as unknown;
    const answer = await tool!.invoke(args as never);
    return [
      [
        {
          json: {
            answer: answer as string,
            name: tool!.name,
            description: tool!.description,
            schema: JSON.stringify(
              (tool as unknown as { schema?: { shape?: object } }).schema?.shape
                ? Object.keys((tool as unknown as { schema: { shape: object } }).schema.shape)
                : null,
            ),
          },
        },
      ],
    ];
  },
};
const registry = createNodeTypeRegistry([...builtinNodeTypes, probe]);

let server: Server;
let base = '';
const seen: Array<{ method: string; url: string; headers: Record<string, unknown>; body: string }> = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url!.startsWith('/status/')) {
        res.writeHead(Number(req.url!.split('/')[2]), { 'content-type': 'application/json' });
        return res.end('{"problem":"asked"}');
      }
      if (req.url!.startsWith('/page')) {
        res.setHeader('content-type', 'text/html');
        return res.end(
          '<html><body><h1>Title</h1><p>one <b>bold</b></p><p>two <i class="x">skip</i></p></body></html>',
        );
      }
      if (req.url!.startsWith('/bytes')) {
        res.setHeader('content-type', 'application/octet-stream');
        return res.end(Buffer.from([0, 1, 2, 0]));
      }
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          body: body ? JSON.parse(body) : null,
          auth: req.headers['x-key'] ?? null,
          list: [
            { a: 1, b: { c: 2 } },
            { a: 3, b: { c: 4 } },
          ],
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const L = '@n8n/n8n-nodes-langchain.';

/** Runs Start → Probe with the HTTP Request Tool `name` (version, parameters) connected. */
async function run(
  toolParams: Record<string, unknown>,
  args: unknown,
  options: { version?: number; name?: string; credentials?: Record<string, Record<string, unknown>> } = {},
) {
  const name = options.name ?? 'Api Tool';
  const workflow = importN8nWorkflow({
    name: 't',
    nodes: [
      {
        id: 's',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: 'p',
        name: 'Probe',
        type: 'test.probe',
        typeVersion: 1,
        position: [0, 0],
        parameters: { args: JSON.stringify(args) },
      },
      {
        id: 't',
        name,
        type: `${L}toolHttpRequest`,
        typeVersion: options.version ?? 1.1,
        position: [0, 0],
        parameters: toolParams,
        ...(options.credentials
          ? { credentials: Object.fromEntries(Object.keys(options.credentials).map((k) => [k, { id: k, name: k }])) }
          : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Probe', type: 'main', index: 0 }]] },
      [name]: { ai_tool: [[{ node: 'Probe', type: 'ai_tool', index: 0 }]] },
    },
    settings: { executionOrder: 'v1' },
  });
  const getCredentials = async (_node: WorkflowNode, type: string) => {
    const found = options.credentials?.[type];
    if (!found) throw new Error(`no ${type}`);
    return found;
  };
  seen.length = 0;
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials },
  });
  const out = result.data.resultData.runData.Probe?.[0]?.data?.main?.[0]?.[0]?.json as
    { answer: string; name: string; description: string; schema: string } | undefined;
  return { result, out, toolRuns: result.data.resultData.runData[name] ?? [] };
}

describe('HTTP Request Tool', () => {
  it('fills URL placeholders and query parameters from the model, keeps fixed values, and records the call', async () => {
    const { out, toolRuns } = await run(
      {
        toolDescription: 'Weather',
        url: `${base}/city/{city}`,
        sendQuery: true,
        parametersQuery: {
          values: [
            { name: 'day', valueProvider: 'modelRequired' },
            { name: 'units', valueProvider: 'fieldValue', value: 'metric-{scale}' },
            { name: 'lang', valueProvider: 'modelOptional' },
          ],
        },
        placeholderDefinitions: {
          values: [
            { name: '{city}', description: 'City', type: 'string' },
            { name: 'scale', type: 'string' },
          ],
        },
      },
      { city: 'São Paulo', day: 'monday', scale: 'c' },
    );
    expect(seen[0]!.url).toBe('/city/S%C3%A3o%20Paulo?units=metric-c&day=monday');
    expect(out!.name).toBe('Api_Tool');
    expect(JSON.parse(out!.schema)).toEqual(['city', 'day', 'scale', 'lang']);
    expect(JSON.parse(out!.answer)).toMatchObject({
      method: 'GET',
      url: '/city/S%C3%A3o%20Paulo?units=metric-c&day=monday',
    });
    expect(out!.answer).toContain('\n  "method": "GET"');
    expect(toolRuns).toHaveLength(1);
    expect(toolRuns[0]!.inputOverride).toEqual({
      ai_tool: [[{ json: { query: { city: 'São Paulo', day: 'monday', scale: 'c' } } }]],
    });
    expect(toolRuns[0]!.data!.ai_tool![0]![0]!.json.response).toBe(out!.answer);
  });

  it('puts values into a JSON body text (strings quoted, numbers as they are) and sends fixed headers', async () => {
    const { out } = await run(
      {
        toolDescription: 'Order',
        method: 'POST',
        url: `${base}/orders`,
        sendHeaders: true,
        parametersHeaders: { values: [{ name: 'x-key', valueProvider: 'fieldValue', value: 'fixed' }] },
        sendBody: true,
        specifyBody: 'json',
        jsonBody: '{"item": {item}, "count": {count}, "tags": {tags}}',
        placeholderDefinitions: {
          values: [
            { name: 'item', type: 'string' },
            { name: 'count', type: 'number' },
            { name: 'tags', type: 'json' },
          ],
        },
        optimizeResponse: true,
        responseType: 'json',
        fieldsToInclude: 'selected',
        fields: 'method, body.item, auth',
      },
      { item: 'loom', count: 2, tags: { a: [1] } },
    );
    expect(seen[0]!.method).toBe('POST');
    expect(JSON.parse(seen[0]!.body)).toEqual({ item: 'loom', count: 2, tags: { a: [1] } });
    expect(JSON.parse(out!.answer)).toEqual([{ method: 'POST', body: { item: 'loom' }, auth: 'fixed' }]);
  });

  it('sends the whole body the model gives, with a header credential the model never sees', async () => {
    const { out } = await run(
      {
        toolDescription: 'Send',
        method: 'PUT',
        url: `${base}/notes`,
        authentication: 'genericCredentialType',
        genericAuthType: 'httpHeaderAuth',
        sendBody: true,
        specifyBody: 'model',
        optimizeResponse: true,
        responseType: 'json',
        dataField: 'list',
        fieldsToInclude: 'except',
        fields: 'b.c',
      },
      { body: { note: 'hi' } },
      { credentials: { httpHeaderAuth: { name: 'x-key', value: 'secret' } } },
    );
    expect(seen[0]!.headers['x-key']).toBe('secret');
    expect(JSON.parse(seen[0]!.body)).toEqual({ note: 'hi' });
    expect(JSON.parse(out!.answer)).toEqual([
      { a: 1, b: {} },
      { a: 3, b: {} },
    ]);
  });

  it('merges a custom auth JSON into the request', async () => {
    await run(
      {
        toolDescription: 'Q',
        url: `${base}/q`,
        authentication: 'genericCredentialType',
        genericAuthType: 'httpCustomAuth',
      },
      {},
      { credentials: { httpCustomAuth: { json: '{"headers": {"x-key": "custom"}, "qs": {"k": "v"}}' } } },
    );
    expect(seen[0]!.url).toBe('/q?k=v');
    expect(seen[0]!.headers['x-key']).toBe('custom');
  });

  it('cuts HTML down to the selected elements as text, leaving out omitted elements, truncated', async () => {
    const { out } = await run(
      {
        toolDescription: 'Page',
        url: `${base}/page`,
        optimizeResponse: true,
        responseType: 'html',
        cssSelector: 'p',
        onlyContent: true,
        elementsToOmit: '.x',
        truncateResponse: true,
        maxLength: 18,
      },
      {},
    );
    expect(out!.answer).toBe(JSON.stringify(['one bold', 'two'], null, 2).slice(0, 18));
  });

  it('answers the model an HTTP failure, a refused host and binary data as text, and goes on', async () => {
    const failed = await run({ toolDescription: 'S', url: `${base}/status/{code}` }, { code: '404' });
    expect(failed.out!.answer).toBe('There was an error: "Request failed with status code 404"');
    expect(failed.result.data.resultData.error).toBeUndefined();
    const binary = await run({ toolDescription: 'B', url: `${base}/bytes` }, {});
    expect(binary.out!.answer).toBe('There was an error: "Binary data is not supported"');
    process.env.WEFT_SSRF_DENY = 'localhost';
    try {
      const port = new URL(base).port;
      const refused = await run({ toolDescription: 'G', url: `http://localhost:${port}/x` }, {});
      expect(refused.out!.answer).toMatch(
        /^There was an error: "The request to localhost.*refused by Weft's outgoing-request guard/,
      );
      expect(seen).toHaveLength(0);
    } finally {
      delete process.env.WEFT_SSRF_DENY;
    }
  });

  it('version 1 takes a JSON text (or the one value as text) and describes its parameters', async () => {
    const one = await run(
      { toolDescription: 'Look up', url: `${base}/items/{name}` },
      { input: 'spindle' },
      { version: 1 },
    );
    expect(seen[0]!.url).toBe('/items/spindle');
    expect(one.out!.description).toBe(
      'Look up\n\tTool expects valid stringified JSON object with 1 properties.\n\tProperty names with description, type and required status:\n\tname: (description: , type: string, required: true)\n\tALL parameters marked as required must be provided',
    );
    const two = await run(
      {
        toolDescription: 'Search',
        url: `${base}/search`,
        sendQuery: true,
        specifyQuery: 'json',
        jsonQuery: '{"term": "{term}", "page": {page}}',
      },
      { input: '{"term": "warp", "page": 2}' },
      { version: 1 },
    );
    expect(seen[0]!.url).toBe('/search?term=warp&page=2');
    expect(two.toolRuns[0]!.inputOverride).toEqual({ ai_tool: [[{ json: { query: '{"term": "warp", "page": 2}' } }]] });
    // A text that is not JSON, with two parameters: the model is told, the run shows the error.
    const bad = await run(
      { toolDescription: 'Search', url: `${base}/search/{a}/{b}` },
      { input: 'not json' },
      { version: 1 },
    );
    expect(bad.out!.answer).toBe('Input provided by model is not valid');
    expect(bad.toolRuns[0]!.error?.message).toMatch(/^Input is not a valid JSON/);
    expect(seen).toHaveLength(0);
  });

  it('refuses a placeholder nobody uses, a placeholder in the host with authentication, and a bad tool name', async () => {
    const unused = await run(
      { toolDescription: 'X', url: `${base}/x`, placeholderDefinitions: { values: [{ name: 'ghost' }] } },
      {},
    );
    expect(unused.result.data.resultData.error?.message).toBe("Misconfigured placeholder 'ghost'");
    const host = await run(
      {
        toolDescription: 'X',
        url: 'http://{host}.example.com/x',
        authentication: 'genericCredentialType',
        genericAuthType: 'httpHeaderAuth',
      },
      { host: 'a' },
      { credentials: { httpHeaderAuth: { name: 'x', value: 'y' } } },
    );
    expect(host.result.data.resultData.error?.message).toBe(
      "Can't use a placeholder for the domain when using authentication",
    );
    const named = await run({ toolDescription: 'X', url: `${base}/x` }, {}, { name: '1 tool' });
    expect(named.result.data.resultData.error?.message).toBe(
      'The name of this tool is not a valid alphanumeric string',
    );
  });

  it('is called by agent 3 like any tool, its call a run of the tool node', async () => {
    const fake = await startAiFake({ port: 0 });
    try {
      const workflow = importN8nWorkflow({
        name: 't',
        nodes: [
          {
            id: 's',
            name: 'Start',
            type: 'n8n-nodes-base.manualTrigger',
            typeVersion: 1,
            position: [0, 0],
            parameters: {},
          },
          {
            id: 'a',
            name: 'Agent',
            type: `${L}agent`,
            typeVersion: 3,
            position: [0, 0],
            parameters: { promptType: 'define', text: 'Status @tool(Order_Status, {"order": "A-17"})', options: {} },
          },
          {
            id: 'm',
            name: 'Model',
            type: `${L}lmChatOpenAi`,
            typeVersion: 1.3,
            position: [0, 0],
            parameters: {
              model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' },
              responsesApiEnabled: false,
              options: {},
            },
            credentials: { openAiApi: { id: 'o', name: 'o' } },
          },
          {
            id: 't',
            name: 'Order Status',
            type: `${L}toolHttpRequest`,
            typeVersion: 1.1,
            position: [0, 0],
            parameters: { toolDescription: 'Order status', url: `${base}/orders/{order}` },
          },
        ],
        connections: {
          Start: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
          Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
          'Order Status': { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
        },
        settings: { executionOrder: 'v1' },
      });
      seen.length = 0;
      const result = await runWorkflow({
        workflow,
        nodeTypes: registry,
        mode: 'manual',
        timezone: 'UTC',
        services: { getCredentials: async () => ({ apiKey: 'sk', url: `${fake.url}/v1` }) },
      });
      expect(result.data.resultData.error).toBeUndefined();
      expect(seen.map((r) => r.url)).toEqual(['/orders/A-17']);
      expect(result.data.resultData.runData['Order Status']).toHaveLength(1);
      expect(String(result.data.resultData.runData.Agent![0]!.data!.main![0]![0]!.json.output)).toContain(
        '/orders/A-17',
      );
    } finally {
      await fake.close();
    }
  });
});

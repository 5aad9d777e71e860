/**
 * The `<type>Tool` variants: built from the registered nodes at n8n's usable-as-tool versions, and
 * run by the engine as tools (`$fromAI` answering the model's arguments), here an HTTP Request Tool
 * against a loopback server; the description the model gets follows n8n's rule.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type NodeType } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { connectedTools } from '../shared/ai/node-tool.js';
import { buildToolVariants, toolVariant } from './index.js';

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
    const args = JSON.parse((ctx.getNode().parameters as { args: string }).args) as Record<string, unknown>;
    const answer = await tool!.invoke(args);
    return [[{ json: { answer: answer as string, name: tool!.name, description: tool!.description } }]];
  },
};
const registry = createNodeTypeRegistry([...builtinNodeTypes, probe]);

let server: Server;
let base = '';
const seen: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ city: new URL(req.url!, 'http://x').searchParams.get('city'), temp: 21 }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('tool variants', () => {
  it('are registered at the versions n8n offers as tools, with an ai_tool output and no inputs', () => {
    const http = registry.get('weft.httpRequestTool', 4.2)!;
    expect(http.description.outputs).toEqual(['ai_tool']);
    expect(http.description.inputs).toEqual([]);
    expect(http.description.displayName).toBe('HTTP Request Tool');
    expect(registry.versions!('weft.httpRequestTool')).toEqual([3, 4, 4.1, 4.2, 4.3]);
    expect(registry.versions!('weft.postgresTool')).not.toContain(1);
    expect(registry.get('weft.executeCommandTool')).toBeUndefined();
    const desc = http.description.properties.find((p) => p.name === 'toolDescription')!;
    expect(desc.default).toBe(http.description.description);
  });
  it('put a descriptionType choice in front of the description for nodes with operations', () => {
    const pg = registry.get('weft.postgresTool', 2.6)!;
    const names = pg.description.properties.map((p) => p.name);
    expect(names).toContain('descriptionType');
    expect(names.indexOf('descriptionType')).toBeLessThan(names.indexOf('toolDescription'));
    expect(pg.description.properties.find((p) => p.name === 'toolDescription')!.displayOptions).toEqual({
      show: { descriptionType: ['manual'] },
    });
  });
  it('are not built for versions or nodes n8n does not offer', () => {
    const node: NodeType = {
      description: {
        name: 'weft.x',
        displayName: 'X',
        group: [],
        version: [1, 2],
        defaults: { name: 'X' },
        inputs: ['main'],
        outputs: ['main'],
        properties: [],
      },
      execute: async () => null,
    };
    expect(toolVariant(node, [3], 'x')).toBeUndefined();
    expect(buildToolVariants([node], { x: [2] }).map((t) => t.description.version)).toEqual([2]);
    expect(buildToolVariants([node], {})).toEqual([]);
  });
});

describe('HTTP Request Tool through the engine', () => {
  async function run(parameters: Record<string, unknown>, args: unknown) {
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
          parameters: { args: JSON.stringify(args) },
        },
        {
          id: '3',
          name: 'Get weather',
          type: 'n8n-nodes-base.httpRequestTool',
          typeVersion: 4.2,
          position: [200, 200],
          parameters,
        },
      ],
      connections: {
        Start: { main: [[{ node: 'Probe', type: 'main', index: 0 }]] },
        'Get weather': { ai_tool: [[{ node: 'Probe', type: 'ai_tool', index: 0 }]] },
      },
    });
    const result = await runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC' });
    if (result.data.resultData.error) throw new Error(result.data.resultData.error.message);
    return {
      out: result.data.resultData.runData.Probe![0]!.data!.main![0]![0]!.json as {
        answer: string;
        name: string;
        description: string;
      },
      runData: result.data.resultData.runData,
    };
  }
  it('sends the $fromAI argument and answers the response JSON', async () => {
    const { out, runData } = await run(
      { url: `=${base}/weather?city={{ $fromAI('city', 'the city', 'string') }}`, toolDescription: 'Gets the weather' },
      { city: 'Oslo' },
    );
    expect(seen.at(-1)).toBe('GET /weather?city=Oslo');
    expect(JSON.parse(out.answer)).toEqual([{ city: 'Oslo', temp: 21 }]);
    expect(out.name).toBe('Get_weather');
    expect(out.description).toBe('Gets the weather');
    expect(runData['Get weather']![0]!.inputOverride).toEqual({ ai_tool: [[{ json: { city: 'Oslo' } }]] });
  });
  it("describes itself with the node type's description when the tool description is blank", async () => {
    const { out } = await run(
      { url: `=${base}/w?city={{ $fromAI('city') }}`, toolDescription: '  ' },
      { city: 'Rome' },
    );
    expect(out.description).toBe(registry.get('weft.httpRequest', 4.2)!.description.description);
  });
});

/**
 * Cluster nodes in the engine: a root node takes objects from the sub-nodes connected on
 * `ai_*` connection types; each call into such an object is a run of the sub-node in the run
 * data, under its connection type, with what went in as `inputOverride`.
 */
import { describe, expect, it } from 'vitest';
import {
  createNodeTypeRegistry,
  type Item,
  type NodeTool,
  type NodeType,
  type SupplyDataContext,
  type Workflow,
} from '@weft/workflow';
import { runWorkflow } from '../src/index.js';
import { registry as baseRegistry } from './helpers.js';

interface Model {
  ask(text: string): Promise<string>;
}

const types: NodeType[] = [
  {
    description: {
      name: 'test.root',
      displayName: 'Root',
      group: ['transform'],
      version: 1,
      defaults: { name: 'Root' },
      inputs: [
        'main',
        { type: 'ai_languageModel', displayName: 'Model', required: true, maxConnections: 1 },
        { type: 'ai_tool', displayName: 'Tool' },
      ],
      outputs: ['main'],
      properties: [{ displayName: 'Prompt', name: 'prompt', type: 'string', default: '' }],
    },
    async execute(ctx) {
      const out: Item[] = [];
      for (let i = 0; i < ctx.getInputData().length; i++) {
        const model = (await ctx.getInputConnectionData!('ai_languageModel', i)) as Model;
        const tools = (await ctx.getInputConnectionData!('ai_tool', i)) as NodeTool[];
        const answer = await model.ask(ctx.getNodeParameter('prompt', i) as string);
        const toolResults = [];
        for (const tool of tools)
          toolResults.push({
            name: tool.name,
            description: tool.description,
            arguments: tool.arguments,
            answer: JSON.parse(await tool.invoke({ city: `city-${i}` })),
          });
        out.push({ json: { answer, toolResults }, pairedItem: { item: i } });
      }
      return [out];
    },
  },
  {
    description: {
      name: 'test.model',
      displayName: 'Model',
      group: ['transform'],
      version: 1,
      defaults: { name: 'Model' },
      inputs: [],
      outputs: ['ai_languageModel'],
      properties: [{ displayName: 'Prefix', name: 'prefix', type: 'string', default: '' }],
    },
    async supplyData(ctx: SupplyDataContext, itemIndex: number) {
      const prefix = ctx.getNodeParameter('prefix', itemIndex) as string;
      const model: Model = {
        async ask(text) {
          const { index } = ctx.addInputData('ai_languageModel', [[{ json: { messages: [text] } }]]);
          const response = `${prefix}${text}`;
          ctx.addOutputData('ai_languageModel', index, [[{ json: { response } }]]);
          return response;
        },
      };
      return { response: model };
    },
  },
  {
    // A node offered as a tool (n8n's `<type>Tool`): an ai_tool output and no supplyData.
    description: {
      name: 'test.lookupTool',
      displayName: 'Lookup',
      description: 'Looks a city up',
      group: ['transform'],
      version: 1,
      defaults: { name: 'Lookup' },
      inputs: [],
      outputs: ['ai_tool'],
      properties: [{ displayName: 'Query', name: 'query', type: 'string', default: '' }],
    },
    async execute(ctx) {
      const input = ctx.getInputData();
      return [input.map((item, i) => ({ json: { query: ctx.getNodeParameter('query', i), args: item.json } }))];
    },
  },
];

const registry = createNodeTypeRegistry([
  ...types,
  ...['weft.manualTrigger', 'weft.code'].map((t) => baseRegistry.get(t)!),
]);

function clusterWorkflow(opts: { model?: 'none' | 'disabled' | 'two'; destination?: boolean } = {}): Workflow {
  const nodes: Workflow['nodes'] = [
    { id: '1', name: 'Start', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: '2',
      name: 'Items',
      type: 'weft.code',
      typeVersion: 2,
      position: [200, 0],
      parameters: { jsCode: "return [{json:{who:'Ada'}},{json:{who:'Bo'}}]" },
    },
    {
      id: '3',
      name: 'Agent',
      type: 'test.root',
      typeVersion: 1,
      position: [400, 0],
      parameters: { prompt: '=Hello {{ $json.who }}' },
    },
    {
      id: '4',
      name: 'Model',
      type: 'test.model',
      typeVersion: 1,
      position: [400, 200],
      parameters: { prefix: '={{ $json.who }} says: ' },
      ...(opts.model === 'disabled' ? { disabled: true } : {}),
    },
    {
      id: '5',
      name: 'Weather Now',
      type: 'test.lookupTool',
      typeVersion: 1,
      position: [600, 200],
      parameters: { query: "={{ $fromAI('city', 'the city', 'string') }} for {{ $json.who }}" },
    },
    { id: '6', name: 'Model 2', type: 'test.model', typeVersion: 1, position: [300, 200], parameters: {} },
  ];
  const modelLinks = opts.model === 'none' ? [] : [{ node: 'Agent', type: 'ai_languageModel', index: 0 }];
  return {
    name: 'cluster',
    nodes,
    connections: {
      Start: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
      Items: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
      Model: { ai_languageModel: [modelLinks] },
      'Model 2': {
        ai_languageModel: [opts.model === 'two' ? [{ node: 'Agent', type: 'ai_languageModel', index: 0 }] : []],
      },
      'Weather Now': { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
    },
    settings: { executionOrder: 'v1' },
  };
}

describe('cluster nodes', () => {
  it('gives the root node its sub-nodes’ objects, resolved against the root’s items, and records each call', async () => {
    const result = await runWorkflow({ workflow: clusterWorkflow(), nodeTypes: registry, mode: 'manual' });
    expect(result.data.resultData.error).toBeUndefined();
    const rd = result.data.resultData.runData;
    const tool = {
      name: 'Weather_Now',
      description: 'Looks a city up',
      arguments: [{ key: 'city', description: 'the city', type: 'string' }],
    };
    // As in n8n, a tool's own input is the model's arguments, and its other expressions read the
    // root node's items at the tool's item index (0).
    expect(rd.Agent![0]!.data!.main![0]!.map((i) => i.json)).toEqual([
      {
        answer: 'Ada says: Hello Ada',
        toolResults: [{ ...tool, answer: [{ query: 'city-0 for Ada', args: { city: 'city-0' } }] }],
      },
      {
        answer: 'Bo says: Hello Bo',
        toolResults: [{ ...tool, answer: [{ query: 'city-1 for Ada', args: { city: 'city-1' } }] }],
      },
    ]);
    // One run of the model per call, under its connection type, with the messages as input.
    expect(rd.Model).toHaveLength(2);
    expect(rd.Model![1]!.data).toEqual({ ai_languageModel: [[{ json: { response: 'Bo says: Hello Bo' } }]] });
    expect(rd.Model![1]!.inputOverride).toEqual({ ai_languageModel: [[{ json: { messages: ['Hello Bo'] } }]] });
    expect(rd.Model![0]!.source).toEqual([{ previousNode: 'Agent', previousNodeRun: 0 }]);
    expect(rd['Weather Now']).toHaveLength(2);
    expect(rd['Weather Now']![1]!.inputOverride).toEqual({ ai_tool: [[{ json: { city: 'city-1' } }]] });
    expect(rd['Weather Now']![1]!.data).toEqual({
      ai_tool: [[{ json: { response: [{ query: 'city-1 for Ada', args: { city: 'city-1' } }] } }]],
    });
    // The sub-node ran inside the root's run: its runs come after the root started, before it ended.
    expect(rd.Model![0]!.executionIndex).toBeGreaterThan(rd.Agent![0]!.executionIndex);
    expect(rd['Model 2']).toBeUndefined();
    expect(result.data.resultData.lastNodeExecuted).toBe('Agent');
  });

  it('refuses a required input with no enabled sub-node, naming the input', async () => {
    for (const model of ['none', 'disabled'] as const) {
      const result = await runWorkflow({ workflow: clusterWorkflow({ model }), nodeTypes: registry, mode: 'manual' });
      expect(result.data.resultData.error?.message).toBe('No Model is connected to "Agent"');
      expect(result.data.resultData.lastNodeExecuted).toBe('Agent');
    }
  });

  it('refuses more sub-nodes than an input takes', async () => {
    const result = await runWorkflow({
      workflow: clusterWorkflow({ model: 'two' }),
      nodeTypes: registry,
      mode: 'manual',
    });
    expect(result.data.resultData.error?.message).toBe('"Agent" takes one Model, but 2 are connected');
  });

  it('never starts from a sub-node, and runs the root when a sub-node is the destination', async () => {
    const wf = clusterWorkflow();
    const noTrigger = {
      ...wf,
      nodes: wf.nodes.filter((n) => n.name !== 'Start'),
      connections: { ...wf.connections, Start: {} },
    };
    const result = await runWorkflow({ workflow: noTrigger, nodeTypes: registry, mode: 'manual' });
    expect(result.data.resultData.error).toBeUndefined();
    expect(Object.keys(result.data.resultData.runData).sort()).toEqual(['Agent', 'Items', 'Model', 'Weather Now']);
    const partial = await runWorkflow({
      workflow: wf,
      nodeTypes: registry,
      mode: 'manual',
      destinationNode: 'Model',
      runData: {},
    });
    expect(partial.data.resultData.error).toBeUndefined();
    expect(partial.data.resultData.runData.Agent).toHaveLength(1);
    expect(partial.data.resultData.runData.Model).toHaveLength(2);
  });

  it('answers $fromAI outside a tool call with a clear error', async () => {
    const wf = clusterWorkflow();
    const direct: Workflow = {
      ...wf,
      nodes: [wf.nodes[0]!, { ...wf.nodes[4]!, position: [200, 0] }],
      connections: { Start: { main: [[{ node: 'Weather Now', type: 'main', index: 0 }]] } },
    };
    const result = await runWorkflow({ workflow: direct, nodeTypes: registry, mode: 'manual' });
    expect(result.data.resultData.lastNodeExecuted).toBe('Weather Now');
    expect(result.data.resultData.error?.message).toContain('has a value only when the node runs as an AI agent');
  });
});

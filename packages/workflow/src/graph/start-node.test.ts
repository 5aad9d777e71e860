import { describe, expect, it } from 'vitest';
import { CORE_NODE_TYPES } from '../core-node-types.js';
import { createNodeTypeRegistry } from '../node-types.js';
import type { NodeType, NodeTypeDescription } from '../types/node-type.js';
import type { Connections, WorkflowNode } from '../types/workflow.js';
import { defaultStartNode, startNodeKinds } from './start-node.js';

const node = (name: string, type: string, extra: Partial<WorkflowNode> = {}): WorkflowNode => ({
  id: name,
  name,
  type,
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
  ...extra,
});
const link = (from: string, to: string): Connections => ({
  [from]: { main: [[{ node: to, type: 'main', index: 0 }]] },
});
const triggers = new Set<string>([
  CORE_NODE_TYPES.manualTrigger,
  CORE_NODE_TYPES.webhook,
  CORE_NODE_TYPES.scheduleTrigger,
]);
const kinds = {
  isTrigger: (n: WorkflowNode) => triggers.has(n.type),
  isSubNode: (n: WorkflowNode) => n.type === 'weft.lmChatOpenAi',
};

describe('defaultStartNode: the node a run starts from when none is named', () => {
  it('prefers the Manual Trigger over triggers listed before it', () => {
    const nodes = [node('Hook', CORE_NODE_TYPES.webhook), node('Manual', CORE_NODE_TYPES.manualTrigger)];
    expect(defaultStartNode({ nodes, connections: {} }, kinds)?.name).toBe('Manual');
  });

  it('takes the first enabled trigger when there is no Manual Trigger, skipping disabled ones', () => {
    const nodes = [
      node('Off', CORE_NODE_TYPES.manualTrigger, { disabled: true }),
      node('Every hour', CORE_NODE_TYPES.scheduleTrigger),
      node('Hook', CORE_NODE_TYPES.webhook),
    ];
    expect(defaultStartNode({ nodes, connections: {} }, kinds)?.name).toBe('Every hour');
  });

  it('falls back to the legacy Start node, then to the first node without inputs that is not a sub-node or a sticky note', () => {
    const legacy = [node('Set', CORE_NODE_TYPES.set), node('Start', CORE_NODE_TYPES.start)];
    expect(defaultStartNode({ nodes: legacy, connections: link('Start', 'Set') }, kinds)?.name).toBe('Start');
    const plain = [
      node('Note', CORE_NODE_TYPES.stickyNote),
      node('Model', 'weft.lmChatOpenAi'),
      node('B', CORE_NODE_TYPES.set),
      node('A', CORE_NODE_TYPES.code),
    ];
    expect(defaultStartNode({ nodes: plain, connections: link('A', 'B') }, kinds)?.name).toBe('A');
  });

  it('only looks upstream of the destination of a partial run', () => {
    const nodes = [
      node('Manual', CORE_NODE_TYPES.manualTrigger),
      node('Hook', CORE_NODE_TYPES.webhook),
      node('Set', CORE_NODE_TYPES.set),
    ];
    expect(defaultStartNode({ nodes, connections: link('Hook', 'Set') }, kinds, 'Set')?.name).toBe('Hook');
    expect(defaultStartNode({ nodes, connections: link('Hook', 'Set') }, kinds)?.name).toBe('Manual');
  });

  it('answers nothing for a workflow with only sticky notes', () => {
    expect(
      defaultStartNode({ nodes: [node('Note', CORE_NODE_TYPES.stickyNote)], connections: {} }, kinds),
    ).toBeUndefined();
  });
});

describe('startNodeKinds: triggers and sub-nodes as the node types describe them', () => {
  const type = (name: string, description: Partial<NodeTypeDescription>): NodeType => ({
    description: {
      name,
      displayName: name,
      description: '',
      group: ['transform'],
      version: 1,
      defaults: { name },
      inputs: ['main'],
      outputs: ['main'],
      properties: [],
      ...description,
    },
    execute: async () => [[]],
  });
  const registry = createNodeTypeRegistry([
    type(CORE_NODE_TYPES.webhook, { group: ['trigger'], inputs: [] }),
    type(CORE_NODE_TYPES.set, {}),
    // A vector store: a tool (a sub-node) in its default mode, a main-flow node in the others.
    type('weft.vectorStore', {
      inputs: [],
      outputs: "={{ $parameter.mode === 'retrieve-as-tool' ? ['ai_tool'] : ['main'] }}",
      properties: [
        {
          displayName: 'Mode',
          name: 'mode',
          type: 'options',
          default: 'retrieve-as-tool',
          options: [
            { name: 'Tool', value: 'retrieve-as-tool' },
            { name: 'Load', value: 'load' },
          ],
        },
      ],
    }),
  ]);
  const kinds = startNodeKinds(registry);

  it('finds triggers by their group, and nothing for an unknown type', () => {
    expect(kinds.isTrigger(node('Hook', CORE_NODE_TYPES.webhook))).toBe(true);
    expect(kinds.isTrigger(node('Set', CORE_NODE_TYPES.set))).toBe(false);
    expect(kinds.isTrigger(node('Gone', 'weft.notInstalled'))).toBe(false);
    expect(kinds.isSubNode?.(node('Gone', 'weft.notInstalled'))).toBe(false);
  });

  it('tells sub-nodes by the outputs their parameters give, with the defaults filled in', () => {
    expect(kinds.isSubNode?.(node('Store', 'weft.vectorStore'))).toBe(true);
    expect(kinds.isSubNode?.(node('Store', 'weft.vectorStore', { parameters: { mode: 'load' } }))).toBe(false);
    // So a tool left at its default mode is not where a run starts; the Set after it is not either (it has an input).
    const nodes = [
      node('Store', 'weft.vectorStore'),
      node('Loader', 'weft.vectorStore', { parameters: { mode: 'load' } }),
      node('Set', CORE_NODE_TYPES.set),
    ];
    expect(defaultStartNode({ nodes, connections: link('Loader', 'Set') }, kinds)?.name).toBe('Loader');
  });
});

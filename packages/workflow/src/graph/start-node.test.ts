import { describe, expect, it } from 'vitest';
import { CORE_NODE_TYPES } from '../core-node-types.js';
import type { Connections, WorkflowNode } from '../types/workflow.js';
import { defaultStartNode } from './start-node.js';

const node = (name: string, type: string, extra: Partial<WorkflowNode> = {}): WorkflowNode =>
  ({ id: name, name, type, typeVersion: 1, position: [0, 0], parameters: {}, ...extra }) as WorkflowNode;
const link = (from: string, to: string): Connections => ({ [from]: { main: [[{ node: to, type: 'main', index: 0 }]] } });
const triggers = new Set<string>([CORE_NODE_TYPES.manualTrigger, CORE_NODE_TYPES.webhook, CORE_NODE_TYPES.scheduleTrigger]);
const kinds = { isTrigger: (n: WorkflowNode) => triggers.has(n.type), isSubNode: (n: WorkflowNode) => n.type === 'weft.lmChatOpenAi' };

describe('defaultStartNode: the node a run starts from when none is named', () => {
  it('prefers the Manual Trigger over triggers listed before it', () => {
    const nodes = [node('Hook', CORE_NODE_TYPES.webhook), node('Manual', CORE_NODE_TYPES.manualTrigger)];
    expect(defaultStartNode({ nodes, connections: {} }, kinds)?.name).toBe('Manual');
  });

  it('takes the first enabled trigger when there is no Manual Trigger, skipping disabled ones', () => {
    const nodes = [node('Off', CORE_NODE_TYPES.manualTrigger, { disabled: true }), node('Every hour', CORE_NODE_TYPES.scheduleTrigger), node('Hook', CORE_NODE_TYPES.webhook)];
    expect(defaultStartNode({ nodes, connections: {} }, kinds)?.name).toBe('Every hour');
  });

  it('falls back to the legacy Start node, then to the first node without inputs that is not a sub-node or a sticky note', () => {
    const legacy = [node('Set', CORE_NODE_TYPES.set), node('Start', CORE_NODE_TYPES.start)];
    expect(defaultStartNode({ nodes: legacy, connections: link('Start', 'Set') }, kinds)?.name).toBe('Start');
    const plain = [node('Note', CORE_NODE_TYPES.stickyNote), node('Model', 'weft.lmChatOpenAi'), node('B', CORE_NODE_TYPES.set), node('A', CORE_NODE_TYPES.code)];
    expect(defaultStartNode({ nodes: plain, connections: link('A', 'B') }, kinds)?.name).toBe('A');
  });

  it('only looks upstream of the destination of a partial run', () => {
    const nodes = [node('Manual', CORE_NODE_TYPES.manualTrigger), node('Hook', CORE_NODE_TYPES.webhook), node('Set', CORE_NODE_TYPES.set)];
    expect(defaultStartNode({ nodes, connections: link('Hook', 'Set') }, kinds, 'Set')?.name).toBe('Hook');
    expect(defaultStartNode({ nodes, connections: link('Hook', 'Set') }, kinds)?.name).toBe('Manual');
  });

  it('answers nothing for a workflow with only sticky notes', () => {
    expect(defaultStartNode({ nodes: [node('Note', CORE_NODE_TYPES.stickyNote)], connections: {} }, kinds)).toBeUndefined();
  });
});

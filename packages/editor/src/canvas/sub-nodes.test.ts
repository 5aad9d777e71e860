import { describe, expect, it } from 'vitest';
import type { NodeTypeDescription, WorkflowNode } from '@weft/workflow';
import type { CanvasConnection } from '../stores/workflow/model';
import {
  connectionsInto,
  handleId,
  parseHandle,
  subNodeInputsOf,
  subNodeOutputOf,
  subNodeRefusal,
  suppliesType,
} from './sub-nodes';

const agent = {
  name: '@n8n/n8n-nodes-langchain.agent',
  displayName: 'AI Agent',
  group: ['transform'],
  version: [2, 2.1],
  defaultVersion: 2.1,
  defaults: { name: 'AI Agent' },
  inputs: `={{ (() => {
    const list = [{ type: 'ai_languageModel', displayName: 'Chat Model', required: true, maxConnections: $parameter.needsFallback ? 2 : 1, filter: { excludedNodes: ['@n8n/n8n-nodes-langchain.lmOpenAi'] } }];
    if ($parameter.needsFallback) list.push({ type: 'ai_languageModel', displayName: 'Fallback Model', required: true, maxConnections: 1 });
    list.push({ type: 'ai_memory', displayName: 'Memory', maxConnections: 1 }, { type: 'ai_tool', displayName: 'Tool' });
    return ['main', ...list];
  })() }}`,
  outputs: ['main'],
  properties: [{ displayName: 'Enable Fallback Model', name: 'needsFallback', type: 'boolean', default: false }],
} as unknown as NodeTypeDescription;
const model = {
  name: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
  displayName: 'OpenAI Chat Model',
  group: ['transform'],
  version: 1,
  defaults: { name: 'OpenAI Chat Model' },
  inputs: [],
  outputs: ['ai_languageModel'],
  properties: [],
} as unknown as NodeTypeDescription;
const set = {
  name: 'weft.set',
  displayName: 'Edit Fields',
  group: ['input'],
  version: 3,
  defaults: { name: 'Edit Fields' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [],
} as unknown as NodeTypeDescription;
const node = (parameters: WorkflowNode['parameters'] = {}): WorkflowNode => ({
  id: 'a',
  name: 'AI Agent',
  type: agent.name,
  typeVersion: 2.1,
  position: [0, 0],
  parameters,
});

describe('AI cluster nodes on the canvas', () => {
  it("lists a root node's sub-node inputs with their labels, required marks and maximums, as its parameters make them", () => {
    expect(subNodeInputsOf(agent, node())).toEqual([
      {
        type: 'ai_languageModel',
        index: 0,
        label: 'Chat Model',
        required: true,
        maxConnections: 1,
        filter: { excludedNodes: ['@n8n/n8n-nodes-langchain.lmOpenAi'] },
      },
      { type: 'ai_memory', index: 0, label: 'Memory', required: false, maxConnections: 1 },
      { type: 'ai_tool', index: 0, label: 'Tool', required: false },
    ]);
    // With a fallback model the second model input is the second of its type.
    expect(subNodeInputsOf(agent, node({ needsFallback: true })).map((s) => `${s.label}:${s.type}:${s.index}`)).toEqual(
      ['Chat Model:ai_languageModel:0', 'Fallback Model:ai_languageModel:1', 'Memory:ai_memory:0', 'Tool:ai_tool:0'],
    );
    expect(subNodeInputsOf(set)).toEqual([]);
  });

  it('knows a sub-node by its output, and which types supply a connection type', () => {
    expect(subNodeOutputOf(model)).toBe('ai_languageModel');
    expect(subNodeOutputOf(agent, node())).toBeUndefined();
    expect(suppliesType(model, 'ai_languageModel')).toBe(true);
    expect(suppliesType(model, 'ai_tool')).toBe(false);
    expect(suppliesType(set, 'ai_tool')).toBe(false);
  });

  it('names handles by type and index, and reads them back', () => {
    expect(handleId('in', 'main', 1)).toBe('in-1');
    expect(handleId('in', 'ai_tool', 0)).toBe('in-ai_tool-0');
    expect(parseHandle('out-ai_languageModel-0')).toEqual({ type: 'ai_languageModel', index: 0 });
    expect(parseHandle('in-2')).toEqual({ type: 'main', index: 2 });
    expect(parseHandle(null)).toEqual({ type: 'main', index: 0 });
  });

  it('refuses a second model on a one-model input, and types the input filters out', () => {
    const [chat, , tool] = subNodeInputsOf(agent, node());
    const connections: Record<string, CanvasConnection> = {
      k: { source: 'm', sourceOutput: 0, target: 'a', targetInput: 0, type: 'ai_languageModel' },
    };
    expect(connectionsInto(connections, 'a', 'ai_languageModel', 0)).toBe(1);
    expect(subNodeRefusal(chat!, model.name, 0)).toBeNull();
    expect(subNodeRefusal(chat!, model.name, 1)).toMatch(/Chat Model takes one node/);
    expect(subNodeRefusal(chat!, '@n8n/n8n-nodes-langchain.lmOpenAi', 0)).toMatch(/does not take this node/);
    expect(subNodeRefusal(tool!, 'weft.toolCalculator', 25)).toBeNull();
  });
});

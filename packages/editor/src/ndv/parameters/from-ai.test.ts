import { describe, expect, it } from 'vitest';
import { parseFromAiCalls, type NodeProperty, type NodeTypeDescription } from '@weft/workflow';
import { canDefineWithAi, fromAiKey, fromAiValue, isFromAiOverride } from './from-ai';

const p = (extra: Partial<NodeProperty>): NodeProperty => ({
  displayName: 'Message Text',
  name: 'text',
  type: 'string',
  default: '',
  ...extra,
});
const tool = {
  name: 'weft.slackTool',
  displayName: 'Slack Tool',
  group: ['output'],
  version: 1,
  defaults: { name: 'Slack' },
  inputs: [],
  outputs: ['ai_tool'],
  properties: [],
} as unknown as NodeTypeDescription;
const plain = { ...tool, name: 'weft.slack', outputs: ['main'] } as unknown as NodeTypeDescription;

describe('letting the model define a parameter (issue 15 item 6)', () => {
  it('offers it for plain values of tool nodes only', () => {
    expect(canDefineWithAi(p({}), tool)).toBe(true);
    expect(canDefineWithAi(p({ type: 'number' }), tool)).toBe(true);
    expect(canDefineWithAi(p({}), plain)).toBe(false);
    expect(canDefineWithAi(p({ type: 'fixedCollection' }), tool)).toBe(false);
    expect(canDefineWithAi(p({ noDataExpression: true }), tool)).toBe(false);
  });

  it('writes a $fromAI call the engine reads back, with a key from the name and the parameter type', () => {
    expect(fromAiKey({ displayName: 'Message Text (HTML)', name: 'text' })).toBe('Message_Text_HTML');
    const value = fromAiValue(p({ type: 'number', displayName: 'Max Results' }), 'How many, `at most`');
    expect(parseFromAiCalls(value)).toEqual([expect.objectContaining({ key: 'Max_Results', type: 'number' })]);
    expect(isFromAiOverride(value)).toBe(true);
    expect(isFromAiOverride("={{ $fromAI('x') }}")).toBe(false);
    expect(isFromAiOverride({ __rl: true, mode: 'id', value })).toBe(true);
  });
});

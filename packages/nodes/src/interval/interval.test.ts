import { describe, expect, it } from 'vitest';
import type { TriggerContext, WorkflowNode } from '@weft/workflow';
import { intervalMs, intervalNode } from './index.js';

const node = {
  id: '1',
  name: 'Every',
  type: 'weft.interval',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
} as unknown as WorkflowNode;

describe('Interval node', () => {
  it('computes the interval per unit, as n8n does', () => {
    expect(intervalMs(node, 1, 'seconds')).toBe(1000);
    expect(intervalMs(node, 2.5, 'seconds')).toBe(2500);
    expect(intervalMs(node, 3, 'minutes')).toBe(180_000);
    expect(intervalMs(node, 2, 'hours')).toBe(7_200_000);
  });

  it('refuses intervals below 1, unknown units and intervals too long for a timer', () => {
    expect(() => intervalMs(node, 0, 'seconds')).toThrow('The interval has to be set to at least 1 or higher!');
    expect(() => intervalMs(node, -5, 'minutes')).toThrow('The interval has to be set to at least 1 or higher!');
    expect(() => intervalMs(node, 'x', 'minutes')).toThrow('The interval has to be set to at least 1 or higher!');
    expect(() => intervalMs(node, 1, 'days')).toThrow('Unknown unit "days"');
    expect(() => intervalMs(node, 600, 'hours')).toThrow('The interval value is too large.');
    expect(intervalMs(node, 596, 'hours')).toBe(2_145_600_000);
  });

  it('emits one empty item each interval until closed; manual runs output one empty item', async () => {
    const emitted: unknown[] = [];
    const parameters: Record<string, unknown> = { interval: 1, unit: 'seconds' };
    const ctx: TriggerContext = {
      getNodeParameter: (name, fallback) => (name in parameters ? parameters[name] : fallback),
      getNode: () => node,
      getWorkflow: () => ({ nodes: [node], connections: {} }) as never,
      getMode: () => 'trigger',
      getTimezone: () => 'UTC',
      emit: (data) => emitted.push(data),
      emitError: () => undefined,
    };
    const response = await intervalNode[0]!.trigger!(ctx);
    await new Promise((r) => setTimeout(r, 2400));
    await response.closeFunction!();
    expect(emitted).toEqual([[[{ json: {} }]], [[{ json: {} }]]]);
    await new Promise((r) => setTimeout(r, 1200));
    expect(emitted).toHaveLength(2);
    expect(await intervalNode[0]!.execute!({} as never)).toEqual([[{ json: {} }]]);
  });
});

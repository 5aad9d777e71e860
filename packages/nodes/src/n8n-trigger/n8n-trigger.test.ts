/**
 * n8n Trigger 1: the item it emits for each activation mode the host names (instance start,
 * activation, update), nothing for modes not chosen or when the host names none, and the
 * "Manual execution" item of a run by hand through the real engine. (n8n's CLI cannot start a run
 * at this node, so there are no recorded n8n cases.)
 */
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type ActivationMode,
  type Item,
  type TriggerContext,
} from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { triggerN8n } from './index.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

async function start(events: string[], mode?: ActivationMode) {
  const emitted: Item[][][] = [];
  const ctx: TriggerContext = {
    getNodeParameter: (name, fallback) => (name === 'events' ? events : fallback),
    getNode: () => ({
      id: 'n',
      name: 'n8n Trigger',
      type: 'n8n-nodes-base.n8nTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
    }),
    getWorkflow: () => ({ id: 'wf-7', name: 'w', nodes: [], connections: {} }),
    getMode: () => 'trigger',
    getTimezone: () => 'UTC',
    emit: (data) => emitted.push(data),
    emitError: () => undefined,
  };
  if (mode) ctx.getActivationMode = () => mode;
  const response = await triggerN8n(ctx);
  return { emitted, response };
}

describe('n8n Trigger', () => {
  it('registers n8n Trigger 1 as a trigger', () => {
    expect(registry.versions?.('n8n-nodes-base.n8nTrigger')).toEqual([1]);
    expect(registry.get('n8n-nodes-base.n8nTrigger', 1)?.trigger).toBeTypeOf('function');
  });

  it.each([
    ['init', 'Instance started'],
    ['activate', 'Workflow activated'],
    ['update', 'Workflow updated'],
  ] as const)('emits one item when started for a chosen event (%s)', async (mode, event) => {
    const { emitted } = await start(['init', 'activate', 'update'], mode);
    expect(emitted).toHaveLength(1);
    const json = emitted[0]![0]![0]!.json;
    expect(json).toMatchObject({ event, workflow_id: 'wf-7' });
    expect(json.timestamp).toMatch(ISO);
  });

  it('emits nothing for an event not chosen, nor when the host names no activation mode', async () => {
    expect((await start(['activate'], 'init')).emitted).toEqual([]);
    expect((await start(['activate'], 'update')).emitted).toEqual([]);
    expect((await start(['init', 'activate', 'update'])).emitted).toEqual([]);
  });

  it('answers "Manual execution" when run by hand', async () => {
    const { emitted, response } = await start(['init']);
    await response.manualTriggerFunction?.();
    expect(emitted[0]![0]![0]!.json).toMatchObject({ event: 'Manual execution', workflow_id: 'wf-7' });

    const workflow = importN8nWorkflow({
      id: 'wf-manual',
      name: 'n8n trigger test',
      nodes: [
        {
          id: 't',
          name: 'n8n Trigger',
          type: 'n8n-nodes-base.n8nTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: { events: ['activate'] },
        },
      ],
      connections: {},
    });
    const result = await runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC' });
    expect(result.data.resultData.error).toBeUndefined();
    const out = result.data.resultData.runData['n8n Trigger']?.[0]?.data?.main?.[0] ?? [];
    expect(out).toHaveLength(1);
    expect(out[0]!.json).toMatchObject({ event: 'Manual execution', workflow_id: 'wf-manual' });
    expect(out[0]!.json.timestamp).toMatch(ISO);
  });

  it('passes on the emitted item in a run it started', async () => {
    const workflow = importN8nWorkflow({
      id: 'wf-run',
      name: 'n8n trigger run',
      nodes: [
        {
          id: 't',
          name: 'n8n Trigger',
          type: 'n8n-nodes-base.n8nTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: { events: ['init'] },
        },
      ],
      connections: {},
    });
    const item = { json: { event: 'Instance started', timestamp: '2026-01-01T00:00:00.000Z', workflow_id: 'wf-run' } };
    const result = await runWorkflow({
      workflow,
      nodeTypes: registry,
      mode: 'trigger',
      timezone: 'UTC',
      startNode: 'n8n Trigger',
      startItems: [item],
    });
    expect(result.data.resultData.runData['n8n Trigger']?.[0]?.data?.main?.[0]?.map((i) => i.json)).toEqual([
      item.json,
    ]);
  });
});

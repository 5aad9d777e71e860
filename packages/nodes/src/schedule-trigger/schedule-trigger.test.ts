import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { scheduleItem } from './index.js';

describe('Schedule Trigger node', () => {
  it('formats the moment with n8n’s fields', () => {
    const at = DateTime.fromISO('2024-03-01T07:05:09.120', { zone: 'America/New_York' });
    expect(scheduleItem(at).json).toEqual({
      timestamp: '2024-03-01T07:05:09.120-05:00',
      'Readable date': 'March 1st 2024, 7:05:09 am',
      'Readable time': '7:05:09 am',
      'Day of week': 'Friday',
      Year: '2024',
      Month: 'March',
      'Day of month': '01',
      Hour: '07',
      Minute: '05',
      Second: '09',
      Timezone: 'America/New_York (UTC-05:00)',
    });
    expect(scheduleItem(DateTime.fromISO('2024-03-22T15:00:00', { zone: 'UTC' })).json['Readable date']).toBe('March 22nd 2024, 3:00:00 pm');
    expect(scheduleItem(DateTime.fromISO('2024-03-13T15:00:00', { zone: 'UTC' })).json['Readable date']).toBe('March 13th 2024, 3:00:00 pm');
  });

  it('emits the current time in the run’s timezone', async () => {
    const workflow: Workflow = {
      name: 's',
      nodes: [{ id: '1', name: 'Schedule', type: 'n8n-nodes-base.scheduleTrigger', typeVersion: 1.2, position: [0, 0], parameters: { rule: { interval: [{ field: 'seconds', secondsInterval: 1 }] } } }],
      connections: {},
    };
    const result = await runWorkflow({ workflow, nodeTypes: createNodeTypeRegistry(builtinNodeTypes), mode: 'trigger', timezone: 'Europe/Berlin' });
    const json = result.data.resultData.runData.Schedule![0]!.data!.main[0]![0]!.json;
    expect(String(json.Timezone)).toMatch(/^Europe\/Berlin \(UTC\+0[12]:00\)$/);
  });
});

import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type NodeParameters, type Workflow } from '@weft/workflow';
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
    expect(scheduleItem(DateTime.fromISO('2024-03-22T15:00:00', { zone: 'UTC' })).json['Readable date']).toBe(
      'March 22nd 2024, 3:00:00 pm',
    );
    expect(scheduleItem(DateTime.fromISO('2024-03-13T15:00:00', { zone: 'UTC' })).json['Readable date']).toBe(
      'March 13th 2024, 3:00:00 pm',
    );
  });

  it('emits the current time in the run’s timezone', async () => {
    const workflow: Workflow = {
      name: 's',
      nodes: [
        {
          id: '1',
          name: 'Schedule',
          type: 'n8n-nodes-base.scheduleTrigger',
          typeVersion: 1.2,
          position: [0, 0],
          parameters: { rule: { interval: [{ field: 'seconds', secondsInterval: 1 }] } },
        },
      ],
      connections: {},
    };
    const result = await runWorkflow({
      workflow,
      nodeTypes: createNodeTypeRegistry(builtinNodeTypes),
      mode: 'trigger',
      timezone: 'Europe/Berlin',
    });
    const json = result.data.resultData.runData.Schedule![0]!.data!.main![0]![0]!.json;
    expect(String(json.Timezone)).toMatch(/^Europe\/Berlin \(UTC\+0[12]:00\)$/);
  });
});

describe('Schedule Trigger 1.3', () => {
  const run = (typeVersion: number, interval: Record<string, unknown>) =>
    runWorkflow({
      workflow: {
        name: 's',
        nodes: [
          {
            id: '1',
            name: 'Schedule',
            type: 'n8n-nodes-base.scheduleTrigger',
            typeVersion,
            position: [0, 0],
            parameters: { rule: { interval: [{ field: 'days' }, interval] } } as NodeParameters,
          },
        ],
        connections: {},
      },
      nodeTypes: createNodeTypeRegistry(builtinNodeTypes),
      mode: 'manual',
      timezone: 'UTC',
    });

  it.each([
    [{ field: 'seconds', secondsInterval: 0 }, 'Seconds must be in range 1-59'],
    [{ field: 'minutes', minutesInterval: 60 }, 'Minutes must be in range 1-59'],
    [{ field: 'hours', hoursInterval: 24 }, 'Hours must be in range 1-23'],
    [{ field: 'days', daysInterval: 32 }, 'Days must be in range 1-31'],
    [{ field: 'months', monthsInterval: 0 }, 'Months must be larger than 0'],
  ])('refuses an interval out of range (%o)', async (interval, description) => {
    const result = await run(1.3, interval);
    const error = result.data.resultData.error as {
      message?: string;
      description?: string;
      context?: { itemIndex?: number };
    };
    expect(error.message).toBe('Invalid interval');
    expect(error.description).toBe(description);
    expect(result.data.resultData.runData.Schedule![0]!.error).toBeDefined();
  });

  it('accepts the edges of each range, and 1.2 accepts anything', async () => {
    for (const interval of [
      { field: 'seconds', secondsInterval: 59 },
      { field: 'minutes', minutesInterval: 1 },
      { field: 'hours', hoursInterval: 23 },
      { field: 'days', daysInterval: 31 },
      { field: 'months', monthsInterval: 1 },
    ]) {
      expect((await run(1.3, interval)).data.resultData.error).toBeUndefined();
    }
    expect((await run(1.2, { field: 'seconds', secondsInterval: 0 })).data.resultData.error).toBeUndefined();
  });
});

/**
 * Each run has its own timezone: two executions in different workflow timezones that run at the
 * same time (held at a barrier so that their steps interleave) each see their own zone in
 * expressions, `$now`, `$today` and node code, runs in one zone share it, and once they are over
 * code outside runs sees the zone it saw before.
 */
import { DateTime, Settings } from 'luxon';
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type NodeType } from '@weft/workflow';
import { builtinNodeTypes } from '@weft/nodes';
import { outputJson, workflow } from './helpers.js';

/** Resolves once `count` runs have arrived, so the runs interleave at this point. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => {
    release = resolve;
  });
  return async () => {
    if (++arrived === count) release();
    await all;
    // Let the other run continue first, so that whoever ran last cannot decide the zone.
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
}

let wait: () => Promise<void> = async () => {};

/** A node that records the default zone its code sees before and after waiting for the other run. */
const zoneProbe: NodeType = {
  description: {
    name: 'test.zoneProbe',
    displayName: 'Zone probe',
    group: ['transform'],
    version: 1,
    defaults: { name: 'Probe' },
    inputs: ['main'],
    outputs: ['main'],
    properties: [],
  },
  async execute(ctx) {
    const before = DateTime.now().zoneName;
    await wait();
    const after = DateTime.now().zoneName;
    const parsed = DateTime.fromISO('2024-07-01T12:00:00').toISO();
    return [
      ctx.getInputData().map((item, i) => ({
        json: { ...item.json, nodeBefore: before, nodeAfter: after, nodeParsed: parsed },
        pairedItem: { item: i },
      })),
    ];
  },
};

const registry = createNodeTypeRegistry([...builtinNodeTypes, zoneProbe]);

function zoneWorkflow(timezone: string) {
  const set = (name: string) =>
    [
      name,
      'weft.set',
      {
        assignments: {
          assignments: [
            { id: '1', name: `${name}Now`, value: '={{ $now.zoneName }}', type: 'string' },
            { id: '2', name: `${name}Today`, value: '={{ $today.toISO() }}', type: 'string' },
            { id: '3', name: `${name}Default`, value: '={{ DateTime.now().zoneName }}', type: 'string' },
            {
              id: '4',
              name: `${name}Parsed`,
              value: "={{ DateTime.fromISO('2024-07-01T12:00:00').toISO() }}",
              type: 'string',
            },
            { id: '5', name: `${name}Tz`, value: '={{ $workflow.timezone ?? "" }}', type: 'string' },
          ],
        },
        options: {},
        includeOtherFields: true,
      },
      { typeVersion: 3.4 },
    ] as [string, string, Record<string, unknown>, { typeVersion: number }];
  return workflow(
    [
      ['Start', 'weft.manualTrigger'],
      set('first'),
      ['Probe', 'test.zoneProbe'],
      set('second'),
      [
        'Code',
        'weft.code',
        { jsCode: 'return [{ json: { ...$json, codeNow: $now.zoneName, codeDefault: DateTime.now().zoneName } }];' },
        { typeVersion: 2 },
      ],
    ],
    ['Start>first', 'first>Probe', 'Probe>second', 'second>Code'],
    { settings: { executionOrder: 'v1', timezone } },
  );
}

describe('timezone per run', () => {
  it('gives two concurrent executions in different timezones each their own zone', async () => {
    wait = barrier(2);
    const [tokyo, newYork] = await Promise.all([
      runWorkflow({ workflow: zoneWorkflow('Asia/Tokyo'), nodeTypes: registry }),
      runWorkflow({ workflow: zoneWorkflow('America/New_York'), nodeTypes: registry }),
    ]);
    const t = outputJson(tokyo, 'Code')[0]!;
    const n = outputJson(newYork, 'Code')[0]!;
    for (const [json, zone, parsed] of [
      [t, 'Asia/Tokyo', '2024-07-01T12:00:00.000+09:00'],
      [n, 'America/New_York', '2024-07-01T12:00:00.000-04:00'],
    ] as const) {
      expect(json.firstNow).toBe(zone);
      expect(json.firstDefault).toBe(zone);
      expect(json.firstParsed).toBe(parsed);
      expect(json.nodeBefore).toBe(zone);
      expect(json.nodeAfter).toBe(zone);
      expect(json.nodeParsed).toBe(parsed);
      expect(json.secondNow).toBe(zone);
      expect(json.secondDefault).toBe(zone);
      expect(json.secondParsed).toBe(parsed);
      expect(json.codeNow).toBe(zone);
      expect(json.codeDefault).toBe(zone);
      expect(String(json.secondToday)).toMatch(/T00:00:00\.000[+-]\d\d:\d\d$/);
    }
    expect(String(t.secondToday).slice(-6)).toBe('+09:00');
    expect(String(n.secondToday).slice(-6)).toMatch(/^-0[45]:00$/);
  });

  it('gives concurrent runs in one zone that zone, and a third run in another zone its own, at once', async () => {
    wait = barrier(3);
    const outside = Settings.defaultZone.name;
    const [a, b, c] = await Promise.all([
      runWorkflow({ workflow: zoneWorkflow('Europe/Berlin'), nodeTypes: registry }),
      runWorkflow({ workflow: zoneWorkflow('Europe/Berlin'), nodeTypes: registry }),
      runWorkflow({ workflow: zoneWorkflow('Asia/Kolkata'), nodeTypes: registry }),
    ]);
    for (const [run, zone] of [
      [a, 'Europe/Berlin'],
      [b, 'Europe/Berlin'],
      [c, 'Asia/Kolkata'],
    ] as const) {
      const json = outputJson(run, 'Code')[0]!;
      expect([json.firstDefault, json.nodeBefore, json.nodeAfter, json.secondDefault, json.codeDefault]).toEqual(
        Array(5).fill(zone),
      );
    }
    expect(Settings.defaultZone.name).toBe(outside);
  });

  it('leaves the zone outside runs as it was', async () => {
    const outside = Settings.defaultZone.name;
    await runWorkflow({ workflow: zoneWorkflow('Pacific/Auckland'), nodeTypes: registry });
    expect(Settings.defaultZone.name).toBe(outside);
    expect(DateTime.now().zoneName).toBe(outside);
  });
});

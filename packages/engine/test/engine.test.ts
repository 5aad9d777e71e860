import { beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { calls, outputJson, registry, workflow } from './helpers.js';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, type Item, type NodeType } from '@weft/workflow';

const items = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ i, even: i % 2 === 0 })));

beforeEach(() => calls.clear());

describe('execution order (v1)', () => {
  it('runs branch by branch, the upper branch first, depth first', async () => {
    const order: string[] = [];
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: items(2) }],
        ['Low', 'test.tag'],
        ['LowNext', 'test.tag'],
        ['High', 'test.tag'],
        ['HighNext', 'test.tag'],
      ],
      ['Start>Data', 'Data>Low', 'Data>High', 'Low>LowNext', 'High>HighNext'],
    );
    wf.nodes.find((n) => n.name === 'Low')!.position = [400, 300];
    wf.nodes.find((n) => n.name === 'High')!.position = [400, -300];
    await runWorkflow({ workflow: wf, nodeTypes: registry, hooks: { nodeExecuteBefore: (n) => void order.push(n) } });
    expect(order).toEqual(['Start', 'Data', 'High', 'HighNext', 'Low', 'LowNext']);
  });

  it('makes a two-input node wait for both inputs', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: items(4) }],
        ['Split', 'test.split'],
        ['Join', 'test.join'],
      ],
      ['Start>Data', 'Data>Split', 'Split:0>Join:0', 'Split:1>Join:1'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry });
    expect(result.data.resultData.runData.Join).toHaveLength(1);
    expect(outputJson(result, 'Join').map((j) => j.i)).toEqual([0, 2, 1, 3]);
  });

  it('runs a waiting node with the inputs it has once nothing else can run', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: JSON.stringify([{ even: true }]) }],
        ['Split', 'test.split'],
        ['Join', 'test.join'],
      ],
      ['Start>Data', 'Data>Split', 'Split:0>Join:0', 'Split:1>Join:1'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry });
    expect(outputJson(result, 'Join')).toEqual([{ even: true }]);
  });

  it('does not run children of an empty output', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: '[]' }],
        ['After', 'test.tag'],
      ],
      ['Start>Data', 'Data>After'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry });
    expect(result.data.resultData.runData.After).toBeUndefined();
    expect(result.status).toBe('success');
  });

  it('passes input through a disabled node', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: items(2) }],
        ['Off', 'test.tag', { value: 'x' }, { disabled: true }],
        ['After', 'test.tag', { value: 'y' }],
      ],
      ['Start>Data', 'Data>Off', 'Off>After'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry });
    expect(calls.get('Off')).toBeUndefined();
    expect(outputJson(result, 'After')).toEqual([
      { i: 0, even: true, After: 'y' },
      { i: 1, even: false, After: 'y' },
    ]);
  });

  it('names an unknown node type before running anything', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Mystery', 'n8n-nodes-base.doesNotExist'],
      ],
      ['Start>Mystery'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry });
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toContain('n8n-nodes-base.doesNotExist');
    expect(result.data.resultData.error?.description).toContain('Mystery');
    expect(result.data.resultData.runData).toEqual({});
  });
});

describe('node settings', () => {
  it('retries a failing node and succeeds on a later try', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Flaky', 'test.flaky', { failTimes: 2 }, { retryOnFail: true, maxTries: 3, waitBetweenTries: 0 }],
      ],
      ['Start>Flaky'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry });
    expect(calls.get('Flaky')).toBe(3);
    expect(result.status).toBe('success');
  });

  it('stops after maxTries and reports the last error at the node', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Flaky', 'test.flaky', { failTimes: 9 }, { retryOnFail: true, maxTries: 2, waitBetweenTries: 0 }],
      ],
      ['Start>Flaky'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry });
    expect(calls.get('Flaky')).toBe(2);
    expect(result.status).toBe('error');
    expect(result.data.resultData.lastNodeExecuted).toBe('Flaky');
    expect(result.data.resultData.error?.message).toBe('flaky failure 2');
    expect(result.data.resultData.runData.Flaky?.[0]?.error?.node?.name).toBe('Flaky');
  });

  it('waits between tries', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Flaky', 'test.flaky', { failTimes: 1 }, { retryOnFail: true, maxTries: 2, waitBetweenTries: 300 }],
      ],
      ['Start>Flaky'],
    );
    const t = Date.now();
    await runWorkflow({ workflow: wf, nodeTypes: registry });
    expect(Date.now() - t).toBeGreaterThanOrEqual(290);
  });

  it('continues through the regular output with the input when a node fails', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: items(2) }],
        ['Flaky', 'test.flaky', { failTimes: 1 }, { onError: 'continueRegularOutput' }],
        ['After', 'test.tag', { value: 'ok' }],
      ],
      ['Start>Data', 'Data>Flaky', 'Flaky>After'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry });
    expect(result.status).toBe('success');
    expect(result.data.resultData.runData.Flaky?.[0]?.error?.message).toBe('flaky failure 1');
    expect(outputJson(result, 'After')).toHaveLength(2);
  });

  it('ends the run with the error of the last node when it failed and continued, as n8n does', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: items(2) }],
        ['Flaky', 'test.flaky', { failTimes: 1 }, { onError: 'continueRegularOutput' }],
      ],
      ['Start>Data', 'Data>Flaky'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry });
    expect(result.status).toBe('error');
    expect(result.finished).toBe(false);
    expect(result.data.resultData.error?.message).toBe('flaky failure 1');
    expect(result.data.resultData.lastNodeExecuted).toBe('Flaky');
    // The input still went on, as it does when another node follows.
    expect(outputJson(result, 'Flaky')).toHaveLength(2);
  });

  it('words items that carry an error as { error: message }, in the regular and the error output', async () => {
    const regular = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: items(2) }],
        ['Mixed', 'test.errorItems', {}, { onError: 'continueRegularOutput' }],
      ],
      ['Start>Data', 'Data>Mixed'],
    );
    const result = await runWorkflow({ workflow: regular, nodeTypes: registry });
    expect(result.status).toBe('success');
    expect(outputJson(result, 'Mixed')).toEqual([{ i: 0, even: true }, { error: 'item 1 refused' }]);
    const routed = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: items(2) }],
        ['Mixed', 'test.errorItems', {}, { onError: 'continueErrorOutput' }],
        ['Good', 'test.tag'],
        ['Bad', 'test.tag', { value: 'caught' }],
      ],
      ['Start>Data', 'Data>Mixed', 'Mixed:0>Good', 'Mixed:1>Bad'],
    );
    const split = await runWorkflow({ workflow: routed, nodeTypes: registry });
    expect(outputJson(split, 'Good')).toEqual([{ i: 0, even: true, Good: '' }]);
    expect(outputJson(split, 'Bad')).toEqual([{ error: 'item 1 refused', Bad: 'caught' }]);
  });

  it('sends a failed node’s items to its error output', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: items(2) }],
        ['Flaky', 'test.flaky', { failTimes: 1 }, { onError: 'continueErrorOutput' }],
        ['Good', 'test.tag'],
        ['Bad', 'test.tag', { value: 'caught' }],
      ],
      ['Start>Data', 'Data>Flaky', 'Flaky:0>Good', 'Flaky:1>Bad'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry });
    expect(result.data.resultData.runData.Good).toBeUndefined();
    expect(outputJson(result, 'Bad')).toEqual([
      { i: 0, even: true, error: 'flaky failure 1', Bad: 'caught' },
      { i: 1, even: false, error: 'flaky failure 1', Bad: 'caught' },
    ]);
  });

  it('outputs an empty item with alwaysOutputData', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: '[]' }, { alwaysOutputData: true }],
        ['After', 'test.tag', { value: 'ran' }],
      ],
      ['Start>Data', 'Data>After'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry });
    expect(outputJson(result, 'After')).toEqual([{ After: 'ran' }]);
  });

  it('gives only the first item to an executeOnce node', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: items(3) }],
        ['Once', 'test.tag', { value: 'x' }, { executeOnce: true }],
      ],
      ['Start>Data', 'Data>Once'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry });
    expect(outputJson(result, 'Once')).toEqual([{ i: 0, even: true, Once: 'x' }]);
  });

  it('does not copy items a node passes through', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: items(2) }],
        ['Pass', 'weft.noOp'],
      ],
      ['Start>Data', 'Data>Pass'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry });
    const rd = result.data.resultData.runData;
    expect(rd.Pass?.[0]?.data?.main?.[0]?.[0]?.json).toBe(rd.Data?.[0]?.data?.main?.[0]?.[0]?.json);
  });
});

describe('parameters inside fixed collections', () => {
  it('fills the defaults of each entry, and a default naming its sibling ($parameter["&key"]) reads that sibling resolved', async () => {
    const sibling: NodeType = {
      description: {
        name: 'test.sibling',
        displayName: 'Sibling',
        group: ['transform'],
        version: 1,
        defaults: { name: 'Sibling' },
        inputs: ['main'],
        outputs: ['main'],
        properties: [
          {
            displayName: 'Fields',
            name: 'fields',
            type: 'fixedCollection',
            typeOptions: { multipleValues: true },
            default: {},
            options: [
              {
                displayName: 'Field',
                name: 'field',
                values: [
                  { displayName: 'Key', name: 'key', type: 'string', default: '' },
                  {
                    displayName: 'Type',
                    name: 'type',
                    type: 'hidden',
                    default: '={{$parameter["&key"].split("|")[1]}}',
                  },
                  { displayName: 'Required', name: 'required', type: 'boolean', default: true },
                ],
              },
            ],
          },
        ],
      },
      async execute(ctx) {
        return [[{ json: { fields: ctx.getNodeParameter('fields', 0) as Item['json'] } }]];
      },
    };
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        [
          'Sibling',
          'test.sibling',
          { fields: { field: [{ key: 'Name|title' }, { key: '={{ "Due|" + "date" }}', required: false }] } },
        ],
      ],
      ['Start>Sibling'],
    );
    const result = await runWorkflow({
      workflow: wf,
      nodeTypes: createNodeTypeRegistry([...builtinNodeTypes, sibling]),
    });
    expect(outputJson(result, 'Sibling')).toEqual([
      {
        fields: {
          field: [
            { key: 'Name|title', type: 'title', required: true },
            { key: 'Due|date', type: 'date', required: false },
          ],
        },
      },
    ]);
  });
});

describe('getNodeParameter and its fallback', () => {
  it('gives the fallback for a parameter the node lacks, and undefined for an expression that resolved to undefined (as n8n)', async () => {
    const reader: NodeType = {
      description: {
        name: 'test.reader',
        displayName: 'Reader',
        group: ['transform'],
        version: 1,
        defaults: { name: 'Reader' },
        inputs: ['main'],
        outputs: ['main'],
        properties: [{ displayName: 'Value', name: 'value', type: 'string', default: '' }],
      },
      async execute(ctx) {
        const read = ctx.getNodeParameter('value', 0, 'fallback');
        const absent = ctx.getNodeParameter('absent', 0, 'fallback') as string;
        return [[{ json: { read: read === undefined ? 'undefined' : read, absent } }]];
      },
    };
    const nodeTypes = createNodeTypeRegistry([...builtinNodeTypes, reader]);
    const run = async (parameters: Record<string, unknown>) =>
      outputJson(
        await runWorkflow({
          workflow: workflow(
            [
              ['Start', 'weft.manualTrigger'],
              ['Reader', 'test.reader', parameters],
            ],
            ['Start>Reader'],
          ),
          nodeTypes,
        }),
        'Reader',
      );
    expect(await run({ value: '={{ $json.missing }}' })).toEqual([{ read: 'undefined', absent: 'fallback' }]);
    expect(await run({ value: '={{ "" }}' })).toEqual([{ read: '', absent: 'fallback' }]);
  });
});

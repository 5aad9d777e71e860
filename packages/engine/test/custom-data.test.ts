import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import type { ExecutionMode } from '@weft/workflow';
import { outputJson, registry, workflow } from './helpers.js';

const code = (jsCode: string) => ({ jsCode });

describe('execution custom data ($execution.customData)', () => {
  it('is set by expressions and the Code node, read back later in the run, and answered as resultData.metadata', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Data', 'test.emit', { items: JSON.stringify([{ n: 1 }]) }],
        ['SetExpr', 'test.tag', { value: "={{ $execution.customData.set('fromExpr', 'e' + $json.n) }}" }],
        [
          'Code',
          'weft.code',
          code(
            "$execution.customData.setAll({ fromCode: 42, other: 'x' }); return [{ json: { all: $execution.customData.getAll(), one: $execution.customData.get('fromExpr') } }];",
          ),
          { typeVersion: 2 },
        ],
        [
          'Read',
          'test.tag',
          {
            value:
              "={{ $execution.customData.get('fromCode') }}/{{ Object.keys($execution.customData.getAll()).join(',') }}",
          },
        ],
      ],
      ['Start>Data', 'Data>SetExpr', 'SetExpr>Code', 'Code>Read'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry, mode: 'manual' });
    expect(result.data.resultData.error).toBeUndefined();
    expect(outputJson(result, 'Code')).toEqual([{ all: { fromExpr: 'e1', fromCode: '42', other: 'x' }, one: 'e1' }]);
    expect(outputJson(result, 'Read')[0]!.Read).toBe('42/fromExpr,fromCode,other');
    expect(result.data.resultData.metadata).toEqual({ fromExpr: 'e1', fromCode: '42', other: 'x' });
  });

  it('leaves metadata out when nothing was set', async () => {
    const result = await runWorkflow({
      workflow: workflow([['Start', 'weft.manualTrigger']], []),
      nodeTypes: registry,
    });
    expect(result.data.resultData).not.toHaveProperty('metadata');
  });

  const badKey = (mode: ExecutionMode) =>
    runWorkflow({
      workflow: workflow(
        [
          ['Start', 'weft.manualTrigger'],
          [
            'Bad',
            'test.tag',
            { value: "={{ $execution.customData.set('bad key', 'v') }}{{ $execution.customData.set('good', 'v') }}" },
          ],
        ],
        ['Start>Bad'],
      ),
      nodeTypes: registry,
      mode,
    });

  it('fails a manual run on a bad key, naming the node', async () => {
    const result = await badKey('manual');
    expect(result.data.resultData.error?.message).toContain(
      'Custom date key can only contain characters "A-Za-z0-9_" (key "bad key")',
    );
    expect(result.data.resultData.lastNodeExecuted).toBe('Bad');
  });

  it('skips a bad key in production runs and keeps the good ones', async () => {
    const result = await badKey('trigger');
    expect(result.data.resultData.error).toBeUndefined();
    expect(result.data.resultData.metadata).toEqual({ good: 'v' });
  });

  it('applies the limits: 10 keys, keys cut to 50 characters, values to 512', async () => {
    const set = Array.from({ length: 12 }, (_, i) => `$execution.customData.set('k${i}', '${i}');`).join(' ');
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        [
          'Code',
          'weft.code',
          code(
            `${set} $execution.customData.set('${'L'.repeat(60)}', 'v'.repeat(600)); $execution.customData.set('k0', 'changed'); return [{ json: {} }];`,
          ),
          { typeVersion: 2 },
        ],
      ],
      ['Start>Code'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry, mode: 'manual' });
    expect(result.data.resultData.error).toBeUndefined();
    const metadata = result.data.resultData.metadata!;
    expect(Object.keys(metadata)).toHaveLength(10);
    expect(metadata.k0).toBe('changed');
    expect(metadata.k10).toBeUndefined();
  });

  it('cuts long keys and values', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        [
          'Code',
          'weft.code',
          code(
            `$execution.customData.set('${'L'.repeat(60)}', 'v'.repeat(600)); return [{ json: { back: $execution.customData.get('${'L'.repeat(60)}').length } }];`,
          ),
          { typeVersion: 2 },
        ],
      ],
      ['Start>Code'],
    );
    const result = await runWorkflow({ workflow: wf, nodeTypes: registry, mode: 'manual' });
    expect(result.data.resultData.metadata).toEqual({ ['L'.repeat(50)]: 'v'.repeat(512) });
    expect(outputJson(result, 'Code')).toEqual([{ back: 512 }]);
  });

  it('keeps the custom data set before a wait when the execution resumes', async () => {
    const wf = workflow(
      [
        ['Start', 'weft.manualTrigger'],
        ['Before', 'test.tag', { value: "={{ $execution.customData.set('before', 'yes') }}" }],
        ['Wait', 'weft.wait', { resume: 'webhook' }],
        ['After', 'test.tag', { value: "={{ $execution.customData.get('before') }}" }],
      ],
      ['Start>Before', 'Before>Wait', 'Wait>After'],
    );
    const first = await runWorkflow({ workflow: wf, nodeTypes: registry, executionId: '9' });
    expect(first.status).toBe('waiting');
    expect(first.data.resultData.metadata).toEqual({ before: 'yes' });
    const saved = JSON.parse(JSON.stringify(first.data));
    const resumed = await runWorkflow({
      workflow: wf,
      nodeTypes: registry,
      executionId: '9',
      resume: {
        executionData: saved.executionData,
        runData: saved.resultData.runData,
        metadata: saved.resultData.metadata,
        items: [{ json: {} }],
      },
    });
    expect(resumed.status).toBe('success');
    expect(outputJson(resumed, 'After')[0]!.After).toBe('yes');
    expect(resumed.data.resultData.metadata).toEqual({ before: 'yes' });
  });
});

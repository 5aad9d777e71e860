import { describe, expect, it } from 'vitest';
import type { NodeTypeDescription, WorkflowNode } from '@weft/workflow';
import { issueLines, issuesOf, outputsOf } from './node-info';

const node = (extra: Partial<WorkflowNode> = {}): WorkflowNode => ({
  id: '1',
  name: 'N',
  type: 'weft.x',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
  ...extra,
});
const desc = (extra: Partial<NodeTypeDescription> = {}): NodeTypeDescription => ({
  name: 'weft.x',
  displayName: 'X',
  group: ['transform'],
  version: 1,
  defaults: { name: 'X' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [],
  ...extra,
});

describe('node info', () => {
  it('labels If outputs and adds the error output', () => {
    const d = desc({ outputs: ['main', 'main'], outputNames: ['true', 'false'] });
    expect(outputsOf(node({ onError: 'continueErrorOutput' }), d)).toEqual([
      { index: 0, label: 'true' },
      { index: 1, label: 'false' },
      { index: 2, label: 'error', error: true },
    ]);
  });

  it('evaluates an outputs expression (Switch)', () => {
    const d = desc({ name: 'weft.switch', outputs: '={{ ($parameter["rules"]?.values ?? []).length }}' });
    expect(outputsOf(node({ parameters: { rules: { values: [{}, {}, {}] } } }), d)).toHaveLength(3);
  });

  it("labels Switch 2 outputs by each rule's Output Key, and Switch 3 by renamed outputs", () => {
    const v2 = desc({ name: 'weft.switch', outputs: '={{ ($parameter["rules"]?.rules ?? []).length }}' });
    const rules = { rules: [{ outputKey: 'adults' }, { outputKey: '' }, { outputKey: 'kids' }] };
    expect(outputsOf(node({ typeVersion: 2, parameters: { rules } }), v2).map((o) => o.label)).toEqual([
      'adults',
      '1',
      'kids',
    ]);
    const v3 = desc({ name: 'weft.switch', outputs: '={{ ($parameter["rules"]?.values ?? []).length }}' });
    const values = [{ renameOutput: true, outputKey: 'big' }, { outputKey: 'ignored' }];
    expect(outputsOf(node({ typeVersion: 3.2, parameters: { rules: { values } } }), v3).map((o) => o.label)).toEqual([
      'big',
      '1',
    ]);
  });

  it('reports issues: required parameter, credentials, execution; none when disabled or pinned', () => {
    const d = desc({
      properties: [{ displayName: 'URL', name: 'url', type: 'string', default: '', required: true }],
      credentials: [{ name: 'someApi', required: true }],
    });
    const runData = {
      N: [
        {
          startTime: 0,
          executionIndex: 0,
          executionTime: 0,
          executionStatus: 'error' as const,
          source: [],
          error: { message: 'x' },
        },
      ],
    };
    expect(issuesOf(node(), d, { pinned: false, runData })).toEqual({
      parameters: ['Parameter "URL" is required.'],
      credentials: ['Credentials for someApi are not set.'],
      execution: true,
    });
    expect(issuesOf(node({ disabled: true }), d, { pinned: false, runData })).toBeNull();
    expect(issuesOf(node(), d, { pinned: true, runData })).toBeNull();
    expect(issuesOf(node(), undefined, { pinned: false, runData: null })).toEqual({ typeUnknown: true });
  });

  it('names the versions there are when the node asks for one the instance lacks', () => {
    const issues = issuesOf(node({ typeVersion: 1 }), undefined, {
      pinned: false,
      runData: null,
      knownVersions: [3, 3.4],
    });
    expect(issues).toEqual({ typeUnknown: true, versionUnknown: { version: 1, known: [3, 3.4] } });
    expect(issueLines(issues)).toEqual([
      'Weft does not have version 1 of this node (it has 3, 3.4). Replace the node or remove it.',
    ]);
  });
});

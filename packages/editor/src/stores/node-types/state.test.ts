import { describe, expect, it } from 'vitest';
import type { NodeTypeDescription } from '@weft/workflow';
import * as n from './state';

const d = (version: number | number[], extra: Partial<NodeTypeDescription> = {}): NodeTypeDescription => ({
  name: 'weft.set',
  displayName: 'Edit Fields',
  group: ['input'],
  version,
  defaults: { name: 'Edit Fields' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [],
  ...extra,
});

describe('node types store', () => {
  it('keeps versions per node name and picks the highest by default', () => {
    const s = n.setNodeTypes(n.initialNodeTypesState, [
      d([3, 3.4], { description: 'new' }),
      d(1, { description: 'old' }),
    ]);
    expect(n.latestVersion(s, 'weft.set')).toBe(3.4);
    expect(n.getNodeType(s, 'weft.set')!.description).toBe('new');
    expect(n.getNodeType(s, 'weft.set', 1)!.description).toBe('old');
    expect(n.getNodeType(s, 'weft.nope')).toBeUndefined();
  });

  it('answers no description for a version the instance lacks, never another version', () => {
    const s = n.setNodeTypes(n.initialNodeTypesState, [d([3, 3.4])]);
    expect(n.getNodeType(s, 'weft.set', 2)).toBeUndefined();
    expect(n.getNodeType(s, 'weft.set', 3.1)).toBeUndefined();
    expect(n.knownVersions(s, 'weft.set')).toEqual([3, 3.4]);
    expect(n.knownVersions(s, 'weft.nope')).toEqual([]);
  });

  it('leaves hidden types out of the visible list', () => {
    const s = n.setNodeTypes(n.initialNodeTypesState, [d(1), { ...d(1), name: 'weft.hidden', hidden: true }]);
    expect(n.visibleNodeTypes(s).map((x) => x.name)).toEqual(['weft.set']);
  });
});

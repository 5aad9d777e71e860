import { describe, expect, it } from 'vitest';
import { createNodeTypeRegistry, unsupportedNode, unsupportedNodes } from './node-types.js';
import type { NodeType } from './types/node-type.js';

const type = (version: number | number[], description = ''): NodeType => ({
  description: {
    name: 'weft.set',
    displayName: 'Edit Fields',
    description,
    group: ['input'],
    version,
    defaults: { name: 'Edit Fields' },
    inputs: ['main'],
    outputs: ['main'],
    properties: [],
  },
  execute: async () => [[]],
});

describe('node type registry: versions', () => {
  const registry = createNodeTypeRegistry([type([3, 3.1, 3.4], 'new'), type([1, 2], 'legacy')]);

  it('answers the registration that lists the exact version, under either type name', () => {
    expect(registry.get('weft.set', 2)?.description.description).toBe('legacy');
    expect(registry.get('n8n-nodes-base.set', 3.1)?.description.description).toBe('new');
  });

  it('never answers another version for a version it lacks', () => {
    expect(registry.get('weft.set', 3.2)).toBeUndefined();
    expect(registry.get('weft.set', 5)).toBeUndefined();
    expect(registry.get('weft.set', 0.5)).toBeUndefined();
  });

  it('answers the highest version without one, and lists every version', () => {
    expect(registry.get('weft.set')?.description.description).toBe('new');
    expect(registry.versions?.('n8n-nodes-base.set')).toEqual([1, 2, 3, 3.1, 3.4]);
    expect(registry.versions?.('weft.nope')).toBeUndefined();
  });

  it('names the node, its n8n type, the version asked for and the versions there are', () => {
    expect(unsupportedNode({ name: 'Fields', type: 'weft.set', typeVersion: 3.2 }, registry)).toEqual({
      node: 'Fields',
      type: 'n8n-nodes-base.set',
      version: 3.2,
      knownVersions: [1, 2, 3, 3.1, 3.4],
      message:
        'Node "Fields" (n8n-nodes-base.set) is at typeVersion 3.2, which Weft does not have; Weft has typeVersions 1, 2, 3, 3.1, 3.4 of this type',
    });
    expect(unsupportedNode({ name: 'Fields', type: 'n8n-nodes-base.set', typeVersion: 2 }, registry)).toBeUndefined();
    expect(unsupportedNode({ name: 'X', type: 'community.thing', typeVersion: 1 }, registry)?.message).toBe(
      'Node "X" has the unknown type "community.thing": install or enable the node, or remove it from the workflow',
    );
  });

  it('lists every unsupported node of a workflow, skipping sticky notes and, for runs, disabled nodes', () => {
    const nodes = [
      { name: 'A', type: 'weft.set', typeVersion: 9 },
      { name: 'B', type: 'weft.set', typeVersion: 9, disabled: true },
      { name: 'Note', type: 'weft.stickyNote', typeVersion: 1 },
      { name: 'C', type: 'weft.set', typeVersion: 1 },
    ];
    expect(unsupportedNodes(nodes, registry).map((p) => p.node)).toEqual(['A', 'B']);
    expect(unsupportedNodes(nodes, registry, { skipDisabled: true }).map((p) => p.node)).toEqual(['A']);
  });
});

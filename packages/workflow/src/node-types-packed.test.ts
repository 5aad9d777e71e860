import { describe, expect, it } from 'vitest';
import { packNodeTypes, unpackNodeTypes, type PackedNodeTypes } from './node-types-packed.js';
import type { NodeProperty, NodeTypeDescription } from './types/node-type.js';

const resource: NodeProperty = {
  displayName: 'Resource',
  name: 'resource',
  type: 'options',
  default: 'page',
  options: [{ name: 'Page', value: 'page' }],
};
const title: NodeProperty = {
  displayName: 'Title',
  name: 'title',
  type: 'string',
  default: '',
  hint: 'Page’s title… 👋',
};

const describeType = (name: string, properties: NodeProperty[], extra: Partial<NodeTypeDescription> = {}) => ({
  name,
  displayName: name,
  group: ['transform'],
  version: 1,
  defaults: { name },
  inputs: ['main'],
  outputs: ['main'],
  properties,
  ...extra,
});

describe('packed node types', () => {
  const base = describeType('weft.notion', [resource, title]);
  // A tool variant: the same parameter objects, one added in front.
  const tool = describeType('weft.notionTool', [
    { displayName: 'Description', name: 'toolDescription', type: 'string', default: '' },
    resource,
    title,
  ]);
  // Another version: equal parameters in new objects.
  const v2 = describeType('weft.notion', [structuredClone(resource), { ...title, default: 'x' }], { version: 2 });
  const list = [base, tool, v2, describeType('weft.noOp', [])];

  it('writes each parameter once, then its number', () => {
    const packed = JSON.parse(packNodeTypes(list)) as PackedNodeTypes;
    expect(packed.packed).toBe(1);
    expect(packed.types.map((t) => t.properties.map((p) => (typeof p === 'number' ? p : p.name)))).toEqual([
      ['resource', 'title'],
      ['toolDescription', 0, 1],
      [0, 'title'],
      [],
    ]);
    expect(packNodeTypes(list).length).toBeLessThan(JSON.stringify(list).length);
  });

  it('unpacks to the same descriptions, equal parameters shared', () => {
    const unpacked = unpackNodeTypes(JSON.parse(packNodeTypes(list)) as PackedNodeTypes);
    expect(unpacked).toEqual(list);
    expect(unpacked[1]!.properties[1]).toBe(unpacked[0]!.properties[0]);
    expect(unpacked[2]!.properties[0]).toBe(unpacked[0]!.properties[0]);
    expect(unpacked[2]!.properties[1]).not.toBe(unpacked[0]!.properties[1]);
  });

  it('is written in ASCII, other characters escaped', () => {
    const text = packNodeTypes(list);
    expect(new TextEncoder().encode(text).length).toBe(text.length);
    expect(text).toContain('Page\\u2019s title\\u2026 \\ud83d\\udc4b');
  });

  it('refuses a body that is not packed, or refers to a parameter not written yet', () => {
    expect(() => unpackNodeTypes(list as unknown as PackedNodeTypes)).toThrow('Not a packed list of node types');
    const broken = { packed: 1, types: [{ ...base, properties: [3] }] } as unknown as PackedNodeTypes;
    expect(() => unpackNodeTypes(broken)).toThrow('Node type "weft.notion" refers to parameter 3');
  });
});

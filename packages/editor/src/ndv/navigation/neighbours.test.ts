import { describe, expect, it } from 'vitest';
import { nodeNeighbours } from './neighbours';

const node = (id: string, y = 0, type = 'weft.noOp') => ({
  id,
  name: id.toUpperCase(),
  type,
  typeVersion: 1,
  position: [0, y] as [number, number],
  parameters: {},
});
const link = (source: string, target: string, sourceOutput = 0, targetInput = 0) => ({
  source,
  target,
  sourceOutput,
  targetInput,
  type: 'main',
});

describe('nodeNeighbours', () => {
  const model = {
    nodes: Object.fromEntries(
      [node('a', 0), node('b', 200), node('m', 0), node('t', 0), node('f', 100), node('s', 0, 'weft.stickyNote')].map(
        (n) => [n.id, n],
      ),
    ),
    connections: Object.fromEntries(
      [
        link('b', 'm', 0, 1),
        link('a', 'm', 0, 0),
        link('m', 'f', 1),
        link('m', 't', 0),
        link('m', 't', 0, 1),
        link('m', 'm'),
      ].map((c, i) => [String(i), c]),
    ),
  };

  it('lists parents by input and children by output, once each, never the node itself', () => {
    expect(nodeNeighbours(model, 'm')).toEqual({ parents: ['a', 'b'], children: ['t', 'f'] });
  });

  it('has none at the ends of the workflow', () => {
    expect(nodeNeighbours(model, 'a')).toEqual({ parents: [], children: ['m'] });
    expect(nodeNeighbours(model, 't')).toEqual({ parents: ['m'], children: [] });
  });
});

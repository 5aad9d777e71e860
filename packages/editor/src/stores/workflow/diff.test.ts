import { describe, expect, it } from 'vitest';
import type { WorkflowNode } from '@weft/workflow';
import { applyCommand, type Command } from './commands';
import { applyDiff, diffModels, isEmptyDiff, reverseDiff, squashDiffs } from './diff';
import { connectionKey, fromWorkflow, type WorkflowModel } from './model';

/** A small deterministic generator, so a failing sequence can be replayed. */
function random(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

const start = (): WorkflowModel =>
  fromWorkflow({
    name: 'W',
    nodes: ['A', 'B', 'C'].map((name, i) => ({
      id: name.toLowerCase(),
      name,
      type: 'weft.set',
      typeVersion: 1,
      position: [i * 200, 0] as [number, number],
      parameters: { v: `={{ $('${name}').item.json.x }}` },
    })),
    connections: { A: { main: [[{ node: 'B', type: 'main', index: 0 }]] } },
    pinData: { A: [{ json: { pinned: 1 } }] },
  });

/** A random command that applies to the model (most of the time). */
function randomCommand(model: WorkflowModel, next: () => number, counter: { n: number }): Command {
  const ids = model.order;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const kind = Math.floor(next() * 8);
  const id = ids.length ? pick(ids) : undefined;
  const node = id ? model.nodes[id] : undefined;
  if (!node || kind === 0) {
    const n = ++counter.n;
    const added: WorkflowNode = {
      id: `n${n}`,
      name: `N${n}`,
      type: 'weft.noOp',
      typeVersion: 1,
      position: [n, n],
      parameters: {},
    };
    return { type: 'addNode', node: added, ...(next() < 0.5 ? { pinData: [{ json: { n } }] } : {}) };
  }
  switch (kind) {
    case 1:
      return { type: 'removeNode', node };
    case 2:
      return { type: 'moveNode', nodeId: node.id, from: node.position, to: [node.position[0] + 10, 5] };
    case 3: {
      const other = pick(ids);
      return {
        type: 'addConnection',
        connection: { source: node.id, sourceOutput: 0, target: other, targetInput: 0, type: 'main' },
      };
    }
    case 4: {
      const c = Object.values(model.connections);
      return c.length ? { type: 'removeConnection', connection: pick(c) } : { type: 'removeNode', node };
    }
    case 5:
      return { type: 'renameNode', nodeId: node.id, from: node.name, to: `${node.name}x` };
    case 6:
      return { type: 'toggleEnabled', nodeId: node.id, from: !!node.disabled, to: !node.disabled };
    default:
      return {
        type: 'setPinData',
        nodeName: node.name,
        from: model.pinData[node.name] ?? null,
        to: next() < 0.5 ? null : [{ json: { k: counter.n } }],
      };
  }
}

describe('record diffs of the workflow model (issue 20)', () => {
  it('a diff applied to the model before gives the model after, and reversed gives the one before', () => {
    const next = random(7);
    const counter = { n: 0 };
    for (let run = 0; run < 40; run++) {
      let model = start();
      for (let step = 0; step < 12; step++) {
        const cmd = randomCommand(model, next, counter);
        const after = applyCommand(model, cmd);
        const diff = diffModels(model, after);
        expect(applyDiff(model, diff), JSON.stringify(cmd)).toEqual(after);
        expect(applyDiff(after, reverseDiff(diff)), JSON.stringify(cmd)).toEqual(model);
        expect(isEmptyDiff(diff)).toBe(after === model);
        model = after;
      }
    }
  });

  it('squashing the diffs of a sequence undoes and redoes the whole sequence at once', () => {
    const next = random(42);
    const counter = { n: 0 };
    for (let run = 0; run < 40; run++) {
      const first = start();
      let model = first;
      let squashed = diffModels(model, model);
      for (let step = 0; step < 10; step++) {
        const after = applyCommand(model, randomCommand(model, next, counter));
        squashed = squashDiffs(squashed, diffModels(model, after));
        model = after;
      }
      expect(applyDiff(first, squashed)).toEqual(model);
      expect(applyDiff(model, reverseDiff(squashed))).toEqual(first);
    }
  });

  it('a removal and its undo keep the connections and pinned data of the node, and its place', () => {
    const before = start();
    const after = applyCommand(before, { type: 'removeNode', node: before.nodes.a! });
    const diff = diffModels(before, after);
    expect(Object.keys(diff.connections.removed)).toEqual(Object.values(before.connections).map(connectionKey));
    expect(diff.pinData.removed).toEqual({ A: [{ json: { pinned: 1 } }] });
    expect(applyDiff(after, reverseDiff(diff)).order).toEqual(['a', 'b', 'c']);
  });

  it('leaves out a connection whose node is not there', () => {
    const before = start();
    const diff = diffModels(before, applyCommand(before, { type: 'removeNode', node: before.nodes.b! }));
    // Only the connection comes back, not node B: the connection cannot stand alone.
    const onlyConnections = { ...reverseDiff(diff), nodes: { added: {}, updated: {}, removed: {} }, order: undefined };
    const model = applyDiff(applyCommand(before, { type: 'removeNode', node: before.nodes.b! }), onlyConnections);
    expect(model.connections).toEqual({});
  });
});

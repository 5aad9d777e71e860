import { describe, expect, it } from 'vitest';
import type { TaskData, WorkflowNode } from '@weft/workflow';
import { connectionKey, type CanvasConnection, type WorkflowModel } from '../workflow/model';
import * as r from './state';
import { nodeSignatures, reusableRunData, staleNodes } from './stale';

const task = (): TaskData => ({ startTime: 0, executionIndex: 0, executionTime: 1, executionStatus: 'success', source: [], data: { main: [[{ json: {} }]] } });
const node = (id: string, parameters: Record<string, unknown> = {}): WorkflowNode => ({ id, name: id.toUpperCase(), type: 'weft.set', typeVersion: 3, position: [0, 0], parameters: parameters as WorkflowNode['parameters'] });
const conn = (source: string, target: string): CanvasConnection => ({ source, sourceOutput: 0, target, targetInput: 0, type: 'main' });
function model(nodes: WorkflowNode[], conns: CanvasConnection[]): Pick<WorkflowModel, 'nodes' | 'connections'> {
  return { nodes: Object.fromEntries(nodes.map((n) => [n.id, n])), connections: Object.fromEntries(conns.map((c) => [connectionKey(c), c])) };
}

describe('stale run data (n8n keeps run data while editing)', () => {
  const before = model([node('a'), node('b', { x: 1 }), node('c')], [conn('a', 'b'), conn('b', 'c')]);
  const runData = { A: [task()], B: [task()], C: [task()] };
  const ranWith = nodeSignatures(before);

  it('keeps every node fresh when a node is added, moved or connected downstream', () => {
    const after = model([node('a'), node('b', { x: 1 }), { ...node('c'), position: [500, 0] }, node('d')], [conn('a', 'b'), conn('b', 'c'), conn('c', 'd')]);
    expect(staleNodes(runData, ranWith, nodeSignatures(after))).toEqual([]);
  });

  it('marks a node whose parameters changed, and one whose input changed', () => {
    const params = model([node('a'), node('b', { x: 2 }), node('c')], [conn('a', 'b'), conn('b', 'c')]);
    expect(staleNodes(runData, ranWith, nodeSignatures(params))).toEqual(['B']);
    const rewired = model([node('a'), node('b', { x: 1 }), node('c')], [conn('a', 'b'), conn('a', 'c')]);
    expect(staleNodes(runData, ranWith, nodeSignatures(rewired))).toEqual(['C']);
  });

  it('lets a partial run reuse only what is still valid upstream', () => {
    const parents: Record<string, string[]> = { A: [], B: ['A'], C: ['B'] };
    const upstream = new Set(['A', 'B', 'C']);
    expect(Object.keys(reusableRunData(runData, upstream, [], (n) => parents[n] ?? []))).toEqual(['A', 'B', 'C']);
    expect(Object.keys(reusableRunData(runData, upstream, ['B'], (n) => parents[n] ?? []))).toEqual(['A']);
    expect(Object.keys(reusableRunData(runData, new Set(['A']), [], (n) => parents[n] ?? []))).toEqual(['A']);
  });

  it('records the signatures a run used and moves data with a renamed node', () => {
    let s = r.runRequested(r.initialRunState, null, ranWith);
    s = r.nodeFinished(s, 'B', task());
    expect(s.ranWith).toEqual(ranWith);
    s = r.renameNodeRunData(s, 'B', 'Bee');
    expect(Object.keys(s.runData!)).toEqual(['Bee']);
    expect(s.ranWith.Bee).toBe(ranWith.B);
    expect(s.ranWith.B).toBeUndefined();
    expect(r.clearRunData(s).ranWith).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import type { PinData, TaskData, WorkflowNode } from '@weft/workflow';
import { connectionKey, type CanvasConnection, type WorkflowModel } from '../workflow/model';
import * as r from './state';
import { nodeDirtiness, nodeSignatures, reusableRunData, runDataKeptDuringPartialRun, staleNodes } from './stale';

const task = (): TaskData => ({
  startTime: 0,
  executionIndex: 0,
  executionTime: 1,
  executionStatus: 'success',
  source: [],
  data: { main: [[{ json: {} }]] },
});
const node = (id: string, parameters: Record<string, unknown> = {}): WorkflowNode => ({
  id,
  name: id.toUpperCase(),
  type: 'weft.set',
  typeVersion: 3,
  position: [0, 0],
  parameters: parameters as WorkflowNode['parameters'],
});
const conn = (source: string, target: string, type = 'main'): CanvasConnection => ({
  source,
  sourceOutput: 0,
  target,
  targetInput: 0,
  type,
});
function model(
  nodes: WorkflowNode[],
  conns: CanvasConnection[],
  pinData: PinData = {},
): Pick<WorkflowModel, 'nodes' | 'connections' | 'pinData'> {
  return {
    nodes: Object.fromEntries(nodes.map((n) => [n.id, n])),
    connections: Object.fromEntries(conns.map((c) => [connectionKey(c), c])),
    pinData,
  };
}

describe('stale run data (n8n keeps run data while editing)', () => {
  const before = model([node('a'), node('b', { x: 1 }), node('c')], [conn('a', 'b'), conn('b', 'c')]);
  const runData = { A: [task()], B: [task()], C: [task()] };
  const ranWith = nodeSignatures(before);

  it('keeps every node fresh when a node is added, moved or connected downstream', () => {
    const after = model(
      [node('a'), node('b', { x: 1 }), { ...node('c'), position: [500, 0] }, node('d')],
      [conn('a', 'b'), conn('b', 'c'), conn('c', 'd')],
    );
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

  it('tells why, as n8n does: parameters, inputs, a parent switched off', () => {
    const params = model([node('a'), node('b', { x: 2 }), node('c')], [conn('a', 'b'), conn('b', 'c')]);
    expect(nodeDirtiness(runData, ranWith, nodeSignatures(params))).toEqual({ B: 'parameters-updated' });
    const off = model(
      [node('a'), { ...node('b', { x: 1 }), disabled: true }, node('c')],
      [conn('a', 'b'), conn('b', 'c')],
    );
    expect(nodeDirtiness(runData, ranWith, nodeSignatures(off))).toEqual({
      B: 'parameters-updated',
      C: 'incoming-connections-updated',
    });
  });

  it('marks the children of a node whose pinned data changed, and a node whose own pins were removed', () => {
    const pinned = model([node('a'), node('b', { x: 1 }), node('c')], [conn('a', 'b'), conn('b', 'c')], {
      B: [{ json: { v: 1 } }],
    });
    const then = nodeSignatures(pinned);
    // Same content in a new array: nothing changed.
    const same = model([node('a'), node('b', { x: 1 }), node('c')], [conn('a', 'b'), conn('b', 'c')], {
      B: [{ json: { v: 1 } }],
    });
    expect(nodeDirtiness(runData, then, nodeSignatures(same))).toEqual({});
    const edited = model([node('a'), node('b', { x: 1 }), node('c')], [conn('a', 'b'), conn('b', 'c')], {
      B: [{ json: { v: 2 } }],
    });
    expect(nodeDirtiness(runData, then, nodeSignatures(edited))).toEqual({ C: 'pinned-data-updated' });
    const unpinned = nodeDirtiness(runData, then, nodeSignatures(before));
    expect(unpinned).toEqual({ B: 'pinned-data-updated', C: 'pinned-data-updated' });
    // Pinning a node that ran does not make it stale (its pinned output shows).
    expect(nodeDirtiness(runData, ranWith, nodeSignatures({ ...before, pinData: { B: [{ json: {} }] } }))).toEqual({
      C: 'pinned-data-updated',
    });
  });

  it("marks a root node when one of its sub-nodes changed (n8n's upstream-dirty)", () => {
    const agent = model(
      [node('t'), node('agent'), node('llm', { model: 'a' }), node('tool', { x: 1 })],
      [conn('t', 'agent'), conn('llm', 'agent', 'ai_languageModel'), conn('tool', 'agent', 'ai_tool')],
    );
    const ran = { T: [task()], AGENT: [task()] };
    const then = nodeSignatures(agent);
    const model2 = model(
      [node('t'), node('agent'), node('llm', { model: 'b' }), node('tool', { x: 1 })],
      [conn('t', 'agent'), conn('llm', 'agent', 'ai_languageModel'), conn('tool', 'agent', 'ai_tool')],
    );
    expect(nodeDirtiness(ran, then, nodeSignatures(model2))).toEqual({ AGENT: 'upstream-dirty' });
    const unplugged = model(
      [node('t'), node('agent'), node('llm', { model: 'a' }), node('tool', { x: 1 })],
      [conn('t', 'agent'), conn('llm', 'agent', 'ai_languageModel')],
    );
    expect(nodeDirtiness(ran, then, nodeSignatures(unplugged))).toEqual({ AGENT: 'incoming-connections-updated' });
  });

  it("marks a loop's entry when a node inside the loop changed", () => {
    const loop = (x: number) =>
      model(
        [node('t'), node('loop'), node('work', { x }), node('done')],
        [conn('t', 'loop'), conn('loop', 'work'), conn('work', 'loop'), conn('loop', 'done')],
      );
    const ran = { T: [task()], LOOP: [task()], WORK: [task()], DONE: [task()] };
    expect(nodeDirtiness(ran, nodeSignatures(loop(1)), nodeSignatures(loop(2)))).toEqual({
      WORK: 'parameters-updated',
      LOOP: 'upstream-dirty',
    });
  });

  it('keeps other branches shown during a partial run and merges them with its result', () => {
    const children: Record<string, string[]> = { A: ['B', 'X'], B: ['C'], C: [], X: [] };
    const all = { A: [task()], B: [task()], C: [task()], X: [task()] };
    expect(Object.keys(runDataKeptDuringPartialRun(all, 'B', [], (n) => children[n] ?? [])).sort()).toEqual(['A', 'X']);
    expect(Object.keys(runDataKeptDuringPartialRun(all, 'C', ['A'], (n) => children[n] ?? []))).toEqual([]);
    let s = r.runRequested(
      r.initialRunState,
      runDataKeptDuringPartialRun(all, 'B', [], (n) => children[n] ?? []),
      ranWith,
    );
    s = r.runAccepted(s, { executionId: '7' });
    s = r.executionFinished(s, { executionId: '7', status: 'success', runData: { A: [task()], B: [task()] } });
    expect(Object.keys(s.runData!).sort()).toEqual(['A', 'B', 'X']);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCommand, type Command } from '../workflow/commands';
import { diffModels, emptyDiff } from '../workflow/diff';
import { emptyWorkflow, fromWorkflow } from '../workflow/model';
import { useWorkflowStore } from '../workflow/store';
import * as h from './state';
import { useHistoryStore } from './store';

const move = (n: number): Command => ({ type: 'moveNode', nodeId: 'a', from: [n, 0], to: [n + 1, 0] });
const conn = { source: 'a', sourceOutput: 0, target: 'b', targetInput: 0, type: 'main' };
/** A diff for the pure history rules, which never look inside it. */
const d = emptyDiff();
const rec = (s: h.HistoryState, cmd: Command, now?: number) => h.recordCommand(s, cmd, d, now);

describe('undo/redo history', () => {
  it('records each command kind as its own undoable step', () => {
    const kinds: Command[] = [
      move(0),
      {
        type: 'addNode',
        node: { id: 'x', name: 'X', type: 'weft.noOp', typeVersion: 1, position: [0, 0], parameters: {} },
      },
      {
        type: 'removeNode',
        node: { id: 'x', name: 'X', type: 'weft.noOp', typeVersion: 1, position: [0, 0], parameters: {} },
      },
      { type: 'addConnection', connection: conn },
      { type: 'removeConnection', connection: conn },
      { type: 'toggleEnabled', nodeId: 'a', from: false, to: true },
      { type: 'renameNode', nodeId: 'a', from: 'A', to: 'B' },
    ];
    const s = kinds.reduce((acc, k) => rec(acc, k), h.initialHistoryState);
    expect(s.undoStack.map((x) => x.commands[0]!.type)).toEqual(kinds.map((k) => k.type));
  });

  it('groups a bulk recording into one step', () => {
    let s = h.startRecording(h.initialHistoryState);
    s = rec(s, move(1));
    s = rec(s, move(2));
    s = h.stopRecording(s);
    expect(s.undoStack).toHaveLength(1);
    expect(s.undoStack[0]).toEqual({ bulk: true, commands: [move(1), move(2)], diff: d });
  });

  it('skips duplicates within a bulk', () => {
    let s = h.startRecording(h.initialHistoryState);
    s = rec(s, move(1));
    s = rec(s, move(1));
    s = h.stopRecording(s);
    expect(s.undoStack[0]!.commands).toEqual([move(1)]);
  });

  it('clears the redo stack when a new command comes', () => {
    let s = rec(h.initialHistoryState, move(1));
    s = h.popUndo(s).state;
    expect(s.redoStack).toHaveLength(1);
    s = rec(s, move(5));
    expect(s.redoStack).toEqual([]);
  });

  it('ignores commands while a bulk is in progress', () => {
    let s = h.setBulkInProgress(h.initialHistoryState, true);
    s = rec(s, move(1));
    expect(s.undoStack).toEqual([]);
    s = h.setBulkInProgress(s, false);
    expect(rec(s, move(1)).undoStack).toHaveLength(1);
  });

  it('caps the undo stack at 100, dropping the oldest', () => {
    let s = h.initialHistoryState;
    for (let i = 0; i < 105; i++) s = rec(s, move(i));
    expect(s.undoStack).toHaveLength(h.HISTORY_STACK_LIMIT);
    expect(s.undoStack[0]!.commands[0]).toEqual(move(5));
  });

  it('caps the redo stack at 100, dropping the oldest', () => {
    let s: h.HistoryState = {
      ...h.initialHistoryState,
      redoStack: Array.from({ length: 100 }, (_, i) => ({ bulk: false, commands: [move(i)], diff: d })),
      undoStack: [{ bulk: false, commands: [move(999)], diff: d }],
    };
    s = h.popUndo(s).state;
    expect(s.redoStack).toHaveLength(100);
    expect(s.redoStack[0]!.commands[0]).toEqual(move(1));
    expect(s.redoStack[99]!.commands[0]).toEqual(move(999));
  });

  it('reverts a step by its diff reversed, putting removed connections back in a delayed part', () => {
    const before = fromWorkflow({
      name: 'w',
      nodes: [
        { id: 'a', name: 'A', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 'b', name: 'B', type: 'weft.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      ],
      connections: { A: { main: [[{ node: 'B', type: 'main', index: 0 }]] } },
    });
    const node = before.nodes.b!;
    const commands: Command[] = [
      { type: 'removeConnection', connection: Object.values(before.connections)[0]! },
      { type: 'removeNode', node },
    ];
    const after = commands.reduce(applyCommand, before);
    const plan = h.revertPlan({ bulk: true, commands, diff: diffModels(before, after) });
    expect(plan.immediate.nodes.added).toEqual({ b: node });
    expect(plan.immediate.connections.added).toEqual({});
    expect(Object.values(plan.delayed!.connections.added)).toEqual(Object.values(before.connections));
    expect(h.revertPlan({ bulk: false, commands: [move(1)], diff: d }).delayed).toBeNull();
  });

  describe('with the stores', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      useHistoryStore.getState().reset();
      useWorkflowStore.getState().setWorkflow(
        fromWorkflow({
          name: 'w',
          nodes: [
            { id: 'a', name: 'A', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
            { id: 'b', name: 'B', type: 'weft.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
          ],
          connections: { A: { main: [[{ node: 'B', type: 'main', index: 0 }]] } },
        }),
      );
    });
    afterEach(() => {
      vi.useRealTimers();
      useWorkflowStore.getState().setWorkflow(emptyWorkflow());
    });

    it('delays putting back a removed connection by 10 ms and ignores commands meanwhile', async () => {
      const wf = useWorkflowStore.getState();
      const b = wf.workflow.nodes.b!;
      const cmds: Command[] = [
        { type: 'removeConnection', connection: conn },
        { type: 'removeNode', node: b },
      ];
      const diffs = wf.apply(cmds);
      const hist = useHistoryStore.getState();
      hist.startRecording();
      cmds.forEach((c, i) => useHistoryStore.getState().record(c, diffs[i]!));
      useHistoryStore.getState().stopRecording();

      const undoing = useHistoryStore.getState().undo();
      expect(useWorkflowStore.getState().workflow.nodes.b).toBeDefined();
      expect(Object.keys(useWorkflowStore.getState().workflow.connections)).toHaveLength(0);
      useHistoryStore.getState().record(move(1), d);
      expect(useHistoryStore.getState().undoStack).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(9);
      expect(Object.keys(useWorkflowStore.getState().workflow.connections)).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await undoing;
      expect(Object.keys(useWorkflowStore.getState().workflow.connections)).toHaveLength(1);
      expect(useHistoryStore.getState().bulkInProgress).toBe(false);

      await useHistoryStore.getState().redo();
      expect(useWorkflowStore.getState().workflow.nodes.b).toBeUndefined();
    });
  });
});

describe('record diffs of every other edit (issue 20)', () => {
  const node = (parameters: Record<string, unknown>) => ({
    id: 'n',
    name: 'N',
    type: 'weft.set',
    typeVersion: 1,
    position: [0, 0] as [number, number],
    parameters: parameters as never,
  });
  it('joins quick edits of one node into one step, and keeps slower or other edits apart', () => {
    const edit = (s: h.HistoryState, from: string, to: string, now: number) => {
      const diff = emptyDiff();
      diff.nodes.updated.n = [node({ v: from }), node({ v: to })];
      return h.recordCommand(
        s,
        { type: 'updateNode', nodeId: 'n', from: node({ v: from }), to: node({ v: to }) },
        diff,
        now,
      );
    };
    let s = h.initialHistoryState;
    s = edit(s, '', 'a', 1000);
    s = edit(s, 'a', 'ab', 1500);
    expect(s.undoStack).toHaveLength(1);
    expect(s.undoStack[0]!.commands[0]).toMatchObject({
      from: { parameters: { v: '' } },
      to: { parameters: { v: 'ab' } },
    });
    s = edit(s, 'ab', 'abc', 3000);
    s = h.recordCommand(s, { type: 'setPinData', nodeName: 'N', from: null, to: [{ json: {} }] }, d, 3100);
    expect(s.undoStack).toHaveLength(3);
    const plan = h.revertPlan(s.undoStack[0]!);
    expect(plan.immediate.nodes.updated).toEqual({ n: [node({ v: 'ab' }), node({ v: '' })] });
  });
});

describe('undo of edits made through the workflow store (issue 20)', () => {
  beforeEach(() => {
    useHistoryStore.getState().reset();
    useWorkflowStore.getState().setWorkflow(
      fromWorkflow({
        name: 'W',
        nodes: [{ id: 'n', name: 'N', type: 'weft.set', typeVersion: 1, position: [0, 0], parameters: { v: 'one' } }],
        connections: {},
      }),
    );
  });

  it('undoes and redoes a parameter edit, a node setting, pinned data and the workflow settings', async () => {
    const wf = () => useWorkflowStore.getState().workflow;
    useWorkflowStore.getState().setNodeParameters('n', { v: 'two' });
    await new Promise((r) => setTimeout(r, h.COALESCE_MS + 20));
    useWorkflowStore.getState().updateNode('n', { notes: 'a note', retryOnFail: true });
    useWorkflowStore.getState().pinData('N', [{ a: 1 }]);
    useWorkflowStore.getState().setSettings({ timezone: 'Europe/Berlin' });
    expect(useHistoryStore.getState().undoStack).toHaveLength(4);

    await useHistoryStore.getState().undo();
    expect(wf().settings).toEqual({});
    await useHistoryStore.getState().undo();
    expect(wf().pinData.N).toBeUndefined();
    await useHistoryStore.getState().undo();
    expect(wf().nodes.n).toMatchObject({ parameters: { v: 'two' } });
    expect(wf().nodes.n!.notes).toBeUndefined();
    await useHistoryStore.getState().undo();
    expect(wf().nodes.n!.parameters).toEqual({ v: 'one' });

    await useHistoryStore.getState().redo();
    await useHistoryStore.getState().redo();
    await useHistoryStore.getState().redo();
    expect(wf().nodes.n).toMatchObject({ parameters: { v: 'two' }, notes: 'a note', retryOnFail: true });
    expect(wf().pinData.N).toEqual([{ json: { a: 1 } }]);
    // Undoing does not record new steps.
    expect(useHistoryStore.getState().undoStack).toHaveLength(3);
  });
});

describe('undo by record diffs restores exactly what an edit replaced (issue 20)', () => {
  beforeEach(() => useHistoryStore.getState().reset());

  it('undoing a rename puts back each expression as it was, even one that already named the new name', async () => {
    useWorkflowStore.getState().setWorkflow(
      fromWorkflow({
        name: 'W',
        nodes: [
          { id: 'a', name: 'A', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
          { id: 'b', name: 'B', type: 'weft.set', typeVersion: 1, position: [200, 0], parameters: {} },
          {
            id: 'c',
            name: 'C',
            type: 'weft.set',
            typeVersion: 1,
            position: [400, 0],
            parameters: { x: "={{ $('A').item.json.v }}", y: "={{ $('Z').item.json.v }}" },
          },
        ],
        connections: {},
      }),
    );
    const before = useWorkflowStore.getState().workflow;
    const cmd: Command = { type: 'renameNode', nodeId: 'a', from: 'A', to: 'Z' };
    const [diff] = useWorkflowStore.getState().apply([cmd]);
    useHistoryStore.getState().record(cmd, diff!);
    expect(useWorkflowStore.getState().workflow.nodes.c!.parameters).toEqual({
      x: "={{ $('Z').item.json.v }}",
      y: "={{ $('Z').item.json.v }}",
    });
    await useHistoryStore.getState().undo();
    // Renaming Z back to A would have turned y into $('A') too; the diff restores C as it was.
    expect(useWorkflowStore.getState().workflow.nodes).toEqual(before.nodes);
    expect(useWorkflowStore.getState().workflow.nodes.c!.parameters.y).toBe("={{ $('Z').item.json.v }}");
    await useHistoryStore.getState().redo();
    expect(useWorkflowStore.getState().workflow.nodes.a!.name).toBe('Z');
  });

  it('undoing a removal puts the node back at its place in the document order', async () => {
    useWorkflowStore.getState().setWorkflow(
      fromWorkflow({
        name: 'W',
        nodes: ['a', 'b', 'c'].map((id, i) => ({
          id,
          name: id.toUpperCase(),
          type: 'weft.noOp',
          typeVersion: 1,
          position: [i * 200, 0] as [number, number],
          parameters: {},
        })),
        connections: {},
      }),
    );
    const wf = useWorkflowStore.getState();
    const cmd: Command = { type: 'removeNode', node: wf.workflow.nodes.b! };
    const [diff] = wf.apply([cmd]);
    useHistoryStore.getState().record(cmd, diff!);
    expect(useWorkflowStore.getState().workflow.order).toEqual(['a', 'c']);
    await useHistoryStore.getState().undo();
    expect(useWorkflowStore.getState().workflow.order).toEqual(['a', 'b', 'c']);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Item, RunData } from '@weft/workflow';
import { paste, togglePin } from './actions';
import { tryPinData } from './pin-data';
import { MAX_WORKFLOW_PINNED_DATA_SIZE, pinDataMessages } from '../stores/ndv/state';
import { useRunStore } from '../stores/executions-run/store';
import { useToastStore } from '../stores/toasts/store';
import { initialToastState } from '../stores/toasts/state';
import { fromWorkflow } from '../stores/workflow/model';
import { useWorkflowStore } from '../stores/workflow/store';

// Pinned data of 'Big' that leaves about 2 KB under the 12 MiB limit.
const nearlyFull: Item[] = [{ json: { blob: 'x'.repeat(MAX_WORKFLOW_PINNED_DATA_SIZE - 2000) } }];
const run = (items: Item[]): RunData[string] => [
  {
    startTime: 0,
    executionIndex: 0,
    executionTime: 1,
    executionStatus: 'success',
    source: [],
    data: { main: [items] },
  },
];

function load(pinData: Record<string, Item[]>, runData: RunData): void {
  useWorkflowStore.getState().setWorkflow(
    fromWorkflow({
      id: 'w1',
      name: 'Pins',
      active: false,
      nodes: [
        { id: 'big', name: 'Big', type: 'weft.noOp', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 'a', name: 'A', type: 'weft.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
        { id: 'b', name: 'B', type: 'weft.noOp', typeVersion: 1, position: [400, 0], parameters: {} },
      ],
      connections: {},
      pinData,
    }),
  );
  useRunStore.getState().showRunData(runData);
}

const toasts = () => useToastStore.getState().toasts;
const pinned = () => useWorkflowStore.getState().workflow.pinData;

beforeEach(() => useToastStore.setState(initialToastState));
afterEach(() => useRunStore.getState().showRunData(null));

describe('the P key (togglePin) checks the 12 MiB pinned-data limit', () => {
  it('refuses a pin that takes the workflow over the limit, with the same toast as the NDV, and pins nothing', () => {
    load({ Big: nearlyFull }, { A: run([{ json: { text: 'y'.repeat(5000) } }]) });
    togglePin(['a']);
    expect(pinned().A).toBeUndefined();
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({ type: 'error', title: pinDataMessages().tooLargeTitle });
    expect(toasts()[0]!.message).toMatch(
      /^Workflow has reached the maximum allowed pinned data size \(12\.0 mb \/ 12\.0 mb\)$/,
    );
  });

  it('pins output that fits, and unpins a pinned node without any check', () => {
    load({ Big: nearlyFull }, { A: run([{ json: { n: 1 } }]) });
    togglePin(['a']);
    expect(pinned().A).toEqual([{ json: { n: 1 } }]);
    expect(toasts()).toEqual([]);
    togglePin(['big', 'a']);
    expect(pinned()).toEqual({});
  });

  it('with several nodes selected, pins what fits in order and shows one toast for the refusals', () => {
    load({ Big: nearlyFull }, { A: run([{ json: { n: 1 } }]), B: run([{ json: { text: 'z'.repeat(5000) } }]) });
    togglePin(['a', 'b']);
    expect(Object.keys(pinned()).sort()).toEqual(['A', 'Big']);
    expect(toasts()).toHaveLength(1);
    // The limit counts what was pinned a moment before: two halves that fit alone do not fit together.
    load(
      { Big: [{ json: { blob: 'x'.repeat(MAX_WORKFLOW_PINNED_DATA_SIZE - 8000) } }] },
      { A: run([{ json: { t: 'a'.repeat(5000) } }]), B: run([{ json: { t: 'b'.repeat(5000) } }]) },
    );
    useToastStore.setState(initialToastState);
    togglePin(['a', 'b']);
    expect(Object.keys(pinned()).sort()).toEqual(['A', 'Big']);
    expect(toasts()).toHaveLength(1);
  });
});

describe('other pin paths use the same check', () => {
  it('paste keeps the nodes but refuses pinned data over the limit', () => {
    load({ Big: nearlyFull }, {});
    const ids = paste({
      nodes: [{ id: 'x', name: 'Pasted', type: 'weft.noOp', typeVersion: 1, position: [0, 300], parameters: {} }],
      connections: {},
      pinData: { Pasted: [{ json: { t: 'p'.repeat(5000) } }] },
    });
    expect(ids).toHaveLength(1);
    expect(Object.values(useWorkflowStore.getState().workflow.nodes).map((n) => n.name)).toContain('Pasted');
    expect(pinned().Pasted).toBeUndefined();
    expect(toasts()[0]).toMatchObject({ title: pinDataMessages().tooLargeTitle });
  });

  it('tryPinData pins within the limit and answers the check', () => {
    load({}, {});
    const check = tryPinData('A', [{ json: { ok: true } }]);
    expect(check.ok).toBe(true);
    expect(pinned().A).toEqual([{ json: { ok: true } }]);
  });
});

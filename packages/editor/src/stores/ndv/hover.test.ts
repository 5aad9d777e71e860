import { afterEach, describe, expect, it } from 'vitest';
import { clearHovering, sameItem, setHoveringItem, type ItemRef } from './hover';
import { closeNdv, initialNdvState, openNode } from './state';
import { useNdvStore } from './store';

const ref = (itemIndex: number, nodeName = 'People'): ItemRef => ({ nodeName, runIndex: 0, outputIndex: 0, itemIndex });

describe('hovered items (pure updates)', () => {
  it('sets and clears the hovered item of each panel', () => {
    const s1 = setHoveringItem(initialNdvState, 'input', ref(1));
    expect(s1.hoveringItem).toEqual(ref(1));
    expect(s1.hoveringOutputItem).toBeNull();
    const s2 = setHoveringItem(s1, 'output', ref(0, 'Set'));
    expect(s2).toMatchObject({ hoveringItem: ref(1), hoveringOutputItem: ref(0, 'Set') });
    expect(setHoveringItem(s2, 'input', null).hoveringItem).toBeNull();
    expect(clearHovering(s2)).toMatchObject({ hoveringItem: null, hoveringOutputItem: null });
  });

  it('returns the same state for the same item, so moving within a row re-renders nothing', () => {
    const s1 = setHoveringItem(initialNdvState, 'input', ref(1));
    expect(setHoveringItem(s1, 'input', ref(1))).toBe(s1);
    expect(setHoveringItem(initialNdvState, 'input', null)).toBe(initialNdvState);
    expect(clearHovering(initialNdvState)).toBe(initialNdvState);
    expect(sameItem(ref(1), { ...ref(1), runIndex: 1 })).toBe(false);
    expect(sameItem(null, null)).toBe(true);
  });

  it('keeps a copy, not the caller\u2019s object', () => {
    const r = ref(2);
    const s = setHoveringItem(initialNdvState, 'input', r);
    r.itemIndex = 5;
    expect(s.hoveringItem?.itemIndex).toBe(2);
  });

  it('opening another node and closing the view forget the hover', () => {
    const hovered = setHoveringItem(
      setHoveringItem(openNode(initialNdvState, 'a'), 'input', ref(1)),
      'output',
      ref(0, 'Set'),
    );
    expect(openNode(hovered, 'b')).toMatchObject({ hoveringItem: null, hoveringOutputItem: null });
    expect(closeNdv(hovered)).toMatchObject({ hoveringItem: null, hoveringOutputItem: null });
  });
});

describe('the NDV store', () => {
  afterEach(() => useNdvStore.setState(initialNdvState));

  it('clears the hover when the rows under the pointer change (input node, run, branch)', () => {
    const store = useNdvStore.getState();
    store.open('a');
    const hover = () => {
      useNdvStore.getState().setHoveringItem('input', ref(1));
      useNdvStore.getState().setHoveringItem('output', ref(0, 'Set'));
    };
    hover();
    useNdvStore.getState().setInputNode('Start');
    expect(useNdvStore.getState()).toMatchObject({
      hoveringItem: null,
      hoveringOutputItem: null,
      inputNodeName: 'Start',
    });
    hover();
    useNdvStore.getState().setRunIndex('output', 1);
    expect(useNdvStore.getState()).toMatchObject({ hoveringItem: null, outputRunIndex: 1 });
    hover();
    useNdvStore.getState().setOutputBranch(1);
    expect(useNdvStore.getState()).toMatchObject({ hoveringOutputItem: null, outputBranch: 1 });
  });
});

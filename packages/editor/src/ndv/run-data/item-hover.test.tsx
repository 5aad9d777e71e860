import { beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Item, NodeTypeDescription, RunData } from '@weft/workflow';
import { NodeDetailsView } from '../NodeDetailsView';
import { useNdvStore } from '../../stores/ndv/store';
import { useNodeTypesStore } from '../../stores/node-types/store';
import { useRunStore } from '../../stores/executions-run/store';
import { fromWorkflow } from '../../stores/workflow/model';
import { useWorkflowStore } from '../../stores/workflow/store';

const noOp = {
  name: 'weft.noOp',
  displayName: 'No Operation',
  group: ['transform'],
  version: 1,
  defaults: { name: 'No Operation' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [],
} as unknown as NodeTypeDescription;

beforeAll(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

beforeEach(() => {
  useNodeTypesStore.setState({ byName: { 'weft.noOp': { '1': noOp } }, loaded: true });
  useWorkflowStore.getState().setWorkflow(
    fromWorkflow({
      name: 'W',
      nodes: [
        { id: 'p', name: 'People', type: 'weft.noOp', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 's', name: 'Sorted', type: 'weft.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      ],
      connections: { People: { main: [[{ node: 'Sorted', type: 'main', index: 0 }]] } },
    }),
  );
  const people: Item[] = [{ json: { name: 'Ada' } }, { json: { name: 'Bob' } }, { json: { name: 'Cy' } }];
  const runData: RunData = {
    People: [
      {
        startTime: 0,
        executionIndex: 0,
        executionTime: 1,
        executionStatus: 'success',
        source: [],
        data: { main: [people] },
      },
    ],
    // Sorted by name, descending: output item i came from input item 2 - i.
    Sorted: [
      {
        startTime: 0,
        executionIndex: 1,
        executionTime: 1,
        executionStatus: 'success',
        source: [{ previousNode: 'People' }],
        data: { main: [[2, 1, 0].map((i) => ({ json: people[i]!.json, pairedItem: { item: i } }))] },
      },
    ],
  };
  useRunStore.setState({ runData });
  useNdvStore.setState({
    activeNodeId: null,
    inputMode: 'json',
    outputMode: 'json',
    hoveringItem: null,
    hoveringOutputItem: null,
  });
});

const jsonItems = (panel: HTMLElement) => within(panel).getAllByTestId('ndv-json-item');
const paired = (panel: HTMLElement) =>
  jsonItems(panel)
    .filter((e) => e.dataset.paired)
    .map((e) => Number(e.dataset.itemIndex));

describe('hovering items in the NDV', () => {
  it('an input item sets hoveringItem and marks the output items made from it; leaving clears both', () => {
    render(<NodeDetailsView />);
    act(() => useNdvStore.getState().open('s'));
    const input = screen.getByTestId('ndv-input');
    const output = screen.getByTestId('ndv-output');
    expect(paired(output)).toEqual([]);
    fireEvent.mouseOver(jsonItems(input)[0]!.querySelector('.ndv-json__key')!);
    expect(useNdvStore.getState().hoveringItem).toEqual({
      nodeName: 'People',
      runIndex: 0,
      outputIndex: 0,
      itemIndex: 0,
    });
    // Ada went last.
    expect(paired(output)).toEqual([2]);
    fireEvent.mouseOver(jsonItems(input)[1]!);
    expect(paired(output)).toEqual([1]);
    fireEvent.mouseLeave(within(input).getByTestId('ndv-json'));
    expect(useNdvStore.getState().hoveringItem).toBeNull();
    expect(paired(output)).toEqual([]);
  });

  it('an output item marks the input item it was made from', () => {
    render(<NodeDetailsView />);
    act(() => useNdvStore.getState().open('s'));
    const input = screen.getByTestId('ndv-input');
    const output = screen.getByTestId('ndv-output');
    fireEvent.mouseOver(jsonItems(output)[0]!);
    expect(useNdvStore.getState().hoveringOutputItem).toEqual({
      nodeName: 'Sorted',
      runIndex: 0,
      outputIndex: 0,
      itemIndex: 0,
    });
    expect(paired(input)).toEqual([2]);
    // The hovered output item does not drive expressions.
    expect(useNdvStore.getState().hoveringItem).toBeNull();
  });

  it('while searching, items keep their own index for hover and pairing', () => {
    render(<NodeDetailsView />);
    act(() => useNdvStore.getState().open('s'));
    const input = screen.getByTestId('ndv-input');
    fireEvent.change(within(input).getByTestId('ndv-input-search'), { target: { value: 'cy' } });
    expect(jsonItems(input).map((e) => e.dataset.itemIndex)).toEqual(['2']);
    fireEvent.mouseOver(jsonItems(input)[0]!);
    expect(useNdvStore.getState().hoveringItem?.itemIndex).toBe(2);
    expect(paired(screen.getByTestId('ndv-output'))).toEqual([0]);
  });

  it('the table reports hovered rows by item index and marks paired rows', () => {
    // jsdom lays nothing out: give the virtualised table's scroller a height so rows are drawn.
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('ndv-table') ? 400 : (original.get!.call(this) as number);
      },
    });
    onTestFinished(() => {
      delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    });
    useNdvStore.setState({ inputMode: 'table', outputMode: 'table' });
    render(<NodeDetailsView />);
    act(() => useNdvStore.getState().open('s'));
    const input = screen.getByTestId('ndv-input');
    const output = screen.getByTestId('ndv-output');
    const rows = (panel: HTMLElement) => within(panel).getAllByTestId('ndv-table-row');
    fireEvent.mouseOver(rows(input)[2]!.querySelector('[role="cell"]:last-child')!);
    expect(useNdvStore.getState().hoveringItem?.itemIndex).toBe(2);
    expect(
      rows(output)
        .filter((r) => r.dataset.paired)
        .map((r) => r.dataset.itemIndex),
    ).toEqual(['0']);
    expect(rows(output)[0]!.className).toContain('ndv-table__row--paired');
    // Switching the display unmounts the table under the pointer: the hover goes with it.
    fireEvent.click(within(input).getByTestId('ndv-input-mode-json'));
    expect(useNdvStore.getState().hoveringItem).toBeNull();
  });
});

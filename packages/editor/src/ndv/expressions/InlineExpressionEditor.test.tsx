import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { InlineExpressionEditor } from './InlineExpressionEditor';
import { ExpressionModal } from './ExpressionModal';
import { fromWorkflow } from '../../stores/workflow/model';
import { useWorkflowStore } from '../../stores/workflow/store';
import { useRunStore } from '../../stores/executions-run/store';
import { useNdvStore } from '../../stores/ndv/store';
import { initialNdvState } from '../../stores/ndv/state';
import { polyfillRangeRects } from '../code/jsdom-codemirror';

polyfillRangeRects();

function loadWorkflow() {
  useWorkflowStore.getState().setWorkflow(
    fromWorkflow({
      id: 'w1',
      name: 'Flow',
      active: false,
      nodes: [
        { id: 'n1', name: 'Start', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 'n2', name: 'Set', type: 'weft.set', typeVersion: 1, position: [200, 0], parameters: {} },
      ],
      connections: { Start: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
    }),
  );
  useRunStore.getState().showRunData({
    Start: [
      {
        startTime: 0,
        executionIndex: 0,
        executionTime: 1,
        executionStatus: 'success',
        source: [],
        data: { main: [[{ json: { name: 'Ada', city: 'Paris' } }, { json: { name: 'Bob', city: 'Rome' } }]] },
      },
    ],
  });
}

afterEach(() => {
  useRunStore.getState().showRunData(null);
  useNdvStore.setState(initialNdvState);
});

const hover = (nodeName: string | null, itemIndex = 0, runIndex = 0) =>
  act(() =>
    useNdvStore
      .getState()
      .setHoveringItem('input', nodeName === null ? null : { nodeName, runIndex, outputIndex: 0, itemIndex }),
  );

describe('InlineExpressionEditor', () => {
  it("colours segments and shows 'Result for item N' with the evaluated value when focused", async () => {
    loadWorkflow();
    const { container } = render(
      <InlineExpressionEditor value="=Hi {{ $json.name }} {{ $json.nope.x }}" onChange={() => {}} nodeId="n2" />,
    );
    const segs = Array.from(container.querySelectorAll('.cm-expr-segment')).map((e) => e.getAttribute('data-state'));
    expect(segs).toEqual(['resolved', 'error']);
    fireEvent.focus(container.querySelector('.cm-content')!);
    expect(await screen.findByText('Result for item 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('inline-expression-output').textContent).toMatch(/^\[ERROR: /));
    expect(screen.getByText(/is JavaScript/)).toBeInTheDocument();
  });

  it('switching the item updates the result', async () => {
    loadWorkflow();
    const { container } = render(<InlineExpressionEditor value="={{ $json.name }}" onChange={() => {}} nodeId="n2" />);
    fireEvent.focus(container.querySelector('.cm-content')!);
    await waitFor(() => expect(screen.getByTestId('inline-expression-output').textContent).toBe('Ada'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Result for item' }), { target: { value: '1' } });
    expect(screen.getByText('Result for item 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('inline-expression-output').textContent).toBe('Bob'));
  });

  it('read-only: not editable, no modal opener', () => {
    loadWorkflow();
    const { container } = render(<InlineExpressionEditor value="={{ 1 }}" onChange={() => {}} nodeId="n2" readOnly />);
    expect(container.querySelector('.cm-content')!.getAttribute('contenteditable')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Open expression editor' })).toBeNull();
  });
});

describe('the hovered input item', () => {
  it("drives 'Result for item N' at once, and leaving returns to the picker's item", async () => {
    loadWorkflow();
    useNdvStore.getState().open('n2');
    const { container } = render(
      <InlineExpressionEditor
        value="={{ $json.name }} in {{ $input.item.json.city }}"
        onChange={() => {}}
        nodeId="n2"
        itemIndex={0}
      />,
    );
    fireEvent.focus(container.querySelector('.cm-content')!);
    await waitFor(() => expect(screen.getByTestId('inline-expression-output').textContent).toBe('Ada in Paris'));
    hover('Start', 1);
    // No waiting: the 500 ms debounce is for typing, not for the pointer.
    expect(screen.getByTestId('result-for-item').textContent).toBe('Result for item 2');
    expect(screen.getByTestId('inline-expression-output').textContent).toBe('Bob in Rome');
    // The picker keeps its own choice meanwhile.
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Result for item' }).value).toBe('0');
    hover(null);
    expect(screen.getByTestId('result-for-item').textContent).toBe('Result for item 1');
    expect(screen.getByTestId('inline-expression-output').textContent).toBe('Ada in Paris');
  });

  it("resolves $('Node').item for the hovered item through its paired item", () => {
    loadWorkflow();
    useRunStore.getState().showRunData({
      ...useRunStore.getState().runData!,
      Set: [
        {
          startTime: 0,
          executionIndex: 1,
          executionTime: 1,
          executionStatus: 'success',
          source: [{ previousNode: 'Start' }],
          data: {
            main: [
              [
                { json: { n: 'B' }, pairedItem: { item: 1 } },
                { json: { n: 'A' }, pairedItem: { item: 0 } },
              ],
            ],
          },
        },
      ],
    });
    useWorkflowStore.getState().setWorkflow(
      fromWorkflow({
        id: 'w1',
        name: 'Flow',
        active: false,
        nodes: [
          { id: 'n1', name: 'Start', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
          { id: 'n2', name: 'Set', type: 'weft.set', typeVersion: 1, position: [200, 0], parameters: {} },
          { id: 'n3', name: 'Next', type: 'weft.set', typeVersion: 1, position: [400, 0], parameters: {} },
        ],
        connections: {
          Start: { main: [[{ node: 'Set', type: 'main', index: 0 }]] },
          Set: { main: [[{ node: 'Next', type: 'main', index: 0 }]] },
        },
      }),
    );
    useNdvStore.getState().open('n3');
    const { container } = render(
      <InlineExpressionEditor value="={{ $json.n }}-{{ $('Start').item.json.name }}" onChange={() => {}} nodeId="n3" />,
    );
    fireEvent.focus(container.querySelector('.cm-content')!);
    hover('Set', 0);
    expect(screen.getByTestId('inline-expression-output').textContent).toBe('B-Bob');
    hover('Set', 1);
    expect(screen.getByTestId('inline-expression-output').textContent).toBe('A-Ada');
  });

  it('ignores a hover elsewhere: an earlier node, or while the NDV shows another node', () => {
    loadWorkflow();
    useNdvStore.getState().open('n2');
    const { container } = render(<InlineExpressionEditor value="={{ $json.name }}" onChange={() => {}} nodeId="n2" />);
    fireEvent.focus(container.querySelector('.cm-content')!);
    hover('Elsewhere', 1);
    expect(screen.getByTestId('result-for-item').textContent).toBe('Result for item 1');
    act(() => useNdvStore.getState().open('n1'));
    hover('Start', 1);
    expect(screen.getByTestId('result-for-item').textContent).toBe('Result for item 1');
  });
});

describe('ExpressionModal', () => {
  it('shows the result for the hovered input item too', async () => {
    loadWorkflow();
    useNdvStore.getState().open('n2');
    render(
      <ExpressionModal
        open
        value="={{ $json.name }}"
        onChange={() => {}}
        onClose={() => {}}
        nodeId="n2"
        itemIndex={0}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('expression-modal-output').textContent).toBe('Ada'));
    hover('Start', 1);
    expect(screen.getByTestId('expression-modal-result-item').textContent).toBe(' for item 2');
    expect(screen.getByTestId('expression-modal-output').textContent).toBe('Bob');
    hover(null);
    expect(screen.getByTestId('expression-modal-output').textContent).toBe('Ada');
  });

  it('filters the variable selector and inserts a variable', async () => {
    loadWorkflow();
    let value = '=';
    render(<ExpressionModal open value="=" onChange={(v) => (value = v)} onClose={() => {}} nodeId="n2" />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Variable filter' }), { target: { value: 'cit' } });
    const [entry] = await screen.findAllByRole('button', { name: 'city' });
    expect(entry!.getAttribute('title')).toBe('Insert {{ $json.city }}');
    expect(screen.queryByRole('button', { name: 'name' })).toBeNull();
    fireEvent.click(entry!);
    await waitFor(() => expect(value).toBe('={{ $json.city }}'));
    await waitFor(() => expect(screen.getByTestId('expression-modal-output').textContent).toBe('Paris'));
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { InlineExpressionEditor } from './InlineExpressionEditor';
import { ExpressionModal } from './ExpressionModal';
import { fromWorkflow } from '../../stores/workflow/model';
import { useWorkflowStore } from '../../stores/workflow/store';
import { useRunStore } from '../../stores/executions-run/store';
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
    Start: [{ startTime: 0, executionIndex: 0, executionTime: 1, executionStatus: 'success', source: [], data: { main: [[{ json: { name: 'Ada', city: 'Paris' } }, { json: { name: 'Bob', city: 'Rome' } }]] } }],
  });
}

afterEach(() => useRunStore.getState().showRunData(null));

describe('InlineExpressionEditor', () => {
  it("colours segments and shows 'Result for item N' with the evaluated value when focused", async () => {
    loadWorkflow();
    const { container } = render(<InlineExpressionEditor value="=Hi {{ $json.name }} {{ $json.nope.x }}" onChange={() => {}} nodeId="n2" />);
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

describe('ExpressionModal', () => {
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

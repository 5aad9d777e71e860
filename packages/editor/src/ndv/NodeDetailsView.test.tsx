import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { NodeTypeDescription, RunData } from '@weft/workflow';
import { NodeDetailsView } from './NodeDetailsView';
import { useNdvStore } from '../stores/ndv/store';
import { useNodeTypesStore } from '../stores/node-types/store';
import { useRunStore } from '../stores/executions-run/store';
import { fromWorkflow } from '../stores/workflow/model';
import { useWorkflowStore } from '../stores/workflow/store';
import { MAPPING_MIME } from './mapping';

const noOp: NodeTypeDescription = {
  name: 'weft.noOp',
  displayName: 'No Operation',
  group: ['transform'],
  version: 1,
  description: 'Does nothing',
  defaults: { name: 'No Operation' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [],
};
const trigger: NodeTypeDescription = {
  ...noOp,
  name: 'weft.manualTrigger',
  displayName: 'Manual Trigger',
  group: ['trigger'],
  inputs: [],
};

function item(json: Record<string, unknown>) {
  return { json } as never;
}

beforeAll(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

beforeEach(() => {
  localStorage.clear();
  useNodeTypesStore.setState({
    byName: { 'weft.noOp': { '1': noOp }, 'weft.manualTrigger': { '1': trigger } },
    loaded: true,
  });
  useWorkflowStore.getState().setWorkflow(
    fromWorkflow({
      name: 'W',
      nodes: [
        { id: 't', name: 'Start', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 'a', name: 'Source', type: 'weft.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
        { id: 'b', name: 'Target', type: 'weft.noOp', typeVersion: 1, position: [400, 0], parameters: {} },
      ],
      connections: {
        Start: { main: [[{ node: 'Source', type: 'main', index: 0 }]] },
        Source: { main: [[{ node: 'Target', type: 'main', index: 0 }]] },
      },
    }),
  );
  const runData: RunData = {
    Source: [
      {
        startTime: 0,
        executionIndex: 0,
        executionTime: 2,
        executionStatus: 'success',
        source: [],
        data: { main: [[item({ name: 'Ada', 'e-mail': 'ada@x.io' })]] },
      },
    ],
  };
  useRunStore.setState({ runData });
  useNdvStore.setState({ activeNodeId: null });
});

describe('NodeDetailsView', () => {
  it('shows the parent output as input with drag sources that carry the mapping payload', () => {
    render(<NodeDetailsView />);
    act(() => useNdvStore.getState().open('b'));
    const input = screen.getByTestId('ndv-input');
    expect(within(input).getByTestId('ndv-input-count')).toHaveTextContent('1 item');
    const header = within(input)
      .getAllByTestId('ndv-table-header')
      .find((h) => h.dataset.key === 'e-mail')!;
    const data = new Map<string, string>();
    fireEvent.dragStart(header, {
      dataTransfer: { setData: (k: string, v: string) => data.set(k, v), effectAllowed: 'all' },
    });
    expect(JSON.parse(data.get(MAPPING_MIME)!)).toEqual({ nodeName: 'Source', path: ['e-mail'], isParentNode: true });
    expect(data.get('text/plain')).toBe("{{ $json['e-mail'] }}");
    // Choosing an earlier node maps through $('Node').
    fireEvent.change(within(input).getByTestId('ndv-input-node'), { target: { value: 'Start' } });
    expect(within(input).getByTestId('ndv-input-empty')).toBeInTheDocument();
  });

  it('makes JSON keys and schema fields drag sources too, and searches the data', () => {
    render(<NodeDetailsView />);
    act(() => useNdvStore.getState().open('b'));
    const input = screen.getByTestId('ndv-input');
    fireEvent.click(within(input).getByTestId('ndv-input-mode-json'));
    const key = within(input)
      .getAllByTestId('ndv-json-key')
      .find((k) => k.textContent === '"name"')!;
    const data = new Map<string, string>();
    const dt = { setData: (k: string, v: string) => data.set(k, v), effectAllowed: 'all' };
    fireEvent.dragStart(key, { dataTransfer: dt });
    expect(data.get('text/plain')).toBe('{{ $json.name }}');
    fireEvent.click(within(input).getByTestId('ndv-input-mode-schema'));
    const field = within(input)
      .getAllByTestId('ndv-schema-field')
      .find((f) => f.dataset.path === '["e-mail"]')!;
    fireEvent.dragStart(field, { dataTransfer: dt });
    expect(data.get('text/plain')).toBe("{{ $json['e-mail'] }}");
    fireEvent.change(within(input).getByTestId('ndv-input-search'), { target: { value: 'nobody' } });
    expect(within(input).getByTestId('ndv-input-count')).toHaveTextContent('0 of 1 item');
  });

  it('asks before drawing more than 200 KiB of JSON', () => {
    useRunStore.setState({
      runData: {
        Source: [
          {
            startTime: 0,
            executionIndex: 0,
            executionTime: 2,
            executionStatus: 'success',
            source: [],
            data: { main: [[item({ big: 'x'.repeat(210 * 1024) })]] },
          },
        ],
      },
    });
    render(<NodeDetailsView />);
    act(() => useNdvStore.getState().open('a'));
    const output = screen.getByTestId('ndv-output');
    fireEvent.click(within(output).getByTestId('ndv-output-mode-json'));
    expect(within(output).getByTestId('ndv-output-too-large')).toHaveTextContent('0.2 MB');
    fireEvent.click(within(output).getByText('Show JSON'));
    expect(within(output).getByTestId('ndv-json')).toBeInTheDocument();
  });

  it('says when a saved execution kept only the first items of an output', () => {
    const items = [item({ n: 1 }), item({ n: 2 })];
    useRunStore.setState({
      runData: {
        Source: [
          {
            startTime: 0,
            executionIndex: 0,
            executionTime: 2,
            executionStatus: 'success',
            source: [],
            data: { main: [items] },
            itemsCapped: [{ connectionType: 'main', output: 0, kept: 2, total: 1_000_000 }],
          },
        ],
      },
    });
    render(<NodeDetailsView />);
    act(() => useNdvStore.getState().open('a'));
    const output = screen.getByTestId('ndv-output');
    expect(within(output).getByTestId('ndv-output-capped')).toHaveTextContent(
      'Only the first 2 of 1,000,000 items were kept for display',
    );
    // A run saved whole says nothing.
    act(() =>
      useRunStore.setState({
        runData: {
          Source: [
            {
              startTime: 0,
              executionIndex: 0,
              executionTime: 2,
              executionStatus: 'success',
              source: [],
              data: { main: [items] },
            },
          ],
        },
      }),
    );
    expect(within(screen.getByTestId('ndv-output')).queryByTestId('ndv-output-capped')).toBeNull();
  });

  it('writes settings to the node and closes with Escape', () => {
    render(<NodeDetailsView />);
    act(() => useNdvStore.getState().open('a'));
    fireEvent.click(screen.getByTestId('ndv-tab-settings'));
    fireEvent.click(screen.getByTestId('ndv-setting-executeOnce'));
    fireEvent.change(screen.getByTestId('ndv-setting-onError'), { target: { value: 'continueRegularOutput' } });
    fireEvent.change(screen.getByTestId('ndv-setting-notes'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByTestId('ndv-setting-notesInFlow'));
    expect(useWorkflowStore.getState().workflow.nodes.a).toMatchObject({
      executeOnce: true,
      onError: 'continueRegularOutput',
      notes: 'hello',
      notesInFlow: true,
    });
    fireEvent.keyDown(screen.getByTestId('ndv'), { key: 'Escape' });
    expect(screen.queryByTestId('ndv')).toBeNull();
  });

  it('pins, edits and unpins output, and a trigger has no input', () => {
    render(<NodeDetailsView />);
    act(() => useNdvStore.getState().open('a'));
    fireEvent.click(screen.getByTestId('ndv-pin'));
    expect(useWorkflowStore.getState().workflow.pinData.Source).toEqual([
      { json: { name: 'Ada', 'e-mail': 'ada@x.io' } },
    ]);
    expect(screen.getByTestId('ndv-pinned-banner')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('ndv-pin-edit'));
    fireEvent.change(screen.getByTestId('ndv-pin-editor-text'), { target: { value: '{"x": 1}' } });
    fireEvent.click(screen.getByTestId('ndv-pin-save'));
    expect(useWorkflowStore.getState().workflow.pinData.Source).toEqual([{ json: { x: 1 } }]);
    fireEvent.click(screen.getByTestId('ndv-unpin'));
    expect(useWorkflowStore.getState().workflow.pinData.Source).toBeUndefined();
    act(() => useNdvStore.getState().open('t'));
    expect(screen.getByText('This node starts the workflow')).toBeInTheDocument();
  });

  it('shows the mapping hint on a focused string input until dismissed', async () => {
    render(<NodeDetailsView />);
    act(() => useNdvStore.getState().open('b'));
    const body = document.querySelector('.ndv-main__body')!;
    const field = document.createElement('div');
    field.className = 'ndvp-field';
    field.dataset.type = 'string';
    const input = document.createElement('input');
    field.appendChild(input);
    body.appendChild(field);
    act(() => input.focus());
    expect(screen.queryByTestId('ndv-mapping-hint')).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(screen.getByTestId('ndv-mapping-hint')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('ndv-mapping-hint-dismiss'));
    expect(screen.queryByTestId('ndv-mapping-hint')).toBeNull();
  });

  it('is read-only: no run, pin or edit controls and disabled settings', () => {
    render(<NodeDetailsView readOnly />);
    act(() => useNdvStore.getState().open('a'));
    expect(screen.getByTestId('ndv-readonly')).toBeInTheDocument();
    expect(screen.queryByTestId('ndv-execute-step')).toBeNull();
    expect(screen.queryByTestId('ndv-pin')).toBeNull();
    expect(screen.getByTestId('ndv-name')).toBeDisabled();
    fireEvent.click(screen.getByTestId('ndv-tab-settings'));
    expect(screen.getByTestId('ndv-setting-notes')).toBeDisabled();
    expect(screen.getByTestId('ndv-setting-retryOnFail')).toBeDisabled();
  });
});

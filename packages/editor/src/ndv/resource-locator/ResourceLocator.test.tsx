import { describe, expect, it, beforeEach } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { NodeTypeDescription, WorkflowNode } from '@weft/workflow';
import { useWorkflowStore } from '../../stores/workflow/store';
import { useNodeTypesStore } from '../../stores/node-types/store';
import { setNodeTypes, initialNodeTypesState } from '../../stores/node-types/state';
import { emptyWorkflow } from '../../stores/workflow/model';
import { NodeParameters } from '../parameters/NodeParameters';
import { plainToLocator } from './ResourceLocator';

// jsdom has no layout: CodeMirror (the inline expression editor) measures text ranges.
const rangeProto = Range.prototype as unknown as Record<string, unknown>;
rangeProto.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
rangeProto.getBoundingClientRect ??= () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 });

const description: NodeTypeDescription = {
  name: 'weft.sheets',
  displayName: 'Sheets',
  group: ['transform'],
  version: 1,
  defaults: { name: 'Sheets' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'sheetsApi', required: true }],
  properties: [
    {
      displayName: 'Document',
      name: 'documentId',
      type: 'resourceLocator',
      default: { __rl: true, value: '', mode: 'list' },
      modes: [
        {
          displayName: 'From List',
          name: 'list',
          type: 'list',
          typeOptions: { searchListMethod: 'searchDocuments', searchable: true },
        },
        {
          displayName: 'By URL',
          name: 'url',
          type: 'string',
          extractValue: { type: 'regex', regex: 'https://docs\\.example\\.com/d/([0-9a-zA-Z_-]+)' },
        },
        { displayName: 'By ID', name: 'id', type: 'string', url: 'https://docs.example.com/d/{{$value}}' },
      ],
    },
  ],
};

function seed(parameters: Record<string, unknown>) {
  const node: WorkflowNode = {
    id: 'n1',
    name: 'Sheets',
    type: 'weft.sheets',
    typeVersion: 1,
    position: [0, 0],
    parameters: parameters as never,
    credentials: { sheetsApi: { id: 'c1', name: 'My sheets' } },
  };
  useWorkflowStore.setState({ workflow: { ...emptyWorkflow(), nodes: { n1: node }, order: ['n1'] } });
  useNodeTypesStore.setState(setNodeTypes(initialNodeTypesState, [description]));
}
const value = () => (useWorkflowStore.getState().workflow.nodes.n1!.parameters as Record<string, unknown>).documentId;

describe('ResourceLocator', () => {
  beforeEach(() =>
    seed({
      documentId: {
        __rl: true,
        value: 'abc',
        mode: 'list',
        cachedResultName: 'Budget',
        cachedResultUrl: 'https://docs.example.com/d/abc',
      },
    }),
  );

  it('shows the cached name in list mode, and switching list → url uses the cached URL', () => {
    render(<NodeParameters nodeId="n1" />);
    expect(screen.getByLabelText('Document (From list)')).toHaveValue('Budget');
    fireEvent.change(screen.getByLabelText('Document mode'), { target: { value: 'url' } });
    expect(value()).toMatchObject({ mode: 'url', value: 'https://docs.example.com/d/abc' });
    expect(screen.getByText('abc')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open resource in a new tab' })).toHaveAttribute(
      'href',
      'https://docs.example.com/d/abc',
    );
  });

  it('keeps the url regex as __regex and shows the extracted id', () => {
    seed({ documentId: { __rl: true, value: '', mode: 'url' } });
    render(<NodeParameters nodeId="n1" />);
    fireEvent.change(screen.getByLabelText('Document (By URL)'), {
      target: { value: 'https://docs.example.com/d/XyZ_9' },
    });
    expect(value()).toEqual({
      __rl: true,
      value: 'https://docs.example.com/d/XyZ_9',
      mode: 'url',
      __regex: 'https://docs\\.example\\.com/d/([0-9a-zA-Z_-]+)',
    });
    expect(screen.getByText('XyZ_9')).toBeInTheDocument();
  });

  it('an expression leaves list mode for id and disables the list option', async () => {
    render(<NodeParameters nodeId="n1" />);
    const fieldEl = screen.getByText('Document').closest('.ndvp-field') as HTMLElement;
    fireEvent.click(within(fieldEl).getByRole('radio', { name: 'Expression' }));
    await waitFor(() => expect(value()).toMatchObject({ mode: 'id', value: '=abc' }));
    const listOption = within(screen.getByLabelText('Document mode')).getByRole<HTMLOptionElement>('option', {
      name: 'From List',
    });
    expect(listOption.disabled).toBe(true);
  });

  it('a failed list load shows the error slot with a link to the node’s one credential', async () => {
    render(<NodeParameters nodeId="n1" />);
    fireEvent.focus(screen.getByLabelText('Document (From list)'));
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Could not load the list');
    expect(within(alert).getByRole('button', { name: 'Open credential' })).toBeInTheDocument();
  });

  it('reads a bare id stored by an older export as By ID, and nothing as the first mode', () => {
    const modes = [{ name: 'list' }, { name: 'id' }, { name: 'url' }];
    expect(plainToLocator('wf-7', modes)).toEqual({ __rl: true, value: 'wf-7', mode: 'id' });
    expect(plainToLocator('', modes)).toEqual({ __rl: true, value: '', mode: 'list' });
    expect(plainToLocator(undefined, [{ name: 'list' }])).toEqual({ __rl: true, value: '', mode: 'list' });
  });
});

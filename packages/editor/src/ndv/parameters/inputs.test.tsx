import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { NodeProperty, NodeTypeDescription, WorkflowNode } from '@weft/workflow';
import { useWorkflowStore } from '../../stores/workflow/store';
import { useNodeTypesStore } from '../../stores/node-types/store';
import { setNodeTypes, initialNodeTypesState } from '../../stores/node-types/state';
import { emptyWorkflow } from '../../stores/workflow/model';
import { NodeParameters } from './NodeParameters';

function seed(properties: NodeProperty[], parameters: Record<string, unknown> = {}) {
  const description: NodeTypeDescription = {
    name: 'weft.inputs',
    displayName: 'Inputs',
    group: ['transform'],
    version: 1,
    defaults: { name: 'Inputs' },
    inputs: ['main'],
    outputs: ['main'],
    properties,
  };
  const node: WorkflowNode = {
    id: 'n1',
    name: 'Inputs',
    type: 'weft.inputs',
    typeVersion: 1,
    position: [0, 0],
    parameters: parameters as never,
  };
  useWorkflowStore.setState({ workflow: { ...emptyWorkflow(), nodes: { n1: node }, order: ['n1'] } });
  useNodeTypesStore.setState(setNodeTypes(initialNodeTypesState, [description]));
}
const params = () => useWorkflowStore.getState().workflow.nodes.n1!.parameters as Record<string, unknown>;

describe('parameter inputs', () => {
  it('boolean: the switch writes true and false', () => {
    seed([{ displayName: 'Enabled', name: 'enabled', type: 'boolean', default: false }]);
    render(<NodeParameters nodeId="n1" />);
    fireEvent.click(screen.getByRole('switch', { name: 'Enabled' }));
    expect(params().enabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Enabled' }));
    expect(params().enabled).toBe(false);
  });

  it('color with alpha: stored as hex with an alpha byte, shown as rgba', () => {
    seed([
      { displayName: 'Colour', name: 'colour', type: 'color', default: '#ff0000ff', typeOptions: { showAlpha: true } },
    ]);
    render(<NodeParameters nodeId="n1" />);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '0.5' } });
    expect(params().colour).toBe('#ff000080');
    expect(screen.getByText('rgba(255, 0, 0, 0.5)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: 'rgba(0, 0, 255, 0.25)' } });
    expect(params().colour).toBe('#0000ff40');
  });

  it('dateTime: the three shortcuts', () => {
    seed([{ displayName: 'When', name: 'when', type: 'dateTime', default: '' }]);
    render(<NodeParameters nodeId="n1" />);
    const group = screen.getByRole('group', { name: 'Date shortcuts' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Today', 'Yesterday', 'A week ago']);
    fireEvent.click(within(group).getByRole('button', { name: 'A week ago' }));
    const stored = Date.parse(String(params().when));
    expect(Math.abs(Date.now() - 7 * 86_400_000 - stored)).toBeLessThan(60_000);
  });

  it('multiOptions: add from the list, remove a chip, flag unknown values', () => {
    seed(
      [
        {
          displayName: 'Events',
          name: 'events',
          type: 'multiOptions',
          default: [],
          options: [
            { name: 'Created', value: 'created' },
            { name: 'Deleted', value: 'deleted' },
          ],
        },
      ],
      { events: ['gone'] },
    );
    render(<NodeParameters nodeId="n1" />);
    expect(screen.getByText('The value "gone" is not supported!')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Events'), { target: { value: '1' } });
    expect(params().events).toEqual(['gone', 'deleted']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove gone' }));
    expect(params().events).toEqual(['deleted']);
  });

  it('remote options: disabled while loading, then the load failure shows as an issue', async () => {
    seed([
      {
        displayName: 'Sheet',
        name: 'sheet',
        type: 'options',
        default: '',
        typeOptions: { loadOptionsMethod: 'getSheets' },
      },
    ]);
    render(<NodeParameters nodeId="n1" />);
    expect(screen.getByLabelText('Sheet')).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByText(/There was a problem loading the parameter options from server/)).toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Sheet')).not.toBeDisabled();
  });

  it('string: rows make a textarea; password hides the text; typing {{ switches to expression', () => {
    seed([
      { displayName: 'Body', name: 'body', type: 'string', default: '', typeOptions: { rows: 4 } },
      { displayName: 'Token', name: 'token', type: 'string', default: '', typeOptions: { password: true } },
      { displayName: 'Title', name: 'title', type: 'string', default: '' },
    ]);
    render(<NodeParameters nodeId="n1" />);
    expect(screen.getByLabelText('Body').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Token')).toHaveAttribute('type', 'password');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Hi {{ $json.name }}' } });
    expect(params().title).toBe('=Hi {{ $json.name }}');
  });

  it('string: a resource locator value (a newer n8n export of an older version) shows its id, and typing stores a plain id', () => {
    seed([{ displayName: 'Workflow ID', name: 'workflowId', type: 'string', default: '' }], {
      workflowId: { __rl: true, value: 'Ab12', mode: 'list', cachedResultName: 'Sub' },
    });
    render(<NodeParameters nodeId="n1" />);
    expect(screen.getByLabelText('Workflow ID')).toHaveValue('Ab12');
    fireEvent.change(screen.getByLabelText('Workflow ID'), { target: { value: 'Cd34' } });
    expect(params().workflowId).toBe('Cd34');
  });

  it('noDataExpression parameters have no expression toggle', () => {
    seed([
      {
        displayName: 'Operation',
        name: 'operation',
        type: 'options',
        default: 'a',
        noDataExpression: true,
        options: [{ name: 'A', value: 'a' }],
      },
    ]);
    render(<NodeParameters nodeId="n1" />);
    expect(screen.queryByRole('radio', { name: 'Expression' })).toBeNull();
  });

  it('a collection with one option offers a single button', () => {
    seed([
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        default: {},
        placeholder: 'Add option',
        options: [{ displayName: 'Timeout', name: 'timeout', type: 'number', default: 10 }],
      },
    ]);
    render(<NodeParameters nodeId="n1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(params().options).toEqual({ timeout: 10 });
    // No delete button for a collection with a single option.
    expect(screen.queryByRole('button', { name: 'Delete Timeout' })).toBeNull();
  });

  it('multipleValues: a list of inputs with add and remove', () => {
    seed([
      {
        displayName: 'Tag',
        name: 'tags',
        type: 'string',
        default: [],
        typeOptions: { multipleValues: true, multipleValueButtonText: 'Add tag' },
      },
    ]);
    render(<NodeParameters nodeId="n1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    const inputs = within(screen.getByTestId('multiple-values')).getAllByRole('textbox');
    fireEvent.change(inputs[0]!, { target: { value: 'a' } });
    fireEvent.change(inputs[1]!, { target: { value: 'b' } });
    expect(params().tags).toEqual(['a', 'b']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tag 1' }));
    expect(params().tags).toEqual(['b']);
  });
});

import { describe, expect, it, beforeEach } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { NodeTypeDescription, WorkflowNode } from '@weft/workflow';
import { useWorkflowStore } from '../../stores/workflow/store';
import { useNodeTypesStore } from '../../stores/node-types/store';
import { setNodeTypes, initialNodeTypesState } from '../../stores/node-types/state';
import { emptyWorkflow } from '../../stores/workflow/model';
import { NodeParameters } from './NodeParameters';

// jsdom has no layout: CodeMirror (the inline expression editor) measures text ranges.
const rangeProto = Range.prototype as unknown as Record<string, unknown>;
rangeProto.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
rangeProto.getBoundingClientRect ??= () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 });

const description: NodeTypeDescription = {
  name: 'weft.test',
  displayName: 'Test',
  group: ['transform'],
  version: 1,
  defaults: { name: 'Test' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    { displayName: 'Careful: <b>bold</b> notice', name: 'notice', type: 'notice', default: '' },
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      default: 'simple',
      options: [
        { name: 'Simple', value: 'simple' },
        { name: 'Advanced', value: 'advanced' },
      ],
    },
    {
      displayName: 'Advanced Text',
      name: 'advancedText',
      type: 'string',
      default: '',
      displayOptions: { show: { mode: ['advanced'] } },
    },
    { displayName: 'Name', name: 'name', type: 'string', default: '', required: true, description: 'Who to greet' },
    {
      displayName: 'Limit',
      name: 'limit',
      type: 'number',
      default: 5,
      typeOptions: { minValue: 1, maxValue: 10, numberPrecision: 1 },
    },
    { displayName: 'Active', name: 'active', type: 'boolean', default: false },
    { displayName: 'Secret', name: 'secret', type: 'hidden', default: 'x' },
    {
      displayName: 'Headers',
      name: 'headers',
      type: 'fixedCollection',
      default: {},
      typeOptions: { multipleValues: true, sortable: true },
      placeholder: 'Add Header',
      options: [
        {
          displayName: 'Header',
          name: 'values',
          values: [
            { displayName: 'Header Name', name: 'name', type: 'string', default: '' },
            { displayName: 'Header Value', name: 'value', type: 'string', default: '' },
          ],
        },
      ],
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      default: {},
      placeholder: 'Add option',
      options: [
        { displayName: 'Timeout', name: 'timeout', type: 'number', default: 1000 },
        { displayName: 'Verbose', name: 'verbose', type: 'boolean', default: false },
      ],
    },
  ],
};

function seed(parameters: Record<string, unknown> = {}) {
  const node: WorkflowNode = {
    id: 'n1',
    name: 'Test',
    type: 'weft.test',
    typeVersion: 1,
    position: [0, 0],
    parameters: parameters as never,
  };
  useWorkflowStore.setState({ workflow: { ...emptyWorkflow(), nodes: { n1: node }, order: ['n1'] } });
  useNodeTypesStore.setState(setNodeTypes(initialNodeTypesState, [description]));
}
const params = () => useWorkflowStore.getState().workflow.nodes.n1!.parameters as Record<string, unknown>;

describe('NodeParameters', () => {
  beforeEach(() => seed());

  it('renders labels, required markers, notices and never hidden parameters', () => {
    render(<NodeParameters nodeId="n1" />);
    expect(screen.getByText('Name')).toBeInTheDocument();
    expect(screen.getByLabelText('required')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Careful: bold notice');
    expect(screen.getByRole('note').querySelector('b')).not.toBeNull();
    expect(screen.queryByText('Secret')).toBeNull();
    expect(screen.queryByText('Advanced Text')).toBeNull();
    expect(screen.getByText('Parameter "Name" is required.')).toBeInTheDocument();
  });

  it('shows a parameter when its display condition matches and clears it when hidden again', () => {
    render(<NodeParameters nodeId="n1" />);
    fireEvent.change(screen.getByLabelText('Mode'), { target: { value: '1' } });
    expect(params().mode).toBe('advanced');
    fireEvent.change(screen.getByLabelText('Advanced Text'), { target: { value: 'hello' } });
    expect(params().advancedText).toBe('hello');
    fireEvent.change(screen.getByLabelText('Mode'), { target: { value: '0' } });
    expect(params().mode).toBe('simple');
    expect('advancedText' in params()).toBe(false);
    expect(screen.queryByText('Advanced Text')).toBeNull();
  });

  it('bounds and rounds numbers', () => {
    render(<NodeParameters nodeId="n1" />);
    const input = screen.getByLabelText('Limit');
    fireEvent.change(input, { target: { value: '42' } });
    fireEvent.blur(input);
    expect(params().limit).toBe(10);
    fireEvent.change(input, { target: { value: '3.14159' } });
    fireEvent.blur(input);
    expect(params().limit).toBe(3.1);
  });

  it("shows 'value is not supported' for an unknown option", () => {
    seed({ mode: 'legacy' });
    render(<NodeParameters nodeId="n1" />);
    expect(screen.getByText('The value "legacy" is not supported!')).toBeInTheDocument();
  });

  it('switches to expression and back, keeping the evaluated result', () => {
    seed({ name: 'Ann', limit: 4 });
    render(<NodeParameters nodeId="n1" />);
    const nameField = screen.getByText('Name').closest('.ndvp-field') as HTMLElement;
    fireEvent.click(within(nameField).getByRole('radio', { name: 'Expression' }));
    expect(params().name).toBe('=Ann');
    fireEvent.click(within(nameField).getByRole('radio', { name: 'Fixed' }));
    expect(params().name).toBe('Ann');
    const limitField = screen.getByText('Limit').closest('.ndvp-field') as HTMLElement;
    fireEvent.click(within(limitField).getByRole('radio', { name: 'Expression' }));
    expect(params().limit).toBe('={{ 4 }}');
    fireEvent.click(within(limitField).getByRole('radio', { name: 'Fixed' }));
    expect(params().limit).toBe(4);
  });

  it('turns a mapping drop into an expression', async () => {
    render(<NodeParameters nodeId="n1" />);
    const nameField = screen.getByText('Name').closest('.ndvp-field') as HTMLElement;
    const data: Record<string, string> = {
      'application/x-weft-mapping': JSON.stringify({
        nodeName: 'Webhook',
        path: ['body', 'email'],
        isParentNode: true,
      }),
    };
    const dataTransfer = { types: Object.keys(data), getData: (k: string) => data[k] ?? '', dropEffect: 'none' };
    fireEvent.dragOver(nameField, { dataTransfer });
    fireEvent.drop(nameField, { dataTransfer });
    await act(async () => new Promise((r) => setTimeout(r, 250)));
    expect(params().name).toBe('={{ $json.body.email }}');
  });

  it('adds, moves and deletes repeatable fixed-collection items', () => {
    render(<NodeParameters nodeId="n1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Header' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Header' }));
    expect((params().headers as { values: unknown[] }).values).toHaveLength(2);
    const names = screen.getAllByLabelText('Header Name');
    fireEvent.change(names[0]!, { target: { value: 'first' } });
    fireEvent.change(names[1]!, { target: { value: 'second' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Move down' })[0]!);
    expect((params().headers as { values: Array<{ name: string }> }).values.map((v) => v.name)).toEqual([
      'second',
      'first',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Header 1' }));
    expect((params().headers as { values: Array<{ name: string }> }).values.map((v) => v.name)).toEqual(['first']);
  });

  it('adds collection options from the dropdown and deletes them', () => {
    render(<NodeParameters nodeId="n1" />);
    fireEvent.change(screen.getByLabelText('Add option'), { target: { value: 'timeout' } });
    expect(params().options).toEqual({ timeout: 1000 });
    expect(screen.getByLabelText('Timeout')).toHaveValue(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Timeout' }));
    expect(params().options).toEqual({});
  });

  it('read-only disables inputs and hides add and delete controls', () => {
    seed({ headers: { values: [{ name: 'a', value: 'b' }] } });
    render(<NodeParameters nodeId="n1" readOnly />);
    expect(screen.getByLabelText(/^Name\*?$/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Header' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete Header/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Expression' })).toBeNull();
  });
});

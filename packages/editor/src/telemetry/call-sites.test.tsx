/**
 * Each telemetry point of the editor fires its event with n8n's property names when the user does the thing, and runs its external hook. Telemetry is
 * started with a recording transport; everything else is the real component and store.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { insertCompletionText } from '@codemirror/autocomplete';
import type { NodeTypeDescription, WorkflowNode } from '@weft/workflow';
import { useWorkflowStore } from '../stores/workflow/store';
import { useNodeTypesStore } from '../stores/node-types/store';
import { setNodeTypes, initialNodeTypesState } from '../stores/node-types/state';
import { emptyWorkflow } from '../stores/workflow/model';
import { useNdvStore } from '../stores/ndv/store';
import { toast } from '../stores/toasts/store';
import { NodeParameters } from '../ndv/parameters/NodeParameters';
import { CodeNodeEditor } from '../ndv/code/CodeNodeEditor';
import { ExpressionModal } from '../ndv/expressions/ExpressionModal';
import type { QueuedEvent } from './batcher';
import { flushTelemetry, startTelemetry, stopTelemetry } from './telemetry';

// jsdom has no layout: CodeMirror measures text ranges.
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
  properties: [
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      default: 'sheet',
      noDataExpression: true,
      options: [
        { name: 'Sheet', value: 'sheet' },
        { name: 'Document', value: 'document' },
      ],
    },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      default: 'append',
      noDataExpression: true,
      options: [
        { name: 'Append', value: 'append' },
        { name: 'Update', value: 'update' },
      ],
    },
    {
      displayName: 'Document',
      name: 'documentId',
      type: 'resourceLocator',
      default: { __rl: true, value: '', mode: 'id' },
      modes: [
        {
          displayName: 'From List',
          name: 'list',
          type: 'list',
          typeOptions: { searchListMethod: 'searchDocuments', searchable: true },
        },
        { displayName: 'By URL', name: 'url', type: 'string' },
        { displayName: 'By ID', name: 'id', type: 'string', url: 'https://docs.example.com/d/{{$value}}' },
      ],
    },
    { displayName: 'Title', name: 'title', type: 'string', default: '' },
  ],
};

let sent: QueuedEvent[] = [];
const events = async (name: string) => {
  await flushTelemetry();
  return sent.filter((e) => e.event === name);
};

function seed(parameters: Record<string, unknown>) {
  const node: WorkflowNode = {
    id: 'n1',
    name: 'Sheets',
    type: 'weft.sheets',
    typeVersion: 1,
    position: [0, 0],
    parameters: parameters as never,
  };
  useWorkflowStore.setState({ workflow: { ...emptyWorkflow(), id: 'wf-42', nodes: { n1: node }, order: ['n1'] } });
  useNodeTypesStore.setState(setNodeTypes(initialNodeTypesState, [description]));
}

beforeEach(async () => {
  sent = [];
  await startTelemetry({
    enabled: true,
    instanceId: 'inst-7',
    getWorkflowId: () => useWorkflowStore.getState().workflow.id,
    intervalMs: 60_000,
    send: (batch) => {
      sent.push(...batch);
      return 'sent';
    },
  });
});
afterEach(() => {
  stopTelemetry();
  delete window.n8nExternalHooks;
});

describe('telemetry call sites', () => {
  it("resource locator: changing the mode sends 'User changed resource locator mode' with its properties", async () => {
    seed({ resource: 'sheet', operation: 'append', documentId: { __rl: true, value: 'abc', mode: 'id' } });
    render(<NodeParameters nodeId="n1" />);
    fireEvent.change(screen.getByLabelText('Document mode'), { target: { value: 'url' } });
    expect((await events('User changed resource locator mode')).map((e) => e.properties)).toEqual([
      {
        instance_id: 'inst-7',
        workflow_id: 'wf-42',
        node_type: 'weft.sheets',
        resource: 'sheet',
        operation: 'append',
        field_name: 'documentId',
        mode: 'url',
      },
    ]);
  });

  it("resource locator: opening the resource's link and refreshing the list are reported", async () => {
    seed({ resource: 'document', operation: 'update', documentId: { __rl: true, value: 'abc', mode: 'id' } });
    render(<NodeParameters nodeId="n1" />);
    fireEvent.click(screen.getByRole('link', { name: 'Open resource in a new tab' }));
    const site = {
      instance_id: 'inst-7',
      workflow_id: 'wf-42',
      node_type: 'weft.sheets',
      resource: 'document',
      operation: 'update',
      field_name: 'documentId',
    };
    expect((await events('User clicked resource locator link')).map((e) => e.properties)).toEqual([site]);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Document options' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Refresh list' }));
    expect((await events('User refreshed resource locator list')).map((e) => e.properties)).toEqual([site]);
  });

  it('resource locator: a list search is reported once its 1000 ms debounce ran, without the search text', async () => {
    seed({ resource: 'sheet', operation: 'append', documentId: { __rl: true, value: '', mode: 'list' } });
    render(<NodeParameters nodeId="n1" />);
    fireEvent.focus(screen.getByLabelText('Document (From list)'));
    fireEvent.change(await screen.findByLabelText('Search resources'), { target: { value: 'budget' } });
    expect(await events('User searched resource locator list')).toEqual([]);
    await waitFor(async () => expect(await events('User searched resource locator list')).toHaveLength(1), {
      timeout: 2500,
    });
    expect(sent.find((e) => e.event === 'User searched resource locator list')!.properties).toEqual({
      instance_id: 'inst-7',
      workflow_id: 'wf-42',
      node_type: 'weft.sheets',
      resource: 'sheet',
      operation: 'append',
      field_name: 'documentId',
    });
  });

  it("parameter mode: switching to expression sends 'User switched parameter mode' and runs parameterInput.modeSwitch", async () => {
    const hookCalls: unknown[] = [];
    window.n8nExternalHooks = { parameterInput: { modeSwitch: [(_ctx, meta) => void hookCalls.push(meta)] } };
    seed({ title: 'Budget' });
    render(<NodeParameters nodeId="n1" />);
    const field = screen.getByText('Title').closest('.ndvp-field') as HTMLElement;
    fireEvent.click(within(field).getByRole('radio', { name: 'Expression' }));
    const properties = {
      node_type: 'weft.sheets',
      parameter: 'title',
      old_mode: 'fixed',
      new_mode: 'expression',
      was_parameter_empty: false,
      had_mapping: false,
      had_parameter: false,
    };
    expect((await events('User switched parameter mode')).map((e) => e.properties)).toEqual([
      { instance_id: 'inst-7', workflow_id: 'wf-42', ...properties },
    ]);
    expect(hookCalls).toEqual([properties]);
    // Clicking the mode that is already on is no switch.
    fireEvent.click(within(field).getByRole('radio', { name: 'Expression' }));
    expect(await events('User switched parameter mode')).toHaveLength(1);
  });

  it("operation: choosing another operation sends 'User set node operation or mode'; other values do not", async () => {
    const valueHook: unknown[] = [];
    window.n8nExternalHooks = { nodeSettings: { valueChanged: [(_ctx, meta) => void valueHook.push(meta)] } };
    seed({ resource: 'sheet', operation: 'append' });
    render(<NodeParameters nodeId="n1" />);
    fireEvent.change(screen.getByLabelText('Operation'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x' } });
    await waitFor(() => expect(valueHook.length).toBeGreaterThanOrEqual(2));
    expect((await events('User set node operation or mode')).map((e) => e.properties)).toEqual([
      {
        instance_id: 'inst-7',
        workflow_id: 'wf-42',
        node_type: 'weft.sheets',
        resource: 'sheet',
        parameter: 'operation',
        value: 'update',
        is_custom: false,
      },
    ]);
    expect(valueHook[0]).toEqual({
      parameterPath: 'operation',
      oldValue: 'append',
      newValue: 'update',
      node_type: 'weft.sheets',
    });
  });

  it("Code editor: applying a completion sends 'User autocompleted code' with context and inserted_text", async () => {
    useWorkflowStore.setState({
      workflow: {
        ...emptyWorkflow(),
        id: 'wf-42',
        nodes: { c1: { id: 'c1', name: 'Code', type: 'weft.code', typeVersion: 2, position: [0, 0], parameters: {} } },
        order: ['c1'],
      },
    });
    useNdvStore.getState().open('c1');
    let code = 'return $input.';
    render(<CodeNodeEditor value={code} onChange={(v) => (code = v)} mode="runOnceForAllItems" />);
    const view = EditorView.findFromDOM(
      screen.getByTestId('code-node-editor').querySelector('.cm-editor') as HTMLElement,
    )!;
    // A plain edit is not a completion.
    act(() => view.dispatch({ changes: { from: view.state.doc.length, insert: 'x' }, userEvent: 'input.type' }));
    act(() => view.dispatch({ changes: { from: view.state.doc.length - 1, to: view.state.doc.length } }));
    const end = view.state.doc.length;
    // What @codemirror/autocomplete dispatches when a completion is applied.
    act(() => view.dispatch(insertCompletionText(view.state, 'all()', end, end)));
    expect(code).toBe('return $input.all()');
    expect((await events('User autocompleted code')).map((e) => e.properties)).toEqual([
      {
        instance_id: 'inst-7',
        workflow_id: 'wf-42',
        node_type: 'weft.code',
        field_name: 'jsCodeAllItems',
        field_type: 'code',
        context: '$input',
        inserted_text: 'all()',
      },
    ]);
    useNdvStore.getState().close();
  });

  it("expression editor: opening sends 'User opened Expression Editor'; expressionEdit.dialogVisibleChanged runs on open and close", async () => {
    const visible: unknown[] = [];
    window.n8nExternalHooks = { expressionEdit: { dialogVisibleChanged: [(_ctx, meta) => void visible.push(meta)] } };
    seed({ title: '={{ $json.name }}' });
    const { rerender } = render(
      <ExpressionModal
        open
        value="={{ $json.name }}"
        onChange={() => undefined}
        onClose={() => undefined}
        nodeId="n1"
        path="title"
      />,
    );
    expect((await events('User opened Expression Editor')).map((e) => e.properties)).toEqual([
      {
        instance_id: 'inst-7',
        workflow_id: 'wf-42',
        node_type: 'weft.sheets',
        parameter_name: 'title',
        parameter_path: 'title',
        new_expression: false,
        source: 'ndv',
      },
    ]);
    rerender(
      <ExpressionModal
        open={false}
        value="={{ $json.name }}"
        onChange={() => undefined}
        onClose={() => undefined}
        nodeId="n1"
        path="title"
      />,
    );
    expect(visible).toEqual([
      { dialogVisible: true, value: '={{ $json.name }}', path: 'title', node_type: 'weft.sheets' },
      { dialogVisible: false, value: '={{ $json.name }}', path: 'title', node_type: 'weft.sheets' },
    ]);
  });

  it("error toasts: 'Instance FE emitted error' and showMessage.showError; other toasts are not reported", async () => {
    const shown: unknown[] = [];
    window.n8nExternalHooks = { showMessage: { showError: [(_ctx, meta) => void shown.push(meta)] } };
    seed({});
    toast.success('Saved');
    toast.error(new Error('Credentials for "Sheets" are not set'), 'Problem running workflow');
    expect((await events('Instance FE emitted error')).map((e) => e.properties)).toEqual([
      {
        instance_id: 'inst-7',
        workflow_id: 'wf-42',
        error_title: 'Problem running workflow',
        error_message: 'Credentials for "Sheets" are not set',
        caused_by_credential: true,
      },
    ]);
    expect(sent).toHaveLength(1);
    expect(shown).toEqual([
      {
        title: 'Problem running workflow',
        message: 'Credentials for "Sheets" are not set',
        errorMessage: 'Credentials for "Sheets" are not set',
      },
    ]);
  });
});

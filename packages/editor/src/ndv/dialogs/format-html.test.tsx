import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { NodeTypeDescription, WorkflowNode } from '@weft/workflow';
import { HtmlEditorDialog } from './HtmlEditorDialog';
import { formatHtmlErrorTitle } from './format-html-action';
import { polyfillRangeRects } from '../code/jsdom-codemirror';
import { NodeParameters } from '../parameters/NodeParameters';
import { useToastStore } from '../../stores/toasts/store';
import { initialToastState } from '../../stores/toasts/state';
import { useNodeTypesStore } from '../../stores/node-types/store';
import { initialNodeTypesState, setNodeTypes } from '../../stores/node-types/state';
import { emptyWorkflow } from '../../stores/workflow/model';
import { useWorkflowStore } from '../../stores/workflow/store';

polyfillRangeRects();

const BROKEN = '<div>\n  <p class="lead>Hi</p>\n</div>';
const toasts = () => useToastStore.getState().toasts;

beforeEach(() => useToastStore.setState(initialToastState));

describe('HTML editor dialog: Format HTML', () => {
  it('formats a document that parses', () => {
    const onChange = vi.fn();
    render(<HtmlEditorDialog open value="<div><p>x</p></div>" onChange={onChange} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Format HTML' }));
    expect(onChange).toHaveBeenCalledWith('<div>\n  <p>x</p>\n</div>');
    expect(toasts()).toEqual([]);
  });

  it('leaves a document that does not parse unchanged and shows an error toast naming the problem', () => {
    const onChange = vi.fn();
    render(<HtmlEditorDialog open value={BROKEN} onChange={onChange} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Format HTML' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({
      type: 'error',
      title: 'Could not format HTML',
      message: 'Line 2, column 12: an attribute value is not closed with its quote. The HTML was left as it is.',
    });
    // The dialog stays open with the text as it was.
    expect(screen.getByTestId('html-editor-dialog')).toBeInTheDocument();
  });

  it('escapes the tag it names, since toast messages are shown as HTML', () => {
    render(<HtmlEditorDialog open value="<div><span>x</div>" onChange={() => {}} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Format HTML' }));
    expect(toasts()[0]!.message).toBe(
      'Line 1, column 6: &lt;span&gt; is not closed before its parent ends. The HTML was left as it is.',
    );
  });
});

describe("parameter options menu: 'Format HTML'", () => {
  function seed(html: string) {
    const description: NodeTypeDescription = {
      name: 'weft.htmlish',
      displayName: 'Htmlish',
      group: ['transform'],
      version: 1,
      defaults: { name: 'Htmlish' },
      inputs: ['main'],
      outputs: ['main'],
      properties: [
        { displayName: 'HTML', name: 'html', type: 'string', default: '', typeOptions: { editor: 'htmlEditor' } },
      ],
    };
    const node: WorkflowNode = {
      id: 'n1',
      name: 'Htmlish',
      type: 'weft.htmlish',
      typeVersion: 1,
      position: [0, 0],
      parameters: { html },
    };
    useWorkflowStore.setState({ workflow: { ...emptyWorkflow(), nodes: { n1: node }, order: ['n1'] } });
    useNodeTypesStore.setState(setNodeTypes(initialNodeTypesState, [description]));
  }
  const html = () => (useWorkflowStore.getState().workflow.nodes.n1!.parameters as { html: string }).html;
  async function chooseFormat() {
    const trigger = screen.getByRole('button', { name: 'HTML options' });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Format HTML' }));
  }

  it('formats the parameter value', async () => {
    seed('<div><p>x</p></div>');
    render(<NodeParameters nodeId="n1" />);
    await chooseFormat();
    await waitFor(() => expect(html()).toBe('<div>\n  <p>x</p>\n</div>'));
    expect(toasts()).toEqual([]);
  });

  it('keeps a value that does not parse and shows the error toast', async () => {
    seed(BROKEN);
    render(<NodeParameters nodeId="n1" />);
    await chooseFormat();
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toMatchObject({ type: 'error', title: formatHtmlErrorTitle() });
    expect(toasts()[0]!.message).toContain('an attribute value is not closed with its quote');
    expect(html()).toBe(BROKEN);
  });
});

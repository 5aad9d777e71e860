/**
 * The node details view in German: loading the 'de' locale turns the panels, parameters, Code
 * node lint diagnostics, the resource list error and the expression result messages German,
 * with no English left where a translation exists.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { forceLinting, openLintPanel } from '@codemirror/lint';
import { createBasicScope, type NodeTypeDescription, type RunData } from '@weft/workflow';
import { loadLocale } from '../i18n';
import { NodeDetailsView } from './NodeDetailsView';
import { CodeNodeEditor } from './code/CodeNodeEditor';
import { polyfillRangeRects } from './code/jsdom-codemirror';
import { evaluateForDisplay } from './expressions/evaluation';
import { InlineExpressionEditor } from './expressions/InlineExpressionEditor';
import { NodeParameters } from './parameters/NodeParameters';
import { useNdvStore } from '../stores/ndv/store';
import { initialNdvState } from '../stores/ndv/state';
import { useNodeTypesStore } from '../stores/node-types/store';
import { initialNodeTypesState, setNodeTypes } from '../stores/node-types/state';
import { useRunStore } from '../stores/executions-run/store';
import { fromWorkflow } from '../stores/workflow/model';
import { useWorkflowStore } from '../stores/workflow/store';

polyfillRangeRects();

const request: NodeTypeDescription = {
  name: 'weft.request',
  displayName: 'Request',
  group: ['transform'],
  version: 1,
  defaults: { name: 'Request' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    { displayName: 'URL', name: 'url', type: 'string', default: '', required: true },
    {
      displayName: 'Method',
      name: 'method',
      type: 'options',
      default: 'GET',
      options: [
        { name: 'GET', value: 'GET' },
        { name: 'POST', value: 'POST' },
      ],
    },
  ],
};

const sheets: NodeTypeDescription = {
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
        { displayName: 'By ID', name: 'id', type: 'string' },
      ],
    },
  ],
};

beforeAll(async () => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  await loadLocale('de');
});

afterAll(() => loadLocale('en'));

beforeEach(() => {
  localStorage.clear();
  useNodeTypesStore.setState(setNodeTypes(initialNodeTypesState, [request, sheets]));
  useWorkflowStore.getState().setWorkflow(
    fromWorkflow({
      id: 'w1',
      name: 'Bestellungen',
      nodes: [
        { id: 'r', name: 'Request', type: 'weft.request', typeVersion: 1, position: [0, 0], parameters: {} },
        {
          id: 's',
          name: 'Sheets',
          type: 'weft.sheets',
          typeVersion: 1,
          position: [200, 0],
          parameters: {},
          credentials: { sheetsApi: { id: 'c1', name: 'Meine Tabellen' } },
        },
        {
          id: 'n',
          name: 'Next',
          type: 'weft.request',
          typeVersion: 1,
          position: [400, 0],
          parameters: { url: 'https://example.com' },
        },
      ],
      connections: { Request: { main: [[{ node: 'Next', type: 'main', index: 0 }]] } },
    }),
  );
  useRunStore.setState({ runData: null, running: false, waitingForWebhook: false });
  useNdvStore.setState(initialNdvState);
});

describe('the node details view in German', () => {
  it('shows the panels, tabs, parameter inputs and their issues in German', () => {
    render(<NodeDetailsView />);
    act(() => useNdvStore.getState().open('r'));
    const view = screen.getByTestId('ndv');
    expect(screen.getByTestId('ndv-back')).toHaveTextContent('Zurück zur Arbeitsfläche');
    expect(screen.getByTestId('ndv-tab-parameters')).toHaveTextContent('Parameter');
    expect(screen.getByTestId('ndv-tab-settings')).toHaveTextContent('Einstellungen');
    const input = screen.getByTestId('ndv-input');
    expect(within(input).getByRole('heading', { name: 'Eingabe' })).toBeInTheDocument();
    expect(within(input).getByText('Keine Eingabe verbunden')).toBeInTheDocument();
    const output = screen.getByTestId('ndv-output');
    expect(within(output).getByText('Keine Ausgabedaten')).toBeInTheDocument();
    expect(within(output).getByRole('button', { name: /Testdaten festlegen/ })).toBeInTheDocument();
    // The required URL is empty: its issue says so in German; the toggle offers Fest / Ausdruck.
    const url = screen.getByText('URL').closest('.ndvp-field') as HTMLElement;
    expect(within(url).getByRole('alert')).toHaveTextContent('Der Parameter „URL“ ist erforderlich.');
    expect(within(url).getByRole('radio', { name: 'Fest' })).toBeInTheDocument();
    expect(within(url).getByRole('radio', { name: 'Ausdruck' })).toBeInTheDocument();
    // Nothing of the English view is left.
    for (const english of [
      'Back to canvas',
      'Parameters',
      'No input connected',
      'No output data',
      'Fixed',
      'is required',
    ]) {
      expect(view.textContent).not.toContain(english);
    }
    fireEvent.click(screen.getByTestId('ndv-tab-settings'));
    expect(screen.getByText('Immer Daten ausgeben')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('ndv-setting-onError')).getByRole('option', { name: 'Workflow anhalten' }),
    ).toBeInTheDocument();
  });

  it('counts items and labels the display modes in German', () => {
    const runData: RunData = {
      Request: [
        {
          startTime: 0,
          executionIndex: 0,
          executionTime: 3,
          executionStatus: 'success',
          source: [],
          data: { main: [[{ json: { a: 1 } }, { json: { a: 2 } }]] },
        },
      ],
    };
    useRunStore.setState({ runData });
    render(<NodeDetailsView />);
    act(() => useNdvStore.getState().open('n'));
    const input = screen.getByTestId('ndv-input');
    expect(within(input).getByTestId('ndv-input-count')).toHaveTextContent('2 Items');
    expect(within(input).getByTestId('ndv-input-mode-table')).toHaveTextContent('Tabelle');
    fireEvent.change(within(input).getByTestId('ndv-input-search'), { target: { value: 'zzz' } });
    expect(within(input).getByText('Keine Treffer')).toBeInTheDocument();
  });

  it('shows the Code node lint diagnostics and their fixes in German', async () => {
    const { container } = render(
      <CodeNodeEditor value={'const x = $json.name;\nreturn [];'} mode="runOnceForAllItems" onChange={() => {}} />,
    );
    const view = EditorView.findFromDOM(container.querySelector('.cm-editor') as HTMLElement)!;
    act(() => {
      forceLinting(view);
      openLintPanel(view);
    });
    const panel = await waitFor(() => {
      const el = container.querySelector<HTMLElement>('.cm-panel-lint');
      expect(el?.textContent).toContain("`$json` gibt es nur im Modus 'Run Once for Each Item'.");
      return el!;
    });
    expect(within(panel).getByRole('listbox', { name: 'Diagnosen' })).toBeInTheDocument();
    expect(panel.querySelector('.cm-diagnosticAction')?.textContent).toBe('Beheben');
    expect(panel.textContent).not.toContain('is only available');
  });

  it('titles a failed resource list in German and links the node’s credential', async () => {
    render(<NodeParameters nodeId="s" />);
    fireEvent.focus(screen.getByLabelText('Document (aus Liste)'));
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Liste konnte nicht geladen werden');
    expect(within(alert).getByRole('button', { name: 'Zugangsdaten öffnen' })).toBeInTheDocument();
  });

  it('shows the expression result messages in German', async () => {
    const scope = createBasicScope({ $json: { name: 'Ada' } });
    expect(evaluateForDisplay('={{ }}', scope).text).toBe('[leer]');
    expect(evaluateForDisplay("={{ '' }}", scope).text).toBe('[leere Zeichenkette]');
    expect(evaluateForDisplay('={{ $json.name }}', undefined).text).toBe(
      '[Vorherige Nodes für die Vorschau ausführen]',
    );
    expect(evaluateForDisplay('={{ Math.max }}', scope)).toEqual({
      text: '[Das ist eine Funktion, bitte () ergänzen]',
      state: 'invalid',
    });
    expect(evaluateForDisplay('={{ ({ a: 1 }) }}', scope).text).toBe('[Objekt: {"a":1}]');
    expect(evaluateForDisplay('={{ $json.nope.x }}', scope).text).toMatch(/^\[FEHLER: /);

    useRunStore.setState({
      runData: {
        Request: [
          {
            startTime: 0,
            executionIndex: 0,
            executionTime: 1,
            executionStatus: 'success',
            source: [],
            data: { main: [[{ json: { name: '' } }]] },
          },
        ],
      },
    });
    const { container } = render(<InlineExpressionEditor value="={{ $json.name }}" onChange={() => {}} nodeId="n" />);
    fireEvent.focus(container.querySelector('.cm-content')!);
    expect(await screen.findByText('Ergebnis für Item 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('inline-expression-output')).toHaveTextContent('[leere Zeichenkette]'),
    );
    expect(screen.getByText(/ist JavaScript/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mehr erfahren' })).toBeInTheDocument();
  });
});

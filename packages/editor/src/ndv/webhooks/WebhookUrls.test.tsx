import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { builtinNodeTypes } from '@weft/nodes';
import type { InstanceSettings } from '../../api/types';
import { NodeDetailsView } from '../NodeDetailsView';
import { useNdvStore } from '../../stores/ndv/store';
import { useNodeTypesStore } from '../../stores/node-types/store';
import { useRunStore } from '../../stores/executions-run/store';
import { useSettingsStore } from '../../stores/settings/store';
import { useToastStore } from '../../stores/toasts/store';
import { fromWorkflow } from '../../stores/workflow/model';
import { useWorkflowStore } from '../../stores/workflow/store';

const types = Object.fromEntries(
  ['weft.webhook', 'weft.wait', 'weft.manualTrigger'].map((name) => {
    const d = builtinNodeTypes.find((t) => t.description.name === name)!.description;
    const versions = Array.isArray(d.version) ? d.version : [d.version];
    return [name, Object.fromEntries(versions.map((v) => [String(v), d]))];
  }),
);

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeAll(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

beforeEach(() => {
  localStorage.clear();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(globalThis, 'isSecureContext', { value: true, configurable: true });
  useToastStore.setState({ toasts: [] });
  useNodeTypesStore.setState({ byName: types, loaded: true });
  useSettingsStore.setState({
    settings: {
      urlBaseWebhook: 'https://hooks.example.com/',
      endpointWebhook: 'hook',
      endpointWebhookTest: 'hook-test',
    } as InstanceSettings,
  });
  useWorkflowStore.getState().setWorkflow(
    fromWorkflow({
      name: 'Orders',
      nodes: [
        {
          id: 'w',
          name: 'Webhook',
          type: 'weft.webhook',
          typeVersion: 2,
          position: [0, 0],
          parameters: { path: 'orders', httpMethod: 'POST' },
          webhookId: 'wh-1',
        },
        {
          id: 'p',
          name: 'Pause',
          type: 'weft.wait',
          typeVersion: 1.1,
          position: [200, 0],
          parameters: { resume: 'webhook', options: { webhookSuffix: 'ok' } },
          webhookId: 'wh-2',
        },
        { id: 'm', name: 'Start', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 200], parameters: {} },
      ],
      connections: { Webhook: { main: [[{ node: 'Pause', type: 'main', index: 0 }]] } },
    }),
  );
  useRunStore.setState({ ...useRunStore.getState(), runData: null, running: false, waitingForWebhook: false });
  useNdvStore.setState({ activeNodeId: null, mainTab: 'parameters' });
});

afterEach(() => {
  delete (navigator as { clipboard?: unknown }).clipboard;
});

function open(nodeId: string) {
  render(<NodeDetailsView />);
  act(() => useNdvStore.getState().open(nodeId));
  return screen.getByTestId('ndv-webhook-urls');
}

describe('webhook URLs in the node details view', () => {
  it('shows the test URL with its method, switches to the production URL and says when each works', () => {
    const section = open('w');
    expect(within(section).getByTestId('ndv-webhook-method')).toHaveTextContent('POST');
    expect(within(section).getByTestId('ndv-webhook-url')).toHaveTextContent(
      'https://hooks.example.com/hook-test/orders',
    );
    expect(within(section).getByTestId('ndv-webhook-hint')).toHaveTextContent(/listening for a test event.*one call/);
    fireEvent.click(within(section).getByTestId('ndv-webhook-mode-production'));
    expect(within(section).getByTestId('ndv-webhook-mode-production')).toHaveAttribute('aria-selected', 'true');
    expect(within(section).getByTestId('ndv-webhook-url')).toHaveTextContent('https://hooks.example.com/hook/orders');
    expect(within(section).getByTestId('ndv-webhook-hint')).toHaveTextContent(/once the workflow is active/);
  });

  it('collapses and opens again', () => {
    const section = open('w');
    fireEvent.click(within(section).getByTestId('ndv-webhook-urls-toggle'));
    expect(within(section).getByTestId('ndv-webhook-urls-toggle')).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).queryByTestId('ndv-webhook-url')).toBeNull();
    fireEvent.click(within(section).getByTestId('ndv-webhook-urls-toggle'));
    expect(within(section).getByTestId('ndv-webhook-url')).toBeInTheDocument();
  });

  it('copies the URL on click and says so', async () => {
    const section = open('w');
    fireEvent.click(within(section).getByTestId('ndv-webhook-mode-production'));
    fireEvent.click(within(section).getByTestId('ndv-webhook-url'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://hooks.example.com/hook/orders'));
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.title)).toContain('URL copied'));
  });

  it('shows one badge per method when several are allowed, and follows parameter changes', () => {
    const section = open('w');
    act(() =>
      useWorkflowStore
        .getState()
        .setNodeParameters('w', { path: 'users/:id', multipleMethods: true, httpMethod: ['GET', 'DELETE'] }),
    );
    expect(
      within(section)
        .getAllByTestId('ndv-webhook-method')
        .map((b) => b.textContent),
    ).toEqual(['GET', 'DELETE']);
    expect(within(section).getByTestId('ndv-webhook-url')).toHaveTextContent(
      'https://hooks.example.com/hook-test/wh-1/users/:id',
    );
  });

  it('shows the invalid-expression text for a path expression that fails, and copies nothing', () => {
    const section = open('w');
    act(() =>
      useWorkflowStore.getState().setNodeParameters('w', { path: '={{ $json.customer.id }}', httpMethod: 'POST' }),
    );
    const url = within(section).getByTestId('ndv-webhook-url');
    expect(url).toHaveTextContent('https://hooks.example.com/hook-test/[invalid expression]');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByTestId('ndv-webhook-url-error')).toHaveTextContent(
      /The path has an invalid expression: .*customer/,
    );
    fireEvent.click(url);
    expect(writeText).not.toHaveBeenCalled();
    act(() =>
      useWorkflowStore
        .getState()
        .setNodeParameters('w', { path: '={{ $workflow.name.toLowerCase() }}', httpMethod: 'POST' }),
    );
    expect(within(section).getByTestId('ndv-webhook-url')).toHaveTextContent(
      'https://hooks.example.com/hook-test/orders',
    );
  });

  it('shows a Wait node its resume URL, and copies the expression that gives it', async () => {
    const section = open('p');
    expect(within(section).queryByTestId('ndv-webhook-mode-test')).toBeNull();
    expect(within(section).getByTestId('ndv-webhook-url')).toHaveTextContent(
      'https://hooks.example.com/webhook-waiting/{execution id}/ok',
    );
    fireEvent.click(within(section).getByTestId('ndv-webhook-url'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('{{ $execution.resumeUrl }}/ok'));
  });

  it('has no URL section for a node without webhooks, and keeps its run button', () => {
    render(<NodeDetailsView />);
    act(() => useNdvStore.getState().open('m'));
    expect(screen.queryByTestId('ndv-webhook-urls')).toBeNull();
    expect(within(screen.getByTestId('ndv-input')).getByText('This node starts the workflow')).toBeInTheDocument();
    expect(screen.getByTestId('ndv-trigger-run')).toHaveTextContent('Execute step');
  });
});

describe('listening for a test event', () => {
  it('offers to listen, shows the waiting state with the test URL, and stops listening', async () => {
    open('w');
    const input = screen.getByTestId('ndv-input');
    expect(within(input).getByTestId('ndv-listen')).toHaveTextContent('Listen for test event');
    expect(screen.getByTestId('ndv-output-run')).toHaveTextContent('Listen for test event');
    act(() => useRunStore.setState({ running: true, waitingForWebhook: true }));
    expect(within(input).getByTestId('ndv-listening')).toHaveTextContent('Listening for test event');
    expect(within(input).getByTestId('ndv-listening-url')).toHaveTextContent(
      'https://hooks.example.com/hook-test/orders',
    );
    expect(screen.getByTestId('ndv-output-listening')).toBeInTheDocument();
    expect(screen.getByTestId('ndv-execute-step')).toHaveTextContent('Stop listening');
    fireEvent.click(within(input).getByTestId('ndv-stop-listening'));
    await waitFor(() => expect(useRunStore.getState().waitingForWebhook).toBe(false));
    expect(within(input).getByTestId('ndv-listen')).toBeInTheDocument();
  });

  it('shows the received item in the output once the call ran', () => {
    open('w');
    act(() =>
      useRunStore.setState({
        running: false,
        waitingForWebhook: false,
        runData: {
          Webhook: [
            {
              startTime: 0,
              executionIndex: 0,
              executionTime: 1,
              executionStatus: 'success',
              source: [],
              data: { main: [[{ json: { body: { order: 7 } } }]] },
            },
          ],
        },
      }),
    );
    expect(within(screen.getByTestId('ndv-input')).getByText('Test event received')).toBeInTheDocument();
    expect(screen.getByTestId('ndv-output')).toHaveTextContent(/1 item.*body/);
  });
});

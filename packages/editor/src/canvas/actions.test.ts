import { describe, expect, it } from 'vitest';
import type { NodeTypeDescription } from '@weft/workflow';
import { makeNode } from './actions';

const desc = (name: string, webhooks = true): NodeTypeDescription =>
  ({
    name,
    displayName: 'Webhook',
    version: 2,
    defaults: { name: 'Webhook' },
    inputs: [],
    outputs: ['main'],
    properties: [],
    ...(webhooks ? { webhooks: [{ name: 'default', httpMethod: 'GET', path: '={{$parameter["path"]}}' }] } : {}),
  }) as unknown as NodeTypeDescription;

describe('a new webhook trigger (issue 15 item 5)', () => {
  it('gets its webhook id as its path, as in n8n, so Path is filled and matches the URL', () => {
    const node = makeNode(desc('weft.webhook'), [0, 0]);
    expect(node.webhookId).toBeTruthy();
    expect(node.parameters.path).toBe(node.webhookId);
    expect(makeNode(desc('weft.formTrigger'), [0, 0]).parameters.path).toBeTruthy();
    // The MCP Server Trigger keeps n8n's LangChain type name, as every LangChain node does.
    const mcp = makeNode(desc('@n8n/n8n-nodes-langchain.mcpTrigger'), [0, 0]);
    expect(mcp.parameters.path).toBe(mcp.webhookId);
  });
  it('keeps a given path, and gives other nodes no path', () => {
    expect(makeNode(desc('weft.webhook'), [0, 0], { path: 'orders' }).parameters.path).toBe('orders');
    expect(makeNode(desc('weft.slackTrigger'), [0, 0]).parameters.path).toBeUndefined();
    expect(makeNode(desc('weft.set', false), [0, 0]).parameters.path).toBeUndefined();
  });
});

describe('undoing the deletion of a node (issue 20)', () => {
  it('brings the node back with its pinned data and its connections, and redo removes both again', async () => {
    const { useWorkflowStore } = await import('../stores/workflow/store');
    const { useHistoryStore } = await import('../stores/history/store');
    const { fromWorkflow } = await import('../stores/workflow/model');
    const { deleteElements } = await import('./actions');
    useWorkflowStore.getState().setWorkflow(
      fromWorkflow({
        name: 'W',
        nodes: [
          { id: 'a', name: 'Start', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
          { id: 'b', name: 'Pinned', type: 'weft.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
        ],
        connections: { Start: { main: [[{ node: 'Pinned', type: 'main', index: 0 }]] } },
        pinData: { Pinned: [{ json: { kept: true } }] },
      }),
    );
    deleteElements(['b']);
    expect(useWorkflowStore.getState().workflow.nodes.b).toBeUndefined();
    expect(useWorkflowStore.getState().workflow.pinData.Pinned).toBeUndefined();
    await useHistoryStore.getState().undo();
    const back = useWorkflowStore.getState().workflow;
    expect(back.nodes.b?.name).toBe('Pinned');
    expect(back.pinData.Pinned).toEqual([{ json: { kept: true } }]);
    await new Promise((r) => setTimeout(r, 30));
    expect(Object.keys(useWorkflowStore.getState().workflow.connections)).toHaveLength(1);
    await useHistoryStore.getState().redo();
    expect(useWorkflowStore.getState().workflow.pinData.Pinned).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { NodeTypeDescription } from '@weft/workflow';
import { makeNode } from './actions';

const desc = (name: string, webhooks = true): NodeTypeDescription =>
  ({ name, displayName: 'Webhook', version: 2, defaults: { name: 'Webhook' }, inputs: [], outputs: ['main'], properties: [], ...(webhooks ? { webhooks: [{ name: 'default', httpMethod: 'GET', path: '={{$parameter["path"]}}' }] } : {}) }) as unknown as NodeTypeDescription;

describe('a new webhook trigger (issue 15 item 5)', () => {
  it("gets its webhook id as its path, as in n8n, so Path is filled and matches the URL", () => {
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

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
  });
  it('keeps a given path, and gives other nodes no path', () => {
    expect(makeNode(desc('weft.webhook'), [0, 0], { path: 'orders' }).parameters.path).toBe('orders');
    expect(makeNode(desc('weft.slackTrigger'), [0, 0]).parameters.path).toBeUndefined();
    expect(makeNode(desc('weft.set', false), [0, 0]).parameters.path).toBeUndefined();
  });
});

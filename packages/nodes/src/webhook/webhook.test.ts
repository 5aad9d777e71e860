import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type NodeParameters, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { WEBHOOK_METHOD_KEY } from './index.js';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
const webhook = (parameters: NodeParameters) => ({
  id: 'w',
  name: 'Webhook',
  type: 'n8n-nodes-base.webhook',
  typeVersion: 2,
  position: [0, 0] as [number, number],
  parameters,
  webhookId: 'abc',
});

describe('Webhook node', () => {
  it('passes the request item on', async () => {
    const workflow: Workflow = { name: 'w', nodes: [webhook({ path: 'x' })], connections: {} };
    const item = {
      json: {
        headers: {},
        params: {},
        query: { a: '1' },
        body: { b: 2 },
        webhookUrl: 'http://h/webhook/x',
        executionMode: 'production',
      },
    };
    const result = await runWorkflow({
      workflow,
      nodeTypes,
      mode: 'webhook',
      startNode: 'Webhook',
      startItems: [item],
    });
    expect(result.data.resultData.runData.Webhook![0]!.data!.main![0]!.map((i) => i.json)).toEqual([item.json]);
  });

  it('routes to the output of the request method and drops the method key', async () => {
    const workflow: Workflow = {
      name: 'w',
      nodes: [webhook({ path: 'x', multipleMethods: true, httpMethod: ['GET', 'POST'] })],
      connections: {},
    };
    const result = await runWorkflow({
      workflow,
      nodeTypes,
      mode: 'webhook',
      startNode: 'Webhook',
      startItems: [{ json: { body: {}, [WEBHOOK_METHOD_KEY]: 'POST' } }],
    });
    expect(result.data.resultData.runData.Webhook![0]!.data!.main!.map((out) => out!.map((i) => i.json))).toEqual([
      [],
      [{ body: {} }],
    ]);
  });

  it('describes a trigger with a webhook and n8n’s parameters', () => {
    const type = nodeTypes.get('weft.webhook', 2)!;
    expect(type.description.group).toContain('trigger');
    expect(type.description.webhooks).toHaveLength(1);
    const names = type.description.properties.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'httpMethod',
        'path',
        'authentication',
        'responseMode',
        'responseCode',
        'responseData',
        'options',
      ]),
    );
  });
});

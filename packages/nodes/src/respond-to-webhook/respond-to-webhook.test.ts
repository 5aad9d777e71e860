import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);

/** Runs Webhook → Respond to Webhook with the given parameters; answers what was sent. */
async function respond(parameters: Record<string, unknown>, startItems = [{ json: { a: 1 } }, { json: { a: 2 } }]) {
  const workflow: Workflow = {
    name: 'r',
    nodes: [
      {
        id: '1',
        name: 'Webhook',
        type: 'n8n-nodes-base.webhook',
        typeVersion: 2,
        position: [0, 0],
        parameters: { path: 'r', responseMode: 'responseNode' },
      },
      {
        id: '2',
        name: 'Respond',
        type: 'n8n-nodes-base.respondToWebhook',
        typeVersion: 1.1,
        position: [200, 0],
        parameters: parameters as Workflow['nodes'][number]['parameters'],
      },
    ],
    connections: { Webhook: { main: [[{ node: 'Respond', type: 'main', index: 0 }]] } },
  };
  const sent: unknown[] = [];
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'webhook',
    startNode: 'Webhook',
    startItems,
    services: { onWebhookResponse: (r) => sent.push(r) },
  });
  return { sent, result };
}

describe('Respond to Webhook node', () => {
  it('answers the first item by default and passes its input on', async () => {
    const { sent, result } = await respond({});
    expect(sent).toEqual([{ statusCode: 200, headers: {}, body: { a: 1 } }]);
    expect(result.data.resultData.runData.Respond![0]!.data!.main![0]).toHaveLength(2);
  });

  it('answers all items in a field, JSON, text, redirects and nothing', async () => {
    expect(
      (await respond({ respondWith: 'allIncomingItems', options: { responseKey: 'data.items' } })).sent[0],
    ).toMatchObject({ body: { data: { items: [{ a: 1 }, { a: 2 }] } } });
    expect(
      (await respond({ respondWith: 'json', responseBody: '{"ok": true}', options: { responseCode: 201 } })).sent[0],
    ).toEqual({ statusCode: 201, headers: {}, body: { ok: true } });
    expect(
      (
        await respond({
          respondWith: 'text',
          responseBody: 'hi',
          options: { responseHeaders: { entries: [{ name: 'X-A', value: 'b' }] } },
        })
      ).sent[0],
    ).toEqual({
      statusCode: 200,
      headers: { 'x-a': 'b', 'content-type': 'text/html; charset=utf-8' },
      body: 'hi',
    });
    expect((await respond({ respondWith: 'redirect', redirectURL: 'https://example.com' })).sent[0]).toEqual({
      statusCode: 307,
      headers: { location: 'https://example.com' },
      body: undefined,
    });
    expect((await respond({ respondWith: 'noData' })).sent[0]).toEqual({
      statusCode: 200,
      headers: {},
      body: undefined,
    });
  });

  it('answers binary data as bytes with its mime type', async () => {
    const { sent } = await respond({ respondWith: 'binary' }, [
      { json: {}, binary: { file: { data: Buffer.from('PNG').toString('base64'), mimeType: 'image/png' } } } as never,
    ]);
    const r = sent[0] as { headers: Record<string, string>; body: Buffer };
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.body.toString()).toBe('PNG');
  });

  it('fails on invalid JSON', async () => {
    const { result } = await respond({ respondWith: 'json', responseBody: '{oops' });
    expect(result.data.resultData.error?.message).toBe("Invalid JSON in 'Response Body' field");
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { chain, finishedExecutions, insertWorkflow, node, setNode, webhookNode } from './activation-helpers.js';

describe.each(DB_KINDS)('production webhooks on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server?.close());

  const activate = async (wf: Parameters<typeof insertWorkflow>[1]) => {
    const id = await insertWorkflow(server.ctx, wf);
    await server.ctx.activeWorkflows.activate(id);
    return id;
  };

  it('onReceived answers at once with the response code and runs the workflow in webhook mode', async () => {
    const id = await activate({
      nodes: [
        webhookNode('hello', { httpMethod: 'POST', options: { responseCode: { values: { responseCode: 201 } } } }),
      ],
    });
    const res = await server.anonymous.request('POST', '/webhook/hello?x=1', { name: 'Ada' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Workflow was started' });
    const [exec] = await finishedExecutions(server.ctx, id);
    expect(exec!.mode).toBe('webhook');
    expect(exec!.status).toBe('success');
    const item = JSON.parse(exec!.data).resultData.runData.Webhook[0].data.main[0][0].json;
    expect(item.body).toEqual({ name: 'Ada' });
    expect(item.query).toEqual({ x: '1' });
    expect(item.params).toEqual({});
    expect(item.headers['content-type']).toBe('application/json');
    expect(item.webhookUrl).toMatch(/\/webhook\/hello$/);
    expect(item.executionMode).toBe('production');
  });

  it('finds a path written with escapes', async () => {
    await activate({ nodes: [webhookNode('café/a b', { options: { responseData: 'decoded' } })] });
    const res = await server.anonymous.get('/webhook/caf%C3%A9/a%20b');
    expect(res.status).toBe(200);
    expect(res.text).toBe('decoded');
  });

  it('onReceived with custom response data, headers and no body', async () => {
    await activate({
      nodes: [
        webhookNode('custom', {
          options: { responseData: 'ok!', responseHeaders: { entries: [{ name: 'X-Weft', value: 'yes' }] } },
        }),
      ],
    });
    const res = await server.anonymous.get('/webhook/custom');
    expect(res.status).toBe(200);
    expect(res.text).toBe('ok!');
    expect(res.headers['x-weft']).toBe('yes');
    await activate({ nodes: [webhookNode('empty', { options: { noResponseBody: true } })] });
    const empty = await server.anonymous.get('/webhook/empty');
    expect(empty.status).toBe(200);
    expect(empty.text).toBe('');
  });

  it('lastNode answers the last node’s first item, all entries or nothing', async () => {
    const nodes = (path: string, responseData?: string) => [
      webhookNode(path, { responseMode: 'lastNode', ...(responseData ? { responseData } : {}) }),
      setNode('Set', { greeting: '={{ "hi " + $json.query.name }}' }),
    ];
    await activate({ nodes: nodes('last'), connections: chain('Webhook', 'Set') });
    const res = await server.anonymous.get('/webhook/last?name=Bo');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ greeting: 'hi Bo' });
    await activate({ nodes: nodes('last-all', 'allEntries'), connections: chain('Webhook', 'Set') });
    expect((await server.anonymous.get('/webhook/last-all?name=Cy')).body).toEqual([{ greeting: 'hi Cy' }]);
    await activate({ nodes: nodes('last-none', 'noData'), connections: chain('Webhook', 'Set') });
    const none = await server.anonymous.get('/webhook/last-none');
    expect(none.status).toBe(200);
    expect(none.text).toBe('');
  });

  it('lastNode answers 500 when the workflow fails', async () => {
    await activate({
      nodes: [
        webhookNode('fails', { responseMode: 'lastNode' }),
        node('Stop', 'n8n-nodes-base.stopAndError', { errorMessage: 'boom' }),
      ],
      connections: chain('Webhook', 'Stop'),
    });
    const res = await server.anonymous.get('/webhook/fails');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Error in workflow' });
  });

  it('responseNode answers what the Respond to Webhook node sends', async () => {
    const respond = (parameters: Record<string, unknown>) =>
      node('Respond', 'n8n-nodes-base.respondToWebhook', parameters, { typeVersion: 1.1 });
    await activate({
      nodes: [
        webhookNode('respond-json', { httpMethod: 'POST', responseMode: 'responseNode' }),
        respond({
          respondWith: 'json',
          responseBody: '={{ JSON.stringify({ got: $json.body.n * 2 }) }}',
          options: { responseCode: 202, responseHeaders: { entries: [{ name: 'X-Kind', value: 'json' }] } },
        }),
      ],
      connections: chain('Webhook', 'Respond'),
    });
    const res = await server.anonymous.request('POST', '/webhook/respond-json', { n: 21 });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ got: 42 });
    expect(res.headers['x-kind']).toBe('json');

    await activate({
      nodes: [
        webhookNode('respond-text', { responseMode: 'responseNode' }),
        respond({ respondWith: 'text', responseBody: 'plain words' }),
      ],
      connections: chain('Webhook', 'Respond'),
    });
    const text = await server.anonymous.get('/webhook/respond-text');
    expect(text.text).toBe('plain words');

    await activate({
      nodes: [
        webhookNode('respond-redirect', { responseMode: 'responseNode' }),
        respond({ respondWith: 'redirect', redirectURL: 'https://example.com/next' }),
      ],
      connections: chain('Webhook', 'Respond'),
    });
    const redirect = await server.anonymous.get('/webhook/respond-redirect');
    expect(redirect.status).toBe(307);
    expect(redirect.headers.location).toBe('https://example.com/next');

    await activate({
      nodes: [
        webhookNode('respond-items', { responseMode: 'responseNode' }),
        respond({ respondWith: 'allIncomingItems', options: { responseKey: 'items' } }),
      ],
      connections: chain('Webhook', 'Respond'),
    });
    const items = await server.anonymous.get('/webhook/respond-items?a=b');
    expect(items.body.items).toHaveLength(1);
    expect(items.body.items[0].query).toEqual({ a: 'b' });
  });

  it('responseNode answers before the nodes after Respond to Webhook finish', async () => {
    const id = await activate({
      nodes: [
        webhookNode('respond-early', { responseMode: 'responseNode' }),
        node(
          'Respond',
          'n8n-nodes-base.respondToWebhook',
          { respondWith: 'text', responseBody: 'early' },
          { typeVersion: 1.1 },
        ),
        node(
          'Wait',
          'n8n-nodes-base.wait',
          { resume: 'timeInterval', amount: 1, unit: 'seconds' },
          { typeVersion: 1.1 },
        ),
      ],
      connections: chain('Webhook', 'Respond', 'Wait'),
    });
    const started = Date.now();
    const res = await server.anonymous.get('/webhook/respond-early');
    expect(res.text).toBe('early');
    expect(Date.now() - started).toBeLessThan(900);
    const [exec] = await finishedExecutions(server.ctx, id);
    expect(exec!.status).toBe('success');
  });

  it('passes path parameters, prefixed with the webhookId', async () => {
    const hook = webhookNode('user/:userId/order/:orderId', { responseMode: 'lastNode' });
    await activate({ nodes: [hook] });
    const res = await server.anonymous.get(`/webhook/${hook.webhookId}/user/42/order/abc`);
    expect(res.status).toBe(200);
    expect(res.body.params).toEqual({ userId: '42', orderId: 'abc' });
  });

  it('resolves an expression path once, as the editor shows it, and refuses one that fails', async () => {
    await activate({
      name: 'Shop Orders',
      nodes: [webhookNode('={{ $workflow.name.toLowerCase().replace(" ", "-") }}/in', { responseMode: 'lastNode' })],
    });
    const res = await server.anonymous.get('/webhook/shop-orders/in');
    expect(res.status).toBe(200);
    expect(res.body.webhookUrl).toMatch(/\/webhook\/shop-orders\/in$/);
    const id = await insertWorkflow(server.ctx, { nodes: [webhookNode('={{ $json.customer.id }}')] });
    await expect(server.ctx.activeWorkflows.activate(id)).rejects.toThrow(
      /The Webhook node "Webhook" has an invalid expression as its path: .*customer/,
    );
  });

  it('answers n8n’s 404 for unknown webhooks and a hint for the wrong method', async () => {
    const res = await server.anonymous.get('/webhook/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('The requested webhook "GET nothing-here" is not registered.');
    expect(res.body.hint).toMatch(/must be active/);
    await activate({ nodes: [webhookNode('only-post', { httpMethod: 'POST' })] });
    const wrong = await server.anonymous.get('/webhook/only-post');
    expect(wrong.status).toBe(404);
    expect(wrong.body.hint).toMatch(/not registered for GET requests.*POST/);
  });

  it('listens to several methods, one output per method', async () => {
    const id = await activate({
      nodes: [
        webhookNode('multi', { multipleMethods: true, httpMethod: ['GET', 'POST'], responseMode: 'lastNode' }),
        setNode('FromGet', { via: 'get' }),
        setNode('FromPost', { via: 'post' }),
      ],
      connections: {
        Webhook: {
          main: [[{ node: 'FromGet', type: 'main', index: 0 }], [{ node: 'FromPost', type: 'main', index: 0 }]],
        },
      },
    });
    expect((await server.anonymous.get('/webhook/multi')).body).toEqual({ via: 'get' });
    expect((await server.anonymous.request('POST', '/webhook/multi', { a: 1 })).body).toEqual({ via: 'post' });
    const runs = await finishedExecutions(server.ctx, id, 2);
    const out = JSON.parse(runs[1]!.data).resultData.runData.Webhook[0].data.main;
    expect(out[0]).toEqual([]);
    expect(Object.keys(out[1][0].json)).not.toContain('__weftWebhookMethod');
  });

  it('turns other content types into binary data, and parses forms', async () => {
    await activate({
      nodes: [
        webhookNode('upload', {
          httpMethod: 'POST',
          responseMode: 'lastNode',
          responseData: 'allEntries',
          options: { binaryPropertyName: 'file' },
        }),
      ],
    });
    const bytes = Buffer.from([0, 1, 2, 250, 251]);
    const res = await server.app.inject({
      method: 'POST',
      url: '/webhook/upload',
      headers: { 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
    expect(res.statusCode).toBe(200);
    const id = (await server.ctx.db.kysely
      .selectFrom('webhook')
      .select('workflowId')
      .where('webhookPath', '=', 'upload')
      .executeTakeFirst())!.workflowId;
    const [exec] = await finishedExecutions(server.ctx, id);
    const item = JSON.parse(exec!.data).resultData.runData.Webhook[0].data.main[0][0];
    expect(item.json.body).toEqual({});
    expect(item.binary.file.mimeType).toBe('application/octet-stream');
    expect(Buffer.from(item.binary.file.data, 'base64')).toEqual(bytes);

    await activate({ nodes: [webhookNode('form', { httpMethod: 'POST', responseMode: 'lastNode' })] });
    const form = await server.app.inject({
      method: 'POST',
      url: '/webhook/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1&b=two&a=3',
    });
    expect(JSON.parse(form.body).body).toEqual({ a: ['1', '3'], b: 'two' });

    await activate({
      nodes: [
        webhookNode('answer-file', { httpMethod: 'POST', responseMode: 'lastNode', responseData: 'firstEntryBinary' }),
      ],
    });
    const echoed = await server.app.inject({
      method: 'POST',
      url: '/webhook/answer-file',
      headers: { 'content-type': 'image/png' },
      payload: bytes,
    });
    expect(echoed.headers['content-type']).toBe('image/png');
    expect(echoed.rawPayload).toEqual(bytes);
  });

  it('reads multipart forms: fields into the body, files into binary data', async () => {
    await activate({
      nodes: [webhookNode('multipart', { httpMethod: 'POST', responseMode: 'lastNode', responseData: 'allEntries' })],
    });
    const boundary = 'weftboundary42';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHello\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="doc"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nfile body\r\n`,
      ),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const res = await server.app.inject({
      method: 'POST',
      url: '/webhook/multipart',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const id = (await server.ctx.db.kysely
      .selectFrom('webhook')
      .select('workflowId')
      .where('webhookPath', '=', 'multipart')
      .executeTakeFirst())!.workflowId;
    const [exec] = await finishedExecutions(server.ctx, id);
    const item = JSON.parse(exec!.data).resultData.runData.Webhook[0].data.main[0][0];
    expect(item.json.body).toEqual({ title: 'Hello' });
    expect(item.binary.doc.fileName).toBe('a.txt');
    expect(Buffer.from(item.binary.doc.data, 'base64').toString()).toBe('file body');
  });

  it('refuses a path another workflow already uses', async () => {
    await activate({ name: 'First owner', nodes: [webhookNode('taken', { httpMethod: 'POST' })] });
    const second = await insertWorkflow(server.ctx, {
      name: 'Second',
      nodes: [webhookNode('/taken/', { httpMethod: 'POST' })],
    });
    await expect(server.ctx.activeWorkflows.activate(second)).rejects.toThrow(
      'The URL path that the "Webhook" Webhook node uses is already taken by workflow "First owner"',
    );
    const stored = await server.ctx.db.kysely
      .selectFrom('activation_error')
      .selectAll()
      .where('workflowId', '=', second)
      .executeTakeFirst();
    expect(stored?.error).toMatch(/already taken/);
    // another method on the same path is fine
    const third = await insertWorkflow(server.ctx, { nodes: [webhookNode('taken', { httpMethod: 'GET' })] });
    await server.ctx.activeWorkflows.activate(third);
  });

  it('deactivate removes the webhooks', async () => {
    const id = await activate({ nodes: [webhookNode('short-lived')] });
    expect((await server.anonymous.get('/webhook/short-lived')).status).toBe(200);
    await server.ctx.activeWorkflows.deactivate(id);
    expect((await server.anonymous.get('/webhook/short-lived')).status).toBe(404);
    expect(server.ctx.activeWorkflows.activeIds()).not.toContain(id);
  });

  it('answers /webhook-waiting for an execution that does not exist with 404', async () => {
    const res = await server.anonymous.get('/webhook-waiting/123');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('The execution "123" does not exist');
  });
});

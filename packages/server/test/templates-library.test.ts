/**
 * The bundled templates library: every template is well formed and uses node types this build
 * has, and every template that starts with a manual trigger runs to success through the real
 * engine, imported exactly as the editor imports it (GET /templates-api/workflows/templates/:id,
 * then POST /rest/workflows/run). Every template that starts from a webhook, schedule or other
 * trigger is saved and switched on through the API, and is then active (saved flag and registered
 * triggers); the webhook ones answer their calls. The Error Trigger template cannot be activated
 * (nothing starts it but a failure elsewhere), so it is run as the error workflow of a failing one.
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTemplateLibrary } from '../src/templates/index.js';
import { waitFor } from './executions-fixtures.js';
import { createTestServer, type TestClient, type TestServer } from './harness.js';

const library = readTemplateLibrary();
const isManual = (type: string) => type === 'n8n-nodes-base.manualTrigger';
const runnable = library.workflows.filter((t) => t.workflow.nodes.some((n) => isManual(n.type)) && !t.skipTestRun);
/** Nodes that start an active workflow on their own: webhooks, schedules and other triggers (not the manual and error triggers). */
const startsWhenActive = (type: string) =>
  type === 'n8n-nodes-base.webhook' ||
  (/Trigger$/.test(type) && !isManual(type) && type !== 'n8n-nodes-base.errorTrigger');
const activatable = library.workflows.filter((t) => t.workflow.nodes.some((n) => startsWhenActive(n.type)));

describe('the bundled templates library', () => {
  let server: TestServer;
  let owner: TestClient;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
    owner = await server.owner();
  });
  afterAll(async () => server?.close());

  it('has at least 30 templates, each described, categorised, explained by a sticky note and in known node types', () => {
    expect(library.workflows.length).toBeGreaterThanOrEqual(30);
    for (const t of library.workflows) {
      expect(t.description.length, t.name).toBeGreaterThan(80);
      expect(t.categories.length, t.name).toBeGreaterThan(0);
      const notes = t.workflow.nodes.filter((n) => n.type === 'n8n-nodes-base.stickyNote');
      expect(notes.length, `${t.name} has no sticky note`).toBeGreaterThan(0);
      for (const node of t.workflow.nodes) {
        expect(node.type, `${t.name} / ${node.name}`).toMatch(/^n8n-nodes-base\./);
        expect(
          server.ctx.nodeTypes.get(node.type, node.typeVersion),
          `${t.name} / ${node.name}: ${node.type}@${node.typeVersion}`,
        ).toBeDefined();
        const versions = server.ctx.nodeTypes.get(node.type, node.typeVersion)!.description.version;
        expect([versions].flat(), `${t.name} / ${node.name} typeVersion`).toContain(node.typeVersion);
      }
      // Every connection joins nodes that exist.
      const names = new Set(t.workflow.nodes.map((n) => n.name));
      for (const [from, outputs] of Object.entries(
        t.workflow.connections as Record<string, { main: Array<Array<{ node: string }>> }>,
      )) {
        expect(names.has(from), `${t.name}: ${from}`).toBe(true);
        for (const target of outputs.main.flat())
          expect(names.has(target.node), `${t.name}: → ${target.node}`).toBe(true);
      }
    }
    // Every collection holds templates, and every template that is not run says why.
    for (const c of library.collections) expect(c.workflows.length).toBeGreaterThan(2);
    for (const t of library.workflows.filter((x) => x.skipTestRun)) expect(t.skipTestRun!.length).toBeGreaterThan(10);
    expect(runnable.length).toBeGreaterThanOrEqual(25);
  });

  it.each(runnable.map((t) => [t.id, t.name] as const))('runs template %i "%s" to success', async (id) => {
    const imported = (await owner.get(`/templates-api/workflows/templates/${id}`)).body;
    const workflowData = {
      name: imported.name,
      nodes: imported.workflow.nodes,
      connections: imported.workflow.connections,
      settings: {},
    };
    const started = await owner.post('/rest/workflows/run', { workflowData });
    expect(started.status, started.text).toBe(200);
    const executionId = started.body.data.executionId as string;
    const execution = await waitFor(
      async () => {
        const res = await owner.get(`/rest/executions/${executionId}`);
        return res.body.data?.stoppedAt ? res.body.data : undefined;
      },
      30_000,
      `template ${id}`,
    );
    expect(execution.status, JSON.stringify(execution.data.resultData.error)).toBe('success');
    // Every node except sticky notes ran, or sat on a branch no item took.
    const ran = Object.keys(execution.data.resultData.runData);
    expect(ran.length).toBeGreaterThan(1);
    const last = execution.data.resultData.runData[execution.data.resultData.lastNodeExecuted];
    expect(last.at(-1).data.main.flat().length, 'the last node produced items').toBeGreaterThan(0);
  });

  /** Saves a template as a workflow through the API, as the editor's "Use template" does; answers the workflow id. */
  const saveTemplate = async (
    id: number,
    edit: (nodes: Array<{ name: string; parameters: Record<string, unknown> }>) => void = () => undefined,
  ): Promise<string> => {
    const imported = (await owner.get(`/templates-api/workflows/templates/${id}`)).body;
    const nodes = structuredClone(imported.workflow.nodes);
    edit(nodes);
    const created = await owner.post('/rest/workflows', {
      name: imported.name,
      nodes,
      connections: imported.workflow.connections,
      settings: {},
    });
    expect(created.status, created.text).toBe(200);
    return created.body.data.id as string;
  };
  /** Switches a saved workflow on or off through the API, as the editor's toggle does, and checks it took. */
  const setActive = async (workflowId: string, active: boolean) => {
    const res = await owner.patch(`/rest/workflows/${workflowId}`, { active });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.active).toBe(active);
    expect((await owner.get(`/rest/workflows/${workflowId}`)).body.data.active, 'the saved flag').toBe(active);
    expect(server.ctx.activeWorkflows.activeIds().includes(workflowId), 'its triggers are registered').toBe(active);
  };
  const activateTemplate = async (id: number): Promise<string> => {
    const workflowId = await saveTemplate(id);
    await setActive(workflowId, true);
    return workflowId;
  };
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await server.app.inject({
      method,
      url,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
  };

  it('knows which templates start from a trigger that can be activated, and which cannot', () => {
    expect(activatable.map((t) => t.id)).toEqual([27, 28, 29, 30, 31]);
    // The Error Trigger starts a run only when a watched workflow fails: there is nothing to activate.
    expect(
      library.workflows
        .filter((t) => !activatable.includes(t) && !runnable.includes(t) && !t.skipTestRun)
        .map((t) => t.id),
    ).toEqual([32]);
  });

  it.each(activatable.map((t) => [t.id, t.name] as const))(
    'activates template %i "%s" and deactivates it again',
    async (id) => {
      const workflowId = await activateTemplate(id);
      await setActive(workflowId, false);
    },
  );

  it('answers webhook calls with the webhook templates while they are active, and not after', async () => {
    const receipts = await activateTemplate(27);
    const receipt = await call('POST', '/webhook/receipts', { hello: 'world' });
    expect(receipt.status).toBe(201);
    expect(receipt.body).toMatchObject({ ok: true, receiptId: expect.anything(), receivedAt: expect.any(String) });

    const products = await activateTemplate(28);
    expect(await call('GET', '/webhook/products?sku=PEN-01')).toEqual({
      status: 200,
      body: { sku: 'PEN-01', name: 'Ballpoint pen', price: 1.5 },
    });
    expect(await call('GET', '/webhook/products?sku=NOPE')).toEqual({
      status: 404,
      body: { message: 'No product with SKU NOPE' },
    });

    const signed = await activateTemplate(29);
    const body = { event: 'order.paid', orderId: 7 };
    const signature = `sha256=${createHmac('sha256', 'replace-with-your-secret').update(JSON.stringify(body)).digest('hex')}`;
    expect(await call('POST', '/webhook/signed-events', body, { 'x-signature': signature })).toEqual({
      status: 200,
      body: { accepted: true },
    });
    expect(await call('POST', '/webhook/signed-events', body, { 'x-signature': 'sha256=forged' })).toEqual({
      status: 401,
      body: { message: 'Invalid signature' },
    });

    for (const id of [receipts, products, signed]) await setActive(id, false);
    expect(
      (await call('POST', '/webhook/receipts', { hello: 'world' })).status,
      'an inactive webhook is not registered',
    ).toBe(404);
  });

  it('refuses to activate the error-trigger template, and runs it as the error workflow of a failing webhook workflow', async () => {
    const received: unknown[] = [];
    const chat = createServer((req, res) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        received.push(JSON.parse(text));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => chat.listen(0, '127.0.0.1', resolve));
    try {
      const chatUrl = `http://127.0.0.1:${(chat.address() as AddressInfo).port}/hooks/alerts`;
      const alerts = await saveTemplate(32, (nodes) => {
        nodes.find((n) => n.name === 'Post to chat')!.parameters.url = chatUrl;
      });
      const refused = await owner.patch(`/rest/workflows/${alerts}`, { active: true });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/has no node to start the workflow/);

      const failing = await owner.post('/rest/workflows', {
        name: 'Breaks on purpose',
        nodes: [
          {
            id: 'w',
            name: 'Webhook',
            type: 'n8n-nodes-base.webhook',
            typeVersion: 2,
            position: [0, 0],
            parameters: { path: 'breaks', httpMethod: 'POST' },
            webhookId: 'breaks',
          },
          {
            id: 's',
            name: 'Stop',
            type: 'n8n-nodes-base.stopAndError',
            typeVersion: 1,
            position: [200, 0],
            parameters: { errorMessage: 'Out of paper' },
          },
        ],
        connections: { Webhook: { main: [[{ node: 'Stop', type: 'main', index: 0 }]] } },
        settings: { errorWorkflow: alerts },
      });
      expect(failing.status, failing.text).toBe(200);
      const failingId = failing.body.data.id as string;
      await setActive(failingId, true);
      await call('POST', '/webhook/breaks', {});
      const [alert] = await waitFor(
        () => (received.length ? received : undefined),
        15_000,
        'the alert posted to the chat',
      );
      expect(alert).toEqual({
        text: expect.stringMatching(
          /^Workflow "Breaks on purpose" failed at "Stop": Out of paper\n.*\/workflow\/.+\/executions\/.+$/,
        ),
      });
      await setActive(failingId, false);
    } finally {
      await new Promise((resolve) => chat.close(resolve));
    }
  });
});

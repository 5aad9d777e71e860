import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, loadConfig } from '@weft/server';
import { chain, insertWorkflow, node, setNode, waitFor } from './activation-helpers.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';
import { dropTestData, sameDatabaseEnv, timeWaitWorkflow, webhookWaitWorkflow } from './waiting-helpers.js';

/** Waits below 1 s sleep in process; longer ones are saved and resumed by the poller (every 0.2 s). */
const ENV = { WEFT_WAIT_IN_PROCESS_MAX: '1', WEFT_WAIT_POLL_INTERVAL: '0.2' };

describe.each(DB_KINDS)('waiting executions on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<TestServer['owner']>>;
  beforeAll(async () => {
    server = await createTestServer(kind, ENV);
    owner = await server.owner();
  });
  afterAll(async () => server?.close());

  const row = (id: string) =>
    server.ctx.db.kysely.selectFrom('execution').selectAll().where('id', '=', Number(id)).executeTakeFirst();
  const listed = async (id: string) =>
    (
      (await owner.get('/rest/executions?limit=100')).body.data.results as Array<{
        id: string;
        status: string;
        waitTill: string | null;
      }>
    ).find((e) => e.id === id);

  /** Calls the workflow's webhook and answers the id of the execution that now waits. */
  const startWebhookWait = async (path: string, wait: Record<string, unknown> = {}) => {
    const id = await insertWorkflow(server.ctx, webhookWaitWorkflow(path, wait));
    await server.ctx.activeWorkflows.activate(id);
    const res = await server.anonymous.get(`/webhook/${path}?who=Ada`);
    const executionId = await waitFor(
      async () => {
        const rows = await server.ctx.db.kysely
          .selectFrom('execution')
          .select(['id', 'status'])
          .where('workflowId', '=', id)
          .execute();
        return rows.find((r) => r.status === 'waiting')?.id;
      },
      8000,
      'the execution to wait',
    );
    return { workflowId: id, executionId: String(executionId), first: res };
  };

  it('a webhook wait is saved as waiting until 3000-01-01, resumes through /webhook-waiting and ends as one successful execution', async () => {
    const { workflowId, executionId } = await startWebhookWait('ask');
    expect(await listed(executionId)).toMatchObject({ status: 'waiting', waitTill: '3000-01-01T00:00:00.000Z' });
    const stored = JSON.parse((await row(executionId))!.data);
    expect(stored.executionData.nodeExecutionStack[0].node.name).toBe('Wait');

    const wrongMethod = await server.anonymous.request('GET', `/webhook-waiting/${executionId}`);
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.body.message).toBe(`The execution "${executionId}" is waiting for a POST request, not GET`);
    const wrongSuffix = await server.anonymous.request('POST', `/webhook-waiting/${executionId}/other`, { answer: 1 });
    expect(wrongSuffix.status).toBe(404);
    expect(wrongSuffix.body.message).toMatch(/is not waiting for a call to this URL/);
    expect((await row(executionId))!.status).toBe('waiting');

    const res = await server.anonymous.request('POST', `/webhook-waiting/${executionId}?x=1`, { answer: 42 });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      answer: '42',
      started: 'Ada',
      resumeUrl: `${server.ctx.config.baseUrl}/webhook-waiting/${executionId}`,
    });

    const rows = await server.ctx.db.kysely
      .selectFrom('execution')
      .selectAll()
      .where('workflowId', '=', workflowId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'success', waitTill: null, finished: 1 });
    const runData = JSON.parse(rows[0]!.data).resultData.runData;
    expect(Object.keys(runData).sort()).toEqual(['Set', 'Wait', 'Webhook']);
    expect(runData.Wait).toHaveLength(1);
    expect(runData.Wait[0].data.main[0][0].json).toMatchObject({ body: { answer: 42 }, query: { x: '1' } });

    const again = await server.anonymous.request('POST', `/webhook-waiting/${executionId}`, { answer: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `The execution "${executionId}" is not waiting for a webhook call: its status is "success"`,
    );
    expect((await server.anonymous.request('POST', '/webhook-waiting/999999', {})).status).toBe(404);
  });

  it('honours the Wait node suffix and responds at once in onReceived mode', async () => {
    const { executionId } = await startWebhookWait('suffixed', {
      responseMode: 'onReceived',
      options: { webhookSuffix: 'approve' },
    });
    expect((await server.anonymous.request('POST', `/webhook-waiting/${executionId}`, { answer: 1 })).status).toBe(404);
    const res = await server.anonymous.request('POST', `/webhook-waiting/${executionId}/approve`, { answer: 'yes' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Workflow was started' });
    await waitFor(
      async () => ((await row(executionId))!.status === 'success' ? true : undefined),
      8000,
      'the resumed run',
    );
  });

  it('a webhook wait with a time limit resumes by the poller when nobody calls, passing its input on', async () => {
    const { executionId } = await startWebhookWait('limited', {
      limitWait: true,
      limitType: 'afterTimeInterval',
      resumeAmount: 1.5,
      resumeUnit: 'seconds',
    });
    const waitTill = new Date((await row(executionId))!.waitTill!).getTime();
    expect(waitTill - Date.now()).toBeLessThan(1600);
    await waitFor(
      async () => ((await row(executionId))!.status === 'success' ? true : undefined),
      10_000,
      'the limit to resume it',
    );
    const runData = JSON.parse((await row(executionId))!.data).resultData.runData;
    expect(runData.Set[0].data.main[0][0].json).toMatchObject({ started: 'Ada' });
  });

  it('answers the resuming request with a Respond to Webhook node after the wait', async () => {
    const wf = webhookWaitWorkflow('respond-later', { responseMode: 'responseNode' });
    wf.nodes.push(
      node(
        'Respond',
        'n8n-nodes-base.respondToWebhook',
        { respondWith: 'text', responseBody: '=thanks {{ $json.answer }}' },
        { typeVersion: 1.1 },
      ),
    );
    wf.connections = chain('Webhook', 'Wait', 'Set', 'Respond');
    const id = await insertWorkflow(server.ctx, wf);
    await server.ctx.activeWorkflows.activate(id);
    await server.anonymous.get('/webhook/respond-later?who=Di');
    const executionId = String(
      await waitFor(
        async () =>
          (
            await server.ctx.db.kysely
              .selectFrom('execution')
              .select(['id', 'status'])
              .where('workflowId', '=', id)
              .execute()
          ).find((r) => r.status === 'waiting')?.id,
      ),
    );
    const res = await server.anonymous.request('POST', `/webhook-waiting/${executionId}`, { answer: 'B' });
    expect(res.status).toBe(200);
    expect(res.text).toBe('thanks B');
  });

  it('a form wait shows its form, refuses a missing required field and resumes with the answers by label', async () => {
    const wf = {
      name: 'Asks a form',
      nodes: [
        node('Start', 'n8n-nodes-base.manualTrigger'),
        node(
          'Form',
          'n8n-nodes-base.wait',
          {
            resume: 'form',
            formTitle: 'Your name',
            formFields: {
              values: [
                { fieldLabel: 'Name', requiredField: true },
                { fieldLabel: 'Age', fieldType: 'number' },
              ],
            },
          },
          { typeVersion: 1.1 },
        ),
        setNode('Set', { greeting: '={{ "hi " + $json.Name + " " + $json.Age }}' }),
      ],
      connections: chain('Start', 'Form', 'Set'),
    };
    const { executionId, done } = await server.ctx.executions.start({
      workflow: wf,
      mode: 'manual',
      userId: owner.user.id,
    });
    expect((await done).status).toBe('waiting');
    const page = await server.anonymous.get(`/form-waiting/${executionId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Your name</h1>');
    expect(page.text).toContain('Name *');
    const form = (body: string) =>
      server.anonymous.request('POST', `/form-waiting/${executionId}`, body, {
        'content-type': 'application/x-www-form-urlencoded',
      });
    const missing = await form('field-1=3');
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('The field &quot;Name&quot; is required');
    expect((await row(executionId))!.status).toBe('waiting');
    const sent = await form('field-0=Ada&field-1=36');
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('Your response has been recorded');
    await waitFor(
      async () => ((await row(executionId))!.status === 'success' ? true : undefined),
      8000,
      'the form run',
    );
    const runData = JSON.parse((await row(executionId))!.data).resultData.runData;
    expect(runData.Form[0].data.main[0][0].json).toMatchObject({ Name: 'Ada', Age: 36, formMode: 'test' });
    expect(runData.Set[0].data.main[0][0].json).toEqual({ greeting: 'hi Ada 36' });
  });

  it('a time wait longer than the in-process limit is saved with its waitTill and resumed by the poller', async () => {
    const { executionId, done } = await server.ctx.executions.start({
      workflow: timeWaitWorkflow(2),
      mode: 'manual',
      userId: owner.user.id,
    });
    const waiting = await done;
    expect(waiting.status).toBe('waiting');
    const saved = (await row(executionId))!;
    expect(saved.status).toBe('waiting');
    const due = new Date(saved.waitTill!).getTime() - Date.now();
    expect(due).toBeGreaterThan(500);
    expect(due).toBeLessThanOrEqual(2100);
    expect((await listed(executionId))?.status).toBe('waiting');
    await waitFor(
      async () => ((await row(executionId))!.status === 'success' ? true : undefined),
      10_000,
      'the poller to resume it',
    );
    const data = JSON.parse((await row(executionId))!.data);
    expect(data.resultData.runData.Set[0].data.main[0][0].json).toEqual({ done: 'yes' });
    expect(data.executionData).toBeUndefined();
  });

  it('a short wait sleeps in process but shows as waiting meanwhile', async () => {
    const { executionId, done } = await server.ctx.executions.start({
      workflow: timeWaitWorkflow(0.8),
      mode: 'manual',
      userId: owner.user.id,
    });
    await waitFor(
      async () => ((await listed(executionId))?.status === 'waiting' ? true : undefined),
      3000,
      'the waiting status',
    );
    expect((await row(executionId))!.waitTill).toBeNull();
    expect((await done).status).toBe('success');
    expect((await listed(executionId))?.status).toBe('success');
  });

  it('stopping a waiting execution cancels it: it never resumes', async () => {
    const { executionId } = await startWebhookWait('stopped');
    const stop = await owner.post(`/rest/executions-current/${executionId}/stop`);
    expect(stop.status, stop.text).toBe(200);
    expect(stop.body.data.status).toBe('canceled');
    const res = await server.anonymous.request('POST', `/webhook-waiting/${executionId}`, { answer: 1 });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/is not waiting/);

    const timed = await server.ctx.executions.start({
      workflow: timeWaitWorkflow(1.2),
      mode: 'manual',
      userId: owner.user.id,
    });
    expect((await timed.done).status).toBe('waiting');
    expect((await owner.post(`/rest/executions-current/${timed.executionId}/stop`)).body.data.status).toBe('canceled');
    await new Promise((r) => setTimeout(r, 1800));
    expect((await row(timed.executionId))!.status).toBe('canceled');
  });
});

describe.each(DB_KINDS)('a waiting execution survives a restart on %s', (kind) => {
  it('resumes after the server is closed and created again on the same database', async () => {
    const first = await createTestServer(kind, ENV);
    const { home } = first;
    const db = first.ctx.config.db;
    const timed = await first.ctx.executions.start({
      workflow: timeWaitWorkflow(2.5, 'Across a restart'),
      mode: 'trigger',
    });
    expect((await timed.done).status).toBe('waiting');
    const hookId = await insertWorkflow(first.ctx, webhookWaitWorkflow('restart'));
    await first.ctx.activeWorkflows.activate(hookId);
    await first.anonymous.get('/webhook/restart?who=Bea');
    const hookExecution = await waitFor(async () => {
      const r = await first.ctx.db.kysely
        .selectFrom('execution')
        .select(['id', 'status'])
        .where('workflowId', '=', hookId)
        .executeTakeFirst();
      return r?.status === 'waiting' ? String(r.id) : undefined;
    });
    await first.ctx.activeWorkflows.stopAll();
    await first.app.close();
    await first.ctx.db.close();

    const { app, ctx } = await createServer(loadConfig(sameDatabaseEnv(home, db, ENV)));
    await app.ready();
    try {
      const status = async (id: string) =>
        (await ctx.db.kysely.selectFrom('execution').select('status').where('id', '=', Number(id)).executeTakeFirst())
          ?.status;
      await waitFor(
        async () => ((await status(timed.executionId)) === 'success' ? true : undefined),
        10_000,
        'the time wait to resume after the restart',
      );
      const res = await app.inject({
        method: 'POST',
        url: `/webhook-waiting/${hookExecution}`,
        payload: { answer: 'after restart' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ answer: 'after restart', started: 'Bea' });
      expect(await status(hookExecution)).toBe('success');
    } finally {
      await ctx.activeWorkflows.stopAll();
      await app.close();
      await ctx.db.close();
      await dropTestData(home, db);
    }
  });
});

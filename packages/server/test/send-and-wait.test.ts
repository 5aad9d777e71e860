/**
 * Answers to send-and-wait messages at /webhook-waiting/<execution>/<node id>: signed links only,
 * approval links resume with `{ data: { approved } }` (link previewers do not), and free-text and
 * custom-form links show a form and resume with the answers. A real waiting execution (a Wait node
 * resumed by a webhook) is made to wait as a send-and-wait node by giving its stored snapshot the
 * operation's parameters, so these tests hold the server's part whichever node sent the message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chain, insertWorkflow, node, setNode, waitFor, webhookNode } from './activation-helpers.js';
import { createTestServer, type TestServer } from './harness.js';
import { signResumeUrl } from '../src/services/executions/resume-signature.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer('sqlite');
});
afterAll(async () => server?.close());

const row = (id: string) =>
  server.ctx.db.kysely.selectFrom('execution').selectAll().where('id', '=', Number(id)).executeTakeFirst();

/** Starts a run that waits at "Ask" (id `ask-<path>`) with the send-and-wait parameters `ask`. */
async function waitingAt(path: string, ask: Record<string, unknown>): Promise<{ executionId: string; nodeId: string }> {
  const nodeId = `ask-${path}`;
  const wf = {
    nodes: [
      webhookNode(path, { responseMode: 'onReceived' }),
      node(
        'Ask',
        'n8n-nodes-base.wait',
        { resume: 'webhook' },
        { id: nodeId, typeVersion: 1.1, webhookId: `w-${path}` },
      ),
      setNode('After', { got: '={{ JSON.stringify($json.data) }}' }),
    ],
    connections: chain('Webhook', 'Ask', 'After'),
  };
  const workflowId = await insertWorkflow(server.ctx, wf);
  await server.ctx.activeWorkflows.activate(workflowId);
  await server.anonymous.get(`/webhook/${path}`);
  const executionId = String(
    await waitFor(
      async () =>
        (
          await server.ctx.db.kysely
            .selectFrom('execution')
            .select(['id', 'status'])
            .where('workflowId', '=', workflowId)
            .execute()
        ).find((r) => r.status === 'waiting')?.id,
      8000,
      'the wait',
    ),
  );
  const stored = await row(executionId);
  const snapshot = JSON.parse(stored!.workflowData) as {
    nodes: Array<{ name: string; parameters: Record<string, unknown> }>;
  };
  snapshot.nodes.find((n) => n.name === 'Ask')!.parameters = {
    operation: 'sendAndWait',
    subject: 'Ship it?',
    message: 'Please decide',
    ...ask,
  };
  await server.ctx.db.kysely
    .updateTable('execution')
    .set({ workflowData: JSON.stringify(snapshot) })
    .where('id', '=', Number(executionId))
    .execute();
  return { executionId, nodeId };
}

const link = (executionId: string, nodeId: string, query: Record<string, string> = { approved: 'true' }) => {
  const url = new URL(`${server.ctx.config.baseUrl}/webhook-waiting/${executionId}/${nodeId}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const signed = new URL(signResumeUrl(server.ctx, url.toString()));
  return `${signed.pathname}${signed.search}`;
};

const outputOf = async (executionId: string) => {
  await waitFor(
    async () => ((await row(executionId))!.status === 'success' ? true : undefined),
    8000,
    'the resumed run',
  );
  return JSON.parse((await row(executionId))!.data).resultData.runData as Record<
    string,
    Array<{ data: { main: Array<Array<{ json: Record<string, unknown> }>> } }>
  >;
};

describe('send-and-wait answers', () => {
  it('refuses unsigned, tampered and foreign links and keeps waiting', async () => {
    const { executionId, nodeId } = await waitingAt('refuse', {});
    expect((await server.anonymous.get(`/webhook-waiting/${executionId}/${nodeId}?approved=true`)).status).toBe(401);
    const tampered = link(executionId, nodeId, { approved: 'false' }).replace('approved=false', 'approved=true');
    const res = await server.anonymous.get(tampered);
    expect(res.status).toBe(401);
    expect(res.text).toContain('This link was not made by this instance');
    expect((await server.anonymous.get(link(executionId, 'other-node'))).status).toBe(404);
    expect((await row(executionId))!.status).toBe('waiting');
  });

  it('an approval link resumes with { data: { approved } }; a link previewer does not answer; a second click is refused', async () => {
    const { executionId, nodeId } = await waitingAt('approve', {
      approvalOptions: { values: { approvalType: 'double' } },
    });
    const url = link(executionId, nodeId, { approved: 'false' });
    const preview = await server.anonymous.request('GET', url, undefined, {
      'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    });
    expect(preview.status).toBe(200);
    expect((await row(executionId))!.status).toBe('waiting');
    const res = await server.anonymous.request('GET', url, undefined, {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Got it, thanks');
    const runData = await outputOf(executionId);
    expect(runData.Ask![0]!.data.main[0]![0]!.json).toEqual({ data: { approved: false } });
    expect(runData.After![0]!.data.main[0]![0]!.json.got).toBe('{"approved":false}');
    expect((await server.anonymous.get(url)).status).toBe(409);
  });

  it('a free-text link shows a one-field form and resumes with { data: { text } }', async () => {
    const { executionId, nodeId } = await waitingAt('free', {
      responseType: 'freeText',
      options: { responseFormTitle: 'Your verdict' },
    });
    const url = link(executionId, nodeId);
    const page = await server.anonymous.get(url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Your verdict');
    expect(page.text).toContain('Response');
    const empty = await server.anonymous.request('POST', url, 'field-0=', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(empty.status).toBe(400);
    expect((await row(executionId))!.status).toBe('waiting');
    const sent = await server.anonymous.request('POST', url, 'field-0=Looks+good', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(sent.status, sent.text).toBe(200);
    const runData = await outputOf(executionId);
    expect(runData.Ask![0]!.data.main[0]![0]!.json).toEqual({ data: { text: 'Looks good' } });
  });

  it('a custom-form link resumes with the answers under their labels', async () => {
    const { executionId, nodeId } = await waitingAt('custom', {
      responseType: 'customForm',
      formFields: {
        values: [
          { fieldLabel: 'Reason', requiredField: true },
          { fieldLabel: 'Score', fieldType: 'number' },
        ],
      },
    });
    const url = link(executionId, nodeId);
    expect((await server.anonymous.get(url)).text).toContain('Reason');
    const sent = await server.anonymous.request('POST', url, 'field-0=Budget&field-1=7', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(sent.status, sent.text).toBe(200);
    const runData = await outputOf(executionId);
    expect(runData.Ask![0]!.data.main[0]![0]!.json).toEqual({ data: { Reason: 'Budget', Score: 7 } });
  });
});

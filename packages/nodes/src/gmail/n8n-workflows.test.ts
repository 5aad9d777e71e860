/**
 * Workflows as people write them in n8n 1.123 (`n8n-workflows/*.json`, parameters as the editor
 * saves them: defaults left out), imported and run through the engine against the Gmail fake:
 * the requests they send and the items they give.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type NodeType } from '@weft/workflow';
import { connectedTools } from '../shared/ai/node-tool.js';
import { builtinNodeTypes } from '../registry.js';
import { start, type GmailFakeState } from './test-fake/gmail-fake.mjs';

let fake: Awaited<ReturnType<typeof start>>;
let state: GmailFakeState;
/** A root node that calls its one connected tool with fixed arguments (an agent's model stand-in). */
const probe: NodeType = {
  description: {
    name: 'test.probe',
    displayName: 'Probe',
    group: ['transform'],
    version: 1,
    defaults: { name: 'Probe' },
    inputs: ['main', { type: 'ai_tool', displayName: 'Tool', required: true }],
    outputs: ['main'],
    properties: [],
  },
  async execute(ctx) {
    const [tool] = await connectedTools(ctx, 0);
    const answer = await tool!.invoke(
      JSON.parse((ctx.getNode().parameters as { args: string }).args) as Record<string, unknown>,
    );
    return [[{ json: { answer: answer as string, name: tool!.name } }]];
  },
};
const registry = createNodeTypeRegistry([...builtinNodeTypes, probe]);

beforeAll(async () => {
  fake = await start();
  process.env.WEFT_GOOGLE_API_URL = fake.url;
  process.env.WEFT_GOOGLE_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_GOOGLE_API_URL;
  await fake.close();
});
beforeEach(() => {
  state = fake.fake.state;
  state.requests.length = 0;
  state.messages.clear();
  state.drafts.clear();
});

async function run(file: string) {
  const workflow = importN8nWorkflow(
    JSON.parse(readFileSync(new URL(`./n8n-workflows/${file}`, import.meta.url), 'utf8')),
  );
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: {
      getCredentials: async (_node, type) =>
        type === 'gmailOAuth2' ? { oauthTokenData: { access_token: 'tok' } } : {},
    },
  });
  const rd = result.data.resultData;
  return { error: rd.error, out: (node: string) => rd.runData[node]?.at(-1)?.data?.main?.[0] ?? [] };
}
const raw = (r: { body?: Record<string, any> }) =>
  simpleParser(Buffer.from(String(r.body!.raw ?? r.body!.message.raw), 'base64url'));
const rfc822 = (headers: Record<string, string>, body: string) =>
  `${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}`;

describe('n8n workflows with Gmail', () => {
  it('sends an HTML welcome to each contact (2.1 defaults: message resource, send, HTML)', async () => {
    const { error, out } = await run('send-html-to-each-contact.json');
    expect(error).toBeUndefined();
    const sends = state.requests.filter((r) => r.path === '/gmail/v1/users/me/messages/send');
    expect(sends).toHaveLength(2);
    const [ada, grace] = await Promise.all(sends.map(raw));
    expect(ada!.subject).toBe('Welcome, Ada!');
    expect(String(ada!.html).trim()).toBe('<h1>Hello Ada</h1><p>Thanks for signing up.</p>');
    expect(ada!.from).toMatchObject({ value: [{ name: 'The Weft Team', address: 'me@weft.test' }] });
    expect((grace!.to as { text: string }).text).toBe('grace@example.com');
    expect(out('Gmail').map((i) => i.json.labelIds)).toEqual([['SENT'], ['SENT']]);
    expect(out('Gmail').map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('lists unread invoices in the inbox and marks each read', async () => {
    const invoice = state.addMessage(
      rfc822({ From: 'billing@example.com', To: 'me@weft.test', Subject: 'Invoice 7' }, 'Invoice attached'),
    );
    state.addMessage(rfc822({ From: 'news@example.com', To: 'me@weft.test', Subject: 'News' }, 'Nothing to pay'));
    state.addMessage(rfc822({ From: 'billing@example.com', To: 'me@weft.test', Subject: 'Invoice 6' }, 'Old invoice'), {
      labelIds: ['INBOX'],
    });
    const { error, out } = await run('unread-inbox-mark-read.json');
    expect(error).toBeUndefined();
    expect(state.requests[0]).toMatchObject({
      path: '/gmail/v1/users/me/messages',
      query: { labelIds: 'INBOX', q: 'invoice is:unread', maxResults: '10' },
    });
    expect(out('Get many messages').map((i) => i.json)).toEqual([
      expect.objectContaining({
        id: invoice.id,
        Subject: 'Invoice 7',
        From: 'billing@example.com',
        labels: [
          { id: 'INBOX', name: 'INBOX' },
          { id: 'UNREAD', name: 'UNREAD' },
        ],
      }),
    ]);
    expect(out('Mark as read').map((i) => i.json)).toEqual([
      { id: invoice.id, threadId: invoice.threadId, labelIds: ['INBOX'] },
    ]);
  });

  it('Gmail Trigger (Fetch test event, full output) → reply in the thread → label the message', async () => {
    state.labels.set('Label_1', { id: 'Label_1', name: 'Answered', type: 'user' });
    const asked = state.addMessage(
      rfc822(
        {
          From: 'Ada <ada@example.com>',
          To: 'support@weft.test',
          Subject: 'Need support',
          'Message-ID': '<q1@example.com>',
        },
        'Help please',
      ),
    );
    const { error, out } = await run('trigger-reply-and-label.json');
    expect(error).toBeUndefined();
    expect(state.requests[0]!.query).toEqual({ q: 'support', maxResults: '1' });
    expect(out('Gmail Trigger')[0]!.json).toMatchObject({
      id: asked.id,
      subject: 'Need support',
      from: { value: [{ name: 'Ada', address: 'ada@example.com' }] },
    });
    const send = state.requests.find((r) => r.path === '/gmail/v1/users/me/messages/send')!;
    expect(send.body!.threadId).toBe(asked.threadId);
    const reply = await raw(send);
    expect(reply.text).toBe('Hi Ada,\nwe got your message "Need support" and will answer soon.\n');
    expect(reply.inReplyTo).toBe('<q1@example.com>');
    expect(out('Add label')[0]!.json.labelIds).toEqual(['INBOX', 'UNREAD', 'Label_1']);
  });

  it('creates a draft with the CSV from a Code node attached', async () => {
    const { error, out } = await run('draft-with-attachment.json');
    expect(error).toBeUndefined();
    const create = state.requests.find((r) => r.path === '/gmail/v1/users/me/drafts')!;
    expect(create.query).toEqual({ userId: 'me', uploadType: 'media' });
    const mail = await raw(create);
    expect(mail.subject).toBe('Weekly report');
    expect(mail.text?.trim()).toBe('Attached: 2 rows.');
    expect(mail.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['report.csv', 'name,total\nAda,42\n'],
    ]);
    expect(out('Create a draft')[0]!.json).toMatchObject({ id: expect.any(String), message: { labelIds: ['DRAFT'] } });
    expect(state.drafts.size).toBe(1);
  });

  it('runs an old Gmail 1 send (toList, additionalFields.ccList)', async () => {
    const { error, out } = await run('v1-send.json');
    expect(error).toBeUndefined();
    const mail = await raw(state.requests.find((r) => r.path === '/gmail/v1/users/me/messages/send')!);
    expect([
      (mail.to as { text: string }).text,
      (mail.cc as { text: string }).text,
      mail.subject,
      mail.text?.trim(),
    ]).toEqual(['ops@example.com', 'lead@example.com', 'Build finished', 'The nightly build finished.']);
    expect(out('Gmail')[0]!.json.labelIds).toEqual(['SENT']);
  });

  it('Gmail Tool: an agent sends an e-mail with the $fromAI arguments', async () => {
    const workflow = importN8nWorkflow({
      nodes: [
        {
          id: '1',
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          id: '2',
          name: 'Agent',
          type: 'test.probe',
          typeVersion: 1,
          position: [200, 0],
          parameters: {
            args: JSON.stringify({ To: 'ada@example.com', Subject: 'Lunch?', Message: 'Noon at the usual place' }),
          },
        },
        {
          id: '3',
          name: 'Send email',
          type: 'n8n-nodes-base.gmailTool',
          typeVersion: 2.1,
          position: [200, 200],
          parameters: {
            sendTo: "={{ $fromAI('To', ``, 'string') }}",
            subject: "={{ $fromAI('Subject', ``, 'string') }}",
            emailType: 'text',
            message: "={{ $fromAI('Message', ``, 'string') }}",
            options: { appendAttribution: false },
          },
          credentials: { gmailOAuth2: { id: 'Xq2kVb9LmN3pQr7s', name: 'Gmail account' } },
        },
      ],
      connections: {
        Start: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
        'Send email': { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
      },
    });
    const result = await runWorkflow({
      workflow,
      nodeTypes: registry,
      mode: 'manual',
      timezone: 'UTC',
      services: { getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }) },
    });
    expect(result.data.resultData.error).toBeUndefined();
    const mail = await raw(state.requests.find((r) => r.path === '/gmail/v1/users/me/messages/send')!);
    expect([(mail.to as { text: string }).text, mail.subject, mail.text?.trim()]).toEqual([
      'ada@example.com',
      'Lunch?',
      'Noon at the usual place',
    ]);
    const out = result.data.resultData.runData.Agent![0]!.data!.main![0]![0]!.json as { answer: string; name: string };
    expect(out.name).toBe('Send_email');
    expect(JSON.parse(out.answer)).toEqual([expect.objectContaining({ labelIds: ['SENT'] })]);
  });
});

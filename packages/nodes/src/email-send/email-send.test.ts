/**
 * Send Email 1, 2 and 2.1 through the engine against the machine's Postfix, each message read back
 * from Dovecot over IMAP: addresses, bodies, attribution, attachments and the SMTP answer as the
 * node's output. scripts/ensure-services.sh starts the servers; without them these tests fail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type BinaryData, type Item, type Workflow } from '@weft/workflow';
import { manualTriggerNode } from '../manual-trigger/index.js';
import { noOpNode } from '../no-op/index.js';
import { emailNodeTypes } from '../registry-email.js';
import {
  freshMailUser,
  mailboxMessages,
  requireMailServers,
  testSmtpCredential,
  TEST_SMTPS_PORT,
} from '../shared/email/test-mail-server.js';
import { EMAIL_ATTRIBUTION } from './index.js';

// Only the nodes these tests use, so other families' work in progress cannot break them.
const nodeTypes = createNodeTypeRegistry([...manualTriggerNode, ...noOpNode, ...emailNodeTypes]);
const file = (text: string | Buffer, fileName: string, mimeType: string): BinaryData => ({
  data: Buffer.from(text).toString('base64'),
  mimeType,
  fileName,
});
// Every byte value, so an attachment that is not passed through byte for byte is noticed.
const allBytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

async function run(
  version: number,
  parameters: Record<string, unknown>,
  items: Item[] = [{ json: {} }],
  options: { onError?: string; credentials?: Record<string, unknown>; resumable?: boolean } = {},
) {
  const workflow = {
    name: 'email send test',
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: '2', name: 'Data', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      {
        id: '3',
        name: 'Send Email',
        type: 'n8n-nodes-base.emailSend',
        typeVersion: version,
        position: [400, 0],
        parameters,
        credentials: { smtp: { id: 's', name: 'SMTP' } },
        ...(options.onError ? { onError: options.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'Send Email', type: 'main', index: 0 }]] },
    },
    pinData: { Data: items },
    settings: {},
  } as unknown as Workflow;
  const credentials = options.credentials ?? testSmtpCredential;
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    ...(options.resumable ? { resumeUrl: 'https://weft.example/webhook-waiting' } : {}),
    services: {
      getCredentials: async () => credentials,
      ...(options.resumable
        ? { signResumeUrl: (url: string) => `${url}${url.includes('?') ? '&' : '?'}signature=sig` }
        : {}),
    },
  });
  return {
    items: result.data.resultData.runData['Send Email']?.[0]?.data?.main?.[0] ?? [],
    error: result.data.resultData.error,
    status: result.status,
    waitTill: result.waitTill,
  };
}

beforeAll(requireMailServers);

describe('Send Email 1', () => {
  it('sends text and HTML with cc, bcc, reply-to and attachments, and outputs the SMTP answer', async () => {
    const [to, cc, bcc] = [freshMailUser('to'), freshMailUser('cc'), freshMailUser('bcc')];
    const { items, error } = await run(
      1,
      {
        fromEmail: 'Weft Robot <robot@weft.test>',
        toEmail: to,
        ccEmail: cc,
        bccEmail: bcc,
        subject: 'Report 1 ✓',
        text: 'plain body',
        html: '<p>html body</p>',
        attachments: 'data, bytes',
        options: { replyTo: 'replies@weft.test' },
      },
      [
        {
          json: {},
          binary: {
            data: file('a,b\n1,2\n', 'report.csv', 'text/csv'),
            bytes: file(allBytes, 'all.bin', 'application/octet-stream'),
          },
        },
      ],
    );
    expect(error).toBeUndefined();
    const out = items[0]!.json as Record<string, any>;
    expect(Object.keys(out).sort()).toEqual([
      'accepted',
      'ehlo',
      'envelope',
      'envelopeTime',
      'messageId',
      'messageSize',
      'messageTime',
      'rejected',
      'response',
    ]);
    expect(out.accepted).toEqual([to, cc, bcc]);
    expect(out.rejected).toEqual([]);
    expect(out.envelope).toEqual({ from: 'robot@weft.test', to: [to, cc, bcc] });
    expect(out.response).toMatch(/^250 /);
    expect(out.messageId).toMatch(/^<.+@weft\.test>$/);
    expect(items[0]!.pairedItem).toEqual({ item: 0 });

    const [got] = await mailboxMessages(to);
    const m = got!.parsed;
    expect(m.subject).toBe('Report 1 ✓');
    expect(m.from?.value).toEqual([{ address: 'robot@weft.test', name: 'Weft Robot' }]);
    expect(m.messageId).toBe(out.messageId);
    expect((m.cc as { text: string }).text).toBe(cc);
    expect(m.bcc).toBeUndefined();
    expect(m.replyTo?.text).toBe('replies@weft.test');
    expect(m.text?.trim()).toBe('plain body');
    expect(m.html).toBe('<p>html body</p>');
    expect(m.attachments.map((a) => [a.filename, a.contentType, a.cid])).toEqual([
      ['report.csv', 'text/csv', undefined],
      ['all.bin', 'application/octet-stream', undefined],
    ]);
    expect(m.attachments[0]!.content.toString()).toBe('a,b\n1,2\n');
    expect(Buffer.compare(m.attachments[1]!.content, allBytes)).toBe(0);
    // Blind copy: delivered, never named in the message.
    expect((await mailboxMessages(bcc))[0]!.parsed.subject).toBe('Report 1 ✓');
    expect(got!.source.toString()).not.toContain(bcc);
  });

  it('sends one message per item, with expressions resolved per item', async () => {
    const to = freshMailUser('each');
    const { items } = await run(
      1,
      {
        fromEmail: 'robot@weft.test',
        toEmail: to,
        subject: '={{ "n=" + $json.n }}',
        text: '={{ $json.n * 2 }}',
        html: '',
        attachments: '',
      },
      [{ json: { n: 1 } }, { json: { n: 2 } }],
    );
    expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
    const got = await mailboxMessages(to, 'INBOX', 2);
    expect(got.map((g) => [g.parsed.subject, g.parsed.text?.trim()]).sort()).toEqual([
      ['n=1', '2'],
      ['n=2', '4'],
    ]);
  });
});

describe('Send Email 2 and 2.1', () => {
  it('2 sends text by default, without attribution; attachments carry their property name as content ID', async () => {
    const to = freshMailUser('v2');
    const { items } = await run(
      2,
      {
        fromEmail: 'robot@weft.test',
        toEmail: to,
        subject: 'v2',
        text: 'only text',
        options: { attachments: 'image_1', ccEmail: '', replyTo: '' },
      },
      [{ json: {}, binary: { image_1: file('PNGDATA', 'pic.png', 'image/png') } }],
    );
    expect(items[0]!.json.accepted).toEqual([to]);
    const m = (await mailboxMessages(to))[0]!.parsed;
    expect(m.text?.trim()).toBe('only text');
    expect(m.html).toBe(false);
    expect(m.attachments.map((a) => [a.filename, a.cid, a.content.toString()])).toEqual([
      ['pic.png', 'image_1', 'PNGDATA'],
    ]);
  });

  it('2.1 sends HTML by default and appends the attribution; it can be switched off, and goes to the text body of a text email', async () => {
    const [a, b, c] = [freshMailUser('attr'), freshMailUser('noattr'), freshMailUser('textattr')];
    await run(2.1, { fromEmail: 'robot@weft.test', toEmail: a, subject: 'on', html: '<b>hi</b>' });
    await run(2.1, {
      fromEmail: 'robot@weft.test',
      toEmail: b,
      subject: 'off',
      html: '<b>hi</b>',
      options: { appendAttribution: false },
    });
    await run(2.1, { fromEmail: 'robot@weft.test', toEmail: c, subject: 'text', emailFormat: 'text', text: 'hello' });
    const [onMessage] = await mailboxMessages(a);
    const on = onMessage!.parsed;
    expect(on.html).toContain('<b>hi</b>');
    expect(on.html).toContain(`<em>${EMAIL_ATTRIBUTION}</em>`);
    expect(onMessage!.source.toString()).toMatch(/Content-Type: text\/html/);
    expect(onMessage!.source.toString()).not.toMatch(/text\/plain/);
    expect((await mailboxMessages(b))[0]!.parsed.html).toBe('<b>hi</b>\n');
    const text = (await mailboxMessages(c))[0]!.parsed;
    expect(text.text).toBe(`hello\n\n---\n${EMAIL_ATTRIBUTION}\n`);
    expect(text.html).toBe(false);
  });

  it('"both" sends a text and an HTML alternative', async () => {
    const to = freshMailUser('both');
    await run(2, {
      fromEmail: 'robot@weft.test',
      toEmail: to,
      subject: 'both',
      emailFormat: 'both',
      text: 'T',
      html: '<i>H</i>',
    });
    const got = (await mailboxMessages(to))[0]!;
    expect(got.parsed.text?.trim()).toBe('T');
    expect(got.parsed.html).toBe('<i>H</i>');
    expect(got.source.toString()).toMatch(/multipart\/alternative/);
  });

  it('an item without binary data sends no attachment; a missing binary property is an error naming the node and item', async () => {
    const to = freshMailUser('nobin');
    const ok = await run(2, {
      fromEmail: 'robot@weft.test',
      toEmail: to,
      subject: 'no files',
      text: 'x',
      options: { attachments: 'data' },
    });
    expect(ok.error).toBeUndefined();
    expect((await mailboxMessages(to))[0]!.parsed.attachments).toEqual([]);
    const bad = await run(
      2,
      { fromEmail: 'robot@weft.test', toEmail: to, subject: 'x', text: 'x', options: { attachments: 'data, missing' } },
      [{ json: {} }, { json: {}, binary: { data: file('x', 'x.txt', 'text/plain') } }],
    );
    expect(bad.error?.message).toBe("The item has no binary field 'missing' [item 1]");
    expect((bad.error as { node?: { name?: string } }).node?.name ?? (bad.error as any).node).toBeTruthy();
  });

  it("a refused recipient is listed in `rejected`; all refused is an error with the server's answer", async () => {
    const to = freshMailUser('partial');
    const { items } = await run(2, {
      fromEmail: 'robot@weft.test',
      toEmail: `${to}, someone@elsewhere.example`,
      subject: 'x',
      text: 'x',
    });
    expect(items[0]!.json.accepted).toEqual([to]);
    expect(items[0]!.json.rejected).toEqual(['someone@elsewhere.example']);
    const all = await run(2, {
      fromEmail: 'robot@weft.test',
      toEmail: 'someone@elsewhere.example',
      subject: 'x',
      text: 'x',
    });
    expect(all.error?.message).toMatch(/all recipients were rejected: 554 5\.7\.1 .*Relay access denied/);
    expect(all.error?.name).toBe('NodeApiError');
  });

  it('a wrong SMTP password fails with 535, naming the item; continueOnFail gives an {error} item instead', async () => {
    const credentials = { ...testSmtpCredential, user: freshMailUser('auth'), password: 'wrong' };
    const params = { fromEmail: 'robot@weft.test', toEmail: freshMailUser('x'), subject: 'x', text: 'x' };
    const failed = await run(2.1, params, [{ json: {} }], { credentials });
    expect(failed.error?.name).toBe('NodeApiError');
    expect(failed.error?.message).toMatch(/535 5\.7\.8 .*authentication failed/);
    expect((failed.error as any).context?.itemIndex).toBe(0);
    const cont = await run(2.1, params, [{ json: {} }, { json: {} }], {
      credentials,
      onError: 'continueRegularOutput',
    });
    expect(cont.items.map((i) => [Object.keys(i.json), i.pairedItem])).toEqual([
      [['error'], { item: 0 }],
      [['error'], { item: 1 }],
    ]);
    // The right password logs in.
    const good = await run(2.1, params, [{ json: {} }], { credentials: { ...credentials, password: 'weft-pass' } });
    expect(good.error).toBeUndefined();
  });

  it('SSL/TLS: a self-signed certificate is refused unless "Ignore SSL Issues" is on (1 and 2.1)', async () => {
    const credentials = { ...testSmtpCredential, port: TEST_SMTPS_PORT, secure: true };
    const to = freshMailUser('tls');
    const refused = await run(
      2.1,
      { fromEmail: 'robot@weft.test', toEmail: to, subject: 'tls', text: 'x' },
      [{ json: {} }],
      { credentials },
    );
    expect(refused.error?.message).toMatch(/self-signed certificate/);
    const v2 = await run(
      2.1,
      {
        fromEmail: 'robot@weft.test',
        toEmail: to,
        subject: 'tls 2.1',
        text: 'x',
        options: { allowUnauthorizedCerts: true },
      },
      [{ json: {} }],
      { credentials },
    );
    expect(v2.error).toBeUndefined();
    const v1 = await run(
      1,
      {
        fromEmail: 'robot@weft.test',
        toEmail: to,
        subject: 'tls 1',
        text: 'x',
        html: '',
        attachments: '',
        options: { allowUnauthorizedCerts: true },
      },
      [{ json: {} }],
      { credentials },
    );
    expect(v1.error).toBeUndefined();
    expect((await mailboxMessages(to, 'INBOX', 2)).map((m) => m.parsed.subject).sort()).toEqual(['tls 1', 'tls 2.1']);
  });

  it('a closed port is a clear connection error', async () => {
    const { error } = await run(
      2,
      { fromEmail: 'robot@weft.test', toEmail: 'a@weft.test', subject: 'x', text: 'x' },
      [{ json: {} }],
      { credentials: { ...testSmtpCredential, port: 1 } },
    );
    expect(error?.message).toMatch(/ECONNREFUSED 127\.0\.0\.1:1/);
  });

  it('send and wait: one HTML email with signed answer links, then the execution waits for the answer or the limit', async () => {
    const to = freshMailUser('approve');
    const r = await run(
      2.1,
      {
        operation: 'sendAndWait',
        fromEmail: 'robot@weft.test',
        toEmail: to,
        subject: 'Approve invoice 7?',
        message: 'Invoice 7 is 420 EUR',
        approvalOptions: { values: { approvalType: 'double' } },
        options: {
          limitWaitTime: { values: { limitType: 'afterTimeInterval', resumeAmount: 2, resumeUnit: 'hours' } },
        },
      },
      [{ json: { n: 1 } }, { json: { n: 2 } }],
      { resumable: true },
    );
    expect(r.error).toBeUndefined();
    expect(r.status).toBe('waiting');
    expect(new Date(String(r.waitTill)).getTime()).toBeGreaterThan(Date.now() + 7_000_000);
    const got = await mailboxMessages(to);
    expect(got).toHaveLength(1);
    const m = got[0]!.parsed;
    expect(m.subject).toBe('Approve invoice 7?');
    expect(m.html).toContain('Invoice 7 is 420 EUR');
    expect(String(m.html)).toMatch(
      /href="https:\/\/weft\.example\/webhook-waiting\/[^"]+\?approved=true&amp;signature=sig"/,
    );
    expect(String(m.html)).toMatch(
      /href="https:\/\/weft\.example\/webhook-waiting\/[^"]+\?approved=false&amp;signature=sig"/,
    );
  });

  it('describes send and wait with the shared parameters and its resume webhooks; emailSendTool exists at 2 and 2.1', () => {
    const v2 = emailNodeTypes.find(
      (t) => t.description.name === 'weft.emailSend' && Array.isArray(t.description.version),
    )!.description;
    const names = v2.properties
      .filter((p) => JSON.stringify(p.displayOptions ?? {}).includes('sendAndWait'))
      .map((p) => p.name);
    expect(names).toEqual([
      'fromEmail',
      'toEmail',
      'subject',
      'message',
      'responseType',
      'defineForm',
      'jsonOutput',
      'formFields',
      'approvalOptions',
      'options',
      'options',
    ]);
    expect(v2.webhooks?.map((w) => w.httpMethod)).toEqual(['GET', 'POST']);
    const tool = emailNodeTypes.find((t) => t.description.name === 'weft.emailSendTool')!.description;
    expect(tool.version).toEqual([2, 2.1]);
    expect(tool.outputs).toEqual(['ai_tool']);
  });
});

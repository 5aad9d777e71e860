/**
 * Email Trigger (IMAP) 1, 2 and 2.1 against the machine's Dovecot, with mail delivered by Postfix
 * (sent by the Send Email node, or by nodemailer) or put in place with IMAP APPEND. Connection
 * loss goes through a loopback proxy the tests cut. scripts/ensure-services.sh starts the
 * servers; without them these tests fail.
 */
import { createServer, connect as netConnect, type Server, type Socket } from 'node:net';
import { createTransport } from 'nodemailer';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type TriggerResponse, type Workflow } from '@weft/workflow';
import { manualTriggerNode } from '../manual-trigger/index.js';
import { noOpNode } from '../no-op/index.js';
import { emailNodeTypes } from '../registry-email.js';
import { triggerHarness } from '../shared/queue-trigger-harness.js';
import {
  appendMessage,
  freshMailUser,
  mailboxMessages,
  requireMailServers,
  testImapCredential,
  testSmtpCredential,
  TEST_IMAP_PORT,
  TEST_IMAPS_PORT,
} from '../shared/email/test-mail-server.js';
import { triggerEmailReadImap, type EmailTriggerContext } from './index.js';
import { andQuery } from './search.js';

const nodeTypes = createNodeTypeRegistry([...manualTriggerNode, ...noOpNode, ...emailNodeTypes]);
const smtp = createTransport({ host: '127.0.0.1', port: testSmtpCredential.port, secure: false });
const open: TriggerResponse[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const allBytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

beforeAll(requireMailServers);
afterEach(async () => {
  for (const t of open.splice(0)) await t.closeFunction?.();
});

/** Starts the trigger at `version` for `user`, with its own static data unless given. */
async function start(
  version: number,
  user: string,
  parameters: Record<string, unknown>,
  extra: {
    staticData?: Record<string, unknown>;
    credentials?: Record<string, unknown>;
    assertHostAllowed?: (host: string) => Promise<void>;
  } = {},
) {
  const h = triggerHarness({
    type: 'weft.emailReadImap',
    parameters: { mailbox: 'INBOX', postProcessAction: 'read', format: 'simple', ...parameters },
    credentials: extra.credentials ?? testImapCredential(user),
    ...(extra.assertHostAllowed ? { assertHostAllowed: extra.assertHostAllowed } : {}),
  });
  const staticData = extra.staticData ?? {};
  const node = { ...h.ctx.getNode(), typeVersion: version };
  const ctx: EmailTriggerContext = { ...h.ctx, getNode: () => node, getWorkflowStaticData: () => staticData };
  open.push(await triggerEmailReadImap(ctx));
  return { ...h, staticData };
}

/** A loopback proxy to Dovecot's IMAP port that counts connections and can cut them. */
function imapProxy() {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const proxy = {
    connections: 0,
    get port() {
      return port;
    },
    listen: () =>
      new Promise<number>((resolve) => {
        server = createServer((down) => {
          proxy.connections++;
          const up = netConnect(TEST_IMAP_PORT, '127.0.0.1');
          for (const s of [down, up]) {
            sockets.add(s);
            s.on('error', () => undefined);
            s.on('close', () => sockets.delete(s));
          }
          down.pipe(up).pipe(down);
        });
        server.listen(port, '127.0.0.1', () => resolve((port = (server!.address() as { port: number }).port)));
      }),
    /** Drops every connection (the server stays). */
    cut: () => {
      for (const s of sockets) s.destroy();
    },
    /** Stops listening and drops every connection. */
    close: async () => {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      proxy.cut();
      await closed;
    },
  };
  return proxy;
}

const send = (to: string, subject: string, more: Record<string, unknown> = {}) =>
  smtp.sendMail({ from: 'Sender <sender@weft.test>', to, subject, text: `text of ${subject}`, ...more });

describe('Email Trigger (IMAP)', () => {
  it('mail sent by the Send Email node fires the trigger, attachments intact, and is marked read (Simple, 2.1)', async () => {
    const user = freshMailUser('e2e');
    const h = await start(2.1, user, { downloadAttachments: true, dataPropertyAttachmentsPrefixName: 'file_' });
    const workflow = {
      name: 'send',
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
          typeVersion: 2.1,
          position: [400, 0],
          credentials: { smtp: { id: 's', name: 's' } },
          parameters: {
            fromEmail: 'Robot <robot@weft.test>',
            toEmail: user,
            subject: 'Invoice Ünïcode',
            emailFormat: 'both',
            text: 'see attached',
            html: '<p>see attached</p>',
            options: { attachments: 'pdf,bin', appendAttribution: false, ccEmail: 'other@weft.test' },
          },
        },
      ],
      connections: {
        Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
        Data: { main: [[{ node: 'Send Email', type: 'main', index: 0 }]] },
      },
      pinData: {
        Data: [
          {
            json: {},
            binary: {
              pdf: {
                data: Buffer.from('%PDF-1.4 fake').toString('base64'),
                mimeType: 'application/pdf',
                fileName: 'invoice.pdf',
              },
              bin: { data: allBytes.toString('base64'), mimeType: 'application/octet-stream', fileName: 'raw.bin' },
            },
          },
        ],
      },
    } as unknown as Workflow;
    const sent = await runWorkflow({
      workflow,
      nodeTypes,
      mode: 'manual',
      timezone: 'UTC',
      services: { getCredentials: async () => testSmtpCredential },
    });
    expect(sent.data.resultData.error).toBeUndefined();

    const run = await h.nextRun(15_000);
    expect(run.data[0]).toHaveLength(1);
    const item = run.data[0]![0]!;
    const json = item.json as Record<string, any>;
    expect(Object.keys(json)).toEqual(
      ['textHtml', 'textPlain', 'metadata', 'attributes', 'from', 'to', 'cc', 'subject', 'date'].filter(
        (k) => k in json,
      ),
    );
    expect(json.textHtml).toBe('<p>see attached</p>');
    expect(json.textPlain).toBe('see attached');
    expect(json.subject).toBe('Invoice Ünïcode');
    expect(json.from).toBe('Robot <robot@weft.test>');
    expect(json.to).toBe(user);
    expect(json.cc).toBe('other@weft.test');
    expect(new Date(json.date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(json.attributes).toEqual({ uid: 1 });
    expect(json.metadata['message-id']).toBe(
      String(sent.data.resultData.runData['Send Email']![0]!.data!.main![0]![0]!.json.messageId),
    );
    expect(json.metadata['mime-version']).toBe('1.0');
    // Attachments with a content ID (2.1) are related to the HTML: the message is text or (HTML and files).
    expect(json.metadata['content-type']).toMatch(/^multipart\/alternative; boundary=/);
    expect(Object.keys(item.binary!)).toEqual(['file_0', 'file_1']);
    expect(item.binary!.file_0).toMatchObject({ fileName: 'invoice.pdf', mimeType: 'application/pdf' });
    expect(Buffer.from(item.binary!.file_0!.data, 'base64').toString()).toBe('%PDF-1.4 fake');
    expect(item.binary!.file_1!.fileName).toBe('raw.bin');
    expect(Buffer.compare(Buffer.from(item.binary!.file_1!.data, 'base64'), allBytes)).toBe(0);
    expect(h.staticData.lastMessageUid).toBe(1);
    expect((await mailboxMessages(user))[0]!.flags).toContain('\\Seen');
  });

  it('Resolved: the parsed email with headers as lines and every attachment as binary; version 1 has no attributes', async () => {
    const user = freshMailUser('resolved');
    const h2 = await start(2, user, { format: 'resolved', dataPropertyAttachmentsPrefixName: 'att' });
    await send(user, 'resolved one', {
      html: '<b>bold</b>',
      attachments: [
        { filename: 'a.txt', content: 'AAA' },
        { filename: 'b.bin', content: allBytes },
      ],
    });
    const item = (
      await h2.nextRun(15_000).catch((e: unknown) => {
        throw h2.errors[0] ?? e;
      })
    ).data[0]![0]!;
    const json = item.json as Record<string, any>;
    expect(json.subject).toBe('resolved one');
    expect(json.from).toEqual({
      value: [{ address: 'sender@weft.test', name: 'Sender' }],
      html: expect.stringContaining('sender@weft.test'),
      text: expect.stringMatching(/^"?Sender"? <sender@weft\.test>$/),
    });
    expect(json.to.value).toEqual([{ address: user, name: '' }]);
    expect(json.text.trim()).toBe('text of resolved one');
    expect(json.html).toBe('<b>bold</b>');
    expect(typeof json.textAsHtml).toBe('string');
    expect(json.messageId).toMatch(/^<.+>$/);
    expect(json.date).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(json.headers.subject).toBe('Subject: resolved one');
    expect(json.headers['content-type']).toMatch(/^Content-Type: multipart\/mixed/);
    expect('headerLines' in json || 'attachments' in json).toBe(false);
    expect(json.attributes).toEqual({ uid: 1 });
    expect(Object.keys(item.binary!)).toEqual(['att0', 'att1']);
    expect(item.binary!.att0).toMatchObject({ fileName: 'a.txt', mimeType: 'text/plain' });
    expect(Buffer.from(item.binary!.att0!.data, 'base64').toString()).toBe('AAA');
    expect(Buffer.compare(Buffer.from(item.binary!.att1!.data, 'base64'), allBytes)).toBe(0);

    const user1 = freshMailUser('v1');
    const h1 = await start(1, user1, { format: 'resolved', dataPropertyAttachmentsPrefixName: 'att' });
    await send(user1, 'version one');
    const v1 = (await h1.nextRun(15_000)).data[0]![0]!;
    expect(v1.json.subject).toBe('version one');
    expect(v1.json.attributes).toBeUndefined();
    expect(v1.binary).toBeUndefined();
  });

  it('RAW: the body as received; Simple of a one-part message; "Nothing" leaves mail unread', async () => {
    const user = freshMailUser('raw');
    const h = await start(2.1, user, { format: 'raw', postProcessAction: 'nothing' });
    await appendMessage(
      user,
      'From: a@weft.test\r\nTo: b@weft.test\r\nSubject: raw one\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nline one=\r\n still one\r\nline two =C3=A9\r\n',
    );
    expect((await h.nextRun(15_000)).data[0]).toEqual([
      { json: { raw: 'line one=\r\n still one\r\nline two =C3=A9\r\n' } },
    ]);
    expect((await mailboxMessages(user))[0]!.flags).not.toContain('\\Seen');

    const simpleUser = freshMailUser('onepart');
    const s = await start(2, simpleUser, {});
    await appendMessage(
      simpleUser,
      'From: =?UTF-8?B?SsO8cmdlbg==?= <j@weft.test>\r\nTo: b@weft.test\r\nSubject: =?UTF-8?Q?caf=C3=A9?= time\r\nX-Custom: folded\r\n  value\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nline two =C3=A9\r\n',
    );
    const json = (await s.nextRun(15_000)).data[0]![0]!.json as Record<string, any>;
    expect(json.textPlain).toBe('line two é\r\n');
    expect(json.textHtml).toBe('');
    expect(json.subject).toBe('café time');
    expect(json.from).toBe('Jürgen <j@weft.test>');
    expect(json.metadata['x-custom']).toBe('folded value');
    expect(json.attributes).toEqual({ uid: 1 });
  });

  it('custom rules choose the emails; bad rules are refused at activation', async () => {
    const user = freshMailUser('rules');
    const h = await start(2, user, {
      options: { customEmailConfig: '["UNSEEN", ["SUBJECT", "invoice"], ["!FROM", "spam@weft.test"]]' },
    });
    await send(user, 'hello');
    await send(user, 'invoice 1', { from: 'spam@weft.test' });
    await send(user, 'invoice 2');
    const run = await h.nextRun(15_000);
    expect(run.data[0]!.map((i) => i.json.subject)).toEqual(['invoice 2']);
    await sleep(500);
    expect(h.runs).toHaveLength(1);

    const orUser = freshMailUser('or');
    await appendMessage(orUser, 'Subject: flagged\r\n\r\nx', 'INBOX', ['\\Flagged', '\\Seen']);
    await appendMessage(orUser, 'Subject: seen\r\n\r\nx', 'INBOX', ['\\Seen']);
    await appendMessage(orUser, 'Subject: unseen\r\n\r\nx');
    const or = await start(2, orUser, {
      postProcessAction: 'nothing',
      options: { customEmailConfig: '[["OR", "FLAGGED", "UNSEEN"], ["SINCE", "01-Jan-2020"]]' },
    });
    expect((await or.nextRun(15_000)).data[0]!.map((i) => i.json.subject)).toEqual(['flagged', 'unseen']);

    await expect(start(2, user, { options: { customEmailConfig: '["UNSEEN"' } })).rejects.toThrow(
      'Custom email config is not valid JSON.',
    );
    await expect(start(2, user, { options: { customEmailConfig: '[["FROMM", "x"]]' } })).rejects.toThrow(
      'Unknown search rule "FROMM"',
    );
    await expect(start(2, user, { options: { customEmailConfig: '[["SINCE", "not a date"]]' } })).rejects.toThrow(
      'The search rule SINCE needs a date, got "not a date"',
    );
  });

  it('combines repeated keys and OR into one imapflow query', () => {
    const node = { name: 'T' } as never;
    expect(
      andQuery(node, ['UNSEEN', ['FROM', 'a'], ['FROM', 'b'], ['OR', 'SEEN', ['TO', 'c']], ['UID', '5:*']]),
    ).toEqual({
      seen: false,
      or: [
        {
          from: 'a',
          or: [{ from: 'b', or: [{ or: [{ or: [{ seen: true }, { to: 'c' }] }], not: { not: { uid: '5:*' } } }] }],
        },
      ],
    });
    expect(andQuery(node, [])).toEqual({ all: true });
  });

  it('emails already there: 2 and 1 take the unread ones at activation; 2.1 remembers the last one across restarts', async () => {
    const user = freshMailUser('existing');
    await appendMessage(user, 'Subject: old read\r\n\r\nx', 'INBOX', ['\\Seen']);
    await appendMessage(user, 'Subject: old unread\r\n\r\nx');
    const v2 = await start(2, user, { postProcessAction: 'nothing' });
    expect((await v2.nextRun(15_000)).data[0]!.map((i) => i.json.subject)).toEqual(['old unread']);
    await open.pop()!.closeFunction!();

    // 2.1 with its static data kept: the first activation takes today's unread mail, a restart nothing old.
    const staticData: Record<string, unknown> = {};
    const first = await start(2.1, user, { postProcessAction: 'nothing' }, { staticData });
    expect((await first.nextRun(15_000)).data[0]!.map((i) => i.json.subject)).toEqual(['old unread']);
    expect(staticData.lastMessageUid).toBe(2);
    await open.pop()!.closeFunction!();
    const second = await start(2.1, user, { postProcessAction: 'nothing' }, { staticData });
    await sleep(700);
    expect(second.runs).toHaveLength(0);
    await send(user, 'new one');
    expect((await second.nextRun(15_000)).data[0]!.map((i) => i.json.subject)).toEqual(['new one']);
    expect(staticData.lastMessageUid).toBe(3);
    // "Fetch Only New Emails" off: every unread email the rules match, whatever was seen before.
    await open.pop()!.closeFunction!();
    const all = await start(
      2.1,
      user,
      { postProcessAction: 'nothing', options: { trackLastMessageId: false } },
      { staticData },
    );
    expect((await all.nextRun(15_000)).data[0]!.map((i) => i.json.subject)).toEqual(['old unread', 'new one']);
  });

  it('2.1 hands many emails on in batches of 20', async () => {
    const user = freshMailUser('batch');
    for (let i = 1; i <= 23; i++) await appendMessage(user, `Subject: m${i}\r\n\r\nx`);
    const h = await start(2.1, user, { format: 'raw' });
    const sizes = [(await h.nextRun(15_000)).data[0]!.length, (await h.nextRun(15_000)).data[0]!.length];
    expect(sizes).toEqual([20, 3]);
    expect(h.staticData.lastMessageUid).toBe(23);
    expect((await mailboxMessages(user, 'INBOX', 23)).every((m) => m.flags.includes('\\Seen'))).toBe(true);
  });

  it('reads another mailbox, and refuses one that does not exist', async () => {
    const user = freshMailUser('folder');
    // Dovecot files user+Orders@… in the folder Orders.
    await send(user.replace('@', '+Orders@'), 'to the folder');
    await mailboxMessages(user, 'Orders');
    const folder = await start(2, user, { mailbox: 'Orders' });
    expect((await folder.nextRun(15_000)).data[0]!.map((i) => i.json.subject)).toEqual(['to the folder']);
    await expect(start(2, user, { mailbox: 'Nope' })).rejects.toThrow('The mailbox "Nope" does not exist');
  });

  it('a wrong password, a closed port or a host the guard refuses is a clear error at activation', async () => {
    const user = freshMailUser('auth');
    const refuse = async (host: string) => {
      throw new Error(`Connections to ${host} are not allowed`);
    };
    await expect(start(2, user, {}, { assertHostAllowed: refuse })).rejects.toThrow(
      'Connections to 127.0.0.1 are not allowed',
    );
    await expect(start(2, user, {}, { credentials: testImapCredential(user, 'wrong') })).rejects.toThrow(
      `The IMAP server refused the login of "${user}"`,
    );
    await expect(start(2, user, {}, { credentials: { ...testImapCredential(user), port: 1 } })).rejects.toThrow(
      /Could not connect to the IMAP server: .*ECONNREFUSED/,
    );
  });

  it('SSL/TLS: a self-signed certificate is refused unless allowed (2+: in the credential, 1: in the options)', async () => {
    const user = freshMailUser('tls');
    await appendMessage(user, 'Subject: over tls\r\n\r\nx');
    const tls = { ...testImapCredential(user), port: TEST_IMAPS_PORT, secure: true };
    await expect(start(2.1, user, {}, { credentials: tls })).rejects.toThrow(
      /Could not connect to the IMAP server: .*self-signed certificate/,
    );
    const v2 = await start(
      2.1,
      user,
      { postProcessAction: 'nothing' },
      { credentials: { ...tls, allowUnauthorizedCerts: true } },
    );
    expect((await v2.nextRun(15_000)).data[0]![0]!.json.subject).toBe('over tls');
    // Version 1 ignores the credential's setting and reads its own option.
    await expect(start(1, user, {}, { credentials: { ...tls, allowUnauthorizedCerts: true } })).rejects.toThrow(
      /self-signed certificate/,
    );
    const v1 = await start(
      1,
      user,
      { postProcessAction: 'nothing', options: { allowUnauthorizedCerts: true } },
      { credentials: tls },
    );
    expect((await v1.nextRun(15_000)).data[0]![0]!.json.subject).toBe('over tls');
  });

  it('reconnects after the server drops the connection, reporting the loss, and finds mail that came meanwhile', async () => {
    const proxy = imapProxy();
    const port = await proxy.listen();
    const user = freshMailUser('drop');
    const h = await start(2.1, user, {}, { credentials: { ...testImapCredential(user), port } });
    await send(user, 'before');
    expect((await h.nextRun(15_000)).data[0]![0]!.json.subject).toBe('before');

    // Connection cut, server still there: reported once, reconnected.
    proxy.cut();
    expect((await h.nextError()).message).toBe('IMAP connection closed unexpectedly');
    await sleep(1500);
    await send(user, 'after reconnect');
    expect((await h.nextRun(15_000)).data[0]![0]!.json.subject).toBe('after reconnect');

    // Server gone for a while: the failed reconnection is reported; mail sent meanwhile arrives after.
    await proxy.close();
    expect((await h.nextError()).message).toBe('IMAP connection closed unexpectedly');
    const failed = await h.nextError(10_000);
    expect(failed.message).toMatch(
      /^Could not reconnect to the IMAP server: Could not connect to the IMAP server: .*ECONNREFUSED/,
    );
    await send(user, 'while down');
    await mailboxMessages(user, 'INBOX', 3);
    await proxy.listen();
    expect((await h.nextRun(20_000)).data[0]![0]!.json.subject).toBe('while down');
    expect(h.errors).toHaveLength(3);
    await open.pop()!.closeFunction!();
    await proxy.close();
  }, 60_000);

  it('"Force Reconnect" renews the connection on its interval without reporting an error, and keeps firing', async () => {
    const proxy = imapProxy();
    const port = await proxy.listen();
    const user = freshMailUser('renew');
    // 0.02 minutes: every 1.2 s.
    const h = await start(
      2.1,
      user,
      { options: { forceReconnect: 0.02 } },
      { credentials: { ...testImapCredential(user), port } },
    );
    await sleep(3000);
    expect(proxy.connections).toBeGreaterThanOrEqual(3);
    await send(user, 'after renewals');
    expect((await h.nextRun(15_000)).data[0]![0]!.json.subject).toBe('after renewals');
    expect(h.errors).toEqual([]);
    await open.pop()!.closeFunction!();
    await proxy.close();
  });

  it('"listen for test event": a manual run outputs the unread emails', async () => {
    const user = freshMailUser('manual');
    await appendMessage(user, 'Subject: waiting\r\nFrom: x@weft.test\r\n\r\nhello');
    const workflow = importN8nWorkflow({
      name: 'manual imap',
      nodes: [
        {
          id: 'a',
          name: 'Email Trigger (IMAP)',
          type: 'n8n-nodes-base.emailReadImap',
          typeVersion: 2.1,
          position: [0, 0],
          parameters: { options: {} },
          credentials: { imap: { id: 'i', name: 'i' } },
        },
      ],
      connections: {},
    });
    const result = await runWorkflow({
      workflow,
      nodeTypes,
      mode: 'manual',
      timezone: 'UTC',
      services: { getCredentials: async () => testImapCredential(user) },
    });
    expect(result.status).toBe('success');
    const out = result.data.resultData.runData['Email Trigger (IMAP)']![0]!.data!.main![0]!;
    expect(out.map((i) => [i.json.subject, i.json.textPlain, i.json.attributes])).toEqual([
      ['waiting', 'hello', { uid: 1 }],
    ]);
    expect((await mailboxMessages(user))[0]!.flags).toContain('\\Seen');
  });
});

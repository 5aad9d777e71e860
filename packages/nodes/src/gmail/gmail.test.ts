/**
 * Gmail 1 and 2–2.2 against a loopback Gmail API (test-fake/gmail-fake.mjs): the request each
 * operation sends (method, path, query, body, the raw RFC 822 e-mail), the items n8n's node gives,
 * and clear errors for bad input, refused tokens and missing messages.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { forgetServiceAccountTokens } from '../shared/google/index.js';
import { builtinNodeTypes } from '../registry.js';
import { start, type GmailFakeState } from './test-fake/gmail-fake.mjs';
import { getGmailAliases, getLabels, getThreadMessages } from './load-options.js';

let fake: Awaited<ReturnType<typeof start>>;
let state: GmailFakeState;
const registry = createNodeTypeRegistry(builtinNodeTypes);

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
  state.failures.length = 0;
  state.messages.clear();
  state.drafts.clear();
  for (const [id, label] of state.labels) if (label.type === 'user') state.labels.delete(id);
});

/** A raw RFC 822 message (CRLF line ends). */
const rfc822 = (headers: Record<string, string>, body: string) =>
  `${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}`;
const decodeRaw = (raw: unknown) => Buffer.from(String(raw), 'base64url').toString('utf8');
const parsedRaw = (raw: unknown) => simpleParser(Buffer.from(String(raw), 'base64url'));
const sent = (path: string) => state.requests.filter((r) => r.path === path);
const oauth = { gmailOAuth2: { oauthTokenData: { access_token: 'tok' } } };

interface RunOptions {
  typeVersion?: number;
  items?: Item[];
  credentials?: Record<string, Record<string, unknown>>;
  onError?: string;
  /** Lets the run be resumed by signed links (send and wait). */
  resumable?: boolean;
}

/** Runs one Gmail node with `parameters` over `items` through the engine. */
async function runGmail(parameters: Record<string, unknown>, options: RunOptions = {}) {
  const node: Record<string, unknown> = {
    id: 'g',
    name: 'Gmail',
    type: 'n8n-nodes-base.gmail',
    typeVersion: options.typeVersion ?? 2.1,
    position: [200, 0],
    parameters,
    credentials: { gmailOAuth2: { id: '1', name: 'Gmail account' }, googleApi: { id: '2', name: 'Robot' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ nodes: [node], connections: {} });
  const credentials = options.credentials ?? oauth;
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Gmail',
    startItems: options.items ?? [{ json: {} }],
    ...(options.resumable ? { resumeUrl: 'https://weft.example/webhook-waiting' } : {}),
    services: {
      getCredentials: async (_node, type) => (credentials as Record<string, Record<string, unknown>>)[type] ?? {},
      ...(options.resumable
        ? { signResumeUrl: (url: string) => `${url}${url.includes('?') ? '&' : '?'}signature=sig` }
        : {}),
    },
  });
  const run = result.data.resultData.runData.Gmail?.[0];
  return {
    items: run?.data?.main?.[0] ?? [],
    error: result.data.resultData.error,
    status: result.status,
    waitTill: result.waitTill,
  };
}

const inbox = (subject = 'Invoice 42', extra: Record<string, string> = {}, body = 'Please pay <soon> & thanks') =>
  state.addMessage(
    rfc822(
      {
        From: 'Ada Lovelace <ada@example.com>',
        To: 'me@weft.test, bob@example.com',
        Subject: subject,
        'Message-ID': `<${subject.replace(/\W/g, '')}@example.com>`,
        Date: 'Mon, 02 Mar 2026 10:00:00 +0000',
        'Content-Type': 'text/plain; charset=utf-8',
        ...extra,
      },
      body,
    ),
  );

const withAttachment = () =>
  state.addMessage(
    rfc822(
      {
        From: 'ada@example.com',
        To: 'me@weft.test',
        Subject: 'Report',
        'Message-ID': '<report@example.com>',
        Date: 'Tue, 03 Mar 2026 09:00:00 +0000',
        'MIME-Version': '1.0',
        'Content-Type': 'multipart/mixed; boundary="XX"',
      },
      '--XX\nContent-Type: text/html; charset=utf-8\n\n<p>See <b>attached</b></p>\n--XX\nContent-Type: text/csv; name="data.csv"\nContent-Disposition: attachment; filename="data.csv"\nContent-Transfer-Encoding: base64\n\nYSxiCjEsMgo=\n--XX--\n',
    ),
  );

describe('Gmail 2 message: send', () => {
  it('sends a raw RFC 822 e-mail built from the parameters, with the attribution that 2.1 adds by default', async () => {
    const { items, error } = await runGmail({
      resource: 'message',
      operation: 'send',
      sendTo: 'ada@example.com, Bob <bob@example.com>',
      subject: 'Hello',
      emailType: 'html',
      message: '<p>Hi there</p>',
      options: {
        ccList: 'cc@example.com',
        bccList: 'hidden@example.com',
        replyTo: 'replies@example.com',
        senderName: 'Weft Bot',
      },
    });
    expect(error).toBeUndefined();
    expect(sent('/gmail/v1/users/me/profile')).toHaveLength(1);
    const [send] = sent('/gmail/v1/users/me/messages/send');
    expect(send!.method).toBe('POST');
    expect(send!.query).toEqual({});
    expect(Object.keys(send!.body!)).toEqual(['raw']);
    expect(send!.body!.raw).toMatch(/^[A-Za-z0-9_-]+$/); // base64url, no padding
    const mail = await parsedRaw(send!.body!.raw);
    expect(mail.to).toMatchObject({
      value: [
        { address: 'ada@example.com', name: '' },
        { address: 'bob@example.com', name: 'Bob' },
      ],
    });
    expect(mail.cc).toMatchObject({ value: [{ address: 'cc@example.com' }] });
    expect(mail.bcc).toMatchObject({ value: [{ address: 'hidden@example.com' }] }); // kept for Gmail to deliver
    expect(mail.replyTo).toMatchObject({ value: [{ address: 'replies@example.com' }] });
    expect(mail.from).toMatchObject({ value: [{ address: 'me@weft.test', name: 'Weft Bot' }] });
    expect(mail.subject).toBe('Hello');
    expect(mail.html).toContain('<p>Hi there</p>');
    expect(mail.html).toContain('This email was sent automatically with Weft');
    expect(items.map((i) => i.json)).toEqual([
      { id: expect.any(String), threadId: expect.any(String), labelIds: ['SENT'] },
    ]);
  });

  it('sends plain text without attribution on 2 and when switched off, and attaches binary fields', async () => {
    const csv = { data: Buffer.from('a,b\n1,2\n').toString('base64'), mimeType: 'text/csv', fileName: 'data.csv' };
    const png = {
      data: Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString('base64'),
      mimeType: 'image/png',
      fileName: 'dot.png',
    };
    const { error } = await runGmail(
      {
        resource: 'message',
        operation: 'send',
        sendTo: 'ada@example.com',
        subject: 'Files',
        emailType: 'text',
        message: '  Two files  ',
        options: { attachmentsUi: { attachmentsBinary: [{ property: 'csv,png' }] } },
      },
      { typeVersion: 2, items: [{ json: {}, binary: { csv, png } }] },
    );
    expect(error).toBeUndefined();
    const [send] = sent('/gmail/v1/users/me/messages/send');
    expect(send!.query).toEqual({ userId: 'me', uploadType: 'media' });
    const mail = await parsedRaw(send!.body!.raw);
    expect(mail.text?.trim()).toBe('Two files');
    expect(mail.html).toBe(false);
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.toString('base64')])).toEqual([
      ['data.csv', 'text/csv', csv.data],
      ['dot.png', 'image/png', png.data],
    ]);
    const { error: off } = await runGmail(
      {
        resource: 'message',
        operation: 'send',
        sendTo: 'a@b.c',
        subject: 's',
        emailType: 'text',
        message: 'm',
        options: { appendAttribution: false },
      },
      { typeVersion: 2.2 },
    );
    expect(off).toBeUndefined();
    expect(decodeRaw(sent('/gmail/v1/users/me/messages/send')[1]!.body!.raw)).not.toContain('Weft');
  });

  it('refuses a bad address and a missing binary field, naming the node and the item', async () => {
    const bad = await runGmail({
      resource: 'message',
      operation: 'send',
      sendTo: 'not-an-address',
      subject: 's',
      emailType: 'text',
      message: 'm',
    });
    expect(bad.error?.message).toBe('Invalid email address (item 0)');
    expect(bad.error?.description).toBe("The email address 'not-an-address' in the 'To' field isn't valid");
    expect(bad.error?.node?.name).toBe('Gmail');
    const missing = await runGmail(
      {
        resource: 'message',
        operation: 'send',
        sendTo: 'a@b.c',
        subject: 's',
        emailType: 'text',
        message: 'm',
        options: { attachmentsUi: { attachmentsBinary: [{ property: 'file' }] } },
      },
      { items: [{ json: {} }, { json: {} }] },
    );
    expect(missing.error?.message).toBe('Attachment not found (item 0)');
    expect(sent('/gmail/v1/users/me/messages/send')).toHaveLength(0);
  });

  it('send and wait: one HTML e-mail with signed answer links to a single address, then the run waits', async () => {
    const r = await runGmail(
      {
        resource: 'message',
        operation: 'sendAndWait',
        sendTo: 'boss@example.com',
        subject: 'Approve invoice 7?',
        message: 'Invoice 7 is 420 EUR',
        approvalOptions: { values: { approvalType: 'double' } },
        options: {
          limitWaitTime: { values: { limitType: 'afterTimeInterval', resumeAmount: 2, resumeUnit: 'hours' } },
        },
      },
      { resumable: true, items: [{ json: { n: 1 } }, { json: { n: 2 } }] },
    );
    expect(r.error).toBeUndefined();
    expect(r.status).toBe('waiting');
    expect(new Date(String(r.waitTill)).getTime()).toBeGreaterThan(Date.now() + 7_000_000);
    const sends = sent('/gmail/v1/users/me/messages/send');
    expect(sends).toHaveLength(1);
    const mail = await parsedRaw(sends[0]!.body!.raw);
    expect(mail.subject).toBe('Approve invoice 7?');
    expect((mail.to as { text: string }).text).toBe('boss@example.com');
    expect(mail.html).toContain('Invoice 7 is 420 EUR');
    expect(String(mail.html)).toMatch(
      /href="https:\/\/weft\.example\/webhook-waiting\/[^"]+\?approved=false&amp;signature=sig"/,
    );
    expect(String(mail.html)).toMatch(
      /href="https:\/\/weft\.example\/webhook-waiting\/[^"]+\?approved=true&amp;signature=sig"/,
    );

    const two = await runGmail(
      {
        resource: 'message',
        operation: 'sendAndWait',
        sendTo: 'a@example.com, b@example.com',
        subject: 's',
        message: 'm',
      },
      { resumable: true },
    );
    expect(two.error?.message).toBe('Invalid email address');
    expect(two.error?.description).toContain('contains multiple addresses');
    expect(sent('/gmail/v1/users/me/messages/send')).toHaveLength(1);
  });

  it('describes send and wait with the shared parameters and its resume webhooks', () => {
    const v2 = builtinNodeTypes.find(
      (t) => t.description.name === 'weft.gmail' && Array.isArray(t.description.version),
    )!.description;
    const names = v2.properties
      .filter((p) => JSON.stringify(p.displayOptions ?? {}).includes('sendAndWait'))
      .map((p) => p.name);
    expect(names).toEqual([
      'sendTo',
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
  });
});

describe('Gmail 2 message: reply', () => {
  it('answers in the thread with In-Reply-To and References, to the sender and the other recipients', async () => {
    const original = inbox();
    const { items, error } = await runGmail({
      resource: 'message',
      operation: 'reply',
      messageId: original.id,
      emailType: 'text',
      message: 'Paid.',
      options: { appendAttribution: false },
    });
    expect(error).toBeUndefined();
    const get = state.requests.find((r) => r.path === `/gmail/v1/users/me/messages/${original.id}`)!;
    expect(get.query).toEqual({ format: 'metadata' });
    const [send] = sent('/gmail/v1/users/me/messages/send');
    expect(send!.body!.threadId).toBe(original.threadId);
    const mail = await parsedRaw(send!.body!.raw);
    expect(mail.inReplyTo).toBe('<Invoice42@example.com>');
    expect(mail.references).toBe('<Invoice42@example.com>');
    expect(mail.subject).toBe('Invoice 42');
    expect((mail.to as { value: Array<{ address: string }> }).value.map((v) => v.address)).toEqual([
      'ada@example.com',
      'bob@example.com',
    ]);
    expect(items[0]!.json.threadId).toBe(original.threadId);
    expect(state.messages.get(String(items[0]!.json.id))!.threadId).toBe(original.threadId);
  });

  it('replies to the sender only when asked, to Reply-To from 2.2, and ignores an option the operation does not have', async () => {
    const original = inbox('Question', { 'Reply-To': 'desk@example.com' });
    await runGmail(
      {
        resource: 'message',
        operation: 'reply',
        messageId: original.id,
        emailType: 'text',
        message: 'A',
        options: { replyToSenderOnly: true },
      },
      { typeVersion: 2.1 },
    );
    await runGmail(
      {
        resource: 'message',
        operation: 'reply',
        messageId: original.id,
        emailType: 'text',
        message: 'B',
        options: { replyToSenderOnly: true },
      },
      { typeVersion: 2.2 },
    );
    const [a, b] = sent('/gmail/v1/users/me/messages/send');
    expect(decodeRaw(a!.body!.raw)).toMatch(/^To: Ada Lovelace <ada@example.com>\r?$/m);
    expect(decodeRaw(b!.body!.raw)).toMatch(/^To: desk@example.com\r?$/m);
    const both = await runGmail({
      resource: 'message',
      operation: 'reply',
      messageId: original.id,
      emailType: 'text',
      message: 'C',
      options: { replyToSenderOnly: true, replyToRecipientsOnly: true },
    });
    // A message reply has no "reply to recipients only" option, so n8n drops it before the node
    // runs (and on a thread reply each of the two hides the other): the check never fires.
    expect(both.error).toBeUndefined();
  });
});

describe('Gmail 2 message: get and getAll', () => {
  it('get, simple: metadata headers flattened, labels by name, snippet unescaped', async () => {
    const m = inbox();
    const label = state.addLabel('Finance');
    m.labelIds.push(label.id);
    const { items } = await runGmail({ resource: 'message', operation: 'get', messageId: m.id, simple: true });
    expect(state.requests[0]!.query).toEqual({
      format: 'metadata',
      metadataHeaders: ['From', 'To', 'Cc', 'Bcc', 'Subject'],
    });
    expect(state.requests[1]!.path).toBe('/gmail/v1/users/me/labels');
    expect(items).toHaveLength(1);
    const json = items[0]!.json;
    expect(json).toMatchObject({
      id: m.id,
      threadId: m.threadId,
      snippet: 'Please pay <soon> & thanks',
      From: 'Ada Lovelace <ada@example.com>',
      To: 'me@weft.test, bob@example.com',
      Subject: 'Invoice 42',
      labels: [
        { id: 'INBOX', name: 'INBOX' },
        { id: 'UNREAD', name: 'UNREAD' },
        { id: label.id, name: 'Finance' },
      ],
    });
    expect(json).not.toHaveProperty('labelIds');
    expect(json.payload).not.toHaveProperty('headers');
  });

  it("get, full: the raw e-mail parsed into n8n's shape, attachments into attachment_0 when downloaded", async () => {
    const m = withAttachment();
    const { items } = await runGmail({
      resource: 'message',
      operation: 'get',
      messageId: m.id,
      simple: false,
      options: { downloadAttachments: true, dataPropertyAttachmentsPrefixName: 'file_' },
    });
    expect(state.requests[0]!.query).toEqual({ format: 'raw' });
    const json = items[0]!.json;
    expect(Object.keys(json).slice(0, 4)).toEqual(['id', 'threadId', 'labelIds', 'sizeEstimate']);
    expect(json).toMatchObject({
      id: m.id,
      labelIds: ['INBOX', 'UNREAD'],
      html: '<p>See <b>attached</b></p>',
      subject: 'Report',
      date: '2026-03-03T09:00:00.000Z',
      messageId: '<report@example.com>',
      from: {
        value: [{ address: 'ada@example.com', name: '' }],
        text: 'ada@example.com',
        html: expect.stringContaining('ada@example.com'),
      },
      to: { value: [{ address: 'me@weft.test', name: '' }] },
      headers: { subject: 'Subject: Report', from: 'From: ada@example.com' },
    });
    expect(json).not.toHaveProperty('attachments');
    expect(json).not.toHaveProperty('headerLines');
    expect(Object.keys(items[0]!.binary!)).toEqual(['file_0']);
    expect(items[0]!.binary!.file_0).toMatchObject({ fileName: 'data.csv', mimeType: 'text/csv' });
    expect(Buffer.from(items[0]!.binary!.file_0!.data, 'base64').toString()).toBe('a,b\n1,2\n');
    const plain = await runGmail({ resource: 'message', operation: 'get', messageId: m.id, simple: false });
    expect(plain.items[0]!.binary).toBeUndefined();
  });

  it('getAll: the filters as a Gmail search, a limit, then each message fetched', async () => {
    inbox('One');
    inbox('Two', { From: 'eve@example.com' });
    const label = state.addLabel('Work');
    for (const m of state.messages.values()) m.labelIds.push(label.id);
    const { items, error } = await runGmail({
      resource: 'message',
      operation: 'getAll',
      returnAll: false,
      limit: 5,
      simple: true,
      filters: {
        sender: 'ada@example.com',
        readStatus: 'unread',
        labelIds: [label.id, 'INBOX'],
        q: 'has:attachment OR invoice',
        receivedAfter: '2026-03-01T00:00:00.000Z',
        includeSpamTrash: false,
      },
    });
    expect(error).toBeUndefined();
    const list = state.requests[0]!;
    expect(list.path).toBe('/gmail/v1/users/me/messages');
    expect(list.query).toEqual({
      q: 'has:attachment OR invoice from:ada@example.com is:unread after:1772323200',
      labelIds: [label.id, 'INBOX'],
      includeSpamTrash: 'false',
      maxResults: '5',
    });
    expect(items).toHaveLength(0); // the fake's plain words must all match: "has:attachment" fails
    await runGmail({
      resource: 'message',
      operation: 'getAll',
      returnAll: false,
      limit: 5,
      simple: true,
      filters: { sender: 'ada@example.com', readStatus: 'both' },
    });
    const last = state.requests.filter((r) => r.path === '/gmail/v1/users/me/messages').at(-1)!;
    expect(last.query).toEqual({ q: 'from:ada@example.com', maxResults: '5' });
  });

  it('getAll with Return All follows the pages, and fetches raw messages when not simple', async () => {
    state.pageSizeCap = 2;
    try {
      for (let n = 0; n < 5; n++) inbox(`Mail ${n}`);
      const { items } = await runGmail({
        resource: 'message',
        operation: 'getAll',
        returnAll: true,
        simple: false,
        filters: {},
      });
      const lists = state.requests.filter((r) => r.path === '/gmail/v1/users/me/messages');
      expect(lists.map((r) => r.query)).toEqual([
        { maxResults: '100' },
        { maxResults: '100', pageToken: '2' },
        { maxResults: '100', pageToken: '4' },
      ]);
      expect(items).toHaveLength(5);
      expect(items.map((i) => i.json.subject).sort()).toEqual(['Mail 0', 'Mail 1', 'Mail 2', 'Mail 3', 'Mail 4']);
      expect(state.requests.filter((r) => r.query.format === 'raw')).toHaveLength(5);
    } finally {
      state.pageSizeCap = 500;
    }
  });

  it('refuses an invalid received-after date', async () => {
    const { error } = await runGmail({
      resource: 'message',
      operation: 'getAll',
      returnAll: true,
      simple: true,
      filters: { receivedAfter: 'yesterday-ish' },
    });
    expect(error?.message).toBe("Invalid date/time in 'Received After' field (item 0)");
  });
});

describe('Gmail 2 message: delete, read state and labels', () => {
  it("sends each change to the message and answers Gmail's message", async () => {
    const m = inbox();
    const label = state.addLabel('Done');
    const run = (operation: string, extra: Record<string, unknown> = {}) =>
      runGmail({ resource: 'message', operation, messageId: m.id, ...extra });
    expect((await run('markAsRead')).items[0]!.json).toEqual({ id: m.id, threadId: m.threadId, labelIds: ['INBOX'] });
    expect((await run('markAsUnread')).items[0]!.json.labelIds).toEqual(['INBOX', 'UNREAD']);
    expect((await run('addLabels', { labelIds: [label.id] })).items[0]!.json.labelIds).toEqual([
      'INBOX',
      'UNREAD',
      label.id,
    ]);
    expect((await run('removeLabels', { labelIds: ['UNREAD'] })).items[0]!.json.labelIds).toEqual(['INBOX', label.id]);
    expect(state.requests.map((r) => [r.method, r.path.replace(m.id, 'ID'), r.body])).toEqual([
      ['POST', '/gmail/v1/users/me/messages/ID/modify', { removeLabelIds: ['UNREAD'] }],
      ['POST', '/gmail/v1/users/me/messages/ID/modify', { addLabelIds: ['UNREAD'] }],
      ['POST', '/gmail/v1/users/me/messages/ID/modify', { addLabelIds: [label.id] }],
      ['POST', '/gmail/v1/users/me/messages/ID/modify', { removeLabelIds: ['UNREAD'] }],
    ]);
    expect((await run('delete')).items[0]!.json).toEqual({ success: true });
    expect(state.messages.has(m.id)).toBe(false);
  });

  it('a missing message is "Message not found", and continueOnFail turns it into an error item', async () => {
    const { error } = await runGmail({ resource: 'message', operation: 'delete', messageId: 'ffff0000ffff0000' });
    expect(error?.message).toBe('Message not found (item 0)');
    const invalid = await runGmail({ resource: 'message', operation: 'get', messageId: 'no such id!', simple: true });
    expect(invalid.error?.message).toBe('Invalid message ID (item 0)');
    const m = inbox();
    const { items, error: none } = await runGmail(
      { resource: 'message', operation: 'markAsRead', messageId: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: 'ffff0000ffff0000' } }, { json: { id: m.id } }] },
    );
    expect(none).toBeUndefined();
    expect(items[0]!.json).toEqual({ error: 'Message not found (item 0)' });
    expect(items[1]!.json.id).toBe(m.id);
    expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('retries 429 and 503 with backoff, and words a refused token', async () => {
    const m = inbox();
    state.failures.push({ status: 429, times: 2 }, { status: 503, times: 1 });
    const { items, error } = await runGmail({ resource: 'message', operation: 'markAsRead', messageId: m.id });
    expect(error).toBeUndefined();
    expect(items[0]!.json.labelIds).toEqual(['INBOX']);
    expect(state.requests).toHaveLength(4);
    const refused = await runGmail(
      { resource: 'message', operation: 'markAsRead', messageId: m.id },
      { credentials: { gmailOAuth2: { oauthTokenData: { access_token: 'expired' } } } },
    );
    expect(refused.error?.message).toMatch(/^Authorization failed - please check your credentials/);
    expect(refused.error?.description).toContain('Reconnect the credential');
    const unconnected = await runGmail(
      { resource: 'message', operation: 'markAsRead', messageId: m.id },
      { credentials: { gmailOAuth2: {} } },
    );
    expect(unconnected.error?.message).toContain('"gmailOAuth2" is not connected to Google yet');
  });

  it('signs in with a service account (JWT checked by the fake) when authentication is serviceAccount', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    state.serviceAccountPublicKey = publicKey;
    forgetServiceAccountTokens();
    const m = inbox();
    const { error } = await runGmail(
      { authentication: 'serviceAccount', resource: 'message', operation: 'markAsRead', messageId: m.id },
      { credentials: { googleApi: { email: 'robot@weft.iam.gserviceaccount.com', privateKey } } },
    );
    expect(error).toBeUndefined();
    expect(state.requests[0]!.auth).toMatch(/^Bearer sa-/);
  });
});

describe('Gmail 2 labels', () => {
  it('creates, gets, lists and deletes labels; a taken name is "Label name exists already"', async () => {
    const created = await runGmail({
      resource: 'label',
      operation: 'create',
      name: 'Invoices',
      options: { labelListVisibility: 'labelShowIfUnread' },
    });
    expect(state.requests[0]).toMatchObject({
      method: 'POST',
      path: '/gmail/v1/users/me/labels',
      body: { labelListVisibility: 'labelShowIfUnread', messageListVisibility: 'show', name: 'Invoices' },
    });
    const id = String(created.items[0]!.json.id);
    expect(created.items[0]!.json).toMatchObject({ id, name: 'Invoices', type: 'user' });
    const again = await runGmail({ resource: 'label', operation: 'create', name: 'invoices' });
    expect(again.error?.message).toBe('Label name exists already (item 0)');
    const got = await runGmail({ resource: 'label', operation: 'get', labelId: id });
    expect(got.items[0]!.json).toMatchObject({ id, name: 'Invoices', messagesTotal: 0 });
    const all = await runGmail({ resource: 'label', operation: 'getAll', returnAll: false, limit: 3 });
    expect(all.items.map((i) => i.json.id)).toEqual(['INBOX', 'SENT', 'DRAFT']);
    const every = await runGmail({ resource: 'label', operation: 'getAll', returnAll: true });
    expect(every.items.at(-1)!.json.name).toBe('Invoices');
    expect((await runGmail({ resource: 'label', operation: 'delete', labelId: id })).items[0]!.json).toEqual({
      success: true,
    });
    expect((await runGmail({ resource: 'label', operation: 'get', labelId: id })).error?.message).toBe(
      'Label ID not found (item 0)',
    );
  });
});

describe('Gmail 2 drafts', () => {
  it('creates a draft (in a thread: In-Reply-To its last message), gets, lists and deletes it', async () => {
    const original = inbox();
    const created = await runGmail({
      resource: 'draft',
      operation: 'create',
      subject: 'Re: Invoice 42',
      emailType: 'text',
      message: 'Draft body',
      options: {
        sendTo: 'ada@example.com',
        threadId: original.threadId,
        fromAlias: 'alias@weft.test',
        ccList: 'c@example.com',
      },
    });
    expect(created.error).toBeUndefined();
    const threadGet = state.requests[0]!;
    expect(threadGet).toMatchObject({
      path: `/gmail/v1/users/me/threads/${original.threadId}`,
      query: { format: 'metadata', metadataHeaders: 'Message-ID' },
    });
    const create = state.requests[1]!;
    expect(create.path).toBe('/gmail/v1/users/me/drafts');
    expect(create.body!.message.threadId).toBe(original.threadId);
    const mail = await parsedRaw(create.body!.message.raw);
    expect(mail.inReplyTo).toBe('<Invoice42@example.com>');
    expect(mail.from).toMatchObject({ value: [{ address: 'alias@weft.test' }] });
    const draftId = String(created.items[0]!.json.id);
    expect(created.items[0]!.json).toMatchObject({
      id: draftId,
      message: { labelIds: ['DRAFT'], threadId: original.threadId },
    });

    const got = await runGmail({ resource: 'draft', operation: 'get', messageId: draftId, options: {} });
    expect(state.requests.at(-1)!.query).toEqual({ format: 'raw' });
    expect(got.items[0]!.json).toMatchObject({
      id: draftId,
      messageId: (created.items[0]!.json.message as { id: string }).id,
      subject: 'Re: Invoice 42',
      text: 'Draft body\n',
      textAsHtml: '<p>Draft body</p>',
    });

    const all = await runGmail({
      resource: 'draft',
      operation: 'getAll',
      returnAll: false,
      limit: 10,
      options: { includeSpamTrash: true },
    });
    expect(state.requests.find((r) => r.path === '/gmail/v1/users/me/drafts' && r.method === 'GET')!.query).toEqual({
      includeSpamTrash: 'true',
      maxResults: '10',
    });
    expect(all.items.map((i) => i.json.id)).toEqual([draftId]);
    expect((await runGmail({ resource: 'draft', operation: 'delete', messageId: draftId })).items[0]!.json).toEqual({
      success: true,
    });
    expect((await runGmail({ resource: 'draft', operation: 'get', messageId: draftId })).error?.message).toBe(
      'Draft not found (item 0)',
    );
  });
});

describe('Gmail 2 threads', () => {
  it('gets a thread (its messages simplified), lists threads, replies, trashes, labels and deletes', async () => {
    const first = inbox();
    const label = state.addLabel('Billing');
    const got = await runGmail({
      resource: 'thread',
      operation: 'get',
      threadId: first.threadId,
      simple: true,
      options: {},
    });
    expect(state.requests[0]!.query).toEqual({
      format: 'metadata',
      metadataHeaders: ['From', 'To', 'Cc', 'Bcc', 'Subject'],
    });
    expect(got.items[0]!.json).toMatchObject({
      id: first.threadId,
      messages: [
        {
          id: first.id,
          Subject: 'Invoice 42',
          labels: [
            { id: 'INBOX', name: 'INBOX' },
            { id: 'UNREAD', name: 'UNREAD' },
          ],
        },
      ],
    });

    const replied = await runGmail({
      resource: 'thread',
      operation: 'reply',
      threadId: first.threadId,
      messageId: first.id,
      emailType: 'text',
      message: 'ok',
      options: {},
    });
    expect(replied.items[0]!.json.threadId).toBe(first.threadId);
    const only = await runGmail({
      resource: 'thread',
      operation: 'get',
      threadId: first.threadId,
      simple: false,
      options: { returnOnlyMessages: true },
    });
    expect(state.requests.at(-2)!.query).toEqual({ format: 'full' });
    expect(only.items).toHaveLength(2);

    const list = await runGmail({
      resource: 'thread',
      operation: 'getAll',
      returnAll: false,
      limit: 10,
      filters: { q: 'invoice', readStatus: 'unread' },
    });
    expect(state.requests.at(-1)!.query).toEqual({ q: 'invoice is:unread', maxResults: '10' });
    expect(list.items.map((i) => i.json.id)).toEqual([first.threadId]);

    const trashed = await runGmail({ resource: 'thread', operation: 'trash', threadId: first.threadId });
    expect(trashed.items[0]!.json).toMatchObject({ id: first.threadId });
    expect(state.messages.get(first.id)!.labelIds).toContain('TRASH');
    await runGmail({ resource: 'thread', operation: 'untrash', threadId: first.threadId });
    expect(state.messages.get(first.id)!.labelIds).not.toContain('TRASH');
    await runGmail({ resource: 'thread', operation: 'addLabels', threadId: first.threadId, labelIds: [label.id] });
    expect(state.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/gmail/v1/users/me/threads/${first.threadId}/modify`,
      body: { addLabelIds: [label.id] },
    });
    await runGmail({ resource: 'thread', operation: 'removeLabels', threadId: first.threadId, labelIds: [label.id] });
    expect(state.requests.at(-1)!.body).toEqual({ removeLabelIds: [label.id] });
    expect(
      (await runGmail({ resource: 'thread', operation: 'delete', threadId: first.threadId })).items[0]!.json,
    ).toEqual({ success: true });
    expect(state.messages.size).toBe(0);
    expect(
      (await runGmail({ resource: 'thread', operation: 'get', threadId: first.threadId, simple: true })).error?.message,
    ).toBe('Thread not found (item 0)');
  });
});

describe('Gmail 1', () => {
  it('sends with toList and includeHtml, replies with In-Reply-To, manages message labels', async () => {
    const send = await runGmail(
      {
        resource: 'message',
        operation: 'send',
        subject: 'Old',
        message: 'text body',
        includeHtml: true,
        htmlMessage: '<b>html</b>',
        toList: ['ada@example.com', 'bob@example.com'],
        additionalFields: { ccList: ['c@example.com'], senderName: 'Weft <me@weft.test>' },
      },
      { typeVersion: 1 },
    );
    expect(send.error).toBeUndefined();
    const mail = await parsedRaw(sent('/gmail/v1/users/me/messages/send')[0]!.body!.raw);
    expect((mail.to as { value: Array<{ address: string }> }).value.map((v) => v.address)).toEqual([
      'ada@example.com',
      'bob@example.com',
    ]);
    expect(mail.text?.trim()).toBe('text body');
    expect(mail.html).toContain('<b>html</b>');
    expect(decodeRaw(sent('/gmail/v1/users/me/messages/send')[0]!.body!.raw)).not.toContain(
      'Weft <me@weft.test>\nThis email',
    );

    const original = inbox();
    const reply = await runGmail(
      {
        resource: 'message',
        operation: 'reply',
        threadId: original.threadId,
        messageId: original.id,
        subject: '',
        message: 'thanks',
        toList: [],
      },
      { typeVersion: 1 },
    );
    expect(reply.error).toBeUndefined();
    const r = sent('/gmail/v1/users/me/messages/send')[1]!;
    expect(r.body!.threadId).toBe(original.threadId);
    const replyMail = await parsedRaw(r.body!.raw);
    expect((replyMail.to as { value: Array<{ address: string }> }).value.map((v) => v.address)).toEqual([
      'ada@example.com',
    ]);
    expect(replyMail.subject).toBe('Invoice 42');

    const label = state.addLabel('Old');
    const added = await runGmail(
      { resource: 'messageLabel', operation: 'add', messageId: original.id, labelIds: [label.id] },
      { typeVersion: 1 },
    );
    expect(added.items[0]!.json.labelIds).toContain(label.id);
    await runGmail(
      { resource: 'messageLabel', operation: 'remove', messageId: original.id, labelIds: [label.id] },
      { typeVersion: 1 },
    );
    expect(state.requests.at(-1)!.body).toEqual({ removeLabelIds: [label.id] });
  });

  it("gets messages resolved (parsed), in Gmail's formats, or as ids, and drafts the same way", async () => {
    const m = withAttachment();
    const resolved = await runGmail(
      { resource: 'message', operation: 'get', messageId: m.id, additionalFields: {} },
      { typeVersion: 1 },
    );
    expect(resolved.items[0]!.json).toMatchObject({ id: m.id, subject: 'Report' });
    expect(resolved.items[0]!.binary).toBeUndefined();
    const metadata = await runGmail(
      { resource: 'message', operation: 'get', messageId: m.id, additionalFields: { format: 'metadata' } },
      { typeVersion: 1 },
    );
    expect(state.requests.at(-1)!.query).toEqual({ format: 'metadata' });
    expect(metadata.items[0]!.json).toMatchObject({
      id: m.id,
      labelIds: ['INBOX', 'UNREAD'],
      payload: { headers: expect.any(Array) },
    });
    const ids = await runGmail(
      {
        resource: 'message',
        operation: 'getAll',
        returnAll: false,
        limit: 10,
        additionalFields: { format: 'ids', q: 'report' },
      },
      { typeVersion: 1 },
    );
    expect(state.requests.at(-1)!.query).toEqual({ q: 'report', maxResults: '10' });
    expect(ids.items.map((i) => i.json)).toEqual([{ id: m.id, threadId: m.threadId }]);

    const draft = await runGmail(
      {
        resource: 'draft',
        operation: 'create',
        subject: 'Later',
        message: 'draft',
        additionalFields: { toList: ['ada@example.com'] },
      },
      { typeVersion: 1 },
    );
    const draftId = String(draft.items[0]!.json.id);
    const gotDraft = await runGmail(
      { resource: 'draft', operation: 'get', messageId: draftId, additionalFields: {} },
      { typeVersion: 1 },
    );
    expect(gotDraft.items[0]!.json).toMatchObject({ id: draftId, subject: 'Later' });
    const labels = await runGmail(
      {
        resource: 'label',
        operation: 'create',
        name: 'V1',
        labelListVisibility: 'labelHide',
        messageListVisibility: 'hide',
      },
      { typeVersion: 1 },
    );
    expect(labels.items[0]!.json).toMatchObject({
      name: 'V1',
      labelListVisibility: 'labelHide',
      messageListVisibility: 'hide',
    });
  });
});

describe('Gmail registration and pickers', () => {
  it('registers Gmail 1, 2, 2.1, 2.2 and the Gmail Tool at 2–2.2, and lists labels, thread messages and aliases', async () => {
    const types = builtinNodeTypes.filter(
      (t) => t.description.name === 'weft.gmail' || t.description.name === 'weft.gmailTool',
    );
    expect(types.map((t) => [t.description.name, t.description.version])).toEqual([
      ['weft.gmail', 1],
      ['weft.gmail', [2, 2.1, 2.2]],
      ['weft.gmailTool', [2, 2.1, 2.2]],
    ]);
    expect(types[2]!.description.outputs).toEqual(['ai_tool']);
    const m = inbox();
    state.addLabel('Alpha');
    const ctx = {
      getCurrentNodeParameter: (p: string) => ({ authentication: 'oAuth2', threadId: m.threadId })[p],
      getNode: () => ({
        id: 'g',
        name: 'Gmail',
        type: 'weft.gmail',
        typeVersion: 2.1,
        position: [0, 0],
        parameters: {},
      }),
      getCredentials: async () => oauth.gmailOAuth2,
      helpers: { httpRequest: async (o: never) => (await import('@weft/engine')).defaultHttpRequest()(o) },
    } as unknown as NodeMethodContext;
    const labels = await getLabels.call(ctx, ctx);
    expect(labels[0]).toEqual({ name: 'Alpha', value: expect.stringMatching(/^Label_/) });
    expect(labels.map((l) => l.name)).toContain('INBOX');
    expect(await getThreadMessages.call(ctx, ctx)).toEqual([{ name: m.snippet, value: m.id }]);
    expect(await getGmailAliases.call(ctx, ctx)).toEqual([{ name: 'me@weft.test (Default)', value: 'me@weft.test' }]);
  });
});

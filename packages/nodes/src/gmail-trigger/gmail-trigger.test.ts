/**
 * Gmail Trigger 1–1.3 against the loopback Gmail API: the search each poll sends (after: the
 * cursor, the filters), n8n's cursor (lastTimeChecked, possibleDuplicates; under the node's name
 * from 1.1), nothing fired twice, drafts and the account's own sent mail left out as each version
 * does, simple and full output with attachments, and "Fetch test event".
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type PollContext, type WorkflowNode } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { start, type GmailFakeState } from '../gmail/test-fake/gmail-fake.mjs';
import { pollGmail } from './poll.js';

let fake: Awaited<ReturnType<typeof start>>;
let state: GmailFakeState;
const http = createHttpClient();

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
});

const rfc822 = (headers: Record<string, string>, body: string) =>
  `${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}`;
const nowMs = () => Date.now();
const mail = (subject: string, at: number, labelIds = ['INBOX', 'UNREAD'], from = 'ada@example.com') =>
  state.addMessage(
    rfc822(
      {
        From: from,
        To: 'me@weft.test',
        Subject: subject,
        'Message-ID': `<${subject.replace(/\W/g, '')}@x>`,
        'Content-Type': 'text/plain',
      },
      `Body of ${subject}`,
    ),
    { labelIds, internalDate: at },
  );

/** A poll context over plain objects, with the engine's HTTP client. */
function context(
  parameters: Record<string, unknown>,
  staticData: Record<string, unknown>,
  typeVersion = 1.3,
  mode: 'trigger' | 'manual' = 'trigger',
): PollContext {
  const node = {
    id: 't',
    name: 'Gmail Trigger',
    type: 'weft.gmailTrigger',
    typeVersion,
    position: [0, 0],
    parameters,
  } as unknown as WorkflowNode;
  return {
    getNodeParameter: (name, fallback) =>
      name.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], parameters) ??
      fallback,
    getNode: () => node,
    getWorkflow: () => ({ nodes: [node], connections: {} }) as never,
    getMode: () => mode,
    getTimezone: () => 'UTC',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
    now: () => {
      throw new Error('unused');
    },
    helpers: {
      httpRequest: (o) => http(o),
      returnJsonArray: (d) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  };
}

const listQueries = () => state.requests.filter((r) => r.path === '/gmail/v1/users/me/messages').map((r) => r.query);

describe('Gmail Trigger poll', () => {
  it('fires each new message once: after: the cursor, then the newest date and the ids seen kept', async () => {
    const data: Record<string, unknown> = {};
    const params = { simple: true, filters: {} };
    const t0 = Math.floor(nowMs() / 1000);
    expect(await pollGmail(context(params, data))).toBeNull();
    const cursor = data['Gmail Trigger'] as Record<string, unknown>;
    expect(cursor.lastTimeChecked).toBeGreaterThanOrEqual(t0);
    expect(listQueries()[0]).toEqual({ q: `after:${String(cursor.lastTimeChecked)}` });

    const at = (Number(cursor.lastTimeChecked) + 5) * 1000;
    const a = mail('First', at + 123);
    const b = mail('Second', at + 2000);
    const out = await pollGmail(context(params, data));
    expect(out![0]!.map((i) => i.json.Subject)).toEqual(['Second', 'First']);
    expect(out![0]![0]!.json).toMatchObject({
      id: b.id,
      From: 'ada@example.com',
      To: 'me@weft.test',
      labels: [
        { id: 'INBOX', name: 'INBOX' },
        { id: 'UNREAD', name: 'UNREAD' },
      ],
    });
    expect(cursor.lastTimeChecked).toBe((at + 2000) / 1000);
    expect(cursor.possibleDuplicates).toEqual([b.id, a.id]);
    const gets = state.requests.filter((r) => r.path.startsWith('/gmail/v1/users/me/messages/'));
    expect(gets.map((r) => r.query)).toEqual([
      { format: 'metadata', metadataHeaders: ['From', 'To', 'Cc', 'Bcc', 'Subject'] },
      { format: 'metadata', metadataHeaders: ['From', 'To', 'Cc', 'Bcc', 'Subject'] },
    ]);

    // The next poll asks from that second on; what it saw already is not fired again.
    state.requests.length = 0;
    expect(await pollGmail(context(params, data))).toBeNull();
    expect(listQueries()[0]).toEqual({ q: `after:${Math.floor((at + 2000) / 1000)}` });
    const c = mail('Third', at + 2500);
    const again = await pollGmail(context(params, data));
    expect(again![0]!.map((i) => i.json.id)).toEqual([c.id]);
  });

  it('sends the filters as the search, leaves out drafts (1.2+) and mail the account sent itself (1.3)', async () => {
    const data: Record<string, unknown> = { 'Gmail Trigger': { lastTimeChecked: 1_700_000_000 } };
    const at = 1_700_000_100_000;
    mail('Inbox mail', at);
    mail('A draft', at + 1000, ['DRAFT']);
    mail('Sent by me', at + 2000, ['SENT']);
    const params = {
      simple: true,
      filters: { sender: 'ada', readStatus: 'both', q: 'body', includeSpamTrash: true, labelIds: [] },
    };
    const v13 = await pollGmail(context(params, structuredClone(data), 1.3));
    expect(listQueries()[0]).toEqual({ q: 'body from:ada after:1700000000', includeSpamTrash: 'true' });
    expect(v13![0]!.map((i) => i.json.Subject)).toEqual(['Inbox mail']);
    const v12 = await pollGmail(context(params, structuredClone(data), 1.2));
    expect(v12![0]!.map((i) => i.json.Subject)).toEqual(['Sent by me', 'Inbox mail']);
    const v11 = await pollGmail(context(params, structuredClone(data), 1.1));
    expect(v11![0]!.map((i) => i.json.Subject)).toEqual(['Sent by me', 'A draft', 'Inbox mail']);
    const noDrafts = await pollGmail(
      context({ simple: true, filters: { includeDrafts: false } }, structuredClone(data), 1.1),
    );
    expect(listQueries().at(-1)).toEqual({ q: 'after:1700000000' });
    expect(noDrafts![0]!.map((i) => i.json.Subject)).toEqual(['Sent by me', 'Inbox mail']);
    const unread = await pollGmail(
      context({ simple: true, filters: { readStatus: 'unread' } }, structuredClone(data), 1.1),
    );
    expect(listQueries().at(-1)).toEqual({ q: 'is:unread after:1700000000' });
    expect(unread![0]!.map((i) => i.json.Subject)).toEqual(['Inbox mail']);
  });

  it("keeps version 1's cursor at the top of the node's static data", async () => {
    const data: Record<string, unknown> = {};
    await pollGmail(context({ simple: true, filters: {} }, data, 1));
    expect(Object.keys(data).sort()).toEqual(['lastTimeChecked']);
  });

  it('answers full messages, with attachments downloaded under the prefix', async () => {
    const data: Record<string, unknown> = { 'Gmail Trigger': { lastTimeChecked: 1_700_000_000 } };
    state.addMessage(
      rfc822(
        {
          From: 'ada@example.com',
          To: 'me@weft.test',
          Subject: 'Scan',
          'Content-Type': 'multipart/mixed; boundary=ZZ',
        },
        '--ZZ\nContent-Type: text/plain\n\nSee scan\n--ZZ\nContent-Type: application/pdf\nContent-Disposition: attachment; filename=scan.pdf\nContent-Transfer-Encoding: base64\n\nJVBERi0xLjQK\n--ZZ--\n',
      ),
      { internalDate: 1_700_000_500_000 },
    );
    const out = await pollGmail(
      context(
        {
          simple: false,
          filters: {},
          options: { downloadAttachments: true, dataPropertyAttachmentsPrefixName: 'doc_' },
        },
        data,
      ),
    );
    const item = out![0]![0]!;
    expect(state.requests.at(-1)!.query).toEqual({ format: 'raw' });
    expect(item.json).toMatchObject({
      subject: 'Scan',
      text: 'See scan',
      labelIds: ['INBOX', 'UNREAD'],
      from: { value: [{ address: 'ada@example.com' }] },
    });
    expect(item.binary!.doc_0).toMatchObject({
      fileName: 'scan.pdf',
      mimeType: 'application/pdf',
      fileExtension: 'pdf',
    });
    expect(Buffer.from(item.binary!.doc_0!.data, 'base64').toString()).toBe('%PDF-1.4\n');
  });

  it('a failed poll throws, naming the node, and leaves the cursor as it was', async () => {
    const data: Record<string, unknown> = {
      'Gmail Trigger': { lastTimeChecked: 1_700_000_000, possibleDuplicates: ['x'] },
    };
    const before = structuredClone(data);
    state.failures.push({ status: 403, times: 1, message: 'Gmail API has not been used in project 1' });
    await expect(pollGmail(context({ simple: true, filters: {} }, data))).rejects.toMatchObject({
      message: 'Forbidden - perhaps check your credentials?',
      description: expect.stringContaining(
        'Google answered 403 PERMISSION_DENIED: Gmail API has not been used in project 1',
      ),
    });
    expect(data).toEqual(before);
  });

  it('"Fetch test event": run by hand it answers the newest matching message, whatever the cursor', async () => {
    mail('Old one', 1_600_000_000_000);
    const workflow = importN8nWorkflow({
      nodes: [
        {
          id: 'a',
          name: 'Gmail Trigger',
          type: 'n8n-nodes-base.gmailTrigger',
          typeVersion: 1.3,
          position: [0, 0],
          parameters: { pollTimes: { item: [{ mode: 'everyMinute' }] }, simple: true, filters: {}, options: {} },
          credentials: { gmailOAuth2: { id: '1', name: 'Gmail' } },
        },
      ],
      connections: {},
    });
    const result = await runWorkflow({
      workflow,
      nodeTypes: createNodeTypeRegistry(builtinNodeTypes),
      mode: 'manual',
      timezone: 'UTC',
      services: { getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }) },
    });
    expect(result.status).toBe('success');
    expect(listQueries()[0]).toEqual({ maxResults: '1' });
    expect(result.data.resultData.runData['Gmail Trigger']![0]!.data!.main![0]!.map((i) => i.json.Subject)).toEqual([
      'Old one',
    ]);
  });
});

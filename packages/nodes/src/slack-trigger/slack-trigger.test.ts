/**
 * Slack Trigger 1's webhook(): the url_verification challenge, the signing-secret check (v0 HMAC
 * over the raw body, five-minute window), the event filters (types, watched channel or workspace,
 * ignored users), resolved names and shared files downloaded, against the loopback Slack fake.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type NodeType,
  type WebhookRequestContext,
  type WorkflowNode,
} from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { start, TOKEN, type SlackFake } from '../slack/test-fake/slack-fake.mjs';

const http = createHttpClient();
const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>>;
let fake: SlackFake;

beforeAll(async () => {
  server = await start();
  fake = server.fake;
  process.env.WEFT_SLACK_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_SLACK_API_URL;
  await server.close();
});
beforeEach(() => fake.reset());

const workflow = importN8nWorkflow({
  id: 'wf-1',
  name: 'Slack events',
  nodes: [
    {
      id: 'node-1',
      name: 'Slack Trigger',
      type: 'n8n-nodes-base.slackTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
      webhookId: 'hook-1',
    },
  ],
  connections: {},
});
const type = (): NodeType => registry.get('n8n-nodes-base.slackTrigger', 1)!;
const SECRET = '8f742231b10e8888abcd99yyyzzz85a5';

interface Delivery {
  parameters: Record<string, unknown>;
  body: Record<string, unknown>;
  raw?: string;
  headers?: Record<string, string>;
  credentials?: Record<string, unknown>;
}

async function deliver({ parameters, body, raw, headers = {}, credentials = { accessToken: TOKEN } }: Delivery) {
  const node: WorkflowNode = { ...workflow.nodes[0]!, parameters: parameters as WorkflowNode['parameters'] };
  const bytes = Buffer.from(raw ?? JSON.stringify(body));
  const ctx: WebhookRequestContext & { getRawBody(): Uint8Array } = {
    getBodyData: () => body,
    getRawBody: () => bytes,
    getHeaderData: () => headers,
    getQueryData: () => ({}),
    getParamsData: () => ({}),
    getWebhookName: () => 'default',
    getNodeParameter: (name, fallback) => (parameters[name] === undefined ? fallback : parameters[name]),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'webhook',
    getWorkflowStaticData: () => ({}),
    getCredentials: async () => credentials,
    helpers: {
      httpRequest: (o) => http(o),
      prepareBinaryData: async (data, fileName, mimeType) => ({
        data: Buffer.from(data).toString('base64'),
        mimeType: mimeType ?? '',
        fileName,
      }),
      returnJsonArray: (d) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  };
  return type().webhook!(ctx);
}

/** Slack's signature headers for a raw body. */
function signed(raw: string, at = Math.floor(Date.now() / 1000), secret = SECRET): Record<string, string> {
  const signature = `v0=${createHmac('sha256', secret).update(`v0:${at}:${raw}`).digest('hex')}`;
  return { 'x-slack-signature': signature, 'x-slack-request-timestamp': String(at) };
}

const rl = (value: string, mode = 'id') => ({ __rl: true, value, mode });
const message = (extra: Record<string, unknown> = {}) => ({
  type: 'event_callback',
  team_id: 'T0WEFT',
  event: { type: 'message', channel: 'C01GENERAL', user: 'U02BOB', text: 'hello', ts: '1700000001.000123', ...extra },
});

describe('Slack Trigger', () => {
  it('registers version 1 with n8n’s parameters and a POST webhook', () => {
    const d = type().description;
    expect(d.version).toBe(1);
    expect(d.webhooks).toEqual([{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }]);
    expect(d.properties.map((p) => p.name)).toEqual([
      'authentication',
      'notice',
      'trigger',
      'watchWorkspace',
      'notice',
      'channelId',
      'downloadFiles',
      'options',
    ]);
  });

  it('answers the url_verification challenge', async () => {
    const r = await deliver({
      parameters: { trigger: ['message'] },
      body: { type: 'url_verification', challenge: 'abc123', token: 'x' },
    });
    expect(r).toEqual({ response: { statusCode: 200, headers: {}, body: { challenge: 'abc123' } } });
  });

  it('with a signing secret, accepts Slack’s signature over the raw bytes and refuses wrong, missing or stale ones', async () => {
    const parameters = { trigger: ['message'], channelId: rl('C01GENERAL') };
    const body = message();
    // Slack escapes "/" in its JSON, so the raw bytes differ from a re-serialisation of the body.
    const raw = JSON.stringify(body).replace('hello', 'hello \\/ there');
    const credentials = { accessToken: TOKEN, signatureSecret: SECRET };
    const ok = await deliver({ parameters, body, raw, headers: signed(raw), credentials });
    expect(ok.workflowData?.[0]?.[0]?.json).toMatchObject({ type: 'message', text: 'hello' });
    for (const headers of [
      signed(raw, undefined, 'another-secret'),
      {},
      signed(raw, Math.floor(Date.now() / 1000) - 301),
      signed(`${raw} `),
    ]) {
      const refused = await deliver({ parameters, body, raw, headers, credentials });
      expect(refused).toEqual({
        response: { statusCode: 401, headers: { 'content-type': 'text/plain' }, body: 'Unauthorized' },
      });
    }
    const challenge = await deliver({
      parameters,
      body: { type: 'url_verification', challenge: 'c' },
      headers: {},
      credentials,
    });
    expect(challenge.response?.statusCode).toBe(401);
  });

  it('starts a run for a chosen event in the watched channel (by ID or URL) only', async () => {
    const r = await deliver({ parameters: { trigger: ['message'], channelId: rl('C01GENERAL') }, body: message() });
    expect(r).toEqual({ workflowData: [[{ json: message().event }]] });
    expect(
      await deliver({ parameters: { trigger: ['message'], channelId: rl('C02RANDOM') }, body: message() }),
    ).toEqual({});
    expect(
      await deliver({
        parameters: { trigger: ['message'], channelId: rl('https://app.slack.com/client/T0WEFT/C01GENERAL', 'url') },
        body: message(),
      }),
    ).toHaveProperty('workflowData');
    expect(
      await deliver({ parameters: { trigger: ['reaction_added'], channelId: rl('C01GENERAL') }, body: message() }),
    ).toEqual({});
    expect(
      await deliver({
        parameters: { trigger: ['message'], watchWorkspace: true },
        body: message({ channel: 'C09ELSE' }),
      }),
    ).toHaveProperty('workflowData');
    const reaction = {
      type: 'event_callback',
      event: {
        type: 'reaction_added',
        user: 'U02BOB',
        item_user: 'U01ALICE',
        reaction: 'tada',
        item: { type: 'message', channel: 'C01GENERAL', ts: '1.2' },
      },
    };
    expect(
      await deliver({ parameters: { trigger: ['reaction_added'], channelId: rl('C01GENERAL') }, body: reaction }),
    ).toHaveProperty('workflowData');
    const join = { type: 'event_callback', event: { type: 'team_join', user: { id: 'U09NEW', name: 'newbie' } } };
    expect(
      await deliver({ parameters: { trigger: ['team_join'], channelId: rl('C01GENERAL') }, body: join }),
    ).toHaveProperty('workflowData');
    // n8n lets any event through when File Shared is chosen.
    expect(
      await deliver({ parameters: { trigger: ['file_share'], channelId: rl('C01GENERAL') }, body: message() }),
    ).toHaveProperty('workflowData');
  });

  it('ignores the listed users and resolves user and channel names', async () => {
    expect(
      await deliver({
        parameters: { trigger: ['message'], channelId: rl('C01GENERAL'), options: { userIds: ['U02BOB'] } },
        body: message(),
      }),
    ).toEqual({});
    const r = await deliver({
      parameters: { trigger: ['any_event'], channelId: rl('C01GENERAL'), options: { resolveIds: true } },
      body: message(),
    });
    expect(r.workflowData?.[0]?.[0]?.json).toMatchObject({
      user: 'U02BOB',
      user_resolved: 'bob',
      channel_resolved: 'general',
    });
    expect(fake.calls.map((c) => [c.method, c.token])).toEqual([
      ['users.info', TOKEN],
      ['conversations.info', TOKEN],
    ]);
    const reaction = {
      event: { type: 'reaction_added', user: 'U02BOB', item_user: 'U01ALICE', item: { channel: 'C01GENERAL' } },
    };
    const rr = await deliver({
      parameters: { trigger: ['reaction_added'], watchWorkspace: true, options: { resolveIds: true } },
      body: reaction,
    });
    expect(rr.workflowData?.[0]?.[0]?.json).toMatchObject({
      user_resolved: 'bob',
      item_user_resolved: 'alice',
      channel_resolved: 'general',
    });
  });

  it('downloads the files of a file_share message into file_0, file_1 with the token', async () => {
    fake.state.files.push(
      { id: 'F0001', name: 'a.txt', mimetype: 'text/plain', bytes: Buffer.from('first file'), channels: [] },
      { id: 'F0002', name: 'b.csv', mimetype: 'text/csv', bytes: Buffer.from('x,y'), channels: [] },
    );
    const files = [
      {
        id: 'F0001',
        name: 'a.txt',
        mimetype: 'text/plain',
        url_private_download: `${server.url}/files-pri/F0001/a.txt`,
      },
      { id: 'F0002', name: 'b.csv', mimetype: 'text/csv', url_private_download: `${server.url}/files-pri/F0002/b.csv` },
    ];
    const r = await deliver({
      parameters: { trigger: ['file_share'], channelId: rl('C01GENERAL'), downloadFiles: true },
      body: message({ subtype: 'file_share', files }),
    });
    const item = r.workflowData?.[0]?.[0];
    expect(Object.keys(item?.binary ?? {})).toEqual(['file_0', 'file_1']);
    expect(Buffer.from(item!.binary!.file_0!.data, 'base64').toString()).toBe('first file');
    expect(item!.binary!.file_1).toMatchObject({ fileName: 'b.csv', mimeType: 'text/csv' });
    expect(fake.calls.filter((c) => c.method === 'download').map((c) => c.token)).toEqual([TOKEN, TOKEN]);
  });
});

describe('Slack Trigger interactivity (beyond n8n)', () => {
  const payload = {
    type: 'block_actions',
    user: { id: 'U02BOB', username: 'bob' },
    channel: { id: 'C01GENERAL', name: 'general' },
    actions: [{ action_id: 'approve', value: 'yes' }],
  };
  it('starts a run with a button press’s payload under Any Event, in the watched channel, signature checked over the form body', async () => {
    const raw = `payload=${encodeURIComponent(JSON.stringify(payload))}`;
    const credentials = { accessToken: TOKEN, signatureSecret: SECRET };
    const r = await deliver({
      parameters: { trigger: ['any_event'], channelId: rl('C01GENERAL') },
      body: { payload: JSON.stringify(payload) },
      raw,
      headers: signed(raw),
      credentials,
    });
    expect(r).toEqual({ workflowData: [[{ json: payload }]] });
    expect(
      await deliver({
        parameters: { trigger: ['any_event'], channelId: rl('C01GENERAL') },
        body: { payload: JSON.stringify(payload) },
        raw,
        headers: {},
        credentials,
      }),
    ).toMatchObject({ response: { statusCode: 401 } });
    expect(
      await deliver({
        parameters: { trigger: ['message'], channelId: rl('C01GENERAL') },
        body: { payload: JSON.stringify(payload) },
      }),
    ).toEqual({});
    expect(
      await deliver({
        parameters: { trigger: ['any_event'], channelId: rl('C02RANDOM') },
        body: { payload: JSON.stringify(payload) },
      }),
    ).toEqual({});
    expect(
      await deliver({
        parameters: { trigger: ['any_event'], watchWorkspace: true, options: { userIds: ['U02BOB'] } },
        body: { payload: JSON.stringify(payload) },
      }),
    ).toEqual({});
    expect(
      await deliver({ parameters: { trigger: ['any_event'], watchWorkspace: true }, body: { payload: '{nope' } }),
    ).toMatchObject({ response: { statusCode: 400 } });
  });
});

/**
 * WhatsApp Trigger 1 against the loopback Graph API fake: registration (app token from the app ID
 * and secret, the app's subscriptions listed, created with the callback URL, the node ID as verify
 * token and the chosen fields, replaced when the fields differ, refused when another URL holds it,
 * deleted), Meta's verification handshake answered through a small host that serves the node's
 * setup webhook, and the calls Meta POSTs: X-Hub-Signature-256 over the raw body, one item per
 * change, and the message status filter.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type NodeType,
  type WebhookRequestContext,
  type WebhookSetupContext,
  type WorkflowNode,
} from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { APP_ID, APP_SECRET, APP_TOKEN, start, type WhatsAppFake } from '../whats-app/test-fake/whatsapp-fake.mjs';

const http = createHttpClient();
const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>>;
let fake: WhatsAppFake;

beforeAll(async () => {
  server = await start();
  fake = server.fake;
  process.env.WEFT_WHATSAPP_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_WHATSAPP_API_URL;
  await server.close();
});
beforeEach(() => fake.reset());

const workflow = importN8nWorkflow({
  id: 'wf-1',
  name: 'WhatsApp inbox',
  nodes: [
    {
      id: 'node-1',
      name: 'WhatsApp Trigger',
      type: 'n8n-nodes-base.whatsAppTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
      webhookId: 'hook-1',
    },
  ],
  connections: {},
});
const credentials = { clientId: APP_ID, clientSecret: APP_SECRET };
const URL_A = 'https://weft.example/webhook/hook-1/webhook';

function nodeOf(parameters: Record<string, unknown>): WorkflowNode {
  return { ...workflow.nodes[0]!, parameters: parameters as WorkflowNode['parameters'] };
}
function typeOf(): NodeType {
  const type = registry.get('n8n-nodes-base.whatsAppTrigger', 1);
  if (!type) throw new Error('WhatsApp Trigger not registered');
  return type;
}
const param = (parameters: Record<string, unknown>) => (name: string, fallback?: unknown) =>
  parameters[name] === undefined ? fallback : parameters[name];

function setupContext(
  parameters: Record<string, unknown>,
  url = URL_A,
  creds: Record<string, unknown> = credentials,
): WebhookSetupContext {
  const node = nodeOf(parameters);
  return {
    getNodeWebhookUrl: () => url,
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => ({}),
    getCredentials: async () => creds,
    helpers: { httpRequest: (o) => http(o) },
  };
}

function requestContext(
  parameters: Record<string, unknown>,
  call: { name?: string; raw?: string; headers?: Record<string, string>; query?: Record<string, unknown> },
): WebhookRequestContext & { getRawBody(): Uint8Array } {
  const node = nodeOf(parameters);
  const raw = call.raw ?? '';
  return {
    getBodyData: () => (raw ? JSON.parse(raw) : {}),
    getRawBody: () => Buffer.from(raw),
    getHeaderData: () => call.headers ?? {},
    getQueryData: () => call.query ?? {},
    getParamsData: () => ({}),
    getWebhookName: () => call.name ?? 'default',
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'webhook',
    getWorkflowStaticData: () => ({}),
    getCredentials: async () => credentials,
    helpers: {
      httpRequest: (o) => http(o),
      prepareBinaryData: async () => {
        throw new Error('no binary data here');
      },
      returnJsonArray: (d) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  };
}

const sign = (raw: string, secret = APP_SECRET) => ({
  'content-type': 'application/json',
  'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`,
});

describe('WhatsApp Trigger registration', () => {
  it('subscribes the app with the callback URL, node ID and fields; keeps, replaces or refuses an existing subscription; deletes it', async () => {
    const methods = typeOf().webhookMethods!.default!;
    const params = { updates: ['messages', 'account_update'] };
    expect(await methods.checkExists(setupContext(params))).toBe(false);
    const [token, list] = fake.calls;
    expect(token).toMatchObject({
      method: 'POST',
      path: '/v19.0/oauth/access_token',
      body: { client_id: APP_ID, client_secret: APP_SECRET, grant_type: 'client_credentials' },
    });
    expect(list).toMatchObject({ method: 'GET', path: `/v19.0/${APP_ID}/subscriptions`, auth: `Bearer ${APP_TOKEN}` });

    expect(await methods.create(setupContext(params))).toBe(true);
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v19.0/${APP_ID}/subscriptions`,
      contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
      body: {
        object: 'whatsapp_business_account',
        callback_url: URL_A,
        verify_token: 'node-1',
        fields: '["messages","account_update"]',
        include_values: 'true',
      },
    });
    expect(fake.state.subscriptions).toEqual([
      {
        object: 'whatsapp_business_account',
        callback_url: URL_A,
        active: true,
        fields: [
          { name: 'messages', version: 'v19.0' },
          { name: 'account_update', version: 'v19.0' },
        ],
      },
    ]);
    expect(await methods.checkExists(setupContext({ updates: ['account_update', 'messages'] }))).toBe(true);

    expect(await methods.checkExists(setupContext({ updates: ['messages'] }))).toBe(false);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'DELETE', body: { object: 'whatsapp_business_account' } });
    expect(fake.state.subscriptions).toEqual([]);

    await methods.create(setupContext(params));
    await expect(methods.checkExists(setupContext(params, 'https://other.example/hook'))).rejects.toThrow(
      `The WhatsApp App ID ${APP_ID} already has a webhook subscription`,
    );
    expect(await methods.delete(setupContext(params))).toBe(true);
    expect(fake.state.subscriptions).toEqual([]);

    await expect(
      methods.create(setupContext(params, URL_A, { clientId: APP_ID, clientSecret: 'wrong' })),
    ).rejects.toThrow('Error validating client secret.');
  });

  it('passes Meta’s verification handshake: the setup webhook echoes the challenge for the node’s verify token only', async () => {
    const type = typeOf();
    const params = { updates: ['messages'] };
    const host: Server = createServer((req, res) => {
      const query = Object.fromEntries(new URL(req.url!, 'http://host').searchParams);
      void type.webhook!(requestContext(params, { name: 'setup', query })).then((result) => {
        res.writeHead(result.response?.statusCode ?? 200, result.response?.headers ?? {});
        res.end(String(result.response?.body ?? ''));
      });
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const callback = `http://127.0.0.1:${(host.address() as { port: number }).port}/webhook/hook-1/webhook`;
    try {
      fake.state.verifyCallbacks = true;
      expect(await type.webhookMethods!.default!.create(setupContext(params, callback))).toBe(true);
      expect(fake.state.subscriptions[0]!.callback_url).toBe(callback);
      const forged = await type.webhook!(
        requestContext(params, {
          name: 'setup',
          query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '42' },
        }),
      );
      expect(forged.response?.statusCode).toBe(403);
      expect(forged.workflowData).toBeUndefined();
    } finally {
      await new Promise((resolve) => host.close(resolve));
    }
  });
});

describe('WhatsApp Trigger events', () => {
  const message = {
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: '15550100', phone_number_id: '1100' },
    contacts: [{ profile: { name: 'Ada' }, wa_id: '4420' }],
    messages: [{ from: '4420', id: 'wamid.in1', timestamp: '1700000000', text: { body: 'Hi/there' }, type: 'text' }],
  };
  const status = (s: string) => ({
    messaging_product: 'whatsapp',
    metadata: { phone_number_id: '1100' },
    statuses: [{ id: 'wamid.out1', status: s, timestamp: '1700000001', recipient_id: '4420' }],
  });
  const raw = (changes: unknown[]) =>
    JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '2200', changes }] }).replace(
      'Hi/there',
      'Hi\\/there',
    );

  it('checks the signature over the raw body and gives one item per change with its field', async () => {
    const body = raw([
      { field: 'messages', value: message },
      { field: 'messages', value: status('delivered') },
    ]);
    const type = typeOf();
    const unsigned = await type.webhook!(requestContext({ updates: ['messages'] }, { raw: body }));
    expect(unsigned).toMatchObject({ response: { statusCode: 401 } });
    const forged = await type.webhook!(
      requestContext({ updates: ['messages'] }, { raw: body, headers: sign(body, 'other-secret') }),
    );
    expect(forged.response?.statusCode).toBe(401);
    const reserialised = await type.webhook!(
      requestContext({ updates: ['messages'] }, { raw: body, headers: sign(JSON.stringify(JSON.parse(body))) }),
    );
    expect(reserialised.response?.statusCode).toBe(401);
    const ok = await type.webhook!(requestContext({ updates: ['messages'] }, { raw: body, headers: sign(body) }));
    expect(ok.response).toBeUndefined();
    expect(ok.workflowData).toEqual([
      [
        { json: { ...message, messages: [{ ...message.messages[0], text: { body: 'Hi/there' } }], field: 'messages' } },
        { json: { ...status('delivered'), field: 'messages' } },
      ],
    ]);
  });

  it('filters message status updates as chosen, and ignores other objects', async () => {
    const type = typeOf();
    const deliver = async (options: Record<string, unknown>, changes: unknown[]) => {
      const body = raw(changes);
      return (
        await type.webhook!(requestContext({ updates: ['messages'], options }, { raw: body, headers: sign(body) }))
      ).workflowData?.[0]?.map((i) => i.json);
    };
    const changes = [
      { field: 'messages', value: message },
      { field: 'messages', value: status('sent') },
      { field: 'messages', value: status('read') },
    ];
    expect(await deliver({}, changes)).toHaveLength(3);
    expect(await deliver({ messageStatusUpdates: ['all'] }, changes)).toHaveLength(3);
    expect(
      (await deliver({ messageStatusUpdates: ['read'] }, changes))!.map(
        (e) => (e.statuses as Array<{ status: string }> | undefined)?.[0]?.status ?? 'message',
      ),
    ).toEqual(['message', 'read']);
    expect((await deliver({ messageStatusUpdates: [] }, changes))!).toHaveLength(1);
    expect(await deliver({ messageStatusUpdates: [] }, [{ field: 'messages', value: status('sent') }])).toBeUndefined();
    const page = JSON.stringify({ object: 'page', entry: [] });
    expect(await type.webhook!(requestContext({ updates: ['messages'] }, { raw: page, headers: sign(page) }))).toEqual(
      {},
    );
  });
});

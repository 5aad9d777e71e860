/**
 * The Telegram Trigger's own parts against the loopback Bot API fake: the webhook methods
 * (getWebhookInfo, setWebhook with the update kinds and secret, deleteWebhook) and the shaping of
 * the updates Telegram POSTs (secret header from 1.1, photo sizes, videos, documents and channel
 * posts downloaded, the update kinds, and the chat and user filters of 1.2). The server side
 * (activation, URLs, runs) is tested in packages/server/test/webhook-registration.test.ts.
 */
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
import { FakeBotApi } from '../telegram/test-fake/telegram-fake.mjs';
import { telegramSecretToken } from './index.js';

const fake = new FakeBotApi();
const http = createHttpClient();
const registry = createNodeTypeRegistry(builtinNodeTypes);

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => fake.stop());
beforeEach(() => fake.reset());

const workflow = importN8nWorkflow({
  id: 'wf-1',
  name: 'Bot',
  nodes: [
    {
      id: 'node-1',
      name: 'Telegram Trigger',
      type: 'n8n-nodes-base.telegramTrigger',
      typeVersion: 1.2,
      position: [0, 0],
      parameters: {},
      webhookId: 'hook-1',
    },
  ],
  connections: {},
});

function nodeOf(version: number, parameters: Record<string, unknown>): WorkflowNode {
  return { ...workflow.nodes[0]!, typeVersion: version, parameters: parameters as WorkflowNode['parameters'] };
}

function typeOf(version: number): NodeType {
  const type = registry.get('n8n-nodes-base.telegramTrigger', version);
  if (!type) throw new Error('Telegram Trigger not registered');
  return type;
}

const param = (parameters: Record<string, unknown>) => (name: string, fallback?: unknown) =>
  parameters[name] === undefined ? fallback : parameters[name];

function setupContext(
  parameters: Record<string, unknown>,
  url = 'https://weft.example/webhook/hook-1/webhook',
): WebhookSetupContext {
  const node = nodeOf(1.2, parameters);
  return {
    getNodeWebhookUrl: () => url,
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => ({}),
    getCredentials: async () => fake.credential(),
    helpers: { httpRequest: (o) => http(o) },
  };
}

async function deliver(
  version: number,
  parameters: Record<string, unknown>,
  update: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const node = nodeOf(version, parameters);
  const ctx: WebhookRequestContext = {
    getBodyData: () => update,
    getHeaderData: () => headers,
    getQueryData: () => ({}),
    getParamsData: () => ({}),
    getWebhookName: () => 'default',
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'webhook',
    getWorkflowStaticData: () => ({}),
    getCredentials: async () => fake.credential(),
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
  return typeOf(version).webhook!(ctx);
}

const SECRET = 'wf-1_node-1';
const withSecret = { 'x-telegram-bot-api-secret-token': SECRET };
const message = (extra: Record<string, unknown> = {}) => ({
  update_id: 1,
  message: { message_id: 3, from: { id: 11 }, chat: { id: 22, type: 'private' }, date: 1, text: 'hi', ...extra },
});

describe('Telegram Trigger', () => {
  it('registers versions 1, 1.1 and 1.2 with the default webhook at path "webhook"', () => {
    expect(registry.versions?.('n8n-nodes-base.telegramTrigger')).toEqual([1, 1.1, 1.2]);
    expect(typeOf(1.2).description.webhooks).toEqual([
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook', isFullPath: false },
    ]);
    expect(
      telegramSecretToken({
        getWorkflow: () => ({ ...workflow, id: 'a b/c' }),
        getNode: () => ({ ...workflow.nodes[0]!, id: 'x:y' }),
      }),
    ).toBe('abc_xy');
  });

  it('checks, sets and deletes the bot’s webhook', async () => {
    const methods = typeOf(1.2).webhookMethods!.default!;
    const ctx = setupContext({ updates: ['message', 'edited_message'] });
    expect(await methods.checkExists(ctx)).toBe(false);
    expect(await methods.create(ctx)).toBe(true);
    expect(fake.calls('setWebhook')[0]).toMatchObject({ httpMethod: 'POST', path: `/bot${fake.token}/setWebhook` });
    expect(fake.calls('setWebhook')[0]!.params).toEqual({
      url: 'https://weft.example/webhook/hook-1/webhook',
      allowed_updates: ['message', 'edited_message'],
      secret_token: SECRET,
    });
    expect(await methods.checkExists(ctx)).toBe(true);
    expect(await methods.checkExists(setupContext({}, 'https://elsewhere.example/hook'))).toBe(false);
    await methods.create(setupContext({ updates: ['*', 'message'] }));
    expect(fake.calls('setWebhook')[1]!.params.allowed_updates).toEqual([]);
    expect(await methods.delete(ctx)).toBe(true);
    expect(fake.webhook.url).toBe('');
    fake.fail('deleteWebhook', 400, 'Bad Request: nope');
    expect(await methods.delete(ctx)).toBe(false);
    fake.fail('setWebhook', 400, 'Bad Request: bad webhook: HTTPS url must be provided for webhook');
    await expect(methods.create(ctx)).rejects.toThrow(
      'Telegram refused "setWebhook" (400): Bad Request: bad webhook: HTTPS url must be provided for webhook',
    );
  });

  it('takes an update as the item; from 1.1 only with the secret header', async () => {
    expect(await deliver(1.2, {}, message(), withSecret)).toEqual({ workflowData: [[{ json: message() }]] });
    expect(await deliver(1.1, {}, message(), { 'x-telegram-bot-api-secret-token': 'wf-1_node-2' })).toEqual({
      response: { statusCode: 403, headers: {}, body: { message: 'Provided secret is not valid' } },
    });
    expect((await deliver(1.2, {}, message())).response?.statusCode).toBe(403);
    expect(await deliver(1, {}, message())).toEqual({ workflowData: [[{ json: message() }]] });
  });

  it('starts nothing for update kinds not chosen, and (1.2) for chats or users not listed', async () => {
    expect(await deliver(1.2, { updates: ['callback_query'] }, message(), withSecret)).toEqual({});
    expect((await deliver(1.2, { updates: ['*'] }, message(), withSecret)).workflowData).toBeDefined();
    expect(await deliver(1.2, { additionalFields: { chatIds: '1, 2' } }, message(), withSecret)).toEqual({});
    expect(
      (await deliver(1.2, { additionalFields: { chatIds: '1, 22' } }, message(), withSecret)).workflowData,
    ).toBeDefined();
    expect(await deliver(1.2, { additionalFields: { userIds: '12' } }, message(), withSecret)).toEqual({});
    // 1.1 shows the filters but, as in n8n, does not apply them.
    expect(
      (await deliver(1.1, { additionalFields: { chatIds: '1' } }, message(), withSecret)).workflowData,
    ).toBeDefined();
  });

  it('downloads the photo at the chosen size (or the only one), videos, documents and channel posts into "data"', async () => {
    fake.files.set('photos/file_p-medium.jpg', Buffer.from('MEDIUM'));
    fake.files.set('photos/file_p-only.jpg', Buffer.from('ONLY'));
    fake.files.set('photos/file_vid.jpg', Buffer.from('VIDEO'));
    fake.files.set('documents/file_doc1.pdf', Buffer.from('%PDF'));
    const photo = message({ photo: [{ file_id: 'p-small' }, { file_id: 'p-medium' }, { file_id: 'p-large' }] });
    const medium = await deliver(1.2, { additionalFields: { download: true, imageSize: 'medium' } }, photo, withSecret);
    expect(fake.calls('getFile')[0]!.params).toEqual({ file_id: 'p-medium' });
    expect(medium.workflowData![0]![0]!.json).toEqual(photo);
    expect(medium.workflowData![0]![0]!.binary!.data).toEqual({
      data: Buffer.from('MEDIUM').toString('base64'),
      mimeType: 'image/jpeg',
      fileName: 'file_p-medium.jpg',
    });

    const only = await deliver(
      1.2,
      { additionalFields: { download: true, imageSize: 'extraLarge' } },
      message({ photo: [{ file_id: 'p-only' }] }),
      withSecret,
    );
    expect(Buffer.from(only.workflowData![0]![0]!.binary!.data!.data, 'base64').toString()).toBe('ONLY');
    const video = await deliver(1, { additionalFields: { download: true } }, message({ video: { file_id: 'vid' } }));
    expect(Buffer.from(video.workflowData![0]![0]!.binary!.data!.data, 'base64').toString()).toBe('VIDEO');
    const post = {
      update_id: 2,
      channel_post: {
        message_id: 1,
        chat: { id: -100, type: 'channel' },
        date: 1,
        document: { file_id: 'doc1', file_name: 'a.pdf' },
      },
    };
    const document = await deliver(1.2, { additionalFields: { download: true } }, post, withSecret);
    expect(document.workflowData![0]![0]!.binary!.data).toMatchObject({
      mimeType: 'application/pdf',
      fileName: 'file_doc1.pdf',
    });
    const text = await deliver(1.2, { additionalFields: { download: true } }, message(), withSecret);
    expect(text.workflowData![0]![0]!.binary).toBeUndefined();
    expect(fake.calls('file').map((c) => c.path)).toEqual([
      `/file/bot${fake.token}/photos/file_p-medium.jpg`,
      `/file/bot${fake.token}/photos/file_p-only.jpg`,
      `/file/bot${fake.token}/photos/file_vid.jpg`,
      `/file/bot${fake.token}/documents/file_doc1.pdf`,
    ]);
  });
});

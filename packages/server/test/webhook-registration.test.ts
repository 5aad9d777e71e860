/**
 * Triggers that register their webhook with a remote service, through the server: the Telegram
 * Trigger against a small loopback Bot API written here (getWebhookInfo, setWebhook, deleteWebhook,
 * getFile and file downloads, with the bot token checked), and a test-only node type whose
 * `create` keeps the remote webhook's id in static data. Activation registers the production URL
 * (once: a restart finds it), an update POSTed there starts a run with n8n's item, deactivation
 * deletes it, a refused registration fails the activation and leaves nothing active, and the
 * editor's test listening registers the test URL and deletes it once the call came.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NodeType, WebhookSetupContext } from '@weft/workflow';
import { createTestServer, type TestClient, type TestServer } from './harness.js';
import { chain, executionsOf, finishedExecutions, insertWorkflow, node, waitFor } from './activation-helpers.js';

const TOKEN = '987654:server-test';

/** What the fake Bot API got and keeps. */
const bot = {
  calls: [] as Array<{ method: string; params: Record<string, unknown> }>,
  webhook: { url: '', secret: '', allowed: undefined as unknown },
  refuseSetWebhook: '',
  files: new Map<string, Buffer>([['photos/file_big.jpg', Buffer.from('BIG-PHOTO')]]),
};
let botServer: Server;
let botUrl = '';

function startBot(): Promise<void> {
  botServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://bot');
      const send = (status: number, body: unknown, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(Buffer.isBuffer(body) ? body : JSON.stringify(body));
      };
      const file = /^\/file\/bot([^/]+)\/(.+)$/.exec(url.pathname);
      if (file) {
        bot.calls.push({ method: 'file', params: { path: file[2] } });
        const bytes = file[1] === TOKEN ? bot.files.get(file[2]!) : undefined;
        return bytes
          ? send(200, bytes, 'application/octet-stream')
          : send(404, { ok: false, error_code: 404, description: 'Not Found' });
      }
      const m = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
      const raw = Buffer.concat(chunks).toString('utf8');
      const params = {
        ...Object.fromEntries(url.searchParams),
        ...(raw ? (JSON.parse(raw) as Record<string, unknown>) : {}),
      };
      bot.calls.push({ method: m?.[2] ?? '?', params });
      if (!m || m[1] !== TOKEN) return send(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      switch (m[2]) {
        case 'getWebhookInfo':
          return send(200, {
            ok: true,
            result: { url: bot.webhook.url, has_custom_certificate: false, pending_update_count: 0 },
          });
        case 'setWebhook':
          if (bot.refuseSetWebhook) return send(400, { ok: false, error_code: 400, description: bot.refuseSetWebhook });
          bot.webhook = {
            url: String(params.url),
            secret: String(params.secret_token ?? ''),
            allowed: params.allowed_updates,
          };
          return send(200, { ok: true, result: true, description: 'Webhook was set' });
        case 'deleteWebhook':
          bot.webhook = { url: '', secret: '', allowed: undefined };
          return send(200, { ok: true, result: true, description: 'Webhook was deleted' });
        case 'sendMessage':
          return send(200, {
            ok: true,
            result: {
              message_id: 900,
              chat: { id: Number(params.chat_id), type: 'private' },
              date: 1767225601,
              text: params.text,
            },
          });
        case 'getFile':
          return send(200, {
            ok: true,
            result: {
              file_id: params.file_id,
              file_unique_id: 'u1',
              file_size: 9,
              file_path: `photos/file_${String(params.file_id)}.jpg`,
            },
          });
        default:
          return send(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
      }
    });
  });
  return new Promise((resolve) =>
    botServer.listen(0, '127.0.0.1', () => {
      botUrl = `http://127.0.0.1:${(botServer.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

const called = (method: string) => bot.calls.filter((c) => c.method === method);

/** A test-only trigger whose remote webhook has an id, kept in the node's static data. */
const remoteHooks = { created: [] as string[], deleted: [] as string[], failDelete: false };
const idHookTrigger: NodeType = {
  description: {
    displayName: 'Id Hook Trigger',
    name: 'weft.idHookTest',
    group: ['trigger'],
    version: 1,
    defaults: { name: 'Id Hook' },
    inputs: [],
    outputs: ['main'],
    webhooks: [{ name: 'default', httpMethod: 'POST', path: 'hook' }],
    properties: [],
  },
  webhookMethods: {
    default: {
      async checkExists(ctx: WebhookSetupContext) {
        const id = ctx.getWorkflowStaticData('node').webhookId;
        return typeof id === 'string' && remoteHooks.created.includes(id) && !remoteHooks.deleted.includes(id);
      },
      async create(ctx: WebhookSetupContext) {
        const id = `remote-${remoteHooks.created.length + 1}`;
        remoteHooks.created.push(id);
        ctx.getWorkflowStaticData('node').webhookId = id;
        ctx.getWorkflowStaticData('node').url = ctx.getNodeWebhookUrl('default');
        return true;
      },
      async delete(ctx: WebhookSetupContext) {
        const data = ctx.getWorkflowStaticData('node');
        remoteHooks.deleted.push(String(data.webhookId));
        delete data.webhookId;
        return true;
      },
    },
  },
  async webhook(ctx) {
    return { workflowData: [[{ json: { got: ctx.getBodyData() } }]] };
  },
  async execute(ctx) {
    return [ctx.getInputData()];
  },
};

describe('webhooks registered with the remote service', () => {
  let server: TestServer;
  let owner: TestClient;
  let credentials: Record<string, { id: string; name: string }>;

  beforeAll(async () => {
    await startBot();
    server = await createTestServer('sqlite');
    owner = await server.owner();
    server.ctx.nodeTypes.register(idHookTrigger);
    const created = await owner.post('/rest/credentials', {
      name: 'Bot',
      type: 'telegramApi',
      data: { accessToken: TOKEN, baseUrl: botUrl },
    });
    expect(created.status, created.text).toBe(200);
    credentials = { telegramApi: { id: created.body.data.id as string, name: 'Bot' } };
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => botServer?.close(() => resolve()));
  });
  beforeEach(() => {
    bot.calls.length = 0;
    bot.refuseSetWebhook = '';
  });

  const telegramWorkflow = async (version = 1.2, additionalFields: Record<string, unknown> = {}) => {
    const webhookId = randomUUID();
    const trigger = node(
      'Telegram Trigger',
      'n8n-nodes-base.telegramTrigger',
      { updates: ['message', 'callback_query'], additionalFields },
      { typeVersion: version, webhookId, credentials },
    );
    const id = await insertWorkflow(server.ctx, {
      name: 'Bot inbox',
      nodes: [trigger, node('Done', 'n8n-nodes-base.noOp')],
      connections: chain('Telegram Trigger', 'Done'),
    });
    return { id, webhookId, secret: `${id}_${trigger.id}`.replace(/[^a-zA-Z0-9_-]+/g, '') };
  };

  const update = {
    update_id: 5001,
    message: {
      message_id: 7,
      from: { id: 11, is_bot: false, first_name: 'Ada' },
      chat: { id: 11, type: 'private' },
      date: 1767225600,
      photo: [{ file_id: 'small' }, { file_id: 'mid' }, { file_id: 'big' }],
      caption: 'look',
    },
  };

  it('activation sets the bot’s webhook to the production URL; an update there starts a run with n8n’s item; deactivation deletes it', async () => {
    const { id, webhookId, secret } = await telegramWorkflow(1.2, { download: true });
    await server.ctx.activeWorkflows.activate(id);
    const productionUrl = `${server.ctx.config.baseUrl}/webhook/${webhookId}/webhook`;
    expect(bot.calls.map((c) => c.method)).toEqual(['getWebhookInfo', 'setWebhook']);
    expect(called('setWebhook')[0]!.params).toEqual({
      url: productionUrl,
      allowed_updates: ['message', 'callback_query'],
      secret_token: secret,
    });

    const refused = await server.anonymous.request('POST', `/webhook/${webhookId}/webhook`, update, {
      'x-telegram-bot-api-secret-token': 'guess',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Provided secret is not valid' });
    expect(await executionsOf(server.ctx, id)).toHaveLength(0);

    const res = await server.anonymous.request('POST', `/webhook/${webhookId}/webhook`, update, {
      'x-telegram-bot-api-secret-token': secret,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Workflow was started' });
    const [run] = await finishedExecutions(server.ctx, id);
    expect(run!.mode).toBe('webhook');
    expect(run!.status).toBe('success');
    const [item] = JSON.parse(run!.data).resultData.runData['Telegram Trigger'][0].data.main[0];
    expect(item.json).toEqual(update);
    expect(item.binary.data).toMatchObject({ mimeType: 'image/jpeg', fileName: 'file_big.jpg', fileExtension: 'jpg' });
    expect(Buffer.from(item.binary.data.data, 'base64').toString()).toBe('BIG-PHOTO');
    expect(called('getFile')[0]!.params).toEqual({ file_id: 'big' });
    expect(called('file')[0]!.params).toEqual({ path: 'photos/file_big.jpg' });

    // An update of a kind not asked for starts nothing.
    const other = await server.anonymous.request(
      'POST',
      `/webhook/${webhookId}/webhook`,
      { update_id: 5002, poll: { id: 'p' } },
      { 'x-telegram-bot-api-secret-token': secret },
    );
    expect(other.body).toEqual({ message: 'Webhook call received' });

    // A restart keeps the registration: the next activation finds the URL and sets nothing.
    await server.ctx.activeWorkflows.stopAll();
    expect(called('deleteWebhook')).toHaveLength(0);
    bot.calls.length = 0;
    await server.ctx.activeWorkflows.activate(id);
    expect(bot.calls.map((c) => c.method)).toEqual(['getWebhookInfo']);

    await server.ctx.activeWorkflows.deactivate(id);
    expect(called('deleteWebhook')).toHaveLength(1);
    expect(bot.webhook.url).toBe('');
    expect(
      (
        await server.anonymous.request('POST', `/webhook/${webhookId}/webhook`, update, {
          'x-telegram-bot-api-secret-token': secret,
        })
      ).status,
    ).toBe(404);
    expect(await executionsOf(server.ctx, id)).toHaveLength(1);
  });

  it('version 1 takes updates without a secret; 1.2 keeps only the chats and users listed', async () => {
    const v1 = await telegramWorkflow(1);
    await server.ctx.activeWorkflows.activate(v1.id);
    expect((await server.anonymous.post(`/webhook/${v1.webhookId}/webhook`, update)).body).toEqual({
      message: 'Workflow was started',
    });
    await finishedExecutions(server.ctx, v1.id);
    await server.ctx.activeWorkflows.deactivate(v1.id);

    const only = await telegramWorkflow(1.2, { chatIds: '99, 100' });
    await server.ctx.activeWorkflows.activate(only.id);
    const headers = { 'x-telegram-bot-api-secret-token': only.secret };
    expect(
      (await server.anonymous.request('POST', `/webhook/${only.webhookId}/webhook`, update, headers)).body,
    ).toEqual({ message: 'Webhook call received' });
    const fromListed = { ...update, message: { ...update.message, chat: { id: 100, type: 'group' } } };
    expect(
      (await server.anonymous.request('POST', `/webhook/${only.webhookId}/webhook`, fromListed, headers)).body,
    ).toEqual({ message: 'Workflow was started' });
    const runs = await finishedExecutions(server.ctx, only.id);
    expect(runs).toHaveLength(1);
    await server.ctx.activeWorkflows.deactivate(only.id);
  });

  it('runs an echo bot as n8n saves it: the trigger’s update answered by a Telegram node through the same credential', async () => {
    // Nodes as n8n 1.123's editor exports them (ids, webhookId, credentials by id and name).
    const webhookId = 'c0a8e1f2-5b1d-4a55-9a37-0b7d1e8a9f10';
    const nodes = [
      {
        parameters: { updates: ['message'], additionalFields: {} },
        type: 'n8n-nodes-base.telegramTrigger',
        typeVersion: 1.2,
        position: [0, 0],
        id: 'e3b1c6d2-1111-4b8e-8c1a-2f6b3c4d5e6f',
        name: 'Telegram Trigger',
        webhookId,
        credentials: { telegramApi: { id: credentials.telegramApi!.id, name: 'Bot' } },
      },
      {
        parameters: {
          chatId: '={{ $json.message.chat.id }}',
          text: '=You said: {{ $json.message.text }}',
          additionalFields: { appendAttribution: false },
        },
        type: 'n8n-nodes-base.telegram',
        typeVersion: 1.2,
        position: [220, 0],
        id: 'f4c2d7e3-2222-4c9f-9d2b-3a7c4d5e6f70',
        name: 'Reply',
        credentials: { telegramApi: { id: credentials.telegramApi!.id, name: 'Bot' } },
      },
    ] as unknown as Parameters<typeof insertWorkflow>[1]['nodes'];
    const id = await insertWorkflow(server.ctx, {
      name: 'Echo bot',
      nodes,
      connections: { 'Telegram Trigger': { main: [[{ node: 'Reply', type: 'main', index: 0 }]] } },
    });
    await server.ctx.activeWorkflows.activate(id);
    const secret = `${id}_e3b1c6d2-1111-4b8e-8c1a-2f6b3c4d5e6f`.replace(/[^a-zA-Z0-9_-]+/g, '');
    const hello = {
      update_id: 7001,
      message: {
        message_id: 8,
        from: { id: 31, is_bot: false, first_name: 'Grace' },
        chat: { id: 31, type: 'private' },
        date: 1767225600,
        text: 'hello bot',
      },
    };
    const res = await server.anonymous.request('POST', `/webhook/${webhookId}/webhook`, hello, {
      'x-telegram-bot-api-secret-token': secret,
    });
    expect(res.body).toEqual({ message: 'Workflow was started' });
    const [run] = await finishedExecutions(server.ctx, id);
    expect(run!.status).toBe('success');
    expect(called('sendMessage').map((c) => c.params)).toEqual([
      { chat_id: 31, text: 'You said: hello bot', parse_mode: 'Markdown', disable_web_page_preview: true },
    ]);
    const reply = JSON.parse(run!.data).resultData.runData.Reply[0].data.main[0][0].json;
    expect(reply).toEqual({
      ok: true,
      result: { message_id: 900, chat: { id: 31, type: 'private' }, date: 1767225601, text: 'You said: hello bot' },
    });
    await server.ctx.activeWorkflows.deactivate(id);
  });

  it('a refused registration fails the activation with Telegram’s reason and leaves the workflow inactive', async () => {
    const { id, webhookId } = await telegramWorkflow();
    bot.refuseSetWebhook = 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook';
    await expect(server.ctx.activeWorkflows.activate(id)).rejects.toThrow(
      'The "Telegram Trigger" node could not register its webhook with the service: Telegram refused "setWebhook" (400): Bad Request: bad webhook: An HTTPS URL must be provided for webhook',
    );
    expect(server.ctx.activeWorkflows.activeIds()).not.toContain(id);
    expect((await server.anonymous.post(`/webhook/${webhookId}/webhook`, update)).status).toBe(404);
    const error = await owner.get(`/rest/active/error/${id}`);
    expect(error.body.data.error.message).toMatch(/An HTTPS URL must be provided/);
    // Through the API the workflow is saved inactive, with the reason.
    const patched = await owner.patch(`/rest/workflows/${id}`, { active: true });
    expect(patched.status).toBe(400);
    expect(patched.body.message).toMatch(/could not be activated: .*An HTTPS URL must be provided/);
    const row = await server.ctx.db.kysely
      .selectFrom('workflow')
      .select('active')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.active).toBeFalsy();
  });

  it('saves what create and delete keep in static data, and registers nothing twice across a restart', async () => {
    const hook = node('Id Hook', 'weft.idHookTest', {}, { webhookId: randomUUID() });
    const id = await insertWorkflow(server.ctx, { nodes: [hook] });
    const staticData = async () =>
      JSON.parse(
        (
          await server.ctx.db.kysely
            .selectFrom('workflow')
            .select('staticData')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).staticData ?? '{}',
      );
    await server.ctx.activeWorkflows.activate(id);
    expect(remoteHooks.created).toEqual(['remote-1']);
    expect(await staticData()).toEqual({
      'node:Id Hook': { webhookId: 'remote-1', url: `${server.ctx.config.baseUrl}/webhook/${hook.webhookId}/hook` },
    });
    await server.ctx.activeWorkflows.stopAll();
    await server.ctx.activeWorkflows.activate(id);
    expect(remoteHooks.created).toEqual(['remote-1']);
    const res = await server.anonymous.post(`/webhook/${hook.webhookId}/hook`, { a: 1 });
    expect(res.body).toEqual({ message: 'Workflow was started' });
    const [run] = await finishedExecutions(server.ctx, id);
    expect(JSON.parse(run!.data).resultData.runData['Id Hook'][0].data.main[0][0].json).toEqual({ got: { a: 1 } });
    await server.ctx.activeWorkflows.deactivate(id);
    expect(remoteHooks.deleted).toEqual(['remote-1']);
    expect(await staticData()).toEqual({
      'node:Id Hook': { url: `${server.ctx.config.baseUrl}/webhook/${hook.webhookId}/hook` },
    });
  });

  it('a node without a webhookId is served at <workflow id>/<node name>/<path>, as n8n builds it', async () => {
    const hook = node('Id Hook', 'weft.idHookTest', {});
    const id = await insertWorkflow(server.ctx, { nodes: [hook] });
    await server.ctx.activeWorkflows.activate(id);
    const stored = JSON.parse(
      (
        await server.ctx.db.kysely
          .selectFrom('workflow')
          .select('staticData')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).staticData ?? '{}',
    );
    expect(stored['node:Id Hook'].url).toBe(`${server.ctx.config.baseUrl}/webhook/${id}/id%20hook/hook`);
    const res = await server.anonymous.post(`/webhook/${id}/id%20hook/hook`, { b: 2 });
    expect(res.body).toEqual({ message: 'Workflow was started' });
    await finishedExecutions(server.ctx, id);
    await server.ctx.activeWorkflows.deactivate(id);
  });

  it('listening for a test event sets the test URL, runs the update it gets, then deletes the webhook', async () => {
    const { id, webhookId, secret } = await telegramWorkflow();
    const workflow = {
      ...(await server.ctx.db.kysely.selectFrom('workflow').selectAll().where('id', '=', id).executeTakeFirstOrThrow()),
    };
    const nodes = JSON.parse(workflow.nodes);
    const listening = await owner.post('/rest/workflows/run', {
      workflowData: { id, name: workflow.name, nodes, connections: JSON.parse(workflow.connections), settings: {} },
    });
    expect(listening.status, listening.text).toBe(200);
    expect(listening.body.data).toEqual({ waitingForWebhook: true });
    const testUrl = `${server.ctx.config.baseUrl}/webhook-test/${webhookId}/webhook`;
    expect(called('setWebhook')[0]!.params).toMatchObject({ url: testUrl, secret_token: secret });

    const res = await server.anonymous.request('POST', `/webhook-test/${webhookId}/webhook`, update, {
      'x-telegram-bot-api-secret-token': secret,
    });
    expect(res.body).toEqual({ message: 'Workflow was started' });
    const [run] = await finishedExecutions(server.ctx, id);
    expect(run!.mode).toBe('manual');
    expect(JSON.parse(run!.data).resultData.runData['Telegram Trigger'][0].data.main[0][0].json).toEqual(update);
    await waitFor(async () => called('deleteWebhook').length === 1, 3000, 'deleteWebhook after the test call');
    expect(
      (
        await server.anonymous.request('POST', `/webhook-test/${webhookId}/webhook`, update, {
          'x-telegram-bot-api-secret-token': secret,
        })
      ).status,
    ).toBe(404);

    // Stopping the listening by hand deletes it too.
    bot.calls.length = 0;
    await owner.post('/rest/workflows/run', {
      workflowData: { id, name: workflow.name, nodes, connections: JSON.parse(workflow.connections), settings: {} },
    });
    expect(called('setWebhook')).toHaveLength(1);
    expect((await owner.delete(`/rest/test-webhook/${id}`)).status).toBe(200);
    await waitFor(async () => called('deleteWebhook').length === 1, 3000, 'deleteWebhook after stopping');
  });
  it('after a test event of an active workflow, the bot’s webhook points at the production URL again', async () => {
    const { id, webhookId, secret } = await telegramWorkflow();
    await server.ctx.activeWorkflows.activate(id);
    const productionUrl = `${server.ctx.config.baseUrl}/webhook/${webhookId}/webhook`;
    expect(bot.webhook.url).toBe(productionUrl);
    const row = await server.ctx.db.kysely
      .selectFrom('workflow')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const listening = await owner.post('/rest/workflows/run', {
      workflowData: {
        id,
        name: row.name,
        nodes: JSON.parse(row.nodes),
        connections: JSON.parse(row.connections),
        settings: {},
      },
    });
    expect(listening.body.data).toEqual({ waitingForWebhook: true });
    expect(bot.webhook.url).toBe(`${server.ctx.config.baseUrl}/webhook-test/${webhookId}/webhook`);
    bot.calls.length = 0;
    await server.anonymous.request('POST', `/webhook-test/${webhookId}/webhook`, update, {
      'x-telegram-bot-api-secret-token': secret,
    });
    await waitFor(async () => bot.webhook.url === productionUrl, 3000, 'the production URL set again');
    expect(bot.calls.map((c) => c.method)).toEqual(['deleteWebhook', 'getWebhookInfo', 'setWebhook']);
    await server.ctx.activeWorkflows.deactivate(id);
    expect(bot.webhook.url).toBe('');
  });
});

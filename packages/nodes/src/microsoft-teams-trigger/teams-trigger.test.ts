/**
 * Microsoft Teams Trigger against the loopback Graph: the subscriptions activation creates (one per
 * resource, HTTPS only), the check that keeps valid ones, deletion, Graph's validation handshake and
 * notifications turned into items.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookRequestContext, WebhookSetupContext } from '@weft/workflow';
import type { GraphFakeState } from '../shared/microsoft/test-fake/graph-fake.mjs';
import { installTeams, type FakeTeams } from '../shared/microsoft/test-fake/teams-routes.mjs';
import { startGraphFake } from '../shared/microsoft/test-run.js';
import { microsoftTeamsTriggerNode } from './index.js';

let server: Awaited<ReturnType<typeof startGraphFake>>;
let state: GraphFakeState;
let teams: FakeTeams;
beforeAll(async () => {
  server = await startGraphFake();
  state = server.fake.state;
  teams = installTeams(server.fake);
});
afterAll(async () => {
  delete process.env.WEFT_MICROSOFT_GRAPH_URL;
  await server.close();
});
beforeEach(() => state.reset());

const node = microsoftTeamsTriggerNode[0]!;
const hooks = node.webhookMethods!.default!;
const URL_ = 'https://weft.example/webhook/abc/webhook';

async function http(o: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  qs?: Record<string, string>;
  body?: unknown;
}) {
  const res = await fetch(`${o.url}${o.qs ? `?${new URLSearchParams(o.qs)}` : ''}`, {
    method: o.method,
    headers: o.headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  const text = await res.text();
  return {
    statusCode: res.status,
    statusMessage: res.statusText,
    headers: Object.fromEntries(res.headers),
    body: text ? JSON.parse(text) : '',
  };
}

function setup(parameters: Record<string, unknown>, data: Record<string, unknown>, url = URL_): WebhookSetupContext {
  return {
    getNodeWebhookUrl: () => url,
    getNodeParameter: (name: string, fallback?: unknown) => (name in parameters ? parameters[name] : fallback),
    getNode: () => ({
      id: 'n',
      name: 'Teams Trigger',
      type: 'weft.microsoftTeamsTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters,
    }),
    getWorkflow: () => ({ id: 'w' }) as never,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => data,
    getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
    helpers: { httpRequest: (o) => http(o as never) },
  } as WebhookSetupContext;
}

describe('Microsoft Teams Trigger', () => {
  it('subscribes to each channel of every joined team, then finds the subscriptions valid, then deletes them', async () => {
    const a = teams.addTeam('A');
    const b = teams.addTeam('B');
    const ca = teams.addChannel(a.id, 'general');
    const cb = teams.addChannel(b.id, 'general');
    const data: Record<string, unknown> = {};
    const ctx = setup({ event: 'newChannelMessage', watchAllTeams: true }, data);
    expect(await hooks.checkExists(ctx)).toBe(false);
    expect(await hooks.create(ctx)).toBe(true);
    const posts = state.requests.filter((r) => r.method === 'POST' && r.path === 'subscriptions');
    expect(posts.map((r) => r.body.resource)).toEqual([
      `/teams/${a.id}/channels/${ca.id}/messages`,
      `/teams/${b.id}/channels/${cb.id}/messages`,
    ]);
    expect(posts[0]!.body).toMatchObject({
      changeType: 'created',
      notificationUrl: URL_,
      lifecycleNotificationUrl: URL_,
      latestSupportedTlsVersion: 'v1_2',
    });
    const hours = (Date.parse(posts[0]!.body.expirationDateTime) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72);
    expect(data.subscriptionIds).toHaveLength(2);
    expect(await hooks.checkExists(setup({ event: 'newChannelMessage', watchAllTeams: true }, {}))).toBe(true);
    const ids = [...(data.subscriptionIds as string[])];
    expect(await hooks.delete(ctx)).toBe(true);
    expect(state.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(
      ids.map((id) => `subscriptions/${id}`),
    );
    expect(state.collection('subscriptions').size).toBe(0);
    expect(data.subscriptionIds).toBeUndefined();
  });

  it("subscribes to one chat's messages, reading the chat id from its link", async () => {
    const data: Record<string, unknown> = {};
    await hooks.create(
      setup(
        {
          event: 'newChatMessage',
          watchAllChats: false,
          chatId: {
            __rl: true,
            mode: 'url',
            value: 'https://teams.microsoft.com/l/message/conversations/19:abc@thread.v2?x=1',
          },
        },
        data,
      ),
    );
    expect(state.requests.find((r) => r.path === 'subscriptions')!.body.resource).toBe(
      '/chats/19:abc@thread.v2/messages',
    );
  });

  it('refuses a URL that is not HTTPS, before calling Graph', async () => {
    await expect(hooks.create(setup({ event: 'newChat' }, {}, 'http://localhost:5678/webhook/x'))).rejects.toThrow(
      /Invalid Notification URL/,
    );
    expect(state.requests).toHaveLength(0);
  });

  it('echoes the validation token and turns notifications into items', async () => {
    const call = (query: Record<string, unknown>, body: Record<string, unknown>) =>
      ({
        getQueryData: () => query,
        getBodyData: () => body,
        getHeaderData: () => ({}),
        getParamsData: () => ({}),
        getWebhookName: () => 'default',
      }) as unknown as WebhookRequestContext;
    expect(await node.webhook!(call({ validationToken: 'abc 123' }, {}))).toEqual({
      response: { statusCode: 200, headers: { 'Content-Type': 'text/plain' }, body: 'abc 123' },
    });
    const result = await node.webhook!(
      call(
        {},
        {
          value: [
            {
              subscriptionId: 's',
              changeType: 'created',
              resource: 'chats/1/messages/2',
              resourceData: { id: '2', '@odata.type': '#Microsoft.Graph.chatMessage' },
            },
            { subscriptionId: 's', changeType: 'created', resource: 'chats/1/messages/3' },
            { subscriptionId: 's', lifecycleEvent: 'reauthorizationRequired' },
          ],
        },
      ),
    );
    expect(result.workflowData).toEqual([
      [
        { json: { id: '2', '@odata.type': '#Microsoft.Graph.chatMessage' } },
        { json: { subscriptionId: 's', changeType: 'created', resource: 'chats/1/messages/3' } },
      ],
    ]);
  });
});

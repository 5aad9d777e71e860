/**
 * Slack Trigger through the server: an active workflow's webhook URL answers Slack's
 * url_verification challenge, checks the v0 signature over the body's raw bytes (Slack escapes
 * "/" in its JSON, so a re-serialised body would not match) with the credential's signing secret,
 * refuses unsigned calls with 401 and starts a run with the event of the watched channel.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from './harness.js';
import { chain, executionsOf, finishedExecutions, insertWorkflow, node } from './activation-helpers.js';

const SECRET = 'slack-signing-secret-for-tests';

function signed(raw: string, at = Math.floor(Date.now() / 1000)): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-slack-request-timestamp': String(at),
    'x-slack-signature': `v0=${createHmac('sha256', SECRET).update(`v0:${at}:${raw}`).digest('hex')}`,
  };
}

describe('Slack Trigger through the server', () => {
  let server: TestServer;
  let owner: TestClient;
  let credentials: Record<string, { id: string; name: string }>;

  beforeAll(async () => {
    server = await createTestServer('sqlite');
    owner = await server.owner();
    const created = await owner.post('/rest/credentials', {
      name: 'Slack app',
      type: 'slackApi',
      data: { accessToken: 'xoxb-test', signatureSecret: SECRET },
    });
    expect(created.status, created.text).toBe(200);
    credentials = { slackApi: { id: created.body.data.id as string, name: 'Slack app' } };
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the challenge, verifies signatures over the raw body and starts a run with the event', async () => {
    const webhookId = randomUUID();
    const trigger = node(
      'Slack Trigger',
      'n8n-nodes-base.slackTrigger',
      { trigger: ['message'], channelId: { __rl: true, value: 'C01GENERAL', mode: 'id' } },
      { typeVersion: 1, webhookId, credentials },
    );
    const id = await insertWorkflow(server.ctx, {
      name: 'Slack inbox',
      nodes: [trigger, node('Done', 'n8n-nodes-base.noOp')],
      connections: chain('Slack Trigger', 'Done'),
    });
    await server.ctx.activeWorkflows.activate(id);
    const url = `/webhook/${webhookId}/webhook`;

    const challengeRaw = JSON.stringify({ token: 't', challenge: 'ch4ll3nge', type: 'url_verification' });
    const challenge = await server.anonymous.request('POST', url, challengeRaw, signed(challengeRaw));
    expect(challenge.status).toBe(200);
    expect(challenge.body).toEqual({ challenge: 'ch4ll3nge' });

    const raw =
      '{"type":"event_callback","team_id":"T0WEFT","event":{"type":"message","channel":"C01GENERAL","user":"U02BOB","text":"see https:\\/\\/weft.test\\/x","ts":"1700000001.000123"}}';
    const unsigned = await server.anonymous.request('POST', url, raw, { 'content-type': 'application/json' });
    expect(unsigned.status).toBe(401);
    const forged = await server.anonymous.request('POST', url, raw, { ...signed(raw), 'x-slack-signature': 'v0=00' });
    expect(forged.status).toBe(401);
    expect(await executionsOf(server.ctx, id)).toHaveLength(0);

    const ok = await server.anonymous.request('POST', url, raw, signed(raw));
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toEqual({ message: 'Workflow was started' });
    const [run] = await finishedExecutions(server.ctx, id);
    const [item] = JSON.parse(run!.data).resultData.runData['Slack Trigger'][0].data.main[0];
    expect(item.json).toEqual({
      type: 'message',
      channel: 'C01GENERAL',
      user: 'U02BOB',
      text: 'see https://weft.test/x',
      ts: '1700000001.000123',
    });

    const elsewhereRaw = raw.replace('C01GENERAL', 'C02RANDOM');
    const elsewhere = await server.anonymous.request('POST', url, elsewhereRaw, signed(elsewhereRaw));
    expect(elsewhere.body).toEqual({ message: 'Webhook call received' });
  });
});

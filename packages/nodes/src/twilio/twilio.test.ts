/**
 * Twilio 1/2 against the loopback REST API fake (test-fake/twilio-fake.mjs), in workflows as n8n
 * stores them: the form each operation sends (SMS, WhatsApp, a spoken or TwiML call), both ways of
 * signing in, the items Twilio's answers become, Twilio's refusals as node errors, continue-on-fail
 * per item, 429 retries, and the registration (version, tool variant, credential).
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { escapeXml } from './execute.js';
import {
  ACCOUNT_SID,
  API_KEY_SECRET,
  API_KEY_SID,
  AUTH_TOKEN,
  start,
  type TwilioFake,
} from './test-fake/twilio-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: TwilioFake;

beforeEach(async () => {
  await server?.close();
  server = await start();
  fake = server.fake;
  process.env.WEFT_TWILIO_API_URL = server.url;
  process.env.WEFT_TWILIO_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_TWILIO_API_URL;
  delete process.env.WEFT_TWILIO_RETRY_BASE_MS;
  await server?.close();
});

const TOKEN_CREDS = { authType: 'authToken', accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN };
const KEY_CREDS = { authType: 'apiKey', accountSid: ACCOUNT_SID, apiKeySid: API_KEY_SID, apiKeySecret: API_KEY_SECRET };
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** Runs one Twilio node with `parameters` through the engine. */
async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; creds?: Record<string, unknown>; version?: number } = {},
) {
  const node: Record<string, unknown> = {
    id: 't1',
    name: 'Twilio',
    type: 'n8n-nodes-base.twilio',
    typeVersion: options.version ?? 1,
    position: [0, 0],
    parameters,
    credentials: { twilioApi: { id: 'c', name: 'Twilio' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'twilio test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Twilio',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => options.creds ?? TOKEN_CREDS },
  });
  const items = result.data.resultData.runData.Twilio?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const requests = () => fake.state.calls;
const PATH = `/2010-04-01/Accounts/${ACCOUNT_SID}`;

describe('Twilio registration', () => {
  it('registers Twilio 1, twilioTool 1 and the twilioApi credential, and no other version', () => {
    expect(registry.versions?.('n8n-nodes-base.twilio')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.twilioTool')).toEqual([1]);
    expect(registry.get('n8n-nodes-base.twilio', 2)).toBeUndefined();
    const tool = registry.get('n8n-nodes-base.twilioTool', 1)!.description;
    expect(tool.outputs).toEqual(['ai_tool']);
    expect(tool.properties.map((p) => p.name)).toContain('toolDescription');
    const cred = builtinCredentialTypes.find((c) => c.name === 'twilioApi')!;
    expect(cred.properties.map((p) => p.name)).toEqual([
      'authType',
      'accountSid',
      'authToken',
      'apiKeySid',
      'apiKeySecret',
    ]);
    expect(cred.authenticate?.(TOKEN_CREDS, { url: 'x' }).headers).toEqual({
      Authorization: basic(ACCOUNT_SID, AUTH_TOKEN),
    });
    expect(cred.authenticate?.(KEY_CREDS, { url: 'x' }).headers).toEqual({
      Authorization: basic(API_KEY_SID, API_KEY_SECRET),
    });
  });
});

describe('Twilio SMS', () => {
  it("sends one message per item with n8n's form fields (an empty status callback included) and answers Twilio's message", async () => {
    const { json, items, error } = await run(
      { from: '+14155550100', to: '={{ $json.to }}', message: '={{ $json.text }}' },
      {
        items: [
          { json: { to: '+14155550123', text: 'Shipped' } },
          { json: { to: '+447700900123', text: 'Ünïcödé 🙂' } },
        ],
      },
    );
    expect(error).toBeUndefined();
    expect(requests().map((c) => [c.method, c.path, c.contentType, c.authorization])).toEqual([
      ['POST', `${PATH}/Messages.json`, 'application/x-www-form-urlencoded', basic(ACCOUNT_SID, AUTH_TOKEN)],
      ['POST', `${PATH}/Messages.json`, 'application/x-www-form-urlencoded', basic(ACCOUNT_SID, AUTH_TOKEN)],
    ]);
    expect(requests().map((c) => c.form)).toEqual([
      { From: '+14155550100', To: '+14155550123', Body: 'Shipped', StatusCallback: '' },
      { From: '+14155550100', To: '+447700900123', Body: 'Ünïcödé 🙂', StatusCallback: '' },
    ]);
    expect(json.map((m) => [m.sid, m.status, m.from, m.to, m.body, m.num_segments])).toEqual([
      ['SM00000000000000000000000000000001', 'queued', '+14155550100', '+14155550123', 'Shipped', '1'],
      ['SM00000000000000000000000000000002', 'queued', '+14155550100', '+447700900123', 'Ünïcödé 🙂', '1'],
    ]);
    expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('prefixes both numbers with whatsapp: for WhatsApp and sends the status callback option', async () => {
    const { json } = await run({
      resource: 'sms',
      operation: 'send',
      from: '+14155238886',
      to: '+14155550125',
      toWhatsapp: true,
      message: 'Hi',
      options: { statusCallback: 'https://hooks.weft.example/s' },
    });
    expect(requests()[0]!.form).toEqual({
      From: 'whatsapp:+14155238886',
      To: 'whatsapp:+14155550125',
      Body: 'Hi',
      StatusCallback: 'https://hooks.weft.example/s',
    });
    expect(json[0]).toMatchObject({ from: 'whatsapp:+14155238886', to: 'whatsapp:+14155550125' });
  });

  it("signs with the API key SID and secret when the credential says apiKey, under the account's path", async () => {
    await run({ from: '+14155550100', to: '+14155550128', message: 'k' }, { creds: KEY_CREDS });
    expect(requests()[0]).toMatchObject({
      path: `${PATH}/Messages.json`,
      authorization: basic(API_KEY_SID, API_KEY_SECRET),
    });
  });
});

describe('Twilio calls', () => {
  it('speaks the message XML-escaped inside <Say>, or sends it as TwiML as it is', async () => {
    const { json } = await run({
      resource: 'call',
      from: '+14155550100',
      to: '+14155550126',
      message: 'Hi <Ada> & "you", it\'s',
    });
    expect(requests()[0]!.path).toBe(`${PATH}/Calls.json`);
    expect(requests()[0]!.form).toEqual({
      From: '+14155550100',
      To: '+14155550126',
      Twiml: '<Response><Say>Hi &lt;Ada&gt; &amp; &quot;you&quot;, it&apos;s</Say></Response>',
      StatusCallback: '',
    });
    expect(json[0]).toMatchObject({
      sid: 'CA00000000000000000000000000000001',
      status: 'queued',
      to_formatted: '(415) 555-0126',
    });
    await run({
      resource: 'call',
      operation: 'make',
      from: '+14155550101',
      to: '+14155550127',
      twiml: true,
      message: '<Response><Play>x.mp3</Play></Response>',
    });
    expect(requests()[1]!.form.Twiml).toBe('<Response><Play>x.mp3</Play></Response>');
    expect(escapeXml('a&b')).toBe('a&amp;b');
  });
});

describe('Twilio errors', () => {
  it("stops at a refused item with n8n's message for the status and Twilio's message as the description", async () => {
    const { error } = await run(
      { from: '+14155550100', to: '={{ $json.to }}', message: 'Hi' },
      { items: [{ json: { to: '+14155550129' } }, { json: { to: '555-0100' } }] },
    );
    expect(requests()).toHaveLength(2);
    expect(error?.message).toBe('Bad request - please check your parameters');
    expect(error?.description).toBe("Invalid 'To' Phone Number: 555-0100");
  });

  it('gives { error } for a failing item with Continue On Fail and goes on with the next', async () => {
    const { json, items } = await run(
      { from: '+14155550100', to: '={{ $json.to }}', message: 'Hi' },
      { onError: 'continueRegularOutput', items: [{ json: { to: '12' } }, { json: { to: '+14155550130' } }] },
    );
    expect(json[0]).toEqual({ error: 'Bad request - please check your parameters' });
    expect(json[1]).toMatchObject({ sid: 'SM00000000000000000000000000000001' });
    expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('answers a wrong secret with the authorization error', async () => {
    const { error } = await run(
      { from: '+14155550100', to: '+14155550130', message: 'Hi' },
      { creds: { ...TOKEN_CREDS, authToken: 'nope' } },
    );
    expect(error?.message).toMatch(/Authorization failed/);
    expect(fake.state.messages).toHaveLength(0);
  });

  it('waits out a 429 (Retry-After) and a 503, then sends once', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 }, { status: 503 });
    const { json, error } = await run({ from: '+14155550100', to: '+14155550130', message: 'Hi' });
    expect(error).toBeUndefined();
    expect(requests()).toHaveLength(3);
    expect(json).toHaveLength(1);
    expect(fake.state.messages).toHaveLength(1);
  });
});

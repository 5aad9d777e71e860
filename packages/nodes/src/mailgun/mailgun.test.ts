/**
 * Mailgun 1 against the loopback Mailgun fake (test-fake/mailgun-fake.mjs), in workflows as n8n
 * stores them: the multipart form each item sends (from, to, subject, text and html always; cc and
 * bcc only when given; attachments from binary properties with their names), the credential's
 * domain in the path and its key as HTTP Basic, Mailgun's reply as the item, its refusals as node
 * errors, continue-on-fail paired with the input, and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { mailgunMessagesUrl } from './execute.js';
import { API_KEY, start, type MailgunFake } from './test-fake/mailgun-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: MailgunFake;

beforeEach(async () => {
  await server?.close();
  server = await start({ domains: ['mg.weft.example'] });
  fake = server.fake;
  process.env.WEFT_MAILGUN_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_MAILGUN_API_URL;
  await server?.close();
});

const MESSAGE = {
  fromEmail: 'Weft <hello@mg.weft.example>',
  toEmail: '={{ $json.email }}',
  ccEmail: '',
  bccEmail: '',
  subject: '=Hello {{ $json.name }}',
  text: 'Your loom is ready.',
  html: '',
  attachments: '',
};

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; apiKey?: string; emailDomain?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 'm1',
    name: 'Mailgun',
    type: 'n8n-nodes-base.mailgun',
    typeVersion: 1,
    position: [0, 0],
    parameters: { ...MESSAGE, ...parameters },
    credentials: { mailgunApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'mailgun test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Mailgun',
    startItems: options.items ?? [{ json: { email: 'ada@weft.example', name: 'Ada' } }],
    services: {
      getCredentials: async () => ({
        apiDomain: 'api.mailgun.net',
        emailDomain: options.emailDomain ?? 'mg.weft.example',
        apiKey: options.apiKey ?? API_KEY,
      }),
    },
  });
  const items = result.data.resultData.runData.Mailgun?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('Mailgun', () => {
  it('registers Mailgun 1, mailgunTool 1 and the mailgunApi credential', () => {
    expect(registry.versions?.('n8n-nodes-base.mailgun')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.mailgunTool')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'mailgunApi')!;
    expect(cred.authenticate?.({ apiKey: 'k' }, { url: 'x', headers: {} }).headers).toEqual({
      Authorization: `Basic ${Buffer.from('api:k').toString('base64')}`,
    });
  });

  it("posts to the credential's host and domain", () => {
    const saved = process.env.WEFT_MAILGUN_API_URL;
    delete process.env.WEFT_MAILGUN_API_URL;
    expect(mailgunMessagesUrl({ apiDomain: 'api.eu.mailgun.net', emailDomain: 'eu.weft.example' })).toBe(
      'https://api.eu.mailgun.net/v3/eu.weft.example/messages',
    );
    process.env.WEFT_MAILGUN_API_URL = saved;
  });

  it("sends one message per item and answers Mailgun's reply, paired", async () => {
    const { items } = await run(
      {},
      {
        items: [
          { json: { email: 'ada@weft.example', name: 'Ada' } },
          { json: { email: 'grace@weft.example', name: 'Grace' } },
        ],
      },
    );
    expect(items).toEqual([
      {
        json: { id: '<20240304090000.000001@mg.weft.example>', message: 'Queued. Thank you.' },
        pairedItem: { item: 0 },
      },
      {
        json: { id: '<20240304090000.000002@mg.weft.example>', message: 'Queued. Thank you.' },
        pairedItem: { item: 1 },
      },
    ]);
    const call = fake.state.calls[1]!;
    expect(call.path).toBe('/v3/mg.weft.example/messages');
    expect(call.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.authorization).toBe(`Basic ${Buffer.from(`api:${API_KEY}`).toString('base64')}`);
    // Empty text or html are sent; empty cc and bcc are not.
    expect(call.form).toEqual({
      from: 'Weft <hello@mg.weft.example>',
      to: 'grace@weft.example',
      subject: 'Hello Grace',
      text: 'Your loom is ready.',
      html: '',
    });
  });

  it('sends cc and bcc when given', async () => {
    await run({ ccEmail: 'team@weft.example', bccEmail: 'audit@weft.example', html: '<p>Hi</p>' });
    expect(fake.state.messages[0]).toMatchObject({
      cc: 'team@weft.example',
      bcc: 'audit@weft.example',
      html: '<p>Hi</p>',
    });
  });

  it('attaches the named binary properties, with their names', async () => {
    await run(
      { attachments: 'pattern, notes' },
      {
        items: [
          {
            json: { email: 'ada@weft.example', name: 'Ada' },
            binary: {
              pattern: { data: base64('warp,weft\n'), mimeType: 'text/csv', fileName: 'pattern.csv' },
              notes: { data: base64('even tension'), mimeType: 'text/plain' },
            },
          },
        ],
      },
    );
    expect(fake.state.messages[0]!.attachments).toEqual([
      { field: 'attachment', name: 'pattern.csv', type: 'text/csv', size: 10, text: 'warp,weft\n' },
      { field: 'attachment', name: 'unknown', type: 'text/plain', size: 12, text: 'even tension' },
    ]);
  });

  it('ignores attachments when the item has no binary data, and refuses a missing property', async () => {
    const { json } = await run(
      { attachments: 'missing' },
      {
        onError: 'continueRegularOutput',
        items: [
          { json: { email: 'ada@weft.example' }, binary: { other: { data: base64('x'), mimeType: 'text/plain' } } },
          { json: { email: 'ada@weft.example' } },
        ],
      },
    );
    expect(json[0]).toEqual({ error: "The item has no binary field 'missing' [item 0]" });
    expect(json[1]!.message).toBe('Queued. Thank you.');
  });

  it("stops on a refusal with Mailgun's message as the description, or continues with { error }", async () => {
    const stopped = await run({}, { items: [{ json: { email: 'not an address' } }] });
    expect(stopped.error?.message).toBe('Bad request - please check your parameters');
    expect((stopped.error as any)?.description).toBe('to parameter is not a valid address. please check documentation');
    const continued = await run(
      { text: '' },
      { onError: 'continueRegularOutput', items: [{ json: { email: 'ada@weft.example' } }] },
    );
    expect(continued.items).toEqual([
      { json: { error: 'Bad request - please check your parameters' }, pairedItem: { item: 0 } },
    ]);
    const unknown = await run({}, { emailDomain: 'other.example' });
    expect((unknown.error as any)?.description).toBe('Domain not found: other.example');
    const denied = await run({}, { apiKey: 'wrong' });
    expect(denied.error?.message).toContain('Authorization failed');
  });
});

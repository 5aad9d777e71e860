/**
 * WhatsApp Business Cloud 1 and 1.1 against the loopback Cloud API fake (test-fake/whatsapp-fake.mjs),
 * in workflows as n8n stores them: each message type's request (path, Bearer token, JSON body), the
 * binary upload before a media message, templates with components, media upload/URL/delete, the
 * option lists, Graph errors worded as n8n words them, 429/5xx retries, continue-on-fail, and send and wait.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultHttpRequest, runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { whatsAppMethods } from './methods.js';
import { PHONE_ID, start, TOKEN, WABA_ID, type WhatsAppFake } from './test-fake/whatsapp-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>>;
let fake: WhatsAppFake;

beforeAll(async () => {
  server = await start();
  fake = server.fake;
  process.env.WEFT_WHATSAPP_API_URL = server.url;
  process.env.WEFT_WHATSAPP_RETRY_BASE_MS = '5';
});
afterAll(async () => {
  delete process.env.WEFT_WHATSAPP_API_URL;
  delete process.env.WEFT_WHATSAPP_RETRY_BASE_MS;
  await server.close();
});
beforeEach(() => fake.reset());

const credentials = { whatsAppApi: { accessToken: TOKEN, businessAccountId: WABA_ID } };

/** Runs one WhatsApp node with `parameters` through the engine. */
async function run(
  parameters: Record<string, unknown>,
  options: { version?: number; items?: Item[]; onError?: string; resumable?: boolean; token?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 'w1',
    name: 'WhatsApp',
    type: 'n8n-nodes-base.whatsApp',
    typeVersion: options.version ?? 1.1,
    position: [0, 0],
    parameters,
    credentials: { whatsAppApi: { id: '1', name: 'WhatsApp' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf1', name: 'wa test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'WhatsApp',
    startItems: options.items ?? [{ json: {} }],
    ...(options.resumable ? { resumeUrl: 'https://weft.example/webhook-waiting' } : {}),
    services: {
      getCredentials: async () => ({
        ...credentials.whatsAppApi,
        ...(options.token ? { accessToken: options.token } : {}),
      }),
      ...(options.resumable
        ? { signResumeUrl: (url: string) => `${url}${url.includes('?') ? '&' : '?'}signature=sig` }
        : {}),
    },
  });
  const items = result.data.resultData.runData.WhatsApp?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json as Record<string, any>),
    error: result.data.resultData.error,
    status: result.status,
  };
}

const send = (extra: Record<string, unknown>) => ({
  resource: 'message',
  operation: 'send',
  phoneNumberId: PHONE_ID,
  recipientPhoneNumber: '+1(555)010-9999',
  ...extra,
});
const last = () => fake.calls.at(-1)!;

describe('WhatsApp registration', () => {
  it('registers 1 and 1.1, whatsAppTool at both, the trigger, and the credentials with n8n’s property names', () => {
    expect(registry.versions?.('n8n-nodes-base.whatsApp')).toEqual([1, 1.1]);
    expect(registry.versions?.('n8n-nodes-base.whatsAppTool')).toEqual([1, 1.1]);
    expect(registry.versions?.('n8n-nodes-base.whatsAppTrigger')).toEqual([1]);
    const props = (name: string) => builtinCredentialTypes.find((c) => c.name === name)?.properties.map((p) => p.name);
    expect(props('whatsAppApi')).toEqual(['accessToken', 'businessAccountId']);
    expect(props('whatsAppTriggerApi')).toEqual(['clientId', 'clientSecret']);
  });
});

describe('WhatsApp messages', () => {
  it('sends a text message (number cleaned, preview flag) and answers the Graph API’s answer', async () => {
    const r = await run(
      send({ messageType: 'text', textBody: 'Hello there', additionalFields: { previewUrl: true } }),
      { items: [{ json: {} }, { json: {} }] },
    );
    expect(r.error).toBeUndefined();
    expect(last()).toMatchObject({ method: 'POST', path: `/v13.0/${PHONE_ID}/messages`, auth: `Bearer ${TOKEN}` });
    expect(last().contentType).toMatch(/^application\/json/);
    expect(last().body).toEqual({
      messaging_product: 'whatsapp',
      to: '15550109999',
      type: 'text',
      text: { body: 'Hello there', preview_url: true },
    });
    expect(r.json[0]).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: '15550109999', wa_id: '15550109999' }],
      messages: [{ id: 'wamid.1' }],
    });
    expect(r.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('sends a location and a contact card, the fields left out empty as n8n sends them (1.1: WhatsApp user ID as wa_id)', async () => {
    await run(
      send({
        messageType: 'location',
        longitude: 13.4,
        latitude: 52.5,
        additionalFields: { nameAndAddress: { name: 'Office', address: 'Main St 1' } },
      }),
    );
    expect(last().body).toEqual({
      messaging_product: 'whatsapp',
      to: '15550109999',
      type: 'location',
      location: { longitude: 13.4, latitude: 52.5, name: 'Office', address: 'Main St 1' },
    });
    await run(
      send({
        messageType: 'contacts',
        name: { data: { formatted_name: 'Ada Lovelace', first_name: 'Ada', last_name: 'Lovelace' } },
        additionalFields: {
          birthday: '1815-12-10',
          emails: { data: [{ type: 'WORK', email: 'ada@weft.test' }] },
          phones: { data: [{ type: 'CELL', phone: '+44 20 7946 0000', whatsapp_user_id: '442079460000' }] },
          organization: { data: { company: 'Analytical Engines', title: 'Countess' } },
          addresses: { address: [{ type: 'HOME', city: 'London', country_code: 'GB' }] },
          urls: { url: [{ type: 'WORK', url: 'https://ada.test' }] },
        },
      }),
    );
    expect(last().body.contacts).toEqual([
      {
        name: {
          formatted_name: 'Ada Lovelace',
          first_name: 'Ada',
          last_name: 'Lovelace',
          middle_name: '',
          suffix: '',
          prefix: '',
        },
        addresses: [{ type: 'HOME', street: '', city: 'London', state: '', zip: '', country: '', country_code: 'GB' }],
        birthday: '1815-12-10',
        emails: [{ type: 'WORK', email: 'ada@weft.test' }],
        org: { company: 'Analytical Engines', department: '', title: 'Countess' },
        phones: [{ type: 'CELL', phone: '+44 20 7946 0000', wa_id: '442079460000' }],
        urls: [{ type: 'WORK', url: 'https://ada.test' }],
      },
    ]);
  });

  it('sends media by link, by ID (document file name), and from binary data uploaded first', async () => {
    await run(
      send({
        messageType: 'image',
        mediaPath: 'useMediaLink',
        mediaLink: 'https://img.test/cat.png',
        additionalFields: { mediaCaption: 'A cat' },
      }),
    );
    expect(last().body).toEqual({
      messaging_product: 'whatsapp',
      to: '15550109999',
      type: 'image',
      image: { link: 'https://img.test/cat.png', caption: 'A cat' },
    });
    const bytes = Buffer.from('%PDF-1.4 fake');
    const r = await run(
      send({ messageType: 'document', mediaPath: 'useMedian8n', mediaPropertyName: 'file', additionalFields: {} }),
      {
        items: [
          {
            json: {},
            binary: { file: { data: bytes.toString('base64'), mimeType: 'application/pdf', fileName: 'invoice.pdf' } },
          },
        ],
      },
    );
    expect(r.error).toBeUndefined();
    const [upload, message] = fake.calls.slice(-2);
    expect(upload).toMatchObject({
      method: 'POST',
      path: `/v13.0/${PHONE_ID}/media`,
      body: { messaging_product: 'whatsapp' },
      files: { file: { name: 'invoice.pdf', type: 'application/pdf', text: '%PDF-1.4 fake' } },
    });
    expect(upload!.contentType).toMatch(/^multipart\/form-data/);
    const mediaId = fake.state.media[0]!.id as string;
    expect(message!.body).toEqual({
      messaging_product: 'whatsapp',
      to: '15550109999',
      type: 'document',
      document: { id: mediaId, filename: 'invoice.pdf' },
    });
    await run(
      send({
        messageType: 'document',
        mediaPath: 'useMediaId',
        mediaId,
        mediaFilename: 'a.pdf',
        additionalFields: { mediaCaption: 'Here' },
      }),
    );
    expect(last().body.document).toEqual({ id: mediaId, filename: 'a.pdf', caption: 'Here' });
  });

  it('sends a template with body, button and header components', async () => {
    const r = await run({
      resource: 'message',
      operation: 'sendTemplate',
      phoneNumberId: PHONE_ID,
      recipientPhoneNumber: '15550109999',
      template: 'order_update|en_US',
      components: {
        component: [
          {
            type: 'body',
            bodyParameters: {
              parameter: [
                { type: 'text', text: 'Ada' },
                { type: 'currency', code: 'EUR', amount_1000: 12.5, fallback_value: '€12.50' },
                { type: 'date_time', date_time: '2026-01-01' },
              ],
            },
          },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: 0,
            buttonParameters: { parameter: { type: 'payload', payload: 'YES' } },
          },
          { type: 'header', headerParameters: { parameter: [{ type: 'image', imageLink: 'https://img.test/h.png' }] } },
        ],
      },
    });
    expect(r.error).toBeUndefined();
    expect(last().body).toEqual({
      messaging_product: 'whatsapp',
      to: '15550109999',
      type: 'template',
      template: {
        name: 'order_update',
        language: { code: 'en_US' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ada' },
              { type: 'currency', currency: { code: 'EUR', fallback_value: '€12.50', amount_1000: 12500 } },
              { type: 'date_time', date_time: { fallback_value: '2026-01-01' } },
            ],
          },
          { type: 'button', index: '0', sub_type: 'quick_reply', parameters: [{ type: 'payload', payload: 'YES' }] },
          { type: 'header', parameters: [{ type: 'image', image: { link: 'https://img.test/h.png' } }] },
        ],
      },
    });
    expect(r.json[0]!.messages[0].id).toMatch(/^wamid\./);
  });
});

describe('WhatsApp media', () => {
  it('uploads a file, gets its download URL and deletes it', async () => {
    const up = await run(
      {
        resource: 'media',
        operation: 'mediaUpload',
        phoneNumberId: PHONE_ID,
        mediaPropertyName: 'data',
        additionalFields: { mediaFileName: 'renamed.txt' },
      },
      {
        items: [
          {
            json: {},
            binary: {
              data: { data: Buffer.from('abc').toString('base64'), mimeType: 'text/plain', fileName: 'orig.txt' },
            },
          },
        ],
      },
    );
    expect(last().files.file).toEqual({ name: 'renamed.txt', type: 'text/plain', size: 3, text: 'abc' });
    const id = up.json[0]!.id as string;
    expect(up.json[0]).toEqual({ id: expect.stringMatching(/^\d+$/) });
    const got = await run({ resource: 'media', operation: 'mediaUrlGet', mediaGetId: id });
    expect(last()).toMatchObject({ method: 'GET', path: `/v13.0/${id}` });
    expect(got.json[0]).toEqual({
      messaging_product: 'whatsapp',
      url: `${server.url}/media-download/${id}`,
      mime_type: 'text/plain',
      sha256: 'f00d',
      file_size: 3,
      id,
    });
    const del = await run({ resource: 'media', operation: 'mediaDelete', mediaDeleteId: id });
    expect(last()).toMatchObject({ method: 'DELETE', path: `/v13.0/${id}` });
    expect(del.json[0]).toEqual({ success: true });
    expect(fake.state.media).toHaveLength(0);
  });
});

describe('WhatsApp errors', () => {
  it('words bad media IDs and URLs and other refusals as n8n, with Graph’s message as the description, names the item, and continues on fail', async () => {
    const badId = await run(
      send({ messageType: 'video', mediaPath: 'useMediaId', mediaId: '123', additionalFields: {} }),
    );
    expect(badId.error).toMatchObject({
      message: 'Invalid video ID',
      description: "Param video['id'] is not a valid whatsapp business account media attachment ID",
      httpCode: '400',
      context: { itemIndex: 0 },
    });
    const badUrl = await run(
      send({ messageType: 'audio', mediaPath: 'useMediaLink', mediaLink: 'not a url', additionalFields: {} }),
    );
    expect(badUrl.error?.message).toBe('Invalid audio URL');
    const badToken = await run(send({ messageType: 'text', textBody: 'x', additionalFields: {} }), {
      token: 'expired',
    });
    expect(badToken.error).toMatchObject({
      message: 'Authorization failed - please check your credentials',
      description: 'Invalid OAuth access token - Cannot parse access token',
      httpCode: '401',
    });
    const noFile = await run(
      send({ messageType: 'image', mediaPath: 'useMedian8n', mediaPropertyName: 'data', additionalFields: {} }),
    );
    expect(noFile.error?.message).toBe('The item has no binary field "data"');
    const cont = await run(send({ messageType: 'text', textBody: '={{ $json.text }}', additionalFields: {} }), {
      items: [{ json: { text: 'ok' } }, { json: { text: '' } }],
      onError: 'continueRegularOutput',
    });
    expect(cont.json[0]!.messages).toHaveLength(1);
    expect(cont.json[1]).toEqual({ error: 'Bad request - please check your parameters' });
  });

  it('retries 429 and 5xx; a message still failing with 500 reads "Sending failed"', async () => {
    fake.state.faults.push({
      path: '/messages',
      status: 429,
      headers: { 'retry-after': '0' },
      body: { error: { message: '(#80007) Rate limit hit', code: 80007 } },
    });
    fake.state.faults.push({ path: '/messages', status: 503, times: 1 });
    const r = await run(send({ messageType: 'text', textBody: 'x', additionalFields: {} }));
    expect(r.error).toBeUndefined();
    expect(fake.calls).toHaveLength(3);
    fake.state.faults.push({ path: '/messages', status: 500, times: 10 });
    const down = await run(send({ messageType: 'text', textBody: 'x', additionalFields: {} }));
    expect(down.error).toMatchObject({ message: 'Sending failed', httpCode: '500' });
  });
});

describe('WhatsApp send and wait', () => {
  it('sends the text with each answer as a bold label and link, and waits', async () => {
    const r = await run(
      {
        resource: 'message',
        operation: 'sendAndWait',
        phoneNumberId: PHONE_ID,
        recipientPhoneNumber: '+15550109999',
        message: 'Approve the refund?',
        responseType: 'approval',
        approvalOptions: { values: { approvalType: 'double' } },
        options: {},
      },
      { resumable: true },
    );
    expect(r.error).toBeUndefined();
    expect(r.status).toBe('waiting');
    const body = last().body;
    expect(body).toMatchObject({ messaging_product: 'whatsapp', type: 'text', to: '15550109999' });
    expect(body.text.body).toMatch(
      /^Approve the refund\?\n\n\*✗ Decline:\*\n_https:\/\/weft\.example\/webhook-waiting\/\S+approved=false&signature=sig_\n\n\*✓ Approve:\*\n_\S+approved=true&signature=sig_\n\n\n\nThis message was sent automatically with Weft$/,
    );
  });
});

describe('WhatsApp option lists', () => {
  it('lists the account’s phone numbers and templates, sorted by name', async () => {
    const ctx = {
      getNodeParameter: (_: string, fallback?: unknown) => fallback,
      getNode: () => ({
        id: 'w1',
        name: 'WhatsApp',
        type: 'weft.whatsApp',
        typeVersion: 1.1,
        position: [0, 0],
        parameters: {},
      }),
      getCredentials: async () => credentials.whatsAppApi,
      helpers: { httpRequest: defaultHttpRequest() },
    } as unknown as NodeMethodContext;
    expect(await whatsAppMethods.loadOptions!.getPhoneNumbers!.call(ctx, ctx)).toEqual([
      { name: '+1 555-0100 - Weft Support', value: '1100' },
      { name: '+1 555-0101 - Weft Alerts', value: '1101' },
    ]);
    expect(last()).toMatchObject({ method: 'GET', path: `/v13.0/${WABA_ID}/phone_numbers` });
    expect(await whatsAppMethods.loadOptions!.getTemplates!.call(ctx, ctx)).toEqual([
      { name: 'hello_world - en_US', value: 'hello_world|en_US' },
      { name: 'order_update - en_US', value: 'order_update|en_US' },
    ]);
  });
});

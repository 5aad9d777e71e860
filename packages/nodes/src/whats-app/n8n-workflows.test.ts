/**
 * Workflows as people write them in n8n 1.123 (`n8n-workflows/*.json`, parameters as the editor
 * saves them: defaults left out), imported and run through the engine against the Cloud API fake:
 * the requests they send and the items they give.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { start, TOKEN, WABA_ID, type WhatsAppFake } from './test-fake/whatsapp-fake.mjs';

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

async function run(file: string) {
  const workflow = importN8nWorkflow(
    JSON.parse(readFileSync(new URL(`./n8n-workflows/${file}`, import.meta.url), 'utf8')),
  );
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: {
      getCredentials: async (_node, type) =>
        type === 'whatsAppApi' ? { accessToken: TOKEN, businessAccountId: WABA_ID } : {},
    },
  });
  const rd = result.data.resultData;
  return { error: rd.error, out: (node: string) => rd.runData[node]?.at(-1)?.data?.main?.[0] ?? [] };
}

describe('n8n workflows with WhatsApp Business Cloud', () => {
  it('sends the order template to each customer (1: message resource and Send Template by default)', async () => {
    const { error, out } = await run('order-confirmation-template.json');
    expect(error).toBeUndefined();
    expect(fake.calls.map((c) => c.path)).toEqual(['/v13.0/1100/messages', '/v13.0/1100/messages']);
    expect(fake.calls.map((c) => c.body)).toEqual([
      {
        messaging_product: 'whatsapp',
        to: '44 20 79460000',
        type: 'template',
        template: {
          name: 'order_update',
          language: { code: 'en_US' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Ada' },
                { type: 'text', text: 'A-17' },
              ],
            },
          ],
        },
      },
      {
        messaging_product: 'whatsapp',
        to: '15550100042',
        type: 'template',
        template: {
          name: 'order_update',
          language: { code: 'en_US' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Grace' },
                { type: 'text', text: 'B-3' },
              ],
            },
          ],
        },
      },
    ]);
    expect(out('WhatsApp Business Cloud').map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('sends a text (1.1: the text type by default) and then fails on an unknown media ID, as n8n words it with Graph’s message as the description', async () => {
    const { error, out } = await run('text-then-media-url.json');
    expect(fake.calls[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      to: '15550100042',
      type: 'text',
      text: { body: 'Thanks, we got your photo.' },
    });
    expect(out('Send message')[0]!.json).toMatchObject({ messages: [{ id: 'wamid.1' }] });
    expect(fake.calls[1]).toMatchObject({ method: 'GET', path: '/v13.0/900001' });
    expect(error?.message).toBe('Bad request - please check your parameters');
    expect(error?.description).toMatch(/^Unsupported get request\. Object with ID '900001' does not exist/);
    expect(error?.node?.name).toBe('Get media URL');
  });
});

/**
 * Dropcontact 1 against the loopback Dropcontact fake (test-fake/dropcontact-fake.mjs), in workflows
 * as n8n stores them: the one batch every run sends (each item's contact, the SIREN flag and the
 * language), the simplified acknowledgement paired with every input, the enriched contacts after the
 * wait paired by position, fetching a request, `success: false` answers as errors or `{ error }`
 * items, refusals by status, 429 retries, and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { API_KEY, start, type DropcontactFake } from './test-fake/dropcontact-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: DropcontactFake;

const PEOPLE = [
  {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@weft.example',
    company: 'Weft',
    website: 'weft.example',
    job: 'Analyst',
    siren: '123456789',
  },
];

async function restart(seed: Record<string, unknown> = {}) {
  await server?.close();
  server = await start({ people: PEOPLE, ...seed });
  fake = server.fake;
  process.env.WEFT_DROPCONTACT_API_URL = server.url;
}
beforeEach(async () => {
  await restart();
  process.env.WEFT_DROPCONTACT_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_DROPCONTACT_API_URL;
  delete process.env.WEFT_DROPCONTACT_RETRY_BASE_MS;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; apiKey?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 'd1',
    name: 'Dropcontact',
    type: 'n8n-nodes-base.dropcontact',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { dropcontactApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  fake.state.calls.length = 0;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'dc test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Dropcontact',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ apiKey: options.apiKey ?? API_KEY }) },
  });
  const items = result.data.resultData.runData.Dropcontact?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error as any };
}

const twoContacts: Item[] = [
  { json: { email: 'ada@weft.example' } },
  { json: { email: '', first: 'Grace', last: 'Hopper', company: 'Navy' } },
];
const byName = {
  email: '={{ $json.email }}',
  additionalFields: {
    first_name: '={{ $json.first }}',
    last_name: '={{ $json.last }}',
    company: '={{ $json.company }}',
  },
};

describe('Dropcontact', () => {
  it('registers Dropcontact 1, its tool and the dropcontactApi credential', () => {
    expect(registry.versions?.('n8n-nodes-base.dropcontact')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.dropcontactTool')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'dropcontactApi')!;
    expect(cred.authenticate?.({ apiKey: 'k' }, { url: 'x', headers: {} }).headers).toEqual({
      'user-agent': 'n8n',
      'X-Access-Token': 'k',
    });
  });

  it('sends one batch and answers its acknowledgement, paired with every item, when simplified', async () => {
    const { items } = await run({ ...byName, simplify: true }, { items: twoContacts });
    expect(fake.state.calls).toHaveLength(1);
    expect(fake.state.calls[0]).toMatchObject({
      method: 'POST',
      path: '/batch',
      token: API_KEY,
      body: {
        data: [{ email: 'ada@weft.example' }, { first_name: 'Grace', last_name: 'Hopper', company: 'Navy' }],
        siren: false,
        language: 'en',
      },
    });
    expect(items).toEqual([
      {
        json: { error: false, request_id: 'weft000000000001', success: true, credits_left: 998 },
        pairedItem: [{ item: 0 }, { item: 1 }],
      },
    ]);
  });

  it('waits, then answers each enriched contact paired by position', async () => {
    const { items } = await run(
      { email: '={{ $json.email }}', options: { waitTime: 1, siren: true, language: 'fr' } },
      { items: [{ json: { email: 'ada@weft.example' } }, { json: { email: 'x@y.example' } }] },
    );
    expect(fake.state.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /batch',
      'GET /batch/weft000000000001',
    ]);
    expect(fake.state.calls[0]!.body).toMatchObject({ siren: true, language: 'fr' });
    expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
    expect(items[0]!.json).toMatchObject({ first_name: 'Ada', siren: '123456789', job: 'Analyst' });
  });

  it('fetches a request per item', async () => {
    const ack = await run({ email: 'ada@weft.example', simplify: true });
    const fetched = await run(
      { operation: 'fetchRequest', requestId: '={{ $json.id }}' },
      { items: [{ json: { id: ack.json[0]!.request_id } }] },
    );
    expect(fetched.items).toEqual([
      { json: expect.objectContaining({ last_name: 'Lovelace' }), pairedItem: { item: 0 } },
    ]);
  });

  it("stops on Dropcontact's reason, hints at the wait when not ready, or continues with { error }", async () => {
    const refused = await run({ email: '', simplify: true });
    expect(refused.error?.message).toBe(
      'Each contact needs an email, a LinkedIn URL, or a name with a company or website',
    );
    await restart({ notReadyPolls: 1 });
    const early = await run({ email: 'ada@weft.example', options: { waitTime: 1 } });
    expect(early.error?.message).toBe('Hint: Increase the Wait Time to avoid this error');
    const continued = await run(
      { operation: 'fetchRequest', requestId: 'unknown' },
      { onError: 'continueRegularOutput', items: [{ json: {} }] },
    );
    expect(continued.items[0]).toEqual({ json: { error: 'Request not found' }, pairedItem: { item: 0 } });
    const denied = await run({ email: 'ada@weft.example', simplify: true }, { apiKey: 'wrong' });
    expect(denied.error?.message).toContain('Authorization failed');
    expect(denied.error?.description).toBe('Invalid access token');
  });

  it('waits out a 429 and sends again', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    const { json } = await run({ email: 'ada@weft.example', simplify: true });
    expect(json[0]!.success).toBe(true);
    expect(fake.state.calls).toHaveLength(2);
  });
});

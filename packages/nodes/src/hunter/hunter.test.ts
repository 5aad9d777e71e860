/**
 * Hunter 1 against the loopback Hunter fake (test-fake/hunter-fake.mjs), in workflows as n8n stores
 * them: each operation's request (path, query with the key) and the items it answers, every page
 * for "Return All", the query shared between items, refusals as node errors, continue-on-fail,
 * 429 retries and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { API_KEY, start, type HunterFake } from './test-fake/hunter-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: HunterFake;

beforeEach(async () => {
  await server?.close();
  server = await start({
    companies: [
      {
        domain: 'weft.example',
        organization: 'Weft',
        people: [
          { first_name: 'Ada', last_name: 'Lovelace', seniority: 'executive', department: 'executive' },
          { first_name: 'Grace', last_name: 'Hopper', seniority: 'senior', department: 'it' },
          { first_name: 'Info', last_name: 'Desk', type: 'generic' },
        ],
      },
      { domain: 'big.example', organization: 'Big', people: 150 },
    ],
  });
  fake = server.fake;
  process.env.WEFT_HUNTER_API_URL = server.url;
  process.env.WEFT_HUNTER_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_HUNTER_API_URL;
  delete process.env.WEFT_HUNTER_RETRY_BASE_MS;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; apiKey?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 'h1',
    name: 'Hunter',
    type: 'n8n-nodes-base.hunter',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { hunterApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'hunter test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Hunter',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ apiKey: options.apiKey ?? API_KEY }) },
  });
  const items = result.data.resultData.runData.Hunter?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;

describe('Hunter', () => {
  it('registers Hunter 1, hunterTool 1 and the hunterApi credential (the key in the query)', () => {
    expect(registry.versions?.('n8n-nodes-base.hunter')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.hunterTool')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'hunterApi')!;
    expect(cred.authenticate?.({ apiKey: 'k' }, { url: 'x' }).qs).toEqual({ api_key: 'k' });
  });

  it('searches a domain up to the limit, one item per email, with filters joined by commas', async () => {
    const { json } = await run({
      domain: 'weft.example',
      limit: 2,
      filters: { seniority: ['executive', 'senior'], department: ['it', 'executive'] },
    });
    expect(calls()[0]).toMatchObject({
      path: '/v2/domain-search',
      query: {
        api_key: API_KEY,
        domain: 'weft.example',
        limit: '2',
        seniority: 'executive,senior',
        department: 'it,executive',
      },
    });
    expect(json.map((e) => e.value)).toEqual(['ada.lovelace@weft.example', 'grace.hopper@weft.example']);
  });

  it('reads every page with Return All: the company once with all the emails, or only the emails', async () => {
    const company = await run({ domain: 'big.example', onlyEmails: false, returnAll: true });
    // As n8n: pages go on while the answer's offset is not past the results, so a last empty page is read too.
    expect(calls().map((c) => [c.query.offset, c.query.limit])).toEqual([
      ['0', '100'],
      ['100', '100'],
      ['200', '100'],
    ]);
    expect(company.json).toHaveLength(1);
    expect(company.json[0]).toMatchObject({ domain: 'big.example', organization: 'Big' });
    expect(company.json[0]!.emails).toHaveLength(150);
    const emails = await run({ domain: 'big.example', returnAll: true });
    expect(emails.json).toHaveLength(150);
  });

  it('shares the query between items, as n8n does', async () => {
    await run(
      { domain: 'weft.example', limit: 5, filters: { type: '={{ $json.type }}' } },
      { items: [{ json: { type: 'generic' } }, { json: { type: '' } }] },
    );
    expect(calls().map((c) => c.query.type)).toEqual(['generic', 'generic']);
  });

  it('finds and verifies addresses', async () => {
    const found = await run({
      operation: 'emailFinder',
      domain: 'weft.example',
      firstname: 'Grace',
      lastname: 'Hopper',
    });
    expect(calls()[0]).toMatchObject({
      path: '/v2/email-finder',
      query: { first_name: 'Grace', last_name: 'Hopper', domain: 'weft.example' },
    });
    expect(found.json[0]).toMatchObject({ email: 'grace.hopper@weft.example', score: 97 });
    const verified = await run({ operation: 'emailVerifier', email: 'ada.lovelace@weft.example' });
    expect(verified.json[0]).toMatchObject({ status: 'valid', result: 'deliverable' });
  });

  it('turns refusals into node errors, and gives { error } per failing item with Continue On Fail', async () => {
    const missing = await run({ domain: '' });
    expect(missing.error?.message).toBe('Bad request - please check your parameters');
    expect(missing.error?.description).toBe('You are missing the domain or company parameter');
    expect(
      (await run({ operation: 'emailVerifier', email: 'a@weft.example' }, { apiKey: 'wrong' })).error?.message,
    ).toMatch(/Authorization failed/);
    const { json } = await run(
      { operation: 'emailVerifier', email: '={{ $json.email }}' },
      {
        onError: 'continueRegularOutput',
        items: [{ json: { email: 'nope' } }, { json: { email: 'ada.lovelace@weft.example' } }],
      },
    );
    expect(json[0]).toEqual({ error: 'Bad request - please check your parameters' });
    expect(json[1]).toMatchObject({ status: 'valid' });
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    const { json } = await run({ operation: 'emailVerifier', email: 'ada.lovelace@weft.example' });
    expect(calls()).toHaveLength(2);
    expect(json[0]).toMatchObject({ status: 'valid' });
  });
});

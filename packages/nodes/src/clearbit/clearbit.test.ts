/**
 * Clearbit 1 against the loopback Clearbit fake (test-fake/clearbit-fake.mjs), in workflows as n8n
 * stores them: each operation's request (path, query, the bearer key) and the items it answers,
 * the query shared between items, refusals as node errors, continue-on-fail, 429 retries and the
 * registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { API_KEY, start, type ClearbitFake } from './test-fake/clearbit-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: ClearbitFake;

beforeEach(async () => {
  await server?.close();
  server = await start();
  fake = server.fake;
  process.env.WEFT_CLEARBIT_API_URL = server.url;
  process.env.WEFT_CLEARBIT_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_CLEARBIT_API_URL;
  delete process.env.WEFT_CLEARBIT_RETRY_BASE_MS;
  await server?.close();
});

async function run(parameters: Record<string, unknown>, options: { items?: Item[]; onError?: string } = {}) {
  const node: Record<string, unknown> = {
    id: 'c1',
    name: 'Clearbit',
    type: 'n8n-nodes-base.clearbit',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { clearbitApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'clearbit test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Clearbit',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ apiKey: API_KEY }) },
  });
  const items = result.data.resultData.runData.Clearbit?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;

describe('Clearbit', () => {
  it('registers Clearbit 1, clearbitTool 1 and the clearbitApi credential (a bearer key)', () => {
    expect(registry.versions?.('n8n-nodes-base.clearbit')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.clearbitTool')).toEqual([1]);
    expect(
      builtinCredentialTypes
        .find((c) => c.name === 'clearbitApi')!
        .authenticate?.({ apiKey: 'k' }, { url: 'x', headers: {} }).headers,
    ).toEqual({ Authorization: 'Bearer k' });
  });

  it('enriches a company by domain with the optional fields', async () => {
    const { json } = await run({
      domain: 'weft.example',
      additionalFields: { companyName: 'Weft', linkedin: 'company/weft' },
    });
    expect(calls()[0]).toMatchObject({
      path: '/v2/companies/find',
      query: { domain: 'weft.example', company_name: 'Weft', linkedin: 'company/weft' },
      authorization: `Bearer ${API_KEY}`,
    });
    expect(json[0]).toMatchObject({ name: 'Weft', domain: 'weft.example', metrics: { employees: 42 } });
  });

  it('autocompletes company names, one item per suggestion', async () => {
    const { json } = await run({ operation: 'autocomplete', name: 'lo' });
    expect(calls()[0]).toMatchObject({ path: '/v1/companies/suggest', query: { query: 'lo' } });
    expect(json).toEqual([
      { name: 'Loom Works', domain: 'loom.example', logo: 'https://logo.clearbit.com/loom.example' },
    ]);
  });

  it('enriches people, the query shared between items as n8n does', async () => {
    const { json } = await run(
      { resource: 'person', email: '={{ $json.email }}', additionalFields: { givenName: '={{ $json.given }}' } },
      {
        items: [
          { json: { email: 'ada@weft.example', given: 'Ada' } },
          { json: { email: 'grace@loom.example', given: '' } },
        ],
      },
    );
    expect(calls().map((c) => c.query)).toEqual([
      { email: 'ada@weft.example', given_name: 'Ada' },
      { email: 'grace@loom.example', given_name: 'Ada' },
    ]);
    expect(json.map((p) => p.name.fullName)).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  it('turns an unknown record into the node error, and gives an empty item with Continue On Fail', async () => {
    const missing = await run({ domain: 'nowhere.example', additionalFields: {} });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
    expect(missing.error?.description).toBe('Unknown domain.');
    const { json } = await run(
      { resource: 'person', email: '={{ $json.email }}', additionalFields: {} },
      {
        onError: 'continueRegularOutput',
        items: [{ json: { email: 'x@weft.example' } }, { json: { email: 'ada@weft.example' } }],
      },
    );
    expect(json[0]).toEqual({});
    expect(json[1]).toMatchObject({ email: 'ada@weft.example' });
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    expect((await run({ operation: 'autocomplete', name: 'we' })).json).toHaveLength(1);
    expect(calls()).toHaveLength(2);
  });
});

/**
 * Phantombuster 1 against the loopback Phantombuster fake (test-fake/phantombuster-fake.mjs), in
 * workflows as n8n stores them: the requests each operation sends (paths, query, JSON bodies, the
 * key header), the items it answers and their pairing, the agents look-up, refusals as node errors,
 * 429 retries, continue-on-fail, and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { phantombusterMethods } from './methods.js';
import { API_KEY, start, type PhantombusterFake } from './test-fake/phantombuster-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: PhantombusterFake;

const SEED = {
  agents: [
    {
      id: '1001',
      name: 'Profile Scraper',
      launchResult: [{ name: 'Ada' }],
      containers: [{ id: '3001', status: 'finished', output: 'done\n', resultObject: [{ name: 'Linus' }] }],
    },
    { id: '1002', name: 'Follower Collector', containers: [{ id: '3002', status: 'finished' }] },
    { id: '1003', name: 'Hashtag Explorer' },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_PHANTOMBUSTER_API_URL = server.url;
  process.env.WEFT_PHANTOMBUSTER_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_PHANTOMBUSTER_API_URL;
  delete process.env.WEFT_PHANTOMBUSTER_RETRY_BASE_MS;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; apiKey?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 'p1',
    name: 'Phantombuster',
    type: 'n8n-nodes-base.phantombuster',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { phantombusterApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  fake.state.calls.length = 0;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'pb test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Phantombuster',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ apiKey: options.apiKey ?? API_KEY }) },
  });
  const items = result.data.resultData.runData.Phantombuster?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error as any };
}

describe('Phantombuster', () => {
  it('registers Phantombuster 1, its tool and the phantombusterApi credential', () => {
    expect(registry.versions?.('n8n-nodes-base.phantombuster')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.phantombusterTool')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'phantombusterApi')!;
    expect(cred.authenticate?.({ apiKey: 'k' }, { url: 'x', headers: {} }).headers).toEqual({
      'X-Phantombuster-Key': 'k',
    });
  });

  it('lists the agents, all or the first Limit, with the key header', async () => {
    const all = await run({ operation: 'getAll', returnAll: true });
    expect(all.json.map((a) => a.id)).toEqual(['1001', '1002', '1003']);
    expect(fake.state.calls[0]).toMatchObject({ method: 'GET', path: '/api/v2/agents/fetch-all', key: API_KEY });
    const two = await run({ operation: 'getAll', limit: 2 }, { items: [{ json: {} }, { json: {} }] });
    expect(two.items.map((i) => [i.json.id, i.pairedItem])).toEqual([
      ['1001', { item: 0 }],
      ['1002', { item: 0 }],
      ['1001', { item: 1 }],
      ['1002', { item: 1 }],
    ]);
  });

  it('gets an agent per item and deletes one', async () => {
    const got = await run({ operation: 'get', agentId: '={{ $json.id }}' }, { items: [{ json: { id: '1002' } }] });
    expect(got.json[0]).toMatchObject({ id: '1002', name: 'Follower Collector' });
    expect(fake.state.calls[0]!.query).toEqual({ id: '1002' });
    const deleted = await run({ operation: 'delete', agentId: '1003' });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(fake.state.calls[0]).toMatchObject({ method: 'POST', path: '/api/v2/agents/delete', body: { id: '1003' } });
    expect(fake.state.agents.map((a) => a.id)).toEqual(['1001', '1002']);
  });

  it('launches with key/value arguments and answers the container, or only its id', async () => {
    const resolved = await run({
      agentId: '1001',
      additionalFields: {
        argumentsUi: { argumentValues: [{ key: 'sheet', value: 'https://s' }] },
        bonusArgumentUi: { bonusArgumentValue: [{ key: 'n', value: '1' }] },
        manualLaunch: true,
      },
    });
    expect(fake.state.calls[0]!.body).toEqual({
      id: '1001',
      arguments: { sheet: 'https://s' },
      bonusArgument: { n: '1' },
      manualLaunch: true,
    });
    expect(fake.state.calls[1]).toMatchObject({ path: '/api/v2/containers/fetch', query: { id: '4000000000000001' } });
    expect(resolved.json[0]).toMatchObject({ id: '4000000000000001', agentId: '1001', status: 'finished' });
    const bare = await run({
      agentId: '1002',
      resolveData: false,
      jsonParameters: true,
      additionalFields: { argumentsJson: '{"q":"looms"}', bonusArgumentJson: '{"b":true}', maxInstanceCount: 2 },
    });
    expect(fake.state.calls[0]!.body).toEqual({
      id: '1002',
      arguments: { q: 'looms' },
      bonusArgument: { b: true },
      maxInstanceCount: 2,
    });
    expect(bare.json).toEqual([{ containerId: '4000000000000002' }]);
  });

  it("reads an agent's output, and its result object when resolving", async () => {
    const result = await run({ operation: 'getOutput', agentId: '1001' });
    expect(result.json).toEqual([{ name: 'Linus' }]);
    const none = await run({ operation: 'getOutput', agentId: '1002' });
    expect(none.json).toEqual([{}]);
    const output = await run({
      operation: 'getOutput',
      agentId: '1001',
      resolveData: false,
      additionalFields: { prevStatus: 'running' },
    });
    expect(fake.state.calls[0]!.query).toEqual({ prevStatus: 'running', id: '1001' });
    expect(output.json[0]).toMatchObject({ containerId: '3001', status: 'finished', output: 'done\n' });
  });

  it('offers the agents in the editor', async () => {
    const ctx = {
      getNode: () => ({ name: 'Phantombuster' }),
      getCredentials: async () => ({ apiKey: API_KEY }),
      helpers: {
        httpRequest: async (o: any) => {
          const res = await fetch(o.url, { method: o.method, headers: o.headers });
          return { statusCode: res.status, headers: {}, body: await res.text() };
        },
      },
    } as unknown as NodeMethodContext;
    const lo = phantombusterMethods.loadOptions!.getAgents!;
    await expect(lo.call(ctx, ctx)).resolves.toEqual([
      { name: 'Profile Scraper', value: '1001' },
      { name: 'Follower Collector', value: '1002' },
      { name: 'Hashtag Explorer', value: '1003' },
    ]);
  });

  it('stops on a refusal with the service message as the description, or continues with { error }', async () => {
    const stopped = await run({ operation: 'get', agentId: '9999' });
    expect(stopped.error?.message).toBe('The resource you are requesting could not be found');
    expect(stopped.error?.description).toBe('Agent not found');
    const denied = await run({ operation: 'getAll', returnAll: true }, { apiKey: 'wrong' });
    expect(denied.error?.message).toContain('Authorization failed');
    const continued = await run(
      { agentId: '={{ $json.id }}', jsonParameters: true, additionalFields: { argumentsJson: '={{ $json.args }}' } },
      {
        onError: 'continueRegularOutput',
        items: [{ json: { id: '9999', args: '{}' } }, { json: { id: '1001', args: 'nope' } }],
      },
    );
    expect(continued.items).toEqual([
      { json: { error: 'The resource you are requesting could not be found' }, pairedItem: { item: 0 } },
      { json: { error: 'Arguments must provide a valid JSON' }, pairedItem: { item: 1 } },
    ]);
  });

  it('waits out a 429 and sends again', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    const { json } = await run({ operation: 'getAll', returnAll: true });
    expect(json).toHaveLength(3);
    expect(fake.state.calls).toHaveLength(2);
  });
});

/**
 * uProc 1 against the loopback uProc fake (test-fake/uproc-fake.mjs), in workflows as n8n stores
 * them: the body each item sends (the tool's kebab-case processor and every parameter the tool
 * shows, as strings; a data webhook as `callback.data`), the email and key as HTTP Basic, uProc's
 * reply as the item (paired by position by the engine, as n8n pairs it), its refusals as node errors, continue-on-fail,
 * and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { processorName, toolFields } from './execute.js';
import { API_KEY, EMAIL, start, type UprocFake } from './test-fake/uproc-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: UprocFake;

beforeEach(async () => {
  await server?.close();
  server = await start({ mailboxes: ['ada@weft.example'], domains: ['weft.example'] });
  fake = server.fake;
  process.env.WEFT_UPROC_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_UPROC_API_URL;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; apiKey?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 'u1',
    name: 'uProc',
    type: 'n8n-nodes-base.uproc',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { uprocApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'uproc test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'uProc',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ email: EMAIL, apiKey: options.apiKey ?? API_KEY }) },
  });
  const items = result.data.resultData.runData.uProc?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const bodies = () => fake.state.calls.map((c) => c.body);

describe('uProc', () => {
  it('registers uProc 1, uprocTool 1 and the uprocApi credential', () => {
    expect(registry.versions?.('n8n-nodes-base.uproc')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.uprocTool')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'uprocApi')!;
    expect(cred.authenticate?.({ email: 'e', apiKey: 'k' }, { url: 'x', headers: {} }).headers).toEqual({
      Authorization: `Basic ${Buffer.from('e:k').toString('base64')}`,
    });
  });

  it("names processors in kebab case and finds a tool's parameters", () => {
    expect(['checkEmailExists', 'getCountryByIp', 'checkBankIbanValid'].map(processorName)).toEqual([
      'check-email-exists',
      'get-country-by-ip',
      'check-bank-iban-valid',
    ]);
    expect(toolFields('text', 'checkWordCountBetw')).toEqual(['text', 'count1', 'count2']);
    expect(toolFields('audio', 'getAudioSpeechByText')).toEqual(['text', 'gender', 'language']);
    expect(toolFields('text', 'checkEmailExists')).toEqual([]);
  });

  it("runs the tool per item and answers uProc's replies, paired by position", async () => {
    const { items } = await run(
      { group: 'communication', tool: 'checkEmailExists', email: '={{ $json.email }}', additionalOptions: {} },
      { items: [{ json: { email: 'ada@weft.example' } }, { json: { email: 'bob@weft.example' } }] },
    );
    expect(items).toEqual([
      {
        json: {
          processor: 'check-email-exists',
          params: { email: 'ada@weft.example' },
          result: true,
          message: 'ok',
          cost: 1,
          time: 0,
        },
        pairedItem: { item: 0 },
      },
      {
        json: {
          processor: 'check-email-exists',
          params: { email: 'bob@weft.example' },
          result: false,
          message: 'ok',
          cost: 1,
          time: 0,
        },
        pairedItem: { item: 1 },
      },
    ]);
    expect(fake.state.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v2/process',
      authorization: `Basic ${Buffer.from(`${EMAIL}:${API_KEY}`).toString('base64')}`,
    });
  });

  it('sends every parameter as a string, and a data webhook as the callback', async () => {
    await run({
      group: 'text',
      tool: 'checkWordCountBetw',
      text: 'warp and weft',
      count1: '={{ 2 }}',
      count2: '={{ 4 }}',
      additionalOptions: { dataWebhook: 'https://hooks.weft.example/u' },
    });
    expect(bodies()).toEqual([
      {
        processor: 'check-word-count-betw',
        params: { text: 'warp and weft', count1: '2', count2: '4' },
        callback: { data: 'https://hooks.weft.example/u' },
      },
    ]);
  });

  it("stops on a refusal with uProc's message, or continues with { error }", async () => {
    const stopped = await run({
      group: 'audio',
      tool: 'getAudioSpeechByText',
      text: 'Hi',
      gender: 'female',
      language: 'british',
    });
    expect(stopped.error?.message).toContain('The resource you are requesting could not be found');
    expect((stopped.error as any)?.description).toBe('Processor not found: get-audio-speech-by-text');
    const continued = await run(
      { group: 'communication', tool: 'checkEmailFormat', email: '={{ $json.email }}' },
      { onError: 'continueRegularOutput', items: [{ json: { email: '' } }, { json: { email: 'a@weft.example' } }] },
    );
    expect(continued.json[0]).toEqual({ error: 'Bad request - please check your parameters' });
    expect(continued.json[1]!.result).toBe(true);
    const denied = await run({ group: 'text', tool: 'getStringUppercase', text: 'x' }, { apiKey: 'wrong' });
    expect(denied.error?.message).toContain('Authorization failed');
  });
});

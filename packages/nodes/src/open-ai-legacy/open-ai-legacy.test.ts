/**
 * The legacy OpenAI node (1, 1.1) through the engine's declarative routing, against the legacy
 * OpenAI fake (test-fake/): the requests each resource and operation sends, and the recorded n8n
 * cases (`n8n-cases/`, recorded with test/saas-fake/make-openai-legacy-cases.mjs against the same
 * fake on 127.0.0.1:18238), which must come out as n8n gave them, error messages included.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { differences, type ResultLike } from '../../test/conformance-diff.js';
import { start } from './test-fake/openai-legacy-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const root = fileURLToPath(new URL('./n8n-cases/', import.meta.url));
const RECORDED = 'http://127.0.0.1:18238';
const cases = existsSync(root)
  ? readdirSync(root)
      .filter((n) => existsSync(join(root, n, 'expected.json')))
      .sort()
  : [];

let fake: Awaited<ReturnType<typeof start>>;
beforeAll(async () => {
  fake = await start();
});
afterAll(() => fake.close());

const getCredentialType = (name: string) => builtinCredentialTypes.find((c) => c.name === name);

async function runOne(parameters: Record<string, unknown>, version: number, apiKey = 'sk-test') {
  const workflow = importN8nWorkflow({
    name: 't',
    nodes: [
      {
        id: 'o',
        name: 'OpenAI',
        type: 'n8n-nodes-base.openAi',
        typeVersion: version,
        position: [0, 0],
        parameters,
        credentials: { openAiApi: { id: '1', name: 'O' } },
      },
    ],
    connections: {},
  });
  const before = fake.requests.length;
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'OpenAI',
    startItems: [{ json: {} }],
    services: { getCredentials: async () => ({ apiKey, url: `${fake.url}/v1` }), getCredentialType },
  });
  const run = result.data.resultData.runData.OpenAI?.[0];
  return { result, run, items: run?.data?.main?.[0] ?? [], sent: fake.requests.slice(before) };
}

describe('legacy OpenAI node', () => {
  it('registers versions 1 and 1.1', () => {
    expect(registry.versions?.('n8n-nodes-base.openAi')).toEqual([1, 1.1]);
  });

  it("sends a chat completion to the credential's origin and answers the choices", async () => {
    const { items, sent } = await runOne(
      { resource: 'chat', chatModel: 'gpt-4o', prompt: { messages: [{ content: 'Hi' }] }, options: { maxTokens: 5 } },
      1.1,
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/v1/chat/completions',
        body: { model: 'gpt-4o', messages: [{ role: 'user', content: 'Hi' }], max_tokens: 5 },
      },
    ]);
    expect(items.map((i) => i.json)).toEqual([
      {
        index: 0,
        message: { role: 'assistant', content: 'Echo: Hi', refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: 'stop',
      },
    ]);
  });

  it('trims completion texts and answers moderation results', async () => {
    const moderated = await runOne({ resource: 'text', operation: 'moderate', input: 'attack' }, 1);
    expect(moderated.sent[0]).toMatchObject({
      path: '/v1/moderations',
      body: { model: 'text-moderation-latest', input: 'attack' },
    });
    expect(moderated.items[0]!.json).toMatchObject({ flagged: true, categories: { violence: true } });
  });

  it('answers images as binary files unless URLs are asked for', async () => {
    const binary = await runOne({ resource: 'image', prompt: 'cat', model: 'dall-e-3' }, 1);
    expect(binary.sent[0]).toMatchObject({
      path: '/v1/images/generations',
      body: { prompt: 'cat', model: 'dall-e-3', response_format: 'b64_json' },
    });
    expect(binary.items[0]!.json).toEqual({});
    expect(binary.items[0]!.binary?.data).toBeDefined();
    const urls = await runOne(
      { resource: 'image', prompt: 'cat', imageModel: 'dall-e-3', responseFormat: 'imageUrl' },
      1.1,
    );
    expect(urls.sent[0]!.body).toMatchObject({ response_format: 'url' });
    expect(urls.items[0]!.json).toMatchObject({ url: expect.stringMatching(/\/files\/image-1\.png$/) });
  });

  it("fails on a wrong key with n8n's message", async () => {
    const { result } = await runOne(
      { resource: 'chat', chatModel: 'gpt-4o', prompt: { messages: [{ content: 'Hi' }] } },
      1.1,
      'bad-key',
    );
    expect(result.data.resultData.error?.message).toBe('Authorization failed - please check your credentials');
  });
});

describe("legacy OpenAI node against n8n's recordings", () => {
  const credentials = existsSync(join(root, 'credentials.json'))
    ? (JSON.parse(readFileSync(join(root, 'credentials.json'), 'utf8')) as Array<{
        id: string;
        type: string;
        data: Record<string, unknown>;
      }>)
    : [];
  it('has its cases written (those n8n has run are replayed below)', () => {
    expect(readdirSync(root).filter((n) => existsSync(join(root, n, 'workflow.json'))).length).toBeGreaterThan(0);
  });
  for (const name of cases) {
    it(name, async () => {
      const load = (file: string) =>
        JSON.parse(readFileSync(join(root, name, file), 'utf8').replaceAll(RECORDED, fake.url)) as unknown;
      const workflow = importN8nWorkflow(load('workflow.json'));
      const expected = load('expected.json') as { data: { resultData: ResultLike } };
      const getCredentials = async (node: WorkflowNode, type: string) => {
        const ref = (node.credentials as Record<string, { id?: string }> | undefined)?.[type];
        const found = credentials.find((c) => c.type === type && c.id === ref?.id)!;
        return JSON.parse(JSON.stringify(found.data).replaceAll(RECORDED, fake.url)) as Record<string, unknown>;
      };
      const result = await runWorkflow({
        workflow,
        nodeTypes: registry,
        mode: 'manual',
        timezone: 'UTC',
        services: { getCredentials, getCredentialType },
      });
      const diffs = differences(expected.data.resultData, result.data.resultData);
      expect(diffs, diffs.join('\n')).toEqual([]);
      const runData = expected.data.resultData.runData as unknown as Record<
        string,
        Array<{ error?: { message?: string; description?: string } }>
      >;
      for (const [node, runs] of Object.entries(runData)) {
        runs.forEach((run, r) => {
          if (!run.error) return;
          const got = (
            result.data.resultData.runData[node]?.[r] as
              { error?: { message?: string; description?: string } } | undefined
          )?.error;
          expect({ message: got?.message, description: got?.description ?? null }, `${node} run ${r}`).toEqual({
            message: run.error.message,
            description: run.error.description ?? null,
          });
        });
      }
    });
  }
});

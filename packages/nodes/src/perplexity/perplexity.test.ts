/**
 * Perplexity 1 against the loopback Perplexity fake: the
 * chat completion request (model, messages, every option), the raw and simplified answers,
 * Perplexity's refusals as n8n's errors, and continue-on-fail.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { PERPLEXITY_KEY, start } from './test-fake/perplexity-fake.mjs';
import { INVALID_MODEL_DESCRIPTION, MESSAGE_ORDER_DESCRIPTION } from './errors.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let fake: Awaited<ReturnType<typeof start>>;
beforeEach(async () => {
  fake = await start();
  process.env.WEFT_PERPLEXITY_API_URL = fake.url;
});
afterEach(async () => {
  await fake.close();
  delete process.env.WEFT_PERPLEXITY_API_URL;
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; key?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 'p',
    name: 'Perplexity',
    type: 'n8n-nodes-base.perplexity',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { perplexityApi: { id: '1', name: 'P' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'p', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Perplexity',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ apiKey: options.key ?? PERPLEXITY_KEY }) },
  });
  const items = result.data.resultData.runData.Perplexity?.[0]?.data?.main?.[0] ?? [];
  return { json: items.map((i) => i.json as Record<string, unknown>), error: result.data.resultData.error };
}

describe('Perplexity', () => {
  it('registers version 1, perplexityTool at 1 and the perplexityApi credential (a Bearer key)', () => {
    expect(registry.versions?.('n8n-nodes-base.perplexity')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.perplexityTool')).toEqual([1]);
    const credential = builtinCredentialTypes.find((c) => c.name === 'perplexityApi')!;
    expect(credential.authenticate?.({ apiKey: 'k' }, { url: 'x' }).headers).toEqual({ Authorization: 'Bearer k' });
  });

  it("sends the model and messages per item and answers Perplexity's whole body", async () => {
    const { json } = await run(
      { messages: { message: [{ content: '={{ $json.q }}' }] }, options: {} },
      { items: [{ json: { q: 'One?' } }, { json: { q: 'Two?' } }] },
    );
    expect(fake.state.requests).toEqual([
      { model: 'sonar', messages: [{ content: 'One?', role: 'user' }] },
      { model: 'sonar', messages: [{ content: 'Two?', role: 'user' }] },
    ]);
    expect(json.map((j) => (j.choices as Array<{ message: { content: string } }>)[0]!.message.content).sort()).toEqual([
      'Answer to: One?',
      'Answer to: Two?',
    ]);
    expect(json[0]).toMatchObject({
      model: 'sonar',
      created: 1767225600,
      citations: ['https://example.com/source-1', 'https://example.com/source-2'],
      object: 'chat.completion',
    });
  });

  it("sends every option under Perplexity's names and simplifies the answer", async () => {
    const { json } = await run({
      model: 'sonar-pro',
      simplify: true,
      messages: { message: [{ role: 'system', content: 'Brief.' }, { content: 'Hi' }] },
      options: {
        frequencyPenalty: 0.5,
        maxTokens: 10,
        temperature: 0.7,
        topK: 3,
        topP: 0.5,
        presencePenalty: 1,
        returnImages: true,
        returnRelatedQuestions: false,
        searchDomainFilter: 'a.com, -b.com',
        searchRecency: 'day',
      },
    });
    expect(fake.state.requests[0]).toEqual({
      model: 'sonar-pro',
      messages: [
        { role: 'system', content: 'Brief.' },
        { content: 'Hi', role: 'user' },
      ],
      frequency_penalty: 0.5,
      max_tokens: 10,
      temperature: 0.7,
      top_k: 3,
      top_p: 0.5,
      presence_penalty: 1,
      return_images: true,
      return_related_questions: false,
      search_domain_filter: ['a.com', '-b.com'],
      search_recency: 'day',
    });
    expect(json).toEqual([
      {
        id: 'pplx-1',
        created: 1767225600,
        citations: ['https://example.com/source-1', 'https://example.com/source-2'],
        message:
          'Answer to: Hi (max_tokens=10, temperature=0.7, search_recency="day", search_domain_filter=["a.com","-b.com"])',
      },
    ]);
  });

  it('reports an invalid model and other refusals as n8n does', async () => {
    const model = await run({ model: '={{ "nope" }}', messages: { message: [{ content: 'Hi' }] } });
    expect(model.error).toMatchObject({ message: 'Invalid model', description: INVALID_MODEL_DESCRIPTION });
    const order = await run({ messages: { message: [{ content: 'Hi' }, { role: 'assistant', content: 'Yo' }] } });
    expect(order.error).toMatchObject({
      message: 'After the (optional) system message(s), user and assistant roles should be alternating..',
      description: MESSAGE_ORDER_DESCRIPTION,
    });
    const key = await run({ messages: { message: [{ content: 'Hi' }] } }, { key: 'wrong' });
    expect(key.error?.message).toBe('Invalid API key provided..');
  });

  it("continues with the error per item, as n8n's declarative nodes do", async () => {
    const { json } = await run(
      { messages: { message: [{ content: 'Hi', role: '={{ $json.role }}' }] }, simplify: true },
      { onError: 'continueRegularOutput', items: [{ json: { role: 'assistant' } }, { json: { role: 'user' } }] },
    );
    expect(json).toEqual([
      { error: 'After the (optional) system message(s), user and assistant roles should be alternating..' },
      {
        id: 'pplx-1',
        created: 1767225600,
        citations: ['https://example.com/source-1', 'https://example.com/source-2'],
        message: 'Answer to: Hi',
      },
    ]);
  });
});

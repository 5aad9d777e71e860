import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { askModel } from '../../test/ai-model-harness.js';

let fake: AiFake;
beforeAll(async () => {
  fake = await startAiFake({ port: 0 });
});
afterAll(() => fake?.close());

const sent = (marker: string) => fake.requests.filter((r) => JSON.stringify(r.body ?? '').includes(marker));

describe('OpenAI-compatible chat models', { timeout: 120_000 }, () => {
  for (const [type, credential, model] of [
    ['lmChatOpenRouter', 'openRouterApi', 'openai/gpt-4.1-mini'],
    ['lmChatDeepSeek', 'deepSeekApi', 'deepseek-chat'],
    ['lmChatXAiGrok', 'xAiApi', 'grok-2-vision-1212'],
  ] as const) {
    it(`${type} sends Chat Completions to the credential's URL with its options`, async () => {
      const marker = `compat-${type}`;
      const { answer, error, modelRuns } = await askModel(
        {
          type: `@n8n/n8n-nodes-langchain.${type}`,
          typeVersion: 1,
          credentials: { [credential]: { apiKey: 'k-1', url: `${fake.url}/v1` } },
          parameters: { model, options: { temperature: 0.3, responseFormat: 'json_object' } },
        },
        `${marker} @json({"x":1})`,
      );
      expect(error).toBeUndefined();
      expect(answer?.text).toBe('{"x":1}');
      const [req] = sent(marker);
      expect(req!.path).toBe('/v1/chat/completions');
      expect(req!.body).toMatchObject({ model, temperature: 0.3, response_format: { type: 'json_object' } });
      expect(req!.headers.authorization).toBe('Bearer k-1');
      expect(modelRuns).toHaveLength(1);
    });
  }

  it('a wrong key names the credential', async () => {
    const { error } = await askModel(
      {
        type: '@n8n/n8n-nodes-langchain.lmChatOpenRouter',
        typeVersion: 1,
        credentials: { openRouterApi: { apiKey: 'bad-key', url: `${fake.url}/v1` } },
        parameters: { model: 'openai/gpt-4.1-mini', options: {} },
      },
      'compat-bad',
    );
    expect(error?.message).toContain('(openRouterApi)');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { askModel, type ModelUnderTest } from '../../test/ai-model-harness.js';

let fake: AiFake;
beforeAll(async () => {
  fake = await startAiFake({ port: 0 });
});
afterAll(() => fake?.close());

const model = (typeVersion: number, parameters: ModelUnderTest['parameters'], apiKey = 'sk-ant-test') => ({
  type: '@n8n/n8n-nodes-langchain.lmChatAnthropic',
  typeVersion,
  credentials: { anthropicApi: { apiKey, url: fake.url } },
  parameters,
});
const sent = (marker: string) => fake.requests.filter((r) => JSON.stringify(r.body ?? '').includes(marker));

describe('lmChatAnthropic', { timeout: 120_000 }, () => {
  it('1.3: messages API with the model of the locator, Anthropic token usage traced', async () => {
    const { answer, modelRuns, error } = await askModel(
      model(1.3, {
        model: { __rl: true, mode: 'list', value: 'claude-3-5-haiku-20241022' },
        options: { maxTokensToSample: 77, temperature: 0.3 },
      }),
      'ant-1',
    );
    expect(error).toBeUndefined();
    expect(answer?.text).toBe('Echo: ant-1');
    const [req] = sent('ant-1');
    expect(req!.path).toBe('/v1/messages');
    expect(req!.body).toMatchObject({ model: 'claude-3-5-haiku-20241022', max_tokens: 77, temperature: 0.3 });
    expect(req!.body.top_p).toBeUndefined();
    expect(req!.headers['x-api-key']).toBe('sk-ant-test');
    const out = modelRuns[0]!.data!.ai_languageModel![0]![0]!.json as {
      tokenUsage: { promptTokens: number; completionTokens: number };
    };
    expect(out.tokenUsage.completionTokens).toBeGreaterThan(0);
  });

  it('1.2 takes a plain model name; thinking sends the budget and no sampling settings', async () => {
    await askModel(
      model(1.2, {
        model: 'claude-3-5-sonnet-20240620',
        options: { thinking: true, thinkingBudget: 2000, temperature: 0.5 },
      }),
      'ant-think',
    );
    const [req] = sent('ant-think');
    expect(req!.body).toMatchObject({
      model: 'claude-3-5-sonnet-20240620',
      thinking: { type: 'enabled', budget_tokens: 2000 },
      max_tokens: 4096,
    });
    expect(req!.body.temperature).toBeUndefined();
  });

  it('binds tools; a wrong key fails naming the credential', async () => {
    const tooled = await askModel(
      model(1.3, { model: { __rl: true, mode: 'id', value: 'claude-sonnet-4-5-20250929' } }),
      'ant-tool @tool(lookup, {"city":"Paris"})',
      'tool',
    );
    expect(tooled.answer?.toolCalls).toEqual([{ name: 'lookup', args: { city: 'Paris' } }]);
    const bad = await askModel(
      model(1.3, { model: { __rl: true, mode: 'id', value: 'claude-sonnet-4-5-20250929' } }, 'bad-key'),
      'ant-bad',
    );
    expect(bad.error?.message).toContain('(anthropicApi)');
    expect(sent('ant-bad')).toHaveLength(1);
  });
});

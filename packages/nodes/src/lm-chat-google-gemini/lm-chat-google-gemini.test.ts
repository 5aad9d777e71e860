import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { askModel } from '../../test/ai-model-harness.js';

let fake: AiFake;
beforeAll(async () => {
  fake = await startAiFake({ port: 0 });
});
afterAll(() => fake?.close());

const model = (apiKey = 'g-test', parameters: Record<string, unknown> = {}) => ({
  type: '@n8n/n8n-nodes-langchain.lmChatGoogleGemini',
  typeVersion: 1,
  credentials: { googlePalmApi: { apiKey, host: fake.url } },
  parameters: { modelName: 'models/gemini-2.5-flash', ...parameters },
});
const sent = (marker: string) => fake.requests.filter((r) => JSON.stringify(r.body ?? '').includes(marker));

describe('lmChatGoogleGemini', { timeout: 120_000 }, () => {
  it('answers through generateContent with the options as generationConfig, one traced run', async () => {
    const { answer, modelRuns, error } = await askModel(
      model('g-test', { options: { temperature: 0.1, maxOutputTokens: 99, topK: 5 } }),
      'gem-1',
    );
    expect(error).toBeUndefined();
    expect(answer?.text).toBe('Echo: gem-1');
    const [req] = sent('gem-1');
    expect(req!.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(req!.body.generationConfig).toMatchObject({ temperature: 0.1, maxOutputTokens: 99, topK: 5 });
    expect(modelRuns).toHaveLength(1);
    expect((modelRuns[0]!.inputOverride!.ai_languageModel![0]![0]!.json as { messages: string[] }).messages).toEqual([
      'Human: gem-1',
    ]);
  });

  it('binds tools as function declarations', async () => {
    const { answer } = await askModel(model(), 'gem-tool @tool(lookup, {"city":"Rome"})', 'tool');
    expect(answer?.toolCalls).toEqual([{ name: 'lookup', args: { city: 'Rome' } }]);
  });

  it('a wrong key (Google answers 400) fails at once naming the credential', async () => {
    const { error, modelRuns } = await askModel(model('bad-key'), 'gem-bad');
    expect(error?.message).toContain('googlePalmApi');
    expect(sent('gem-bad')).toHaveLength(1);
    expect(modelRuns[0]!.executionStatus).toBe('error');
  });
});

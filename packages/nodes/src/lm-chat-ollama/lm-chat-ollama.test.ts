import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { askModel } from '../../test/ai-model-harness.js';

let fake: AiFake;
beforeAll(async () => {
  fake = await startAiFake({ port: 0 });
});
afterAll(() => fake?.close());

const model = (parameters: Record<string, unknown>) => ({
  type: '@n8n/n8n-nodes-langchain.lmChatOllama',
  typeVersion: 1,
  credentials: { ollamaApi: { baseUrl: fake.url } },
  parameters: { model: 'llama3.2', ...parameters },
});
const sent = (marker: string) => fake.requests.filter((r) => JSON.stringify(r.body ?? '').includes(marker));

describe('lmChatOllama', { timeout: 120_000 }, () => {
  it('answers through /api/chat with the options and JSON format', async () => {
    const { answer, modelRuns, error } = await askModel(
      model({ options: { temperature: 0.2, numCtx: 4096, format: 'json' } }),
      'oll-1 @json({"ok":true})',
    );
    expect(error).toBeUndefined();
    expect(answer?.text).toBe('{"ok":true}');
    const [req] = sent('oll-1');
    expect(req!.path).toBe('/api/chat');
    expect(req!.body).toMatchObject({
      model: 'llama3.2',
      format: 'json',
      options: { temperature: 0.2, num_ctx: 4096 },
    });
    expect(modelRuns).toHaveLength(1);
  });

  it('the default format is not sent; tools are bound', async () => {
    await askModel(model({ options: { format: 'default' } }), 'oll-2');
    expect(sent('oll-2')[0]!.body.format).toBeUndefined();
    const tooled = await askModel(model({}), 'oll-tool @tool(lookup, {"city":"Oslo"})', 'tool');
    expect(tooled.answer?.toolCalls).toEqual([{ name: 'lookup', args: { city: 'Oslo' } }]);
  });
});

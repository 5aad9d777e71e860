import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { askModel } from '../../test/ai-model-harness.js';

let fake: AiFake;
beforeAll(async () => {
  fake = await startAiFake({ port: 0 });
});
afterAll(() => fake?.close());

const TYPE = '@n8n/n8n-nodes-langchain.lmChatOpenAi';
const creds = (apiKey = 'sk-test', extra: Record<string, unknown> = {}) => ({
  openAiApi: { apiKey, url: `${fake.url}/v1`, ...extra },
});

/** The requests the fake got whose last user message contains `marker`. */
function sent(marker: string) {
  return fake.requests.filter((r) => JSON.stringify(r.body ?? '').includes(marker));
}

describe('lmChatOpenAi', { timeout: 120_000 }, () => {
  it('1.2: Chat Completions with the options mapped, one traced run with the token usage', async () => {
    const { answer, modelRuns, error } = await askModel(
      {
        type: TYPE,
        typeVersion: 1.2,
        credentials: creds(),
        parameters: {
          model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' },
          options: { temperature: 0.2, maxTokens: 50, topP: 0.9, frequencyPenalty: 0.5, responseFormat: 'json_object' },
        },
      },
      'cc-1 @json({"a":1})',
    );
    expect(error).toBeUndefined();
    expect(answer?.text).toBe('{"a":1}');
    const [req] = sent('cc-1');
    expect(req!.path).toBe('/v1/chat/completions');
    expect(req!.body).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0.2,
      max_tokens: 50,
      top_p: 0.9,
      frequency_penalty: 0.5,
      response_format: { type: 'json_object' },
    });
    expect(req!.headers.authorization).toBe('Bearer sk-test');
    expect(modelRuns).toHaveLength(1);
    const input = modelRuns[0]!.inputOverride!.ai_languageModel![0]![0]!.json as {
      messages: string[];
      estimatedTokens: number;
      options: Record<string, unknown>;
    };
    expect(input.messages).toEqual(['Human: cc-1 @json({"a":1})']);
    expect(input.estimatedTokens).toBeGreaterThan(0);
    expect(input.options.model).toBe('gpt-4o-mini');
    const output = modelRuns[0]!.data!.ai_languageModel![0]![0]!.json as {
      response: { generations: Array<Array<{ text: string }>> };
      tokenUsage: Record<string, number>;
    };
    expect(output.response.generations[0]![0]!.text).toBe('{"a":1}');
    expect(output.tokenUsage).toEqual({ completionTokens: 2, promptTokens: 5, totalTokens: 7 });
  });

  it('1 reads the Base URL option before the credential, and a plain model name', async () => {
    const { answer } = await askModel(
      {
        type: TYPE,
        typeVersion: 1,
        credentials: { openAiApi: { apiKey: 'k', url: 'http://127.0.0.1:9/v1' } },
        parameters: { model: 'gpt-3.5-turbo', options: { baseURL: `${fake.url}/v1` } },
      },
      'v1-base',
    );
    expect(answer?.text).toBe('Echo: v1-base');
    expect(sent('v1-base')[0]!.body.model).toBe('gpt-3.5-turbo');
  });

  it('1.3 uses the Responses API by default, and Chat Completions when it is off', async () => {
    const on = await askModel(
      {
        type: TYPE,
        typeVersion: 1.3,
        credentials: creds(),
        parameters: { model: { __rl: true, mode: 'id', value: 'gpt-4.1-mini' }, options: { maxTokens: 64 } },
      },
      'resp-on',
    );
    expect(on.answer?.text).toBe('Echo: resp-on');
    expect(sent('resp-on')[0]!.path).toBe('/v1/responses');
    expect(sent('resp-on')[0]!.body).toMatchObject({ model: 'gpt-4.1-mini', max_output_tokens: 64 });
    const off = await askModel(
      {
        type: TYPE,
        typeVersion: 1.3,
        credentials: creds(),
        parameters: {
          model: { __rl: true, mode: 'id', value: 'gpt-4.1-mini' },
          responsesApiEnabled: false,
          options: {},
        },
      },
      'resp-off',
    );
    expect(off.answer?.text).toBe('Echo: resp-off');
    expect(sent('resp-off')[0]!.path).toBe('/v1/chat/completions');
  });

  it('1.3 Responses options: JSON schema format, metadata, reasoning', async () => {
    const schema = '{"type":"object","properties":{"a":{"type":"number"}}}';
    await askModel(
      {
        type: TYPE,
        typeVersion: 1.3,
        credentials: creds(),
        parameters: {
          model: { __rl: true, mode: 'id', value: 'o3-mini' },
          options: {
            textFormat: { textOptions: { type: 'json_schema', name: 'out', schema, verbosity: 'low' } },
            metadata: '{"k":"v"}',
            reasoningEffort: 'low',
            promptCacheKey: 'ck',
          },
        },
      },
      'resp-opts',
    );
    expect(sent('resp-opts')[0]!.body).toMatchObject({
      text: { verbosity: 'low', format: { type: 'json_schema', name: 'out', schema: JSON.parse(schema) } },
      metadata: { k: 'v' },
      reasoning: { effort: 'low' },
      prompt_cache_key: 'ck',
    });
  });

  it('streams and binds tools', async () => {
    const model = {
      type: TYPE,
      typeVersion: 1.2,
      credentials: creds(),
      parameters: { model: { __rl: true, mode: 'id', value: 'gpt-4o-mini' }, options: {} },
    };
    const streamed = await askModel(model, 'stream-me', 'stream');
    expect(streamed.answer?.text).toBe('Echo: stream-me');
    expect(sent('stream-me')[0]!.body.stream).toBe(true);
    expect(streamed.modelRuns).toHaveLength(1);
    const tooled = await askModel(model, 'tool-me @tool(lookup, {"city":"Oslo"})', 'tool');
    expect(tooled.answer?.toolCalls).toEqual([{ name: 'lookup', args: { city: 'Oslo' } }]);
    expect(sent('tool-me')[0]!.body.tools[0].function.name).toBe('lookup');
  });

  it('sends the custom header of the credential and hides its value in the run data', async () => {
    const { modelRuns } = await askModel(
      {
        type: TYPE,
        typeVersion: 1.2,
        credentials: creds('sk-h', { header: true, headerName: 'X-Tenant', headerValue: 'secret-tenant' }),
        parameters: { model: { __rl: true, mode: 'id', value: 'gpt-4o-mini' }, options: {} },
      },
      'hdr-1',
    );
    expect(sent('hdr-1')[0]!.headers['x-tenant']).toBe('secret-tenant');
    expect(JSON.stringify(modelRuns[0]!.inputOverride)).not.toContain('secret-tenant');
  });

  it('a wrong key fails at once with an error naming the credential, recorded on the model run', async () => {
    const { error, modelRuns } = await askModel(
      {
        type: TYPE,
        typeVersion: 1.2,
        credentials: creds('bad-key'),
        parameters: { model: { __rl: true, mode: 'id', value: 'gpt-4o-mini' }, options: {} },
      },
      'bad-1',
    );
    expect(error?.message).toContain('Authorization failed');
    expect(error?.message).toContain('"Test openAiApi" (openAiApi)');
    expect(sent('bad-1')).toHaveLength(1);
    expect(modelRuns).toHaveLength(1);
    expect(modelRuns[0]!.executionStatus).toBe('error');
  });

  it('a 429 is retried after retry-after; a 429 that persists fails clearly once the retries are spent', async () => {
    const model = {
      type: TYPE,
      typeVersion: 1.2,
      credentials: creds(),
      parameters: { model: { __rl: true, mode: 'id', value: 'gpt-4o-mini' }, options: { maxRetries: 1 } },
    };
    const once = await askModel(model, 'rl-once @status(429)');
    expect(once.error).toBeUndefined();
    expect(once.answer?.text).toContain('Echo: rl-once');
    expect(sent('rl-once')).toHaveLength(2);
    const always = await askModel(model, 'rl-always @status(429, always)');
    expect(always.error?.message).toContain('rate limiting');
    expect(sent('rl-always')).toHaveLength(2);
  }, 30_000);

  it('a server error is retried up to maxRetries, then fails', async () => {
    const { error } = await askModel(
      {
        type: TYPE,
        typeVersion: 1.2,
        credentials: creds(),
        parameters: { model: { __rl: true, mode: 'id', value: 'gpt-4o-mini' }, options: { maxRetries: 0 } },
      },
      'srv-1 @status(500)',
    );
    expect(error).toBeDefined();
    expect(sent('srv-1')).toHaveLength(1);
  });
});

describe('lmChatOpenAi and the outgoing-connection guard', { timeout: 60_000 }, () => {
  it('checks every connection, so a redirect cannot reach a denied host', async () => {
    const { createServer } = await import('node:http');
    let targetHits = 0;
    const target = createServer((_req, res) => {
      targetHits++;
      res.writeHead(500).end();
    });
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
    const targetPort = (target.address() as { port: number }).port;
    let redirects = 0;
    const redirector = createServer((_req, res) => {
      redirects++;
      res.writeHead(307, { location: `http://localhost:${targetPort}/v1/chat/completions` }).end();
    });
    await new Promise<void>((r) => redirector.listen(0, '127.0.0.1', r));
    const port = (redirector.address() as { port: number }).port;
    const before = process.env.WEFT_SSRF_DENY;
    process.env.WEFT_SSRF_DENY = 'localhost';
    try {
      const { error } = await askModel(
        {
          type: TYPE,
          typeVersion: 1.2,
          credentials: { openAiApi: { apiKey: 'k', url: `http://127.0.0.1:${port}/v1` } },
          parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: { maxRetries: 0 } },
        },
        'redirected',
      );
      expect(redirects).toBeGreaterThan(0);
      expect(error).toBeDefined();
      expect(targetHits).toBe(0);
    } finally {
      if (before === undefined) delete process.env.WEFT_SSRF_DENY;
      else process.env.WEFT_SSRF_DENY = before;
      await new Promise((r) => redirector.close(r));
      await new Promise((r) => target.close(r));
    }
  });
});

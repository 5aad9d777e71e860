import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiFake, type AiFake } from './server.mjs';
import { BAD_ARGS, parseDirectives } from './directives.mjs';

let fake: AiFake;
beforeAll(async () => {
  fake = await startAiFake({ port: 0 });
});
afterAll(async () => {
  await fake.close();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function json(path: string, body: unknown, headers: Record<string, string> = {}): Promise<any> {
  const res = await post(path, body, headers);
  expect(res.status).toBe(200);
  return res.json();
}

/** Parses a server-sent-event stream into `{ event, data }` records (data JSON-decoded unless `[DONE]`). */
function parseSse(text: string): Array<{ event?: string; data: any }> {
  return text
    .split(/\r?\n\r?\n/)
    .filter((block) => block.trim())
    .map((block) => {
      let event: string | undefined;
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      const joined = data.join('\n');
      return { event, data: joined === '[DONE]' ? joined : JSON.parse(joined) };
    });
}

const user = (content: string) => ({ role: 'user', content });

describe('directive parser', () => {
  it('reads arguments with nested parentheses inside JSON strings and ignores e-mail addresses', () => {
    const found = parseDirectives('mail bob@tool.com then @tool(calc, {"expr": "(1+2))"}) @system @slow(5) @nothing');
    expect(found).toEqual([
      { name: 'tool', arg: 'calc, {"expr": "(1+2))"}' },
      { name: 'system', arg: undefined },
      { name: 'slow', arg: '5' },
    ]);
  });
});

describe('OpenAI chat completions', () => {
  it('echoes the last user message with usage counts', async () => {
    const body = await json('/v1/chat/completions', {
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: 'Be brief' },
        user('first'),
        { role: 'assistant', content: 'ok' },
        user('hello world'),
      ],
    });
    expect(body.object).toBe('chat.completion');
    expect(body.choices[0].message).toMatchObject({ role: 'assistant', content: 'Echo: hello world' });
    expect(body.choices[0].finish_reason).toBe('stop');
    // prompt: "Be brief" + "first" + "ok" + "hello world" = 26 chars -> 7; answer 17 chars -> 5
    expect(body.usage).toEqual({ prompt_tokens: 7, completion_tokens: 5, total_tokens: 12 });
  });

  it('calls tools, then reports their results; ids are deterministic', async () => {
    const ask = user('compute @tool(calculator, {"input": "2+2"}) @tool(clock)');
    const first = await json('/v1/chat/completions', {
      model: 'gpt-4o-mini',
      messages: [ask],
      tools: [{ type: 'function', function: { name: 'calculator', parameters: {} } }],
    });
    expect(first.choices[0].finish_reason).toBe('tool_calls');
    expect(first.choices[0].message.tool_calls).toEqual([
      { id: 'call_1', type: 'function', function: { name: 'calculator', arguments: '{"input":"2+2"}' } },
      { id: 'call_2', type: 'function', function: { name: 'clock', arguments: '{}' } },
    ]);
    const second = await json('/v1/chat/completions', {
      model: 'gpt-4o-mini',
      messages: [
        ask,
        first.choices[0].message,
        { role: 'tool', tool_call_id: 'call_1', content: '4' },
        { role: 'tool', tool_call_id: 'call_2', content: 'noon' },
      ],
    });
    expect(second.choices[0].message.content).toBe('Tools said: 4 | noon');
  });

  it('runs tool rounds separated by @next, then the @final answer', async () => {
    const ask = user('@tool(a, {"n": 1}) @next @tool(b, {"n": 2}) @final(all done)');
    const r1 = await json('/v1/chat/completions', { messages: [ask] });
    expect(r1.choices[0].message.tool_calls.map((c: any) => [c.id, c.function.name])).toEqual([['call_1', 'a']]);
    const after1 = [ask, r1.choices[0].message, { role: 'tool', tool_call_id: 'call_1', content: 'A' }];
    const r2 = await json('/v1/chat/completions', { messages: after1 });
    expect(r2.choices[0].message.tool_calls.map((c: any) => [c.id, c.function.name])).toEqual([['call_2', 'b']]);
    const r3 = await json('/v1/chat/completions', {
      messages: [...after1, r2.choices[0].message, { role: 'tool', tool_call_id: 'call_2', content: 'B' }],
    });
    expect(r3.choices[0].message.content).toBe('all done');
  });

  it('counts a round from tool results when the history drops the assistant tool calls', async () => {
    const ask = user('@tool(a) @next @tool(b)');
    const r = await json('/v1/chat/completions', {
      messages: [ask, { role: 'assistant', content: '' }, { role: 'tool', tool_call_id: 'call_1', content: 'A' }],
    });
    expect(r.choices[0].message.tool_calls[0]).toMatchObject({ id: 'call_2', function: { name: 'b' } });
    const ollama = await json('/api/chat', {
      stream: false,
      messages: [user('@tool(a)'), { role: 'assistant', content: '' }, { role: 'tool', content: '49' }],
    });
    expect(ollama.message).toEqual({ role: 'assistant', content: 'Tools said: 49' });
  });

  it('keeps calling with @loop', async () => {
    const ask = user('@tool(a) @loop');
    const r1 = await json('/v1/chat/completions', { messages: [ask] });
    const r2 = await json('/v1/chat/completions', {
      messages: [ask, r1.choices[0].message, { role: 'tool', tool_call_id: 'call_1', content: 'x' }],
    });
    expect(r2.choices[0].message.tool_calls[0]).toMatchObject({ id: 'call_2', function: { name: 'a' } });
  });

  it('answers @json, @text and @system exactly', async () => {
    const j = await json('/v1/chat/completions', { messages: [user('give @json({"a": [1, "x)"]})')] });
    expect(j.choices[0].message.content).toBe('{"a": [1, "x)"]}');
    const t = await json('/v1/chat/completions', { messages: [user('@text(Just this.)')] });
    expect(t.choices[0].message.content).toBe('Just this.');
    const s = await json('/v1/chat/completions', {
      messages: [{ role: 'system', content: 'You are X' }, { role: 'developer', content: 'Rule 2' }, user('@system')],
    });
    expect(s.choices[0].message.content).toBe('You are X\nRule 2');
  });

  it('sends invalid tool arguments for @badtoolargs and a call to no_such_tool for @unknowntool', async () => {
    const bad = await json('/v1/chat/completions', { messages: [user('@badtoolargs(calculator)')] });
    const args = bad.choices[0].message.tool_calls[0].function.arguments;
    expect(args).toBe(BAD_ARGS);
    expect(() => JSON.parse(args)).toThrow();
    const unknown = await json('/v1/chat/completions', { messages: [user('@unknowntool')] });
    expect(unknown.choices[0].message.tool_calls[0].function).toEqual({ name: 'no_such_tool', arguments: '{}' });
  });

  it('fails once with 429 and retry-after, always with 500, and 401 for bad-key', async () => {
    const body = { messages: [user('limited @status(429)')] };
    const first = await post('/v1/chat/completions', body);
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('1');
    expect((await first.json()).error.code).toBe('rate_limit_exceeded');
    const second = await post('/v1/chat/completions', body);
    expect(second.status).toBe(200);
    expect((await second.json()).choices[0].message.content).toBe('Echo: limited @status(429)');
    for (let i = 0; i < 2; i++)
      expect((await post('/v1/chat/completions', { messages: [user('@status(500)')] })).status).toBe(500);
    const denied = await post('/v1/chat/completions', { messages: [user('hi')] }, { authorization: 'Bearer bad-key' });
    expect(denied.status).toBe(401);
    expect((await denied.json()).error).toMatchObject({ code: 'invalid_api_key', type: 'invalid_request_error' });
  });

  it('streams text chunks, the usage chunk and [DONE]', async () => {
    const res = await post('/v1/chat/completions', {
      model: 'gpt-4o',
      stream: true,
      stream_options: { include_usage: true },
      messages: [user('stream me please')],
    });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const events = parseSse(await res.text());
    expect(events.at(-1)!.data).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((e) => e.data);
    expect(chunks.every((c) => c.object === 'chat.completion.chunk')).toBe(true);
    const text = chunks
      .flatMap((c) => c.choices)
      .map((c: any) => c.delta.content ?? '')
      .join('');
    expect(text).toBe('Echo: stream me please');
    expect(chunks.at(-2).choices[0].finish_reason).toBe('stop');
    expect(chunks.at(-1).choices).toEqual([]);
    expect(chunks.at(-1).usage).toEqual({ prompt_tokens: 4, completion_tokens: 6, total_tokens: 10 });
  });

  it('streams tool calls whose argument pieces join to the JSON', async () => {
    const res = await post('/v1/chat/completions', {
      stream: true,
      messages: [user('@tool(lookup, {"query": "weather in Paris"})')],
    });
    const chunks = parseSse(await res.text())
      .slice(0, -1)
      .map((e) => e.data);
    expect(chunks.some((c) => 'usage' in c)).toBe(false);
    const deltas = chunks.flatMap((c) => c.choices[0].delta.tool_calls ?? []);
    expect(deltas[0]).toMatchObject({ index: 0, id: 'call_1', function: { name: 'lookup' } });
    expect(JSON.parse(deltas.map((d: any) => d.function.arguments).join(''))).toEqual({ query: 'weather in Paris' });
    expect(chunks.at(-1).choices[0].finish_reason).toBe('tool_calls');
  });
});

describe('OpenAI other endpoints', () => {
  it('answers legacy completions', async () => {
    const body = await json('/v1/completions', { model: 'gpt-3.5-turbo-instruct', prompt: 'Say hi' });
    expect(body).toMatchObject({
      object: 'text_completion',
      choices: [{ text: 'Echo: Say hi', index: 0, finish_reason: 'stop' }],
    });
    expect(body.usage).toEqual({ prompt_tokens: 2, completion_tokens: 3, total_tokens: 5 });
  });

  it('answers the Responses API with messages and function calls, streamed too', async () => {
    const body = await json('/v1/responses', {
      model: 'gpt-4.1-mini',
      instructions: 'sys',
      input: [{ role: 'user', content: [{ type: 'input_text', text: 'hey' }] }],
    });
    expect(body.object).toBe('response');
    expect(body.output[0]).toMatchObject({
      type: 'message',
      role: 'assistant',
      content: [{ type: 'output_text', text: 'Echo: hey' }],
    });
    const call = await json('/v1/responses', { input: '@tool(calc, {"x": 1})' });
    expect(call.output[0]).toMatchObject({
      type: 'function_call',
      call_id: 'call_1',
      name: 'calc',
      arguments: '{"x":1}',
    });
    const done = await json('/v1/responses', {
      input: [
        { role: 'user', content: '@tool(calc, {"x": 1})' },
        call.output[0],
        { type: 'function_call_output', call_id: 'call_1', output: '42' },
      ],
    });
    expect(done.output[0].content[0].text).toBe('Tools said: 42');
    const res = await post('/v1/responses', { stream: true, input: 'a b c' });
    const events = parseSse(await res.text());
    expect(events[0]!.event).toBe('response.created');
    expect(
      events
        .filter((e) => e.event === 'response.output_text.delta')
        .map((e) => e.data.delta)
        .join(''),
    ).toBe('Echo: a b c');
    expect(events.at(-1)!.data.response.usage.output_tokens).toBe(3);
  });

  it('embeds deterministically with model sizes, dimensions and base64', async () => {
    const small = await json('/v1/embeddings', {
      model: 'text-embedding-3-small',
      input: ['cats purr', 'cats purr'],
      encoding_format: 'float',
    });
    expect(small.data).toHaveLength(2);
    expect(small.data[0].embedding).toHaveLength(1536);
    expect(small.data[0].embedding).toEqual(small.data[1].embedding);
    const large = await json('/v1/embeddings', { model: 'text-embedding-3-large', input: 'x' });
    expect(large.data[0].embedding).toHaveLength(3072);
    const cut = await json('/v1/embeddings', { model: 'text-embedding-3-large', input: 'x', dimensions: 64 });
    expect(cut.data[0].embedding).toHaveLength(64);
    const b64 = await json('/v1/embeddings', {
      model: 'text-embedding-3-small',
      input: 'cats purr',
      encoding_format: 'base64',
    });
    const decoded = Array.from(new Float32Array(new Uint8Array(Buffer.from(b64.data[0].embedding, 'base64')).buffer));
    decoded.forEach((v, i) => expect(v).toBeCloseTo(small.data[0].embedding[i], 6));
    // Texts sharing words are closer than unrelated ones.
    const three = await json('/v1/embeddings', {
      model: 'text-embedding-3-small',
      input: ['the cat sat', 'the cat ran', 'stock prices fell'],
    });
    const [a, b, c] = three.data.map((d: any) => d.embedding as number[]);
    const dot = (x: number[], y: number[]) => x.reduce((s, v, i) => s + v * y[i]!, 0);
    expect(dot(a, b)).toBeGreaterThan(dot(a, c));
  });

  it('lists models and generates images (b64_json and url)', async () => {
    const list = await (await fetch(`${fake.url}/v1/models`)).json();
    expect(list.object).toBe('list');
    expect(list.data.map((m: any) => m.id)).toContain('gpt-4o-mini');
    const b64 = await json('/v1/images/generations', {
      model: 'dall-e-3',
      prompt: 'a fox',
      response_format: 'b64_json',
    });
    expect(Buffer.from(b64.data[0].b64_json, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(b64.data[0].revised_prompt).toBe('Revised: a fox');
    const url = await json('/v1/images/generations', {
      model: 'dall-e-2',
      prompt: 'a fox',
      response_format: 'url',
      n: 2,
    });
    expect(url.data).toHaveLength(2);
    const image = await fetch(url.data[1].url);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('transcribes multipart uploads and speaks text', async () => {
    const form = new FormData();
    form.append('model', 'whisper-1');
    form.append('file', new Blob(['hello from audio']), 'clip.mp3');
    const res = await fetch(`${fake.url}/v1/audio/transcriptions`, { method: 'POST', body: form });
    expect(await res.json()).toMatchObject({ text: 'hello from audio' });
    expect(fake.requests.at(-1)!.body).toEqual({
      fields: { model: 'whisper-1' },
      files: [{ field: 'file', filename: 'clip.mp3', contentType: 'application/octet-stream', size: 16 }],
    });
    const textForm = new FormData();
    textForm.append('response_format', 'text');
    textForm.append('file', new Blob(['words']), 'a.wav');
    expect(await (await fetch(`${fake.url}/v1/audio/transcriptions`, { method: 'POST', body: textForm })).text()).toBe(
      'words\n',
    );
    const speech = await post('/v1/audio/speech', { model: 'tts-1', voice: 'alloy', input: 'Hi' });
    expect(speech.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await speech.arrayBuffer()).toString()).toBe('FAKEAUDIO:alloy:Hi');
  });
});

describe('Anthropic messages', () => {
  const headers = { 'x-api-key': 'k', 'anthropic-version': '2023-06-01' };

  it('answers text, then tool_use, then reads tool_result blocks', async () => {
    const plain = await json(
      '/v1/messages',
      {
        model: 'claude-3-5-haiku-20241022',
        max_tokens: 100,
        system: [{ type: 'text', text: 'S' }],
        messages: [user('hi')],
      },
      headers,
    );
    expect(plain).toMatchObject({
      type: 'message',
      role: 'assistant',
      content: [{ type: 'text', text: 'Echo: hi' }],
      stop_reason: 'end_turn',
    });
    expect(plain.usage).toMatchObject({ input_tokens: 1, output_tokens: 2 });
    const ask = user('@tool(calc, {"a": 2})');
    const call = await json('/v1/messages', { max_tokens: 10, messages: [ask] }, headers);
    expect(call.stop_reason).toBe('tool_use');
    expect(call.content[0]).toMatchObject({ type: 'tool_use', name: 'calc', input: { a: 2 } });
    const done = await json(
      '/v1/messages',
      {
        max_tokens: 10,
        messages: [
          ask,
          { role: 'assistant', content: call.content },
          { role: 'user', content: [{ type: 'tool_result', tool_use_id: call.content[0].id, content: '4' }] },
        ],
      },
      headers,
    );
    expect(done.content).toEqual([{ type: 'text', text: 'Tools said: 4' }]);
  });

  it('streams the Anthropic event sequence', async () => {
    const res = await post('/v1/messages', { max_tokens: 10, stream: true, messages: [user('two words')] }, headers);
    const events = parseSse(await res.text());
    expect(events.map((e) => e.event)).toEqual([
      'message_start',
      'content_block_start',
      'ping',
      'content_block_delta',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(events.every((e) => e.event === e.data.type)).toBe(true);
    expect(
      events
        .filter((e) => e.event === 'content_block_delta')
        .map((e) => e.data.delta.text)
        .join(''),
    ).toBe('Echo: two words');
    expect(events[7]!.data).toMatchObject({ delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 4 } });
    const tool = parseSse(
      await (
        await post(
          '/v1/messages',
          { max_tokens: 10, stream: true, messages: [user('@tool(t, {"q": "long enough value"})')] },
          headers,
        )
      ).text(),
    );
    expect(tool[1]!.data.content_block).toMatchObject({ type: 'tool_use', name: 't', input: {} });
    const json = tool
      .filter((e) => e.event === 'content_block_delta')
      .map((e) => e.data.delta.partial_json)
      .join('');
    expect(JSON.parse(json)).toEqual({ q: 'long enough value' });
  });

  it('rejects bad-key with authentication_error and lists models', async () => {
    const res = await post('/v1/messages', { messages: [user('x')] }, { ...headers, 'x-api-key': 'bad-key' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      type: 'error',
      error: { type: 'authentication_error', message: 'invalid x-api-key' },
    });
    const models = await (await fetch(`${fake.url}/v1/models`, { headers })).json();
    expect(models.data[0]).toMatchObject({ type: 'model' });
    expect(models.has_more).toBe(false);
  });
});

describe('Gemini', () => {
  it('answers generateContent with text, functionCall and after functionResponse', async () => {
    const plain = await json(
      '/v1beta/models/gemini-2.5-flash:generateContent',
      { contents: [{ role: 'user', parts: [{ text: 'hola' }] }] },
      { 'x-goog-api-key': 'k' },
    );
    expect(plain.candidates[0]).toMatchObject({
      content: { role: 'model', parts: [{ text: 'Echo: hola' }] },
      finishReason: 'STOP',
    });
    expect(plain.usageMetadata).toMatchObject({ promptTokenCount: 1, candidatesTokenCount: 3, totalTokenCount: 4 });
    const ask = { role: 'user', parts: [{ text: '@tool(calc, {"a": 1})' }] };
    const call = await json('/v1beta/models/gemini-2.5-flash:generateContent', { contents: [ask] });
    expect(call.candidates[0].content.parts).toEqual([{ functionCall: { name: 'calc', args: { a: 1 } } }]);
    const done = await json('/v1beta/models/gemini-2.5-flash:generateContent', {
      contents: [
        ask,
        call.candidates[0].content,
        { role: 'user', parts: [{ functionResponse: { name: 'calc', response: { result: '2' } } }] },
      ],
    });
    expect(done.candidates[0].content.parts[0].text).toBe('Tools said: 2');
  });

  it('streams with alt=sse and as a JSON array without it', async () => {
    const body = {
      systemInstruction: { parts: [{ text: 'be kind' }] },
      contents: [{ role: 'user', parts: [{ text: '@system' }] }],
    };
    const sse = parseSse(
      await (await post('/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse', body)).text(),
    );
    expect(sse.map((e) => e.data.candidates[0].content.parts[0].text).join('')).toBe('be kind');
    expect(sse.at(-1)!.data.usageMetadata).toMatchObject({
      promptTokenCount: 4,
      candidatesTokenCount: 2,
      totalTokenCount: 6,
    });
    const array = await json('/v1beta/models/gemini-2.5-flash:streamGenerateContent', body);
    expect(array.map((c: any) => c.candidates[0].content.parts[0].text).join('')).toBe('be kind');
  });

  it('embeds single and batched, lists models, and answers a bad key with API_KEY_INVALID', async () => {
    const one = await json('/v1beta/models/text-embedding-004:embedContent', { content: { parts: [{ text: 'hi' }] } });
    expect(one.embedding.values).toHaveLength(768);
    const batch = await json('/v1beta/models/gemini-embedding-001:batchEmbedContents', {
      requests: [
        { model: 'models/gemini-embedding-001', content: { parts: [{ text: 'hi' }] }, outputDimensionality: 768 },
        { model: 'models/gemini-embedding-001', content: { parts: [{ text: 'yo' }] } },
      ],
    });
    expect(batch.embeddings[0].values).toEqual(one.embedding.values);
    expect(batch.embeddings[1].values).toHaveLength(3072);
    const models = await (await fetch(`${fake.url}/v1beta/models?key=k`)).json();
    expect(models.models[0].name).toMatch(/^models\//);
    const bad = await post('/v1beta/models/gemini-2.5-flash:generateContent?key=bad-key', { contents: [] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.details[0].reason).toBe('API_KEY_INVALID');
  });
});

describe('Ollama', () => {
  const ndjson = async (res: Response) =>
    (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));

  it('streams NDJSON by default and answers tool calls without streaming', async () => {
    const lines = await ndjson(await post('/api/chat', { model: 'llama3.2', messages: [user('one two')] }));
    expect(lines.map((l) => l.message.content).join('')).toBe('Echo: one two');
    expect(lines.at(-1)).toMatchObject({ done: true, done_reason: 'stop', prompt_eval_count: 2, eval_count: 4 });
    expect(lines.slice(0, -1).every((l) => l.done === false)).toBe(true);
    const ask = user('@tool(calc, {"a": 3})');
    const call = await json('/api/chat', { model: 'llama3.2', stream: false, messages: [ask] });
    expect(call.message.tool_calls).toEqual([{ function: { name: 'calc', arguments: { a: 3 } } }]);
    const done = await json('/api/chat', {
      model: 'llama3.2',
      stream: false,
      messages: [ask, call.message, { role: 'tool', content: '9' }],
    });
    expect(done.message.content).toBe('Tools said: 9');
  });

  it('generates, embeds and lists tags', async () => {
    const gen = await json('/api/generate', { model: 'llama3.2', prompt: 'p', system: 's', stream: false });
    expect(gen).toMatchObject({ response: 'Echo: p', done: true });
    const streamed = await ndjson(await post('/api/generate', { model: 'llama3.2', prompt: 'x y' }));
    expect(streamed.map((l) => l.response).join('')).toBe('Echo: x y');
    const embed = await json('/api/embed', { model: 'nomic-embed-text', input: ['a', 'b'] });
    expect(embed.embeddings).toHaveLength(2);
    expect(embed.embeddings[0]).toHaveLength(768);
    const old = await json('/api/embeddings', { model: 'all-minilm', prompt: 'a' });
    expect(old.embedding).toHaveLength(384);
    const tags = await (await fetch(`${fake.url}/api/tags`)).json();
    expect(tags.models[0]).toMatchObject({ name: 'llama3.2:latest', details: { format: 'gguf' } });
  });
});

describe('request log', () => {
  it('records method, path, query, headers and parsed body', async () => {
    const before = fake.requests.length;
    await post(
      '/v1beta/models/gemini-2.5-flash:generateContent?key=zz',
      { contents: [{ role: 'user', parts: [{ text: 'logged' }] }] },
      { 'x-test': '1' },
    );
    const r = fake.requests[before];
    expect(r).toMatchObject({
      method: 'POST',
      path: '/v1beta/models/gemini-2.5-flash:generateContent',
      query: { key: 'zz' },
      body: { contents: [{ parts: [{ text: 'logged' }] }] },
    });
    expect(r!.headers['x-test']).toBe('1');
  });
});

describe('Azure deployments and HTTP targets', () => {
  it('answers Azure chat completions on the deployment path, and its 401 for a bad api-key', async () => {
    const body = await json(
      '/openai/deployments/prod/chat/completions?api-version=2025-03-01-preview',
      { messages: [user('hi azure')] },
      { 'api-key': 'k' },
    );
    expect(body.choices[0].message.content).toBe('Echo: hi azure');
    const refused = await post(
      '/openai/deployments/prod/chat/completions?api-version=x',
      { messages: [user('x')] },
      { 'api-key': 'bad-key' },
    );
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe('401');
  });

  it('echoes what a tool sent, and serves records, a page and statuses', async () => {
    const echo = await json('/http/echo/a?b=1', { c: 2 }, { 'x-test': 't' });
    expect(echo).toEqual({
      method: 'POST',
      path: '/http/echo/a',
      query: { b: '1' },
      body: { c: 2 },
      contentType: 'application/json',
      xTest: 't',
      authorization: null,
    });
    expect((await (await fetch(`${fake.url}/http/records`)).json()).records).toHaveLength(3);
    expect(await (await fetch(`${fake.url}/http/page`)).text()).toContain('<p class="intro">');
    expect((await fetch(`${fake.url}/http/status/418`)).status).toBe(418);
  });
});

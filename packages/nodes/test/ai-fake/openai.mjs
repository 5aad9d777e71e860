/**
 * OpenAI's wire protocol (https://platform.openai.com/docs/api-reference): chat completions (with
 * tools and SSE streaming), legacy completions, the Responses API, embeddings, models, images and
 * audio. Routes are under `/v1`.
 */
import { answerId, answerTokens, argsText, decide, promptTokens, tokens } from './directives.mjs';
import { parseMultipart, pieces, sendJson, sendRaw, sendSse, sleep } from './http.mjs';
import { embed, modelDimensions, toBase64 } from './vectors.mjs';

const CREATED = 1767225600;

/** OpenAI's error bodies by status. */
export function openAiError(res, status) {
  const errors = {
    400: { message: 'Invalid request.', type: 'invalid_request_error', param: null, code: null },
    401: {
      message: 'Incorrect API key provided: bad-key. You can find your API key at https://platform.openai.com/account/api-keys.',
      type: 'invalid_request_error',
      param: null,
      code: 'invalid_api_key',
    },
    403: { message: 'You are not allowed to sample from this model', type: 'invalid_request_error', param: null, code: null },
    404: { message: 'The model does not exist or you do not have access to it.', type: 'invalid_request_error', param: null, code: 'model_not_found' },
    429: {
      message: 'Rate limit reached for requests. Please try again in 1s.',
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    },
    500: { message: 'The server had an error while processing your request. Sorry about that!', type: 'server_error', param: null, code: null },
    503: { message: 'The engine is currently overloaded, please try again later.', type: 'server_error', param: null, code: null },
  };
  const error = errors[status] ?? { message: `Error ${status}`, type: 'server_error', param: null, code: null };
  sendJson(res, status, { error }, status === 429 ? { 'retry-after': '1', 'x-ratelimit-remaining-requests': '0' } : {});
}

/** Text of an OpenAI message content: a string, or the text parts of an array joined by newlines. */
function contentText(content) {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.filter((p) => typeof p?.text === 'string').map((p) => p.text).join('\n');
}

function parseArgs(text) {
  try {
    return JSON.parse(text);
  } catch {
    return String(text);
  }
}

/** The neutral conversation of a chat-completions request. */
export function chatConversation(body) {
  const system = [];
  const turns = [];
  for (const m of body.messages ?? []) {
    if (m.role === 'system' || m.role === 'developer') system.push(contentText(m.content));
    else if (m.role === 'user') turns.push({ role: 'user', text: contentText(m.content) });
    else if (m.role === 'assistant') {
      const toolCalls = (m.tool_calls ?? []).map((c) => ({ name: c.function?.name ?? '', args: parseArgs(c.function?.arguments ?? '') }));
      if (m.function_call) toolCalls.push({ name: m.function_call.name, args: parseArgs(m.function_call.arguments) });
      turns.push({ role: 'assistant', text: contentText(m.content), toolCalls });
    } else if (m.role === 'tool' || m.role === 'function') turns.push({ role: 'tool', text: contentText(m.content) });
  }
  return { system: system.join('\n'), turns };
}

/** Runs the script for a conversation: waits `@slow`, answers a scripted error; else returns the decision. */
async function script(ctx, conv) {
  const d = decide(conv, ctx.state.seen, ctx.route);
  if (d.slowMs) await sleep(d.slowMs);
  if (d.status) {
    openAiError(ctx.res, d.status);
    return undefined;
  }
  return d;
}

function usage(conv, answer) {
  const p = promptTokens(conv);
  const c = answerTokens(answer);
  return { prompt_tokens: p, completion_tokens: c, total_tokens: p + c };
}

/** POST /v1/chat/completions */
export async function chatCompletions(ctx) {
  const { body, res } = ctx;
  const conv = chatConversation(body);
  const d = await script(ctx, conv);
  if (!d) return;
  const { answer } = d;
  const id = `chatcmpl-${answerId(conv)}`;
  const model = body.model ?? 'gpt-4o-mini';
  const toolCalls = answer.type === 'tools'
    ? answer.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: argsText(c) } }))
    : undefined;
  const finish = answer.type === 'tools' ? 'tool_calls' : 'stop';
  if (!body.stream) {
    const message = answer.type === 'tools'
      ? { role: 'assistant', content: null, tool_calls: toolCalls, refusal: null, annotations: [] }
      : { role: 'assistant', content: answer.text, refusal: null, annotations: [] };
    return sendJson(res, 200, {
      id,
      object: 'chat.completion',
      created: CREATED,
      model,
      choices: [{ index: 0, message, logprobs: null, finish_reason: finish }],
      usage: usage(conv, answer),
      service_tier: 'default',
      system_fingerprint: 'fp_weft_fake',
    });
  }
  const chunk = (delta, finishReason = null, extra = {}) => ({
    data: {
      id,
      object: 'chat.completion.chunk',
      created: CREATED,
      model,
      system_fingerprint: 'fp_weft_fake',
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      ...extra,
    },
  });
  const withUsage = body.stream_options?.include_usage === true;
  const nullUsage = withUsage ? { usage: null } : {};
  const events = [chunk({ role: 'assistant', content: answer.type === 'text' ? '' : null, refusal: null }, null, nullUsage)];
  if (answer.type === 'text') {
    for (const p of pieces(answer.text)) events.push(chunk({ content: p }, null, nullUsage));
  } else {
    answer.calls.forEach((c, index) => {
      events.push(chunk({ tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } }] }, null, nullUsage));
      const text = argsText(c);
      // Arguments arrive in pieces, as OpenAI sends them.
      for (let i = 0; i < text.length; i += 8) events.push(chunk({ tool_calls: [{ index, function: { arguments: text.slice(i, i + 8) } }] }, null, nullUsage));
    });
  }
  events.push(chunk({}, finish, nullUsage));
  if (withUsage) {
    events.push({
      data: { id, object: 'chat.completion.chunk', created: CREATED, model, system_fingerprint: 'fp_weft_fake', choices: [], usage: usage(conv, answer) },
    });
  }
  events.push({ data: '[DONE]' });
  sendSse(res, events);
}

/** POST /v1/completions (legacy text completions; the prompt is the user message). */
export async function completions(ctx) {
  const { body, res } = ctx;
  const prompts = Array.isArray(body.prompt) ? body.prompt : [body.prompt ?? ''];
  const choices = [];
  const total = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
  let first;
  for (const [index, prompt] of prompts.entries()) {
    const conv = { system: '', turns: [{ role: 'user', text: String(prompt) }] };
    const d = await script(ctx, conv);
    if (!d) return;
    first ??= conv;
    const text = d.answer.type === 'text' ? d.answer.text : d.answer.calls.map((c) => `${c.name}(${argsText(c)})`).join('\n');
    choices.push({ text, index, logprobs: null, finish_reason: 'stop' });
    total.prompt_tokens += tokens(String(prompt));
    total.completion_tokens += tokens(text);
  }
  total.total_tokens = total.prompt_tokens + total.completion_tokens;
  const id = `cmpl-${answerId(first)}`;
  const model = body.model ?? 'gpt-3.5-turbo-instruct';
  if (!body.stream) return sendJson(res, 200, { id, object: 'text_completion', created: CREATED, model, choices, usage: total });
  const events = [];
  for (const c of choices) {
    for (const p of pieces(c.text)) events.push({ data: { id, object: 'text_completion', created: CREATED, model, choices: [{ text: p, index: c.index, logprobs: null, finish_reason: null }] } });
    events.push({ data: { id, object: 'text_completion', created: CREATED, model, choices: [{ text: '', index: c.index, logprobs: null, finish_reason: 'stop' }] } });
  }
  if (body.stream_options?.include_usage) events.push({ data: { id, object: 'text_completion', created: CREATED, model, choices: [], usage: total } });
  events.push({ data: '[DONE]' });
  sendSse(res, events);
}

/** The neutral conversation of a Responses API request (`input` string or items, `instructions`). */
export function responsesConversation(body) {
  const system = body.instructions ? [String(body.instructions)] : [];
  const turns = [];
  const input = typeof body.input === 'string' ? [{ role: 'user', content: body.input }] : body.input ?? [];
  for (const item of input) {
    const type = item.type ?? 'message';
    if (type === 'message') {
      const text = typeof item.content === 'string'
        ? item.content
        : (item.content ?? []).filter((p) => typeof p?.text === 'string').map((p) => p.text).join('\n');
      if (item.role === 'system' || item.role === 'developer') system.push(text);
      else if (item.role === 'user') turns.push({ role: 'user', text });
      else turns.push({ role: 'assistant', text, toolCalls: [] });
    } else if (type === 'function_call') {
      const prev = turns.at(-1);
      const call = { name: item.name, args: parseArgs(item.arguments ?? '') };
      if (prev?.role === 'assistant') prev.toolCalls.push(call);
      else turns.push({ role: 'assistant', text: '', toolCalls: [call] });
    } else if (type === 'function_call_output') turns.push({ role: 'tool', text: String(item.output ?? '') });
  }
  return { system: system.join('\n'), turns };
}

/** POST /v1/responses (OpenAI's Responses API, non-streaming and SSE). */
export async function responses(ctx) {
  const { body, res } = ctx;
  const conv = responsesConversation(body);
  const d = await script(ctx, conv);
  if (!d) return;
  const { answer } = d;
  const hid = answerId(conv);
  const id = `resp_${hid}`;
  const output = answer.type === 'tools'
    ? answer.calls.map((c, i) => ({ type: 'function_call', id: `fc_${hid}_${i + 1}`, call_id: c.id, name: c.name, arguments: argsText(c), status: 'completed' }))
    : [{ type: 'message', id: `msg_${hid}`, status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: answer.text, annotations: [], logprobs: [] }] }];
  const p = promptTokens(conv);
  const c = answerTokens(answer);
  const response = {
    id,
    object: 'response',
    created_at: CREATED,
    status: 'completed',
    error: null,
    incomplete_details: null,
    instructions: body.instructions ?? null,
    max_output_tokens: body.max_output_tokens ?? null,
    model: body.model ?? 'gpt-4o-mini',
    output,
    parallel_tool_calls: body.parallel_tool_calls ?? true,
    previous_response_id: body.previous_response_id ?? null,
    temperature: body.temperature ?? 1,
    text: body.text ?? { format: { type: 'text' } },
    tool_choice: body.tool_choice ?? 'auto',
    tools: body.tools ?? [],
    top_p: body.top_p ?? 1,
    truncation: 'disabled',
    usage: { input_tokens: p, input_tokens_details: { cached_tokens: 0 }, output_tokens: c, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: p + c },
    metadata: body.metadata ?? {},
  };
  if (!body.stream) return sendJson(res, 200, response);
  let seq = 0;
  const ev = (type, data) => ({ event: type, data: { type, sequence_number: seq++, ...data } });
  const events = [ev('response.created', { response: { ...response, status: 'in_progress', output: [], usage: null } })];
  output.forEach((item, output_index) => {
    if (item.type === 'message') {
      events.push(ev('response.output_item.added', { output_index, item: { ...item, status: 'in_progress', content: [] } }));
      events.push(ev('response.content_part.added', { item_id: item.id, output_index, content_index: 0, part: { type: 'output_text', text: '', annotations: [] } }));
      for (const piece of pieces(item.content[0].text)) events.push(ev('response.output_text.delta', { item_id: item.id, output_index, content_index: 0, delta: piece }));
      events.push(ev('response.output_text.done', { item_id: item.id, output_index, content_index: 0, text: item.content[0].text }));
      events.push(ev('response.content_part.done', { item_id: item.id, output_index, content_index: 0, part: item.content[0] }));
    } else {
      events.push(ev('response.output_item.added', { output_index, item: { ...item, status: 'in_progress', arguments: '' } }));
      events.push(ev('response.function_call_arguments.delta', { item_id: item.id, output_index, delta: item.arguments }));
      events.push(ev('response.function_call_arguments.done', { item_id: item.id, output_index, arguments: item.arguments }));
    }
    events.push(ev('response.output_item.done', { output_index, item }));
  });
  events.push(ev('response.completed', { response }));
  sendSse(res, events);
}

/** POST /v1/embeddings (`input` string or array; `dimensions`; `encoding_format` float or base64). */
export function embeddings(ctx) {
  const { body, res } = ctx;
  const inputs = Array.isArray(body.input) && body.input.length && typeof body.input[0] !== 'number' ? body.input : [body.input];
  const dims = Number(body.dimensions) || modelDimensions(body.model);
  let total = 0;
  const data = inputs.map((input, index) => {
    const text = Array.isArray(input) ? input.join(' ') : String(input ?? '');
    total += tokens(text);
    const vector = embed(text, dims);
    return { object: 'embedding', index, embedding: body.encoding_format === 'base64' ? toBase64(vector) : vector };
  });
  sendJson(res, 200, { object: 'list', data, model: body.model ?? 'text-embedding-3-small', usage: { prompt_tokens: total, total_tokens: total } });
}

/** Models listed by GET /v1/models. */
export const OPENAI_MODELS = ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini', 'gpt-5-mini', 'o3-mini', 'gpt-3.5-turbo-instruct', 'text-embedding-3-small', 'text-embedding-3-large', 'text-embedding-ada-002', 'dall-e-3', 'gpt-image-1', 'whisper-1', 'tts-1'];

/** GET /v1/models and GET /v1/models/{id} */
export function models(ctx) {
  const entry = (id) => ({ id, object: 'model', created: CREATED, owned_by: 'system' });
  const one = /^\/v1\/models\/(.+)$/.exec(ctx.path)?.[1];
  if (one) return OPENAI_MODELS.includes(one) ? sendJson(ctx.res, 200, entry(one)) : openAiError(ctx.res, 404);
  sendJson(ctx.res, 200, { object: 'list', data: OPENAI_MODELS.map(entry) });
}

/** A 1x1 PNG: the bytes of every generated image. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** POST /v1/images/generations (`response_format` b64_json or url; gpt-image-* always b64_json). */
export function images(ctx) {
  const { body, res } = ctx;
  const n = Number(body.n) || 1;
  const prompt = String(body.prompt ?? '');
  const d = decide({ system: '', turns: [{ role: 'user', text: prompt }] }, ctx.state.seen, ctx.route);
  if (d.status) return openAiError(res, d.status);
  const asUrl = body.response_format === 'url' && !String(body.model ?? '').startsWith('gpt-image');
  const data = Array.from({ length: n }, (_, i) => ({
    ...(asUrl ? { url: `${ctx.base}/files/image-${i + 1}.png` } : { b64_json: PNG.toString('base64') }),
    ...(body.model === 'dall-e-3' ? { revised_prompt: `Revised: ${prompt}` } : {}),
  }));
  const extra = String(body.model ?? '').startsWith('gpt-image')
    ? { usage: { input_tokens: tokens(prompt), output_tokens: 272, total_tokens: tokens(prompt) + 272, input_tokens_details: { text_tokens: tokens(prompt), image_tokens: 0 } } }
    : {};
  sendJson(res, 200, { created: CREATED, data, ...extra });
}

/** POST /v1/audio/transcriptions and /v1/audio/translations (multipart; the transcript is the file's text). */
export function transcriptions(ctx) {
  const { res, raw, req } = ctx;
  const { fields, files } = parseMultipart(raw, req.headers['content-type']);
  ctx.record.body = { fields, files: files.map((f) => ({ field: f.field, filename: f.filename, contentType: f.contentType, size: f.data.length })) };
  const file = files.find((f) => f.field === 'file');
  if (!file) return openAiError(res, 400);
  const text = file.data.toString('utf8').replace(/[^\x20-\x7e\n]/g, '').trim() || `Audio of ${file.data.length} bytes`;
  const format = fields.response_format ?? 'json';
  if (format === 'text') return sendRaw(res, 200, `${text}\n`, 'text/plain; charset=utf-8');
  if (format === 'srt') return sendRaw(res, 200, `1\n00:00:00,000 --> 00:00:01,000\n${text}\n\n`, 'text/plain; charset=utf-8');
  if (format === 'vtt') return sendRaw(res, 200, `WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n${text}\n\n`, 'text/plain; charset=utf-8');
  if (format === 'verbose_json') {
    return sendJson(res, 200, {
      task: ctx.path.endsWith('translations') ? 'translate' : 'transcribe',
      language: fields.language ?? 'english',
      duration: 1,
      text,
      segments: [{ id: 0, seek: 0, start: 0, end: 1, text, tokens: [], temperature: 0, avg_logprob: 0, compression_ratio: 1, no_speech_prob: 0 }],
    });
  }
  sendJson(res, 200, { text, usage: { type: 'duration', seconds: 1 } });
}

/** POST /v1/audio/speech: deterministic bytes naming the voice and text. */
export function speech(ctx) {
  const { body, res } = ctx;
  const format = body.response_format ?? 'mp3';
  const types = { mp3: 'audio/mpeg', opus: 'audio/ogg', aac: 'audio/aac', flac: 'audio/flac', wav: 'audio/wav', pcm: 'audio/pcm' };
  sendRaw(res, 200, Buffer.from(`FAKEAUDIO:${body.voice ?? ''}:${body.input ?? ''}`), types[format] ?? 'audio/mpeg');
}

/** The OpenAI routes: `METHOD path` → handler (the model route matches by prefix). */
export const openAiRoutes = {
  'POST /v1/chat/completions': chatCompletions,
  'POST /v1/completions': completions,
  'POST /v1/responses': responses,
  'POST /v1/embeddings': embeddings,
  'GET /v1/models': models,
  'POST /v1/images/generations': images,
  'POST /v1/audio/transcriptions': transcriptions,
  'POST /v1/audio/translations': transcriptions,
  'POST /v1/audio/speech': speech,
};

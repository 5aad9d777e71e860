/**
 * Ollama's API (https://github.com/ollama/ollama/blob/main/docs/api.md): POST /api/chat and
 * /api/generate (NDJSON stream unless `stream: false`, which is Ollama's default), /api/embed,
 * /api/embeddings, GET /api/tags, /api/version and `GET /` ("Ollama is running").
 */
import { answerTokens, decide, promptTokens, tokens } from './directives.mjs';
import { pieces, sendJson, sendNdjson, sendRaw, sleep } from './http.mjs';
import { embed, modelDimensions } from './vectors.mjs';

const CREATED_AT = '2026-01-01T00:00:00Z';
/** Fixed timings (nanoseconds) reported with every final answer. */
const TIMINGS = { total_duration: 1000000, load_duration: 100000, prompt_eval_duration: 200000, eval_duration: 700000 };

/** Ollama's error body (`{ error }`) for a status. */
export function ollamaError(res, status, model = '') {
  const messages = { 401: 'unauthorized', 404: `model "${model}" not found, try pulling it first`, 429: 'too many requests', 500: 'llama runner process has terminated' };
  sendJson(res, status, { error: messages[status] ?? `error ${status}` }, status === 429 ? { 'retry-after': '1' } : {});
}

const text = (v) => (typeof v === 'string' ? v : v == null ? '' : JSON.stringify(v));

/** The neutral conversation of a /api/chat request. */
export function ollamaConversation(body) {
  const system = [];
  const turns = [];
  for (const m of body.messages ?? []) {
    if (m.role === 'system') system.push(text(m.content));
    else if (m.role === 'user') turns.push({ role: 'user', text: text(m.content) });
    else if (m.role === 'assistant') turns.push({ role: 'assistant', text: text(m.content), toolCalls: (m.tool_calls ?? []).map((c) => ({ name: c.function?.name ?? '', args: c.function?.arguments ?? {} })) });
    else if (m.role === 'tool') turns.push({ role: 'tool', text: text(m.content) });
  }
  return { system: system.join('\n'), turns };
}

async function answerFor(ctx, conv) {
  const d = decide(conv, ctx.state.seen, ctx.route);
  if (d.slowMs) await sleep(d.slowMs);
  if (d.status) {
    ollamaError(ctx.res, d.status, ctx.body.model);
    return undefined;
  }
  return d.answer;
}

/** POST /api/chat */
export async function chat(ctx) {
  const { body, res } = ctx;
  const conv = ollamaConversation(body);
  const answer = await answerFor(ctx, conv);
  if (!answer) return;
  const model = body.model ?? 'llama3.2';
  const counts = { prompt_eval_count: promptTokens(conv), eval_count: answerTokens(answer) };
  const toolCalls = answer.type === 'tools' ? answer.calls.map((c) => ({ function: { name: c.name, arguments: c.args } })) : undefined;
  const done = { model, created_at: CREATED_AT, done_reason: 'stop', done: true, ...TIMINGS, ...counts };
  if (body.stream === false) {
    const message = { role: 'assistant', content: answer.type === 'text' ? answer.text : '', ...(toolCalls ? { tool_calls: toolCalls } : {}) };
    return sendJson(res, 200, { model, created_at: CREATED_AT, message, ...done });
  }
  const lines = answer.type === 'text'
    ? pieces(answer.text).map((p) => ({ model, created_at: CREATED_AT, message: { role: 'assistant', content: p }, done: false }))
    : [{ model, created_at: CREATED_AT, message: { role: 'assistant', content: '', tool_calls: toolCalls }, done: false }];
  lines.push({ model, created_at: CREATED_AT, message: { role: 'assistant', content: '' }, ...done });
  sendNdjson(res, lines);
}

/** POST /api/generate (the prompt is the user message, `system` the system prompt). */
export async function generate(ctx) {
  const { body, res } = ctx;
  const conv = { system: text(body.system), turns: [{ role: 'user', text: text(body.prompt) }] };
  const answer = await answerFor(ctx, conv);
  if (!answer) return;
  const out = answer.type === 'text' ? answer.text : answer.calls.map((c) => `${c.name}(${JSON.stringify(c.args)})`).join('\n');
  const model = body.model ?? 'llama3.2';
  const done = { model, created_at: CREATED_AT, response: '', done: true, done_reason: 'stop', context: [1, 2, 3], ...TIMINGS, prompt_eval_count: promptTokens(conv), eval_count: tokens(out) };
  if (body.stream === false) return sendJson(res, 200, { ...done, response: out });
  const lines = pieces(out).map((p) => ({ model, created_at: CREATED_AT, response: p, done: false }));
  lines.push(done);
  sendNdjson(res, lines);
}

/** POST /api/embed (`input` string or array, optional `dimensions`). */
export function embedRoute(ctx) {
  const { body, res } = ctx;
  const inputs = Array.isArray(body.input) ? body.input : [body.input ?? ''];
  const dims = Number(body.dimensions) || modelDimensions(body.model);
  sendJson(res, 200, {
    model: body.model ?? 'nomic-embed-text',
    embeddings: inputs.map((t) => embed(text(t), dims)),
    total_duration: TIMINGS.total_duration,
    load_duration: TIMINGS.load_duration,
    prompt_eval_count: inputs.reduce((n, t) => n + tokens(text(t)), 0),
  });
}

/** POST /api/embeddings (the older single-prompt form). */
export function embeddingsRoute(ctx) {
  sendJson(ctx.res, 200, { embedding: embed(text(ctx.body.prompt), modelDimensions(ctx.body.model)) });
}

/** Models listed by GET /api/tags. */
export const OLLAMA_MODELS = ['llama3.2:latest', 'qwen2.5:latest', 'nomic-embed-text:latest'];

/** GET /api/tags */
export function tags(ctx) {
  sendJson(ctx.res, 200, {
    models: OLLAMA_MODELS.map((name) => ({
      name,
      model: name,
      modified_at: CREATED_AT,
      size: 2019393189,
      digest: `sha256:${name.replace(/\W/g, '').padEnd(64, '0').slice(0, 64)}`,
      details: { parent_model: '', format: 'gguf', family: 'llama', families: ['llama'], parameter_size: '3.2B', quantization_level: 'Q4_K_M' },
    })),
  });
}

/** The Ollama routes: `METHOD path` → handler. */
export const ollamaRoutes = {
  'POST /api/chat': chat,
  'POST /api/generate': generate,
  'POST /api/embed': embedRoute,
  'POST /api/embeddings': embeddingsRoute,
  'GET /api/tags': tags,
  'GET /api/version': (ctx) => sendJson(ctx.res, 200, { version: '0.12.6' }),
  'GET /': (ctx) => sendRaw(ctx.res, 200, 'Ollama is running', 'text/plain; charset=utf-8'),
};

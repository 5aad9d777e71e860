/**
 * A loopback Perplexity API (`POST /chat/completions`, https://docs.perplexity.ai/api-reference/chat-completions-post)
 * for tests and for recording n8n's Perplexity node. The key is a Bearer token: only `seed.apiKey`
 * (default `pplx-test-key`) is accepted, others get a 401 `{error: {message, type: "invalid_api_key", code: 401}}`.
 * The model must be one of Perplexity's (`sonar`, `sonar-pro`, `sonar-reasoning`,
 * `sonar-reasoning-pro`, `sonar-deep-research`), else a 400 `invalid_model`; messages must be system
 * messages first, then user and assistant turns alternating and ending with a user turn, else a 400
 * `invalid_message`. The answer is `Answer to: <last user text>` (with the request's `max_tokens`,
 * `temperature`, `search_recency` and `search_domain_filter` echoed after it when sent), citations
 * `https://example.com/source-<n>` (two), `search_results` for them, usage counted as
 * ceil(characters / 4), ids `pplx-<n>` counted, `created` fixed at 1767225600.
 * `state.requests` logs each request body.
 *
 * `createPerplexityFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, state, close() }`.
 */
import { createServer } from 'node:http';

/** The key the fake accepts unless the seed names another. */
export const PERPLEXITY_KEY = 'pplx-test-key';
const MODELS = ['sonar', 'sonar-pro', 'sonar-reasoning', 'sonar-reasoning-pro', 'sonar-deep-research'];

const send = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readJson(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    return undefined;
  }
}

function orderOk(messages) {
  let i = 0;
  while (i < messages.length && messages[i].role === 'system') i++;
  const rest = messages.slice(i);
  if (!rest.length || rest[rest.length - 1].role !== 'user') return false;
  return rest.every((m, k) => m.role === (k % 2 === 0 ? 'user' : 'assistant'));
}

/** A fake Perplexity. */
export function createPerplexityFake(seed = {}) {
  const state = { requests: [], count: 0 };
  const key = seed.apiKey ?? PERPLEXITY_KEY;
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://perplexity.fake');
    if (url.pathname !== '/chat/completions') return false;
    if (req.method !== 'POST') {
      send(res, 405, { error: { message: 'Method Not Allowed', type: 'method_not_allowed', code: 405 } });
      return true;
    }
    const body = await readJson(req);
    state.requests.push(body);
    if (req.headers.authorization !== `Bearer ${key}`) {
      send(res, 401, { error: { message: 'Invalid API key provided.', type: 'invalid_api_key', code: 401 } });
      return true;
    }
    if (!body || typeof body !== 'object') {
      send(res, 400, { error: { message: 'Invalid JSON body', type: 'bad_request', code: 400 } });
      return true;
    }
    if (!MODELS.includes(body.model)) {
      send(res, 400, { error: { message: `Invalid model '${body.model}'. Permitted models can be found in the documentation at https://docs.perplexity.ai/guides/model-cards.`, type: 'invalid_model', code: 400 } });
      return true;
    }
    const messages = Array.isArray(body.messages) ? body.messages : [];
    if (!orderOk(messages)) {
      send(res, 400, { error: { message: 'After the (optional) system message(s), user and assistant roles should be alternating.', type: 'invalid_message', code: 400 } });
      return true;
    }
    state.count += 1;
    const last = [...messages].reverse().find((m) => m.role === 'user');
    const extras = ['max_tokens', 'temperature', 'search_recency', 'search_domain_filter'].filter((k) => body[k] !== undefined).map((k) => `${k}=${JSON.stringify(body[k])}`);
    const content = `Answer to: ${last?.content ?? ''}${extras.length ? ` (${extras.join(', ')})` : ''}`;
    const citations = ['https://example.com/source-1', 'https://example.com/source-2'];
    const prompt = Math.ceil(messages.map((m) => String(m.content ?? '')).join('').length / 4);
    const completion = Math.ceil(content.length / 4);
    send(res, 200, {
      id: `pplx-${state.count}`,
      model: body.model,
      created: 1767225600,
      usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion, search_context_size: 'low' },
      citations,
      search_results: citations.map((u, i) => ({ title: `Source ${i + 1}`, url: u, date: null })),
      object: 'chat.completion',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content }, delta: { role: 'assistant', content: '' } }],
    });
    return true;
  }
  return { handle, state };
}

/** Serves a fake on 127.0.0.1:0. */
export function start(seed = {}) {
  const fake = createPerplexityFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((ok) => { if (!ok) send(res, 404, { error: 'not found' }); });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ url: `http://127.0.0.1:${server.address().port}`, state: fake.state, close: () => new Promise((done) => server.close(() => done())) });
  }));
}

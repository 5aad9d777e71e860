/**
 * A loopback fake of the AI providers n8n's LangChain nodes call: OpenAI (and OpenAI-compatible ones
 * such as OpenRouter), Anthropic, Google Gemini and Ollama, each on its real wire protocol (paths,
 * field names, status codes, SSE / NDJSON framing). The same workflow run in n8n and in Weft against
 * it gets the same answers. No dependencies beyond node:http.
 *
 *   import { startAiFake } from './server.mjs';
 *   const fake = await startAiFake({ port: 0 }); // fake.url, fake.port, fake.requests, await fake.close()
 *
 *   node packages/nodes/test/ai-fake/server.mjs [--port 18233]
 *
 * Credentials point at it: OpenAI / OpenRouter base URL `http://127.0.0.1:18233/v1`, Anthropic
 * `http://127.0.0.1:18233`, Gemini host `http://127.0.0.1:18233`, Ollama `http://127.0.0.1:18233`.
 * A key equal to `bad-key` (Authorization Bearer, x-api-key, x-goog-api-key or ?key=) gets the
 * provider's real authentication error (Gemini's is its real 400 API_KEY_INVALID).
 *
 * SCRIPT. Directives in the LAST user message decide the answer (nothing depends on request order):
 *
 *   (none)                 `Echo: <last user message text>` (also when the request offers tools)
 *   @tool(name, {json})    call tool `name` with those arguments; several @tool = parallel calls in one
 *                          turn, ids call_1, call_2... Once tool results follow the last user message,
 *                          answer `Tools said: <results joined by " | ">`
 *   @next                  separates tool rounds: `@tool(a,{}) @next @tool(b,{})` calls a, then b after
 *                          a's result, then answers
 *   @loop                  keep calling the tools every turn (for max-iterations limits)
 *   @final(text)           the answer once tool results are present (instead of `Tools said: ...`)
 *   @json({...})           answer exactly that JSON text (after tools too, unless @final)
 *   @text(...)             answer exactly that text
 *   @system                answer the system prompt received (empty when there is none)
 *   @status(429)           a 429 with `retry-after: 1` the first time per route and message text, then
 *                          the normal answer; @status(429, always) a 429 every time;
 *                          @status(<other>) always that error (401, 500, 503...)
 *   @badtoolargs(name)     a call to `name` whose arguments are invalid JSON (for providers whose
 *                          arguments are JSON objects on the wire, the arguments are that text instead)
 *   @unknowntool           a call to a tool named `no_such_tool` with `{}`
 *   @slow(ms)              wait that long before answering
 *
 * Usage counts are ceil(characters / 4): prompt = all message texts (system, messages, tool calls and
 * results, not tool definitions), completion = the answer text (or tool names + argument JSON).
 * Embeddings hash each word of the text (vectors.mjs) with the model's size (`dimensions` honoured).
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { anthropicError, anthropicModels, messages } from './anthropic.mjs';
import { gemini, geminiError } from './gemini.mjs';
import { readBody, sendJson, sendRaw } from './http.mjs';
import { openAiError, openAiRoutes, PNG } from './openai.mjs';
import { ollamaError, ollamaRoutes } from './ollama.mjs';
import { httpTarget } from './targets.mjs';

/** Default port of the fake. */
export const AI_FAKE_PORT = 18233;

/** Which provider a path belongs to, for errors. */
function providerOf(path, headers) {
  if (path.startsWith('/v1/messages') || (path.startsWith('/v1/models') && (headers['anthropic-version'] || headers['x-api-key']))) return 'anthropic';
  if (path.startsWith('/v1beta/') || /^\/v1\/models\/[^/]+:/.test(path)) return 'gemini';
  if (path.startsWith('/api/') || path === '/') return 'ollama';
  return 'openai';
}

/** The key a request carries, in any provider's place. */
function keyOf(req, url) {
  const auth = req.headers.authorization ?? '';
  return /^Bearer\s+(.*)$/i.exec(auth)?.[1] ?? req.headers['x-api-key'] ?? req.headers['x-goog-api-key'] ?? req.headers['api-key'] ?? url.searchParams.get('key') ?? undefined;
}

/** Azure OpenAI's deployment routes (`/openai/deployments/<name>/<operation>`) as OpenAI's. */
const AZURE = /^\/openai\/deployments\/[^/]+\/(chat\/completions|completions|embeddings)$/;

function fail(provider, res, status) {
  if (provider === 'azure') {
    return sendJson(res, 401, { error: { code: '401', message: 'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.' } });
  }
  if (provider === 'anthropic') return anthropicError(res, status);
  if (provider === 'gemini') return geminiError(res, status, status === 400);
  if (provider === 'ollama') return ollamaError(res, status);
  return openAiError(res, status);
}

async function handle(req, res, state, base) {
  const url = new URL(req.url ?? '/', base);
  const path = url.pathname;
  const raw = await readBody(req);
  const type = String(req.headers['content-type'] ?? '');
  let body = {};
  if (raw.length && !type.startsWith('multipart/')) {
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      body = raw.toString('utf8');
    }
  }
  const record = { method: req.method, path, query: Object.fromEntries(url.searchParams), headers: { ...req.headers }, body };
  state.requests.push(record);
  const ctx = { req, res, raw, body: body && typeof body === 'object' ? body : {}, path, query: record.query, method: req.method, state, base, record, route: `${req.method} ${path}` };
  if (httpTarget(ctx)) return;
  const azure = AZURE.exec(path);
  const provider = azure ? 'azure' : providerOf(path, req.headers);
  if (keyOf(req, url) === 'bad-key') return fail(provider, res, provider === 'gemini' ? 400 : 401);
  if (azure && req.method === 'POST') return openAiRoutes[`POST /v1/${azure[1]}`](ctx);
  if (req.method === 'GET' && /^\/files\/image-\d+\.png$/.test(path)) return sendRaw(res, 200, PNG, 'image/png');
  if (provider === 'anthropic') return path === '/v1/messages' && req.method === 'POST' ? messages(ctx) : anthropicModels(ctx);
  if (provider === 'gemini' && (await gemini(ctx))) return;
  const route = openAiRoutes[ctx.route] ?? ollamaRoutes[ctx.route];
  if (route) return route(ctx);
  if (req.method === 'GET' && path.startsWith('/v1/models/')) return openAiRoutes['GET /v1/models'](ctx);
  if (req.method === 'GET' && path === '/v1beta/models') return gemini(ctx);
  return sendJson(res, 404, { error: { message: `Unknown route ${ctx.route}`, type: 'invalid_request_error', param: null, code: 'unknown_url' } });
}

/**
 * Starts the fake on 127.0.0.1 (`port` 0 picks a free one). Resolves with its `url`, `port`, the
 * `requests` it received (method, path, query, headers, parsed body; multipart bodies as fields and
 * file summaries) and `close()`.
 */
export function startAiFake({ port = AI_FAKE_PORT } = {}) {
  const state = { requests: [], seen: new Set() };
  const server = http.createServer((req, res) => {
    handle(req, res, state, `http://${req.headers.host ?? '127.0.0.1'}`).catch((err) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(err?.message ?? err), type: 'fake_error' } });
      else res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const actual = server.address().port;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        port: actual,
        requests: state.requests,
        close: () => new Promise((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--port');
  const port = i === -1 ? AI_FAKE_PORT : Number(process.argv[i + 1]);
  const log = process.argv.indexOf('--log');
  const fake = await startAiFake({ port });
  // With --log FILE, every request is appended to FILE as one JSON line with its arrival time `at`
  // (ms since the epoch), so a recording can be split per case.
  if (log !== -1) {
    const { appendFileSync } = await import('node:fs');
    const push = fake.requests.push.bind(fake.requests);
    fake.requests.push = (...items) => {
      for (const r of items) appendFileSync(process.argv[log + 1], `${JSON.stringify({ ...r, at: Date.now() })}\n`);
      return push(...items);
    };
  }
  console.log(`AI fake listening on ${fake.url}`);
}

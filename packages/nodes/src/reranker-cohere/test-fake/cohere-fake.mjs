/**
 * A loopback Cohere API (https://docs.cohere.com/reference) for tests and for recording n8n's Cohere
 * nodes: `POST /v1/rerank`, `/v2/rerank`, `POST /v1/embed`, `/v2/embed` and `GET /v1/models`.
 * The key is a Bearer token: only `seed.apiKey` (default `co-test-key`) is accepted, others get
 * Cohere's 401 `{"message": "invalid api token"}`. Unknown models get a 404
 * `{"message": "model '<m>' not found, …"}`; an empty document or text list a 400.
 *
 * Rerank: each document's relevance is the share of the query's distinct words it contains, times
 * 0.9, plus 0.01 per shared word over the whole text (capped below 1), rounded to 6 decimals;
 * results are sorted by relevance (ties by index) and cut to `top_n`. v1 documents may be strings
 * or `{text}` objects; `return_documents` adds `document: {text}`.
 * Embed: the AI fake's hashed word vectors (test/ai-fake/vectors.mjs) at the model's size
 * (embed-english-v3.0 1024, embed-english-light-v3.0 384, embed-english-v2.0 4096, …); v3 models
 * and v2 of the API need `input_type`. With `embedding_types` (always in v2) the answer is
 * `embeddings: {float: [...]}` (`response_type: embeddings_by_type`), else a plain list
 * (`embeddings_floats`). Ids are `co-<n>` counted; `state.requests` logs `{method, path, body}`.
 *
 * `createCohereFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, state, close() }`.
 */
import { createServer } from 'node:http';
import { embed } from '../../../test/ai-fake/vectors.mjs';

/** The key the fake accepts unless the seed names another. */
export const COHERE_KEY = 'co-test-key';

const RERANK_MODELS = [
  'rerank-v3.5',
  'rerank-english-v3.0',
  'rerank-multilingual-v3.0',
  'rerank-english-v2.0',
  'rerank-multilingual-v2.0',
];
const EMBED_SIZES = {
  'embed-english-v2.0': 4096,
  'embed-english-light-v2.0': 1024,
  'embed-multilingual-v2.0': 768,
  'embed-english-v3.0': 1024,
  'embed-english-light-v3.0': 384,
  'embed-multilingual-v3.0': 1024,
  'embed-multilingual-light-v3.0': 384,
  'embed-v4.0': 1536,
};

const send = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readJson(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const words = (text) =>
  new Set(
    String(text)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  );

/** The fake's relevance of a document to a query, in [0, 1). */
export function relevance(query, document) {
  const q = words(query);
  const d = words(document);
  if (!q.size) return 0;
  let shared = 0;
  for (const w of q) if (d.has(w)) shared += 1;
  const score = Math.min(0.999999, (shared / q.size) * 0.9 + shared * 0.01);
  return Math.round(score * 1e6) / 1e6;
}

const notFound = (model) => ({
  message: `model '${model}' not found, make sure the correct model ID was used and that you have access to the model.`,
});

/** A fake Cohere. */
export function createCohereFake(seed = {}) {
  const state = { requests: [], count: 0 };
  const key = seed.apiKey ?? COHERE_KEY;
  const meta = (version, units) => ({ api_version: { version }, billed_units: units });

  function rerank(version, body, res) {
    if (!RERANK_MODELS.includes(body.model)) return send(res, 404, notFound(body.model));
    if (typeof body.query !== 'string' || !body.query)
      return send(res, 400, { message: 'invalid request: query must not be empty or be only whitespace' });
    const docs = Array.isArray(body.documents) ? body.documents : [];
    if (!docs.length) return send(res, 400, { message: 'invalid request: list of documents must not be empty' });
    const texts = docs.map((d) => (typeof d === 'string' ? d : String(d?.text ?? '')));
    const topN = body.top_n ?? texts.length;
    if (!Number.isInteger(topN) || topN < 1)
      return send(res, 400, { message: 'invalid request: top_n must be greater than 0' });
    const results = texts
      .map((text, index) => ({ index, relevance_score: relevance(body.query, text) }))
      .sort((a, b) => b.relevance_score - a.relevance_score || a.index - b.index)
      .slice(0, topN)
      .map((r) => (version === '1' && body.return_documents ? { document: { text: texts[r.index] }, ...r } : r));
    state.count += 1;
    send(res, 200, { id: `co-${state.count}`, results, meta: meta(version, { search_units: 1 }) });
  }

  function embedTexts(version, body, res) {
    const dims = EMBED_SIZES[body.model];
    if (!dims) return send(res, 404, notFound(body.model));
    const texts = Array.isArray(body.texts) ? body.texts : [];
    if (!texts.length) return send(res, 400, { message: 'invalid request: texts must not be empty' });
    if (texts.length > 96)
      return send(res, 400, {
        message: `invalid request: texts must have at most 96 elements, but had ${texts.length}`,
      });
    if (!body.input_type && (version === '2' || !body.model.includes('v2.0')))
      return send(res, 400, { message: 'invalid request: valid input_type must be provided with the provided model' });
    const vectors = texts.map((t) => embed(t, dims));
    const units = { input_tokens: texts.reduce((n, t) => n + Math.ceil(String(t).length / 4), 0) };
    state.count += 1;
    const id = `co-${state.count}`;
    const byType = version === '2' || Array.isArray(body.embedding_types);
    if (byType)
      send(res, 200, {
        id,
        embeddings: { float: vectors },
        texts,
        meta: meta(version, units),
        response_type: 'embeddings_by_type',
      });
    else
      send(res, 200, {
        id,
        embeddings: vectors,
        texts,
        meta: meta(version, units),
        response_type: 'embeddings_floats',
      });
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://cohere.fake');
    const m = /^\/v([12])\/(rerank|embed|models)$/.exec(url.pathname);
    if (!m) return false;
    const [, version, route] = m;
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    state.requests.push({ method: req.method, path: url.pathname, query: url.search || undefined, body });
    if (req.headers.authorization !== `Bearer ${key}`) {
      send(res, 401, { message: 'invalid api token' });
      return true;
    }
    if (route === 'models') {
      if (req.method !== 'GET') send(res, 405, { message: 'Method Not Allowed' });
      else
        send(res, 200, {
          models: [...RERANK_MODELS, ...Object.keys(EMBED_SIZES)]
            .slice(0, Number(url.searchParams.get('page_size')) || undefined)
            .map((name) => ({ name, endpoints: [name.startsWith('rerank') ? 'rerank' : 'embed'] })),
        });
      return true;
    }
    if (req.method !== 'POST') {
      send(res, 405, { message: 'Method Not Allowed' });
      return true;
    }
    if (!body || typeof body !== 'object') {
      send(res, 400, { message: 'invalid request: could not parse JSON body' });
      return true;
    }
    if (route === 'rerank') rerank(version, body, res);
    else embedTexts(version, body, res);
    return true;
  }
  return { handle, state };
}

/** Serves a fake Cohere on a free loopback port. */
export async function start(seed = {}) {
  const fake = createCohereFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) send(res, 404, { message: 'Not Found' });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    state: fake.state,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

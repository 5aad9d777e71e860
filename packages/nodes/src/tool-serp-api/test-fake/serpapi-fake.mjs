/**
 * A loopback SerpApi (`GET /search`, https://serpapi.com/search-api) for tests and for recording
 * n8n's SerpApi tool. The key is the `api_key` query parameter: only `seed.apiKey` (default
 * `serp-test-key`) is accepted, others get SerpApi's 401 `{error: "Invalid API key. …"}`. A search
 * answers `seed.results[<q>]` (the body SerpApi would give, such as `{answer_box}`,
 * `{knowledge_graph, organic_results}` or `{news_results}`), merged over SerpApi's
 * `search_metadata` / `search_parameters` (which echo the request's `q`, `gl`, `hl`, `device`,
 * `google_domain`); an unknown `q` answers `{organic_results: []}`, and a request without `q`
 * SerpApi's 400 `{error: "Missing query `q` parameter."}`. Ids are counted. `state.requests` logs
 * each request's query.
 *
 * `createSerpApiFake(seed?)` answers `{ handle(req, res): boolean, state }`; `start(seed?)` serves
 * one on 127.0.0.1:0 and answers `{ url, state, close() }`.
 */
import { createServer } from 'node:http';

/** The key the fake accepts unless the seed names another. */
export const SERPAPI_KEY = 'serp-test-key';

const send = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

/** A fake answering `seed.results`. */
export function createSerpApiFake(seed = {}) {
  const state = { requests: [], searches: 0 };
  const key = seed.apiKey ?? SERPAPI_KEY;
  function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://serpapi.fake');
    if (url.pathname !== '/search' && url.pathname !== '/search.json') return false;
    const q = Object.fromEntries(url.searchParams);
    state.requests.push(q);
    if (q.api_key !== key) {
      send(res, 401, { error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' });
      return true;
    }
    if (q.q === undefined) {
      send(res, 400, { error: 'Missing query `q` parameter.' });
      return true;
    }
    state.searches += 1;
    const id = `search${String(state.searches).padStart(4, '0')}`;
    const parameters = { engine: 'google', q: q.q, google_domain: q.google_domain ?? 'google.com', hl: q.hl, gl: q.gl, device: q.device ?? 'desktop' };
    for (const k of Object.keys(parameters)) if (parameters[k] === undefined) delete parameters[k];
    send(res, 200, {
      search_metadata: { id, status: 'Success', json_endpoint: `https://serpapi.com/searches/${id}.json`, total_time_taken: 0.5 },
      search_parameters: parameters,
      ...(seed.results?.[q.q] ?? { organic_results: [] }),
    });
    return true;
  }
  return { handle, state };
}

/** Serves a fake on 127.0.0.1:0. */
export function start(seed = {}) {
  const fake = createSerpApiFake(seed);
  const server = createServer((req, res) => {
    if (!fake.handle(req, res)) send(res, 404, { error: 'not found' });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ url: `http://127.0.0.1:${server.address().port}`, state: fake.state, close: () => new Promise((done) => server.close(() => done())) });
  }));
}

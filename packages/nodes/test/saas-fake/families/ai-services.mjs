/**
 * AI services outside the LangChain providers: Perplexity's chat completions (api.perplexity.ai,
 * src/perplexity/test-fake), Wikipedia's MediaWiki API (en.wikipedia.org/w/api.php,
 * src/tool-wikipedia/test-fake) and SerpApi's search (serpapi.com, src/tool-serp-api/test-fake), on
 * one host each, seeded from a case's `seed.json`: `{ "perplexity": {...}, "wikipedia": { pages },
 * "serpapi": { results } }`. Weft reaches them through `WEFT_PERPLEXITY_API_URL`,
 * `WEFT_WIKIPEDIA_API_URL` and `WEFT_SERPAPI_API_URL`. The tools' agent cases
 * (src/tool-*\/n8n-cases) give their chat model the credential URL https://api.openai.com/v1: OpenAI's
 * routes (`/v1/…`) are passed to the AI fake (test/ai-fake), started on a free port at the first
 * such request; those cases are replayed by src/tool-wikipedia/agent-cases.test.ts, which points the
 * credential at this server.
 */
import { createPerplexityFake } from '../../../src/perplexity/test-fake/perplexity-fake.mjs';
import { createSerpApiFake } from '../../../src/tool-serp-api/test-fake/serpapi-fake.mjs';
import { createWikipediaFake } from '../../../src/tool-wikipedia/test-fake/wikipedia-fake.mjs';
import { startAiFake } from '../../ai-fake/server.mjs';

/** Passes a request to the AI fake at `origin`, the Host header kept. */
async function passOn(origin, req, res) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const raw = Buffer.concat(chunks);
  const answer = await fetch(`${origin}${req.url}`, { method: req.method, headers: { ...req.headers }, body: raw.length ? raw : undefined });
  const headers = Object.fromEntries([...answer.headers].filter(([k]) => !['content-length', 'transfer-encoding', 'connection', 'content-encoding'].includes(k)));
  res.writeHead(answer.status, headers);
  res.end(Buffer.from(await answer.arrayBuffer()));
  return true;
}

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.perplexity.ai', 'en.wikipedia.org', 'serpapi.com', 'api.openai.com'],
  env: ['WEFT_PERPLEXITY_API_URL', 'WEFT_WIKIPEDIA_API_URL', 'WEFT_SERPAPI_API_URL'],
  folders: ['perplexity', 'tool-wikipedia', 'tool-serp-api'],
  create(seed = {}) {
    const perplexity = createPerplexityFake(seed.perplexity ?? {});
    const wikipedia = createWikipediaFake(seed.wikipedia ?? {});
    const serpapi = createSerpApiFake(seed.serpapi ?? {});
    let ai;
    return {
      async handle(req, res) {
        // The services' paths do not overlap, so one origin serves all three.
        const path = (req.url ?? '/').split('?')[0];
        if (path === '/w/api.php') return wikipedia.handle(req, res);
        if (path === '/search' || path === '/search.json') return serpapi.handle(req, res);
        if (path.startsWith('/v1/')) {
          ai ??= startAiFake({ port: 0 });
          return passOn((await ai).url, req, res);
        }
        return perplexity.handle(req, res);
      },
    };
  },
};

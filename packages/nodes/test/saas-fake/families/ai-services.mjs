/**
 * AI services outside the LangChain providers: Perplexity's chat completions (api.perplexity.ai,
 * src/perplexity/test-fake), Wikipedia's MediaWiki API (en.wikipedia.org/w/api.php,
 * src/tool-wikipedia/test-fake) and SerpApi's search (serpapi.com, src/tool-serp-api/test-fake), on
 * one host each, seeded from a case's `seed.json`: `{ "perplexity": {...}, "wikipedia": { pages },
 * "serpapi": { results } }`. Weft reaches them through `WEFT_PERPLEXITY_API_URL`,
 * `WEFT_WIKIPEDIA_API_URL` and `WEFT_SERPAPI_API_URL`. The tools' agent cases (src/tool-*\/n8n-cases) also need the AI
 * fake on 127.0.0.1:18233 for their chat model; they are replayed by the tools' own tests.
 */
import { createPerplexityFake } from '../../../src/perplexity/test-fake/perplexity-fake.mjs';
import { createSerpApiFake } from '../../../src/tool-serp-api/test-fake/serpapi-fake.mjs';
import { createWikipediaFake } from '../../../src/tool-wikipedia/test-fake/wikipedia-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.perplexity.ai', 'en.wikipedia.org', 'serpapi.com'],
  env: ['WEFT_PERPLEXITY_API_URL', 'WEFT_WIKIPEDIA_API_URL', 'WEFT_SERPAPI_API_URL'],
  folders: ['perplexity', 'tool-wikipedia', 'tool-serp-api'],
  create(seed = {}) {
    const perplexity = createPerplexityFake(seed.perplexity ?? {});
    const wikipedia = createWikipediaFake(seed.wikipedia ?? {});
    const serpapi = createSerpApiFake(seed.serpapi ?? {});
    return {
      async handle(req, res) {
        // The services' paths do not overlap, so one origin serves all three.
        const path = (req.url ?? '/').split('?')[0];
        if (path === '/w/api.php') return wikipedia.handle(req, res);
        if (path === '/search' || path === '/search.json') return serpapi.handle(req, res);
        return perplexity.handle(req, res);
      },
    };
  },
};

/**
 * AI services and retrieval extras: Cohere (api.cohere.com, src/reranker-cohere/test-fake: rerank,
 * embed, models), seeded from a case's `seed.json`: `{ "cohere": {...} }`. Weft reaches it through
 * `WEFT_COHERE_API_URL`. The services' paths do not overlap, so one origin serves them all.
 */
import { createCohereFake } from '../../../src/reranker-cohere/test-fake/cohere-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.cohere.com', 'api.cohere.ai'],
  env: ['WEFT_COHERE_API_URL'],
  folders: ['reranker-cohere', 'embeddings-cohere'],
  create(seed = {}) {
    const cohere = createCohereFake(seed.cohere ?? {});
    return {
      async handle(req, res) {
        return cohere.handle(req, res);
      },
    };
  },
};

/**
 * AI services and retrieval extras: Cohere (api.cohere.com, src/reranker-cohere/test-fake: rerank,
 * embed, models) and Mistral AI (api.mistral.ai, src/embeddings-mistral-cloud/test-fake:
 * embeddings, models, OCR, files, batch jobs), seeded from a case's `seed.json`:
 * `{ "cohere": {...}, "mistral": {...} }`. Weft reaches them through `WEFT_COHERE_API_URL` and
 * `WEFT_MISTRAL_API_URL`. The services' paths do not overlap, so one origin serves them all.
 */
import { createCohereFake } from '../../../src/reranker-cohere/test-fake/cohere-fake.mjs';
import { createMistralFake } from '../../../src/embeddings-mistral-cloud/test-fake/mistral-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.cohere.com', 'api.cohere.ai', 'api.mistral.ai'],
  env: ['WEFT_COHERE_API_URL', 'WEFT_MISTRAL_API_URL'],
  folders: ['reranker-cohere', 'embeddings-cohere', 'embeddings-mistral-cloud', 'mistral-ai'],
  create(seed = {}) {
    const cohere = createCohereFake(seed.cohere ?? {});
    const mistral = createMistralFake(seed.mistral ?? {});
    return {
      async handle(req, res) {
        return (await cohere.handle(req, res)) || mistral.handle(req, res);
      },
    };
  },
};

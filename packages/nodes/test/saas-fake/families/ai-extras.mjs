/**
 * AI services and retrieval extras: Cohere (api.cohere.com, src/reranker-cohere/test-fake: rerank,
 * embed, models) and Mistral AI (api.mistral.ai, src/embeddings-mistral-cloud/test-fake:
 * embeddings, models, OCR, files, batch jobs) and Jina AI (r.jina.ai, s.jina.ai,
 * deepsearch.jina.ai, src/jina-ai/test-fake), seeded from a case's `seed.json`:
 * `{ "cohere": {...}, "mistral": {...}, "jina": {...} }`. Weft reaches them through
 * `WEFT_COHERE_API_URL`, `WEFT_MISTRAL_API_URL` and `WEFT_JINA_{READER,SEARCH,DEEPSEARCH}_URL`. The services' paths do not overlap, so one origin serves them all.
 */
import { createCohereFake } from '../../../src/reranker-cohere/test-fake/cohere-fake.mjs';
import { createMistralFake } from '../../../src/embeddings-mistral-cloud/test-fake/mistral-fake.mjs';
import { createJinaFake } from '../../../src/jina-ai/test-fake/jina-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.cohere.com', 'api.cohere.ai', 'api.mistral.ai', 'r.jina.ai', 's.jina.ai', 'deepsearch.jina.ai'],
  env: [
    'WEFT_COHERE_API_URL',
    'WEFT_MISTRAL_API_URL',
    'WEFT_JINA_READER_URL',
    'WEFT_JINA_SEARCH_URL',
    'WEFT_JINA_DEEPSEARCH_URL',
  ],
  folders: ['reranker-cohere', 'embeddings-cohere', 'embeddings-mistral-cloud', 'mistral-ai', 'jina-ai'],
  create(seed = {}) {
    const cohere = createCohereFake(seed.cohere ?? {});
    const mistral = createMistralFake(seed.mistral ?? {});
    const jina = createJinaFake(seed.jina ?? {});
    return {
      async handle(req, res) {
        return (await cohere.handle(req, res)) || (await mistral.handle(req, res)) || jina.handle(req, res);
      },
    };
  },
};

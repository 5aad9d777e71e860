/**
 * Pinecone: the control plane (`api.pinecone.io`) and the indexes' data planes of the Pinecone
 * fake (src/vector-store-pinecone/test-fake), seeded from a case's `seed.json`:
 * `{ "indexes": [{ "name", "dimension", "metric"?, "namespaces"?: { "<ns>": [{ id, values, metadata }] } }], "apiKeys"? }`.
 * An index's data plane is served under `/_index/<name>` of the same host, which is the host the
 * fake describes, so n8n needs no other host. Its cases are recorded by
 * test/vector-store-cases/record.sh and replayed by test/vector-store-conformance.test.ts (they need
 * the AI fake too); with `WEFT_VECTOR_FAKE_LOG` set, each request is appended to that file.
 */
import { appendFileSync } from 'node:fs';
import { createPineconeFake } from '../../../src/vector-store-pinecone/test-fake/pinecone-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.pinecone.io'],
  env: ['WEFT_PINECONE_API_URL'],
  folders: [],
  create(seed = {}) {
    const fake = createPineconeFake(seed);
    const log = process.env.WEFT_VECTOR_FAKE_LOG;
    return {
      async handle(req, res) {
        const at = Date.now();
        const seen = fake.state.requests.length;
        const handled = await fake.handle(req, res);
        if (log && fake.state.requests.length > seen) appendFileSync(log, `${JSON.stringify({ at, ...fake.state.requests[seen] })}\n`);
        return handled;
      },
    };
  },
};

/**
 * Google BigQuery: the REST API v2 fake of the BigQuery node, seeded from a case's `seed.json`:
 * `{ "bigquery": { "projects", "datasets", "tables", "queries" } }` (see
 * src/google-big-query/test-fake/bigquery-fake.mjs). n8n calls `https://bigquery.googleapis.com/bigquery/v2/…`
 * (a host no other family serves); Weft sends the same paths to `WEFT_GOOGLE_API_URL`, which the
 * shared Google request layer puts in place of every `*.googleapis.com` origin. The cases sign in
 * with OAuth2 (any bearer token), so no token endpoint is needed while recording.
 */
import { createBigQueryFake } from '../../../src/google-big-query/test-fake/bigquery-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['bigquery.googleapis.com'],
  env: ['WEFT_GOOGLE_API_URL'],
  folders: ['google-big-query'],
  create(seed = {}) {
    const fake = createBigQueryFake(seed.bigquery ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

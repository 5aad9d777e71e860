/**
 * Google Cloud Storage: the JSON API fake of the Cloud Storage node, seeded from a case's `seed.json`:
 * `{ "gcs": { "now", "project", "buckets": [{ "name", "objects": [...] }] } }` (see
 * src/google-cloud-storage/test-fake/gcs-fake.mjs). n8n calls `https://storage.googleapis.com/{storage,upload/storage}/v1/…`
 * (a host no other family serves); Weft sends the same paths to `WEFT_GOOGLE_API_URL`, which the
 * shared Google request layer puts in place of every `*.googleapis.com` origin. Any bearer token is accepted.
 */
import { createGcsFake } from '../../../src/google-cloud-storage/test-fake/gcs-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['storage.googleapis.com'],
  env: ['WEFT_GOOGLE_API_URL'],
  folders: ['google-cloud-storage'],
  create(seed = {}) {
    const fake = createGcsFake(seed.gcs ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * Google Cloud Natural Language: the sentiment fake of the Google Cloud Natural Language node
 * (src/google-cloud-natural-language/test-fake/language-fake.mjs), seeded from a case's `seed.json`:
 * `{ "language": { "objects": { "gs://bucket/name": "text" } } }`. n8n calls
 * https://language.googleapis.com/v1/documents:analyzeSentiment; Weft sends the same path to
 * `WEFT_GOOGLE_API_URL`, which replaces every `*.googleapis.com` origin. Any Bearer token is accepted.
 */
import { createLanguageFake } from '../../../src/google-cloud-natural-language/test-fake/language-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['language.googleapis.com'],
  env: ['WEFT_GOOGLE_API_URL'],
  folders: ['google-cloud-natural-language'],
  create(seed = {}) {
    const fake = createLanguageFake(seed.language ?? {});
    return {
      async handle(req, res) {
        if (await fake.handle(req, res)) return true;
        return false;
      },
    };
  },
};

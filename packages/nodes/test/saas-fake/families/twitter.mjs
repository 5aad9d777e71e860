/**
 * X (Twitter): the API fake of the X node (src/twitter/test-fake/twitter-fake.mjs), seeded from a
 * case's `seed.json`: `{ "twitter": { "users": [...], "tweets": [...], "lists": [...], "tier"? } }`.
 * n8n calls api.twitter.com (API v1.1 and v2) and upload.twitter.com (v1.1 media); Weft sends both
 * to `WEFT_TWITTER_API_URL` (same paths), so both reach the same fake, which routes by path.
 */
import { createTwitterFake } from '../../../src/twitter/test-fake/twitter-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.twitter.com', 'upload.twitter.com'],
  env: ['WEFT_TWITTER_API_URL'],
  folders: ['twitter'],
  create(seed = {}) {
    const fake = createTwitterFake(seed.twitter ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * HighLevel: the fake of both HighLevel APIs (src/high-level/test-fake/high-level-fake.mjs), seeded
 * from a case's `seed.json`: `{ "highlevel": { "contacts": [...], "pipelines": [...], ... } }`.
 * n8n calls API v1 at https://rest.gohighlevel.com/v1/… and API v2 at
 * https://services.leadconnectorhq.com/…; Weft sends the same paths to `WEFT_HIGHLEVEL_API_URL`,
 * which replaces both origins. The fake accepts the API key `weft-highlevel-api-key` and the
 * OAuth2 access token `weft-highlevel-oauth-token` (location `wfLocation0000000001`).
 */
import { createHighLevelFake } from '../../../src/high-level/test-fake/high-level-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['rest.gohighlevel.com', 'services.leadconnectorhq.com'],
  env: ['WEFT_HIGHLEVEL_API_URL'],
  folders: ['high-level'],
  create(seed = {}) {
    const fake = createHighLevelFake(seed.highlevel ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

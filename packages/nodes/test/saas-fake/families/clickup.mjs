/**
 * ClickUp: the API v2 fake of the ClickUp node (https://api.clickup.com/api/v2/…), seeded from a
 * case's `seed.json`: `{ "clickUp": { "spaces": [...], "tasks": [...], ... } }` (see
 * src/click-up/test-fake/clickup-fake.mjs). n8n calls api.clickup.com; Weft sends the same paths to
 * `WEFT_CLICKUP_API_URL` instead. The fake accepts the personal token `pk_weft_clickup_token` and
 * the OAuth2 access token `weft-clickup-oauth-token`.
 */
import { createClickUpFake } from '../../../src/click-up/test-fake/clickup-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.clickup.com'],
  env: ['WEFT_CLICKUP_API_URL'],
  folders: ['click-up'],
  create(seed = {}) {
    const fake = createClickUpFake(seed.clickUp ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

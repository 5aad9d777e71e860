/**
 * Mattermost: the REST API v4 fake of the Mattermost node, seeded from a case's `seed.json`:
 * `{ "mattermost": { "users": [...], "teams": [...] } }` (see
 * src/mattermost/test-fake/mattermost-fake.mjs). n8n calls `<baseUrl>/api/v4/…` with the
 * credential's base URL (https://mattermost.weft.example in the cases); Weft sends the same paths to
 * `WEFT_MATTERMOST_API_URL`, which replaces the base URL's origin. The fake accepts the token
 * `weftmattermosttoken0000001`.
 */
import { createMattermostFake } from '../../../src/mattermost/test-fake/mattermost-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['mattermost.weft.example'],
  env: ['WEFT_MATTERMOST_API_URL'],
  folders: ['mattermost'],
  create(seed = {}) {
    const fake = createMattermostFake(seed.mattermost ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * Linear: the GraphQL API fake of the Linear node (and its trigger), seeded from a case's
 * `seed.json`: `{ "linear": { "users": [...], "teams": [...], "issues": [...] } }` (see
 * src/linear/test-fake/linear-fake.mjs). n8n calls https://api.linear.app/graphql; Weft sends the
 * same path to `WEFT_LINEAR_API_URL`. The fake accepts the key `lin_api_weft0000000000000001` and
 * the OAuth2 token `lin_oauth_weft000000000001`.
 */
import { createLinearFake } from '../../../src/linear/test-fake/linear-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.linear.app'],
  env: ['WEFT_LINEAR_API_URL'],
  folders: ['linear'],
  create(seed = {}) {
    const fake = createLinearFake(seed.linear ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

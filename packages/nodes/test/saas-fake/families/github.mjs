/**
 * GitHub: the REST API fake of the GitHub node and trigger (src/github/test-fake/github-fake.mjs),
 * seeded from a case's `seed.json`: `{ "github": { "users": [...], "repos": [{ name, owner, files,
 * issues, pulls, releases, workflows, ... }] } }`. n8n calls the credential's server
 * (https://api.github.com in the cases, and a GitHub Enterprise server at
 * https://ghe.weft-fake.test/api/v3, whose `/api/v3` the fake drops); Weft sends the server's path to `WEFT_GITHUB_API_URL`
 * instead, so both reach the same fake. The fake accepts the token `TOKEN` and the OAuth2 access
 * token `OAUTH_TOKEN` of the fake's module.
 */
import { createGithubFake } from '../../../src/github/test-fake/github-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.github.com', 'ghe.weft-fake.test'],
  env: ['WEFT_GITHUB_API_URL'],
  folders: ['github'],
  create(seed = {}) {
    const fake = createGithubFake(seed.github ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

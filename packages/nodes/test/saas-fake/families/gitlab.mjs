/**
 * GitLab: the REST API v4 fake of the GitLab node (src/gitlab/test-fake/gitlab-fake.mjs), seeded
 * from a case's `seed.json`: `{ "gitlab": { "users": [...], "projects": [{ name, owner, files,
 * issues, releases, tags, branches }] } }`. n8n calls the credential's server (https://gitlab.com,
 * or a self-managed https://gitlab.weft-fake.test) with `/api/v4`; Weft sends the same paths to
 * `WEFT_GITLAB_API_URL`. The fake accepts the token `TOKEN` and the OAuth2 access token
 * `OAUTH_TOKEN` of the fake's module.
 */
import { createGitlabFake } from '../../../src/gitlab/test-fake/gitlab-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['gitlab.com', 'gitlab.weft-fake.test'],
  env: ['WEFT_GITLAB_API_URL'],
  folders: ['gitlab'],
  create(seed = {}) {
    const fake = createGitlabFake(seed.gitlab ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

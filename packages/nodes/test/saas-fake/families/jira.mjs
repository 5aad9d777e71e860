/**
 * Jira: the REST API fake of the Jira node and its trigger (a site at https://weft-team.atlassian.net),
 * seeded from a case's `seed.json`: `{ "jira": { "users": [...], "issues": [...], ... } }` (see
 * src/jira/test-fake/jira-fake.mjs). n8n calls the credential's domain (https://weft-team.atlassian.net
 * in the cases, for the Cloud, Server and PAT credentials alike); Weft sends it to `WEFT_JIRA_API_URL`
 * instead (same path), so both reach the same fake. The fake accepts the email `ada@weft.example`
 * with the API token `weft-jira-token` or the password `weft-jira-password`, or the PAT `weft-jira-pat`.
 */
import { createJiraFake } from '../../../src/jira/test-fake/jira-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['weft-team.atlassian.net'],
  env: ['WEFT_JIRA_API_URL'],
  folders: ['jira', 'jira-trigger'],
  create(seed = {}) {
    const fake = createJiraFake(seed.jira ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * Todoist: the REST API v2 and Sync API v9 fake of the Todoist node, seeded from a case's
 * `seed.json`: `{ "todoist": { "projects": [...], "labels": [...], ... } }` (see
 * src/todoist/test-fake/todoist-fake.mjs). n8n calls https://api.todoist.com/rest/v2/… and
 * /sync/v9/…; Weft sends the same paths to `WEFT_TODOIST_API_URL`. The fake accepts the API key
 * `weft-todoist-api-key-0001` and the OAuth2 token `weft-todoist-oauth-token-0001`.
 */
import { createTodoistFake } from '../../../src/todoist/test-fake/todoist-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.todoist.com'],
  env: ['WEFT_TODOIST_API_URL'],
  folders: ['todoist'],
  create(seed = {}) {
    const fake = createTodoistFake(seed.todoist ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

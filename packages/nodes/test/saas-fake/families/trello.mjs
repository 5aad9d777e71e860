/**
 * Trello: the REST API fake of the Trello node (https://api.trello.com/1/…), seeded from a case's
 * `seed.json`: `{ "trello": { "boards": [...], "members": [...] } }` (see
 * src/trello/test-fake/trello-fake.mjs). n8n calls api.trello.com; Weft sends the same paths to
 * `WEFT_TRELLO_API_URL` instead. The fake accepts the key `weftTrelloKey0001` with the token
 * `weftTrelloToken0001`.
 */
import { createTrelloFake } from '../../../src/trello/test-fake/trello-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.trello.com'],
  env: ['WEFT_TRELLO_API_URL'],
  folders: ['trello'],
  create(seed = {}) {
    const fake = createTrelloFake(seed.trello ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

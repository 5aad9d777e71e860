/**
 * Dropcontact: the batch API fake of the Dropcontact node, seeded from a case's `seed.json`:
 * `{ "dropcontact": { "people": [...], "notReadyPolls" } }` (see
 * src/dropcontact/test-fake/dropcontact-fake.mjs). n8n calls `https://api.dropcontact.io/batch…`;
 * Weft sends the same paths to `WEFT_DROPCONTACT_API_URL`, which replaces the origin.
 */
import { createDropcontactFake } from '../../../src/dropcontact/test-fake/dropcontact-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.dropcontact.io'],
  env: ['WEFT_DROPCONTACT_API_URL'],
  folders: ['dropcontact'],
  create(seed = {}) {
    const fake = createDropcontactFake(seed.dropcontact ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

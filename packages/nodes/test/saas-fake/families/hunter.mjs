/**
 * Hunter: the API v2 fake of the Hunter node, seeded from a case's `seed.json`:
 * `{ "hunter": { "companies": [...] } }` (see src/hunter/test-fake/hunter-fake.mjs). n8n calls
 * https://api.hunter.io/v2/…; Weft sends the same paths to `WEFT_HUNTER_API_URL`. The fake
 * accepts the key `weft-hunter-key-0001`.
 */
import { createHunterFake } from '../../../src/hunter/test-fake/hunter-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.hunter.io'],
  env: ['WEFT_HUNTER_API_URL'],
  folders: ['hunter'],
  create(seed = {}) {
    const fake = createHunterFake(seed.hunter ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * Ghost: the Admin and Content API fake of the Ghost node, seeded from a case's `seed.json`:
 * `{ "ghost": { "now", "users", "tags", "posts", "generatedPosts" } }` (see
 * src/ghost/test-fake/ghost-fake.mjs). The cases' credentials name `https://blog.weft.example`,
 * which n8n calls; Weft sends the same paths to `WEFT_GHOST_API_URL`, which replaces the origin.
 */
import { createGhostFake } from '../../../src/ghost/test-fake/ghost-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['blog.weft.example'],
  env: ['WEFT_GHOST_API_URL'],
  folders: ['ghost'],
  create(seed = {}) {
    const fake = createGhostFake(seed.ghost ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

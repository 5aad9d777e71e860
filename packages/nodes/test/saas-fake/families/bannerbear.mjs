/**
 * Bannerbear: the v2 API fake of the Bannerbear node, seeded from a case's `seed.json`:
 * `{ "bannerbear": { "templates": [...], "renderReads": 1 } }` (see src/bannerbear/test-fake/bannerbear-fake.mjs).
 * n8n calls `https://api.bannerbear.com/v2/…`; Weft sends the same paths to `WEFT_BANNERBEAR_API_URL`,
 * which replaces the origin.
 */
import { createBannerbearFake } from '../../../src/bannerbear/test-fake/bannerbear-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.bannerbear.com'],
  env: ['WEFT_BANNERBEAR_API_URL'],
  folders: ['bannerbear'],
  create(seed = {}) {
    const fake = createBannerbearFake(seed.bannerbear ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * SIGNL4: the inbound webhook fake of the SIGNL4 node, seeded from a case's `seed.json`:
 * `{ "signl4": { "teams": ["<team secret>"] } }` (see src/signl4/test-fake/signl4-fake.mjs).
 * n8n posts to `https://connect.signl4.com/webhook/<team secret>`; Weft sends the same path to
 * `WEFT_SIGNL4_API_URL`, which replaces the origin.
 */
import { createSignl4Fake } from '../../../src/signl4/test-fake/signl4-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['connect.signl4.com'],
  env: ['WEFT_SIGNL4_API_URL'],
  folders: ['signl4'],
  create(seed = {}) {
    const fake = createSignl4Fake(seed.signl4 ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

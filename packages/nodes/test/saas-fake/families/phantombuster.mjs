/**
 * Phantombuster: the API v2 fake of the Phantombuster node, seeded from a case's `seed.json`:
 * `{ "phantombuster": { "now", "agents": [...] } }` (see
 * src/phantombuster/test-fake/phantombuster-fake.mjs). n8n calls
 * `https://api.phantombuster.com/api/v2/…`; Weft sends the same paths to
 * `WEFT_PHANTOMBUSTER_API_URL`, which replaces the origin.
 */
import { createPhantombusterFake } from '../../../src/phantombuster/test-fake/phantombuster-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.phantombuster.com'],
  env: ['WEFT_PHANTOMBUSTER_API_URL'],
  folders: ['phantombuster'],
  create(seed = {}) {
    const fake = createPhantombusterFake(seed.phantombuster ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

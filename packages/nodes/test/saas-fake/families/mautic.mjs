/**
 * Mautic: the REST API fake of the Mautic nodes, seeded from a case's `seed.json`:
 * `{ "mautic": { "contacts": [...], "companies": [...], "segments": [...], … } }` (see
 * src/mautic/test-fake/mautic-fake.mjs). n8n calls the instance its credential names
 * (`https://weft.mautic.example/api/…` in the recorded cases); Weft sends the same paths to
 * `WEFT_MAUTIC_API_URL`, which replaces the origin.
 */
import { createMauticFake } from '../../../src/mautic/test-fake/mautic-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['weft.mautic.example'],
  env: ['WEFT_MAUTIC_API_URL'],
  folders: ['mautic', 'mautic-trigger'],
  create(seed = {}) {
    const fake = createMauticFake(seed.mautic ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

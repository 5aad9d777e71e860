/**
 * Asana: the REST API 1.0 fake of the Asana node, seeded from a case's `seed.json`:
 * `{ "asana": { "workspaces": [...] } }` (see src/asana/test-fake/asana-fake.mjs). n8n calls
 * `https://app.asana.com/api/1.0/…`; Weft sends the same paths to `WEFT_ASANA_API_URL`, which
 * replaces the origin. The fake accepts the token `weftasanatoken0000001`.
 */
import { createAsanaFake } from '../../../src/asana/test-fake/asana-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['app.asana.com'],
  env: ['WEFT_ASANA_API_URL'],
  folders: ['asana'],
  create(seed = {}) {
    const fake = createAsanaFake(seed.asana ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

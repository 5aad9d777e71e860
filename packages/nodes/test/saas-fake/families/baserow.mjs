/**
 * Baserow: the REST API fake of the Baserow node (a self-hosted Baserow at https://baserow.weft.example
 * in the cases), seeded from a case's `seed.json`: `{ "baserow": { "databases": [...] } }` (see
 * src/baserow/test-fake/baserow-fake.mjs). n8n calls the credential's host; Weft sends the same paths
 * to `WEFT_BASEROW_API_URL` instead, so both reach the same fake. The fake signs in the username
 * `ada@weft.example` with the password `weft-baserow-password`.
 */
import { createBaserowFake } from '../../../src/baserow/test-fake/baserow-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['baserow.weft.example'],
  env: ['WEFT_BASEROW_API_URL'],
  folders: ['baserow'],
  create(seed = {}) {
    const fake = createBaserowFake(seed.baserow ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

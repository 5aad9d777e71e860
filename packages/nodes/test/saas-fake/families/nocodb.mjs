/**
 * NocoDB: the fake of a self-hosted NocoDB instance for the NocoDB node (at https://nocodb.weft.example
 * in the cases), seeded from a case's `seed.json`: `{ "nocodb": { "projects": [...] } }` (see
 * src/noco-db/test-fake/nocodb-fake.mjs). n8n calls the credential's host; Weft sends the same paths
 * to `WEFT_NOCODB_API_URL` instead, so both reach the same fake. The fake accepts the token
 * `weftNocoToken0001` as a user token (`xc-auth`) or an API token (`xc-token`).
 */
import { createNocoDbFake } from '../../../src/noco-db/test-fake/nocodb-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['nocodb.weft.example'],
  env: ['WEFT_NOCODB_API_URL'],
  folders: ['noco-db'],
  create(seed = {}) {
    const fake = createNocoDbFake(seed.nocodb ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

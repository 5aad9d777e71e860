/**
 * monday.com: the GraphQL API fake of the monday.com node, seeded from a case's `seed.json`:
 * `{ "monday": { "boards": [...] } }` (see src/monday-com/test-fake/monday-fake.mjs). n8n calls
 * https://api.monday.com/v2/; Weft sends the same requests to `WEFT_MONDAY_API_URL` instead. The
 * fake accepts the token `weftMondayToken0001`.
 */
import { createMondayFake } from '../../../src/monday-com/test-fake/monday-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.monday.com'],
  env: ['WEFT_MONDAY_API_URL'],
  folders: ['monday-com'],
  create(seed = {}) {
    const fake = createMondayFake(seed.monday ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

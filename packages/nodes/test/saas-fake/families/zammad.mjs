/**
 * Zammad: the helpdesk fake of the Zammad node, seeded from a case's `seed.json`:
 * `{ "zammad": { "users": [...], "organizations": [...], "groups": [...], "tickets": [...] } }`
 * (see src/zammad/test-fake/zammad-fake.mjs). n8n calls the credential's base URL
 * (https://helpdesk.zammad.com in the cases); Weft sends the same paths to `WEFT_ZAMMAD_API_URL`
 * instead. The fake accepts HTTP Basic `agent@weft.example` / `weft-zammad-pass` or the token
 * `weft-zammad-token`.
 */
import { createZammadFake } from '../../../src/zammad/test-fake/zammad-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['helpdesk.zammad.com'],
  env: ['WEFT_ZAMMAD_API_URL'],
  folders: ['zammad'],
  create(seed = {}) {
    const fake = createZammadFake(seed.zammad ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * Odoo: the JSON-RPC fake of the Odoo node (src/odoo/test-fake/odoo-fake.mjs), seeded from a case's
 * `seed.json`: `{ "odoo": { "records": { "res.partner": [...] } } }`. n8n posts to
 * https://weft.odoo.example/jsonrpc (the credential's site URL; database `weft` from its host name);
 * Weft sends the same path to `WEFT_ODOO_API_URL`, which replaces the site's origin. The fake
 * accepts the user `ada@weft.example` with the key `weft-odoo-api-key`.
 */
import { createOdooFake } from '../../../src/odoo/test-fake/odoo-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['weft.odoo.example'],
  env: ['WEFT_ODOO_API_URL'],
  folders: ['odoo'],
  create(seed = {}) {
    const fake = createOdooFake(seed.odoo ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

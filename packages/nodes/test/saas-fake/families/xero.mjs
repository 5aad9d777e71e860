/**
 * Xero: the organisation fake of the Xero node (src/xero/test-fake/xero-fake.mjs), seeded from a
 * case's `seed.json`: `{ "xero": { "contacts": [...], "invoices": [...], "tenants": [...] } }`.
 * n8n calls https://api.xero.com/api.xro/2.0/… and https://api.xero.com/connections; Weft sends the
 * same paths to `WEFT_XERO_API_URL`, which replaces the origin. The fake accepts the access token
 * `weft-xero-token`.
 */
import { createXeroFake } from '../../../src/xero/test-fake/xero-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.xero.com'],
  env: ['WEFT_XERO_API_URL'],
  folders: ['xero'],
  create(seed = {}) {
    const fake = createXeroFake(seed.xero ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * Salesforce: the org fake of the Salesforce node (src/salesforce/test-fake/salesforce-fake.mjs),
 * seeded from a case's `seed.json`: `{ "salesforce": { "records": { "Account": [...] }, ... } }`.
 * n8n signs in at https://login.salesforce.com (JWT bearer flow, the test key pair of
 * test-fake/test-keys.mjs) and calls https://weft.my.salesforce.com/services/data/v59.0/…, the
 * instance URL of the OAuth2 token or of the JWT sign-in; Weft sends the same paths to
 * `WEFT_SALESFORCE_API_URL`, which replaces both origins. The fake accepts the access token
 * `weft-salesforce-access-token`.
 */
import { createSalesforceFake } from '../../../src/salesforce/test-fake/salesforce-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['login.salesforce.com', 'test.salesforce.com', 'weft.my.salesforce.com'],
  env: ['WEFT_SALESFORCE_API_URL'],
  folders: ['salesforce'],
  create(seed = {}) {
    const fake = createSalesforceFake(seed.salesforce ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

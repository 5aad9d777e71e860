/**
 * QuickBooks Online: the company fake of the QuickBooks node
 * (src/quick-books/test-fake/quick-books-fake.mjs), seeded from a case's `seed.json`:
 * `{ "quickbooks": { "records": { "Customer": [...] } } }`. n8n calls
 * https://quickbooks.api.intuit.com/v3/company/<realm>/… (https://sandbox-quickbooks.api.intuit.com
 * for a sandbox credential); Weft sends the same paths to `WEFT_QUICKBOOKS_API_URL`, which replaces
 * both origins. The fake accepts the access token `weft-quickbooks-token` for the company
 * `9130350000000001`.
 */
import { createQuickBooksFake } from '../../../src/quick-books/test-fake/quick-books-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['quickbooks.api.intuit.com', 'sandbox-quickbooks.api.intuit.com'],
  env: ['WEFT_QUICKBOOKS_API_URL'],
  folders: ['quick-books'],
  create(seed = {}) {
    const fake = createQuickBooksFake(seed.quickbooks ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

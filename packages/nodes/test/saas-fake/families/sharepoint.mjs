/**
 * Microsoft SharePoint: the REST API v2.0 fake of the SharePoint node, seeded from a case's
 * `seed.json`: `{ "sharepoint": { "sites": [...] } }` (see
 * src/microsoft-share-point/test-fake/sharepoint-fake.mjs). n8n calls
 * `https://weft.sharepoint.com/_api/v2.0/…` (the cases' credential names the `weft` tenant); Weft
 * sends the same paths to `WEFT_SHAREPOINT_API_URL`, which replaces the origin.
 */
import { createSharePointFake } from '../../../src/microsoft-share-point/test-fake/sharepoint-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['weft.sharepoint.com'],
  env: ['WEFT_SHAREPOINT_API_URL'],
  folders: ['microsoft-share-point'],
  create(seed = {}) {
    const fake = createSharePointFake(seed.sharepoint ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

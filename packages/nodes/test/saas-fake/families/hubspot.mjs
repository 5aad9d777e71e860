/**
 * HubSpot: the API fake of the HubSpot node and trigger (src/hubspot/test-fake/hubspot-fake.mjs),
 * seeded from a case's `seed.json`: `{ "hubspot": { "contacts": [...], "companies": [...], "deals":
 * [...], "tickets": [...], "engagements": [...], "listMembers": {...}, "pageSize": n } }`. n8n calls
 * https://api.hubapi.com (and https://api.hsforms.com for form submissions); Weft sends both to
 * `WEFT_HUBSPOT_API_URL` (same paths). The fake accepts the private app token
 * `pat-na1-weft-test-token`, the OAuth2 access token `weft-oauth-access-token` and the API key
 * `weft-hapikey`.
 */
import { createHubspotFake } from '../../../src/hubspot/test-fake/hubspot-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.hubapi.com', 'api.hsforms.com'],
  env: ['WEFT_HUBSPOT_API_URL'],
  folders: ['hubspot'],
  create(seed = {}) {
    const fake = createHubspotFake(seed.hubspot ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

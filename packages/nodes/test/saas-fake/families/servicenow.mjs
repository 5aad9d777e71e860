/**
 * ServiceNow: the instance fake of the ServiceNow node (Table and Attachment APIs), seeded from a
 * case's `seed.json`: `{ "servicenow": { "tables": { "<table>": [...] }, "attachments": [...] } }`
 * (see src/service-now/test-fake/servicenow-fake.mjs). n8n calls the credential's subdomain
 * (https://weft.service-now.com in the cases); Weft sends the same paths to
 * `WEFT_SERVICENOW_API_URL` instead. The fake accepts HTTP Basic `admin` / `weft-servicenow-pass`
 * or the OAuth2 access token `weft-servicenow-oauth`.
 */
import { createServiceNowFake } from '../../../src/service-now/test-fake/servicenow-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['weft.service-now.com'],
  env: ['WEFT_SERVICENOW_API_URL'],
  folders: ['service-now'],
  create(seed = {}) {
    const fake = createServiceNowFake(seed.servicenow ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

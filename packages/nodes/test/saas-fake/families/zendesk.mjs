/**
 * Zendesk: the Support API fake of the Zendesk node (tickets, suspended tickets, ticket fields,
 * users, organizations), seeded from a case's `seed.json`: `{ "zendesk": { "tickets": [...], ... } }`
 * (see src/zendesk/test-fake/zendesk-fake.mjs). n8n calls the credential's subdomain
 * (https://weft.zendesk.com in the cases); Weft sends the same paths to `WEFT_ZENDESK_API_URL`
 * instead. The fake accepts the email `ada@weft.example` with the API token `weft-zendesk-token`,
 * or the OAuth2 access token `weft-zendesk-oauth`.
 */
import { createZendeskFake } from '../../../src/zendesk/test-fake/zendesk-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['weft.zendesk.com'],
  env: ['WEFT_ZENDESK_API_URL'],
  folders: ['zendesk'],
  create(seed = {}) {
    const fake = createZendeskFake(seed.zendesk ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * Mailchimp: the Marketing API fake of the Mailchimp nodes, seeded from a case's `seed.json`:
 * `{ "mailchimp": { "lists": [...], "campaigns": [...] } }` (see
 * src/mailchimp/test-fake/mailchimp-fake.mjs). n8n calls `https://us21.api.mailchimp.com/3.0/…` (the
 * data center of the fake's API key `…-us21`) and, for OAuth2, `https://login.mailchimp.com/oauth2/metadata`;
 * Weft sends the same paths to `WEFT_MAILCHIMP_API_URL`, which replaces the origin.
 */
import { createMailchimpFake } from '../../../src/mailchimp/test-fake/mailchimp-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['us21.api.mailchimp.com', 'login.mailchimp.com'],
  env: ['WEFT_MAILCHIMP_API_URL'],
  folders: ['mailchimp', 'mailchimp-trigger'],
  create(seed = {}) {
    const fake = createMailchimpFake(seed.mailchimp ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

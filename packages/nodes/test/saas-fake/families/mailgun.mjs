/**
 * Mailgun: the messages API fake of the Mailgun node, seeded from a case's `seed.json`:
 * `{ "mailgun": { "domains": ["mg.weft.example"] } }` (see src/mailgun/test-fake/mailgun-fake.mjs).
 * n8n calls `https://api.mailgun.net/v3/<domain>/messages` (or the EU host); Weft sends the same
 * paths to `WEFT_MAILGUN_API_URL`, which replaces the origin.
 */
import { createMailgunFake } from '../../../src/mailgun/test-fake/mailgun-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.mailgun.net', 'api.eu.mailgun.net'],
  env: ['WEFT_MAILGUN_API_URL'],
  folders: ['mailgun'],
  create(seed = {}) {
    const fake = createMailgunFake(seed.mailgun ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

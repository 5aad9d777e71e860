/**
 * Brevo: the API fake of the Brevo node, seeded from a case's `seed.json`:
 * `{ "brevo": { "contacts": [...], "attributes": [...], "senders": [...], "templates": [...] } }`
 * (see src/send-in-blue/test-fake/brevo-fake.mjs). n8n calls `https://api.brevo.com/v3/…`; Weft sends
 * the same paths to `WEFT_BREVO_API_URL`, which replaces the origin. The fake accepts the API key
 * `xkeysib-weftbrevokey000000000001`.
 */
import { createBrevoFake } from '../../../src/send-in-blue/test-fake/brevo-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.brevo.com'],
  env: ['WEFT_BREVO_API_URL'],
  folders: ['send-in-blue', 'send-in-blue-trigger'],
  create(seed = {}) {
    const fake = createBrevoFake(seed.brevo ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * SendGrid: the v3 API fake of the SendGrid node, seeded from a case's `seed.json`:
 * `{ "sendgrid": { "contacts": [...], "lists": [...], "templates": [...] } }` (see
 * src/send-grid/test-fake/sendgrid-fake.mjs). n8n calls `https://api.sendgrid.com/v3/…`; Weft sends
 * the same paths to `WEFT_SENDGRID_API_URL`, which replaces the origin. The fake accepts the API key
 * `SG.weftsendgridkey0000001`.
 */
import { createSendGridFake } from '../../../src/send-grid/test-fake/sendgrid-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.sendgrid.com'],
  env: ['WEFT_SENDGRID_API_URL'],
  folders: ['send-grid'],
  create(seed = {}) {
    const fake = createSendGridFake(seed.sendgrid ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

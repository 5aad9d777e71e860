/**
 * Typeform: the API fake of the Typeform Trigger (forms and their webhooks), seeded from a case's
 * `seed.json`: `{ "typeform": { "forms": [...] } }` (see src/typeform-trigger/test-fake/typeform-fake.mjs).
 * n8n calls https://api.typeform.com; Weft sends the same paths to `WEFT_TYPEFORM_API_URL` instead.
 * The fake accepts the access token `tfp_weft_typeform_token`.
 */
import { createTypeformFake } from '../../../src/typeform-trigger/test-fake/typeform-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.typeform.com'],
  env: ['WEFT_TYPEFORM_API_URL'],
  folders: ['typeform-trigger'],
  create(seed = {}) {
    const fake = createTypeformFake(seed.typeform ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

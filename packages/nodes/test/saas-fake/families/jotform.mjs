/**
 * JotForm: the API fake of the JotForm Trigger (forms, their questions and webhooks), seeded from a
 * case's `seed.json`: `{ "jotform": { "forms": [...] } }` (see src/jot-form-trigger/test-fake/jotform-fake.mjs).
 * n8n calls the credential's API domain (api.jotform.com, eu-api.jotform.com or hipaa-api.jotform.com);
 * Weft sends the same paths to `WEFT_JOTFORM_API_URL` instead. The fake accepts the API key `weft-jotform-key`.
 */
import { createJotFormFake } from '../../../src/jot-form-trigger/test-fake/jotform-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.jotform.com', 'eu-api.jotform.com', 'hipaa-api.jotform.com'],
  env: ['WEFT_JOTFORM_API_URL'],
  folders: ['jot-form-trigger'],
  create(seed = {}) {
    const fake = createJotFormFake(seed.jotform ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

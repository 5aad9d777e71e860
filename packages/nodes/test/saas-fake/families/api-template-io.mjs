/**
 * APITemplate.io: the v1 API fake of the APITemplate.io node, seeded from a case's `seed.json`:
 * `{ "apiTemplateIo": { "templates": [...] } }` (see src/api-template-io/test-fake/api-template-io-fake.mjs).
 * n8n calls `https://api.apitemplate.io/v1/…` and downloads renders from `pub-cdn.apitemplate.io`;
 * Weft sends both to `WEFT_APITEMPLATEIO_API_URL`, which replaces their origin.
 */
import { createApiTemplateIoFake } from '../../../src/api-template-io/test-fake/api-template-io-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.apitemplate.io', 'pub-cdn.apitemplate.io'],
  env: ['WEFT_APITEMPLATEIO_API_URL'],
  folders: ['api-template-io'],
  create(seed = {}) {
    const fake = createApiTemplateIoFake(seed.apiTemplateIo ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * Airtop: the API fake of the Airtop node, seeded from a case's `seed.json`:
 * `{ "airtop": { "sessions": [...], "files": [...], "answers": {...}, "downloads": [...] } }` (see
 * src/airtop/test-fake/airtop-fake.mjs). n8n calls https://api.airtop.ai (`/api/v1/…`, the agent
 * hooks under `/api/hooks/…`, and the upload and download URLs the fake hands out); Weft sends the
 * same paths to `WEFT_AIRTOP_API_URL`. The fake accepts the key `weft-airtop-key-0001`.
 */
import { createAirtopFake } from '../../../src/airtop/test-fake/airtop-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.airtop.ai'],
  env: ['WEFT_AIRTOP_API_URL'],
  folders: ['airtop'],
  create(seed = {}) {
    const fake = createAirtopFake(seed.airtop ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

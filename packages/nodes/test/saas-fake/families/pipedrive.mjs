/**
 * Pipedrive: the API v1 fake of the Pipedrive node (deals, persons, organizations, activities,
 * notes, leads, products, files), seeded from a case's `seed.json`: `{ "pipedrive": { "deals": [...], ... } }`
 * (see src/pipedrive/test-fake/pipedrive-fake.mjs). n8n calls https://api.pipedrive.com/v1; Weft sends
 * the same paths to `WEFT_PIPEDRIVE_API_URL` instead. The fake accepts the API token
 * `weft-pipedrive-token` or the OAuth2 access token `weft-pipedrive-oauth`.
 */
import { createPipedriveFake } from '../../../src/pipedrive/test-fake/pipedrive-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.pipedrive.com'],
  env: ['WEFT_PIPEDRIVE_API_URL'],
  folders: ['pipedrive'],
  create(seed = {}) {
    const fake = createPipedriveFake(seed.pipedrive ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

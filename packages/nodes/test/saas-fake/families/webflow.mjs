/**
 * Webflow: the Data API fake of the Webflow nodes, seeded from a case's `seed.json`:
 * `{ "webflow": { "sites": [...] } }` (see src/webflow/test-fake/webflow-fake.mjs). n8n calls
 * `https://api.webflow.com/…` (v1) and `https://api.webflow.com/v2/…` (v2); Weft sends the same paths
 * to `WEFT_WEBFLOW_API_URL`, which replaces the origin.
 */
import { createWebflowFake } from '../../../src/webflow/test-fake/webflow-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.webflow.com'],
  env: ['WEFT_WEBFLOW_API_URL'],
  folders: ['webflow', 'webflow-trigger'],
  create(seed = {}) {
    const fake = createWebflowFake(seed.webflow ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * Zoom: the API fake of the Zoom node (the signed-in user's meetings), seeded from a case's
 * `seed.json`: `{ "zoom": { "meetings": [...] } }` (see src/zoom/test-fake/zoom-fake.mjs). n8n calls
 * `https://api.zoom.us/v2/…`; Weft sends the same paths to `WEFT_ZOOM_API_URL`, which replaces the
 * origin (and `WEFT_ZOOM_PAGE_WAIT_MS` shortens the second n8n waits between pages). The fake
 * accepts the bearer tokens `weft-zoom-jwt` and `weft-zoom-oauth`.
 */
import { createZoomFake } from '../../../src/zoom/test-fake/zoom-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.zoom.us'],
  env: ['WEFT_ZOOM_API_URL'],
  folders: ['zoom'],
  create(seed = {}) {
    const fake = createZoomFake(seed.zoom ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

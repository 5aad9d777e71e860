/**
 * Facebook Graph API: the Graph fake of the Facebook Graph API node
 * (src/facebook-graph-api/test-fake/facebook-fake.mjs), seeded from a case's `seed.json`:
 * `{ "facebook": { "user"?: {...}, "objects": [...], "edges": { "<id>/<edge>": [ids] } } }`. n8n
 * calls graph.facebook.com and graph-video.facebook.com; Weft sends both to
 * `WEFT_FACEBOOK_GRAPH_URL` (same paths), where the one fake answers both.
 */
import { createFacebookFake } from '../../../src/facebook-graph-api/test-fake/facebook-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['graph.facebook.com', 'graph-video.facebook.com'],
  env: ['WEFT_FACEBOOK_GRAPH_URL'],
  folders: ['facebook-graph-api'],
  create(seed = {}) {
    const fake = createFacebookFake(seed.facebook ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * lemlist: the API fake of the Lemlist nodes, seeded from a case's `seed.json`:
 * `{ "lemlist": { "campaigns": [...], "unsubscribes": [...], "activities": [...] } }` (see
 * src/lemlist/test-fake/lemlist-fake.mjs). n8n calls `https://api.lemlist.com/api/…`; Weft sends
 * the same paths to `WEFT_LEMLIST_API_URL`, which replaces the origin.
 */
import { createLemlistFake } from '../../../src/lemlist/test-fake/lemlist-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.lemlist.com'],
  env: ['WEFT_LEMLIST_API_URL'],
  folders: ['lemlist', 'lemlist-trigger'],
  create(seed = {}) {
    const fake = createLemlistFake(seed.lemlist ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * LinkedIn: the API fake of the LinkedIn node (src/linked-in/test-fake/linkedin-fake.mjs), seeded
 * from a case's `seed.json`: `{ "linkedin": { "member"?: {...}, "organizations"?: [...] } }`. n8n
 * calls api.linkedin.com and uploads images to the www.linkedin.com URL the fake hands out; Weft
 * sends both to `WEFT_LINKEDIN_API_URL` (same paths), where the one fake answers both.
 */
import { createLinkedInFake } from '../../../src/linked-in/test-fake/linkedin-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.linkedin.com', 'www.linkedin.com'],
  env: ['WEFT_LINKEDIN_API_URL'],
  folders: ['linked-in'],
  create(seed = {}) {
    const fake = createLinkedInFake(seed.linkedin ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

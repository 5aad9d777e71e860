/**
 * Reddit: the fake of the Reddit node (src/reddit/test-fake/reddit-fake.mjs), seeded from a
 * case's `seed.json`: `{ "reddit": { "me", "users", "subreddits", "posts", "comments", ... } }`.
 * n8n calls oauth.reddit.com (signed-in calls) and www.reddit.com (public reads); Weft sends both
 * to `WEFT_REDDIT_API_URL` (same paths), where the one fake answers both.
 */
import { createRedditFake } from '../../../src/reddit/test-fake/reddit-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['oauth.reddit.com', 'www.reddit.com'],
  env: ['WEFT_REDDIT_API_URL'],
  folders: ['reddit'],
  create(seed = {}) {
    const fake = createRedditFake(seed.reddit ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * Hacker News: the search API fake of the Hacker News node, seeded from a case's `seed.json`:
 * `{ "hackerNews": { "stories": [...], "users": [...], "generated": n } }` (see
 * src/hacker-news/test-fake/hacker-news-fake.mjs). n8n calls http://hn.algolia.com/api/v1/… (plain
 * HTTP, which the recorder's TLS preload does not redirect: record with
 * src/hacker-news/test-fake/record.sh); Weft sends the same paths to `WEFT_HACKERNEWS_API_URL`.
 * The Customer Datastore (n8n training) cases, which call no service, are served here too.
 */
import { createHackerNewsFake } from '../../../src/hacker-news/test-fake/hacker-news-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['hn.algolia.com'],
  env: ['WEFT_HACKERNEWS_API_URL'],
  folders: ['hacker-news', 'n8n-training-customer-datastore'],
  create(seed = {}) {
    const fake = createHackerNewsFake(seed.hackerNews ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * WordPress: the REST API fake of the WordPress node (a site at https://blog.weft-fake.test), seeded
 * from a case's `seed.json`: `{ "wordpress": { "users": [...], "categories": [...], "tags": [...],
 * "posts": [...], "pages": [...] } }` (see src/wordpress/test-fake/wordpress-fake.mjs). n8n calls the
 * credential's site URL (https://blog.weft-fake.test in the cases); Weft sends the credential's URL to
 * `WEFT_WORDPRESS_API_URL` instead (same path), so both reach the same fake. The fake accepts the user
 * `admin` with the application password `weft app password`.
 */
import { createWordpressFake } from '../../../src/wordpress/test-fake/wordpress-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['blog.weft-fake.test'],
  env: ['WEFT_WORDPRESS_API_URL'],
  folders: ['wordpress'],
  create(seed = {}) {
    const fake = createWordpressFake(seed.wordpress ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

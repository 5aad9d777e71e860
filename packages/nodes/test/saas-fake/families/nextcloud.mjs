/**
 * Nextcloud: the WebDAV and OCS fake of the Nextcloud node, seeded from a case's `seed.json`:
 * `{ "nextcloud": { "now", "files": [{ "path", "content" }], "users": [{ "id", "email", "displayname" }] } }`
 * (see src/next-cloud/test-fake/nextcloud-fake.mjs). The cases' credential names
 * `https://nextcloud.weft.example/remote.php/webdav`, which n8n calls; Weft sends the same paths to
 * `WEFT_NEXTCLOUD_API_URL`, which replaces the origin. The fake accepts `weft` / `weft-app-password`.
 */
import { createNextCloudFake } from '../../../src/next-cloud/test-fake/nextcloud-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['nextcloud.weft.example'],
  env: ['WEFT_NEXTCLOUD_API_URL'],
  folders: ['next-cloud'],
  create(seed = {}) {
    const fake = createNextCloudFake(seed.nextcloud ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

/**
 * Dropbox: the API v2 fake of the Dropbox node, seeded from a case's `seed.json`:
 * `{ "dropbox": { "entries": [...], "pageSize": n } }` (see src/dropbox/test-fake/dropbox-fake.mjs).
 * n8n calls api.dropboxapi.com (RPC endpoints) and content.dropboxapi.com (upload, download);
 * Weft sends the same paths to `WEFT_DROPBOX_API_URL`, which replaces both origins. The fake
 * accepts the token `weftdropboxtoken000000001`.
 */
import { createDropboxFake } from '../../../src/dropbox/test-fake/dropbox-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.dropboxapi.com', 'content.dropboxapi.com'],
  env: ['WEFT_DROPBOX_API_URL'],
  folders: ['dropbox'],
  create(seed = {}) {
    const fake = createDropboxFake(seed.dropbox ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

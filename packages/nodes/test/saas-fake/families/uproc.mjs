/**
 * uProc: the API fake of the uProc node, seeded from a case's `seed.json`:
 * `{ "uproc": { "mailboxes": [...], "domains": [...] } }` (see src/uproc/test-fake/uproc-fake.mjs).
 * n8n calls `https://api.uproc.io/api/v2/process`; Weft sends the same path to
 * `WEFT_UPROC_API_URL`, which replaces the origin.
 */
import { createUprocFake } from '../../../src/uproc/test-fake/uproc-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.uproc.io'],
  env: ['WEFT_UPROC_API_URL'],
  folders: ['uproc'],
  create(seed = {}) {
    const fake = createUprocFake(seed.uproc ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

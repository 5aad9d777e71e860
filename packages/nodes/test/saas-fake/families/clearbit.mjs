/**
 * Clearbit: the Person, Company and Autocomplete API fake of the Clearbit node, seeded from a
 * case's `seed.json`: `{ "clearbit": { "companies": [...], "people": [...] } }` (see
 * src/clearbit/test-fake/clearbit-fake.mjs). n8n calls person-stream, company-stream and
 * autocomplete.clearbit.com; Weft sends the same paths to `WEFT_CLEARBIT_API_URL`. The fake
 * accepts the key `sk_weft_clearbit_0001`.
 */
import { createClearbitFake } from '../../../src/clearbit/test-fake/clearbit-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['person-stream.clearbit.com', 'company-stream.clearbit.com', 'autocomplete.clearbit.com'],
  env: ['WEFT_CLEARBIT_API_URL'],
  folders: ['clearbit'],
  create(seed = {}) {
    const fake = createClearbitFake(seed.clearbit ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

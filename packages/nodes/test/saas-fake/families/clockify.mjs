/**
 * Clockify: the REST API fake of the Clockify node, seeded from a case's `seed.json`:
 * `{ "clockify": { "workspaces": [{ name, users, clients, projects, tags, customFields }] } }` (see
 * src/clockify/test-fake/clockify-fake.mjs). n8n calls `https://api.clockify.me/api/v1/…`; Weft
 * sends the same paths to `WEFT_CLOCKIFY_API_URL`, which replaces the origin.
 */
import { createClockifyFake } from '../../../src/clockify/test-fake/clockify-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.clockify.me'],
  env: ['WEFT_CLOCKIFY_API_URL'],
  folders: ['clockify', 'clockify-trigger'],
  create(seed = {}) {
    const fake = createClockifyFake(seed.clockify ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

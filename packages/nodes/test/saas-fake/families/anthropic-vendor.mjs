/**
 * Anthropic's API for the Anthropic vendor node (src/anthropic): messages, files, prompt tools and
 * models on api.anthropic.com, from the fake in src/anthropic/test-fake, seeded from a case's
 * `seed.json` (`{ keys?, files?, web? }`; files to download for a URL are served under
 * `https://api.anthropic.com/web/<name>`). Weft reaches it through `WEFT_ANTHROPIC_API_URL`.
 */
import { createAnthropicVendorFake } from '../../../src/anthropic/test-fake/anthropic-vendor-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.anthropic.com'],
  env: ['WEFT_ANTHROPIC_API_URL'],
  folders: ['anthropic'],
  create(seed = {}) {
    return createAnthropicVendorFake(seed);
  },
};

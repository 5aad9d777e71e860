/**
 * Twilio: the REST API fake of the Twilio node (https://api.twilio.com/2010-04-01/…), seeded from a
 * case's `seed.json`: `{ "twilio": { "numbers": [...], "whatsappSenders": [...] } }` (see
 * src/twilio/test-fake/twilio-fake.mjs). n8n calls api.twilio.com; Weft sends the same paths to
 * `WEFT_TWILIO_API_URL` instead. The fake accepts the account `AC0000000000000000000000000000weft`
 * with the auth token `weft-twilio-auth-token`, or the API key `SK0000000000000000000000000000weft`
 * with the secret `weft-twilio-key-secret`.
 */
import { createTwilioFake } from '../../../src/twilio/test-fake/twilio-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.twilio.com'],
  env: ['WEFT_TWILIO_API_URL'],
  folders: ['twilio'],
  create(seed = {}) {
    const fake = createTwilioFake(seed.twilio ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};

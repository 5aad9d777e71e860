/**
 * WhatsApp: the Cloud API (Graph) fake of the node folder, with its phone numbers (1100, 1101 of
 * business account 2200) and templates (order_update, hello_world in en_US), seeded from a case's
 * `seed.json`: `{ "whatsapp": { "media": [{ "id", "name", "type", "size" }] } }`. Message and media ids
 * are counted, message ids carry a digest of the message sent (so recorded answers show what was
 * sent), and media download URLs name a fixed origin (not the fake's), so every run on the same seed
 * answers the same. The fake accepts the token `wa-access-token`.
 */
import { createWhatsAppFake } from '../../../src/whats-app/test-fake/whatsapp-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['graph.facebook.com'],
  env: ['WEFT_WHATSAPP_API_URL'],
  folders: ['whats-app'],
  create(seed = {}) {
    const fake = createWhatsAppFake();
    fake.origin = 'https://lookaside.fbsbx.com';
    fake.state.digestIds = true;
    for (const media of seed.whatsapp?.media ?? []) fake.state.media.push({ ...media, id: String(media.id) });
    return {
      async handle(req, res) {
        if (!/^\/v\d+\.\d+\//.test(new URL(req.url ?? '/', 'http://fake').pathname)) return false;
        const seen = fake.calls.length;
        await fake.handle(req, res);
        // WEFT_FAKE_TRACE=1 logs each call (record.sh shows the first lines of a case's log).
        if (process.env.WEFT_FAKE_TRACE) for (const c of fake.calls.slice(seen)) console.log(`sent ${c.method} ${c.path} ${JSON.stringify(c.body)}`);
        return true;
      },
    };
  },
};

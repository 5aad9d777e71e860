/**
 * Commerce: the Stripe API fake (src/stripe/test-fake/stripe-fake.mjs), seeded from a case's
 * `seed.json`: `{ "stripe": { "customers": [...], "coupons": [...], "charges": [...] } }`. n8n calls
 * https://api.stripe.com/v1/…; Weft sends the same paths to `WEFT_STRIPE_API_URL`. The fake accepts
 * the secret key `sk_test_weftstripe000000000001`.
 */
import { createStripeFake } from '../../../src/stripe/test-fake/stripe-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.stripe.com'],
  env: ['WEFT_STRIPE_API_URL'],
  folders: ['stripe'],
  create(seed = {}) {
    const stripe = createStripeFake(seed.stripe ?? {});
    return { handle: (req, res) => stripe.handle(req, res) };
  },
};

/**
 * Commerce: the Stripe API fake (src/stripe/test-fake/stripe-fake.mjs) and the Shopify Admin REST API
 * fake (src/shopify/test-fake/shopify-fake.mjs), seeded from a case's `seed.json`:
 * `{ "stripe": { "customers": [...], ... }, "shopify": { "products": [...], "orders": [...] } }`.
 * n8n calls https://api.stripe.com/v1/… and https://weft-shop.myshopify.com/admin/api/2024-07/… (the
 * cases' shop subdomain is `weft-shop`); Weft sends the same paths to `WEFT_STRIPE_API_URL` and
 * `WEFT_SHOPIFY_API_URL`. The fakes tell their calls apart by path. They accept the Stripe secret key
 * `sk_test_weftstripe000000000001` and the Shopify API key `weftshopifyapikey0001` with password
 * `shppa_weftpassword0001` or the access token `shpat_weftaccesstoken0001`.
 */
import { createShopifyFake } from '../../../src/shopify/test-fake/shopify-fake.mjs';
import { createStripeFake } from '../../../src/stripe/test-fake/stripe-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.stripe.com', 'weft-shop.myshopify.com'],
  env: ['WEFT_STRIPE_API_URL', 'WEFT_SHOPIFY_API_URL'],
  folders: ['stripe', 'shopify'],
  create(seed = {}) {
    const stripe = createStripeFake(seed.stripe ?? {});
    const shopify = createShopifyFake(seed.shopify ?? {});
    return { handle: async (req, res) => (req.url?.startsWith('/v1/') ? stripe.handle(req, res) : shopify.handle(req, res)) };
  },
};

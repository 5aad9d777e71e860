/**
 * Commerce: the Stripe API fake (src/stripe/test-fake/stripe-fake.mjs), the Shopify Admin REST API fake
 * (src/shopify/test-fake/shopify-fake.mjs) and the WooCommerce REST API fake
 * (src/woo-commerce/test-fake/woo-commerce-fake.mjs), seeded from a case's `seed.json`:
 * `{ "stripe": {...}, "shopify": {...}, "wooCommerce": {...} }`. n8n calls https://api.stripe.com/v1/…,
 * https://weft-shop.myshopify.com/admin/api/2024-07/… (the cases' shop subdomain is `weft-shop`) and
 * https://shop.weft.example/wp-json/wc/v3/…; Weft sends the same paths to `WEFT_STRIPE_API_URL`,
 * `WEFT_SHOPIFY_API_URL` and `WEFT_WOOCOMMERCE_API_URL`. The fakes tell their calls apart by path.
 * They accept the Stripe secret key `sk_test_weftstripe000000000001`, the Shopify API key
 * `weftshopifyapikey0001` with password `shppa_weftpassword0001` or the access token
 * `shpat_weftaccesstoken0001`, and the WooCommerce consumer key `ck_weftconsumerkey0001` with secret
 * `cs_weftconsumersecret0001`.
 */
import { createShopifyFake } from '../../../src/shopify/test-fake/shopify-fake.mjs';
import { createStripeFake } from '../../../src/stripe/test-fake/stripe-fake.mjs';
import { createWooCommerceFake } from '../../../src/woo-commerce/test-fake/woo-commerce-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.stripe.com', 'weft-shop.myshopify.com', 'shop.weft.example'],
  env: ['WEFT_STRIPE_API_URL', 'WEFT_SHOPIFY_API_URL', 'WEFT_WOOCOMMERCE_API_URL'],
  folders: ['stripe', 'shopify', 'woo-commerce'],
  create(seed = {}) {
    const stripe = createStripeFake(seed.stripe ?? {});
    const shopify = createShopifyFake(seed.shopify ?? {});
    const woo = createWooCommerceFake(seed.wooCommerce ?? {});
    return {
      handle: async (req, res) => {
        if (req.url?.startsWith('/v1/')) return stripe.handle(req, res);
        if (req.url?.includes('/wp-json/wc/v3/')) return woo.handle(req, res);
        return shopify.handle(req, res);
      },
    };
  },
};

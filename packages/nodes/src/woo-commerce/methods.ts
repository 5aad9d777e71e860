/**
 * The WooCommerce node's editor look-ups, as n8n's node reads them: the shop's product categories
 * and tags, every page.
 */
import type { NodeMethods } from '@weft/workflow';
import { wooCommerceRequestAll } from './api.js';

/** The WooCommerce node's `loadOptions` methods. */
export const wooCommerceMethods: NodeMethods = {
  loadOptions: {
    async getCategories(ctx) {
      return (await wooCommerceRequestAll(ctx, { method: 'GET', endpoint: '/products/categories', qs: {} })).map(
        (c) => ({ name: String(c.name), value: c.id }),
      );
    },
    async getTags(ctx) {
      return (await wooCommerceRequestAll(ctx, { method: 'GET', endpoint: '/products/tags', qs: {} })).map((t) => ({
        name: String(t.name),
        value: t.id,
      }));
    },
  },
};

/**
 * The Shopify node's editor look-ups, as n8n's node reads them: the shop's products (id and title)
 * and locations (id and name), every page.
 */
import type { NodeMethodContext, NodeMethods } from '@weft/workflow';
import { shopifyRequestAll } from './api.js';

const all = (ctx: NodeMethodContext, property: string, fields: string) =>
  shopifyRequestAll(ctx, {
    authentication: ctx.getCurrentNodeParameter('authentication') ?? 'apiKey',
    method: 'GET',
    endpoint: `/${property}.json`,
    qs: { fields },
    property,
  });

/** The Shopify node's `loadOptions` methods. */
export const shopifyMethods: NodeMethods = {
  loadOptions: {
    async getProducts(ctx) {
      return (await all(ctx, 'products', 'id,title')).map((product) => ({
        name: String(product.title),
        value: product.id,
      }));
    },
    async getLocations(ctx) {
      return (await all(ctx, 'locations', 'id,name')).map((location) => ({
        name: String(location.name),
        value: location.id,
      }));
    },
  },
};

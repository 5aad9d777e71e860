/**
 * The Stripe node's editor look-ups, as n8n's node reads them: the currencies Stripe accepts
 * payments in (from the first country spec) and the account's customers.
 */
import type { NodeMethodContext, NodeMethods } from '@weft/workflow';
import { stripeRequest } from './api.js';

type Json = Record<string, any>;

/** The Stripe node's `loadOptions` methods. */
export const stripeMethods: NodeMethods = {
  loadOptions: {
    async getCustomers(ctx: NodeMethodContext) {
      const { data } = (await stripeRequest(ctx, { method: 'GET', endpoint: '/customers' })) as Json;
      return ((data ?? []) as Json[]).map(({ name, id }) => ({ name: String(name ?? ''), value: id }));
    },
    async getCurrencies(ctx: NodeMethodContext) {
      const { data } = (await stripeRequest(ctx, { method: 'GET', endpoint: '/country_specs' })) as Json;
      return ((data?.[0]?.supported_payment_currencies ?? []) as string[]).map((currency) => ({
        name: currency.toUpperCase(),
        value: currency,
      }));
    },
  },
};

/**
 * WooCommerce Trigger 1's parameters (n8n's `n8n-nodes-base.wooCommerceTrigger`): the event to listen to.
 * Names, types, defaults and options are n8n 1.123's; descriptions are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const wooCommerceTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Event',
    name: 'event',
    type: 'options',
    required: true,
    default: '',
    options: [
      {
        name: 'coupon.created',
        value: 'coupon.created',
      },
      {
        name: 'coupon.deleted',
        value: 'coupon.deleted',
      },
      {
        name: 'coupon.updated',
        value: 'coupon.updated',
      },
      {
        name: 'customer.created',
        value: 'customer.created',
      },
      {
        name: 'customer.deleted',
        value: 'customer.deleted',
      },
      {
        name: 'customer.updated',
        value: 'customer.updated',
      },
      {
        name: 'order.created',
        value: 'order.created',
      },
      {
        name: 'order.deleted',
        value: 'order.deleted',
      },
      {
        name: 'order.updated',
        value: 'order.updated',
      },
      {
        name: 'product.created',
        value: 'product.created',
      },
      {
        name: 'product.deleted',
        value: 'product.deleted',
      },
      {
        name: 'product.updated',
        value: 'product.updated',
      },
    ],
  },
];

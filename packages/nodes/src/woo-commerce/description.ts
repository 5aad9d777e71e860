/** WooCommerce 1's description (n8n's `n8n-nodes-base.wooCommerce`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { wooCommerceProperties } from './properties.js';

/** WooCommerce 1: create, read, list, update and delete customers, orders and products. */
export const wooCommerceDescription: NodeTypeDescription = {
  name: 'weft.wooCommerce',
  displayName: 'WooCommerce',
  description: 'Consume WooCommerce API',
  group: ['output'],
  version: 1,
  icon: 'file:wooCommerce.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'WooCommerce' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'wooCommerceApi', required: true }],
  properties: wooCommerceProperties,
  codex: { categories: ['Sales'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.woocommerce/',
};

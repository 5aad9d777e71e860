import type { NodeType } from '@weft/workflow';
import { wooCommerceDescription } from './description.js';
import { executeWooCommerce } from './execute.js';
import { wooCommerceMethods } from './methods.js';

export { wooCommerceApiCredential } from './credentials.js';

/** WooCommerce 1 (n8n's `n8n-nodes-base.wooCommerce`): customers, orders and products. */
export const wooCommerceNode: NodeType[] = [
  { description: wooCommerceDescription, execute: executeWooCommerce, methods: wooCommerceMethods },
];

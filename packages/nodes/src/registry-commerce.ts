import type { CredentialType, NodeType } from '@weft/workflow';
import { buildToolVariants } from './ai-tool-variants/index.js';
import { shopifyCredentialTypeList, shopifyNode } from './shopify/index.js';
import { shopifyTriggerNode } from './shopify-trigger/index.js';
import { stripeApiCredential, stripeNode } from './stripe/index.js';
import { stripeTriggerNode } from './stripe-trigger/index.js';
import { wooCommerceApiCredential, wooCommerceNode } from './woo-commerce/index.js';
import { wooCommerceTriggerNode } from './woo-commerce-trigger/index.js';

/** Online shops and payments (Shopify, Stripe, WooCommerce…): node types, their triggers and tool variants. */
export const commerceNodeTypes: readonly NodeType[] = [
  ...stripeNode,
  ...stripeTriggerNode,
  // n8n offers Stripe 1 to agents as a tool (`stripeTool`).
  ...buildToolVariants(stripeNode, { stripe: [1] }),
  ...shopifyNode,
  ...shopifyTriggerNode,
  // n8n offers Shopify 1 to agents as a tool (`shopifyTool`).
  ...buildToolVariants(shopifyNode, { shopify: [1] }),
  ...wooCommerceNode,
  ...wooCommerceTriggerNode,
  // n8n offers WooCommerce 1 to agents as a tool (`wooCommerceTool`).
  ...buildToolVariants(wooCommerceNode, { wooCommerce: [1] }),
];

/** Credential types of these nodes. */
export const commerceCredentialTypes: readonly CredentialType[] = [
  stripeApiCredential,
  ...shopifyCredentialTypeList,
  wooCommerceApiCredential,
];

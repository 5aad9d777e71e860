import type { CredentialType, NodeType } from '@weft/workflow';

/** Online shops and payments (Shopify, Stripe, WooCommerce…): node types, their triggers and tool variants. */
export const commerceNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const commerceCredentialTypes: readonly CredentialType[] = [];

import type { NodeType } from '@weft/workflow';
import { shopifyDescription } from './description.js';
import { executeShopify } from './execute.js';
import { shopifyMethods } from './methods.js';

export {
  shopifyAccessTokenApiCredential,
  shopifyApiCredential,
  shopifyCredentialTypeList,
  shopifyOAuth2ApiCredential,
} from './credentials.js';

/** Shopify 1 (n8n's `n8n-nodes-base.shopify`): orders and products. */
export const shopifyNode: NodeType[] = [
  { description: shopifyDescription, execute: executeShopify, methods: shopifyMethods },
];

/** Shopify 1's description (n8n's `n8n-nodes-base.shopify`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { shopifyProperties } from './properties.js';

const credential = (name: string, authentication: string) => ({
  name,
  required: true,
  displayOptions: { show: { authentication: [authentication] } },
});

/** Shopify 1: create, read, list, update and delete orders and products. */
export const shopifyDescription: NodeTypeDescription = {
  name: 'weft.shopify',
  displayName: 'Shopify',
  description: 'Consume Shopify API',
  group: ['output'],
  version: 1,
  icon: 'file:shopify.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Shopify' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    credential('shopifyApi', 'apiKey'),
    credential('shopifyAccessTokenApi', 'accessToken'),
    credential('shopifyOAuth2Api', 'oAuth2'),
  ],
  properties: shopifyProperties,
  codex: { categories: ['Sales'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.shopify/',
};

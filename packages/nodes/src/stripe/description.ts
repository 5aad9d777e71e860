/** Stripe 1's description (n8n's `n8n-nodes-base.stripe`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { stripeProperties } from './properties.js';

/** Stripe 1: balance, charges, coupons, customers and their cards, meter events, sources and tokens. */
export const stripeDescription: NodeTypeDescription = {
  name: 'weft.stripe',
  displayName: 'Stripe',
  description: 'Consume the Stripe API',
  group: ['transform'],
  version: 1,
  icon: 'file:stripe.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Stripe' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'stripeApi', required: true }],
  properties: stripeProperties,
  codex: { categories: ['Finance & Accounting', 'Sales'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.stripe/',
};

import type { NodeType } from '@weft/workflow';
import { stripeDescription } from './description.js';
import { executeStripe } from './execute.js';
import { stripeMethods } from './methods.js';

export { stripeApiCredential } from './credentials.js';

/** Stripe 1 (n8n's `n8n-nodes-base.stripe`): balance, charges, coupons, customers, cards, meter events, sources and tokens. */
export const stripeNode: NodeType[] = [
  { description: stripeDescription, execute: executeStripe, methods: stripeMethods },
];

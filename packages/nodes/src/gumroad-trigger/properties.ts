/**
 * Gumroad Trigger 1's parameters (n8n's `n8n-nodes-base.gumroadTrigger`): the resource whose
 * events Gumroad posts. Names, types, defaults and option values are n8n 1.123's; descriptions are
 * paraphrased.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const gumroadTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    required: true,
    default: '',
    options: [
      { name: 'Cancellation', value: 'cancellation', description: "Cancellations of the account's subscribers" },
      { name: 'Dispute', value: 'dispute', description: "Disputes raised against the account's sales" },
      { name: 'Dispute Won', value: 'dispute_won', description: 'Sale disputes that were won' },
      { name: 'Refund', value: 'refund', description: "Refunds of the account's sales" },
      { name: 'Sale', value: 'sale', description: "The account's sales" },
    ],
    description: 'Which events Gumroad sends',
  },
];

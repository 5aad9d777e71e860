/** Salesforce Trigger (n8n's `n8n-nodes-base.salesforceTrigger`), typeVersion 1. */
import type { NodeType } from '@weft/workflow';
import { salesforceMethods } from '../salesforce/methods.js';
import { salesforceTriggerDescription } from './description.js';
import { pollSalesforce } from './poll.js';

/** Salesforce Trigger, polling an object for created or updated records. */
export const salesforceTriggerNode: NodeType[] = [
  {
    description: salesforceTriggerDescription,
    poll: pollSalesforce,
    methods: { loadOptions: { getCustomObjects: salesforceMethods.loadOptions!.getCustomObjects! } },
  },
];

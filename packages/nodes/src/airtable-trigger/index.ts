/** Airtable Trigger (n8n's `n8n-nodes-base.airtableTrigger`), typeVersion 1. */
import type { NodeType } from '@weft/workflow';
import { airtableTriggerDescription } from './description.js';
import { pollAirtable } from './poll.js';

/** Airtable Trigger, one registration for version 1. */
export const airtableTriggerNode: NodeType[] = [{ description: airtableTriggerDescription, poll: pollAirtable }];

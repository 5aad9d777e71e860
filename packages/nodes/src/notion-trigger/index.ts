/** Notion Trigger (n8n's `n8n-nodes-base.notionTrigger`), typeVersion 1. */
import type { NodeType } from '@weft/workflow';
import { getDatabases } from '../notion/index.js';
import { notionTriggerDescription } from './description.js';
import { pollNotion } from './poll.js';

/** Notion Trigger, polling a database for added or updated pages. */
export const notionTriggerNode: NodeType[] = [
  { description: notionTriggerDescription, poll: pollNotion, methods: { listSearch: { getDatabases } } },
];

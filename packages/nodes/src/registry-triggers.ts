import type { NodeType } from '@weft/workflow';
import { rssFeedReadTriggerNode } from './rss-feed-read-trigger/index.js';
import { localFileTriggerNode } from './local-file-trigger/index.js';
import { postgresTriggerNode } from './postgres-trigger/index.js';

/**
 * Triggers that poll (RSS Feed Trigger), watch (Local File Trigger) or listen to a database
 * (Postgres Trigger) for new data.
 */
export const triggerNodeTypes: readonly NodeType[] = [
  ...rssFeedReadTriggerNode,
  ...localFileTriggerNode,
  ...postgresTriggerNode,
];

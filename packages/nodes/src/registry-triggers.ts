import type { NodeType } from '@weft/workflow';
import { rssFeedReadTriggerNode } from './rss-feed-read-trigger/index.js';
import { localFileTriggerNode } from './local-file-trigger/index.js';

/** Triggers that poll (RSS Feed Trigger) or watch (Local File Trigger) for new data. */
export const triggerNodeTypes: readonly NodeType[] = [...rssFeedReadTriggerNode, ...localFileTriggerNode];

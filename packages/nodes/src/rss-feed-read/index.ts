import type { NodeType } from '@weft/workflow';
import { rssFeedReadDescription } from './description.js';
import { executeRssFeedRead } from './execute.js';

/** RSS Read, versions 1–1.2 (n8n's `n8n-nodes-base.rssFeedRead`). */
export const rssFeedReadNode: NodeType[] = [{ description: rssFeedReadDescription, execute: executeRssFeedRead }];
export { readFeed, type FeedReaderContext } from './execute.js';

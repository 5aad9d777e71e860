import type { NodeType } from '@weft/workflow';
import { splitInBatchesDescription } from './description.js';
import { executeSplitInBatches } from './execute.js';

/**
 * The Loop Over Items node (n8n `splitInBatches` 3): hands out its input in batches on the
 * "loop" output and, once all are handed out, everything the loop sent back on "done".
 */
export const splitInBatchesNode: NodeType[] = [{ description: splitInBatchesDescription, execute: executeSplitInBatches }];

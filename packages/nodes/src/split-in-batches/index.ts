import type { NodeType } from '@weft/workflow';
import { splitInBatchesDescription } from './description.js';
import { splitInBatchesV1Description, splitInBatchesV2Description } from './description-legacy.js';
import { executeSplitInBatches, runBatches } from './execute.js';

/**
 * Loop Over Items / Split In Batches: version 3 hands out its input in batches on "loop" and, once
 * all are handed out, everything the loop sent back on "done"; version 2 has the outputs the other
 * way round (loop, done); version 1 has only the batch output and stops when nothing is left.
 */
export const splitInBatchesNode: NodeType[] = [
  { description: splitInBatchesDescription, execute: executeSplitInBatches },
  { description: splitInBatchesV2Description, execute: (ctx) => runBatches(ctx, 'loopFirst') },
  { description: splitInBatchesV1Description, execute: (ctx) => runBatches(ctx, 'legacy') },
];

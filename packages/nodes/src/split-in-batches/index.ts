import type { NodeType } from '@weft/workflow';

/** The splitInBatches node (placeholder until it is built). */
export const splitInBatchesNode: NodeType[] = [];

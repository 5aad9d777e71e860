import type { NodeType } from '@weft/workflow';

/** The summarize node (placeholder until it is built). */
export const summarizeNode: NodeType[] = [];

import type { NodeType } from '@weft/workflow';

/** The merge node (placeholder until it is built). */
export const mergeNode: NodeType[] = [];

import type { NodeType } from '@weft/workflow';

/** The renameKeys node (placeholder until it is built). */
export const renameKeysNode: NodeType[] = [];

import type { NodeType } from '@weft/workflow';

/** The code node (placeholder until it is built). */
export const codeNode: NodeType[] = [];

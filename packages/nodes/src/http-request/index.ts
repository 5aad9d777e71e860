import type { NodeType } from '@weft/workflow';

/** The httpRequest node (placeholder until it is built). */
export const httpRequestNode: NodeType[] = [];

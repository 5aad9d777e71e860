import type { NodeType } from '@weft/workflow';

/**
 * n8n's legacy and missing core nodes that older workflows use (Function, Function Item, Cron,
 * Interval, Start, Item Lists, Compare Datasets, Move Binary Data, Execution Data, Debug Helper).
 */
export const legacyCoreNodeTypes: readonly NodeType[] = [];

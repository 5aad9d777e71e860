import type { NodeType } from '@weft/workflow';
import { dataTableNode } from './data-table/index.js';

/** Nodes that keep data in the instance's own database (the Data table node). */
export const dataNodeTypes: readonly NodeType[] = [...dataTableNode];

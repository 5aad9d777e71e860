import type { NodeType } from '@weft/workflow';
import { dataTableDescription } from './description.js';
import { executeDataTable } from './execute.js';
import { dataTableMethods } from './methods.js';

/** Data table, version 1 (n8n's `n8n-nodes-base.dataTable`): rows of the instance's data tables. */
export const dataTableNode: NodeType[] = [
  { description: dataTableDescription, execute: executeDataTable, methods: dataTableMethods },
];

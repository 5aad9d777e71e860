import type { NodeType } from '@weft/workflow';

/**
 * Core nodes that read and write files or feeds on the server (RSS, binary file nodes, Spreadsheet
 * File, Local File Trigger, Execute Command, the n8n API node).
 */
export const fileNodeTypes: readonly NodeType[] = [];

import type { NodeType } from '@weft/workflow';
import { sortDescription } from './description.js';
import { executeSort } from './execute.js';

/** Sort, version 1 (n8n's `n8n-nodes-base.sort`). */
export const sortNode: NodeType[] = [{ description: sortDescription, execute: executeSort }];

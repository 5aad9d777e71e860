import type { NodeType } from '@weft/workflow';
import { splitOutDescription } from './description.js';
import { executeSplitOut } from './execute.js';

/** Split Out, version 1 (n8n's `n8n-nodes-base.splitOut`). */
export const splitOutNode: NodeType[] = [{ description: splitOutDescription, execute: executeSplitOut }];

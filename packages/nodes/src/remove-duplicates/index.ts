import type { NodeType } from '@weft/workflow';
import { removeDuplicatesDescription } from './description.js';
import { executeRemoveDuplicates } from './execute.js';

/** Remove Duplicates, versions 1 and 1.1 (n8n's `n8n-nodes-base.removeDuplicates`). */
export const removeDuplicatesNode: NodeType[] = [{ description: removeDuplicatesDescription, execute: executeRemoveDuplicates }];

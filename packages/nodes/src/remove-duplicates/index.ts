import type { NodeType } from '@weft/workflow';
import { removeDuplicatesDescription } from './description.js';
import { removeDuplicatesV2Description } from './description-v2.js';
import { executeRemoveDuplicates } from './execute.js';
import { executeRemoveDuplicatesV2 } from './execute-v2.js';

/** Remove Duplicates (n8n's `n8n-nodes-base.removeDuplicates`): versions 1 and 1.1, and 2 with its history operations. */
export const removeDuplicatesNode: NodeType[] = [
  { description: removeDuplicatesDescription, execute: executeRemoveDuplicates },
  { description: removeDuplicatesV2Description, execute: executeRemoveDuplicatesV2 },
];

import type { NodeType } from '@weft/workflow';
import { renameKeysDescription } from './description.js';
import { executeRenameKeys } from './execute.js';

/** Rename Keys, version 1 (n8n's `n8n-nodes-base.renameKeys`). */
export const renameKeysNode: NodeType[] = [{ description: renameKeysDescription, execute: executeRenameKeys }];

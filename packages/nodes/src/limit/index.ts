import type { NodeType } from '@weft/workflow';
import { limitDescription } from './description.js';
import { executeLimit } from './execute.js';

/** Limit, version 1 (n8n's `n8n-nodes-base.limit`). */
export const limitNode: NodeType[] = [{ description: limitDescription, execute: executeLimit }];

import type { NodeType } from '@weft/workflow';
import { setDescription } from './description.js';
import { executeSet } from './execute.js';

/** Edit Fields (Set), versions 3.0–3.4 (n8n's `n8n-nodes-base.set`). */
export const setNode: NodeType[] = [
  { description: setDescription, execute: executeSet },
];

import type { NodeType } from '@weft/workflow';
import { baserowDescription } from './description.js';
import { executeBaserow } from './execute.js';
import { baserowMethods } from './methods.js';

export { baserowApiCredential } from './credentials.js';

/** Baserow 1 (n8n's `n8n-nodes-base.baserow`): rows of a Baserow table, keyed by field name. */
export const baserowNode: NodeType[] = [
  { description: baserowDescription, execute: executeBaserow, methods: baserowMethods },
];

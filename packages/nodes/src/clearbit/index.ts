import type { NodeType } from '@weft/workflow';
import { clearbitDescription } from './description.js';
import { executeClearbit } from './execute.js';

export { clearbitApiCredential } from './credentials.js';

/** Clearbit 1 (n8n's `n8n-nodes-base.clearbit`): person and company enrichment, company autocomplete. */
export const clearbitNode: NodeType[] = [{ description: clearbitDescription, execute: executeClearbit }];

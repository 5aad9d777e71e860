import type { NodeType } from '@weft/workflow';
import { hunterDescription } from './description.js';
import { executeHunter } from './execute.js';

export { hunterApiCredential } from './credentials.js';

/** Hunter 1 (n8n's `n8n-nodes-base.hunter`): domain search, email finder, email verifier. */
export const hunterNode: NodeType[] = [{ description: hunterDescription, execute: executeHunter }];

import type { NodeType } from '@weft/workflow';
import { signl4Description } from './description.js';
import { executeSignl4 } from './execute.js';

export { signl4ApiCredential, signl4CredentialTypeList } from './credentials.js';

/** SIGNL4 1 (n8n's `n8n-nodes-base.signl4`): alerts raised and resolved through a team's webhook. */
export const signl4Node: NodeType[] = [{ description: signl4Description, execute: executeSignl4 }];

import type { NodeType } from '@weft/workflow';
import { totpDescription } from './description.js';
import { executeTotp } from './execute.js';

export { totpApiCredential } from './credential.js';

/** TOTP, version 1 (n8n's `n8n-nodes-base.totp`). */
export const totpNode: NodeType[] = [{ description: totpDescription, execute: executeTotp }];

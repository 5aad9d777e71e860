import type { NodeType } from '@weft/workflow';
import { sshDescription } from './description.js';
import { executeSsh } from './execute.js';

export { sshPasswordCredential, sshPrivateKeyCredential } from './credential.js';

/** SSH, version 1 (n8n's `n8n-nodes-base.ssh`): commands, uploads and downloads over SSH. */
export const sshNode: NodeType[] = [{ description: sshDescription, execute: executeSsh }];

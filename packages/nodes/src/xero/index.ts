import type { CredentialType, NodeType } from '@weft/workflow';
import { xeroOAuth2ApiCredential } from './credentials.js';
import { xeroDescription } from './description.js';
import { executeXero } from './execute.js';
import { xeroMethods } from './methods.js';

export { xeroOAuth2ApiCredential } from './credentials.js';

/** Xero 1 (n8n's `n8n-nodes-base.xero`). */
export const xeroNode: NodeType[] = [{ description: xeroDescription, execute: executeXero, methods: xeroMethods }];

/** The credential types of the Xero node. */
export const xeroCredentialTypeList: CredentialType[] = [xeroOAuth2ApiCredential];

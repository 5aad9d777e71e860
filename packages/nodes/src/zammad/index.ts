import type { NodeType } from '@weft/workflow';
import { zammadDescription } from './description.js';
import { executeZammad } from './execute.js';
import { zammadMethods } from './methods.js';

export { zammadBasicAuthApiCredential, zammadCredentialTypeList, zammadTokenAuthApiCredential } from './credentials.js';

/** Zammad 1 (n8n's `n8n-nodes-base.zammad`): groups, organizations, tickets and users of a Zammad helpdesk. */
export const zammadNode: NodeType[] = [
  { description: zammadDescription, execute: executeZammad, methods: zammadMethods },
];

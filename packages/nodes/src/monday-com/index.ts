import type { NodeType } from '@weft/workflow';
import { mondayComDescription } from './description.js';
import { executeMondayCom } from './execute.js';
import { mondayComMethods } from './methods.js';

export { mondayComApiCredential, mondayComCredentialTypeList, mondayComOAuth2ApiCredential } from './credentials.js';

/** monday.com 1 (n8n's `n8n-nodes-base.mondayCom`): boards, board columns, groups and items. */
export const mondayComNode: NodeType[] = [
  { description: mondayComDescription, execute: executeMondayCom, methods: mondayComMethods },
];

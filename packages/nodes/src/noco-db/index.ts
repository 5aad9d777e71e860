import type { NodeType } from '@weft/workflow';
import { nocoDbDescription } from './description.js';
import { executeNocoDb } from './execute.js';
import { nocoDbMethods } from './methods.js';

export { nocoDbApiTokenCredential, nocoDbCredential, nocoDbCredentialTypeList } from './credentials.js';

/** NocoDB 1, 2 and 3 (n8n's `n8n-nodes-base.nocoDb`): rows of a NocoDB table through each API version. */
export const nocoDbNode: NodeType[] = [
  { description: nocoDbDescription, execute: executeNocoDb, methods: nocoDbMethods },
];

import type { NodeType } from '@weft/workflow';
import { phantombusterDescription } from './description.js';
import { executePhantombuster } from './execute.js';
import { phantombusterMethods } from './methods.js';

export { phantombusterApiCredential, phantombusterCredentialTypeList } from './credentials.js';

/** Phantombuster 1 (n8n's `n8n-nodes-base.phantombuster`): agents' launch, output, listing and deletion. */
export const phantombusterNode: NodeType[] = [
  { description: phantombusterDescription, execute: executePhantombuster, methods: phantombusterMethods },
];

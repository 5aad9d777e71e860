import type { NodeType } from '@weft/workflow';
import { linearDescription } from './description.js';
import { executeLinear } from './execute.js';
import { linearMethods } from './methods.js';

export { linearApiCredential, linearCredentialTypeList, linearOAuth2ApiCredential } from './credentials.js';

/** Linear 1 and 1.1 (n8n's `n8n-nodes-base.linear`): issues and comments. */
export const linearNode: NodeType[] = [
  { description: linearDescription, execute: executeLinear, methods: linearMethods },
];

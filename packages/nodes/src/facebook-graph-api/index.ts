import type { NodeType } from '@weft/workflow';
import { facebookGraphApiDescription } from './description.js';
import { executeFacebookGraphApi } from './execute.js';

export { facebookGraphApiCredential } from './credentials.js';

/** Facebook Graph API 1 (n8n's `n8n-nodes-base.facebookGraphApi`): a generic Graph API call. */
export const facebookGraphApiNode: NodeType[] = [
  { description: facebookGraphApiDescription, execute: executeFacebookGraphApi },
];

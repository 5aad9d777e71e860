import type { NodeType } from '@weft/workflow';
import { microsoftSharePointDescription } from './description.js';
import { executeMicrosoftSharePoint } from './execute.js';
import { microsoftSharePointMethods } from './methods.js';

export { microsoftSharePointOAuth2ApiCredential } from './credentials.js';
export { microsoftSharePointMethods } from './methods.js';

/** Microsoft SharePoint 1 (n8n's `n8n-nodes-base.microsoftSharePoint`): files, list items and lists. */
export const microsoftSharePointNode: NodeType[] = [
  {
    description: microsoftSharePointDescription,
    execute: executeMicrosoftSharePoint,
    methods: microsoftSharePointMethods,
  },
];

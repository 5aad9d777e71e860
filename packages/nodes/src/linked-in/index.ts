import type { NodeType } from '@weft/workflow';
import { linkedInDescription } from './description.js';
import { executeLinkedIn } from './execute.js';
import { linkedInMethods } from './methods.js';

export {
  linkedInCommunityManagementOAuth2ApiCredential,
  linkedInCredentialTypeList,
  linkedInOAuth2ApiCredential,
} from './credentials.js';

/** LinkedIn 1 (n8n's `n8n-nodes-base.linkedIn`): posts as a member or an organization. */
export const linkedInNode: NodeType[] = [
  { description: linkedInDescription, execute: executeLinkedIn, methods: linkedInMethods },
];

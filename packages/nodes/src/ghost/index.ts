import type { NodeType } from '@weft/workflow';
import { ghostDescription } from './description.js';
import { executeGhost } from './execute.js';
import { ghostMethods } from './methods.js';

export {
  ghostAdminApiCredential,
  ghostContentApiCredential,
  ghostCredentialTypeList,
  ghostAdminAuthorization,
} from './credentials.js';

/** Ghost 1 (n8n's `n8n-nodes-base.ghost`): posts through the Content API or the Admin API. */
export const ghostNode: NodeType[] = [{ description: ghostDescription, execute: executeGhost, methods: ghostMethods }];

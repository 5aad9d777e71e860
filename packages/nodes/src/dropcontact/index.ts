import type { NodeType } from '@weft/workflow';
import { dropcontactDescription } from './description.js';
import { executeDropcontact } from './execute.js';

export { dropcontactApiCredential, dropcontactCredentialTypeList } from './credentials.js';

/** Dropcontact 1 (n8n's `n8n-nodes-base.dropcontact`): contact enrichment and its requests' results. */
export const dropcontactNode: NodeType[] = [{ description: dropcontactDescription, execute: executeDropcontact }];

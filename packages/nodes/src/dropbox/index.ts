import type { NodeType } from '@weft/workflow';
import { dropboxDescription } from './description.js';
import { executeDropbox } from './execute.js';

export { dropboxApiCredential, dropboxCredentialTypeList, dropboxOAuth2ApiCredential } from './credentials.js';

/** Dropbox 1 (n8n's `n8n-nodes-base.dropbox`): files, folders and search. */
export const dropboxNode: NodeType[] = [{ description: dropboxDescription, execute: executeDropbox }];

import type { NodeType } from '@weft/workflow';
import { asanaDescription } from './description.js';
import { executeAsana } from './execute.js';
import { asanaMethods } from './methods.js';

export { asanaApiCredential, asanaCredentialTypeList, asanaOAuth2ApiCredential } from './credentials.js';

/** Asana 1 (n8n's `n8n-nodes-base.asana`): tasks, subtasks, comments, tags, projects and users. */
export const asanaNode: NodeType[] = [{ description: asanaDescription, execute: executeAsana, methods: asanaMethods }];

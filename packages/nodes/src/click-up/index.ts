import type { NodeType } from '@weft/workflow';
import { clickUpDescription } from './description.js';
import { executeClickUp } from './execute.js';
import { clickUpMethods } from './methods.js';

export { clickUpApiCredential, clickUpCredentialTypeList, clickUpOAuth2ApiCredential } from './credentials.js';

/** ClickUp 1 (n8n's `n8n-nodes-base.clickUp`): tasks, lists, folders, goals, tags and time tracking. */
export const clickUpNode: NodeType[] = [
  { description: clickUpDescription, execute: executeClickUp, methods: clickUpMethods },
];

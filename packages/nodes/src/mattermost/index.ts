import type { NodeType } from '@weft/workflow';
import { mattermostDescription } from './description.js';
import { executeMattermost } from './execute.js';
import { mattermostMethods } from './methods.js';

export { mattermostApiCredential } from './credentials.js';

/** Mattermost 1 (n8n's `n8n-nodes-base.mattermost`): messages, channels, reactions and users. */
export const mattermostNode: NodeType[] = [
  { description: mattermostDescription, execute: executeMattermost, methods: mattermostMethods },
];

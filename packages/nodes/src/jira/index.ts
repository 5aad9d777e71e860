import type { NodeType } from '@weft/workflow';
import { jiraDescription } from './description.js';
import { executeJira } from './execute.js';
import { jiraMethods } from './methods.js';

export {
  jiraCredentialTypeList,
  jiraSoftwareCloudApiCredential,
  jiraSoftwareServerApiCredential,
  jiraSoftwareServerPatApiCredential,
} from './credentials.js';

/** Jira Software 1 (n8n's `n8n-nodes-base.jira`): issues, attachments, comments and users of a Jira site. */
export const jiraNode: NodeType[] = [{ description: jiraDescription, execute: executeJira, methods: jiraMethods }];

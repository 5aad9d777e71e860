import type { NodeType } from '@weft/workflow';
import { gitlabDescription } from './description.js';
import { executeGitlab } from './execute.js';

export { gitlabApiCredential, gitlabCredentialTypeList, gitlabOAuth2ApiCredential } from './credentials.js';

/** GitLab 1 (n8n's `n8n-nodes-base.gitlab`). */
export const gitlabNode: NodeType[] = [{ description: gitlabDescription, execute: executeGitlab }];

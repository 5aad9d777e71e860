import type { NodeType } from '@weft/workflow';
import { githubDescription } from './description.js';
import { executeGithub } from './execute.js';
import { githubMethods } from './methods.js';

export { githubApiCredential, githubCredentialTypeList, githubOAuth2ApiCredential } from './credentials.js';

/** GitHub 1 and 1.1 (n8n's `n8n-nodes-base.github`). */
export const githubNode: NodeType[] = [
  { description: githubDescription, execute: executeGithub, methods: githubMethods },
];

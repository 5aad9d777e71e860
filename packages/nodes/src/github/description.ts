/** GitHub 1 and 1.1's description (n8n's `n8n-nodes-base.github`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { githubProperties } from './properties.js';

const credentialShown = (authentication: string) => ({ show: { authentication: [authentication] } });

/** GitHub 1 and 1.1: the REST API of github.com or a GitHub Enterprise server. */
export const githubDescription: NodeTypeDescription = {
  displayName: 'GitHub',
  name: 'weft.github',
  icon: 'file:github.svg',
  group: ['input'],
  version: [1, 1.1],
  defaultVersion: 1.1,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Work with GitHub repositories, files, issues, releases, reviews and Actions workflows',
  defaults: { name: 'GitHub' },
  usableAsTool: true,
  inputs: ['main'],
  outputs: ['main'],
  // Dispatch and Wait for Completion resumes at this URL (`$execution.resumeUrl`), called by the GitHub workflow.
  webhooks: [
    {
      name: 'default',
      httpMethod: 'POST',
      path: '',
      isFullPath: true,
      restartWebhook: true,
      responseMode: 'onReceived',
    },
  ],
  credentials: [
    { name: 'githubApi', required: true, displayOptions: credentialShown('accessToken') },
    { name: 'githubOAuth2Api', required: true, displayOptions: credentialShown('oAuth2') },
  ],
  properties: githubProperties,
  codex: { categories: ['Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.github/',
};

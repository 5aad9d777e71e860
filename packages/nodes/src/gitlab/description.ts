/** GitLab 1's description (n8n's `n8n-nodes-base.gitlab`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { gitlabProperties } from './properties.js';

const credentialShown = (authentication: string) => ({ show: { authentication: [authentication] } });

/** GitLab 1: the REST API v4 of gitlab.com or a self-managed GitLab. */
export const gitlabDescription: NodeTypeDescription = {
  displayName: 'GitLab',
  name: 'weft.gitlab',
  icon: 'file:gitlab.svg',
  group: ['input'],
  version: 1,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Work with GitLab projects, files, issues, releases and users',
  defaults: { name: 'GitLab' },
  usableAsTool: true,
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    { name: 'gitlabApi', required: true, displayOptions: credentialShown('accessToken') },
    { name: 'gitlabOAuth2Api', required: true, displayOptions: credentialShown('oAuth2') },
  ],
  properties: gitlabProperties,
  codex: { categories: ['Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.gitlab/',
};

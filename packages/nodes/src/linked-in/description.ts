/** LinkedIn 1's description (n8n's `n8n-nodes-base.linkedIn`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { linkedInProperties } from './properties.js';

/** LinkedIn 1: posts as a member or an organization. */
export const linkedInDescription: NodeTypeDescription = {
  name: 'weft.linkedIn',
  displayName: 'LinkedIn',
  description: 'Create posts on LinkedIn as a member or an organization',
  group: ['input'],
  version: 1,
  icon: 'file:linkedin.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'LinkedIn' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    { name: 'linkedInOAuth2Api', required: true, displayOptions: { show: { authentication: ['standard'] } } },
    {
      name: 'linkedInCommunityManagementOAuth2Api',
      required: true,
      displayOptions: { show: { authentication: ['communityManagement'] } },
    },
  ],
  usableAsTool: true,
  properties: linkedInProperties,
  codex: { categories: ['Marketing', 'Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.linkedin/',
};

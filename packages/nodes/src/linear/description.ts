/** Linear 1 and 1.1's description (n8n's `n8n-nodes-base.linear`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { linearProperties } from './properties.js';

/** Linear: create, read, update and delete issues, link them and comment on them. */
export const linearDescription: NodeTypeDescription = {
  name: 'weft.linear',
  displayName: 'Linear',
  description: 'Create, read, update and delete Linear issues, and comment on them',
  group: ['output'],
  version: [1, 1.1],
  icon: 'file:linear.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Linear' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'linearApi', required: true, displayOptions: { show: { authentication: ['apiToken'] } } },
    { name: 'linearOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  properties: linearProperties,
  codex: { categories: ['Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.linear/',
};

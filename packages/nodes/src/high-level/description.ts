/** HighLevel 1 and 2's descriptions (n8n's `n8n-nodes-base.highLevel`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { highLevelV1Properties } from './properties-v1.js';
import { highLevelV2Properties } from './properties-v2.js';

const common = {
  name: 'weft.highLevel',
  displayName: 'HighLevel',
  group: ['transform'],
  defaultVersion: 2,
  icon: 'file:highLevel.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'HighLevel' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { categories: ['Marketing', 'Sales'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.highlevel/',
} satisfies Partial<NodeTypeDescription>;

/** HighLevel 1: contacts, opportunities and tasks through API v1 with an API key (not offered as a tool, as in n8n). */
export const highLevelV1Description: NodeTypeDescription = {
  ...common,
  description: 'Manage HighLevel contacts, opportunities and tasks (API v1)',
  version: 1,
  credentials: [{ name: 'highLevelApi', required: true }],
  properties: highLevelV1Properties,
};

/** HighLevel 2: contacts, opportunities, tasks and calendar appointments through API v2 with OAuth2. */
export const highLevelV2Description: NodeTypeDescription = {
  ...common,
  description: 'Manage HighLevel contacts, opportunities, tasks and calendar appointments (API v2)',
  version: 2,
  usableAsTool: true,
  credentials: [{ name: 'highLevelOAuth2Api', required: true }],
  properties: highLevelV2Properties,
};

/** monday.com 1's description (n8n's `n8n-nodes-base.mondayCom`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { mondayComProperties } from './properties.js';

/** monday.com 1: boards, their columns, groups and items through monday's GraphQL API. */
export const mondayComDescription: NodeTypeDescription = {
  name: 'weft.mondayCom',
  displayName: 'Monday.com',
  description: 'Create and read monday.com boards, columns, groups and items',
  group: ['output'],
  version: 1,
  icon: 'file:mondayCom.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Monday.com' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'mondayComApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
    { name: 'mondayComOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  properties: mondayComProperties,
  codex: { categories: ['Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.mondaycom/',
};

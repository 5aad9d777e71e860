/** Zendesk 1's description (n8n's `n8n-nodes-base.zendesk`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { zendeskProperties } from './properties.js';

/** Zendesk 1: tickets, ticket fields, users and organizations of a Zendesk Support account. */
export const zendeskDescription: NodeTypeDescription = {
  name: 'weft.zendesk',
  displayName: 'Zendesk',
  description: 'Consume Zendesk API',
  group: ['output'],
  version: 1,
  icon: 'file:zendesk.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Zendesk' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'zendeskApi', required: true, displayOptions: { show: { authentication: ['apiToken'] } } },
    { name: 'zendeskOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  properties: zendeskProperties,
  codex: { categories: ['Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.zendesk/',
};

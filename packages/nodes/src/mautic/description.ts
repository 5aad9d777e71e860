/** Mautic 1's description (n8n's `n8n-nodes-base.mautic`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { mauticProperties } from './properties.js';

/** Mautic 1: companies, contacts and their segments, campaigns, companies and emails. */
export const mauticDescription: NodeTypeDescription = {
  name: 'weft.mautic',
  displayName: 'Mautic',
  description: 'Work with Mautic contacts, companies, segments and campaigns',
  group: ['output'],
  version: 1,
  icon: 'file:mautic.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Mautic' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'mauticApi', required: true, displayOptions: { show: { authentication: ['credentials'] } } },
    { name: 'mauticOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  properties: mauticProperties,
  codex: { categories: ['Marketing', 'Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.mautic/',
};

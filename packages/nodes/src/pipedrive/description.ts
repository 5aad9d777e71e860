/** Pipedrive 1's description (n8n's `n8n-nodes-base.pipedrive`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { pipedriveProperties } from './properties.js';

/** Pipedrive 1: activities, deals and their activities and products, files, leads, notes, organizations, persons and products. */
export const pipedriveDescription: NodeTypeDescription = {
  name: 'weft.pipedrive',
  displayName: 'Pipedrive',
  description: 'Create and edit data in Pipedrive',
  group: ['transform'],
  version: 1,
  icon: 'file:pipedrive.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Pipedrive' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'pipedriveApi', required: true, displayOptions: { show: { authentication: ['apiToken'] } } },
    { name: 'pipedriveOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  properties: pipedriveProperties,
  codex: { categories: ['Sales'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.pipedrive/',
};

/** Nextcloud (n8n's `n8n-nodes-base.nextCloud`), typeVersion 1. */
import type { NodeType, NodeTypeDescription } from '@weft/workflow';
import { executeNextCloud } from './execute.js';
import { nextCloudProperties } from './properties.js';

export { nextCloudApiCredential, nextCloudOAuth2ApiCredential } from './credentials.js';

/** Nextcloud 1's description. */
export const nextCloudDescription: NodeTypeDescription = {
  name: 'weft.nextCloud',
  displayName: 'Nextcloud',
  icon: 'file:nextcloud.svg',
  group: ['input'],
  version: 1,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Manage files, folders, shares and users in Nextcloud',
  defaults: { name: 'Nextcloud' },
  usableAsTool: true,
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    { name: 'nextCloudApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
    { name: 'nextCloudOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  codex: { categories: ['Data & Storage'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.nextcloud/',
  properties: nextCloudProperties,
};

/** Nextcloud 1. */
export const nextCloudNode: NodeType[] = [{ description: nextCloudDescription, execute: executeNextCloud }];

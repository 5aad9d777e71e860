/** Dropbox 1's description (n8n's `n8n-nodes-base.dropbox`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { dropboxProperties } from './properties.js';

/** Dropbox 1: files, folders and search, with an access token or OAuth2. */
export const dropboxDescription: NodeTypeDescription = {
  name: 'weft.dropbox',
  displayName: 'Dropbox',
  description: 'Access data on Dropbox',
  group: ['input'],
  version: 1,
  icon: 'file:dropbox.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Dropbox' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'dropboxApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
    { name: 'dropboxOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  properties: dropboxProperties,
  codex: { categories: ['Data & Storage'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.dropbox/',
};

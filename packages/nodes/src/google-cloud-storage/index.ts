/** Google Cloud Storage (n8n's `n8n-nodes-base.googleCloudStorage`), typeVersion 1. */
import type { NodeType, NodeTypeDescription } from '@weft/workflow';
import { executeGoogleCloudStorage } from './execute.js';
import { googleCloudStorageProperties } from './properties.js';

export { googleCloudStorageOAuth2Api } from './credentials.js';

/** Google Cloud Storage 1's description. */
export const googleCloudStorageDescription: NodeTypeDescription = {
  name: 'weft.googleCloudStorage',
  displayName: 'Google Cloud Storage',
  icon: 'file:googleCloudStorage.svg',
  group: ['transform'],
  version: 1,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Manage buckets and objects in Google Cloud Storage',
  defaults: { name: 'Google Cloud Storage' },
  usableAsTool: true,
  inputs: ['main'],
  outputs: ['main'],
  // n8n tests the credential from the node (`testedBy`: GET /b/); Weft's credential type carries that test.
  credentials: [{ name: 'googleCloudStorageOAuth2Api', required: true }],
  codex: { categories: ['Data & Storage'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.googlecloudstorage/',
  properties: googleCloudStorageProperties,
};

/** Google Cloud Storage 1. */
export const googleCloudStorageNode: NodeType[] = [
  { description: googleCloudStorageDescription, execute: executeGoogleCloudStorage },
];

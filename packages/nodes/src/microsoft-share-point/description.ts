/** Microsoft SharePoint 1's description (n8n's `n8n-nodes-base.microsoftSharePoint`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { microsoftSharePointProperties } from './properties.js';

/** Microsoft SharePoint 1: files, list items and lists; offered to agents as a tool. */
export const microsoftSharePointDescription: NodeTypeDescription = {
  name: 'weft.microsoftSharePoint',
  displayName: 'Microsoft SharePoint',
  description: 'Work with the files, lists and list items of SharePoint sites',
  group: ['transform'],
  version: 1,
  icon: 'file:microsoftSharePoint.svg',
  subtitle: '={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
  defaults: { name: 'Microsoft SharePoint' },
  usableAsTool: true,
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'microsoftSharePointOAuth2Api', required: true }],
  properties: microsoftSharePointProperties,
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.microsoftsharepoint/',
};

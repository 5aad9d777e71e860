/** Facebook Graph API 1's description (n8n's `n8n-nodes-base.facebookGraphApi`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { facebookGraphApiProperties } from './properties.js';

/** Facebook Graph API 1: one Graph API call per item. */
export const facebookGraphApiDescription: NodeTypeDescription = {
  name: 'weft.facebookGraphApi',
  displayName: 'Facebook Graph API',
  description: 'Call any Facebook Graph API node or edge: read fields, publish, upload files, delete',
  group: ['transform'],
  version: 1,
  icon: 'file:facebook.svg',
  defaults: { name: 'Facebook Graph API' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'facebookGraphApi', required: true }],
  usableAsTool: true,
  properties: facebookGraphApiProperties,
  codex: { categories: ['Marketing', 'Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.facebookgraphapi/',
};

/** Ghost 1's description (n8n's `n8n-nodes-base.ghost`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { ghostProperties } from './properties.js';

/** Ghost 1: a Ghost site's posts, read through the Content API or managed through the Admin API. */
export const ghostDescription: NodeTypeDescription = {
  name: 'weft.ghost',
  displayName: 'Ghost',
  description: 'Read and manage the posts of a Ghost site',
  group: ['input'],
  version: 1,
  icon: 'file:ghost.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Ghost' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'ghostAdminApi', required: true, displayOptions: { show: { source: ['adminApi'] } } },
    { name: 'ghostContentApi', required: true, displayOptions: { show: { source: ['contentApi'] } } },
  ],
  properties: ghostProperties,
  codex: { categories: ['Marketing'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.ghost/',
};

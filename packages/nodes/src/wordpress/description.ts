/** WordPress 1's description (n8n's `n8n-nodes-base.wordpress`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { wordpressProperties } from './properties.js';

/** WordPress 1: posts, pages and users of a site, through its REST API. */
export const wordpressDescription: NodeTypeDescription = {
  name: 'weft.wordpress',
  displayName: 'Wordpress',
  description: 'Create, read and update posts, pages and users of a WordPress site',
  group: ['output'],
  version: 1,
  icon: 'file:wordpress.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Wordpress' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'wordpressApi', required: true }],
  usableAsTool: true,
  properties: wordpressProperties,
  codex: { categories: ['Marketing'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.wordpress/',
};

/** Bannerbear 1's description (n8n's `n8n-nodes-base.bannerbear`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { bannerbearProperties } from './properties.js';

/** Bannerbear 1: renders images from templates and reads images and templates. */
export const bannerbearDescription: NodeTypeDescription = {
  name: 'weft.bannerbear',
  displayName: 'Bannerbear',
  description: 'Render images from Bannerbear templates',
  group: ['output'],
  version: 1,
  icon: 'file:bannerbear.png',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Bannerbear' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'bannerbearApi', required: true }],
  properties: bannerbearProperties,
  codex: { categories: ['Marketing'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.bannerbear/',
};
